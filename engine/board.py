"""Board values: items, modifiers and positions (R1, R10.1).

A bowl is an immutable string of item letters in queue order, oldest first: exactly the
R10.1 notation. Strings are immutable sequences of one-letter items, and they make the hot
paths (counting colours, building transposition keys) cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .notation import BLOCKER as BLOCKER
from .notation import BOWL_COUNT as BOWL_COUNT
from .notation import BOWL_PLACES as BOWL_PLACES
from .notation import COLOURS as COLOURS
from .notation import ITEMS as ITEMS
from .notation import NO_KINDS, Kinds, modifier_kinds
from .notation import WILD as WILD
from .notation import GameError as GameError
from .notation import IllegalMove as IllegalMove
from .notation import InvalidPosition as InvalidPosition
from .notation import InvalidRefill as InvalidRefill
from .notation import ModifierKind as ModifierKind
from .notation import bowls_from_notation as bowls_from_notation
from .notation import check_refill as check_refill
from .notation import validate_bowls as validate_bowls

TYPE_CHECKING = False  # as typing's (mypy reads it)
if TYPE_CHECKING:
    from typing import Any, Final


@dataclass(frozen=True, slots=True)
class Modifier:
    """A bowl modifier; ``moves_left`` is None for a permanent one (R1.5, R9.4)."""

    kind: ModifierKind
    moves_left: int | None = None


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


# Modifier tuples already built, by the identity of their kinds tuple (equal notations
# share one, see modifier_kinds): the entry holds the kinds, so the id cannot be reused.
_BUILT: dict[int, tuple[Kinds, Modifiers]] = {}


def parse_modifiers(raw: Mapping[str, Any]) -> Modifiers:
    """R10.1 modifiers object to a 12-slot tuple; unknown bowls or kinds are invalid."""
    kinds = modifier_kinds(raw)
    if kinds is NO_KINDS:
        return NO_MODIFIERS
    entry = _BUILT.get(id(kinds))
    if entry is not None and entry[0] is kinds:
        return entry[1]
    parsed = tuple(Modifier(kind) if kind is not None else None for kind in kinds)
    if len(_BUILT) >= 4096:
        _BUILT.clear()
    _BUILT[id(kinds)] = (kinds, parsed)
    return parsed
