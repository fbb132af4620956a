"""Small read-only facts about the profile that several screens show, and their formatting.

Kept in one place so the home screen and the puzzle picker read the profile the same way.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, QLocale

from engine.profile import Profile

PUZZLE_COUNT = 100


def format_int(value: int) -> str:
    try:
        from app import i18n
    except ImportError:  # before app/i18n.py lands
        return QLocale().toString(value)
    return i18n.format_number(value)


def format_date(value: dt.date) -> str:
    try:
        from app import i18n
    except ImportError:
        return QLocale().toString(
            QDate(value.year, value.month, value.day), QLocale.FormatType.LongFormat
        )
    return i18n.format_date(value)


def fill(template: str, *values: int | str) -> str:
    """``%1``, ``%2``... replaced by the values, numbers formatted for the language."""
    try:
        from app import i18n
    except ImportError:
        for index, value in reversed(list(enumerate(values, start=1))):
            text = format_int(value) if isinstance(value, int) else value
            template = template.replace(f"%{index}", text)
        return template
    return i18n.fill(template, *values)


def puzzle_progress(profile: Profile) -> dict[int, int | None]:
    """Solved puzzles: number -> fewest moves, when known."""
    puzzles = profile.records.puzzles
    return {int(number): record.best_moves for number, record in puzzles.items() if record.solved}


def solved_count(profile: Profile) -> int:
    return profile.records.puzzles_solved


def endless_best(profile: Profile) -> int | None:
    best = profile.records.endless_best
    return None if best is None else best.score


def daily_best(profile: Profile, date: dt.date) -> int | None:
    best = profile.records.daily_best(date)
    return None if best is None else best.score
