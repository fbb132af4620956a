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


def puzzle_progress(profile: Any) -> dict[int, int | None]:
    """Solved puzzles (``engine.records.Records.puzzles``): number -> fewest moves, if known."""
    records = getattr(profile, "records", None)  # None only for the pre-engine stand-in
    puzzles = getattr(records, "puzzles", None) or {}
    return {int(number): record.best_moves for number, record in puzzles.items() if record.solved}


def solved_count(profile: Any) -> int:
    return len(puzzle_progress(profile))


def endless_best(profile: Any) -> int | None:
    best = getattr(getattr(profile, "records", None), "endless_best", None)
    return None if best is None else int(best.score)


def daily_best(profile: Any, date: dt.date) -> int | None:
    records = getattr(profile, "records", None)
    if records is None:
        return None
    best = records.daily_best(date)
    return None if best is None else int(best.score)
