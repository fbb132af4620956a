"""R3's two phases of a move, apart from the events so that the fast path loads without them."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """R3: the player phase, and the refill phase that follows a safe one (R8.2)."""

    PLAYER = "player"
    REFILL = "refill"
