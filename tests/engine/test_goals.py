"""Puzzle goals (R7.2, R10.3)."""

from __future__ import annotations

import pytest

from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalError, GoalType, Progress, goal_met, goal_progress
from twelve_bowls.engine.rules import apply


def board(*bowls: str) -> Position:
    return Position(tuple(bowls) + ("",) * (12 - len(bowls)))


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "clear_color", "color": "R"},
        {"type": "collect", "color": "B", "count": 6},
        {"type": "score", "points": 200},
        {"type": "combo", "size": 3},
        {"type": "at_most", "stones": 10},
        {"type": "at_most", "stones": 0},
        {"type": "clear_board"},
    ],
)
def test_goal_json_round_trip(raw: dict[str, object]) -> None:  # R10.3
    goal = Goal.from_json(raw)
    assert goal.to_json() == raw
    assert Goal.from_json(goal.to_json()) == goal


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ([], "goal"),
        ({"type": "win"}, "type"),
        ({}, "type"),
        ({"type": "clear_color"}, "color"),
        ({"type": "clear_color", "color": "W"}, "color"),
        ({"type": "clear_color", "color": "red"}, "color"),
        ({"type": "collect", "color": "R"}, "count"),
        ({"type": "collect", "color": "R", "count": "6"}, "count"),
        ({"type": "collect", "color": "R", "count": 0}, "count"),
        ({"type": "score", "points": True}, "points"),
        ({"type": "combo", "size": 2.5}, "size"),
        ({"type": "at_most", "stones": -1}, "stones"),
        ({"type": "clear_board", "stones": 3}, "stones"),
    ],
)
def test_bad_goal_names_the_field(raw: object, field: str) -> None:  # R10.3
    with pytest.raises(GoalError, match=field):
        Goal.from_json(raw)


def test_goal_error_is_a_value_error() -> None:
    assert issubclass(GoalError, ValueError)


def test_clear_color() -> None:  # R7.2 clear_color
    goal = Goal(GoalType.CLEAR_COLOR, color="R")
    assert not goal_met(goal, board("RY", "R"), Progress())
    assert goal_progress(goal, board("RY", "R"), Progress()) == (2, 0)
    assert goal_met(goal, board("YY", "WX"), Progress())
    assert goal_progress(goal, board("YY"), Progress()) == (0, 0)


def test_collect_counts_normal_stones_only() -> None:  # R7.2 collect: wilds do not count
    goal = Goal(GoalType.COLLECT, color="R", count=3)
    # R4.2: R,R plus one wild leave; two reds collected, not three.
    result = apply(board("R", "RW"), 0, log=False)
    assert result.combo == 1
    progress = Progress().after(result)
    assert progress.collected[0] == 2
    assert not goal_met(goal, result.position, progress)
    assert goal_progress(goal, result.position, progress) == (2, 3)
    more = progress.after(apply(board("R", "RR"), 0, log=False))
    assert goal_met(goal, board(), more)
    assert goal_progress(goal, board(), more) == (3, 3)


def test_score_goal_and_progress_accumulates() -> None:  # R7.2 score, R5.3
    goal = Goal(GoalType.SCORE, points=60)
    result = apply(board("R", "RR"), 0, log=False)
    assert result.points == 30 + 100  # R5.4: the board is empty, Perfect Clear
    progress = Progress().after(result)
    assert progress.score == 130
    assert goal_met(goal, result.position, progress)
    assert not goal_met(goal, result.position, Progress(score=59))
    assert goal_progress(goal, result.position, Progress(score=59)) == (59, 60)


def test_combo_goal_uses_best_combo() -> None:  # R7.2 combo
    goal = Goal(GoalType.COMBO, size=2)
    # Bowl 0 sows R into 1 and Y into 2: both bowls match, combo 2.
    result = apply(board("RY", "RR", "YY"), 0, log=False)
    assert result.combo == 2
    progress = Progress().after(result)
    assert goal_met(goal, result.position, progress)
    # A later move with a smaller combo keeps the best one.
    later = progress.after(apply(board("R", "", "RR"), 0, log=False))
    assert later.best_combo == 2
    assert not goal_met(goal, board(), Progress(best_combo=1))


def test_at_most_counts_every_item() -> None:  # R7.2 at_most: wilds and blockers included
    goal = Goal(GoalType.AT_MOST, stones=3)
    assert goal_met(goal, board("RW", "X"), Progress())
    assert not goal_met(goal, board("RW", "XX"), Progress())
    assert goal_progress(goal, board("RW", "XX"), Progress()) == (4, 3)


def test_clear_board() -> None:  # R7.2 clear_board
    goal = Goal(GoalType.CLEAR_BOARD)
    assert goal_met(goal, board(), Progress())
    assert not goal_met(goal, board("", "W"), Progress())
    assert goal_progress(goal, board("", "W"), Progress()) == (1, 0)
