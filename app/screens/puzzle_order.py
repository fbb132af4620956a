"""What the puzzle picker shows of each shipped puzzle before it is opened.

The picker's order and the Next puzzle that follows it are defined once, in
``app.midend.shipped`` (``picker_order``, ``next_puzzle``).
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

from twelve_bowls.app.midend.play_order import EFFORT_RATING
from twelve_bowls.app.midend.shipped import next_puzzle, picker_order

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PuzzleFacts:
    """What the picker shows of a puzzle before it is opened."""

    title: str
    difficulty: int | None  # 1-10, the effort rating (else the file's); None draws no corner


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
        found[number] = PuzzleFacts(puzzle.title, EFFORT_RATING.get(number, puzzle.difficulty))
    if broken:
        log.warning("%d puzzle files cannot be read; first: %s", len(broken), broken[0])
    return found


__all__ = ["PuzzleFacts", "next_puzzle", "picker_order", "shipped_puzzles"]
