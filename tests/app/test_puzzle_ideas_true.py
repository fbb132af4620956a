"""The first help step's idea is true of the puzzle's line (from puzzle 31 on).

An idea that speaks of a mechanic the line never uses misleads: puzzle 53's goal is a
score, and the idea worked out from the goal spoke of combos while its line makes none.
Each idea (the file's own, else ``derived_idea``) may name a mechanic only if the stored
solution uses it (``tools/puzzle_measures.idea``; a combo is a move matching in two or
more bowls, R5.2), and the worked-out idea for one colour ("let the other colours wait")
only fits a line that matches no other colour.
"""

from __future__ import annotations

import re

import pytest

from tests.engine.helpers import load_tool
from twelve_bowls.app.midend.puzzle_idea import derived_idea
from twelve_bowls.engine.events import Matched
from twelve_bowls.engine.goals import GoalType
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles
from twelve_bowls.engine.rules import apply

pm = load_tool("puzzle_measures")

FIRST = 31  # 1-30 are lessons: their idea is the mechanic they teach
PUZZLES = {p.id: p for p in load_puzzles()}
# What a sentence names, and the line's mechanic that makes it true.
NAMED = {
    "combo": r"combo|at once|several bowls|one sowing|same sowing",
    "wild": r"\bwilds?\b",
    "blocker": r"blocker",
    "eruption": r"volcano|erupt",
    "reverse": r"reverse|counter-clockwise",
    "frozen": r"frozen|\bice\b",
}


def _line_facts(puzzle: Puzzle) -> tuple[set[str], set[str]]:
    used = set(pm.idea(puzzle).used)
    colours: set[str] = set()
    board = puzzle.position
    for move in puzzle.solution:
        result = apply(board, move, log=True)
        if result.combo >= 2:
            used.add("combo")
        colours |= {e.colour for e in result.events if isinstance(e, Matched)}
        board = result.position
    return used, colours


def _cases() -> list[object]:
    return [n for n in sorted(PUZZLES) if n >= FIRST]


@pytest.mark.parametrize("number", _cases())
def test_the_idea_names_only_what_the_line_uses(number: int) -> None:
    puzzle = PUZZLES[number]
    idea = puzzle.idea or derived_idea(puzzle.goal, puzzle.position)
    used, colours = _line_facts(puzzle)
    named = {name for name, pattern in NAMED.items() if re.search(pattern, idea, re.IGNORECASE)}
    assert named <= used, (idea, sorted(used))
    if not puzzle.idea and puzzle.goal.type is GoalType.CLEAR_COLOR:
        assert colours <= {puzzle.goal.color}, (idea, sorted(colours))


def test_the_check_catches_an_idea_that_names_a_missing_mechanic() -> None:
    # Puzzle 53 as it was: a score goal with no idea of its own, whose line has no combo.
    before = PUZZLES[53]
    idea = derived_idea(before.goal, before.position)
    used, _ = _line_facts(before)
    assert re.search(NAMED["combo"], idea) and "combo" not in used


def test_the_lesson_subtitles_name_no_bowl_to_play() -> None:
    # 1-30 show their hint from the start (puzzle_info.hint_shown_at_start): it teaches
    # the rule; naming a bowl ("bring it the blue from bowl 2") hands over the answer.
    lessons = [p for p in PUZZLES.values() if p.id < FIRST]
    assert not [p.id for p in lessons if re.search(r"\bbowl \d", p.hint)]
