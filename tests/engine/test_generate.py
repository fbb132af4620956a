"""Generated puzzles (engine.generate): proven R10.3 puzzles, refused when dull, the same
from the same seed on every machine, cancellable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction

import pytest

from tests.engine.helpers import board
from twelve_bowls.engine import fast
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.generate import (
    SETTINGS,
    Difficulty,
    GeneratedPuzzle,
    GenerationCancelled,
    Refusal,
    Stage,
    Tally,
    draw,
    generate,
    goal_candidates,
    judge,
)
from twelve_bowls.engine.generated_idea import IDEA_TEXTS
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.matching import match_bowl
from twelve_bowls.engine.puzzle_code import decode
from twelve_bowls.engine.puzzle_grading import (
    decorative_parts,
    first_decorative,
    parts,
    wins_as_many,
    without_part,
)
from twelve_bowls.engine.puzzles import parse_puzzle
from twelve_bowls.engine.rng import KeyedRandom
from twelve_bowls.engine.rules import legal_moves
from twelve_bowls.engine.solve import solve

EASY = SETTINGS[Difficulty.EASY]
MEDIUM = SETTINGS[Difficulty.MEDIUM]
COMMAND = (sys.executable, "-m", "twelve_bowls.engine", "generate")
NO_SHIPPED: list[tuple[int, object, Goal]] = []

# An Easy board the generator accepts: clear to at most one item in two or three moves.
GOOD = board({1: "PPR", 3: "PW", 6: "RR"})
GOOD_GOAL = Goal(GoalType.AT_MOST, stones=1)


def check_puzzle(puzzle: GeneratedPuzzle) -> None:
    """What every generated puzzle must be (R7.1, R7.3, R10.3)."""
    settings = SETTINGS[puzzle.difficulty]
    raw = puzzle.to_json()
    # R10.3: the printed file is a puzzle a player can open; its solution first meets the
    # goal on its last move, within the limit (parse_puzzle checks that).
    loaded = parse_puzzle(json.loads(json.dumps(raw)), "generated", shipped=False)
    assert loaded.position == puzzle.position and loaded.goal == puzzle.goal
    assert loaded.moves == puzzle.limit == puzzle.optimum + settings.slack
    # The optimum is proven: no shorter line wins.
    assert solve(puzzle.position, puzzle.goal).optimum == puzzle.optimum == len(puzzle.solution)
    low, high = settings.optimum
    assert low <= puzzle.optimum <= high
    assert len(legal_moves(puzzle.position)) > 1
    # The code carries the whole puzzle.
    shared = decode(puzzle.code)
    assert (shared.position.bowls, shared.goal, shared.moves) == (
        puzzle.position.bowls,
        puzzle.goal,
        puzzle.limit,
    )
    # Help: the idea names no bowl, the bowl starts the line, the line is the solution.
    assert puzzle.hint.bowl == puzzle.solution[0]
    assert puzzle.hint.line == puzzle.solution
    assert puzzle.hint.idea and all(message in IDEA_TEXTS for message in puzzle.hint.idea)
    assert not any(ch.isdigit() for message in puzzle.hint.idea for ch in IDEA_TEXTS[message])
    # R10.3's optional texts are one sentence each, within the file format's bounds.
    assert len(raw["hint"]) <= 90 and len(raw["idea"]) <= 90  # type: ignore[arg-type]
    assert puzzle.grades.walks <= settings.max_walks
    assert len(puzzle.grades.mechanics) >= settings.min_mechanics
    assert settings.greedy_may_win or not puzzle.grades.greedy
    assert settings.two_ply_may_win or not puzzle.grades.two_ply


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_easy_puzzles_are_proven_r10_3_puzzles(seed: int) -> None:
    check_puzzle(generate(seed, Difficulty.EASY))


def test_a_medium_puzzle_is_a_proven_r10_3_puzzle() -> None:
    check_puzzle(generate(3, "medium"))


@pytest.mark.slow
@pytest.mark.parametrize("level", list(Difficulty))
@pytest.mark.parametrize("seed", range(5))
def test_every_difficulty_gives_proven_puzzles(level: Difficulty, seed: int) -> None:
    check_puzzle(generate(seed, level))


# ---------------------------------------------------------------- determinism

# Fixed seeds give fixed puzzles: the digest of each one's R10.3 content.
DIGESTS = {
    (Difficulty.EASY, 0): "b20ce8619a1fce955f352e9d7696692a891d76ca9f4ef279ee95b4cd934850c6",
    (Difficulty.EASY, 1): "e945fb5566e2f64ffe5d8756b035dd308c28c9f7fba676cb408be24f0cb961a5",
    (Difficulty.MEDIUM, 3): "8a830e89da7375ab63659b55f286734e8ae5a853db9ef91a1bba6514166ebe73",
    (Difficulty.HARD, 3): "ff972120094364495b694d932bf230fb1df5587ddcfaa261f402661395978a4b",
    (Difficulty.EXPERT, 0): "56b54f85a84a08eaaff189194f60e3f1d139e202aafc61711251704444bad060",
}


@pytest.mark.parametrize(("level", "seed"), list(DIGESTS))
def test_the_same_seed_gives_the_same_puzzle(level: Difficulty, seed: int) -> None:
    assert generate(seed, level).digest == DIGESTS[(level, seed)]


def test_the_command_prints_the_same_puzzle_whatever_the_hash_seed() -> None:
    printed = []
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [*COMMAND, "--difficulty", "easy", "--seed", "2"],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        printed.append(done.stdout)
    assert printed[0] == printed[1]
    raw = json.loads(printed[0])
    for field in ("id", "bowls", "modifiers", "goal", "moves", "solution", "hint", "difficulty"):
        assert field in raw
    assert raw["level"] == "easy"
    assert raw == generate(2, "easy").to_json()


def test_a_bad_difficulty_is_one_sentence_not_a_traceback() -> None:
    done = subprocess.run(
        [*COMMAND, "--difficulty", "insane", "--seed", "1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "invalid choice" in done.stderr


def test_different_seeds_give_different_puzzles() -> None:
    assert generate(0, "easy").digest != generate(1, "easy").digest


# ---------------------------------------------------------------- progress and cancel


def test_progress_is_reported_and_raising_from_it_cancels() -> None:
    seen: list[tuple[int, Stage, int]] = []

    def report(attempt: int, stage: Stage, states: int) -> None:
        seen.append((attempt, stage, states))

    generate(1, "easy", on_progress=report)
    assert seen and seen[0] == (0, Stage.DRAW, 0)

    def cancel(attempt: int, stage: Stage, states: int) -> None:
        raise GenerationCancelled

    with pytest.raises(GenerationCancelled):
        generate(1, "easy", on_progress=cancel)


def test_the_tally_counts_each_refused_attempt() -> None:
    tally = Tally()
    puzzle = generate(1, "easy", tally=tally)
    assert tally.attempts == sum(tally.refused.values()) + 1
    assert tally.attempts >= puzzle.attempt + 1


# ---------------------------------------------------------------- the refusals
# Each refusal fires on a board built for it; GOOD passes them all (R7.1-R7.3).


def test_the_good_board_is_accepted() -> None:
    verdict = judge(GOOD, GOOD_GOAL, EASY, shipped=NO_SHIPPED)
    assert not isinstance(verdict, Refusal)
    optimum, line, grades = verdict
    assert 2 <= optimum == len(line) <= 3
    assert grades.walks <= EASY.max_walks


def test_a_board_not_at_rest_is_refused() -> None:
    # R7.1: bowl 6 would match at once.
    assert judge(board({1: "PPR", 6: "RRR"}), GOOD_GOAL, EASY) is Refusal.NOT_AT_REST


def test_a_single_legal_first_move_is_refused() -> None:
    # R2.1: only bowl 1 holds stones, so the first move decides nothing.
    start = board({1: "RGRG"})
    assert legal_moves(start) == [1]
    assert judge(start, Goal(GoalType.COLLECT, color="R", count=2), EASY) is Refusal.ONLY_MOVE


def test_a_line_of_walks_is_refused() -> None:
    # The line walks the lone green and yellow stones into empty bowls before matching.
    start = board({0: "GYY", 5: "G", 8: "GYG"})
    assert judge(start, Goal(GoalType.AT_MOST, stones=4), EASY, shipped=NO_SHIPPED) is Refusal.WALKS
    # The same board passes the walk check when walks are allowed.
    relaxed = replace(EASY, max_walks=Fraction(1))
    assert (
        judge(start, Goal(GoalType.AT_MOST, stones=4), relaxed, shipped=NO_SHIPPED)
        is not Refusal.WALKS
    )


def test_a_puzzle_won_by_luck_is_refused() -> None:
    start = board({1: "GRG", 2: "R", 11: "GRG"}, {2: "reverse"})
    goal = Goal(GoalType.AT_MOST, stones=4)
    assert judge(start, goal, EASY, shipped=NO_SHIPPED) is Refusal.TOO_LUCKY
    assert judge(start, goal, replace(EASY, min_bits=Fraction(0))) is not Refusal.TOO_LUCKY


def test_a_line_without_mechanics_is_refused_where_they_are_asked_for() -> None:
    start = board({0: "RRBB", 2: "B", 6: "W", 10: "R"})
    goal = Goal(GoalType.AT_MOST, stones=1)
    assert judge(start, goal, MEDIUM, shipped=NO_SHIPPED) is Refusal.FEW_MECHANICS


def test_a_near_duplicate_of_a_shipped_puzzle_is_refused() -> None:
    # Two items apart (one stone more in bowl 3, one fewer in bowl 1), turned by 4 bowls.
    shipped = [(42, board({5: "PR", 7: "PWY", 10: "RR"}), GOOD_GOAL)]
    assert judge(GOOD, GOOD_GOAL, EASY, shipped=shipped) is Refusal.NEAR_DUPLICATE


def test_a_puzzle_the_greedy_player_wins_is_refused_where_it_may_not() -> None:
    # Every part matters (the removal check passes), and playing the scoring move each
    # time wins.
    start = board({0: "WRG", 9: "RRG", 10: "RR", 11: "RG"})
    goal = Goal(GoalType.AT_MOST, stones=1)
    assert judge(start, goal, MEDIUM, shipped=NO_SHIPPED) is Refusal.GREEDY_WINS
    relaxed = replace(MEDIUM, greedy_may_win=True)
    assert not isinstance(judge(start, goal, relaxed, shipped=NO_SHIPPED), Refusal)


def test_a_puzzle_the_two_ply_player_wins_is_refused_where_it_may_not() -> None:
    strict = replace(EASY, two_ply_may_win=False)
    assert judge(GOOD, GOOD_GOAL, strict, shipped=NO_SHIPPED) is Refusal.TWO_PLY_WINS


def test_a_stone_that_changes_nothing_is_refused() -> None:
    # The lone blue far from the action: removing it changes neither the optimum nor
    # the winning lines.
    decoy = board({1: "PPR", 3: "PW", 6: "RR", 9: "B"})
    assert (
        judge(decoy, Goal(GoalType.AT_MOST, stones=2), EASY, shipped=NO_SHIPPED)
        is Refusal.DECORATIVE
    )


def test_a_goal_out_of_the_difficultys_reach_is_refused() -> None:
    far = replace(EASY, optimum=(5, 6))
    assert judge(GOOD, GOOD_GOAL, far, shipped=NO_SHIPPED) is Refusal.NO_GOAL


# ---------------------------------------------------------------- the fast paths
# The generator's shortcuts must give the verdicts of the plain searches they replace.


def drawn_boards(level: Difficulty, count: int) -> list[Position]:
    """Boards the generator draws (R7.1: at rest), from fixed keys."""
    random = KeyedRandom("fast paths")
    found = []
    attempt = 0
    while len(found) < count:
        drawn = draw(random.stream(attempt, level.value), SETTINGS[level])
        attempt += 1
        if drawn is not None:
            found.append(drawn)
    return found


def test_an_expert_board_holds_items_in_as_many_bowls_as_it_asks() -> None:
    # More bowls holding items, more legal moves (R2.1): the Expert draw spreads its items.
    low, high = SETTINGS[Difficulty.EXPERT].bowls
    for start in drawn_boards(Difficulty.EXPERT, 20):
        assert low <= sum(1 for queue in start.bowls if queue) <= high


def test_only_the_moves_left_out_by_may_match_match_nothing() -> None:
    # R3.1-R3.4: a move may_match leaves out neither matches nor erupts.
    checked = 0
    # R3.3: a lone Y sown into a volcano of five makes six, which erupts without a match.
    erupting = board({0: "Y", 1: "RGBYP"}, {1: "volcano"})
    assert fast.play(erupting.bowls, fast.modifier_info(erupting.modifiers), 0)[5] == (1,)
    for start in [erupting, *drawn_boards(Difficulty.EXPERT, 12)]:
        info = fast.modifier_info(start.modifiers)
        boards = [start.bowls]
        for move in legal_moves(start):
            boards.append(fast.play(start.bowls, info, move)[0])
        for bowls in boards:
            moves = [b for b in range(12) if bowls[b] and start.modifier_kind(b) is None]
            kept = fast.may_match(bowls, info, moves)
            for move in moves:
                outcome = fast.play(bowls, info, move)
                if outcome[2] or outcome[5]:
                    assert move in kept, (bowls, move)
                    checked += 1
    assert checked > 20


def test_the_exploration_proves_what_the_solver_proves() -> None:
    # Each goal the exploration offers: the solver's optimum, first line in bowl order,
    # count of optimal winning lines and a random player's chance (R7.2, R7.3).
    offered = 0
    for level, count in ((Difficulty.MEDIUM, 3), (Difficulty.HARD, 1)):
        for start in drawn_boards(level, count):
            for goal, proven in goal_candidates(start, SETTINGS[level].optimum):
                found = solve(start, goal, max_depth=SETTINGS[level].optimum[1])
                assert (found.optimum, found.line, found.winning) == (
                    proven.optimum,
                    proven.line,
                    proven.winning,
                )
                assert found.win_chance == pytest.approx(proven.win_chance, rel=1e-9)
                offered += 1
    assert offered > 5


def test_the_removal_checks_yes_or_no_is_the_solvers_optimum_and_count() -> None:
    # wins_as_many(start, goal, d, w) asks "is the optimum d with exactly w optimal lines"
    # (R7.2, R7.3): the solver's answer, for the right count, one fewer and one more,
    # and for a depth past the optimum, on boards less one part as the removal check
    # makes them.
    answers = set()
    for level, count in ((Difficulty.MEDIUM, 3), (Difficulty.EXPERT, 2)):
        for start in drawn_boards(level, count):
            for goal, proven in goal_candidates(start, SETTINGS[level].optimum)[:3]:
                for part in parts(start)[:4]:
                    variant = without_part(start, part)
                    if any(match_bowl(queue) is not None for queue in variant.bowls):
                        continue  # R7.1: the removal check never searches such a board
                    depth = proven.optimum or 0
                    for searched in (depth, depth + 1):
                        found = solve(variant, goal, max_depth=searched)
                        for lines in {found.winning - 1, found.winning, found.winning + 1}:
                            expected = found.optimum == searched and found.winning == lines
                            assert wins_as_many(variant, goal, searched, lines) == expected, (
                                variant,
                                goal,
                                searched,
                                lines,
                            )
                            answers.add(expected)
    assert answers == {True, False}


def test_the_first_decorative_part_is_what_the_plain_check_finds() -> None:
    # The removal check's shortcuts (no search where the line visibly breaks, equal
    # variants once, untouched bowls first) give the plain check's verdict.
    cases = [
        (board({1: "PPR", 3: "PW", 6: "RR", 9: "B"}), Goal(GoalType.AT_MOST, stones=2)),
        (GOOD, GOOD_GOAL),
    ]
    for start in drawn_boards(Difficulty.EASY, 6):
        cases += [(start, goal) for goal, _ in goal_candidates(start, EASY.optimum)[:2]]
    verdicts = set()
    for start, goal in cases:
        proof = solve(start, goal)
        if proof.optimum is None:
            continue
        plain = decorative_parts(start, goal, proof.line, proof.winning)
        found = first_decorative(start, goal, proof.line, proof.winning)
        assert (found is None) == (not plain)
        assert found is None or found in plain
        verdicts.add(found is None)
    assert verdicts == {True, False}
