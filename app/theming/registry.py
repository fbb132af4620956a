"""Theme discovery through the ``twelve_bowls.themes`` entry-point group (STYLE practice 9).

Each entry point names a ``Theme`` subclass (``simple = "themes.simple:SimpleTheme"``).
Discovery is cached; a plugin that fails to import, is not a theme, breaks the contract or
repeats an id already taken is skipped with a logged reason and listed by ``unavailable()``
so the gallery can show it. The game never crashes because of a theme.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from app.theming.base import ALL_KEYS, Theme, ThemeContractError, check_theme

ENTRY_POINT_GROUP = "twelve_bowls.themes"
OWN_DISTRIBUTION = "twelve-bowls"
FALLBACK_THEME_ID = "simple"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ThemeSource:
    """Where a loaded theme came from."""

    entry_point: str
    value: str
    distribution: str | None


def _distribution(point: EntryPoint) -> str | None:
    dist = getattr(point, "dist", None)
    return None if dist is None else str(dist.metadata["Name"])


def _smoke_paint(theme: Theme) -> None:
    """Paint every key once, small: a theme that raises here would raise in a paint event."""
    image = QImage(24, 24, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:
        theme.paint_background(painter, QRectF(0, 0, 24, 24))
        for key in ALL_KEYS:
            theme.paint(painter, key, QRectF(2, 2, 20, 20))
    finally:
        painter.end()


class ThemeRegistry:
    """The themes found among the given entry points, loaded once."""

    def __init__(self, points: Iterable[EntryPoint]) -> None:
        self._themes: dict[str, Theme] = {}
        self._sources: dict[str, ThemeSource] = {}
        self._unavailable: list[tuple[str, str]] = []
        seen: set[tuple[str, str]] = set()
        # Built-ins first, so a plugin can never take a built-in's id; then by name.
        for point in sorted(points, key=lambda p: (_distribution(p) != OWN_DISTRIBUTION, p.name)):
            # The same distribution visible twice on sys.path yields identical entry points.
            if (point.name, point.value) in seen:
                continue
            seen.add((point.name, point.value))
            self._load(point)
        if FALLBACK_THEME_ID not in self._themes:
            self._load_builtin_fallback()

    def _load(self, point: EntryPoint) -> None:
        try:
            loaded = point.load()
            if not (isinstance(loaded, type) and issubclass(loaded, Theme)):
                raise ThemeContractError(f"{point.value} is not a Theme subclass")
            theme = loaded()
            check_theme(theme)
            _smoke_paint(theme)
        except Exception as error:  # a plugin may fail in any way; it must not take us down
            reason = f"{type(error).__name__}: {error}"
            log.warning("theme plugin %r skipped: %s", point.name, reason)
            self._unavailable.append((point.name, reason))
            return
        if theme.id in self._themes:
            reason = (
                f"duplicate theme id {theme.id!r} (already from {self._sources[theme.id].value})"
            )
            log.warning("theme plugin %r skipped: %s", point.name, reason)
            self._unavailable.append((point.name, reason))
            return
        self._themes[theme.id] = theme
        self._sources[theme.id] = ThemeSource(point.name, point.value, _distribution(point))

    def _load_builtin_fallback(self) -> None:
        """Keep the game drawable when the package's entry points are not installed."""
        from themes.simple import SimpleTheme

        log.warning("theme %r not found by entry point; using the built-in copy", "simple")
        theme = SimpleTheme()
        self._themes[theme.id] = theme
        self._sources[theme.id] = ThemeSource("simple", "themes.simple:SimpleTheme", None)

    def themes(self) -> list[Theme]:
        """Available themes in R9.5 order (then third-party ones by order and id)."""
        return sorted(self._themes.values(), key=lambda t: (t.order, t.id))

    def ids(self) -> list[str]:
        return [t.id for t in self.themes()]

    def get(self, theme_id: str | None) -> Theme:
        """The theme with this id, or Simple when it is unknown or unavailable."""
        theme = self._themes.get(theme_id or "")
        if theme is None:
            return self._themes[FALLBACK_THEME_ID]
        return theme

    def has(self, theme_id: str) -> bool:
        return theme_id in self._themes

    def source(self, theme_id: str) -> ThemeSource | None:
        return self._sources.get(theme_id)

    def unavailable(self) -> list[tuple[str, str]]:
        """(entry point name, reason) of each plugin that was skipped."""
        return list(self._unavailable)


def discover(group: str = ENTRY_POINT_GROUP) -> ThemeRegistry:
    """A fresh registry from the installed entry points (uncached; tests use this)."""
    return ThemeRegistry(entry_points(group=group))


@functools.cache
def theme_registry() -> ThemeRegistry:
    """The application's registry, discovered once per process."""
    return discover()
