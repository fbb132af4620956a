"""A puzzle save is what it claims: the shipped puzzle of its number, board, goal and move
limit alike (``engine.modes.saves.check_save_claims``); any one of them changed makes it
an invalid save, so no edited file can claim a puzzle solved."""

from __future__ import annotations

import pytest

from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import InvalidSave, PuzzleAttempt
from twelve_bowls.engine.modes.saves import PuzzleSave, check_save_claims
from twelve_bowls.engine.puzzles import load_puzzle, puzzle_paths


def shipped_save(number: int) -> PuzzleSave:
    puzzle = load_puzzle(puzzle_paths()[number - 1])
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    attempt.play(puzzle.solution[0])
    return attempt.to_save()


def test_the_shipped_puzzles_own_save_passes() -> None:
    check_save_claims(shipped_save(7), "puzzle")


def test_a_save_of_another_mode_than_its_file_is_refused() -> None:
    with pytest.raises(InvalidSave, match="holds a puzzle save"):
        check_save_claims(shipped_save(7), "endless")


@pytest.mark.parametrize("changed", ["goal", "move_limit", "bowls"])
def test_a_save_differing_from_its_shipped_puzzle_in_one_thing_is_refused(changed: str) -> None:
    save = shipped_save(7)
    other = {"goal": shipped_save(8).goal, "move_limit": save.move_limit + 1}.get(
        changed, shipped_save(8).bowls
    )
    assert getattr(save, changed) != other  # the change is a real one
    edited = save.model_copy(update={changed: other})
    with pytest.raises(InvalidSave, match="not the shipped puzzle 7"):
        check_save_claims(edited, "puzzle")


def test_an_easier_goal_on_the_same_board_is_refused() -> None:  # R7.3
    save = shipped_save(7)
    easier = Goal(GoalType.SCORE, points=1).to_json()
    assert easier != save.goal
    with pytest.raises(InvalidSave, match="not the shipped puzzle 7"):
        check_save_claims(save.model_copy(update={"goal": easier}), "puzzle")
