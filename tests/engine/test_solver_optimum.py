"""The solver's optimum-only mode: the same proven optimum as ``solve``, faster.

Its line must be a real optimal line under the rules: replayed move by move with ``apply``,
every move safe (R6.2, R7.3) and the goal met first on the last move (R7.2).
"""

from __future__ import annotations

import pytest

from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, Progress, goal_met
from twelve_bowls.engine.puzzles import load_puzzles
from twelve_bowls.engine.rules import apply
from twelve_bowls.engine.solve import Optimum, solve, solve_optimum


def board(**bowls: str) -> Position:
    slots = [""] * 12
    for name, items in bowls.items():
        slots[int(name[1:])] = items
    return Position(tuple(slots))


def assert_line_wins(position: Position, goal: Goal, found: Optimum) -> None:
    assert found.optimum is not None and len(found.line) == found.optimum
    progress = Progress()
    for number, move in enumerate(found.line, start=1):
        result = apply(position, move)
        assert result.safe, (found.line, number)
        progress = progress.after(result)
        position = result.position
        met = goal_met(goal, position, progress)
        assert met == (number == len(found.line)), (found.line, number)


CASES = [
    (board(b0="R", b1="RR"), {"type": "clear_color", "color": "R"}),
    (board(b2="GB", b3="G", b5="BG", b7="B"), {"type": "clear_board"}),
    (board(b0="B", b1="BB", b6="G", b7="GG"), {"type": "score", "points": 60}),
    (board(b0="RRW", b3="GG", b4="G", b8="YBY"), {"type": "collect", "color": "G", "count": 3}),
]


@pytest.mark.parametrize(("position", "goal_json"), CASES)
def test_same_optimum_as_the_full_solver(position: Position, goal_json: dict[str, object]) -> None:
    goal = Goal.from_json(goal_json)
    full = solve(position, goal)
    found = solve_optimum(position, goal)
    assert found.optimum == full.optimum
    if full.optimum is not None:
        assert_line_wins(position, goal, found)


def test_no_solution_is_reported() -> None:
    found = solve_optimum(board(b0="RG"), Goal.from_json({"type": "clear_board"}), max_depth=4)
    assert found.optimum is None and found.line == ()


def test_overflow_never_wins() -> None:
    # R6.2, R7.3: sowing bowl 9 completes the greens of bowl 10 but leaves bowl 11 at eight.
    position = board(b9="GGY", b10="GRPB", b11="YBPRBPR")
    goal = Goal.from_json({"type": "collect", "color": "G", "count": 1})
    assert solve_optimum(position, goal, max_depth=1).optimum is None


@pytest.mark.parametrize("number", [1, 2, 3, 6, 11, 14, 17, 21, 25, 27])
def test_small_puzzles_agree_with_the_full_solver(number: int) -> None:
    puzzle = load_puzzles()[number - 1]
    found = solve_optimum(puzzle.position, puzzle.goal)
    assert found.optimum == solve(puzzle.position, puzzle.goal).optimum
    assert_line_wins(puzzle.position, puzzle.goal, found)


@pytest.mark.slow
def test_every_puzzle_agrees_with_the_full_solver() -> None:
    for puzzle in load_puzzles():
        found = solve_optimum(puzzle.position, puzzle.goal)
        assert found.optimum == solve(puzzle.position, puzzle.goal).optimum, puzzle.id
        assert_line_wins(puzzle.position, puzzle.goal, found)
