"""Small read-only facts about the profile that several screens show, and their formatting.

Kept in one place so the home screen and the puzzle picker read the profile the same way.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from twelve_bowls.app import i18n

if TYPE_CHECKING:
    from twelve_bowls.engine.profile import Profile  # pydantic: not at start


def format_int(value: int) -> str:
    return i18n.format_number(value)


def format_date(value: dt.date) -> str:
    return i18n.format_date(value)


def fill(template: str, *values: int | str) -> str:
    """``%1``, ``%2``... replaced by the values, numbers formatted for the language."""
    return i18n.fill(template, *values)


def translate_plural(context: str, source: str, disambiguation: str | None, n: int) -> str:
    """A plural message with ``%n`` written like every other number (``i18n.translate_plural``)."""
    return i18n.translate_plural(context, source, disambiguation, n)


def puzzle_progress(profile: Profile) -> dict[int, int | None]:
    """Solved puzzles: number -> fewest moves, when known."""
    puzzles = profile.records.puzzles
    return {int(number): record.best_moves for number, record in puzzles.items() if record.solved}


def clean_puzzles(profile: Profile) -> set[int]:
    """Puzzles solved at least once without a hint and without undo."""
    puzzles = profile.records.puzzles
    return {int(number) for number, record in puzzles.items() if record.solved and record.clean}


def fewest_hints(profile: Profile) -> dict[int, int]:
    """Solved puzzles whose every solve needed hints: number -> the fewest hints used."""
    puzzles = profile.records.puzzles
    return {
        int(number): record.fewest_hints
        for number, record in puzzles.items()
        if record.solved and record.fewest_hints
    }


def daily_streak(profile: Profile, today: dt.date) -> int:
    """Consecutive UTC days with a completed Daily."""
    return profile.records.daily_streak(today)


def solved_count(profile: Profile) -> int:
    return profile.records.puzzles_solved


def endless_best(profile: Profile) -> int | None:
    best = profile.records.endless_best
    return None if best is None else best.score


def daily_best(profile: Profile, date: dt.date) -> int | None:
    best = profile.records.daily_best(date)
    return None if best is None else best.score
