"""Achievements and theme unlocks (R9.5)."""

from __future__ import annotations

import datetime

import pytest

from tests.engine.test_records import result
from twelve_bowls.engine.achievements import (
    COMBO_3_FROM_DAY,
    COMBO_4_FROM_DAY,
    CONDITIONS,
    ENDLESS_100_MOVES_FROM_DAY,
    ENDLESS_500_GAMES,
    ENDLESS_2500_FROM_DAY,
    FIRST_DAILY_DATES,
    GAMES_FOR_ENDLESS_FEATS,
    PUZZLES_25_FROM_DAY,
    PUZZLES_50_FROM_DAY,
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


START = datetime.date(2026, 1, 1)


def _date(day: int) -> datetime.date:
    return START + datetime.timedelta(day)


def _daily(profile: Profile, day: int, score: int = 100, **changes: object) -> list[Achievement]:
    date = _date(day)
    return profile.record(
        result(ModeId.DAILY, score, ended=EndReason.OUT_OF_MOVES, date=date, **changes), date
    )


def _play_days(profile: Profile, days: int) -> None:
    """A short Endless game on each of ``days`` dates: days of play, and nothing earned."""
    for day in range(days):
        assert profile.record(result(ModeId.ENDLESS, 10, seed=f"day{day}"), _date(day)) == []


def test_every_mode_has_achievements() -> None:
    endless = achievements_for(result(ModeId.ENDLESS, 10_000, moves_played=120), Records())
    assert Achievement.ENDLESS_10000 in endless
    profile = Profile()
    for day in range(FIRST_DAILY_DATES - 1):
        assert Achievement.FIRST_DAILY not in _daily(profile, day, 800)
    assert Achievement.FIRST_DAILY in _daily(profile, FIRST_DAILY_DATES, 800)


def test_endless_500_counts_several_games() -> None:
    profile = Profile()
    for game in range(ENDLESS_500_GAMES - 1):
        assert profile.record(result(ModeId.ENDLESS, 600, seed=f"e{game}")) == []
    assert profile.record(result(ModeId.ENDLESS, 600, seed="last")) == [Achievement.ENDLESS_500]


def test_endless_feats_count_several_games_from_their_day_of_play() -> None:
    # Pacing: 2,500 points or 100 safe moves once is a first session; eight such games
    # among the kept best ten (Records.endless_ten) is several days.
    profile = Profile()
    _play_days(profile, ENDLESS_100_MOVES_FROM_DAY - 1)
    today = _date(ENDLESS_100_MOVES_FROM_DAY - 2)  # still the last of those days
    needed = GAMES_FOR_ENDLESS_FEATS
    for game in range(needed):
        earned = profile.record(
            result(ModeId.ENDLESS, 2500 + game, moves_played=100, seed=f"g{game}"), today
        )
        assert Achievement.ENDLESS_2500 not in earned
        assert Achievement.ENDLESS_100_MOVES not in earned
    # The next day of play: the eight games of 100 moves count; 2,500 waits its own day.
    next_day = _date(ENDLESS_100_MOVES_FROM_DAY - 1)
    earned = profile.record(result(ModeId.ENDLESS, 20, seed="h"), next_day)
    assert earned == [Achievement.ENDLESS_100_MOVES]
    later = _date(ENDLESS_2500_FROM_DAY - 1)
    _play_days(profile, ENDLESS_2500_FROM_DAY - 1)
    assert profile.record(result(ModeId.ENDLESS, 30, seed="i"), later) == [Achievement.ENDLESS_2500]


def test_a_long_first_day_earns_the_first_three_and_500_points() -> None:
    # R9.5 pacing: the tested player had every theme after 55 minutes of one day. On one
    # day, however long: sixty puzzles, a Perfect Clear, a Daily, ten strong Endless games.
    profile = Profile()
    today = _date(0)
    for puzzle_id in range(1, 61):
        profile.record(
            result(
                ModeId.PUZZLE,
                ended=EndReason.GOAL_MET,
                puzzle_id=puzzle_id,
                perfect_clears=int(puzzle_id == 3),
            ),
            today,
        )
    _daily(profile, 0, 700, best_combo=4)
    for game in range(10):
        profile.record(
            result(ModeId.ENDLESS, 3000, moves_played=150, best_combo=4, seed=f"x{game}"), today
        )
    assert set(profile.achievements) == {
        Achievement.FIRST_PUZZLE,
        Achievement.PERFECT_CLEAR,
        Achievement.PUZZLES_10,
        Achievement.ENDLESS_500,
    }
    assert unlocked_themes(profile) == 5  # Simple, Garden, Sand, Ocean, Runes


def test_a_profile_keeps_every_theme_it_unlocked_under_earlier_conditions() -> None:
    # Achievements earned under the first conditions stay earned, so no theme is taken away.
    earlier = [
        Achievement.FIRST_PUZZLE,
        Achievement.PERFECT_CLEAR,
        Achievement.PUZZLES_10,
        Achievement.PUZZLES_25,
        Achievement.ENDLESS_500,
        Achievement.FIRST_DAILY,
    ]
    saved = Profile(achievements=list(earlier)).model_dump(mode="json")
    del saved["records"]["play_days"]  # a file from before days of play were kept
    profile = Profile.model_validate(saved)
    assert unlocked_themes(profile) == len(THEME_ORDER)
    _solve(profile, 40)
    assert profile.achievements[: len(earlier)] == earlier
    assert unlocked_themes(profile) == len(THEME_ORDER)


def test_daily_800_needs_three_dates() -> None:
    profile = Profile()
    assert Achievement.DAILY_800 not in _daily(profile, 0, 800)
    assert Achievement.DAILY_800 not in _daily(profile, 0, 900)  # the same date again
    assert Achievement.DAILY_800 not in _daily(profile, 1, 790)
    assert Achievement.DAILY_800 not in _daily(profile, 2, 810)
    assert Achievement.DAILY_800 in _daily(profile, 3, 950)


def test_combos_count_unguided_from_their_day_of_dailies() -> None:
    profile = Profile()
    for day in range(COMBO_3_FROM_DAY - 1):
        assert Achievement.COMBO_3 not in _daily(profile, day, best_combo=4)
    # R5.2: the puzzles teach combos; a puzzle's combo never counts.
    solved = result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, best_combo=4)
    earned = profile.record(solved)
    assert Achievement.COMBO_3 not in earned
    earned = _daily(profile, COMBO_3_FROM_DAY - 1, best_combo=3)
    assert Achievement.COMBO_3 in earned and Achievement.COMBO_4 not in earned
    for day in range(COMBO_3_FROM_DAY, COMBO_4_FROM_DAY - 1):
        _daily(profile, day)
    assert Achievement.COMBO_4 not in profile.record(result(ModeId.ENDLESS, best_combo=4))
    _daily(profile, COMBO_4_FROM_DAY - 1)
    assert profile.record(result(ModeId.ENDLESS, 10, best_combo=4)) == [Achievement.COMBO_4]


