"""The colour scheme the platform draws in: the desktop's (the default), light or dark.

The game's own colours come from its theme; what the platform draws around and beside it
(the window's title bar on Windows and macOS, native file and message dialogs, the Wayland
decorations Qt draws) follows Qt's colour scheme, which follows the desktop's dark or light
setting unless the player chose one (Settings -> Colour scheme). Qt 6.8 added the request
(``QStyleHints.setColorScheme``); ``Unknown`` hands the choice back to the desktop.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

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
