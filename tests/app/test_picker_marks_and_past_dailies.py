"""Help and records outside the game screen: difficulty and the no-help mark in the picker, the
picker's order for Next puzzle, the Daily streak on home, earlier Dailies as practice."""

from __future__ import annotations

import datetime as dt
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.midend.play_order import EFFORT_RATING
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.home import HomeScreen, utc_today
from twelve_bowls.app.screens.past_dailies import PastDailiesScreen
from twelve_bowls.app.screens.puzzle_order import next_puzzle, picker_order, shipped_puzzles
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import PAST_DAYS, DailyAttempt
from twelve_bowls.engine.records import DailyRecord, PuzzleRecord


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


def test_tiles_show_the_effort_rating_and_the_no_help_mark(
    qtbot: QtBot, context: AppContext
) -> None:
    context.apply_language()  # English plural forms come from the English catalog
    profile = context.profile
    profile.records.puzzles[3] = PuzzleRecord(solved=True, best_moves=1, clean=True, fewest_hints=0)
    profile.records.puzzles[4] = PuzzleRecord(solved=True, best_moves=2, fewest_hints=2)
    picker = PuzzlePicker(context)
    qtbot.addWidget(picker)
    for tile in picker.tiles:  # the rating the play order climbs by (tools/puzzle_effort.py)
        assert f"Difficulty {EFFORT_RATING[tile.number]}/10" in tile.accessibleDescription()
    clean, hinted, fresh = picker.tiles[2], picker.tiles[3], picker.tiles[4]
    assert "without a hint and without undo" in clean.accessibleDescription()
    assert "★" in clean.toolTip()
    assert "without a hint" not in hinted.accessibleDescription()
    assert "You solved it with as few as 2 hints." in hinted.accessibleDescription()
    assert "Not solved yet" in fresh.accessibleDescription()
    assert "★" not in fresh.toolTip() and "hint" not in fresh.accessibleDescription()


def test_next_puzzle_follows_the_picker_order(qtbot: QtBot, context: AppContext) -> None:
    picker = PuzzlePicker(context)
    qtbot.addWidget(picker)
    order = picker_order()
    assert [tile.number for tile in picker.tiles] == order
    assert sorted(order) == sorted(shipped_puzzles())
    for number, following in itertools.pairwise(order):
        assert next_puzzle(number) == following
    assert next_puzzle(order[-1]) is None


def test_home_shows_the_daily_streak(qtbot: QtBot, context: AppContext) -> None:
    context.apply_language()  # English plural forms come from the English catalog
    home = HomeScreen(context)
    qtbot.addWidget(home)
    assert "streak" not in home.daily.detail.text()  # no streak yet: no line for it
    profile = context.profile
    today = utc_today()
    for days_ago in (1, 2, 3):
        date = today - dt.timedelta(days=days_ago)
        profile.records.daily[date] = DailyRecord(score=300, moves=20, completed=True)
    context.profile_changed.emit()  # as record_finished does after a finished Daily
    assert home.daily.detail.text().splitlines()[-1] == (
        "You have completed the Daily 3 days in a row."
    )


def test_earlier_dailies_list_thirty_days_with_their_best(
    qtbot: QtBot, context: AppContext
) -> None:
    yesterday = utc_today() - dt.timedelta(days=1)
    profile = context.profile
    profile.records.daily[yesterday] = DailyRecord(score=420, moves=20, completed=True)
    screen = PastDailiesScreen(context)
    qtbot.addWidget(screen)
    assert len(screen.buttons) == PAST_DAYS
    assert screen.dates[0] == yesterday
    assert "420" in screen.buttons[0].text() and "all 20 moves" in screen.buttons[0].text()
    assert "not played" in screen.buttons[1].text()
    assert all(button.accessibleName().endswith("practice") for button in screen.buttons)
    chosen: list[object] = []
    screen.daily_chosen.connect(chosen.append)
    screen.buttons[2].click()
    assert chosen == [screen.dates[2]]


