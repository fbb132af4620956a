"""Ocean: scallop shells on moving water, pearls for stones."""

from __future__ import annotations

from twelve_bowls.themes.ocean.theme import OceanTheme

__all__ = ["OceanTheme"]
