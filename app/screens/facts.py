"""Small read-only facts about the profile that several screens show, and their formatting.

Kept in one place so the home screen and the puzzle picker read the profile the same way.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QDate, QLocale

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


def puzzle_progress(profile: Any) -> dict[int, int]:
    """Solved puzzles: puzzle number -> best (fewest) moves."""
    progress = getattr(profile, "puzzles", None)
    if progress is None:
        return {}
    result: dict[int, int] = {}
    items = progress.items() if hasattr(progress, "items") else []
    for key, value in items:
        best = getattr(value, "best_moves", value)
        solved = getattr(value, "solved", True)
        if solved and isinstance(best, int):
            result[int(key)] = best
    return result


def solved_count(profile: Any) -> int:
    return len(puzzle_progress(profile))


def endless_best(profile: Any) -> int | None:
    records = getattr(profile, "records", None)
    best = getattr(records, "endless_best", None)
    score = getattr(best, "score", best)
    return score if isinstance(score, int) else None


def daily_best(profile: Any, date: dt.date) -> int | None:
    records = getattr(profile, "records", None)
    per_date = getattr(records, "daily", None) or {}
    entry = per_date.get(date.isoformat()) if hasattr(per_date, "get") else None
    score = getattr(entry, "score", entry)
    return score if isinstance(score, int) else None
