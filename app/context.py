"""The application context: the one place views read shared state from and listen to.

Views never poke each other, so that none depends on another's insides: they read ``context.theme``,
``context.settings`` and ``context.profile`` and redraw when the matching signal fires.
The profile changes only through the context's own operations: ``update_settings``,
``record_finished`` (a finished attempt, once per result) and ``finish_loading``; nothing
hands it a whole new profile, which could put back what a recorded result replaced.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from twelve_bowls.app.first_run import fresh_profile
from twelve_bowls.app.start_profile import HomeFacts, StartSettings, StartView
from twelve_bowls.app.theming.base import Theme
from twelve_bowls.app.theming.guard import theme_guard
from twelve_bowls.app.theming.registry import theme_registry
from twelve_bowls.app.theming.theme_notices import theme_failed_notice, theme_not_loaded_notice

if TYPE_CHECKING:
    import datetime

    # engine.profile is pydantic: start-up reads the profile without it.
    # Only for types: most starts have no game yet (start-up time).
    from twelve_bowls.engine.modes import Attempt, PuzzleAttempt
    from twelve_bowls.engine.profile import Profile, Settings

log = logging.getLogger(__name__)

# Every setting of engine.profile.Settings, read from its description (engine.profile_table).
SETTING_NAMES: tuple[str, ...] = StartSettings._fields


class ProfileStore(Protocol):
    """What the context needs from persistence (``app.profile_service.ProfileService``).

    The store reads and writes; the context owns the profile in between.
    """

    def load_profile(self) -> Profile: ...
    def save_profile(self, profile: Profile) -> bool | None: ...
    def save_attempt(self, attempt: Attempt) -> None: ...
    def load_attempt(self, mode_id: str) -> Attempt | None: ...
    def clear_attempt(self, mode_id: str) -> None: ...
    def notices(self) -> list[str]: ...


# --- a store for tests and screenshots ----------------------------------------------------------


class InMemoryProfileService:
    """Keeps the profile and paused attempts in memory; nothing survives the process. It
    starts like a first run (``fresh_profile``: the system's language).

    Same method names as ``app.profile_service.ProfileService`` so the context can use either.
    """

    def __init__(self) -> None:
        self._profile = fresh_profile()
        self._attempts: dict[str, Attempt] = {}

    def load_profile(self) -> Profile:
        return self._profile

    def save_profile(self, profile: Profile) -> None:
        self._profile = profile

    def save_attempt(self, attempt: Attempt) -> None:
        if not attempt.keeps_save:
            return  # an earlier day's Daily is never saved (as ProfileService)
        self._attempts[attempt.mode_id.value] = attempt

    def load_attempt(self, mode_id: str) -> Attempt | None:
        return self._attempts.get(str(mode_id))

    def clear_attempt(self, mode_id: str) -> None:
        self._attempts.pop(str(mode_id), None)

    def notices(self) -> list[str]:
        return []


def _default_store() -> ProfileStore:
    from twelve_bowls.app.profile_service import ProfileService

    return ProfileService()


def _find_theme(theme_id: str) -> Theme:
    return theme_registry().get(theme_id)


@functools.cache
def _system_language() -> str:
    """The system's language the game ships, else English; read once (as Qt reads the
    system locale once per process)."""
    from twelve_bowls.app.i18n import system_language  # Babel: at start anyway (set_language)

    return system_language()


def _apply_language(code: str) -> None:
    from twelve_bowls.app.i18n import set_language  # imports Babel: only when a language is applied

    set_language(code)


# --- the context ---------------------------------------------------------------------------------


class AppContext(QObject):
    """Shared state of the running app: theme, settings, profile and their store."""

    theme_changed = Signal()
    # No language signal: installing the translators (``app.i18n.set_language``) sends Qt's
    # LanguageChange to every widget, where each screen retranslates (``changeEvent``),
    # Qt's own dialogs and buttons included; a second channel would have no listener.
    settings_changed = Signal()
    profile_changed = Signal()
    notice_posted = Signal(str)  # a one-time message for the player, already translated

    def __init__(
        self,
        store: ProfileStore | None = None,
        parent: QObject | None = None,
        *,
        defer_profile: bool = False,
        for_this_run: dict[str, str] | None = None,
    ) -> None:
        """``defer_profile``: start from the plain view of the profile file (``app.start_profile``)
        when it can be had, and leave the full load to ``finish_loading`` after the first frame.

        ``for_this_run``: settings the command line chose (``--lang``, ``--theme``), in force
        until the player changes that setting, and never saved: the profile keeps the
        player's own choices."""
        super().__init__(parent)
        unknown = set(for_this_run or {}) - set(SETTING_NAMES)
        if unknown:
            raise ValueError(f"unknown settings: {', '.join(sorted(unknown))}")
        self._for_this_run: dict[str, str] = dict(for_this_run or {})
        self.store: ProfileStore = store if store is not None else _default_store()
        self._start: StartView | None = None
        self._profile: Profile | None = None
        # Where the player's own puzzle file was opened from last, for this run only: a
        # folder name is not progress, and a saved one could point at a removed disk.
        self.puzzle_file_folder = ""
        if defer_profile:
            peek = getattr(self.store, "start_view", None)
            self._start = peek() if callable(peek) else None
        if self._start is None:
            self._profile = self.store.load_profile()
        self._theme: Theme = self._look(self.settings.theme)
        theme_guard().failed.connect(self._theme_failed)
        hints = QGuiApplication.styleHints()
        if hints is not None:  # a dark desktop makes Simple dark while the game runs
            hints.colorSchemeChanged.connect(self._scheme_changed)
        if self._theme.id != self.settings.theme:
            # The chosen theme could not be loaded (a broken or removed plugin): Simple draws
            # the game, and the player is told once, after the window can show it.
            chosen = self.settings.theme
            QTimer.singleShot(
                0, self, lambda: self.notice_posted.emit(theme_not_loaded_notice(chosen))
            )
        # A finished puzzle whose result could not be saved kept its file; record it now.
        # An unfinished one stays, to resume when its puzzle is opened again.
        self.load_paused("puzzle")

    # -- read side --------------------------------------------------------------------------------

    @property
    def profile(self) -> Profile:
        if self._profile is None:
            self.finish_loading()
        assert self._profile is not None
        return self._profile

    @property
    def settings(self) -> Settings | StartSettings:
        """The settings in force: the profile's, with this run's command-line choices."""
        in_force = dict(self._for_this_run)
        if self._profile is None and self._start is not None:
            start: StartSettings = self._start.settings
            if not start.language_chosen:
                in_force.setdefault("language", _system_language())
            return start._replace(**in_force) if in_force else start
        saved = self.profile.settings
        if not saved.language_chosen:
            in_force.setdefault("language", _system_language())
        return saved.model_copy(update=in_force) if in_force else saved

    def home_facts(self) -> HomeFacts:
        """Solved puzzles, best Endless score and best Daily scores, for the home screen."""
        if self._profile is None and self._start is not None:
            return self._start.facts
        from twelve_bowls.engine.clock import utc_today

        records = self.profile.records
        return HomeFacts(
            records.puzzles_solved,
            None if records.endless_best is None else records.endless_best.score,
            {date.isoformat(): record.score for date, record in records.daily.items()},
            records.daily_streak(utc_today()),
        )

    def finish_loading(self) -> None:
        """The full load of a deferred profile (validation, backup, notices); whatever it
        finds different from what the first frame showed is announced."""
        if self._profile is not None:
            return
        if self._start is None:
            self._profile = self.store.load_profile()
            return
        before = self.settings
        self._profile = self.store.load_profile()
        start, self._start = self._start, None
        settings = self.settings
        changed = [
            name for name in SETTING_NAMES if getattr(before, name) != getattr(settings, name)
        ]
        if "language" in changed:
            _apply_language(settings.language)
        if "theme" in changed or "colour_scheme" in changed:
            self._show_look()
        if changed:
            self.settings_changed.emit()
        if start.facts != self.home_facts():
            self.profile_changed.emit()

    @property
    def theme(self) -> Theme:
        return self._theme

    # -- write side -------------------------------------------------------------------------------

    def apply_language(self) -> None:
        """Install the translators for the current language (call once at start)."""
        _apply_language(self.settings.language)

    def update_settings(self, **changes: Any) -> None:
        """Apply setting changes live, emit the matching signals and save the profile."""
        unknown = set(changes) - set(SETTING_NAMES)
        if unknown:
            raise ValueError(f"unknown settings: {', '.join(sorted(unknown))}")
        from pydantic import ValidationError

        from twelve_bowls.engine.profile import Settings

        if "language" in changes:
            # A language set here is the player's: kept from now on, whatever the system says.
            changes = {**changes, "language_chosen": True}
        in_force = self.settings
        changed = {k: v for k, v in changes.items() if getattr(in_force, k) != v}
        saved = self.profile.settings
        to_save = {k: v for k, v in changes.items() if getattr(saved, k) != v}
        if to_save:
            try:
                new = Settings.model_validate({**saved.model_dump(), **to_save})
            except ValidationError as error:
                first = error.errors()[0]
                raise ValueError(f"setting {first['loc'][0]}: {first['msg']}") from None
        for name in changes:
            self._for_this_run.pop(name, None)  # the player's own choice replaces the run's
        if to_save:
            self._profile = self.profile.model_copy(update={"settings": new})
            self._save_profile()
        if not changed:
            return
        if "language" in changed:
            _apply_language(self.settings.language)
        if "colour_scheme" in changed:
            from twelve_bowls.app import colour_scheme

            colour_scheme.apply(self.settings.colour_scheme)
        if "theme" in changed or "colour_scheme" in changed:
            self._show_look()
        self.settings_changed.emit()

    def _look(self, theme_id: str) -> Theme:
        """The theme ``theme_id`` as the colour scheme in force shows it (Simple's dark look
        on a dark desktop or when the player chose Dark)."""
        from twelve_bowls.app import colour_scheme

        return colour_scheme.look_of(_find_theme(theme_id), self.settings.colour_scheme)

    def _show_look(self) -> None:
        """Change to the look the settings and the desktop ask for, if it is another."""
        look = self._look(self.settings.theme)
        if look is not self._theme:
            self._theme = look
            self.theme_changed.emit()

    def _scheme_changed(self, _scheme: object = None) -> None:
        if self.settings.colour_scheme == "system":
            self._show_look()

    def _theme_failed(self, theme_id: str) -> None:
        """A theme failed somewhere; it is off for the session (the setting is
        kept: the next start tries it again) and the player is told once."""
        self.notice_posted.emit(theme_failed_notice(theme_id, active=theme_id == self._theme.id))
        if theme_id == self._theme.id:
            self._theme = _find_theme(theme_id)  # Simple, now that it is disabled
            self.theme_changed.emit()

    def load_paused(self, mode_id: str) -> Attempt | None:
        """The paused attempt of a mode to resume, or None. One that had already ended (the
        app stopped before its result was recorded) is recorded now and not offered."""
        attempt = self.store.load_attempt(mode_id)
        if attempt is not None and attempt.ended is not None:
            from twelve_bowls.engine.modes import Keeps

            if attempt.keeps is Keeps.PROFILE:
                self.record_finished(attempt)
            else:  # a generated puzzle's is never saved finished: nothing to record
                self.store.clear_attempt(attempt.mode_id.value)
            return None
        return attempt

    def record_finished(self, attempt: Attempt) -> list[str]:
        """Feed a finished attempt into the profile (once per result, ``Profile.record``),
        save the profile once, then drop the attempt's file; returns the achievement ids
        newly earned. The context owns the profile: the store only writes it."""
        earned = [a.value for a in self.profile.record(attempt.result())]
        # Profile first, then the attempt file: a crash in between leaves a finished
        # attempt that the next start records as a no-op and then clears. A
        # profile that could not be written (full disk, a newer version's file) keeps the
        # finished attempt's file, so that a later start records it. An earlier day's Daily
        # was never saved: today's paused Daily stays.
        if self._save_profile() and attempt.keeps_save:
            self.store.clear_attempt(attempt.mode_id.value)
        self.profile_changed.emit()
        return earned

    # -- the session's store (``app.midend.store.SessionStore``) -----------------------------------

    def save_attempt(self, attempt: Attempt) -> None:
        self.store.save_attempt(attempt)

    def clear_attempt(self, mode_id: str) -> None:
        self.store.clear_attempt(mode_id)

    def daily_best(self, date: datetime.date) -> int | None:
        """R8.5: the best valid score kept for this Daily's date, if any."""
        best = self.profile.records.daily_best(date)
        return None if best is None else best.score

    def store_notices(self) -> list[str]:
        return self.store.notices()

    def record_own_win(self, puzzle_id: int, moves: int) -> bool:
        """Keep a win at one of My puzzles in their own records (``app.my_puzzles``), apart
        from the profile; True when it is the best so far and was saved."""
        from twelve_bowls.app.my_puzzles import my_puzzles_for

        return my_puzzles_for(self.store).record_win(puzzle_id, moves)

    def record_generated_win(self, attempt: PuzzleAttempt) -> bool:
        """Keep a win at a generated puzzle in their own records (``app.generated_records``),
        apart from the profile: it earns no achievement. True when it was saved."""
        from twelve_bowls.app.generated_records import generated_store_for
        from twelve_bowls.engine.modes import Generated

        source = attempt.source
        if not isinstance(source, Generated) or attempt.won is not True:
            return False
        return generated_store_for(self.store).record_win(
            source.difficulty, attempt.moves_played, source.day
        )

    def _save_profile(self) -> bool:
        """Whether the profile is on disk now (a store that answers nothing counts as yes)."""
        try:
            saved = self.store.save_profile(self.profile)
        except OSError:
            # The store reports "can't save" through notices(); the game goes on.
            log.exception("saving the profile failed")
            return False
        return saved is not False
