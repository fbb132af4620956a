"""The player's profile and unfinished attempts on disk (R8.3, R8.5, R9.3).

``ProfileService`` is the store behind ``AppContext.store``. It reads and writes through
``app.storage`` (atomic, durable, one backup generation) and the engine's pydantic models
(``engine.profile.Profile``, ``engine.modes`` attempt saves). It never raises at the game
for a file problem: a damaged file falls back to its backup, a newer version's file is
left alone, an unwritable directory turns saving off; each of these becomes a one-time,
translated notice (``notices()``) the shell shows without blocking play.

Files, under ``app.paths.data_dir()``: ``profile.json`` and ``attempts/<mode>.json`` (one
unfinished attempt per mode), each with ``<name>.bak`` as the previous generation.

Migrations: ``PROFILE_MIGRATIONS[v]`` / ``ATTEMPT_MIGRATIONS[v]`` turn a version-``v``
document into version ``v + 1``. When a model's ``schema_version`` goes up, add the step
here and a fixture file of the old version to ``tests/app/data/saves/`` (a test checks
that every version from the oldest has one).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app import paths
from twelve_bowls.app.first_run import fresh_profile
from twelve_bowls.app.start_profile import HomeFacts, StartSettings, StartView, read_start_view
from twelve_bowls.app.storage import (
    BACKUP_SUFFIX,
    Document,
    JsonFile,
    LoadResult,
    LoadStatus,
    Migration,
    NewerVersionLocked,
    SaveFailed,
    probe_writable,
    quarantine,
    remove_stale_temps,
)
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # engine.profile is pydantic; start-up reads the profile without it.
    # engine.modes (every mode and its save models) is imported when an attempt is first
    # read or written, not at start: most starts have no paused game.
    from twelve_bowls.engine.modes import Attempt
    from twelve_bowls.engine.profile import Profile

log = logging.getLogger(__name__)

# engine.profile.SCHEMA_VERSION, kept here so that opening the store needs no pydantic (a test
# keeps the two equal).
PROFILE_SCHEMA_VERSION = 1

# No older versions have shipped yet: version 1 is the first (see the module docstring).
PROFILE_MIGRATIONS: dict[int, Migration] = {}
ATTEMPT_MIGRATIONS: dict[int, Migration] = {}


_PROFILE_NOTICES = {
    LoadStatus.RESTORED_FROM_BACKUP: QT_TRANSLATE_NOOP(
        "Storage",
        "Your profile (settings, records and progress) was damaged and has been restored "
        "from its backup copy. The damaged file was kept as %1.",
    ),
    LoadStatus.CORRUPT_NO_BACKUP: QT_TRANSLATE_NOOP(
        "Storage",
        "Your profile (settings, records and progress) could not be read and there was no "
        "good backup, so it starts afresh. The damaged file was kept as %1.",
    ),
    LoadStatus.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Storage",
        "Your profile was saved by a newer version of Twelve Bowls. This version leaves it "
        "untouched and will not save settings or progress.",
    ),
}
_ATTEMPT_NOTICES = {
    LoadStatus.RESTORED_FROM_BACKUP: QT_TRANSLATE_NOOP(
        "Storage",
        "Your paused game was damaged and has been restored from its backup copy; the last "
        "move may need to be played again. The damaged file was kept as %1.",
    ),
    LoadStatus.CORRUPT_NO_BACKUP: QT_TRANSLATE_NOOP(
        "Storage",
        "Your paused game could not be read and there was no good backup, so it cannot be "
        "continued. The damaged file was kept as %1.",
    ),
    LoadStatus.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Storage",
        "Your paused game was saved by a newer version of Twelve Bowls. This version leaves "
        "it untouched.",
    ),
}
# The same without "kept as": a damaged file that could not be renamed aside.
_NOTHING_KEPT_NOTICES = {
    ("profile", LoadStatus.RESTORED_FROM_BACKUP): QT_TRANSLATE_NOOP(
        "Storage",
        "Your profile (settings, records and progress) was damaged and has been restored "
        "from its backup copy.",
    ),
    ("profile", LoadStatus.CORRUPT_NO_BACKUP): QT_TRANSLATE_NOOP(
        "Storage",
        "Your profile (settings, records and progress) could not be read and there was no "
        "good backup, so it starts afresh.",
    ),
    ("attempt", LoadStatus.RESTORED_FROM_BACKUP): QT_TRANSLATE_NOOP(
        "Storage",
        "Your paused game was damaged and has been restored from its backup copy; the last "
        "move may need to be played again.",
    ),
    ("attempt", LoadStatus.CORRUPT_NO_BACKUP): QT_TRANSLATE_NOOP(
        "Storage",
        "Your paused game could not be read and there was no good backup, so it cannot be "
        "continued.",
    ),
}


# What a failed write leaves unsaved, said when it fails (each once until a save works again).
_UNSAVED_NOTICES = {
    "profile": QT_TRANSLATE_NOOP(
        "Storage",
        "Your records, achievements and settings could not be saved (%1); the game keeps "
        "them and saves them as soon as it can, but they are lost if you quit before then.",
    ),
    "attempt": QT_TRANSLATE_NOOP(
        "Storage",
        "Your game in progress could not be saved (%1); the game keeps it and saves it as "
        "soon as it can, but if you quit before then, only the moves saved earlier are kept.",
    ),
}

# A cleared attempt whose file could not be removed yet: it is removed with the next
# save that works, and meanwhile nothing is offered to resume.
_CLEARED = object()


def _tr(text: str) -> str:
    return QCoreApplication.translate("Storage", text)


def fill(template: str, *values: str) -> str:
    """Put texts (file names, the system's reason) into a translated ``%1``/``%2`` template,
    all at once, like ``QString.arg``; these notices carry no numbers to format."""
    return re.sub(
        r"%([1-9])",
        lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else m.group(0),
        template,
    )


def _decode_profile(document: Document) -> Profile:
    from twelve_bowls.engine.profile import Profile

    # InvalidProfile is a ValueError naming the field: the storage layer treats it as damage.
    return Profile.load(document)


def _merge_profiles(ours: Profile, theirs: Profile) -> Profile:
    """Two copies that both wrote; imported when a save first needs it."""
    from twelve_bowls.engine.profile import merge_profiles

    return merge_profiles(ours, theirs)


def _encode_profile(profile: Profile) -> Document:
    return dict(profile.model_dump(mode="json"))


def _attempt_decoder(key: str) -> Callable[[Document], Attempt]:
    def decode(document: Document) -> Attempt:
        from twelve_bowls.engine.modes import attempt_from_save, load_attempt_save
        from twelve_bowls.engine.modes.saves import check_save_claims

        # The save is validated, checked against what it claims (its file's mode, the
        # shipped puzzle), then replayed: a move that does not replay makes the
        # file bad (engine InvalidSave, a ValueError), which storage treats as damage.
        save = load_attempt_save(document)
        check_save_claims(save, key)
        return attempt_from_save(save)

    return decode


def _encode_attempt(attempt: Attempt) -> Document:
    return dict(attempt.to_save().model_dump(mode="json"))


def mode_key(mode_id: object) -> str:
    """``ModeId.ENDLESS``, ``"endless"`` or an attempt -> the file key ``"endless"``."""
    mode = getattr(mode_id, "mode_id", mode_id)
    return str(getattr(mode, "value", mode))


class ProfileService:
    """Profile and attempts on disk; see the module docstring."""

    def __init__(self, base: Path | None = None) -> None:
        self.base = paths.data_dir() if base is None else base
        self._notices: list[str] = []
        self._noticed: set[tuple[str, str]] = set()
        self._profile_file: JsonFile[Profile] = JsonFile(
            paths.profile_path(self.base),
            version=PROFILE_SCHEMA_VERSION,
            decode=_decode_profile,
            encode=_encode_profile,
            migrations=PROFILE_MIGRATIONS,
            # A record another copy of the game wrote meanwhile is kept.
            merge=_merge_profiles,
        )
        self._attempt_files: dict[str, JsonFile[Attempt]] = {}
        self._unsaved: dict[Path, tuple[JsonFile[Any], Any]] = {}
        reason = probe_writable(self.base)
        self._writable = reason is None
        if reason is not None:
            log.warning("data directory %s is not writable: %s", self.base, reason)
            self._cannot_save(reason)

    # -- status -----------------------------------------------------------------------------

    @property
    def can_save(self) -> bool:
        """False when nothing the player does now will be kept (unwritable directory, or a
        profile written by a newer version that this one must not overwrite)."""
        return self._writable and not self._profile_file.read_only

    def notices(self) -> list[str]:
        """Messages for the player that have not been shown yet (each appears once)."""
        pending, self._notices = self._notices, []
        return pending

    def _notice(self, kind: str, subject: str, text: str) -> None:
        if (kind, subject) in self._noticed:
            return
        self._noticed.add((kind, subject))
        if text in self._notices:
            return  # three modes' saves in one unreadable folder: one sentence, once
        self._notices.append(text)

    def _cannot_save(self, reason: str) -> None:
        self._writable = False
        self._notice(
            "cannot-save",
            "",
            fill(
                _tr(
                    "Twelve Bowls cannot save on this device (%1). You can keep playing, "
                    "but settings and progress will be lost when you quit."
                ),
                reason,
            ),
        )

    def _report_load(self, result: LoadResult[Any], subject: str) -> None:
        """One notice per problem and file; whole sentences so translators see context."""
        if result.detail:
            log.warning("loading %s: %s", subject, result.detail)
        texts = _PROFILE_NOTICES if subject == "profile" else _ATTEMPT_NOTICES
        template = texts.get(result.status)
        if template is None:
            return
        kept = ", ".join(p.name for p in result.quarantined)
        if not kept:
            kind = "profile" if subject == "profile" else "attempt"
            template = _NOTHING_KEPT_NOTICES.get((kind, result.status), template)
        self._notice(result.status.value, subject, fill(_tr(str(template)), kept))

    def _save(self, file: JsonFile[Any], value: Any) -> bool:
        """Write one file; True when ``value`` is on disk.

        A failed write does not turn saving off. What could not be written stays
        in memory (``_unsaved``) and is written again before the next save, so a disk that
        was full for a moment loses nothing once space returns.
        """
        if file.read_only:
            return False  # a newer version's file is never overwritten
        self._unsaved[file.path] = (file, value)
        if not self._writable:
            if probe_writable(self.base) is not None:
                return False
            self._writable = True
        written = self._write(file, value)  # this file first, then what was left over
        for path, (pending, pending_value) in list(self._unsaved.items()):
            if path != file.path and written:
                written = self._write(pending, pending_value)
        if written:
            # Everything is on disk again: a later failure is told again.
            self._noticed = {key for key in self._noticed if key[0] != "cannot-save"}
        return file.path not in self._unsaved and not file.read_only

    def _write(self, file: JsonFile[Any], value: Any) -> bool:
        """One attempt at writing (or, for a cleared attempt, removing); False (and the
        notice of what was not saved) when the system refused."""
        try:
            if value is _CLEARED:
                file.delete()
            else:
                file.save(value)
        except NewerVersionLocked as locked:
            log.info("not saving: %s", locked)
        except SaveFailed as failed:
            log.warning("saving failed: %s", failed)
            cause = failed.__cause__
            reason = getattr(cause, "strerror", None) or str(failed)
            subject = "profile" if file is self._profile_file else "attempt"
            self._writable = False
            self._notice("cannot-save", subject, fill(_tr(_UNSAVED_NOTICES[subject]), reason))
            return False
        self._unsaved.pop(file.path, None)
        return True

    # -- profile ----------------------------------------------------------------------------

    def load_profile(self) -> Profile:
        """The profile on disk, or a fresh one with defaults when there is none or none
        usable. ``AppContext`` reads it once and owns it from then on: it keeps
        what the player changed in memory even when saving is impossible."""
        result = self._profile_file.load()
        self._report_load(result, "profile")
        return result.value if result.value is not None else fresh_profile()

    def start_view(self) -> StartView | None:
        """The profile's settings and home facts read without validating it, for the first
        frame (``app.start_profile``), or None when only ``load_profile`` can tell."""
        path = self._profile_file.path
        try:
            first_start = not path.exists() and not self._profile_file.backup_path.exists()
        except OSError:
            return None  # cannot even be looked at: the full load says why
        if first_start:
            # A first start: what fresh_profile will hold (the system's language, followed).
            from twelve_bowls.app.i18n import system_language

            settings = StartSettings(language=system_language(), language_chosen=False)
            return StartView(settings, HomeFacts())
        return read_start_view(path, PROFILE_SCHEMA_VERSION)

    def save_profile(self, profile: Profile) -> bool:
        """Save at once; problems become notices, never exceptions. True when the profile
        is on disk (until then, a finished attempt keeps its file)."""
        return self._save(self._profile_file, profile)

    # -- attempts ---------------------------------------------------------------------------

    def _attempt_file(self, mode_id: object) -> JsonFile[Attempt]:
        key = mode_key(mode_id)
        file = self._attempt_files.get(key)
        if file is None:
            from twelve_bowls.engine.modes.saves import SCHEMA_VERSION as ATTEMPT_SCHEMA_VERSION

            file = JsonFile(
                paths.attempt_path(key, self.base),
                version=ATTEMPT_SCHEMA_VERSION,
                decode=_attempt_decoder(key),
                encode=_encode_attempt,
                migrations=ATTEMPT_MIGRATIONS,
            )
            self._attempt_files[key] = file
        return file

    def save_attempt(self, attempt: Attempt) -> None:
        """Save an attempt (after every accepted move, on Pause and on quit) to resume it,
        and one that has ended until its result is recorded. A shipped puzzle's is resumed
        when that puzzle is opened again; its moves are replayed from the shipped start on
        loading (``check_save_claims``), so the file cannot claim more than was played."""
        if not attempt.keeps_save:
            return  # an earlier day's Daily must not replace today's; nor a file's puzzle
        self._save(self._attempt_file(attempt), attempt)

    def load_attempt(self, mode_id: object) -> Attempt | None:
        """The saved attempt of a mode, resumed exactly where it was; None if there is none.

        It may have ended (the app stopped between its last move and recording it):
        ``AppContext.load_paused`` then records it and does not offer it for resuming.
        """
        key = mode_key(mode_id)
        path = paths.attempt_path(key, self.base)
        pending = self._unsaved.get(path)
        if pending is not None:
            # Newer than the file (a full disk refused it): resuming the file would play
            # from an earlier move, and its next save would drop the moves after it.
            return None if pending[1] is _CLEARED else self._copy_of(pending[0], pending[1])
        if key not in self._attempt_files and _nothing_saved(path):
            # The home screen asks at start; with no file there is nothing to decode, so the
            # attempt models need not be loaded yet (start-up time).
            remove_stale_temps(path)
            return None
        file = self._attempt_file(mode_id)
        result = file.load()
        if result.value is not None and _from_the_future(result.value):
            result = self._set_aside(file, result)
        self._report_load(result, f"attempt:{mode_key(mode_id)}")
        return result.value

    @staticmethod
    def _copy_of(file: JsonFile[Attempt], attempt: Attempt) -> Attempt:
        """The attempt as a load gives it: an object of its own, replayed from its save
        (the one in memory itself if that could not be done: never an exception at play)."""
        try:
            return file.from_document(file.to_document(attempt))
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            log.warning("a kept attempt could not be copied: %s", error)
            return attempt

    def _set_aside(self, file: JsonFile[Any], result: LoadResult[Any]) -> LoadResult[Any]:
        """A saved attempt dated after tomorrow (anywhere on Earth) was not saved by this
        game on this clock: damage, set aside like any damaged file and never offered."""
        kept = list(result.quarantined)
        for path in (file.path, file.backup_path):
            try:
                kept.append(quarantine(path))
            except FileNotFoundError:
                continue
            except OSError as error:
                log.warning("a saved game from the future cannot be set aside: %s", error)
        detail = f"{file.path.name}: dated after tomorrow"
        return LoadResult(None, LoadStatus.CORRUPT_NO_BACKUP, tuple(kept), detail)

    def clear_attempt(self, mode_id: object) -> None:
        """Remove the mode's saved attempt; where that cannot be done now, it is done with
        the next save that works, and the file is not offered meanwhile."""
        file = self._attempt_file(mode_id)
        if file.read_only:
            log.info("not clearing: %s belongs to a newer version", file.path.name)
            return
        self._save(file, _CLEARED)


def _from_the_future(attempt: object) -> bool:
    """R8.5: a Daily keeps the day it started on; one after tomorrow's cannot have."""
    import datetime as dt

    from twelve_bowls.engine.clock import utc_today

    date = getattr(attempt, "date", None)
    return isinstance(date, dt.date) and date > utc_today() + dt.timedelta(days=1)


def _nothing_saved(path: Path) -> bool:
    """Neither the file nor its backup exists; one that cannot be checked counts as there,
    so that ``JsonFile.load`` reports it."""
    for candidate in (path, path.with_name(path.name + BACKUP_SUFFIX)):
        try:
            candidate.stat()
        except FileNotFoundError:
            continue
        except OSError:
            return False
        return False
    return True
