"""What the player reads of an achievement and of a theme it unlocks: their translated
titles and descriptions (the engine has only the ids). The Records screen lists them; the
game's result panel names what a result earned.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.base import theme_name
from twelve_bowls.engine.achievements import Achievement

# Title and one-line description of each achievement id (the engine has only the ids).
ACHIEVEMENT_TEXTS: dict[str, tuple[str, str]] = {
    "first_puzzle": (
        QT_TRANSLATE_NOOP("Achievements", "First steps"),
        QT_TRANSLATE_NOOP("Achievements", "Solve a puzzle."),
    ),
    "first_daily": (
        QT_TRANSLATE_NOOP("Achievements", "Daily visitor"),
        QT_TRANSLATE_NOOP("Achievements", "Complete the Daily challenge of 3 different dates."),
    ),
    "endless_500": (
        QT_TRANSLATE_NOOP("Achievements", "Getting going"),
        QT_TRANSLATE_NOOP("Achievements", "Score 500 points in each of 3 Endless games."),
    ),
    "combo_3": (
        QT_TRANSLATE_NOOP("Achievements", "Chain reaction"),
        QT_TRANSLATE_NOOP(
            "Achievements",
            "Make a combo of 3 in Endless or a Daily, from your fourth day of Dailies.",
        ),
    ),
    "puzzles_10": (
        QT_TRANSLATE_NOOP("Achievements", "Puzzler"),
        QT_TRANSLATE_NOOP("Achievements", "Solve 10 different puzzles."),
    ),
    "perfect_clear": (
        QT_TRANSLATE_NOOP("Achievements", "Clean sweep"),
        QT_TRANSLATE_NOOP("Achievements", "Make a Perfect Clear."),
    ),
    "endless_100_moves": (
        QT_TRANSLATE_NOOP("Achievements", "Long haul"),
        QT_TRANSLATE_NOOP(
            "Achievements",
            "Play 100 safe moves in each of 8 Endless games, from your fifth day of play.",
        ),
    ),
    "puzzles_25": (
        QT_TRANSLATE_NOOP("Achievements", "Quarter way"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Solve 25 different puzzles, from your sixth day of play."
        ),
    ),
    "daily_7": (
        QT_TRANSLATE_NOOP("Achievements", "A week of days"),
        QT_TRANSLATE_NOOP("Achievements", "Complete the Daily challenge of 7 different dates."),
    ),
    "combo_4": (
        QT_TRANSLATE_NOOP("Achievements", "Full cascade"),
        QT_TRANSLATE_NOOP(
            "Achievements",
            "Reach the ×4 multiplier in Endless or a Daily, from your sixth day of Dailies.",
        ),
    ),
    "endless_2500": (
        QT_TRANSLATE_NOOP("Achievements", "Steady hands"),
        QT_TRANSLATE_NOOP(
            "Achievements",
            "Score 2,500 points in each of 8 Endless games, from your sixth day of play.",
        ),
    ),
    "puzzles_50": (
        QT_TRANSLATE_NOOP("Achievements", "Halfway there"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Solve 50 different puzzles, from your seventh day of play."
        ),
    ),
    "daily_800": (
        QT_TRANSLATE_NOOP("Achievements", "Big day"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Score 800 points in the Daily challenge of 3 different dates."
        ),
    ),
    "endless_10000": (
        QT_TRANSLATE_NOOP("Achievements", "Unshakeable"),
        QT_TRANSLATE_NOOP("Achievements", "Score 10,000 points in one Endless game."),
    ),
    "puzzles_100": (
        QT_TRANSLATE_NOOP("Achievements", "Every bowl in its place"),
        QT_TRANSLATE_NOOP("Achievements", "Solve all 100 puzzles."),
    ),
}


def achievement_title(achievement: Achievement | str) -> str:
    """The translated name of an achievement id (the id itself if unknown to this build)."""
    texts = ACHIEVEMENT_TEXTS.get(str(achievement))
    if texts is None:
        return str(achievement)
    return QCoreApplication.translate("Achievements", texts[0])


def achievement_description(achievement: Achievement | str) -> str:
    texts = ACHIEVEMENT_TEXTS.get(str(achievement))
    return "" if texts is None else QCoreApplication.translate("Achievements", texts[1])


def theme_title(theme_id: str) -> str:
    from twelve_bowls.app.theming.registry import theme_registry

    registry = theme_registry()
    if registry.has(theme_id):
        return theme_name(registry.get(theme_id))
    return theme_id.capitalize()  # a built-in theme that failed to load: still name it
