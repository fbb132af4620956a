"""Home screen and puzzle picker: every entry reachable, live facts, keyboard, retranslation."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.home import HomeScreen
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import EndlessAttempt


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


class ShoutingTranslator(QTranslator):
    """Translates every string to upper case: shows who retranslates on LanguageChange."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper()

    def isEmpty(self) -> bool:  # Qt skips empty translators
        return False


def test_home_offers_every_destination(qtbot: QtBot, context: AppContext) -> None:
    home = HomeScreen(context)
    qtbot.addWidget(home)
    wanted = ["puzzles", "endless", "daily", "themes", "settings", "help", "records"]
    seen: list[str] = []
    home.open_requested.connect(seen.append)
    for name in wanted:
        qtbot.mouseClick(getattr(home, name), Qt.MouseButton.LeftButton)
    assert seen == wanted


def test_home_tab_order_visits_every_button(qtbot: QtBot, context: AppContext) -> None:
    home = HomeScreen(context)
    qtbot.addWidget(home)
    with qtbot.waitActive(home):
        home.show()
        home.activateWindow()
    home.focus_first()
    visited = []
    for _ in range(8):
        visited.append(QApplication.focusWidget().objectName())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert visited == [
        "puzzles",
        "endless",
        "daily",
        "past_dailies",  # Earlier Dailies, right under the Daily
        "themes",
        "settings",
        "help",
        "records",
    ]


def test_daily_button_shows_today_in_utc(qtbot: QtBot, context: AppContext) -> None:
    home = HomeScreen(context)
    qtbot.addWidget(home)
    today = dt.datetime.now(dt.UTC).date()
    assert str(today.year) in home.daily.detail.text()
    assert "UTC" in home.daily.detail.text()


def test_continue_appears_when_endless_is_paused(qtbot: QtBot, context: AppContext) -> None:
    home = HomeScreen(context)
    qtbot.addWidget(home)
    assert home.endless.title.text() == "Endless"

    context.store.save_attempt(EndlessAttempt("paused"))
    home.refresh()
    assert home.endless.title.text() == "Continue Endless"


def test_screens_retranslate_on_language_change(qtbot: QtBot, context: AppContext) -> None:
    home = HomeScreen(context)
    picker = PuzzlePicker(context)
    qtbot.addWidget(home)
    qtbot.addWidget(picker)
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        QApplication.processEvents()
        assert home.title.text() == "TWELVE BOWLS"
        assert home.settings.text() == "SETTINGS"
        assert picker.heading.text() == "PUZZLES"
    finally:
        QCoreApplication.removeTranslator(translator)
        QApplication.processEvents()
    assert home.title.text() == "Twelve Bowls"


def test_picker_has_100_tiles_and_emits_the_chosen_number(
    qtbot: QtBot, context: AppContext
) -> None:
    picker = PuzzlePicker(context)
    qtbot.addWidget(picker)
    numbers = [t.number for t in picker.tiles]
    assert sorted(numbers) == list(range(1, 101))  # in the play order, each number once
    chosen: list[int] = []
    picker.puzzle_chosen.connect(chosen.append)
    picker.resize(1280, 720)
    picker.show()
    picker.focus_tile(42)
    qtbot.keyClick(picker.tiles[numbers.index(42)], Qt.Key.Key_Space)
    assert chosen == [42]


def test_picker_arrow_keys_move_across_the_grid(qtbot: QtBot, context: AppContext) -> None:
    picker = PuzzlePicker(context)
    qtbot.addWidget(picker)
    picker.resize(1280, 720)
    with qtbot.waitActive(picker):
        picker.show()
        picker.activateWindow()
    columns = picker.columns()
    assert columns >= 4  # 1280 px holds several tiles per row
    picker.focus_tile(1)
    qtbot.keyClick(picker.tiles[0], Qt.Key.Key_Right)
    assert QApplication.focusWidget() is picker.tiles[1]
    qtbot.keyClick(picker.tiles[1], Qt.Key.Key_Down)
    assert QApplication.focusWidget() is picker.tiles[1 + columns]
    qtbot.keyClick(picker.tiles[1 + columns], Qt.Key.Key_End)
    assert QApplication.focusWidget() is picker.tiles[99]


