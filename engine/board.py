"""Board values: items, modifiers and positions (R1, R10.1).

A bowl is an immutable string of item letters in queue order, oldest first: exactly the
R10.1 notation. Strings are immutable sequences of one-letter items, and they make the hot
paths (counting colours, building transposition keys) cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from engine.cli_safety import shown

BOWL_COUNT: Final = 12
BOWL_PLACES: Final = 7  # R1.4
COLOURS: Final = "RYGBP"  # R1.3: the five normal colours, in a fixed order
WILD: Final = "W"
BLOCKER: Final = "X"
ITEMS: Final = COLOURS + WILD + BLOCKER
_ITEM_SET: Final = frozenset(ITEMS)


class ModifierKind(StrEnum):
    """R1.5: the three bowl modifiers; the values are the R10.1 spellings."""

    FROZEN = "frozen"
    REVERSE = "reverse"
    VOLCANO = "volcano"


@dataclass(frozen=True, slots=True)
class Modifier:
    """A bowl modifier; ``moves_left`` is None for a permanent one (R1.5, R9.4)."""

    kind: ModifierKind
    moves_left: int | None = None


class GameError(ValueError):
    """Base of the engine's errors; ``kind`` is the R10.2 error kind."""

    kind = "error"


class InvalidPosition(GameError):
    """A position that breaks R10.2's validity rules."""

    kind = "invalid_position"


class IllegalMove(GameError):
    """A move that R2.1 does not allow."""

    kind = "illegal_move"


class InvalidRefill(GameError):
    """Refill pairs that do not name a bowl 0-11 and one item letter."""

    kind = "invalid_refill"


Modifiers = tuple[Modifier | None, ...]
NO_MODIFIERS: Final[Modifiers] = (None,) * BOWL_COUNT


@dataclass(frozen=True, slots=True)
class Position:
    """Items of the twelve bowls plus their modifiers: everything the rules read.

    Built unchecked on the hot paths; ``from_notation`` validates input at the edge. After
    an overflow (R6.2) a bowl may legitimately hold eight or more items.
    """

    bowls: tuple[str, ...]
    modifiers: Modifiers = NO_MODIFIERS

    @classmethod
    def from_notation(cls, bowls: object, modifiers: Mapping[str, Any] | None = None) -> Position:
        """Build a position from R10.1 notation, validating it (R10.2)."""
        validate_bowls(bowls)
        assert isinstance(bowls, (list, tuple))  # narrowed by validate_bowls
        return cls(tuple(bowls), parse_modifiers(modifiers or {}))

    def modifier_kind(self, bowl: int) -> ModifierKind | None:
        modifier = self.modifiers[bowl]
        return modifier.kind if modifier is not None else None

    def modifiers_notation(self) -> dict[str, str]:
        """R10.1: modifiers as an object from bowl number (as a string) to its kind."""
        return {str(i): m.kind.value for i, m in enumerate(self.modifiers) if m is not None}

    def item_count(self) -> int:
        return sum(len(bowl) for bowl in self.bowls)

    def is_empty(self) -> bool:
        return not any(self.bowls)

    def colour_count(self, colour: str) -> int:
        return sum(bowl.count(colour) for bowl in self.bowls)


def validate_bowls(bowls: object) -> None:
    """R10.2: exactly 12 bowls, only the seven item letters, at most seven items each."""
    if not isinstance(bowls, (list, tuple)) or len(bowls) != BOWL_COUNT:
        raise InvalidPosition("'bowls' must be a list of 12 strings")
    # The common case, checked in C; anything else gets its message from the loop below.
    try:
        joined = "".join(bowls)  # TypeError unless every bowl is a string
    except TypeError:
        joined = None
    if joined is not None and _ITEM_SET.issuperset(joined) and max(map(len, bowls)) <= BOWL_PLACES:
        return
    for index, bowl in enumerate(bowls):
        if not isinstance(bowl, str):
            raise InvalidPosition("'bowls' must be a list of 12 strings")
        for item in bowl:
            if item not in ITEMS:
                raise InvalidPosition(f"bowl {index} holds unknown item {shown(item)}")
        if len(bowl) > BOWL_PLACES:
            raise InvalidPosition(f"bowl {index} holds {len(bowl)} items, more than seven")


# Modifier tuples already parsed, by the notation's (bowl, kind) pairs when all are plain
# strings: equal notations share one tuple, so the fast path works its meaning out once.
_PARSED: dict[tuple[tuple[str, str], ...], Modifiers] = {}


def parse_modifiers(raw: Mapping[str, Any]) -> Modifiers:
    """R10.1 modifiers object to a 12-slot tuple; unknown bowls or kinds are invalid."""
    if not isinstance(raw, Mapping):
        raise InvalidPosition("'modifiers' must be an object from bowl number to modifier")
    if not raw:
        return NO_MODIFIERS
    pairs = tuple(raw.items())
    known = _PARSED.get(pairs) if all(type(k) is str and type(v) is str for k, v in pairs) else None
    if known is not None:
        return known
    slots: list[Modifier | None] = [None] * BOWL_COUNT
    for key, value in pairs:
        try:
            bowl = int(key)
        except (TypeError, ValueError):
            raise InvalidPosition(f"modifier on unknown bowl {shown(key)}") from None
        if str(bowl) != str(key) or not 0 <= bowl < BOWL_COUNT:
            raise InvalidPosition(f"modifier on unknown bowl {shown(key)}")
        try:
            kind = ModifierKind(value)
        except (TypeError, ValueError):
            raise InvalidPosition(f"unknown modifier {shown(value)} on bowl {bowl}") from None
        slots[bowl] = Modifier(kind)
    parsed = tuple(slots)
    if all(type(k) is str and type(v) is str for k, v in pairs):
        if len(_PARSED) >= 4096:
            _PARSED.clear()
        _PARSED[pairs] = parsed
    return parsed
