"""A saved Daily dated after tomorrow was not saved by this game on this clock (R8.5: a
Daily keeps the day it started on): it is damage, set aside and said, never offered as
"Continue". A folder of saves that cannot be read is said once, not once per mode."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.storage import CORRUPT_INFIX
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.modes import DailyAttempt


def _saved_daily(base: Path, date: dt.date) -> ProfileService:
    store = ProfileService(base)
    attempt = DailyAttempt(date)
    attempt.play(attempt.legal_moves()[0])
    store.save_attempt(attempt)
    return ProfileService(base)  # as at the next start


def test_a_daily_saved_on_the_last_day_of_9999_is_damage(tmp_path: Path) -> None:
    store = _saved_daily(tmp_path, dt.date(9999, 12, 31))
    assert store.load_attempt("daily") is None
    notices = store.notices()
    assert len(notices) == 1
    assert "could not be read" in notices[0]
    kept = [p.name for p in paths.attempt_path("daily", tmp_path).parent.iterdir()]
    assert any(CORRUPT_INFIX in name for name in kept)  # kept, never deleted
    assert ProfileService(tmp_path).load_attempt("daily") is None  # and not offered again


def test_todays_and_tomorrows_daily_are_kept(tmp_path: Path) -> None:
    # Tomorrow: somewhere on Earth it is already tomorrow's Daily (R8.5 uses UTC days,
    # but a clock may be a little ahead).
    for date in (utc_today(), utc_today() + dt.timedelta(days=1)):
        store = _saved_daily(tmp_path / date.isoformat(), date)
        loaded = store.load_attempt("daily")
        assert loaded is not None and loaded.date == date  # type: ignore[attr-defined]
        assert store.notices() == []


def test_an_attempts_folder_that_is_a_file_is_said_once(tmp_path: Path) -> None:
    folder = paths.attempt_path("daily", tmp_path).parent
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder", "utf-8")
    store = ProfileService(tmp_path)
    for mode in ("endless", "daily", "puzzle"):
        store.load_attempt(mode)
    notices = store.notices()
    assert len(notices) == len(set(notices)) == 1
