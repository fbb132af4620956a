"""Home's Daily card says a paused Daily is paused, with its score, as Endless's card does
(R8.5: a paused attempt keeps its date); it said "not played yet" while one waited."""

from __future__ import annotations

import datetime as dt

from pytestqt.qtbot import QtBot

from tests.engine.modes_helpers import careful_move
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.home import HomeScreen
from twelve_bowls.engine.modes import DailyAttempt


def paused_daily(context: AppContext) -> DailyAttempt:
    attempt = DailyAttempt(dt.datetime.now(dt.UTC).date())
    while attempt.score == 0:
        attempt.play(careful_move(attempt))
    context.store.save_attempt(attempt)
    return attempt


def test_a_paused_daily_shows_its_score_on_home(qtbot: QtBot) -> None:
    context = AppContext(InMemoryProfileService())
    attempt = paused_daily(context)
    home = HomeScreen(context)
    qtbot.addWidget(home)
    assert home.daily.title.text() == "Continue Daily challenge"
    detail = home.daily.detail.text()
    assert f"paused at {attempt.score:,} points" in detail, detail
    assert "not played yet" not in detail
