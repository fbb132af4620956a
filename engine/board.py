"""Board values: items, modifiers and positions (R1, R10.1).

A bowl is an immutable string of item letters in queue order, oldest first: exactly the
R10.1 notation. Strings are immutable sequences of one-letter items, and they make the hot
paths (counting colours, building transposition keys) cheap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

from engine.cli_safety import shown

TYPE_CHECKING = False  # as typing's, which resolve's start does not import (mypy reads it)
if TYPE_CHECKING:
    from typing import Any, Final

BOWL_COUNT: Final = 12
BOWL_PLACES: Final = 7  # R1.4
COLOURS: Final = "RYGBP"  # R1.3: the five normal colours, in a fixed order
WILD: Final = "W"
BLOCKER: Final = "X"
ITEMS: Final = COLOURS + WILD + BLOCKER
_NOT_ITEMS: Final = str.maketrans("", "", ITEMS)  # str.translate deletes item letters


class ModifierKind(StrEnum):
    """R1.5: the three bowl modifiers; the values are the R10.1 spellings."""

    FROZEN = "frozen"
    REVERSE = "reverse"
    VOLCANO = "volcano"


# Modifier and Position are written out as a frozen slotted dataclass would generate them
# (fields, init, repr, eq, hash, no assignment): importing dataclasses costs resolve's start
# 10-20 ms (issue 17), and nothing reads them as dataclasses.


def _frozen(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"cannot assign to field {name!r}")


class Modifier:
    """A bowl modifier; ``moves_left`` is None for a permanent one (R1.5, R9.4)."""

    __slots__ = ("kind", "moves_left")
    __match_args__ = ("kind", "moves_left")
    kind: ModifierKind
    moves_left: int | None

    def __init__(self, kind: ModifierKind, moves_left: int | None = None) -> None:
        _set_kind(self, kind)
        _set_moves_left(self, moves_left)

    def __repr__(self) -> str:
        return f"Modifier(kind={self.kind!r}, moves_left={self.moves_left!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Modifier)
        return (self.kind, self.moves_left) == (other.kind, other.moves_left)

    def __hash__(self) -> int:
        return hash((self.kind, self.moves_left))

    def __reduce__(self) -> tuple[type[Modifier], tuple[ModifierKind, int | None]]:
        return Modifier, (self.kind, self.moves_left)

    __setattr__ = _frozen
    __delattr__ = _frozen


_set_kind = Modifier.__dict__["kind"].__set__
_set_moves_left = Modifier.__dict__["moves_left"].__set__


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


class Position:
    """Items of the twelve bowls plus their modifiers: everything the rules read.

    Built unchecked on the hot paths; ``from_notation`` validates input at the edge. After
    an overflow (R6.2) a bowl may legitimately hold eight or more items.
    """

    __slots__ = ("bowls", "modifiers")
    __match_args__ = ("bowls", "modifiers")
    bowls: tuple[str, ...]
    modifiers: Modifiers

    def __init__(self, bowls: tuple[str, ...], modifiers: Modifiers = NO_MODIFIERS) -> None:
        _set_bowls(self, bowls)
        _set_modifiers(self, modifiers)

    def __repr__(self) -> str:
        return f"Position(bowls={self.bowls!r}, modifiers={self.modifiers!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Position)
        return (self.bowls, self.modifiers) == (other.bowls, other.modifiers)

    def __hash__(self) -> int:
        return hash((self.bowls, self.modifiers))

    def __reduce__(self) -> tuple[type[Position], tuple[tuple[str, ...], Modifiers]]:
        return Position, (self.bowls, self.modifiers)

    __setattr__ = _frozen
    __delattr__ = _frozen

    @classmethod
    def from_notation(cls, bowls: object, modifiers: Mapping[str, Any] | None = None) -> Position:
        """Build a position from R10.1 notation, validating it (R10.2)."""
        return cls(bowls_from_notation(bowls), parse_modifiers(modifiers or {}))

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


_set_bowls = Position.__dict__["bowls"].__set__
_set_modifiers = Position.__dict__["modifiers"].__set__


def bowls_from_notation(bowls: object) -> tuple[str, ...]:
    """R10.1 bowls, validated (R10.2), as the tuple a ``Position`` holds."""
    if type(bowls) is list and len(bowls) == BOWL_COUNT and _all_items(bowls):
        return tuple(bowls)  # JSON's list of valid bowls: checked without another call
    validate_bowls(bowls)
    assert isinstance(bowls, (list, tuple))  # narrowed by validate_bowls
    return tuple(bowls)


def _all_items(bowls: list[Any] | tuple[Any, ...]) -> bool:
    """Every bowl a string of item letters, at most seven: checked in C."""
    try:
        joined = "".join(bowls)  # TypeError unless every bowl is a string
    except TypeError:
        return False
    return not joined.translate(_NOT_ITEMS) and max(map(len, bowls)) <= BOWL_PLACES


def validate_bowls(bowls: object) -> None:
    """R10.2: exactly 12 bowls, only the seven item letters, at most seven items each."""
    if not isinstance(bowls, (list, tuple)) or len(bowls) != BOWL_COUNT:
        raise InvalidPosition("'bowls' must be a list of 12 strings")
    if _all_items(bowls):  # the common case; anything else gets its message below
        return
    for index, bowl in enumerate(bowls):
        if not isinstance(bowl, str):
            raise InvalidPosition("'bowls' must be a list of 12 strings")
        for item in bowl:
            if item not in ITEMS:
                raise InvalidPosition(f"bowl {index} holds unknown item {shown(item)}")
        if len(bowl) > BOWL_PLACES:
            raise InvalidPosition(f"bowl {index} holds {len(bowl)} items, more than seven")


def check_refill(refill: Sequence[tuple[object, object]]) -> None:
    """Raise ``InvalidRefill`` unless every pair names a bowl 0-11 and one item letter."""
    for bowl, item in refill:
        if (
            # type() first: the common exact int and str skip the slower isinstance calls
            (type(bowl) is not int and (isinstance(bowl, bool) or not isinstance(bowl, int)))
            or not 0 <= bowl < BOWL_COUNT
            or (type(item) is not str and not isinstance(item, str))
            or len(item) != 1
            or item not in ITEMS
        ):
            pair = shown([bowl, item])
            raise InvalidRefill(f"refill pair {pair} is not [bowl 0-11, item letter]")


# Modifier tuples already parsed, by the notation's (bowl, kind) pairs when all are plain
# strings: equal notations share one tuple, so the fast path works its meaning out once.
_PARSED: dict[tuple[tuple[str, str], ...], Modifiers] = {}


def parse_modifiers(raw: Mapping[str, Any]) -> Modifiers:
    """R10.1 modifiers object to a 12-slot tuple; unknown bowls or kinds are invalid."""
    if type(raw) is not dict and not isinstance(raw, Mapping):  # JSON's dict: no ABC check
        raise InvalidPosition("'modifiers' must be an object from bowl number to modifier")
    if not raw:
        return NO_MODIFIERS
    pairs = tuple(raw.items())
    try:  # only pairs of plain strings are kept, and no other value equals one of them
        known = _PARSED.get(pairs)
    except TypeError:  # a value that cannot be hashed, such as a list: not a known notation
        known = None
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
