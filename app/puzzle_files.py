"""Puzzle files as the player meets them: damaged shipped files and the player's own files.

The engine's ``PuzzleError`` names the file, the field and what was expected in English for
developers and tools; ``explain`` turns it into one translated sentence for the player,
naming the file by its name only (never an absolute path) and saying what the field
should hold.

``own_puzzle_attempt`` plays a player's own puzzle file (R10.3's minimum): its source
(``engine.modes.OpenedFile``) carries the file's name, title and hint for the HUD and says
that it is never saved or recorded.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.engine.modes import OpenedFile, PuzzleAttempt
from twelve_bowls.engine.puzzles import PuzzleError

CONTEXT = "PuzzleFile"

# What each top-level field of R10.3 must hold, in words a player can act on.
EXPECTED: dict[str, str] = {
    "format": QT_TRANSLATE_NOOP("PuzzleFile", "the number 1"),
    "id": QT_TRANSLATE_NOOP(
        "PuzzleFile",
        "a whole number: 1 to 100 in a file named like 007.json for the game's own "
        "puzzles, up to 999999 in a puzzle file of your own",
    ),
    "title": QT_TRANSLATE_NOOP("PuzzleFile", "a text of 1 to 24 characters"),
    "hint": QT_TRANSLATE_NOOP("PuzzleFile", "a text of 1 to 90 characters"),
    "difficulty": QT_TRANSLATE_NOOP("PuzzleFile", "a whole number from 1 to 10"),
    "bowls": QT_TRANSLATE_NOOP(
        "PuzzleFile",
        "a list of 12 texts made of the letters R, Y, G, B, P, W and X, at most 7 in "
        "each, with no bowl that would match at once",
    ),
    "modifiers": QT_TRANSLATE_NOOP(
        "PuzzleFile",
        'an object from bowl numbers "0" to "11" to frozen, reverse or volcano',
    ),
    "goal": QT_TRANSLATE_NOOP(
        "PuzzleFile",
        "one of the six goals of the rules with the fields it needs, not already met at the start",
    ),
    "moves": QT_TRANSLATE_NOOP("PuzzleFile", "a whole number from 1 to 99"),
    "solution": QT_TRANSLATE_NOOP(
        "PuzzleFile",
        "a list of bowl numbers (0 to 11) that first meets the goal on its last move, "
        "within the move limit",
    ),
}
OTHER_FIELD = QT_TRANSLATE_NOOP("PuzzleFile", "what the rules describe for a puzzle file")


def explain(error: PuzzleError) -> str:
    """One translated sentence: which file, which field, what was expected."""
    tr = QCoreApplication.translate
    name = Path(error.source).name
    if error.field is None:
        if error.unreadable:
            return fill(tr("PuzzleFile", "The puzzle file %1 cannot be read."), name)
        return fill(
            tr(
                "PuzzleFile",
                "The file %1 is not a puzzle file: expected JSON text (UTF-8, at most 1 MB) "
                "holding one puzzle object.",
            ),
            name,
        )
    top = error.field.split(".", 1)[0]
    expected = tr(CONTEXT, EXPECTED.get(top, OTHER_FIELD))
    return fill(
        tr("PuzzleFile", "The puzzle file %1 has a problem in the field “%2”: expected %3."),
        name,
        error.field,
        expected,
    )


def own_puzzle_attempt(path: Path | str) -> PuzzleAttempt:
    """A fresh attempt at the puzzle in ``path``; a bad file raises ``PuzzleError``."""
    from twelve_bowls.engine.puzzles import load_own_puzzle

    path = Path(path)
    puzzle = load_own_puzzle(path)
    source = OpenedFile(path.name, puzzle.title, puzzle.hint)
    return PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves, source=source)
