"""Guarded themes: any failure of a theme, anywhere, at any time, ends that theme's part in
this session and never the game.

The registry hands out every theme wrapped in ``GuardedTheme``. Each call into the plugin
(``palette``, ``paint`` at any size, ``paint_background``, ``stone_colour``) runs under a
guard that catches everything a plugin can raise, ``SystemExit`` and ``KeyboardInterrupt``
included. A call that fails, or answers with the wrong type, is answered by the fallback
theme (Simple) instead, the painter is restored to the state the caller gave, and the
theme is disabled for the session: ``theme_guard().failed`` fires once per theme, after
the current event (not inside a paint event), so that the context can switch to Simple
and tell the player.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter

from twelve_bowls.app.theming.base import DEFAULT_STONE_COLOURS, ChromePalette, Theme

log = logging.getLogger(__name__)

R = TypeVar("R")


class ThemeGuard(QObject):
    """The session's record of failed themes."""

    failed = Signal(str)  # the theme id, once per theme, outside any paint event

    def __init__(self) -> None:
        super().__init__()
        self._reasons: dict[str, str] = {}

    def is_disabled(self, theme_id: str) -> bool:
        return theme_id in self._reasons

    def reasons(self) -> dict[str, str]:
        return dict(self._reasons)

    def disable(self, theme_id: str, error: BaseException | str) -> None:
        if theme_id in self._reasons:
            return
        refusal = getattr(error, "refusal", None)  # a pack's own sentence (``PackError``)
        if isinstance(error, str):
            reason = error
        elif isinstance(refusal, str):
            reason = refusal
        else:
            reason = f"{type(error).__name__}: {error}"
        self._reasons[theme_id] = reason
        log.warning("theme %r disabled for this session: %s", theme_id, reason)
        # Later, not now: we may be inside a paint event, where switching themes (restyling
        # every widget) must not happen.
        QTimer.singleShot(0, lambda: self.failed.emit(theme_id))

    def reset(self) -> None:
        """Forget every failure (tests)."""
        self._reasons.clear()


@functools.cache
def theme_guard() -> ThemeGuard:
    return ThemeGuard()


class GuardedTheme(Theme):
    """A theme whose every call is guarded; see the module docstring."""

    id = "guarded"
    order = 0
    name = ""
    author = ""
    licence = ""

    def __init__(self, inner: Theme, fallback: Callable[[], Theme | None]) -> None:
        self.inner = inner
        self._fallback = fallback  # called only when needed: start-up loads one theme

    @property
    def fallback(self) -> Theme | None:
        return self._fallback()

    def __getattr__(self, name: str) -> Any:
        # Anything beyond the API (a plugin's own helpers) comes from the plugin itself.
        return getattr(self.inner, name)

    def sound_files(self) -> Any:
        # A theme's sounds are files that app/sound/library.py checks; a plugin that fails
        # to name them just keeps the default set.
        try:
            return dict(self.inner.sound_files())
        except Exception as error:
            log.warning("theme %s: sound files: %s", getattr(self.inner, "id", "?"), error)
            return {}

    @property
    def disabled(self) -> bool:
        return theme_guard().is_disabled(self.id)

    def _call(self, name: str, check: Callable[[Any], bool], *args: Any) -> Any:
        if not self.disabled:
            try:
                answer = getattr(self.inner, name)(*args)
            except BaseException as error:  # a plugin must never end the game
                theme_guard().disable(self.id, error)
            else:
                if check(answer):
                    return answer
                theme_guard().disable(self.id, f"{name}() returned {type(answer).__name__}")
        fallback = self.fallback
        if fallback is not None:
            return getattr(fallback, name)(*args)
        return None

    def palette(self) -> ChromePalette:
        answer = self._call("palette", lambda p: isinstance(p, ChromePalette))
        if isinstance(answer, ChromePalette):
            return answer
        from twelve_bowls.app.style import FALLBACK_PALETTE  # even the fallback theme failed

        return FALLBACK_PALETTE

    def stone_colour(self, colour: str) -> QColor:
        answer = self._call("stone_colour", _valid_colour, colour)
        return answer if _valid_colour(answer) else QColor(DEFAULT_STONE_COLOURS[colour])

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        self._painted("paint", painter, key, rect)

    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        self._painted("paint_background", painter, rect)

    def _painted(self, name: str, painter: QPainter, *args: Any) -> None:
        # The plugin gets the painter in a saved state and gives it back restored, even
        # when it raised half-way (a transform or clip it set must not leak out).
        if not self.disabled:
            painter.save()
            try:
                getattr(self.inner, name)(painter, *args)
            except BaseException as error:
                theme_guard().disable(self.id, error)
            else:
                return
            finally:
                painter.restore()
        fallback = self.fallback
        if fallback is not None:
            painter.save()
            try:
                getattr(fallback, name)(painter, *args)
            except Exception:  # even Simple failing leaves the painter usable
                log.exception("the fallback theme failed too")
            finally:
                painter.restore()


def _valid_colour(colour: object) -> bool:
    return isinstance(colour, QColor) and colour.isValid()


def guarded(theme: Theme, fallback: Callable[[], Theme | None]) -> GuardedTheme:
    """``theme`` wrapped, with its class attributes (id, name, order, ...) on the wrapper's
    class, where ``check_theme`` and the screens read them."""
    cls = type(theme)
    attributes: dict[str, Any] = {
        attr: getattr(cls, attr) for attr in ("id", "order", "name", "author", "licence")
    }
    attributes["__module__"] = cls.__module__  # where the theme comes from, for the gallery
    wrapper_class = type(f"Guarded{cls.__name__}", (GuardedTheme,), attributes)
    return wrapper_class(theme, fallback)  # type: ignore[no-any-return]
