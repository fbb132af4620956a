"""What the player is told, once, when a theme fails or cannot be loaded.

Apart from the guard (``app.theming.guard``), which the registry wraps every theme in:
a notice names the theme as the registry knows it, so it imports the registry, and the
guard never has to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill
from twelve_bowls.app.theming.base import theme_name
from twelve_bowls.app.theming.registry import theme_registry


def theme_failed_notice(theme_id: str, *, active: bool) -> str:
    """What the player is told, once, when a theme failed."""
    name = next((n for t, n in _known_names() if t == theme_id), theme_id)
    if active:
        text = QCoreApplication.translate(
            "Themes",
            "The theme %1 stopped working and is turned off until Twelve Bowls is started "
            "again. The game uses Simple instead.",
        )
    else:
        text = QCoreApplication.translate(
            "Themes",
            "The theme %1 stopped working and is turned off until Twelve Bowls is started again.",
        )
    return fill(text, name)


def theme_not_loaded_notice(theme_id: str) -> str:
    """What the player is told, once, when the theme they chose could not be loaded at start
    (a plugin that fails to load, or one no longer installed): its name is unknown, so its id
    stands for it."""
    text = QCoreApplication.translate(
        "Themes",
        "The theme %1 could not be loaded. The game uses Simple instead and tries %1 again "
        "at the next start.",
    )
    return fill(text, theme_id)


def _known_names() -> list[tuple[str, str]]:
    registry = theme_registry()
    return [(theme_id, theme_name(theme)) for theme_id, theme in registry.loaded().items()]
