"""Twelve Bowls rules engine: pure, typed Python with no Qt, so that the rules run and are
tested without a display, in tools and scripts alike."""

from __future__ import annotations

import importlib

TYPE_CHECKING = False  # as typing's, which resolve's start does not import (mypy reads it)
if TYPE_CHECKING:
    from typing import Any

    from .board import (
        BLOCKER,
        BOWL_COUNT,
        BOWL_PLACES,
        COLOURS,
        ITEMS,
        WILD,
        GameError,
        IllegalMove,
        InvalidPosition,
        Modifier,
        ModifierKind,
        Position,
    )
    from .events import Event
    from .phase import Phase
    from .rules import MoveResult, apply, check_move, legal_moves

# Where each name below lives. They load on first use (PEP 562), so a screen that only
# needs ``engine.clock`` at start does not load the rules (start-up time).
_HOMES = {
    **dict.fromkeys(
        (
            "BLOCKER",
            "BOWL_COUNT",
            "BOWL_PLACES",
            "COLOURS",
            "ITEMS",
            "WILD",
            "GameError",
            "IllegalMove",
            "InvalidPosition",
            "Modifier",
            "ModifierKind",
            "Position",
        ),
        ".board",
    ),
    "Event": ".events",
    "Phase": ".phase",
    **dict.fromkeys(("MoveResult", "apply", "check_move", "legal_moves"), ".rules"),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "BLOCKER",
    "BOWL_COUNT",
    "BOWL_PLACES",
    "COLOURS",
    "ITEMS",
    "WILD",
    "Event",
    "GameError",
    "IllegalMove",
    "InvalidPosition",
    "Modifier",
    "ModifierKind",
    "MoveResult",
    "Phase",
    "Position",
    "apply",
    "check_move",
    "legal_moves",
]
