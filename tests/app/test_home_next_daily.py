"""Home tells a player who has played today's Daily when the next one opens (R8.5)."""

from __future__ import annotations

import datetime as dt

from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.home import HomeScreen, seconds_to_next_daily, utc_today
from twelve_bowls.engine.modes import DailyAttempt


def test_seconds_to_the_next_utc_date() -> None:
    late = dt.datetime(2026, 11, 30, 23, 0, tzinfo=dt.UTC)
    assert seconds_to_next_daily(late) == 3600
    just_after = dt.datetime(2026, 12, 1, 0, 0, 1, tzinfo=dt.UTC)
    assert seconds_to_next_daily(just_after) == 24 * 3600 - 1


def test_home_shows_the_wait_only_after_today_is_played(qtbot: QtBot) -> None:
    context = AppContext(InMemoryProfileService())
    home = HomeScreen(context)
    qtbot.addWidget(home)
    home.refresh()
    assert "next Daily in" not in home.daily.detail.text()

    attempt = DailyAttempt(utc_today())
    attempt.play(attempt.legal_moves()[0])
    attempt.end()
    context.record_finished(attempt)
    home.refresh()
    assert "next Daily in" in home.daily.detail.text()
