"""What Endless and Daily draw from their keyed randomness (R8.1, R8.2, R8.4, R9.1).

Each function is a pure function of the seed, the safe-move number and (for events) the
board it acts on. The purposes (``"start"``, ``"refill.bowl"``, ...) are part of the key and
must never change, or old seeds would mean different games.
"""

from __future__ import annotations

from typing import Final

from ..board import BLOCKER, BOWL_COUNT, COLOURS, WILD, Modifier, ModifierKind, Position
from ..modes.tuning import REFILL_STONES, EndlessTuning
from ..rng import KeyedRandom

START_STONES_PER_BOWL: Final = 3  # R8.1
START_STONES: Final = START_STONES_PER_BOWL * BOWL_COUNT  # R8.1: 36


def start_position(random: KeyedRandom) -> Position:
    """R8.1: 36 normal stones, three per bowl, no bowl holding three of one colour.

    The stones come from a bag with seven of every colour plus one more of a drawn colour
    (so no colour is scarce), shuffled and dealt three per bowl; a deal with a matching bowl
    is shuffled again. Move number 0 keys the start.
    """
    stream = random.stream(0, "start")
    extra = stream.choice(COLOURS)
    bag = [colour for colour in COLOURS for _ in range(START_STONES // len(COLOURS))]
    bag.append(extra)
    while True:
        stream.shuffle(bag)
        bowls = tuple(
            "".join(bag[i : i + START_STONES_PER_BOWL])
            for i in range(0, START_STONES, START_STONES_PER_BOWL)
        )
        if not any(bowl.count(bowl[0]) == START_STONES_PER_BOWL for bowl in bowls):
            return Position(bowls)


def refill(
    random: KeyedRandom, move: int, tuning: EndlessTuning | None = None
) -> tuple[tuple[int, str], ...]:
    """R8.2: two refill stones for safe move number ``move``, on two different bowls.

    With ``tuning`` None (Daily, R8.5) the stones are normal colours; with Endless tuning
    they may be wilds or blockers from ``special_refill_from_move`` on (R8.4).
    """
    bowls = random.stream(move, "refill.bowl").sample(BOWL_COUNT, REFILL_STONES)
    kinds = random.stream(move, "refill.kind")
    stones: list[tuple[int, str]] = []
    special = tuning is not None and move >= tuning.special_refill_from_move
    for bowl in bowls:
        # Always the same number of reads per stone, so one stone's kind never shifts the
        # colour drawn for the next.
        roll = kinds.below(1000)
        colour = kinds.choice(COLOURS)
        if special and tuning is not None:
            wild = tuning.wild_per_mille
            if roll < wild:
                colour = WILD
            elif roll < wild + tuning.blocker_per_mille(move):
                colour = BLOCKER
        stones.append((bowl, colour))
    return tuple(stones)


def modifier_event(
    random: KeyedRandom, move: int, position: Position, tuning: EndlessTuning
) -> tuple[int, Modifier] | None:
    """R8.4: the temporary modifier that appears after safe move ``move``, if any.

    It goes on a bowl without a modifier; None when no event happens, every bowl has one,
    or a frozen modifier would leave no selectable bowl (R2.1).
    """
    if move < tuning.events_after_move:
        return None
    stream = random.stream(move, "event")
    if not stream.chance(tuning.modifier_per_mille):
        return None
    kind: ModifierKind = stream.weighted(tuning.modifier_weights)
    free = [bowl for bowl in range(BOWL_COUNT) if position.modifiers[bowl] is None]
    if not free:
        return None
    bowl = stream.choice(free)
    if kind is ModifierKind.FROZEN and not any(
        position.bowls[other] and other != bowl and position.modifier_kind(other) is not kind
        for other in range(BOWL_COUNT)
    ):
        # R8.4 says a modifier *may* appear: an event never freezes the last selectable
        # bowl, which would end the game (R8.3) by chance alone.
        return None
    return bowl, Modifier(kind, tuning.durations[kind])