def test_an_earlier_daily_is_practice_and_leaves_todays_paused_daily_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:  # R9.3
    store = ProfileService(tmp_path)
    context = AppContext(store)
    context.update_settings(reduced_motion=True)
    today = DailyAttempt(utc_today())
    today.play(today.legal_moves()[0])
    store.save_attempt(today)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    screen = window.open_screen("past_dailies")
    assert isinstance(screen, PastDailiesScreen)
    screen.focus_first()
    qtbot.keyClick(screen.buttons[0], Qt.Key.Key_Right)  # arrow keys walk the grid
    assert QApplication.focusWidget() is screen.buttons[1]
    screen.buttons[4].click()
    game = window.current_screen()
    assert isinstance(game, GameScreen)
    game.player.speed = 0.0
    attempt = game.attempt
    assert attempt.practice and attempt.date == screen.dates[4] and attempt.past
    while attempt.ended is None:
        before = attempt.moves_played
        game.session.select(attempt.legal_moves()[0])
        game.session.confirm()
        qtbot.waitUntil(
            lambda b=before: attempt.moves_played > b or attempt.ended is not None, timeout=3000
        )
    qtbot.waitUntil(lambda: game.result.isVisible(), timeout=3000)
    assert context.profile.records.daily == {}  # never a record
    paused = store.load_attempt("daily")
    assert paused is not None and paused.date == utc_today() and paused.moves == today.moves
    game.session.restart()  # again as practice, still not today's
    assert game.attempt.practice and game.attempt.date == screen.dates[4]
    assert store.load_attempt("daily") is not None


LEFT_TO_RIGHT, RIGHT_TO_LEFT = Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft


@pytest.mark.parametrize("direction", [LEFT_TO_RIGHT, RIGHT_TO_LEFT])
def test_back_leads_the_title_on_every_screen_with_one(
    qtbot: QtBot, context: AppContext, direction: Qt.LayoutDirection
) -> None:
    # Earlier Dailies had Back after its title: top right in English, top left in Arabic,
    # the opposite of every other screen.
    from PySide6.QtWidgets import QLabel, QPushButton

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setLayoutDirection(direction)
    try:
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        checked = []
        for name in ("puzzles", "themes", "help", "records", "past_dailies", "editor"):
            screen = window.open_screen(name)
            QApplication.processEvents()
            heading = screen.screen_title()
            assert window.windowTitle() == f"{heading} — Twelve Bowls"  # SC 2.4.2
            titles = [
                label
                for label in screen.findChildren(QLabel)
                if label.text() == heading and label.isVisible()
            ]
            backs = [b for b in screen.findChildren(QPushButton) if b.text().endswith("Back")]
            assert titles and backs, name
            back_x = backs[0].mapTo(screen, backs[0].rect().center()).x()
            title_x = titles[0].mapTo(screen, titles[0].rect().center()).x()
            leads = back_x < title_x if direction == LEFT_TO_RIGHT else back_x > title_x
            assert leads, (name, back_x, title_x)
            checked.append(name)
            window.go_home()
        assert len(checked) == 6
    finally:
        app.setLayoutDirection(LEFT_TO_RIGHT)


def test_the_hundred_puzzles_stand_under_their_own_heading(
    qtbot: QtBot, context: AppContext
) -> None:
    # Below the Generated section (and My puzzles), the shipped tiles read as part of it.
    picker = PuzzlePicker(context)
    qtbot.addWidget(picker)
    picker.resize(1280, 720)
    picker.show()
    QApplication.processEvents()
    heading = picker.hundred_heading
    assert heading.isVisible() and heading.text() == "The hundred puzzles"
    host = heading.parentWidget()
    below = picker.generated.mapTo(host, picker.generated.rect().bottomLeft()).y()
    first_tile = picker.tiles[0].mapTo(host, picker.tiles[0].rect().topLeft()).y()
    top = heading.mapTo(host, heading.rect().topLeft()).y()
    assert below <= top < first_tile
