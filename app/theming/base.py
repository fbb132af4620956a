"""The theme API: the contract between the board, the screens and the theme plugins.

A theme draws *keys*. Items in the scene hold a key (``"bowl"``, ``"stone.R"``,
``"modifier.volcano"`` ...) and ask the active theme to paint it into a rectangle; switching
theme only repaints (the scene never changes game state). Themes never change the rules,
the five colours' identity or their symbols (R1.6): the app draws the symbols itself
(``symbols.py``).

See ``themes/README.md`` for the full description and a minimal plugin.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar, Final, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QColor, QPainter, QPalette

STONE_KEYS: Final = ("stone.R", "stone.Y", "stone.G", "stone.B", "stone.P", "stone.W", "stone.X")
BOWL_KEYS: Final = ("bowl", "bowl.selected", "bowl.hovered", "bowl.disabled")
MODIFIER_KEYS: Final = ("modifier.frozen", "modifier.reverse", "modifier.volcano")
HIGHLIGHT_KEYS: Final = ("highlight.match", "highlight.eruption", "highlight.overflow")
# Marks drawn on a resting board. The one-move preview (R2.1, off by default) draws a ghost
# where each stone of the selected bowl would land (``mark.land``, a stone's rect) and,
# over a bowl's rect, the groups that would form (R4), the volcanoes that would erupt
# (R3.3) and the bowls that would overflow (R6.2); ``mark.full`` marks a bowl holding
# seven items, one more overflows it (R6.1).
MARK_KEYS: Final = ("mark.land", "mark.group", "mark.erupt", "mark.overflow", "mark.full")
ALL_KEYS: Final = BOWL_KEYS + STONE_KEYS + MODIFIER_KEYS + HIGHLIGHT_KEYS + MARK_KEYS

NORMAL_COLOURS: Final = "RYGBP"  # R1.3, same order as engine.board.COLOURS

# The version of the plugin API (``twelve_bowls.themes.api``) this game implements, and the
# versions whose themes it loads. A theme states its own as ``api_version``; none means 1.
API_VERSION: Final = 1
SUPPORTED_API_VERSIONS: Final = frozenset({1})

# Reference fills of the five colours (R1.3). A theme may pick its own shade (the contract
# tests check hue, contrast and mutual distance), but these are the identity of each colour.
DEFAULT_STONE_COLOURS: Final = {
    "R": "#c81e36",
    "Y": "#f5c211",
    "G": "#36b05a",
    "B": "#3b82ea",
    "P": "#7434b0",
}


def stone_key(item: str) -> str:
    """The key of an item letter (R1.3): ``"R"`` -> ``"stone.R"``."""
    key = "stone." + item
    if key not in STONE_KEYS:
        raise KeyError(f"not an item letter: {item!r}")
    return key


def modifier_key(kind: str) -> str:
    """The key of a modifier kind (R1.5), e.g. ``"volcano"`` -> ``"modifier.volcano"``."""
    key = "modifier." + str(kind)
    if key not in MODIFIER_KEYS:
        raise KeyError(f"not a modifier: {kind!r}")
    return key


class ChromePalette(NamedTuple):
    """Colours of the widgets around the board (and of what the scene draws itself:
    the volcano gauge, modifier counters, the eighth-stone marker use ``board_text``,
    ``accent``, ``danger``).

    Immutable, made by name (``from_hex``). A NamedTuple rather than a frozen dataclass:
    the palette is read at start, and a dataclass costs 1-1.5 ms a class to make.
    """

    window: QColor
    panel: QColor
    text: QColor
    muted_text: QColor
    accent: QColor
    accent_text: QColor
    button: QColor
    button_text: QColor
    danger: QColor
    success: QColor
    board_text: QColor

    @classmethod
    def from_hex(cls, **colours: str) -> ChromePalette:
        """Build from ``"#rrggbb"`` strings, one per field."""
        return cls(**{name: QColor(value) for name, value in colours.items()})

    def to_qpalette(self) -> QPalette:
        """A widget palette in these colours, for ``QApplication.setPalette``."""
        pal = QPalette()
        role = QPalette.ColorRole
        pal.setColor(role.Window, self.window)
        pal.setColor(role.WindowText, self.text)
        pal.setColor(role.Base, self.panel)
        pal.setColor(role.AlternateBase, self.window)
        pal.setColor(role.Text, self.text)
        pal.setColor(role.PlaceholderText, self.muted_text)
        pal.setColor(role.Button, self.button)
        pal.setColor(role.ButtonText, self.button_text)
        pal.setColor(role.Highlight, self.accent)
        pal.setColor(role.HighlightedText, self.accent_text)
        pal.setColor(role.ToolTipBase, self.panel)
        pal.setColor(role.ToolTipText, self.text)
        pal.setColor(role.Link, self.accent)
        pal.setColor(role.BrightText, self.danger)
        disabled = QPalette.ColorGroup.Disabled
        for r in (role.WindowText, role.Text, role.ButtonText):
            pal.setColor(disabled, r, self.muted_text)
        return pal

    def fields(self) -> dict[str, QColor]:
        return dict(self._asdict())


class Theme(ABC):
    """Base class of every theme plugin (registered in the ``twelve_bowls.themes`` group).

    Class attributes: ``api_version`` (the version of ``twelve_bowls.themes.api`` the theme
    was written for; 1 when absent), ``id`` (stable, lower-case, used in settings), ``order`` (R9.5
    position for the built-ins; third-party themes use 100+), ``name`` (marked with
    ``QT_TRANSLATE_NOOP("Themes", ...)``; display it with
    ``QCoreApplication.translate("Themes", theme.name)``), ``author`` (a name, shown as
    written unless marked with ``QT_TRANSLATE_NOOP("Themes", ...)`` like the built-ins'
    "Twelve Bowls developers"), ``licence``.
    """

    id: ClassVar[str]
    order: ClassVar[int]
    name: ClassVar[str]
    author: ClassVar[str]
    licence: ClassVar[str]

    @abstractmethod
    def palette(self) -> ChromePalette:
        """Colours for the chrome around the board."""

    @abstractmethod
    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the whole scene background into ``rect``."""

    @abstractmethod
    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        """Paint one key of ``ALL_KEYS`` into ``rect`` (square for bowls, stones, modifiers).

        Highlights are painted over a bowl's rect, on top of the bowl and its stones, and
        must leave the stones readable. Unknown keys must be ignored, not raise.
        """

    def stone_colour(self, colour: str) -> QColor:
        """The theme's fill for a normal colour (chips, queue strip, charts)."""
        return QColor(DEFAULT_STONE_COLOURS[colour])

    def sound_files(self) -> Mapping[str, Path]:
        """WAV files of the theme's own sounds by cue name (``app.sound.cues.CUE_NAMES``),
        usually beside the theme's module; a cue left out plays the default set's."""
        return {}


