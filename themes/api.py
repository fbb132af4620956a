"""The theme plugin API: the one module a theme plugin imports from the game.

``from twelve_bowls.themes import api`` gives a plugin everything it needs: the base classes
(``Theme``, ``CachedTheme``), the colours of the chrome (``ChromePalette``), the keys the
board asks a theme to paint, the reference colours of the five stones (R1.3) and the vector
helpers the built-in themes draw with (``api.drawing``). Anything else in the game is
internal and may change in any release.

The API has a version. A theme states the version it was written for as the class attribute
``api_version``; the game loads a theme whose version it supports and refuses any other
with a sentence in the themes gallery's list of unavailable themes, so a plugin written for
a later game never crashes an earlier one. A theme without ``api_version`` was written
before versions were declared, which is version 1.

Version 1 (this game): everything in ``__all__`` below, as documented in
``themes/README.md``.

A theme that is only pictures needs none of this: a folder with a ``theme.json`` and SVG
files (a data theme, ``themes/README.md``) declares ``api_version`` in its manifest and is
drawn by the game's own painter. This module is for themes that need code.
"""

from __future__ import annotations

from twelve_bowls.app.theming import drawing
from twelve_bowls.app.theming.base import (
    ALL_KEYS,
    API_VERSION,
    BOWL_KEYS,
    DEFAULT_STONE_COLOURS,
    HIGHLIGHT_KEYS,
    MARK_KEYS,
    MODIFIER_KEYS,
    NORMAL_COLOURS,
    STONE_KEYS,
    SUPPORTED_API_VERSIONS,
    ChromePalette,
    Theme,
    ThemeContractError,
    check_theme,
    modifier_key,
    stone_key,
)
from twelve_bowls.app.theming.cached import CachedTheme

__all__ = [
    "ALL_KEYS",
    "API_VERSION",
    "BOWL_KEYS",
    "DEFAULT_STONE_COLOURS",
    "HIGHLIGHT_KEYS",
    "MARK_KEYS",
    "MODIFIER_KEYS",
    "NORMAL_COLOURS",
    "STONE_KEYS",
    "SUPPORTED_API_VERSIONS",
    "CachedTheme",
    "ChromePalette",
    "Theme",
    "ThemeContractError",
    "check_theme",
    "drawing",
    "modifier_key",
    "stone_key",
]
