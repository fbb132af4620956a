"""Achievements and theme unlocks (R9.5)."""

from __future__ import annotations

import datetime

import pytest

from tests.engine.test_records import result
from twelve_bowls.engine.achievements import (
    CONDITIONS,
    GAMES_FOR_ENDLESS_FEATS,
    Achievement,
    achievements_for,
)
from twelve_bowls.engine.modes import EndReason, ModeId
from twelve_bowls.engine.profile import (
    THEME_ORDER,
    Profile,
    achievements_to_unlock,
    is_theme_unlocked,
    theme_unlocked_by,
    unlocked_theme_ids,
    unlocked_themes,
)
from twelve_bowls.engine.records import Records


def test_at_least_twelve_with_stable_ids() -> None:
    assert len(Achievement) >= 12
    assert set(CONDITIONS) == set(Achievement)
    # The ids are saved in profiles: they must never change.
    assert [a.value for a in Achievement][:6] == [
        "first_puzzle",
        "first_daily",
        "endless_500",
        "combo_3",
        "puzzles_10",
        "perfect_clear",
    ]
    assert len({a.value for a in Achievement}) == len(Achievement)


def _daily(profile: Profile, day: int, score: int = 100, **changes: object) -> list[Achievement]:
    date = datetime.date(2026, 1, 1) + datetime.timedelta(day)
    return profile.record(
        result(ModeId.DAILY, score, ended=EndReason.OUT_OF_MOVES, date=date, **changes)
    )


def test_every_mode_has_achievements() -> None:
    endless = achievements_for(result(ModeId.ENDLESS, 10_000, moves_played=120), Records())
    assert {Achievement.ENDLESS_500, Achievement.ENDLESS_10000} <= set(endless)
    profile = Profile()
    assert Achievement.FIRST_DAILY in _daily(profile, 0, 800)


def test_endless_feats_count_several_games() -> None:
    # Pacing: 2,500 points or 100 safe moves once is a first session; eight such games
    # among the kept best ten (Records.endless_ten) is several sessions.
    profile = Profile()
    needed = GAMES_FOR_ENDLESS_FEATS
    for game in range(needed - 1):
        earned = profile.record(result(ModeId.ENDLESS, 2500 + game, moves_played=100, seed="g"))
        assert Achievement.ENDLESS_2500 not in earned
        assert Achievement.ENDLESS_100_MOVES not in earned
    short = profile.record(result(ModeId.ENDLESS, 3000, moves_played=99, seed="h"))
    assert short == [Achievement.ENDLESS_2500]  # the eighth of 2,500, but only 99 moves
    assert profile.record(result(ModeId.ENDLESS, 2400, moves_played=150, seed="i")) == [
        Achievement.ENDLESS_100_MOVES
    ]


def test_daily_800_needs_three_dates() -> None:
    profile = Profile()
    assert Achievement.DAILY_800 not in _daily(profile, 0, 800)
    assert Achievement.DAILY_800 not in _daily(profile, 0, 900)  # the same date again
    assert Achievement.DAILY_800 not in _daily(profile, 1, 790)
    assert Achievement.DAILY_800 not in _daily(profile, 2, 810)
    assert Achievement.DAILY_800 in _daily(profile, 3, 950)


def test_combos_count_unguided_from_the_third_day_of_dailies() -> None:
    profile = Profile()
    assert Achievement.COMBO_3 not in _daily(profile, 0, best_combo=4)
    assert Achievement.COMBO_3 not in _daily(profile, 1, best_combo=4)
    # R5.2: the puzzles teach combos; a puzzle's combo never counts.
    solved = result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, best_combo=4)
    earned = profile.record(solved)
    assert Achievement.COMBO_3 not in earned
    earned = _daily(profile, 2, best_combo=3)
    assert Achievement.COMBO_3 in earned and Achievement.COMBO_4 not in earned
    _daily(profile, 3)
    assert Achievement.COMBO_4 not in profile.record(result(ModeId.ENDLESS, best_combo=4))
    _daily(profile, 4)
    assert profile.record(result(ModeId.ENDLESS, 10, best_combo=4)) == [Achievement.COMBO_4]


def test_perfect_clear_counts_in_any_mode() -> None:
    earned = achievements_for(result(ModeId.PUZZLE, best_combo=1, perfect_clears=1), Records())
    assert Achievement.PERFECT_CLEAR in earned


def test_practice_earns_nothing() -> None:  # R9.3
    assert achievements_for(result(ModeId.ENDLESS, 10_000, practice=True), Records()) == []


def _solve(profile: Profile, puzzle_id: int) -> list[Achievement]:
    return profile.record(
        result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, puzzle_id=puzzle_id, best_combo=1)
    )


def test_puzzle_counts() -> None:
    profile = Profile()
    assert _solve(profile, 1) == [Achievement.FIRST_PUZZLE]
    for puzzle_id in range(2, 10):
        assert _solve(profile, puzzle_id) == []
    assert _solve(profile, 1) == []  # the same puzzle again is not a new one
    assert _solve(profile, 10) == [Achievement.PUZZLES_10]
    for puzzle_id in range(11, 101):
        _solve(profile, puzzle_id)
    assert {Achievement.PUZZLES_25, Achievement.PUZZLES_50, Achievement.PUZZLES_100} <= set(
        profile.achievements
    )


def test_daily_completions() -> None:
    profile = Profile()
    start = datetime.date(2026, 1, 1)
    earned: list[Achievement] = []
    for day in range(7):
        earned += profile.record(
            result(
                ModeId.DAILY,
                100,
                ended=EndReason.OUT_OF_MOVES,
                date=start + datetime.timedelta(day),
            )
        )
    assert earned == [Achievement.FIRST_DAILY, Achievement.DAILY_7]


@pytest.mark.parametrize("earned", range(10))
def test_theme_unlocks_follow_r95(earned: int) -> None:  # R9.5
    profile = Profile(achievements=list(Achievement)[:earned])
    assert unlocked_themes(profile) == min(7, earned + 1)
    for index, theme in enumerate(THEME_ORDER):
        assert is_theme_unlocked(profile, theme) == (index <= earned)
    assert is_theme_unlocked(profile, "someone-elses-theme")


def test_theme_order() -> None:  # R9.5
    assert THEME_ORDER == ("simple", "garden", "sand", "ocean", "runes", "neon", "space")


def test_one_unlock_rule_answers_every_question() -> None:  # R9.5
    profile = Profile()
    profile.achievements.extend(list(Achievement)[:2])
    assert [achievements_to_unlock(profile, t) for t in THEME_ORDER] == [0, 0, 0, 1, 2, 3, 4]
    assert unlocked_theme_ids(profile) == THEME_ORDER[:3]
    assert achievements_to_unlock(profile, "someone-elses-theme") == 0
    assert [theme_unlocked_by(i) for i in range(7)] == [*THEME_ORDER[1:], None]
