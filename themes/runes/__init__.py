"""Runes: hollows carved in stone slabs, rune stones for stones."""

from __future__ import annotations

from twelve_bowls.themes.runes.theme import RunesTheme

__all__ = ["RunesTheme"]
