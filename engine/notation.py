"""R10.1 notation checked (R10.2): item letters, modifier kinds, errors, without the
board's classes, so that ``python -m engine resolve`` starts without loading dataclasses.

``engine.board`` re-exports every name here; import them from there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

from .cli_safety import shown

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


# A bowl's modifier kind, or None, for the twelve bowls.
Kinds = tuple[ModifierKind | None, ...]
NO_KINDS: Final[Kinds] = (None,) * BOWL_COUNT


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


# Kinds already parsed, by the notation's (bowl, kind) pairs when all are plain strings:
# equal notations share one tuple, so the fast path works its meaning out once.
_PARSED: dict[tuple[tuple[str, str], ...], Kinds] = {}


def modifier_kinds(raw: Mapping[str, Any]) -> Kinds:
    """R10.1 modifiers object to the 12 bowls' kinds; unknown bowls or kinds are invalid."""
    if type(raw) is not dict and not isinstance(raw, Mapping):  # JSON's dict: no ABC check
        raise InvalidPosition("'modifiers' must be an object from bowl number to modifier")
    if not raw:
        return NO_KINDS
    pairs = tuple(raw.items())
    try:  # only pairs of plain strings are kept, and no other value equals one of them
        known = _PARSED.get(pairs)
    except TypeError:  # a value that cannot be hashed, such as a list: not a known notation
        known = None
    if known is not None:
        return known
    slots: list[ModifierKind | None] = [None] * BOWL_COUNT
    for key, value in pairs:
        try:
            bowl = int(key)
        except (TypeError, ValueError):
            raise InvalidPosition(f"modifier on unknown bowl {shown(key)}") from None
        if str(bowl) != str(key) or not 0 <= bowl < BOWL_COUNT:
            raise InvalidPosition(f"modifier on unknown bowl {shown(key)}")
        try:
            slots[bowl] = ModifierKind(value)
        except (TypeError, ValueError):
            raise InvalidPosition(f"unknown modifier {shown(value)} on bowl {bowl}") from None
    kinds = tuple(slots)
    if all(type(k) is str and type(v) is str for k, v in pairs):
        if len(_PARSED) >= 4096:
            _PARSED.clear()
        _PARSED[pairs] = kinds
    return kinds
