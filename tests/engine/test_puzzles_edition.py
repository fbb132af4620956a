"""The second edition of the puzzles: every mechanic on a board matters, the lesson
track teaches what it says, goals vary and late puzzles ask for real decisions.

The whole-set proofs (ablation over all 100 with the exhaustive search, greedy play, bits
per move) are slow-marked (``pytest -m slow``); the lessons are small enough to prove in the
default run.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from pathlib import Path

import pytest

from tests.engine.helpers import load_tool
from twelve_bowls.engine.goals import GoalType
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles

ROOT = Path(__file__).resolve().parents[2]


pm = load_tool("puzzle_measures")

# Where each lesson stands; a lesson shows its mechanic alone (with what came before).
REMOVABLE_LESSONS = {"wild": 11, "blocker": 14, "reverse": 17, "frozen": 21, "volcano": 25}
# Mechanics that only add options (removing them can never make a win impossible) are
# taught by changing the winning lines; the rest cannot be won without them.
RESTRICTING = {"frozen", "blocker"}
PLAY_LESSONS = {
    "two_wilds": 12,
    "chain": 27,
    "combo3": 28,
    "combo4": 29,
    "twin_eruption": 30,
    "untouched_eruption": 31,
}
OVERFLOW_LESSON = 10


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return load_puzzles()


@pytest.fixture(scope="module")
def measured(puzzles: list[Puzzle]) -> list[object]:
    return [pm.measure(p) for p in puzzles]


@pytest.mark.parametrize(("mechanic", "number"), sorted(REMOVABLE_LESSONS.items()))
def test_each_mechanic_lesson_needs_its_mechanic(
    puzzles: list[Puzzle], mechanic: str, number: int
) -> None:
    puzzle = puzzles[number - 1]
    assert pm.board_mechanics(puzzle.position) == [mechanic]  # alone
    base = pm.search(puzzle.position, puzzle.goal, puzzle.moves)
    other = pm.search(pm.without(puzzle.position, mechanic), puzzle.goal, puzzle.moves)
    if mechanic in RESTRICTING:
        assert other.lines != base.lines  # without it, the board plays differently
        assert other.lines > base.lines or other.optimum != base.optimum
    else:
        assert other.optimum is None  # cannot be won without it


@pytest.mark.parametrize(("feature", "number"), sorted(PLAY_LESSONS.items()))
def test_each_play_lesson_is_won_only_by_what_it_teaches(
    puzzles: list[Puzzle], feature: str, number: int
) -> None:
    puzzle = puzzles[number - 1]
    found = pm.search(puzzle.position, puzzle.goal, puzzle.moves)
    assert found.lines and not found.truncated
    for line in found.lines:
        assert feature in pm.line_features(puzzle.position, line), line
    assert len(puzzle.solution) <= 2
    # The mechanic behind it is needed too: no wilds, no volcano, no win.
    needed = {"two_wilds": "wild", "chain": "volcano", "twin_eruption": "volcano"}
    if feature in needed or feature == "untouched_eruption":
        mechanic = needed.get(feature, "volcano")
        without = pm.without(puzzle.position, mechanic)
        assert pm.search(without, puzzle.goal, puzzle.moves).optimum is None


def test_the_overflow_lesson_tempts_with_an_overflowing_match(puzzles: list[Puzzle]) -> None:
    # R6.2: the attempt ends at once; the lesson's nearest, obvious move is the trap.
    puzzle = puzzles[OVERFLOW_LESSON - 1]
    assert pm.tempting_overflow(puzzle)
    found = pm.search(puzzle.position, puzzle.goal, puzzle.moves)
    assert found.tight > 0 and found.optimum == puzzle.moves


def test_combo_goals_reach_three_and_four(puzzles: list[Puzzle]) -> None:
    combos = [p.goal.size for p in puzzles if p.goal.type is GoalType.COMBO]
    assert sum(1 for size in combos if size is not None and size >= 3) >= 4
    assert 4 in combos


def test_score_and_collect_targets_spread_after_the_lessons(puzzles: list[Puzzle]) -> None:
    # The lessons (1-31) teach with the simplest target; after them no score or collect
    # target may stand for more than half of its goals.
    rest = puzzles[31:]
    for kind, field in ((GoalType.SCORE, "points"), (GoalType.COLLECT, "count")):
        values = Counter(getattr(p.goal, field) for p in rest if p.goal.type is kind)
        assert len(values) >= 3, (kind, values)
        assert values.most_common(1)[0][1] <= sum(values.values()) / 2, (kind, values)


# "Start with bowl 4", "Begin with the reverse bowl": a hint that names the first move.
FIRST_MOVE = re.compile(
    r"\b(?:start|begin) (?:with|from) (?:bowl (\d+)|the (reverse|volcano|frozen) bowl)", re.I
)


def named_first_moves(puzzle: Puzzle) -> set[int] | None:
    """The bowls a hint names as the first move, or None if it names none."""
    named = FIRST_MOVE.search(puzzle.hint)
    if named is None:
        return None
    if named.group(1) is not None:
        return {int(named.group(1))}
    kind = named.group(2)
    return {b for b in range(12) if (m := puzzle.position.modifier_kind(b)) and m.value == kind}


@pytest.mark.parametrize("number", range(1, 32))
def test_early_hints_naming_a_first_move_name_a_winning_one(
    puzzles: list[Puzzle], number: int
) -> None:
    check_first_move_hint(puzzles[number - 1])


def check_first_move_hint(puzzle: Puzzle) -> None:
    named = named_first_moves(puzzle)
    if named is None:
        return
    lines = pm.search(puzzle.position, puzzle.goal, puzzle.moves).lines
    assert named & {line[0] for line in lines}, (puzzle.id, puzzle.hint)


def test_the_hint_check_reads_what_hints_say(puzzles: list[Puzzle]) -> None:
    from dataclasses import replace

    puzzle = puzzles[16]  # a reverse bowl on the board
    reverse = {b for b in range(12) if puzzle.position.modifier_kind(b) is not None}
    assert named_first_moves(replace(puzzle, hint="Start with bowl 4, then...")) == {4}
    assert named_first_moves(replace(puzzle, hint="Begin with the reverse bowl.")) == reverse
    assert named_first_moves(replace(puzzle, hint="Finish the reds first.")) is None


def test_the_measures_tool_counts_what_the_solver_counts(puzzles: list[Puzzle]) -> None:
    from twelve_bowls.engine.solve import solve

    for number in (1, 4, 10, 22, 28, 31, 40):
        puzzle = puzzles[number - 1]
        found = pm.search(puzzle.position, puzzle.goal, puzzle.moves)
        proof = solve(puzzle.position, puzzle.goal)
        assert (found.optimum, found.count) == (proof.optimum, proof.winning)
        assert len(found.lines) == found.count


@pytest.mark.slow
def test_every_mechanic_on_every_board_matters(measured: list[object]) -> None:
    # Ablation over all 100: removing each modifier kind, all wilds or all
    # blockers changes the optimum or the set of winning lines within the limit.
    decorative = [(m.puzzle.id, m.decorative) for m in measured if m.decorative]  # type: ignore[attr-defined]
    assert decorative == []


@pytest.mark.slow
def test_capacity_matters_in_at_least_eight_puzzles(measured: list[object]) -> None:
    tight = [m.puzzle.id for m in measured if m.capacity_matters]  # type: ignore[attr-defined]
    assert len(tight) >= 8, tight


@pytest.mark.slow
def test_late_puzzles_are_harder_per_decision(measured: list[object]) -> None:
    late = [m.bits for m in measured if m.puzzle.id >= 71]  # type: ignore[attr-defined]
    assert statistics.median(late) >= 2.2
    not_greedy = [m for m in measured if m.puzzle.id >= 51 and not m.greedy]  # type: ignore[attr-defined]
    assert len(not_greedy) >= 30


@pytest.mark.slow
def test_every_hint_naming_a_first_move_names_a_winning_one(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        check_first_move_hint(puzzle)
