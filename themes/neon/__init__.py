"""Neon: glowing rings on a dark grid."""

from __future__ import annotations

from twelve_bowls.themes.neon.theme import NeonTheme

__all__ = ["NeonTheme"]
