"""Garden: terracotta pots on a lawn, seeds for stones, leaves around."""

from __future__ import annotations

from twelve_bowls.themes.garden.theme import GardenTheme

__all__ = ["GardenTheme"]
