"""The colour scheme the platform draws in: the desktop's (the default), light or dark; and
the game's own look in it.

The game's own colours come from its theme; what the platform draws around and beside it
(the window's title bar on Windows and macOS, native file and message dialogs, the Wayland
decorations Qt draws) follows Qt's colour scheme, which follows the desktop's dark or light
setting unless the player chose one (Settings -> Colour scheme). Qt 6.8 added the request
(``QStyleHints.setColorScheme``); ``Unknown`` hands the choice back to the desktop.
The theme's colours follow the scheme too where the theme has a dark look of its own
(``look_of``): Simple, the theme every player has, is dark on a dark desktop or when the
player chooses Dark.
"""

from __future__ import annotations

import functools
import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.base import Theme, ThemeContractError, check_theme
from twelve_bowls.app.theming.guard import guarded
from twelve_bowls.app.theming.packs import MANIFEST, PackError, load_pack
from twelve_bowls.app.theming.registry import builtin_packs_folder, theme_registry

log = logging.getLogger(__name__)

CONTEXT = "ColourScheme"
# Stored value -> the label the settings show (translated where shown).
CHOICES: tuple[tuple[str, str], ...] = (
    ("system", QT_TRANSLATE_NOOP("ColourScheme", "Follow the desktop")),
    ("light", QT_TRANSLATE_NOOP("ColourScheme", "Light")),
    ("dark", QT_TRANSLATE_NOOP("ColourScheme", "Dark")),
)
_SCHEMES = {
    "system": Qt.ColorScheme.Unknown,
    "light": Qt.ColorScheme.Light,
    "dark": Qt.ColorScheme.Dark,
}


def apply(choice: str) -> None:
    """Ask Qt for the chosen scheme (an unknown value follows the desktop)."""
    hints = QGuiApplication.styleHints()
    if hints is not None:
        hints.setColorScheme(_SCHEMES.get(choice, Qt.ColorScheme.Unknown))


# -- the game's own look in a dark scheme -------------------------------------------------

# A built-in theme's look for a dark colour scheme: themes/<id>/dark/, a pack with the
# theme's own id and names (to the player it is the same theme), which the registry never
# lists. Simple, the theme every player has, has one, so a dark desktop gets a dark game.
DARK_VARIANT = "dark"


def is_dark(choice: str) -> bool:
    """Whether the colour scheme in force is dark: the player's choice, else the desktop's
    (Qt reads it from the desktop; Unknown, as on a bare X11 session, counts as light)."""
    if choice in ("light", "dark"):
        return choice == "dark"
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


def look_of(theme: Theme, choice: str) -> Theme:
    """``theme`` as the colour scheme shows it: its dark variant when the scheme is dark and
    it has one, else itself."""
    if not is_dark(choice):
        return theme
    variant = dark_variant(theme.id)
    return theme if variant is None else variant


@functools.cache
def dark_variant(theme_id: str) -> Theme | None:
    """The built-in theme's dark look, loaded and checked once; None when it has none or
    it cannot be used (the light look then stays, and the log says why)."""
    folder = builtin_packs_folder() / theme_id / DARK_VARIANT
    if not (folder / MANIFEST).is_file():
        return None
    try:
        theme = load_pack(folder)()
        check_theme(theme)
    except (PackError, ThemeContractError, OSError, ValueError) as error:
        log.warning("the dark look of theme %r cannot be used: %s", theme_id, error)
        return None
    if theme.id != theme_id:
        log.warning("the dark look of theme %r names itself %r: not used", theme_id, theme.id)
        return None
    # A failure while painting hands over to the light look, as any theme's does to Simple.
    return guarded(theme, lambda: theme_registry().get(theme_id))
