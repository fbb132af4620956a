"""What a generated puzzle is called on screen: its difficulty, its title, its share line,
and what is said while one is being made.

Whole sentences per difficulty (never a difficulty joined into a sentence): each language
orders "Hard" and "puzzle of the day" its own way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, join_sentences, translate_plural
from twelve_bowls.engine.generate import Difficulty
from twelve_bowls.engine.modes import Generated


def _tr(text: str) -> str:
    return QCoreApplication.translate("Generated", text)


def making_progress(board: int, states: int) -> str:
    """The generator at work: the board it is trying (from 1) and the positions its
    search has met on it, as two sentences (the count with its plural forms)."""
    searched = translate_plural(
        "PuzzleCode", "The solver has searched %n position(s) so far.", None, states
    )
    return join_sentences((fill(_tr("Trying board %1."), board), searched))


def difficulty_name(level: Difficulty | str) -> str:
    match Difficulty(level):
        case Difficulty.EASY:
            return _tr("Easy")
        case Difficulty.MEDIUM:
            return _tr("Medium")
        case Difficulty.HARD:
            return _tr("Hard")
        case Difficulty.EXPERT:
            return _tr("Expert")


def generated_title(source: Generated) -> str:
    """The heading of a generated puzzle: its difficulty, and whether it is the day's."""
    level = Difficulty(source.difficulty)
    if source.day:
        match level:
            case Difficulty.EASY:
                return _tr("Easy puzzle of the day")
            case Difficulty.MEDIUM:
                return _tr("Medium puzzle of the day")
            case Difficulty.HARD:
                return _tr("Hard puzzle of the day")
            case Difficulty.EXPERT:
                return _tr("Expert puzzle of the day")
    match level:
        case Difficulty.EASY:
            return _tr("Easy generated puzzle")
        case Difficulty.MEDIUM:
            return _tr("Medium generated puzzle")
        case Difficulty.HARD:
            return _tr("Hard generated puzzle")
        case Difficulty.EXPERT:
            return _tr("Expert generated puzzle")


def share_title(level: Difficulty | str, date: str) -> str:
    """The first line of a puzzle of the day's share text (``date`` YYYY-MM-DD)."""
    tr = QCoreApplication.translate
    match Difficulty(level):
        case Difficulty.EASY:
            text = tr("Assist", "Twelve Bowls · Easy puzzle of the day %1")
        case Difficulty.MEDIUM:
            text = tr("Assist", "Twelve Bowls · Medium puzzle of the day %1")
        case Difficulty.HARD:
            text = tr("Assist", "Twelve Bowls · Hard puzzle of the day %1")
        case Difficulty.EXPERT:
            text = tr("Assist", "Twelve Bowls · Expert puzzle of the day %1")
    return text.replace("%1", date)


__all__ = ["difficulty_name", "generated_title", "share_title"]
