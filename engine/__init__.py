"""Twelve Bowls rules engine: pure, typed Python with no Qt (STYLE practice 1)."""

from __future__ import annotations

from engine.board import (
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
from engine.events import Event, Phase
from engine.rules import MoveResult, apply, check_move, legal_moves

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
