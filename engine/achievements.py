"""Achievements (R9.5): stable ids, evaluated from finished attempts and records.

The engine has only ids; the app maps each to its translated name and description. The
ids are stable keys saved in profiles, not specifications: when the pacing changed, an id
kept its name and an achievement already earned stays earned.

Pacing (R9.5 turns the count earned into themes, in a fixed order): themes arrive over
the first week of play, not the first hour. A real player solved the first thirty puzzles
in seconds each and had all seven themes after 55 minutes; so only the first three come
on the first day (a puzzle, a Perfect Clear, ten puzzles: Garden, Sand, Ocean), and every
other condition asks for more days: the Daily of several dates, or a feat from the Nth
*day of play* (``Records.play_days``: UTC dates with a valid result in any mode), so that
a long first day cannot earn the week's themes. ``docs/balance.md`` has the pace model
and its figures (``tools/achievement_pacing.py``); achievements earned after the last
theme are medals on the Records shelf.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from .records import Records

if TYPE_CHECKING:
    # Only for types: importing engine.modes here would load every mode and its save
    # models whenever the profile is read (start-up time).
    from .modes.attempt import AttemptResult


class Achievement(StrEnum):
    """Stable ids: saved in profiles, never renamed."""

    FIRST_PUZZLE = "first_puzzle"  # solve a puzzle
    FIRST_DAILY = "first_daily"  # complete the Daily of 2 dates (all 20 moves, not practice)
    ENDLESS_500 = "endless_500"  # 500 points in 3 Endless games, from the 3rd day of play
    COMBO_3 = "combo_3"  # combo of 3 (R5.2) in Endless or a Daily, from the 4th Daily day
    PUZZLES_10 = "puzzles_10"  # solve 10 different puzzles
    PERFECT_CLEAR = "perfect_clear"  # a Perfect Clear (R5.4), any mode
    ENDLESS_100_MOVES = "endless_100_moves"  # 100 safe moves in each of 8 Endless attempts
    PUZZLES_25 = "puzzles_25"  # 25 different puzzles, from the 4th day of play
    DAILY_7 = "daily_7"  # complete the Daily of 7 different dates
    COMBO_4 = "combo_4"  # the x4 multiplier (R5.3) in Endless or a Daily, from the 6th day
    ENDLESS_2500 = "endless_2500"  # 2,500 points in each of 8 Endless attempts
    PUZZLES_50 = "puzzles_50"  # 50 different puzzles, from the 6th day of play
    DAILY_800 = "daily_800"  # 800 points in the Daily of 3 dates (greedy bot: best 930)
    ENDLESS_10000 = "endless_10000"
    PUZZLES_100 = "puzzles_100"  # every puzzle (R7.1)


Check = Callable[["AttemptResult", Records], bool]


def _is_mode(result: AttemptResult, mode_id: str) -> bool:
    from .modes.attempt import ModeId  # loaded by then: the result came from a mode

    return result.mode is ModeId(mode_id)


def _endless_score(points: int) -> Check:
    return lambda result, _: _is_mode(result, "endless") and result.score >= points


def _puzzles(count: int, from_day: int = 1) -> Check:
    """``count`` different puzzles solved, once ``from_day`` days of play have begun."""
    return lambda _, records: records.puzzles_solved >= count and records.days_played >= from_day


# Several games or several days (see the module's pacing note).
GAMES_FOR_ENDLESS_FEATS: Final = 8
FIRST_DAILY_DATES: Final = 3
ENDLESS_500_GAMES: Final = 3
ENDLESS_100_MOVES_FROM_DAY: Final = 5  # days of play
PUZZLES_25_FROM_DAY: Final = 6  # days of play
ENDLESS_2500_FROM_DAY: Final = 6  # days of play
COMBO_3_FROM_DAY: Final = 4  # Daily dates
COMBO_4_FROM_DAY: Final = 6  # Daily dates
PUZZLES_50_FROM_DAY: Final = 7  # days of play
DAILY_800_DATES: Final = 3


def _endless_games(
    check: Callable[[int, int], bool], games: int = GAMES_FOR_ENDLESS_FEATS, from_day: int = 1
) -> Check:
    """Endless results among the kept best ten (``Records.endless_ten``) that pass
    ``check(score, moves)``: at least ``games`` of them, once ``from_day`` days of play
    have begun."""

    def met(_: AttemptResult, records: Records) -> bool:
        passed = [e for e in records.endless_ten() if check(e.score, e.moves)]
        return len(passed) >= games and records.days_played >= from_day

    return met


def _combo(size: int, from_day: int) -> Check:
    """A combo of ``size`` in Endless or a Daily, once the Daily of ``from_day`` dates has
    been completed (the day counted may be the one just played)."""

    def met(result: AttemptResult, records: Records) -> bool:
        unguided = _is_mode(result, "endless") or _is_mode(result, "daily")
        return unguided and result.best_combo >= size and records.dailies_completed >= from_day

    return met


def _daily_dates(points: int, dates: int) -> Check:
    def met(_: AttemptResult, records: Records) -> bool:
        return sum(1 for day in records.daily.values() if day.score >= points) >= dates

    return met


def _at_least_points(points: int) -> Callable[[int, int], bool]:
    return lambda score, _: score >= points


def _at_least_moves(moves: int) -> Callable[[int, int], bool]:
    return lambda _, played: played >= moves


# Each condition reads the result just finished and the records already updated with it.
CONDITIONS: Final[dict[Achievement, Check]] = {
    Achievement.FIRST_PUZZLE: _puzzles(1),
    Achievement.FIRST_DAILY: lambda _, records: records.dailies_completed >= FIRST_DAILY_DATES,
    Achievement.ENDLESS_500: _endless_games(_at_least_points(500), ENDLESS_500_GAMES),
    Achievement.COMBO_3: _combo(3, COMBO_3_FROM_DAY),
    Achievement.PUZZLES_10: _puzzles(10),
    Achievement.PERFECT_CLEAR: lambda result, _: result.perfect_clears >= 1,
    Achievement.ENDLESS_100_MOVES: _endless_games(
        _at_least_moves(100), from_day=ENDLESS_100_MOVES_FROM_DAY
    ),
    Achievement.PUZZLES_25: _puzzles(25, PUZZLES_25_FROM_DAY),
    Achievement.DAILY_7: lambda _, records: records.dailies_completed >= 7,
    Achievement.COMBO_4: _combo(4, COMBO_4_FROM_DAY),
    Achievement.ENDLESS_2500: _endless_games(
        _at_least_points(2500), from_day=ENDLESS_2500_FROM_DAY
    ),
    Achievement.PUZZLES_50: _puzzles(50, PUZZLES_50_FROM_DAY),
    Achievement.DAILY_800: _daily_dates(800, DAILY_800_DATES),
    Achievement.ENDLESS_10000: _endless_score(10000),
    Achievement.PUZZLES_100: _puzzles(100),
}


def progress(achievement: Achievement, records: Records) -> tuple[int, int] | None:
    """How far the counted part of ``achievement`` is, as (done, needed), for the Records
    screen; None for a single feat (a combo, a Perfect Clear, one score). Day gates are
    in the condition, not in the count."""
    endless_feats: dict[Achievement, tuple[Callable[[int, int], bool], int]] = {
        Achievement.ENDLESS_500: (_at_least_points(500), ENDLESS_500_GAMES),
        Achievement.ENDLESS_100_MOVES: (_at_least_moves(100), GAMES_FOR_ENDLESS_FEATS),
        Achievement.ENDLESS_2500: (_at_least_points(2500), GAMES_FOR_ENDLESS_FEATS),
    }
    puzzles = {
        Achievement.FIRST_PUZZLE: 1,
        Achievement.PUZZLES_10: 10,
        Achievement.PUZZLES_25: 25,
        Achievement.PUZZLES_50: 50,
        Achievement.PUZZLES_100: 100,
    }
    dailies = {Achievement.FIRST_DAILY: FIRST_DAILY_DATES, Achievement.DAILY_7: 7}
    if achievement in puzzles:
        needed = puzzles[achievement]
        return min(records.puzzles_solved, needed), needed
    if achievement in dailies:
        needed = dailies[achievement]
        return min(records.dailies_completed, needed), needed
    if achievement in endless_feats:
        check, needed = endless_feats[achievement]
        done = sum(1 for e in records.endless_ten() if check(e.score, e.moves))
        return min(done, needed), needed
    if achievement is Achievement.DAILY_800:
        done = sum(1 for day in records.daily.values() if day.score >= 800)
        return min(done, DAILY_800_DATES), DAILY_800_DATES
    return None


def achievements_for(result: AttemptResult, records: Records) -> list[Achievement]:
    """Every achievement whose condition holds, in ``Achievement`` order.

    R9.3: a practice attempt earns nothing (its result is not a valid one).
    """
    if result.practice:
        return []
    return [achievement for achievement in Achievement if CONDITIONS[achievement](result, records)]
