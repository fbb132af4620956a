"""The generated puzzle of the day: seeded by the UTC date alone (R8.5, R9.1), and its share
cells, one per move, nothing of the board."""

from __future__ import annotations

import datetime

from twelve_bowls.engine.board import Position
from twelve_bowls.engine.generated_day import cell_rows, day_seed, move_cells
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.share import COLOUR_CELLS, NO_MATCH_CELL

# Bowl 0 distributes its R into bowl 1 (three reds match, R4.1): a win in one move.
START = Position.from_notation(["R", "RR", "", "Y", "", "", "", "", "", "", "", ""])
GOAL = Goal(GoalType.CLEAR_COLOR, color="R")


def test_the_day_seed_is_the_utc_date_alone() -> None:
    day = datetime.date(2026, 12, 7)
    assert day_seed(day) == day_seed(datetime.date(2026, 12, 7))
    assert day_seed(day) != day_seed(day + datetime.timedelta(days=1))


def test_each_move_is_one_symbol_and_a_stranger_line_stops() -> None:
    assert move_cells(START, GOAL, 2, [3, 0]) == (NO_MATCH_CELL, COLOUR_CELLS[0])
    # A move the puzzle does not allow ends the cells there (never an error).
    assert move_cells(START, GOAL, 2, [2, 0]) == ()
    assert move_cells(START, GOAL, 1, [0, 3]) == (COLOUR_CELLS[0],)  # ended: no more
    assert cell_rows(["a"] * 12) == ["a" * 10, "a" * 2]
