"""Achievements (R9.5): stable ids, evaluated from finished attempts and records.

The engine has only ids; the app maps each to its translated name and description. The
order of ``Achievement`` is the order a new player tends to meet them (the first six within
a few hours: one puzzle, one Daily, a modest Endless score, a combo of 3, ten puzzles, a
Perfect Clear); ``docs/balance.md`` has the figures behind the Endless thresholds.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from .records import Records

if TYPE_CHECKING:
    # Only for types: importing engine.modes here would load every mode and its save
    # models whenever the profile is read (start-up time, issue 5).
    from .modes.attempt import AttemptResult


class Achievement(StrEnum):
    """Stable ids: saved in profiles, never renamed."""

    FIRST_PUZZLE = "first_puzzle"  # solve a puzzle
    FIRST_DAILY = "first_daily"  # complete a Daily (all 20 moves, not practice)
    ENDLESS_500 = "endless_500"  # 500 points in one Endless attempt
    COMBO_3 = "combo_3"  # a move with a combo of 3 or more (R5.2), any mode
    PUZZLES_10 = "puzzles_10"  # solve 10 different puzzles
    PERFECT_CLEAR = "perfect_clear"  # a Perfect Clear (R5.4), any mode
    ENDLESS_100_MOVES = "endless_100_moves"  # 100 safe moves in one Endless attempt
    PUZZLES_25 = "puzzles_25"
    DAILY_7 = "daily_7"  # complete the Daily of 7 different dates
    COMBO_4 = "combo_4"  # a move with the full x4 multiplier (R5.3)
    ENDLESS_2500 = "endless_2500"
    PUZZLES_50 = "puzzles_50"
    DAILY_800 = "daily_800"  # 800 points in one Daily (greedy bot: p90 720, best 930)
    ENDLESS_10000 = "endless_10000"
    PUZZLES_100 = "puzzles_100"  # every puzzle (R7.1)


Check = Callable[["AttemptResult", Records], bool]


def _is_mode(result: AttemptResult, mode_id: str) -> bool:
    from .modes.attempt import ModeId  # loaded by then: the result came from a mode

    return result.mode is ModeId(mode_id)


def _endless_score(points: int) -> Check:
    return lambda result, _: _is_mode(result, "endless") and result.score >= points


def _puzzles(count: int) -> Check:
    return lambda _, records: records.puzzles_solved >= count


# Each condition reads the result just finished and the records already updated with it.
CONDITIONS: Final[dict[Achievement, Check]] = {
    Achievement.FIRST_PUZZLE: _puzzles(1),
    Achievement.FIRST_DAILY: lambda _, records: records.dailies_completed >= 1,
    Achievement.ENDLESS_500: _endless_score(500),
    Achievement.COMBO_3: lambda result, _: result.best_combo >= 3,
    Achievement.PUZZLES_10: _puzzles(10),
    Achievement.PERFECT_CLEAR: lambda result, _: result.perfect_clears >= 1,
    Achievement.ENDLESS_100_MOVES: lambda result, _: (
        _is_mode(result, "endless") and result.moves_played >= 100
    ),
    Achievement.PUZZLES_25: _puzzles(25),
    Achievement.DAILY_7: lambda _, records: records.dailies_completed >= 7,
    Achievement.COMBO_4: lambda result, _: result.best_combo >= 4,
    Achievement.ENDLESS_2500: _endless_score(2500),
    Achievement.PUZZLES_50: _puzzles(50),
    Achievement.DAILY_800: lambda result, _: _is_mode(result, "daily") and result.score >= 800,
    Achievement.ENDLESS_10000: _endless_score(10000),
    Achievement.PUZZLES_100: _puzzles(100),
}


def achievements_for(result: AttemptResult, records: Records) -> list[Achievement]:
    """Every achievement whose condition holds, in ``Achievement`` order.

    R9.3: a practice attempt earns nothing (its result is not a valid one).
    """
    if result.practice:
        return []
    return [achievement for achievement in Achievement if CONDITIONS[achievement](result, records)]
