"""Typed records of what happened during a move, in the order it happened.

The engine knows nothing about time: a view animates these one after another and decides
how long each takes. Bowl numbers are 0-11; queue positions are 0-based indices into the
bowl as it stood just before the event.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import ModifierKind
from .phase import Phase as Phase  # the events name it; defined apart for the fast path


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    phase: Phase


@dataclass(frozen=True, slots=True)
class Lifted:
    """R2.2: the source bowl's whole queue goes into the hand."""

    bowl: int
    items: str


@dataclass(frozen=True, slots=True)
class Sown:
    """R2.3 / R3.3: one item of a hand delivered to the end of a bowl's queue.

    ``clockwise`` is the way the hand travels: R2.3 (counter-clockwise from a reverse
    bowl), always clockwise for a volcano (R3.3).
    """

    source: int
    target: int
    item: str
    clockwise: bool


@dataclass(frozen=True, slots=True)
class StepStarted:
    """R3.1: a new round of the resolve loop begins (1 for the first)."""

    phase: Phase
    step: int


@dataclass(frozen=True, slots=True)
class Matched:
    """R4: one colour group leaving a bowl; ``wilds`` > 0 means wild-completed."""

    phase: Phase
    bowl: int
    colour: str
    positions: tuple[int, ...]
    stones: int
    wilds: int
    points: int  # R5.1: the group's base points, before any multiplier (R5.3)

    @property
    def natural(self) -> bool:
        return self.wilds == 0


@dataclass(frozen=True, slots=True)
class BlockersRemoved:
    """R3.2: blockers next to a matching bowl leave."""

    bowl: int
    positions: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Erupted:
    """R3.3: a ready volcano lifts its queue into its hand.

    All volcanoes ready in one round are lifted (one event each) before any of them sows;
    the Sown events with each volcano as source follow, in increasing bowl order.
    """

    bowl: int
    hand: str


@dataclass(frozen=True, slots=True)
class Refilled:
    """R8.2: a refill stone appended to a bowl."""

    bowl: int
    item: str


@dataclass(frozen=True, slots=True)
class Scored:
    """R5.3 / R5.5: the points of a safe phase, with the multiplier applied."""

    phase: Phase
    removed: int
    combo: int
    multiplier: int
    points: int


@dataclass(frozen=True, slots=True)
class PerfectClear:
    """R5.4: the board is empty after a safe player phase."""

    points: int


@dataclass(frozen=True, slots=True)
class Overflowed:
    """R6.2: the phase ended with these bowls holding eight or more items."""

    phase: Phase
    bowls: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ModifierExpired:
    """R9.4: a temporary modifier reached zero moves left after a safe move and left."""

    bowl: int
    kind: ModifierKind


@dataclass(frozen=True, slots=True)
class ModifierPlaced:
    """R8.4: an Endless event put a temporary modifier on a bowl between moves."""

    bowl: int
    kind: ModifierKind
    moves_left: int


Event = (
    PhaseStarted
    | Lifted
    | Sown
    | StepStarted
    | Matched
    | BlockersRemoved
    | Erupted
    | Refilled
    | Scored
    | PerfectClear
    | Overflowed
    | ModifierExpired
    | ModifierPlaced
)