def theme_name(theme: Theme) -> str:
    """The name a player reads: a data theme's own name in the game's language (its
    manifest's ``names``, English when that language is missing), else the code theme's
    ``name`` through the catalogs (``QT_TRANSLATE_NOOP("Themes", ...)``)."""
    names = getattr(theme, "names", None)
    if isinstance(names, Mapping) and names:
        from twelve_bowls.app.i18n import current_language

        text = names.get(current_language()) or names.get("en")
        if isinstance(text, str) and text:
            return text
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Themes", theme.name)


# The built-in packs' author, translated where the gallery shows who made a theme.
BUILTIN_AUTHOR: Final = "Twelve Bowls developers"
_ = QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers")


class ThemeContractError(Exception):
    """A theme plugin that does not keep the contract above."""


def check_theme(theme: object) -> None:
    """Raise ``ThemeContractError`` naming what a theme instance gets wrong."""
    if not isinstance(theme, Theme):
        raise ThemeContractError(f"{type(theme).__name__} is not a Theme subclass")
    cls = type(theme)
    version = getattr(cls, "api_version", 1)
    if version not in SUPPORTED_API_VERSIONS:
        known = ", ".join(str(v) for v in sorted(SUPPORTED_API_VERSIONS))
        raise ThemeContractError(
            f"the theme was written for version {version!r} of the theme API; this game "
            f"loads version {known} only"
        )
    for attr, kind in (("id", str), ("order", int), ("name", str), ("author", str)):
        value = getattr(cls, attr, None)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ThemeContractError(f"class attribute {attr!r} must be a {kind.__name__}")
    if not isinstance(getattr(cls, "licence", None), str):
        raise ThemeContractError("class attribute 'licence' must be a str")
    if not cls.id or not all(c.isascii() and (c.isalnum() or c in "-_") for c in cls.id):
        raise ThemeContractError(f"theme id {cls.id!r} must be ASCII letters, digits, - or _")
    if cls.id != cls.id.lower():
        raise ThemeContractError(f"theme id {cls.id!r} must be lower case")
    if not cls.name.strip():
        raise ThemeContractError("theme name is empty")
    palette = theme.palette()
    if not isinstance(palette, ChromePalette):
        raise ThemeContractError("palette() must return a ChromePalette")
    for field, colour in palette.fields().items():
        if not isinstance(colour, QColor) or not colour.isValid():
            raise ThemeContractError(f"palette field {field!r} is not a valid QColor")
    for letter in NORMAL_COLOURS:
        colour = theme.stone_colour(letter)
        if not isinstance(colour, QColor) or not colour.isValid():
            raise ThemeContractError(f"stone_colour({letter!r}) is not a valid QColor")
