"""The game's keys in words, for the keyboard help beside the board and How to play's
Keys section: one source, so the two never disagree. Light to import (the help screen
loads it without the game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from twelve_bowls.app.i18n import fill, isolate
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

ON_THE_BOARD = QT_TRANSLATE_NOOP(
    "Keys", "The arrow keys choose a bowl, Enter plays it, Space skips the animation."
)
ANYWHERE = QT_TRANSLATE_NOOP(
    "Keys",
    "%1 undoes, %2 starts again, H gives the next step of a hint, G reads the goal and the "
    "moves left, M turns the sound off or on, Esc pauses the game or leaves it.",
)
# Endless and the Daily have no hints (they are for puzzles) and no goal: G reads the score
# there (and the Daily's moves left), so their key lists say what the keys do in them.
ANYWHERE_DAILY = QT_TRANSLATE_NOOP(
    "Keys",
    "%1 undoes, %2 starts again, G reads the score and the moves left, M turns the sound off "
    "or on, Esc pauses the game or leaves it.",
)
ANYWHERE_ENDLESS = QT_TRANSLATE_NOOP(
    "Keys",
    "%1 undoes, %2 starts again, G reads the score, M turns the sound off or on, Esc pauses "
    "the game or leaves it.",
)
STEPPING = QT_TRANSLATE_NOOP(
    "Keys",
    "While a solution or a replay is shown, the arrow keys step through it, Space pauses or "
    "continues, Esc stops.",
)


def _keys(standard: QKeySequence.StandardKey, fallback: str) -> str:
    text = QKeySequence(standard).toString(QKeySequence.SequenceFormat.NativeText)
    return isolate(text or fallback)


def undo_keys() -> str:
    """The platform's undo key as the player knows it (Ctrl+Z; ⌘Z on macOS)."""
    return _keys(QKeySequence.StandardKey.Undo, "Ctrl+Z")


def new_keys() -> str:
    return _keys(QKeySequence.StandardKey.New, "Ctrl+N")


def key_sentences(mode: str = "puzzle") -> tuple[str, str, str]:
    """On the board, anywhere in a game of ``mode`` (a ``ModeId``: a string, so that How to
    play need not import the modes), while stepping: translated, keys filled in. How to
    play lists a puzzle's keys, which are all of them."""
    tr = QCoreApplication.translate
    anywhere = {"daily": ANYWHERE_DAILY, "endless": ANYWHERE_ENDLESS}.get(mode, ANYWHERE)
    return (
        tr("Keys", str(ON_THE_BOARD)),
        fill(tr("Keys", str(anywhere)), undo_keys(), new_keys()),
        tr("Keys", str(STEPPING)),
    )


__all__ = [
    "ANYWHERE",
    "ANYWHERE_DAILY",
    "ANYWHERE_ENDLESS",
    "ON_THE_BOARD",
    "STEPPING",
    "key_sentences",
    "new_keys",
    "undo_keys",
]
