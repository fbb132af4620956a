"""Endless attempts (R8.1-R8.4): refill after every safe move, events from the 9th on."""

from __future__ import annotations

import secrets
from typing import ClassVar

from ..board import Modifier, Position
from ..events import Event, ModifierPlaced
from ..modes.attempt import Attempt, AttemptState, ModeId
from ..modes.draws import modifier_event, refill, start_position
from ..modes.saves import EndlessSave
from ..modes.tuning import ENDLESS, EndlessTuning
from ..rng import KeyedRandom


class EndlessAttempt(Attempt):
    """R8.3: goes on until an overflow, no selectable bowl, or End attempt."""

    mode_id: ClassVar[ModeId] = ModeId.ENDLESS
    undo_makes_practice: ClassVar[bool] = True
    player_can_end: ClassVar[bool] = True
    tuning: ClassVar[EndlessTuning] = ENDLESS

    def __init__(self, seed: str, attempt_id: str | None = None) -> None:
        self.seed = seed
        self.random = KeyedRandom(seed)
        super().__init__(AttemptState(start_position(self.random)), attempt_id)

    @staticmethod
    def new_seed() -> str:
        """A fresh seed for a new game (not itself a game draw, so not keyed)."""
        return secrets.token_hex(8)

    def again(self) -> EndlessAttempt:
        """A fresh Endless game: a new seed (restart)."""
        return EndlessAttempt(EndlessAttempt.new_seed())

    def _refill(self, move: int) -> tuple[tuple[int, str], ...]:
        return refill(self.random, move, self.tuning)

    def _between_moves(self, move: int, position: Position) -> tuple[Position, list[Event]]:
        placed = modifier_event(self.random, move, position, self.tuning)
        if placed is None:
            return position, []
        bowl, modifier = placed
        modifiers: list[Modifier | None] = list(position.modifiers)
        modifiers[bowl] = modifier
        assert modifier.moves_left is not None
        event = ModifierPlaced(bowl, modifier.kind, modifier.moves_left)
        return Position(position.bowls, tuple(modifiers)), [event]

    def _seed(self) -> str:
        return self.seed

    def to_save(self) -> EndlessSave:
        return EndlessSave(
            attempt_id=self.attempt_id,
            moves=self._played_moves(),
            practice=self.state.practice,
            ended_by_player=self._ended_by_player(),
            seed=self.seed,
        )
