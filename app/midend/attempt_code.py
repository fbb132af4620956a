"""The puzzle code of what is being played: what "Copy puzzle code" in the game puts on
the clipboard.

Every puzzle has one, whatever it is played from (``engine.modes.source``): its start, goal
and limit (``engine.puzzle_code``), with the title the player sees under its heading (a
shipped puzzle's in the current language, an opened file's, one of My puzzles', a pasted
code's own), and for a generated puzzle its difficulty and seed, so that a friend's game
that makes the same puzzle from them plays it as generated. Endless and the Daily have no
code: they are not puzzles (R7).
"""

from __future__ import annotations

from twelve_bowls.app.midend.shipped import puzzle_title
from twelve_bowls.engine.modes import (
    Attempt,
    Generated,
    OpenedFile,
    OwnPuzzle,
    PastedCode,
    PuzzleAttempt,
    Shipped,
)
from twelve_bowls.engine.puzzle_code import GeneratedOrigin, PuzzleCodeError, encode


def attempt_code(attempt: Attempt) -> str | None:
    """The code of ``attempt``'s puzzle, or None outside a puzzle (or for a puzzle no code
    can carry, such as a file's limit above a code's)."""
    if not isinstance(attempt, PuzzleAttempt):
        return None
    source = attempt.source
    title = ""
    origin: GeneratedOrigin | None = None
    match source:
        case Shipped(number):
            title = puzzle_title(number) or ""
        case OpenedFile() | OwnPuzzle() | PastedCode():
            title = source.title
        case Generated(seed, level, _day):
            origin = GeneratedOrigin(level, seed)
    start = (attempt.start_position, attempt.goal, attempt.move_limit)
    try:
        return encode(*start, title=title, generated=origin)
    except PuzzleCodeError:
        pass
    try:  # a seed no code can carry: the puzzle itself still can be
        return encode(*start, title=title)
    except PuzzleCodeError:
        return None


__all__ = ["attempt_code"]
