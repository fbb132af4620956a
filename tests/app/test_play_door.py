"""The script door (``--play``) obeys the rules a player's start does: the one-copy lock,
no Daily of a day to come, no record outside an attempt a player could have played."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.app.test_play import play, quick_animations
from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.single_instance import LOCK_NAME, SingleInstance
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.modes import DailyAttempt


def _paused_daily(base: Path) -> DailyAttempt:
    attempt = DailyAttempt(utc_today())
    attempt.play(attempt.legal_moves()[0])
    ProfileService(base).save_attempt(attempt)
    return attempt


def _saved_daily_date(base: Path) -> dt.date | None:
    attempt = ProfileService(base).load_attempt("daily")
    return None if attempt is None else attempt.date  # type: ignore[attr-defined]


def test_a_daily_of_a_day_to_come_is_refused_and_nothing_is_saved(tmp_path: Path) -> None:
    _paused_daily(tmp_path)
    before = paths.attempt_path("daily", tmp_path).read_bytes()
    code, _out, err = play(tmp_path, "daily:2099-12-31", "--moves", "0", "--quit")
    assert code == 2 and "has not begun" in err  # R8.5
    assert paths.attempt_path("daily", tmp_path).read_bytes() == before
    assert not paths.profile_path(tmp_path).exists()


def test_an_earlier_daily_is_practice_and_leaves_todays_paused_one(tmp_path: Path) -> None:
    quick_animations(tmp_path)
    _paused_daily(tmp_path)
    yesterday = utc_today() - dt.timedelta(days=1)
    move = DailyAttempt(yesterday).legal_moves()[0]
    code, _out, err = play(tmp_path, f"daily:{yesterday}", "--moves", str(move), "--quit")
    assert code == 0, err
    assert _saved_daily_date(tmp_path) == utc_today()  # today's paused Daily is still there
    profile = ProfileService(tmp_path).load_profile()
    assert yesterday not in profile.records.daily  # R9.3: practice is never a record


def test_a_script_does_not_play_beside_a_running_copy(tmp_path: Path) -> None:
    running = SingleInstance(tmp_path)
    assert running.acquire()
    try:
        code, _out, err = play(tmp_path, "puzzle:1", "--moves", "0", "--quit")
    finally:
        running.release()
    assert code == 2 and "already running" in err
    assert not paths.profile_path(tmp_path).exists()  # nothing played, nothing written


def test_a_script_plays_over_a_stale_lock(tmp_path: Path) -> None:
    quick_animations(tmp_path)
    (tmp_path / LOCK_NAME).write_bytes(b"")  # what a power cut can leave
    code, _out, err = play(tmp_path, "puzzle:1", "--moves", "0", "--quit")
    assert code == 0, err
    assert ProfileService(tmp_path).load_profile().records.puzzle(1).solved
