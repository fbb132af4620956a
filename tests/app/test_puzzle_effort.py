"""The effort rating and the play order it gives (``tools/puzzle_effort.py``).

The play order climbs by the effort a person spends, not by the solver's luck rating:
a player reported 52 and 53 (solver 6) harder than 75, 76 and 81 (8-10), and 49 and 50
trivial. The default run checks the yardstick on small boards and the shipped order's
shape; the slow run recomputes every puzzle's effort.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import load_tool
from twelve_bowls.app.midend.play_order import EFFORT_RATING, PLAY_ORDER
from twelve_bowls.app.midend.shipped import picker_order
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.puzzles import load_puzzles

effort_tool = load_tool("puzzle_effort")


def _board(bowls: dict[int, str]) -> Position:
    board = [""] * 12
    for bowl, items in bowls.items():
        board[bowl] = items
    return Position(tuple(board))


def test_a_move_that_scores_at_once_costs_nothing() -> None:
    # R2.3, R4.1: bowl 0's red completes bowl 1's pair; it is the only scoring move.
    position = _board({0: "R", 1: "RR", 6: "G", 8: "B"})
    assert effort_tool.line_effort(position, [0]) == 0.0


def test_carrying_on_with_sown_stones_is_cheaper_than_a_jump() -> None:
    # After bowl 0 sows into 1 and 2, playing bowl 2 carries its stones on; bowl 9,
    # which nothing pointed at, costs more to find.
    position = _board({0: "YB", 2: "R", 5: "G", 9: "P"})
    follow = effort_tool.line_effort(position, [0, 2])
    jump = effort_tool.line_effort(position, [0, 9])
    assert follow < jump


def test_ratings_run_from_one_to_ten() -> None:
    assert effort_tool.rating(0.0) == 1
    assert effort_tool.rating(4.4) == 5
    assert effort_tool.rating(30.0) == 10


def test_the_order_keeps_the_lessons_then_climbs() -> None:
    shipped = [p.id for p in load_puzzles()]
    assert sorted(PLAY_ORDER) == shipped == sorted(picker_order())
    lessons = effort_tool.LESSONS
    assert list(PLAY_ORDER[:lessons]) == list(range(1, lessons + 1))
    later = [EFFORT_RATING[n] for n in PLAY_ORDER[lessons:]]
    assert later == sorted(later)


def test_the_order_agrees_with_what_a_real_player_felt() -> None:
    place = {number: index for index, number in enumerate(PLAY_ORDER)}
    # 52 (solver 6) was harder than 75, 76 and 81 (solver 8-10); 53 harder than 76.
    assert all(place[52] > place[n] for n in (75, 76, 81))
    assert place[53] > place[76]
    # 49 felt trivial: in the easiest fifth of the puzzles after the lessons. (50 felt
    # tedious too, a walk of single stones; its board was replaced by one that asks more.)
    after = PLAY_ORDER[effort_tool.LESSONS :]
    assert 49 in after[: len(after) // 5]


@pytest.mark.slow
def test_the_generated_tables_are_current() -> None:
    assert effort_tool.main(["--check"]) == 0


def test_the_picker_focuses_a_tile_by_its_number_not_its_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    from twelve_bowls.app.context import AppContext, InMemoryProfileService
    from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker

    picker = PuzzlePicker(AppContext(InMemoryProfileService()))
    qtbot.addWidget(picker)
    picker.resize(1280, 720)
    with qtbot.waitActive(picker):
        picker.show()
        picker.activateWindow()
    assert PLAY_ORDER.index(52) != 52 - 1  # the play order moved it
    picker.focus_tile(52)
    focused = picker.focusWidget()
    assert focused is not None and getattr(focused, "number", None) == 52
