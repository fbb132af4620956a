"""Proving a puzzle a player made (engine.puzzle_proof): the same figures as the shipped
set's measures (tools/puzzle_measures.py), R10.3's refusals, progress and cancelling."""

from __future__ import annotations

import math

import pytest

from tests.engine.helpers import load_tool
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.puzzle_proof import ProofRefused, RefusalKind, Stage, prove
from twelve_bowls.engine.puzzles import load_puzzles
from twelve_bowls.engine.solve import solve

pm = load_tool("puzzle_measures")
PUZZLES = load_puzzles()
# Every seventh puzzle: all goal types and mechanics, each proven in well under a second.
SAMPLE = [p for p in PUZZLES if p.id % 7 == 1 and p.id < 90]


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: f"{p.id:03d}")
def test_the_proof_agrees_with_the_measures_of_the_shipped_set(puzzle: object) -> None:
    from twelve_bowls.engine.puzzles import Puzzle

    assert isinstance(puzzle, Puzzle)
    slack = puzzle.moves - (solve(puzzle.position, puzzle.goal).optimum or 0)
    proof = prove(puzzle.position, puzzle.goal, slack=slack)
    measured = pm.measure(puzzle)
    assert proof.optimum == measured.search.optimum
    assert proof.limit == puzzle.moves and proof.slack == slack
    assert math.isclose(proof.bits_per_move, measured.bits)
    assert proof.greedy == measured.greedy
    # One 2-ply player: the editor's verdict is the shipped set's (docs/puzzles.md).
    assert proof.two_ply == measured.two_ply
    # R7.3: the line is legal and first meets the goal on its last move.
    assert len(proof.line) == proof.optimum
    assert proof.winning == solve(puzzle.position, puzzle.goal).winning


def test_two_ply_wins_where_greedy_does_not() -> None:
    # Puzzle 28: a greedy player cannot win it, one who looks a move ahead can.
    puzzle = PUZZLES[27]
    proof = prove(puzzle.position, puzzle.goal)
    assert (proof.greedy, proof.two_ply) == (False, True)


def board(*bowls: str) -> Position:
    return Position.from_notation([*bowls, *[""] * (12 - len(bowls))])


def test_r10_3_refusals_each_with_a_reason() -> None:
    # R7.1: a board at rest, a goal not already met; R10.3: a goal some line reaches.
    with pytest.raises(ProofRefused) as caught:
        prove(board("", "", "GGG"), Goal(GoalType.CLEAR_BOARD))
    assert caught.value.kind is RefusalKind.NOT_AT_REST and caught.value.bowl == 2
    with pytest.raises(ProofRefused) as caught:
        prove(board("R", "RR"), Goal(GoalType.CLEAR_COLOR, color="B"))
    assert caught.value.kind is RefusalKind.ALREADY_MET
    with pytest.raises(ProofRefused) as caught:
        prove(board("R", "Y"), Goal(GoalType.CLEAR_BOARD))  # two stones never match
    assert caught.value.kind is RefusalKind.UNSOLVABLE
    assert str(caught.value).startswith("no line of at most 12 moves")


def test_a_search_past_its_bound_is_refused_not_hung() -> None:
    puzzle = PUZZLES[99]
    with pytest.raises(ProofRefused) as caught:
        prove(puzzle.position, puzzle.goal, max_states=50)
    assert caught.value.kind is RefusalKind.TOO_LARGE


class Cancelled(Exception):
    pass


def test_progress_is_reported_and_raising_cancels() -> None:
    puzzle = PUZZLES[99]  # seven moves: thousands of states
    seen: list[tuple[Stage, int, int]] = []

    def stop_at_the_second_report(stage: Stage, depth: int, states: int) -> None:
        seen.append((stage, depth, states))
        if len(seen) == 2:
            raise Cancelled

    with pytest.raises(Cancelled):
        prove(puzzle.position, puzzle.goal, on_progress=stop_at_the_second_report)
    assert [stage for stage, _, _ in seen] == [Stage.OPTIMUM, Stage.OPTIMUM]
    assert seen[1][2] > seen[0][2] > 0
