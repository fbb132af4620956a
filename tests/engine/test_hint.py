"""Hints: the next move of an optimal line, winning moves and "undo to move k".

Hand-worked positions first, then a cross-check against brute-force enumeration of every
move sequence (written with the rules and the attempt's goal check, not the solver's), then
what must hold for every shipped puzzle whatever its content.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.helpers import board
from twelve_bowls.engine.board import IllegalMove, Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, Progress, goal_met
from twelve_bowls.engine.hint import HintAnswer, Hinter, decode_table, encode_table, shipped_table
from twelve_bowls.engine.modes import EndReason, PuzzleAttempt
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles
from twelve_bowls.engine.rules import apply, legal_moves, match_bowl

ROOT = Path(__file__).resolve().parents[2]
COLLECT_3R = Goal.from_json({"type": "collect", "color": "R", "count": 3})
CLEAR_R = Goal.from_json({"type": "clear_color", "color": "R"})


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return load_puzzles()


# -- hand-worked -------------------------------------------------------------------------------


def test_one_move_win_and_the_losing_alternative() -> None:
    # R2.3: bowl 0's red lands in bowl 1 and makes three (R4.1); bowl 1's reds go to 2 and 3.
    hinter = Hinter(board({0: "R", 1: "RR"}), CLEAR_R, 1)
    assert hinter.answer() == HintAnswer(hint=0, winning_moves=(0,), undo_to=None, moves_left=1)
    # After the wrong move no move is left: the start is the latest state that could win.
    assert hinter.answer([1]) == HintAnswer(None, (), undo_to=0, moves_left=0, ended="out_of_moves")


def test_hint_is_the_shortest_line_and_winning_moves_include_longer_ones() -> None:
    # Bowl 3's red completes bowl 4 (one move); bowl 2's reds go to 3 and 4 and bowl 4 then
    # holds three (one move); bowl 0's red only makes three after bowl 1 is played (two
    # moves); bowl 4's reds scatter to 5 and 6 and nothing gathers three reds again in one.
    position = board({0: "R", 2: "RR", 3: "R", 4: "RR"})
    two = Hinter(position, COLLECT_3R, 2)
    assert two.answer() == HintAnswer(hint=2, winning_moves=(0, 2, 3), undo_to=None, moves_left=2)
    # 1 -> bowl 2 RRR; 2 -> bowl 4 RRR (its first red goes to 3); 3 -> bowl 4 RRR
    assert two.answer([0]).winning_moves == (1, 2, 3)
    assert two.answer([4]) == HintAnswer(None, (), undo_to=0, moves_left=1, ended=None)
    # Two moves in, none left: keep move 1, the latest state that could still win.
    assert two.answer([0, 4]) == HintAnswer(None, (), 1, moves_left=0, ended="out_of_moves")
    one = Hinter(position, COLLECT_3R, 1)
    assert one.answer() == HintAnswer(hint=2, winning_moves=(2, 3), undo_to=None, moves_left=1)


def test_a_move_that_meets_the_goal_but_overflows_is_never_a_hint() -> None:
    # Bowl 4 sows R into bowl 5 (RRR matches, R4.1) and Y into bowl 6, which then holds eight
    # items: the player phase overflows (R6.2), so the collected reds do not count (R7.3).
    position = board({4: "RY", 5: "RRGGBBP", 6: "PPGGBBY", 9: "R", 10: "RR"})
    assert not apply(position, 4, log=False).safe
    hinter = Hinter(position, COLLECT_3R, 1)
    assert hinter.answer() == HintAnswer(hint=9, winning_moves=(9,), undo_to=None, moves_left=1)
    # R6.2: the overflow ended the attempt at once; no move is left to play in it.
    assert hinter.answer([4]) == HintAnswer(None, (), undo_to=0, moves_left=0, ended="overflow")


def test_frozen_bowls_are_never_hinted_and_reverse_sows_backwards() -> None:
    # R2.1: frozen bowl 1 cannot be chosen; R2.3: reverse bowl 3 sows its red into bowl 2.
    position = board({1: "R", 2: "RR", 3: "R"}, {1: "frozen", 3: "reverse"})
    hinter = Hinter(position, COLLECT_3R, 1)
    assert hinter.answer() == HintAnswer(hint=3, winning_moves=(3,), undo_to=None, moves_left=1)


def test_after_the_winning_move_there_is_nothing_to_hint() -> None:
    hinter = Hinter(board({0: "R", 1: "RR"}), CLEAR_R, 3)
    assert hinter.answer([0]) == HintAnswer(None, (), undo_to=None, moves_left=0, ended="won")


def test_illegal_move_lists_raise_with_a_sentence() -> None:
    hinter = Hinter(board({0: "R", 1: "RR"}), CLEAR_R, 2)
    with pytest.raises(IllegalMove, match=r"move 1 \(bowl 5\) is not legal: bowl 5 is empty"):
        hinter.answer([5])
    with pytest.raises(IllegalMove, match="move 2 is not legal: move 1 met the goal"):
        hinter.answer([0, 1])
    with pytest.raises(IllegalMove, match="move limit of 2 is used up"):
        Hinter(board({0: "G", 6: "B"}), COLLECT_3R, 2).answer([0, 1, 2])


def test_table_round_trips() -> None:
    table = {(("R", "", "", "", "", "", "", "", "", "", "", "RR"), 30): 2}
    assert decode_table(encode_table(table)) == table


# -- brute force -------------------------------------------------------------------------------


def brute_distance(position: Position, goal: Goal, progress: Progress, budget: int) -> int | None:
    """Fewest moves (at most ``budget``) to the first safe move meeting the goal, by trying
    every sequence (R6.2, R7.3)."""
    best: int | None = None
    if budget <= 0:
        return None
    for move in legal_moves(position):
        result = apply(position, move, log=False)
        if not result.safe:
            continue
        after = progress.after(result)
        if goal_met(goal, result.position, after):
            return 1
        found = brute_distance(result.position, goal, after, budget - 1)
        if found is not None and (best is None or found + 1 < best):
            best = found + 1
    return best


def brute_answer(position: Position, goal: Goal, limit: int, moves: list[int]) -> HintAnswer:
    """The hint answer by enumeration; ``moves`` must be safe and not yet winning."""
    states = [(position, Progress())]
    for move in moves:
        result = apply(states[-1][0], move, log=False)
        states.append((result.position, states[-1][1].after(result)))
    current, progress = states[-1]
    left = limit - len(moves)
    distances: dict[int, int] = {}
    for move in legal_moves(current) if left > 0 else []:
        result = apply(current, move, log=False)
        if not result.safe:
            continue
        after = progress.after(result)
        if goal_met(goal, result.position, after):
            distances[move] = 0
            continue
        found = brute_distance(result.position, goal, after, left - 1)
        if found is not None:
            distances[move] = found
    if distances:
        hint = min(distances, key=lambda move: (distances[move], move))
        return HintAnswer(hint, tuple(sorted(distances)), None, left)
    keep = next(
        (
            k
            for k in range(len(moves) - 1, -1, -1)
            if brute_distance(states[k][0], goal, states[k][1], limit - k) is not None
        ),
        None,
    )
    if left <= 0:
        return HintAnswer(None, (), keep, 0, "out_of_moves")
    if not legal_moves(current):
        return HintAnswer(None, (), keep, 0, "no_moves")
    return HintAnswer(None, (), keep, left)


def random_case(rng: random.Random) -> tuple[Position, Goal, int]:
    while True:
        bowls = [""] * 12
        for _ in range(rng.randint(5, 10)):
            bowls[rng.randrange(6)] += rng.choice("RRGGBW" + "X" * rng.randint(0, 1))
        if any(len(b) > 7 or match_bowl(b) is not None for b in bowls):
            continue
        modifiers: list[Modifier | None] = [None] * 12
        for bowl in rng.sample(range(12), rng.randint(0, 2)):
            modifiers[bowl] = Modifier(rng.choice(list(ModifierKind)))
        position = Position(tuple(bowls), tuple(modifiers))
        goal = Goal.from_json(
            rng.choice(
                [
                    {"type": "clear_color", "color": "R"},
                    {"type": "collect", "color": "G", "count": 3},
                    {"type": "score", "points": 60},
                    {"type": "combo", "size": 2},
                    {"type": "at_most", "stones": 3},
                    {"type": "clear_board"},
                ]
            )
        )
        limit = rng.randint(1, 3)
        if goal_met(goal, position, Progress()) or not legal_moves(position):
            continue
        # Mostly starts that can win, so that hints, wrong moves and undo all come up.
        if brute_distance(position, goal, Progress(), limit) is not None or rng.random() < 0.1:
            return position, goal, limit


def test_answers_match_brute_force_on_random_small_positions() -> None:
    rng = random.Random(14)
    compared = hints = undo_cases = 0
    for _ in range(120):
        position, goal, limit = random_case(rng)
        live = Hinter(position, goal, limit)
        tabled = Hinter(position, goal, limit, live.winnable_table())
        # A random line of safe, not yet winning moves, and every prefix of it.
        moves: list[int] = []
        state, progress = position, Progress()
        while len(moves) < limit:
            options = [
                move
                for move in legal_moves(state)
                if apply(state, move, log=False).safe
                and not goal_met(
                    goal,
                    apply(state, move, log=False).position,
                    progress.after(apply(state, move, log=False)),
                )
            ]
            if not options or rng.random() < 0.3:
                break
            move = rng.choice(options)
            result = apply(state, move, log=False)
            state, progress = result.position, progress.after(result)
            moves.append(move)
        for k in range(len(moves) + 1):
            expected = brute_answer(position, goal, limit, moves[:k])
            assert live.answer(moves[:k]) == expected, (position, goal, limit, moves[:k])
            assert tabled.answer(moves[:k]) == expected, (position, goal, limit, moves[:k])
            compared += 1
            hints += expected.hint is not None
            undo_cases += expected.undo_to is not None
    # The comparison must have met both kinds of answer, or it proves little.
    assert compared > 200 and hints > 50 and undo_cases >= 5


# -- every shipped puzzle ----------------------------------------------------------------------


def test_every_shipped_puzzle_has_a_current_build_time_table(puzzles: list[Puzzle]) -> None:
    stale = [p.id for p in puzzles if shipped_table(p) is None]
    assert not stale, f"run python tools/build_hint_tables.py (stale: {stale})"


def test_the_stored_solution_follows_winning_moves(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        hinter = Hinter.for_puzzle(puzzle)
        for number, move in enumerate(puzzle.solution):
            answer = hinter.answer(puzzle.solution[:number])
            assert move in answer.winning_moves, (puzzle.id, number)
            assert answer.hint in answer.winning_moves and answer.undo_to is None


def test_following_the_hints_wins_within_the_stored_solution_length(
    puzzles: list[Puzzle],
) -> None:
    for puzzle in puzzles:
        hinter = Hinter.for_puzzle(puzzle)
        attempt = PuzzleAttempt.from_puzzle(puzzle)
        while attempt.ended is None:
            hint = hinter.answer(attempt.moves).hint
            assert hint is not None, puzzle.id
            attempt.play(hint)
        assert attempt.ended is EndReason.GOAL_MET, puzzle.id  # R7.3
        assert attempt.moves_played <= len(puzzle.solution), puzzle.id


def test_a_wrong_first_move_offers_undo_to_the_start(puzzles: list[Puzzle]) -> None:
    offered = 0
    for puzzle in puzzles:
        hinter = Hinter.for_puzzle(puzzle)
        start = hinter.answer()
        for move in legal_moves(puzzle.position):
            if move in start.winning_moves or not apply(puzzle.position, move).safe:
                continue
            assert hinter.answer([move]).undo_to == 0, (puzzle.id, move)
            offered += 1
    assert offered > 0


@pytest.mark.slow
def test_shipped_tables_equal_a_fresh_search(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        fresh = Hinter(puzzle.position, puzzle.goal, puzzle.moves).winnable_table()
        assert shipped_table(puzzle) == fresh, puzzle.id


# -- the command -------------------------------------------------------------------------------


def run_hint(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", "hint", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_command_prints_one_json_line(tmp_path: Path, puzzles: list[Puzzle]) -> None:
    puzzle = puzzles[0]
    path = tmp_path / f"{puzzle.id:03d}.json"
    path.write_text((ROOT / "puzzles" / path.name).read_text(encoding="utf-8"))
    done = run_hint("--file", str(path))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    expected = Hinter.for_puzzle(puzzle).answer().to_json()
    assert json.loads(lines[0]) == expected
    assert list(expected) == ["hint", "winning_moves", "undo_to", "moves_left", "ended"]


def test_command_answers_after_moves_like_the_hinter(puzzles: list[Puzzle]) -> None:
    puzzle = next(p for p in puzzles if len(p.solution) >= 2)
    moves = list(puzzle.solution[:1])
    done = run_hint("--file", f"puzzles/{puzzle.id:03d}.json", "--moves", str(moves[0]))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == Hinter.for_puzzle(puzzle).answer(moves).to_json()


def test_command_rejects_an_illegal_move_list_with_exit_2(puzzles: list[Puzzle]) -> None:
    puzzle = puzzles[0]
    empty = next(b for b in range(12) if not puzzle.position.bowls[b])
    done = run_hint("--file", f"puzzles/{puzzle.id:03d}.json", "--moves", str(empty))
    assert done.returncode == 2
    assert done.stdout == ""
    assert f"move 1 (bowl {empty}) is not legal" in done.stderr
    assert "Traceback" not in done.stderr
    for bad in ("12", "x"):
        done = run_hint("--file", f"puzzles/{puzzle.id:03d}.json", "--moves", bad)
        assert done.returncode == 2 and "not a bowl 0-11" in done.stderr
    done = run_hint("--file", "puzzles/missing.json")
    assert done.returncode == 2 and "cannot be read" in done.stderr


def test_command_says_an_overflowed_attempt_has_ended(puzzles: list[Puzzle]) -> None:
    # R6.2: puzzle 10's nearest green (bowl 2) overflows bowl 4 and ends the attempt at once;
    # the answer says so and leaves no move to play, though the limit of 1 was not "used".
    puzzle = puzzles[9]
    assert not apply(puzzle.position, 2, log=False).safe
    done = run_hint("--file", "puzzles/010.json", "--moves", "2")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["ended"] == "overflow" and answer["moves_left"] == 0
    assert answer["hint"] is None and answer["undo_to"] == 0
    solved = json.loads(run_hint("--file", "puzzles/010.json", "--moves", "1").stdout)
    assert (solved["ended"], solved["moves_left"]) == ("won", 0)
    going = json.loads(run_hint("--file", "puzzles/010.json").stdout)
    assert (going["ended"], going["moves_left"]) == (None, 1)
