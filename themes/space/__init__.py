"""Space: orbits among the stars, planets for stones."""

from __future__ import annotations

from twelve_bowls.themes.space.theme import SpaceTheme

__all__ = ["SpaceTheme"]
