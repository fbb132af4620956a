"""Resuming an attempt from its save: the moves played again from the start it names.

Apart from the save schema (``engine.modes.saves``), which every mode imports to write its
save: this module imports the modes, so the schema never has to.
"""

from __future__ import annotations

from ..board import GameError, Position
from ..goals import Goal
from ..modes.attempt import Attempt
from ..modes.daily import DailyAttempt
from ..modes.endless import EndlessAttempt
from ..modes.puzzle import PuzzleAttempt
from ..modes.saves import DailySave, EndlessSave, InvalidSave, PuzzleSave
from ..modes.source import Generated


def attempt_from_save(save: PuzzleSave | EndlessSave | DailySave) -> Attempt:
    """Resume the attempt a save describes, replaying its moves."""
    attempt: Attempt
    try:
        if isinstance(save, PuzzleSave):
            if save.practice or save.ended_by_player:
                raise InvalidSave("a puzzle save cannot be practice or ended by the player")
            position = Position.from_notation(save.bowls, save.modifiers)
            origin = save.generated
            source = (
                None if origin is None else Generated(origin.seed, origin.difficulty, origin.day)
            )
            puzzle = PuzzleAttempt(
                save.puzzle_id,
                position,
                Goal.from_json(save.goal),
                save.move_limit,
                attempt_id=save.attempt_id,
                source=source,
            )
            puzzle.hints_used = save.hints_used
            puzzle.undos = save.undos
            puzzle.hint_step = save.hint_step
            attempt = puzzle
        elif isinstance(save, EndlessSave):
            attempt = EndlessAttempt(save.seed, attempt_id=save.attempt_id)
        else:
            attempt = DailyAttempt(save.date, attempt_id=save.attempt_id)
        attempt._replay(save.moves, save.practice, save.ended_by_player)
    except (GameError, ValueError) as error:
        if isinstance(error, InvalidSave):
            raise
        raise InvalidSave(f"the {save.mode} save does not replay: {error}") from None
    return attempt
