"""What the desktop entry and the AppStream file say, translated like the game's texts.

The strings are marked here for the catalogs (context ``Launcher``); the translators write
them with the game's own words (the sowing verb of the in-game texts: repartir, 配る,
बाँटना, وزّع). ``tools/launcher_files.py`` (run by ``tools/update_translations.py``)
writes ``packaging/linux/*.desktop`` and ``*.metainfo.xml`` from the catalogs; a test
checks that the committed files are what the catalogs give.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT: Final = "Launcher"
NAME: Final = ("MainWindow", "Twelve Bowls")  # the window title's translation
GENERIC_NAME: Final = QT_TRANSLATE_NOOP("Launcher", "Puzzle Game")
COMMENT: Final = QT_TRANSLATE_NOOP(
    "Launcher", "Sow stones around a ring of twelve bowls and set off chains of matches"
)
KEYWORDS: Final = QT_TRANSLATE_NOOP("Launcher", "puzzle;sowing;mancala;stones;bowls;match;")
SUMMARY: Final = QT_TRANSLATE_NOOP(
    "Launcher", "Sow stones around a ring of bowls and set off chains"
)
DESCRIPTION: Final = (
    QT_TRANSLATE_NOOP(
        "Launcher",
        "Twelve bowls stand in a ring. Pick a bowl, and its stones are sown one by one into "
        "the bowls that follow. Three of a colour in a bowl vanish, clear the blockers next "
        "door and may set off a chain. Plan ahead, because a bowl that holds more than seven "
        "stones ends the game.",
    ),
    QT_TRANSLATE_NOOP("Launcher", "Features:"),
)
FEATURES: Final = (
    QT_TRANSLATE_NOOP("Launcher", "100 hand-made puzzles with goals and move limits"),
    QT_TRANSLATE_NOOP(
        "Launcher", "Endless mode and a daily challenge that is the same for every player"
    ),
    QT_TRANSLATE_NOOP("Launcher", "Seven themes, from a quiet garden to outer space"),
    QT_TRANSLATE_NOOP(
        "Launcher", "Symbols on the stones for players who do not tell colours apart"
    ),
    QT_TRANSLATE_NOOP("Launcher", "English, Spanish, Japanese, Hindi and Arabic"),
)
# The store screenshots' captions, in the order of the template's <screenshot> elements.
CAPTIONS: Final = (
    QT_TRANSLATE_NOOP("Launcher", "The home screen"),
    QT_TRANSLATE_NOOP("Launcher", "A puzzle in the Garden theme"),
    QT_TRANSLATE_NOOP("Launcher", "Endless mode in the Neon theme"),
    QT_TRANSLATE_NOOP("Launcher", "The seven themes"),
)
