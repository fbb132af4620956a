"""The shipped puzzles as the game plays them: a fresh attempt at one, the one after it,
and its title and one-line hint in the current language.

The order climbs by measured effort (``app.midend.play_order``: the lessons 1-30, then
the rest by rising effort). The picker lays its tiles out in ``picker_order()`` and the
game's Next puzzle asks ``next_puzzle``, so the two can never disagree. The English texts
come from the shipped puzzle file (``engine.puzzles``) and are translated in context
"Puzzles", where ``app/puzzle_texts.py`` marks them for the translators.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.midend.play_order import PLAY_ORDER
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.limits import PUZZLE_COUNT
from twelve_bowls.engine.modes import PuzzleAttempt


def picker_order() -> list[int]:
    """Puzzle numbers in the order the picker shows them: every shipped number once."""
    known = [n for n in PLAY_ORDER if 1 <= n <= PUZZLE_COUNT]
    return known + [n for n in range(1, PUZZLE_COUNT + 1) if n not in set(known)]


def next_puzzle(number: int) -> int | None:
    """The puzzle after ``number`` in the picker's order; None after the last one."""
    order = picker_order()
    if number not in order:
        return None
    index = order.index(number) + 1
    return order[index] if index < len(order) else None


def new_puzzle_attempt(number: int) -> PuzzleAttempt:
    """A fresh attempt at shipped puzzle ``number`` (1-100)."""
    paths = puzzles.puzzle_paths()
    if not 1 <= number <= len(paths):
        raise ValueError(f"there is no puzzle {number}")
    return PuzzleAttempt.from_puzzle(puzzles.load_puzzle(paths[number - 1], check_solution=False))


@lru_cache(maxsize=128)
def shipped_puzzle(puzzle_id: int, directory: Path | None = None) -> puzzles.Puzzle | None:
    """The shipped puzzle file of this number, or None when it cannot be read."""
    folder = directory if directory is not None else puzzles.shipped_directory()
    path = folder / f"{puzzle_id:03d}.json"
    try:
        return puzzles.load_puzzle(path, check_solution=False)
    except (puzzles.PuzzleError, OSError):
        return None


def _english(puzzle_id: int, directory: Path | None = None) -> tuple[str, str] | None:
    """(title, hint) as written in the puzzle file, or None when it cannot be read."""
    puzzle = shipped_puzzle(puzzle_id, directory)
    return None if puzzle is None else (puzzle.title, puzzle.hint)


def puzzle_title(puzzle_id: int) -> str | None:
    """The puzzle's title in the current language; None if its file cannot be read."""
    texts = _english(puzzle_id)
    return None if texts is None else QCoreApplication.translate("Puzzles", texts[0])


LESSONS = 30
"""Puzzles 1-30 teach the mechanics one by one (docs/puzzles.md, "Teach, test, twist"):
their hint is part of the lesson and shows from the start."""


def hint_shown_at_start(puzzle_id: int) -> bool:
    """Whether the HUD shows the puzzle's hint before any help is asked for. From 31 on
    the hints are plans ("Erupt first: the red lands on its pair; then ..."): shown from the
    start they would answer the puzzle before the player has looked, and make the three
    help steps pointless. There the hint comes with the second step, beside the bowl."""
    return puzzle_id <= LESSONS


def puzzle_hint(puzzle_id: int) -> str | None:
    """The puzzle's one-line hint in the current language; None if unavailable."""
    texts = _english(puzzle_id)
    return None if texts is None else QCoreApplication.translate("Puzzles", texts[1])
