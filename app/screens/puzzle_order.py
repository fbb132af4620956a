"""The order of the puzzle picker, and the Next puzzle that follows it.

The picker lays its tiles out in ``picker_order()`` and the game's Next puzzle asks
``next_puzzle``, so the two can never disagree. The shipped set is numbered by rising
difficulty (the solver's rating, ``engine.solve.difficulty_from``, written into each file
by ``tools/shape_puzzles.py`` and checked by the slow tests), so the order is the numbers.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

from twelve_bowls.app.screens.facts import PUZZLE_COUNT

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PuzzleFacts:
    """What the picker shows of a puzzle before it is opened."""

    title: str
    difficulty: int | None  # 1-10, from the solver's statistics; None draws no corner


@functools.cache
def shipped_puzzles() -> dict[int, PuzzleFacts]:
    """Untranslated title and difficulty of each shipped puzzle; a broken file is left out."""
    from twelve_bowls.engine import puzzles

    found: dict[int, PuzzleFacts] = {}
    broken: list[str] = []
    for number, path in enumerate(puzzles.puzzle_paths(), start=1):
        try:
            puzzle = puzzles.load_puzzle(path, check_solution=False)
        except (OSError, ValueError) as error:
            broken.append(str(error))
            continue
        found[number] = PuzzleFacts(puzzle.title, puzzle.difficulty)
    if broken:
        log.warning("%d puzzle files cannot be read; first: %s", len(broken), broken[0])
    return found


def picker_order() -> list[int]:
    """Puzzle numbers in the order the picker shows them."""
    return list(range(1, PUZZLE_COUNT + 1))


def next_puzzle(number: int) -> int | None:
    """The puzzle after ``number`` in the picker's order; None after the last one."""
    order = picker_order()
    if number not in order:
        return None
    index = order.index(number) + 1
    return order[index] if index < len(order) else None