def test_perfect_clear_counts_in_any_mode() -> None:
    earned = achievements_for(result(ModeId.PUZZLE, best_combo=1, perfect_clears=1), Records())
    assert Achievement.PERFECT_CLEAR in earned


def test_practice_earns_nothing() -> None:  # R9.3
    assert achievements_for(result(ModeId.ENDLESS, 10_000, practice=True), Records()) == []


def _solve(profile: Profile, puzzle_id: int, day: int = 0) -> list[Achievement]:
    # A later day's solve is another attempt (its own id), not the same result again.
    other = {"attempt_id": f"day{day}-{puzzle_id}"} if day else {}
    return profile.record(
        result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, puzzle_id=puzzle_id, best_combo=1, **other),
        _date(day),
    )


def test_puzzle_counts() -> None:
    profile = Profile()
    assert _solve(profile, 1) == [Achievement.FIRST_PUZZLE]
    for puzzle_id in range(2, 10):
        assert _solve(profile, puzzle_id) == []
    assert _solve(profile, 1) == []  # the same puzzle again is not a new one
    assert _solve(profile, 10) == [Achievement.PUZZLES_10]
    for puzzle_id in range(11, 100):
        assert Achievement.PUZZLES_25 not in _solve(profile, puzzle_id)  # all on day 1
    assert _solve(profile, 100) == [Achievement.PUZZLES_100]
    # 25 and 50 puzzles count from their day of play (day index d is the (d+1)th day).
    for day in range(1, PUZZLES_25_FROM_DAY - 1):
        assert _solve(profile, 1, day) == []
    assert _solve(profile, 1, PUZZLES_25_FROM_DAY - 1) == [Achievement.PUZZLES_25]
    assert _solve(profile, 1, PUZZLES_50_FROM_DAY - 1) == [Achievement.PUZZLES_50]


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
    assert profile.records.dailies_completed == 7


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


def test_progress_counts_the_counted_part_and_leaves_single_feats_out() -> None:
    from twelve_bowls.engine.achievements import progress

    profile = Profile()
    for puzzle_id in range(1, 31):
        _solve(profile, puzzle_id)
    records = profile.records
    assert progress(Achievement.PUZZLES_25, records) == (25, 25)  # waits for its day
    assert progress(Achievement.PUZZLES_50, records) == (30, 50)
    profile.record(result(ModeId.ENDLESS, 700, seed="p"), _date(0))
    assert progress(Achievement.ENDLESS_500, records) == (1, ENDLESS_500_GAMES)
    assert progress(Achievement.FIRST_DAILY, records) == (0, FIRST_DAILY_DATES)
    assert progress(Achievement.COMBO_3, records) is None
    assert progress(Achievement.PERFECT_CLEAR, records) is None
