"""The application context: the one place views read shared state from and listen to.

Views never poke each other (STYLE practice 10): they read ``context.theme``,
``context.settings`` and ``context.profile`` and redraw when the matching signal fires.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)

SETTING_NAMES = (
    "language",
    "theme",
    "move_preview",
    "symbols",
    "animation_speed",
    "reduced_motion",
)


class ProfileStore(Protocol):
    """What the context needs from persistence (``app.profile_service.ProfileService``)."""

    def load_profile(self) -> Any: ...
    def save_profile(self, profile: Any) -> None: ...
    def save_attempt(self, attempt: Any) -> None: ...
    def load_attempt(self, mode_id: str) -> Any | None: ...
    def clear_attempt(self, mode_id: str) -> None: ...
    def record_finished(self, attempt: Any) -> list[str]: ...
    def notices(self) -> list[str]: ...


# --- stand-ins used only until engine/profile.py and app/profile_service.py exist -------------


@dataclasses.dataclass(frozen=True)
class _StandInSettings:
    language: str = "en"
    theme: str = "simple"
    move_preview: bool = False
    symbols: bool = False
    animation_speed: float = 1.0
    reduced_motion: bool = False


@dataclasses.dataclass
class _StandInProfile:
    settings: _StandInSettings = dataclasses.field(default_factory=_StandInSettings)


class InMemoryProfileService:
    """Keeps the profile and paused attempts in memory; nothing survives the process.

    Same method names as ``app.profile_service.ProfileService`` so the context can use either.
    """

    def __init__(self) -> None:
        self._profile: Any = _default_profile()
        self._attempts: dict[str, Any] = {}

    def load_profile(self) -> Any:
        return self._profile

    def save_profile(self, profile: Any) -> None:
        self._profile = profile

    def save_attempt(self, attempt: Any) -> None:
        self._attempts[str(_mode_id(attempt))] = attempt

    def load_attempt(self, mode_id: str) -> Any | None:
        return self._attempts.get(str(mode_id))

    def clear_attempt(self, mode_id: str) -> None:
        self._attempts.pop(str(mode_id), None)

    def record_finished(self, attempt: Any) -> list[str]:
        # Profile.record counts each attempt id once, so a repeated call earns nothing.
        record = getattr(self._profile, "record", None)
        if record is None:
            return []
        try:
            earned = record(attempt)
        except Exception:  # the stand-in must never take the app down
            log.exception("recording a finished attempt failed")
            return []
        return [str(getattr(a, "value", getattr(a, "id", a))) for a in earned or []]

    def notices(self) -> list[str]:
        return []


def _mode_id(attempt: Any) -> str:
    mode = getattr(attempt, "mode_id", None)
    return str(getattr(mode, "value", mode)) if mode is not None else type(attempt).__name__


def _default_profile() -> Any:
    try:
        from engine.profile import Profile  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return _StandInProfile()
    return Profile()


def _default_store() -> ProfileStore:
    try:
        from app.profile_service import ProfileService  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return InMemoryProfileService()
    return ProfileService()  # type: ignore[no-any-return,unused-ignore]


def _replace(values: Any, changes: dict[str, Any]) -> Any:
    if hasattr(values, "model_copy"):  # pydantic model from engine.profile
        return values.model_copy(update=changes)
    return dataclasses.replace(values, **changes)


def _find_theme(theme_id: str) -> Any:
    try:
        from app.theming.registry import theme_registry
    except ImportError:
        return None
    return theme_registry().get(theme_id)


def _apply_language(code: str) -> None:
    try:
        from app.i18n import set_language  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return
    set_language(code)


# --- the context ---------------------------------------------------------------------------------


class AppContext(QObject):
    """Shared state of the running app: theme, settings, profile and their store."""

    theme_changed = Signal()
    language_changed = Signal()
    settings_changed = Signal()
    profile_changed = Signal()

    def __init__(self, store: ProfileStore | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store: ProfileStore = store if store is not None else _default_store()
        self._profile: Any = self.store.load_profile()
        self._theme: Any = _find_theme(self.settings.theme)

    # -- read side --------------------------------------------------------------------------------

    @property
    def profile(self) -> Any:
        return self._profile

    @property
    def settings(self) -> Any:
        return self._profile.settings

    @property
    def theme(self) -> Any:
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
        old = self.settings
        changed = {k: v for k, v in changes.items() if getattr(old, k) != v}
        if not changed:
            return
        self._profile = _replace(self._profile, {"settings": _replace(old, changed)})
        self._save_profile()
        if "language" in changed:
            _apply_language(self.settings.language)
            self.language_changed.emit()
        if "theme" in changed:
            self._theme = _find_theme(self.settings.theme)
            self.theme_changed.emit()
        self.settings_changed.emit()

    def set_profile(self, profile: Any) -> None:
        """Replace the profile (after a finished attempt was recorded, say) and save it."""
        theme_before = self.settings.theme
        language_before = self.settings.language
        self._profile = profile
        self._save_profile()
        if self.settings.language != language_before:
            _apply_language(self.settings.language)
            self.language_changed.emit()
        if self.settings.theme != theme_before:
            self._theme = _find_theme(self.settings.theme)
            self.theme_changed.emit()
        self.profile_changed.emit()

    def reload_profile(self) -> None:
        """Read the profile back from the store (the store may have changed it)."""
        self.set_profile(self.store.load_profile())

    def _save_profile(self) -> None:
        try:
            self.store.save_profile(self._profile)
        except OSError:
            # The store reports "can't save" through notices(); the game goes on (issue 6).
            log.exception("saving the profile failed")
