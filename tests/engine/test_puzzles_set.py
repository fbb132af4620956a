"""The shipped 100 puzzles: they load, their solutions win, the set is balanced.

The full solver proof of every optimum is slow-marked (``pytest -m slow``); the normal
suite replays every stored solution and proves a handful of small puzzles.
"""

from __future__ import annotations

import importlib.util
import statistics
from collections import Counter
from pathlib import Path

import pytest

from twelve_bowls.engine.goals import GoalType
from twelve_bowls.engine.modes import EndReason, PuzzleAttempt
from twelve_bowls.engine.puzzles import (
    PLAY_MECHANICS,
    POSITION_MECHANICS,
    PUZZLE_COUNT,
    Puzzle,
    load_puzzles,
    mechanics,
    puzzle_paths,
    shipped_directory,
)
from twelve_bowls.engine.solve import solve

SLACK_UNTIL = 20  # One move of slack allowed in the first 20 puzzles only


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return load_puzzles()


def test_exactly_the_hundred_files_exist() -> None:
    # R7.1: 100 puzzles, 001.json-100.json and nothing else that looks like one.
    found = sorted(p.name for p in shipped_directory().glob("*.json"))
    assert found == [p.name for p in puzzle_paths()]
    assert len(found) == PUZZLE_COUNT


def test_every_file_loads_in_order(puzzles: list[Puzzle]) -> None:
    assert [p.id for p in puzzles] == list(range(1, PUZZLE_COUNT + 1))


def test_titles_are_unique(puzzles: list[Puzzle]) -> None:
    titles = [p.title for p in puzzles]
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("number", range(1, PUZZLE_COUNT + 1))
def test_stored_solution_wins_on_its_last_move_through_the_attempt(
    puzzles: list[Puzzle], number: int
) -> None:
    # R7.3: the attempt is won by the first safe move that meets the goal.
    puzzle = puzzles[number - 1]
    attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
    *before, last = puzzle.solution
    for move in before:
        outcome = attempt.play(move)
        assert outcome.safe and outcome.ended is None
    final = attempt.play(last)
    assert final.ended is EndReason.GOAL_MET
    assert attempt.moves_played == len(puzzle.solution) <= puzzle.moves


def test_limits_leave_slack_only_early(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        slack = puzzle.moves - len(puzzle.solution)
        assert 0 <= slack <= (1 if puzzle.id <= SLACK_UNTIL else 0), puzzle.id


def test_every_goal_type_is_used_at_least_ten_times(puzzles: list[Puzzle]) -> None:
    counts = Counter(p.goal.type for p in puzzles)
    assert {kind: counts[kind] >= 10 for kind in GoalType} == dict.fromkeys(GoalType, True)


def test_each_mechanic_is_taught_alone_before_it_is_combined(puzzles: list[Puzzle]) -> None:
    known: set[str] = set()
    introduced: dict[str, int] = {}
    for puzzle in puzzles:
        new = mechanics(puzzle) - known
        # A chain needs a volcano, so the chain lesson may use the volcano taught before it.
        assert len(new) <= 1, (puzzle.id, sorted(new))
        for name in new:
            introduced[name] = puzzle.id
        known |= new
    assert set(introduced) == set(POSITION_MECHANICS) | set(PLAY_MECHANICS)
    assert introduced["volcano"] < introduced["chain"]
    for name, number in introduced.items():
        # Each teaching puzzle is short: the mechanic is the point, not the planning.
        assert len(puzzles[number - 1].solution) <= 2, name


def test_each_mechanic_is_used_again_after_its_lesson(puzzles: list[Puzzle]) -> None:
    counts = Counter(name for p in puzzles for name in mechanics(p))
    assert all(counts[name] >= 5 for name in (*POSITION_MECHANICS, *PLAY_MECHANICS)), counts


def test_the_curve_rises(puzzles: list[Puzzle]) -> None:
    assert len(puzzles[0].solution) == 1  # a first puzzle a child solves in one move
    quarters = [puzzles[i : i + 25] for i in range(0, PUZZLE_COUNT, 25)]
    difficulty = [statistics.mean(p.difficulty for p in q) for q in quarters]
    length = [statistics.mean(len(p.solution) for p in q) for q in quarters]
    assert difficulty == sorted(difficulty), difficulty
    assert length == sorted(length), length
    late = [len(p.solution) for p in puzzles[80:]]
    assert min(late) >= 5 and max(late) >= 8, late  # real planning over 5-8 moves


@pytest.mark.parametrize("number", [1, 2, 3, 6, 11, 14, 17, 21, 25, 27])
def test_small_puzzles_prove_their_limit(puzzles: list[Puzzle], number: int) -> None:
    puzzle = puzzles[number - 1]
    solution = solve(puzzle.position, puzzle.goal)
    assert solution.optimum == len(puzzle.solution)
    assert solution.difficulty == puzzle.difficulty


@pytest.mark.slow
def test_the_solver_proves_every_limit_and_difficulty(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        solution = solve(puzzle.position, puzzle.goal)
        assert solution.optimum is not None, puzzle.id
        slack = 1 if puzzle.id <= SLACK_UNTIL else 0
        assert solution.optimum <= puzzle.moves <= solution.optimum + slack, puzzle.id
        assert solution.optimum == len(puzzle.solution), puzzle.id
        assert solution.difficulty == puzzle.difficulty, puzzle.id


@pytest.mark.slow
def test_docs_table_is_in_sync_with_the_puzzles() -> None:
    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location(
        "puzzle_table_tool", root / "tools" / "puzzle_table.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    text, problems, _ = tool.render()
    assert problems == []
    assert (root / "docs" / "puzzles.md").read_text(encoding="utf-8") == text
