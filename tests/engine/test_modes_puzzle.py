"""Puzzle attempts (R7)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import board
from twelve_bowls.engine.board import IllegalMove
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import AttemptEnded, EndReason, ModeId, PuzzleAttempt

CLEAR = Goal(GoalType.CLEAR_BOARD)


def test_mode_id() -> None:
    assert PuzzleAttempt.mode_id is ModeId.PUZZLE
    assert ModeId.PUZZLE.value == "puzzle"


def test_first_safe_move_that_meets_the_goal_wins() -> None:  # R7.3
    attempt = PuzzleAttempt(1, board({0: "R", 1: "RR", 5: "Y"}), Goal(GoalType.SCORE, points=30), 5)
    assert attempt.moves_left == 5
    outcome = attempt.play(0)
    assert outcome.ended is EndReason.GOAL_MET
    assert attempt.ended is EndReason.GOAL_MET
    assert attempt.score == 30 and attempt.moves_played == 1 and attempt.moves_left == 4
    assert outcome.refill == ()  # R7.1: puzzles have no refill
    assert attempt.legal_moves() == []
    with pytest.raises(AttemptEnded):
        attempt.play(5)
    assert attempt.result().solved


def test_goal_may_be_met_on_the_last_allowed_move() -> None:  # R7.3
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}), CLEAR, 2)
    assert attempt.play(0).ended is None
    assert attempt.goal_progress() == (3, 0)
    outcome = attempt.play(3)
    assert outcome.result.perfect_clear
    assert attempt.ended is EndReason.GOAL_MET  # not out_of_moves
    assert attempt.moves_left == 0


def test_out_of_moves_fails() -> None:  # R7.4
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}), CLEAR, 1)
    assert attempt.play(0).ended is EndReason.OUT_OF_MOVES
    assert not attempt.result().solved


def test_no_selectable_bowl_fails() -> None:  # R7.4, R2.1: only a frozen bowl is left
    attempt = PuzzleAttempt(1, board({0: "R", 1: "Y"}, {1: "frozen"}), CLEAR, 5)
    assert attempt.legal_moves() == [0]
    assert attempt.play(0).ended is EndReason.NO_SELECTABLE_BOWL


def test_overflow_loses_even_when_the_goal_is_met() -> None:  # R6.2, R7.3
    # Bowl 0 sows R into bowl 1 (RRR matches, 30 points) and X into 3 (eight items).
    position = board({0: "RBX", 1: "RR", 3: "XXXXXXX"})
    attempt = PuzzleAttempt(1, position, Goal(GoalType.SCORE, points=10), 5)
    preview = attempt.preview(0)
    assert preview.overflow and preview.result.combo == 1
    assert preview.meets_goal is False
    outcome = attempt.play(0)
    assert outcome.result.overflow is not None
    assert outcome.ended is EndReason.OVERFLOW
    assert attempt.score == 0  # R5.6
    assert attempt.state.progress.best_combo == 0  # the overflowing move's combo counts nothing
    assert attempt.last_combo == 1  # but the HUD may still show what happened (R5.2)
    assert attempt.moves_played == 0  # R6.4: not a safe move


def test_preview_shows_the_goal_effect_and_changes_nothing() -> None:
    attempt = PuzzleAttempt(1, board({0: "R", 1: "RR", 5: "Y"}), Goal(GoalType.SCORE, points=30), 5)
    before = attempt.state
    preview = attempt.preview(0)
    assert (preview.result.points, preview.result.combo, preview.meets_goal) == (30, 1, True)
    assert attempt.preview(5).meets_goal is False
    assert attempt.state is before
    with pytest.raises(IllegalMove):
        attempt.preview(3)  # empty bowl, R2.1


def test_undo_is_an_ordinary_aid_and_restart_starts_over() -> None:  # R7.4, R9.2
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}), CLEAR, 3)
    start = attempt.state
    attempt.play(0)
    after_one = attempt.state
    attempt.play(4)
    attempt.undo()
    assert attempt.state == after_one
    assert not attempt.practice  # puzzles never become practice
    first_id = attempt.attempt_id
    attempt.restart()
    assert attempt.state == start and not attempt.can_undo
    assert attempt.attempt_id != first_id


def test_undo_after_a_loss_and_no_end_attempt() -> None:  # R7.4
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}), CLEAR, 1)
    attempt.play(0)
    assert attempt.ended is EndReason.OUT_OF_MOVES
    attempt.undo()
    assert attempt.ended is None and attempt.moves_played == 0
    with pytest.raises(IllegalMove):
        attempt.end()


def test_illegal_moves_are_refused() -> None:  # R2.1
    attempt = PuzzleAttempt(1, board({0: "R", 1: "Y"}, {1: "frozen"}), CLEAR, 5)
    with pytest.raises(IllegalMove, match="frozen"):
        attempt.play(1)
    with pytest.raises(IllegalMove, match="empty"):
        attempt.play(4)
    with pytest.raises(IllegalMove):
        attempt.undo()


@pytest.mark.parametrize(
    ("goal", "moves", "expected"),
    [
        (Goal(GoalType.CLEAR_COLOR, color="R"), [3], EndReason.GOAL_MET),
        (Goal(GoalType.COLLECT, color="R", count=3), [3], EndReason.GOAL_MET),
        (Goal(GoalType.COLLECT, color="R", count=4), [3], None),
        (Goal(GoalType.COMBO, size=2), [3], None),
        (Goal(GoalType.AT_MOST, stones=3), [3], EndReason.GOAL_MET),
        (Goal(GoalType.AT_MOST, stones=2), [3], None),
        (Goal(GoalType.CLEAR_BOARD), [3], None),
        (Goal(GoalType.CLEAR_BOARD), [3, 0], EndReason.GOAL_MET),
    ],
)
def test_every_goal_type_ends_the_attempt(
    goal: Goal, moves: list[int], expected: EndReason | None
) -> None:  # R7.2, R7.3
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}), goal, 5)
    for move in moves:
        attempt.play(move)
    assert attempt.ended is expected


def test_temporary_free_puzzle_modifiers_stay() -> None:  # R1.5: puzzle modifiers are permanent
    attempt = PuzzleAttempt(1, board({0: "Y", 1: "YY", 3: "R", 4: "RR"}, {6: "volcano"}), CLEAR, 5)
    attempt.play(0)
    assert attempt.position.modifiers_notation() == {"6": "volcano"}


def test_won_says_how_a_puzzle_ended() -> None:  # R7.3, R7.4
    goal = Goal(GoalType.CLEAR_COLOR, color="R")
    attempt = PuzzleAttempt(1, board({0: "R", 1: "RR", 5: "Y"}), goal, 1)
    assert attempt.won is None
    attempt.play(5)  # Y: no red cleared, and the one move is used up
    assert attempt.ended is EndReason.OUT_OF_MOVES and attempt.won is False
    attempt.undo()
    attempt.play(0)
    assert attempt.ended is EndReason.GOAL_MET and attempt.won is True


def test_an_endless_attempt_is_lost_only_by_overflow() -> None:  # R6.2, R8.3
    from twelve_bowls.engine.modes import EndlessAttempt

    attempt = EndlessAttempt("won-test")
    attempt.play(attempt.legal_moves()[0])
    attempt.end()
    assert attempt.ended is EndReason.ENDED_BY_PLAYER and attempt.won is None