def test_picker_and_home_show_solved_puzzles(qtbot: QtBot) -> None:
    from twelve_bowls.engine.profile import Profile
    from twelve_bowls.engine.records import PuzzleRecord

    store = InMemoryProfileService()
    profile = Profile()
    profile.records.puzzles[7] = PuzzleRecord(solved=True, best_moves=5)
    profile.records.puzzles[8] = PuzzleRecord(solved=False)
    store.save_profile(profile)
    context = AppContext(store)
    picker = PuzzlePicker(context)
    home = HomeScreen(context)
    qtbot.addWidget(picker)
    qtbot.addWidget(home)
    assert "best 5 moves" in picker.tiles[6].accessibleDescription()
    assert "best 5 moves" in picker.tiles[6].toolTip()
    assert picker.tiles[6].property("solved") is True
    assert picker.tiles[7].property("solved") is False
    assert "1 of 100 solved" in picker.summary.text()
    assert "1 of 100 solved" in home.puzzles.detail.text()


def test_home_shows_endless_and_daily_bests(qtbot: QtBot) -> None:
    from twelve_bowls.engine.profile import Profile
    from twelve_bowls.engine.records import DailyRecord, EndlessRecord

    store = InMemoryProfileService()
    profile = Profile()
    profile.records.endless_best = EndlessRecord(score=1234, moves=40, seed="s")
    today = dt.datetime.now(dt.UTC).date()
    profile.records.daily[today] = DailyRecord(score=345, moves=20, completed=True)
    store.save_profile(profile)
    home = HomeScreen(AppContext(store))
    qtbot.addWidget(home)
    assert "1,234" in home.endless.detail.text()
    assert "345" in home.daily.detail.text()


def test_home_ring_follows_the_symbols_setting(qtbot: QtBot, context: AppContext) -> None:  # R1.6
    from twelve_bowls.app.screens.emblem import RingEmblem

    emblem = RingEmblem(context)
    qtbot.addWidget(emblem)
    emblem.resize(300, 300)
    emblem.show()
    plain = emblem.grab().toImage()
    context.update_settings(symbols=True)
    with_symbols = emblem.grab().toImage()
    assert plain != with_symbols
    context.update_settings(symbols=False)
    assert emblem.grab().toImage() == plain


def test_continue_endless_shows_the_paused_score(qtbot: QtBot, context: AppContext) -> None:
    from tests.engine.modes_helpers import careful_move

    attempt = EndlessAttempt("paused-score")
    while attempt.score == 0:
        attempt.play(careful_move(attempt))
    context.store.save_attempt(attempt)
    home = HomeScreen(context)
    qtbot.addWidget(home)
    assert home.endless.title.text() == "Continue Endless"
    assert home.endless.detail.text() == f"Paused at {attempt.score:,} points"


@pytest.mark.parametrize("code", ["en", "es", "ja", "hi", "ar"])
def test_a_solved_tile_state_line_fits_in_every_language(
    qtbot: QtBot, context: AppContext, code: str
) -> None:
    from PySide6.QtGui import QFontMetrics

    from twelve_bowls.app.screens.puzzle_picker import PuzzleTile, fitted_font

    context.update_settings(language=code)
    try:
        tile = PuzzleTile(100)
        qtbot.addWidget(tile)
        tile.show_state("Title", solved=True, best=12)
        _, _, state_font = tile._fonts()
        state = tile._lines[2]
        inner = tile.width() - 2 * tile._MARGIN_X
        fitted = fitted_font(state_font, state, inner)
        assert QFontMetrics(fitted).horizontalAdvance(state) <= inner, (code, state)
        assert fitted.pointSizeF() >= 0.75 * state_font.pointSizeF()
    finally:
        context.update_settings(language="en")


def test_a_paused_endless_game_keeps_the_best_score_in_sight(
    qtbot: QtBot, context: AppContext
) -> None:
    from tests.engine.modes_helpers import careful_move
    from twelve_bowls.engine.modes import EndReason

    finished = EndlessAttempt("best-first")
    while finished.score == 0:
        finished.play(careful_move(finished))
    finished.end()
    assert finished.ended is EndReason.ENDED_BY_PLAYER
    context.record_finished(finished)
    context.store.save_attempt(EndlessAttempt("paused-at-zero"))
    home = HomeScreen(context)
    qtbot.addWidget(home)
    assert home.endless.title.text() == "Continue Endless"
    assert home.endless.detail.text() == f"Paused at 0 points · best {finished.score:,}"
