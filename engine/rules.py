"""One move under the rules R2-R6: ``apply(position, move) -> MoveResult``.

The animated game gets an event log; the solver, previews and the resolve interface take
the fast path (``log=False``, ``engine/fast.py``): the same rules without events, held to
identical results by the property tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from . import fast
from .board import (
    BLOCKER,
    BOWL_COUNT,
    BOWL_PLACES,
    COLOURS,
    IllegalMove,
    ModifierKind,
    Position,
    check_refill,
)
from .cli_safety import shown
from .events import (
    BlockersRemoved,
    Erupted,
    Event,
    Lifted,
    Matched,
    Overflowed,
    PerfectClear,
    Phase,
    PhaseStarted,
    Refilled,
    Scored,
    Sown,
    StepStarted,
)
from .matching import MatchGroup as MatchGroup
from .matching import match_bowl as match_bowl

POINTS_PER_STONE: Final = 10  # R5.1
MAX_MULTIPLIER: Final = 4  # R5.3
PERFECT_CLEAR_POINTS: Final = 100  # R5.4
VOLCANO_READY_AT: Final = 6  # R3.3
OVERFLOW_AT: Final = BOWL_PLACES + 1  # R6.2

Refill = Sequence[tuple[int, str]]


@dataclass(frozen=True, slots=True)
class MoveResult:
    """The position after a move plus its totals (R10.2) and, when asked, its events.

    ``position`` is the board after the move, or after the player phase if that overflowed.
    ``collected`` counts normal stones removed by matches per colour (in ``COLOURS`` order)
    over the phases whose points count (R7.2 ``collect``).
    """

    position: Position
    points: int
    combo: int
    perfect_clear: bool
    overflow: Phase | None
    erupted: tuple[int, ...]
    collected: tuple[int, ...]
    events: tuple[Event, ...] = ()

    @property
    def safe(self) -> bool:
        """R6.4: every phase resolved without overflow."""
        return self.overflow is None


def legal_moves(position: Position) -> list[int]:
    """R2.1: bowls that are non-empty and not frozen, in increasing order."""
    return [
        bowl
        for bowl in range(BOWL_COUNT)
        if position.bowls[bowl] and position.modifier_kind(bowl) is not ModifierKind.FROZEN
    ]


def check_move(position: Position, move: object) -> int:
    """Return ``move`` as a bowl number if R2.1 allows it, else raise ``IllegalMove``."""
    if isinstance(move, bool) or not isinstance(move, int):
        raise IllegalMove(f"move {shown(move)} is not a bowl number")
    if not 0 <= move < BOWL_COUNT:
        raise IllegalMove(f"bowl {shown(move)} does not exist")
    if not position.bowls[move]:
        raise IllegalMove(f"bowl {move} is empty")
    if position.modifier_kind(move) is ModifierKind.FROZEN:
        raise IllegalMove(f"bowl {move} is frozen")
    return move


def apply(position: Position, move: object, refill: Refill = (), *, log: bool = True) -> MoveResult:
    """Play ``move`` on ``position`` (R2), resolve it (R3-R6), then the refill if safe.

    ``refill`` is the exact list of ``(bowl, item)`` pairs appended after a safe player
    phase (R8.2); modes draw it, this function only applies it.
    """
    if log:
        source = check_move(position, move)
        check_refill(refill)
        return _Move(position).play(source, refill)
    bowls = position.bowls
    info = fast.modifier_info(position.modifiers)
    if (
        type(move) is int  # not bool (R2.1 names bowls by number)
        and 0 <= move < BOWL_COUNT
        and bowls[move]
        and not info[2] >> move & 1  # frozen
    ):
        source = move
    else:
        source = check_move(position, move)  # raises the IllegalMove that says why
    if refill:
        check_refill(refill)
    after, points, combo, perfect, overflow, erupted, collected = fast.play(
        bowls, info, source, refill
    )
    return MoveResult(
        Position(after, position.modifiers), points, combo, perfect, overflow, erupted, collected
    )


class _Move:
    """Mutable scratch state for resolving one move; never escapes ``apply``."""

    __slots__ = ("bowls", "collected", "erupted", "events", "kinds", "modifiers", "volcanoes")

    def __init__(self, position: Position) -> None:
        self.bowls = list(position.bowls)
        self.modifiers = position.modifiers
        self.kinds = [m.kind if m is not None else None for m in position.modifiers]
        self.volcanoes = [i for i, kind in enumerate(self.kinds) if kind is ModifierKind.VOLCANO]
        self.events: list[Event] = []  # the animated game's log (the fast path has none)
        self.erupted: set[int] = set()  # R3.3: across both phases of the move
        self.collected = [0] * len(COLOURS)

    def play(self, source: int, refill: Refill) -> MoveResult:
        events = self.events
        bowls = self.bowls
        events.append(PhaseStarted(Phase.PLAYER))
        hand = bowls[source]
        bowls[source] = ""
        events.append(Lifted(source, hand))
        step = -1 if self.kinds[source] is ModifierKind.REVERSE else 1  # R2.3
        self._sow(source, hand, step)
        # R3.4: the first round looks at the whole board, not only where stones landed.
        removed, matched_bowls, collected = self._resolve(Phase.PLAYER, range(BOWL_COUNT))
        combo = len(matched_bowls)  # R5.2
        overflowing = self._overflowing()
        if overflowing:
            return self._finish(Phase.PLAYER, overflowing, points=0, combo=combo, perfect=False)
        multiplier = min(combo, MAX_MULTIPLIER) if combo else 1
        points = POINTS_PER_STONE * removed * multiplier  # R5.3
        self._collect(collected)
        if removed:
            events.append(Scored(Phase.PLAYER, removed, combo, multiplier, points))
        perfect = not any(bowls)  # R5.4
        if perfect:
            points += PERFECT_CLEAR_POINTS
            events.append(PerfectClear(PERFECT_CLEAR_POINTS))
        if not refill:
            return self._finish(None, (), points=points, combo=combo, perfect=perfect)
        events.append(PhaseStarted(Phase.REFILL))
        for bowl, item in refill:
            bowls[bowl] += item
            events.append(Refilled(bowl, item))
        # Only refilled bowls can have changed since the player phase settled.
        removed, _, collected = self._resolve(Phase.REFILL, {bowl for bowl, _ in refill})
        overflowing = self._overflowing()
        if overflowing:  # R5.6: the refill's points are lost, the player phase's stay
            return self._finish(
                Phase.REFILL, overflowing, points=points, combo=combo, perfect=perfect
            )
        refill_points = POINTS_PER_STONE * removed  # R5.5
        self._collect(collected)
        if removed:
            events.append(Scored(Phase.REFILL, removed, 0, 1, refill_points))
        return self._finish(None, (), points=points + refill_points, combo=combo, perfect=perfect)

    def _finish(
        self,
        overflow: Phase | None,
        overflowing: tuple[int, ...],
        *,
        points: int,
        combo: int,
        perfect: bool,
    ) -> MoveResult:
        if overflow is not None:
            self.events.append(Overflowed(overflow, overflowing))
        return MoveResult(
            position=Position(tuple(self.bowls), self.modifiers),
            points=points,
            combo=combo,
            perfect_clear=perfect,
            overflow=overflow,
            erupted=tuple(sorted(self.erupted)),
            collected=tuple(self.collected),
            events=tuple(self.events),
        )

    def _collect(self, collected: list[int]) -> None:
        for index, count in enumerate(collected):
            self.collected[index] += count

    def _overflowing(self) -> tuple[int, ...]:
        """R6.1: capacity is checked once, when the phase has resolved."""
        return tuple(i for i, bowl in enumerate(self.bowls) if len(bowl) >= OVERFLOW_AT)

    def _sow(self, source: int, hand: str, step: int) -> None:
        """R2.3: the k-th item of the hand goes to bowl (source + step*k) mod 12."""
        bowls = self.bowls
        events = self.events
        target = source
        for item in hand:
            target = (target + step) % BOWL_COUNT
            bowls[target] += item
            events.append(Sown(source, target, item, step > 0))

    def _resolve(self, phase: Phase, dirty: Iterable[int]) -> tuple[int, set[int], list[int]]:
        """R3: matches, blockers, volcanoes, repeated while volcanoes erupt.

        ``dirty`` holds the bowls that may have changed since the board last settled.
        Returns the items removed by matches, the bowls that matched, and the normal
        stones removed per colour.
        """
        bowls = self.bowls
        events = self.events
        removed = 0
        matched_bowls: set[int] = set()
        collected = [0] * len(COLOURS)
        candidates = sorted(dirty)
        round_number = 0
        while True:
            round_number += 1
            events.append(StepStarted(phase, round_number))
            # R3.1: every bowl at once; a bowl's result depends only on its own queue.
            matched_now: list[int] = []
            for bowl in candidates:
                queue = bowls[bowl]
                if len(queue) < 3:
                    continue
                outcome = match_bowl(queue)
                if outcome is None:
                    continue
                remaining, groups = outcome
                bowls[bowl] = remaining
                matched_now.append(bowl)
                for colour, positions, stones, wilds in groups:
                    removed += stones + wilds
                    collected[COLOURS.index(colour)] += stones
                    base = POINTS_PER_STONE * (stones + wilds)  # R5.1
                    events.append(Matched(phase, bowl, colour, positions, stones, wilds, base))
            matched_bowls.update(matched_now)
            # R3.2: blockers next to a bowl that matched in this step.
            for bowl in _neighbours_of(matched_now):
                queue = bowls[bowl]
                if BLOCKER in queue:
                    positions = tuple(i for i, item in enumerate(queue) if item == BLOCKER)
                    events.append(BlockersRemoved(bowl, positions))
                    bowls[bowl] = queue.replace(BLOCKER, "")
            # R3.3: all ready volcanoes lift first, then sow in increasing bowl order.
            ready = [
                bowl
                for bowl in self.volcanoes
                if len(bowls[bowl]) >= VOLCANO_READY_AT and bowl not in self.erupted
            ]
            if not ready:
                return removed, matched_bowls, collected
            hands = []
            for bowl in ready:
                hands.append(bowls[bowl])
                events.append(Erupted(bowl, bowls[bowl]))
                bowls[bowl] = ""
                self.erupted.add(bowl)
            touched: set[int] = set()
            for bowl, hand in zip(ready, hands, strict=True):
                self._sow(bowl, hand, 1)
                touched.update((bowl + k) % BOWL_COUNT for k in range(1, len(hand) + 1))
            candidates = sorted(touched)  # R3.4: back to R3.1


def _neighbours_of(bowls: list[int]) -> list[int]:
    found = set()
    for bowl in bowls:
        found.add((bowl - 1) % BOWL_COUNT)
        found.add((bowl + 1) % BOWL_COUNT)
    return sorted(found)
