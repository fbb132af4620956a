"""Neon: glowing rings on a dark grid."""

from __future__ import annotations

from themes.neon.theme import NeonTheme

__all__ = ["NeonTheme"]
