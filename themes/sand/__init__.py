"""Sand: pits dug in rippled sand, pebbles for stones."""

from __future__ import annotations

from themes.sand.theme import SandTheme

__all__ = ["SandTheme"]
