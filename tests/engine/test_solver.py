"""The puzzle solver: exact optimum, exact count of winning sequences, and its CLI."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, Progress, goal_met
from twelve_bowls.engine.rules import apply, legal_moves, match_bowl
from twelve_bowls.engine.solve import difficulty_from, main, solve

ROOT = Path(__file__).resolve().parents[2]


def board(**bowls: str) -> Position:
    """A position from keyword bowls: ``board(b0="R", b1="RR")``."""
    slots = [""] * 12
    for name, items in bowls.items():
        slots[int(name[1:])] = items
    return Position(tuple(slots))


def brute_force(
    position: Position, goal: Goal, length: int, progress: Progress | None = None
) -> int:
    """Sequences of exactly ``length`` moves whose last move is the first win (R7.3).

    Walks every sequence with the rules directly, independent of the solver's layers.
    """
    progress = progress or Progress()
    if length == 0:
        return 0
    wins = 0
    for move in legal_moves(position):
        result = apply(position, move, log=False)
        if not result.safe:
            continue  # R6.2: overflow loses, even if it met the goal
        after = progress.after(result)
        if goal_met(goal, result.position, after):
            wins += length == 1
        else:
            wins += brute_force(result.position, goal, length - 1, after)
    return wins


def test_one_move_win() -> None:
    solution = solve(board(b0="R", b1="RR"), Goal.from_json({"type": "clear_color", "color": "R"}))
    assert solution.optimum == 1
    assert solution.winning == 1 and solution.line == (0,)
    assert solution.win_chance == 0.5  # two legal moves, one wins


def test_optimum_is_proven_and_count_matches_brute_force() -> None:
    position = board(b2="GB", b3="G", b5="BG", b7="B")
    goal = Goal.from_json({"type": "clear_board"})
    solution = solve(position, goal)
    assert solution.optimum is not None and solution.optimum >= 2
    for shorter in range(1, solution.optimum):
        assert brute_force(position, goal, shorter) == 0
    assert solution.winning == brute_force(position, goal, solution.optimum)
    replay = position
    for move in solution.line:
        replay = apply(replay, move, log=False).position
    assert goal_met(goal, replay, Progress())


def test_score_counts_points_over_the_attempt() -> None:
    # R5.3: two single groups of three in two moves make 60 points.
    position = board(b0="B", b1="BB", b6="G", b7="GG")
    solution = solve(position, Goal.from_json({"type": "score", "points": 60}))
    assert solution.optimum == 2
    assert solution.winning == brute_force(
        position, Goal.from_json({"type": "score", "points": 60}), 2
    )


def test_overflow_never_wins() -> None:
    # R6.2, R7.3: sowing bowl 9 completes the greens of bowl 10 but leaves bowl 11 at eight.
    position = board(b9="GGY", b10="GRPB", b11="YBPRBPR")
    goal = Goal.from_json({"type": "collect", "color": "G", "count": 1})
    result = apply(position, 9, log=False)
    assert result.overflow is not None and result.collected[2] == 0
    assert solve(position, goal, max_depth=1).optimum is None


def test_no_solution_is_reported() -> None:
    solution = solve(board(b0="RG"), Goal.from_json({"type": "clear_board"}), max_depth=4)
    assert solution.optimum is None and solution.winning == 0 and solution.line == ()


def test_difficulty_rises_with_the_luck_needed() -> None:
    assert difficulty_from(1.0) == 1
    assert difficulty_from(0.25) == 2
    assert difficulty_from(2.0**-20) == 10
    assert difficulty_from(0.0) == 10


def test_cli_prints_one_line_per_puzzle(capsys: object) -> None:
    files = [str(ROOT / "puzzles" / "001.json"), str(ROOT / "puzzles" / "003.json")]
    assert main(files) == 0
    out = capsys.readouterr().out.splitlines()  # type: ignore[attr-defined]
    assert out[0].startswith(files[0] + ": optimum 1, 1 winning sequence")
    assert out[1].startswith(files[1] + ": optimum 2")  # a set-up, then the clear
    assert out[2].startswith("2 puzzles in")


def test_cli_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine.solve", "puzzles/001.json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.startswith("puzzles/001.json: optimum 1")


def test_cli_reports_a_bad_file_and_fails(capsys: object) -> None:
    bad = ROOT / "tests" / "engine" / "data" / "bad_puzzles" / "bowl_of_eight.json"
    assert main([str(bad)]) == 1
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert f"{bad}: field 'bowls': bowl 3 holds 8 items" in err


@pytest.mark.parametrize("seed", range(8))
def test_random_small_positions_agree_with_brute_force(seed: int) -> None:
    # The layered search must find the same optimum and count as walking every sequence.
    rng = random.Random(seed)
    goal = [
        Goal.from_json({"type": "clear_board"}),
        Goal.from_json({"type": "at_most", "stones": 2}),
        Goal.from_json({"type": "score", "points": 60}),
        Goal.from_json({"type": "collect", "color": "G", "count": 3}),
    ][seed % 4]
    for _ in range(500):
        stones = list("RRGGGW")
        rng.shuffle(stones)
        slots = [""] * 12
        for item in stones:
            slots[rng.choice((0, 2, 3, 5))] += item
        modifiers = {str(rng.randrange(12)): rng.choice(["reverse", "frozen", "volcano"])}
        position = Position.from_notation(slots, modifiers)
        if any(match_bowl(b) is not None for b in slots) or goal_met(goal, position, Progress()):
            continue
        solution = solve(position, goal, max_depth=4)
        if solution.optimum is not None and solution.optimum >= 2:
            break
    else:
        pytest.fail("no solvable position of two moves or more drawn")
    counts = [brute_force(position, goal, length) for length in range(1, solution.optimum + 1)]
    assert counts[:-1] == [0] * (solution.optimum - 1)
    assert counts[-1] == solution.winning
