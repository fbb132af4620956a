"""Simple: clean, flat shapes on a light background (always unlocked, R9.5)."""

from __future__ import annotations

from twelve_bowls.themes.simple.theme import SimpleTheme

__all__ = ["SimpleTheme"]
