"""The generated puzzle of the day, and its share cells.

One puzzle per difficulty per UTC date (R8.5's day, as the Daily's): the seed is the date,
and ``engine.generate`` keys its randomness on the difficulty too, so the four of a day
differ and every player in the world gets the same four. One per difficulty rather than
one rising through the week: a player who plays Easy has a puzzle of the day every day,
and friends who share a line played the same board at the same difficulty.

The share cells are the Daily's (``engine.share.move_cell``): one symbol per move, from
replaying the moves on the puzzle's start, nothing of the board.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Final

from .board import Position
from .goals import Goal
from .modes.puzzle import PuzzleAttempt
from .share import CELLS_PER_ROW, move_cell

DAY_SEED_PREFIX: Final = "day-"


def day_seed(date: datetime.date) -> str:
    """The seed of the puzzle of the day of a UTC ``date`` (any difficulty)."""
    return f"{DAY_SEED_PREFIX}{date.isoformat()}"


def move_cells(start: Position, goal: Goal, limit: int, moves: Sequence[int]) -> tuple[str, ...]:
    """One share symbol per move of ``moves`` played from ``start``; stops at the first
    move that is not legal there (a line that does not belong to this puzzle)."""
    replay = PuzzleAttempt(0, start, goal, limit)
    cells: list[str] = []
    for move in moves:
        if replay.ended is not None or move not in replay.legal_moves():
            break
        outcome = replay.play(move)
        result = outcome.result
        cells.append(move_cell(result.combo, result.collected, not outcome.safe))
    return tuple(cells)


def cell_rows(cells: Sequence[str]) -> list[str]:
    return [
        "".join(cells[start : start + CELLS_PER_ROW])
        for start in range(0, len(cells), CELLS_PER_ROW)
    ]


__all__ = ["DAY_SEED_PREFIX", "cell_rows", "day_seed", "move_cells"]
