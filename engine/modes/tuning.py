"""The Endless tuning table (R8.4): every probability and duration in one place.

Probabilities are integers per mille (``engine.rng.PER_MILLE``) so that draws stay exact on
every platform. The figures behind these values are in ``docs/balance.md``
(``python -m engine.simulate`` measures them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from ..board import ModifierKind


@dataclass(frozen=True, slots=True)
class EndlessTuning:
    """Values that shape an Endless game; ``ENDLESS`` below is the one the game uses."""

    # R8.4: modifier events start once this safe move has ended ...
    events_after_move: int = 9
    # ... and refill stones may be wilds or blockers from this move's refill on.
    special_refill_from_move: int = 10
    # Chance, after each safe move from ``events_after_move`` on, that a modifier appears.
    modifier_per_mille: int = 200
    # Which modifier appears, by weight.
    modifier_weights: tuple[tuple[ModifierKind, int], ...] = (
        (ModifierKind.FROZEN, 2),
        (ModifierKind.REVERSE, 2),
        (ModifierKind.VOLCANO, 1),
    )
    # R9.4: how many safe moves a placed modifier lasts (it counts its first move).
    durations: dict[ModifierKind, int] = field(
        default_factory=lambda: {
            ModifierKind.FROZEN: 3,
            ModifierKind.REVERSE: 4,
            ModifierKind.VOLCANO: 5,
        }
    )
    # Chance that one refill stone is a wild.
    wild_per_mille: int = 50
    # Chance that one refill stone is a blocker: starts at ``blocker_start`` on the first
    # special refill and grows by ``blocker_step`` every ``blocker_every`` moves, up to
    # ``blocker_max``. The growth is what makes a long game end.
    blocker_start: int = 60
    blocker_step: int = 15
    blocker_every: int = 10
    blocker_max: int = 450

    def blocker_per_mille(self, move: int) -> int:
        """The blocker chance for each refill stone of safe move number ``move``."""
        if move < self.special_refill_from_move:
            return 0
        steps = (move - self.special_refill_from_move) // self.blocker_every
        return min(self.blocker_max, self.blocker_start + self.blocker_step * steps)


ENDLESS: Final = EndlessTuning()

DAILY_MOVES: Final = 20  # R8.5
REFILL_STONES: Final = 2  # R8.2
