"""Sand: pits dug in rippled sand, pebbles for stones."""

from __future__ import annotations

from twelve_bowls.themes.sand.theme import SandTheme

__all__ = ["SandTheme"]
