"""The first help step's idea is true of the puzzle's line: a sentence about a combo, an
eruption, a blocker, a wild, a reverse or a frozen bowl only where the stored solution
uses it (puzzle 53's idea spoke of combos; its line makes none)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from twelve_bowls.app import i18n
from twelve_bowls.app.midend.puzzle_idea import derived_idea, line_uses, puzzle_idea
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import PuzzleAttempt

# Each sentence the idea may hold, and what the line must do for it to be said.
NEEDS = {
    "several bowls at once is worth": "combo",  # R5.3
    "volcano": "eruption",
    "blocker": "blocker",
    "wild completes": "wild",
    "reverse bowl": "reverse",
    "frozen bowl": "frozen",
}


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    i18n.set_language("en")


@pytest.mark.parametrize("puzzle", puzzles.load_puzzles(), ids=lambda p: f"puzzle-{p.id}")
def test_the_idea_names_only_what_the_line_does(puzzle: puzzles.Puzzle) -> None:
    idea = puzzle_idea(PuzzleAttempt.from_puzzle(puzzle))
    if puzzle.idea:  # the file's own words (a sentence its author checked)
        assert idea == QCoreApplication.translate("Puzzles", puzzle.idea)
        return
    uses = line_uses(puzzle.goal, puzzle.position, puzzle.moves, puzzle.solution)
    assert uses is not None
    for words, need in NEEDS.items():
        if words in idea:
            assert getattr(uses, need), (words, idea)


def test_a_score_puzzle_without_a_combo_in_its_line_is_not_told_about_combos() -> None:
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[52])
    assert puzzle.id == 53
    uses = line_uses(puzzle.goal, puzzle.position, puzzle.moves, puzzle.solution)
    assert uses is not None and not uses.combo and uses.wild
    idea = derived_idea(puzzle.goal, puzzle.position, uses)
    assert "combo" not in idea and idea.startswith("Groups score one at a time")
    assert "wild" in idea
