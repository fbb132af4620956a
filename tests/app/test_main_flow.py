"""Whole-app flows through the main window: home -> picker -> game, pause and continue, records."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, PuzzleAttempt


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    context = AppContext(ProfileService(tmp_path))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def game(window: MainWindow) -> GameScreen:
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    screen.player.speed = 0.0  # every animation ends at once
    return screen


def play_first_legal_move(qtbot: QtBot, screen: GameScreen) -> None:
    before = screen.attempt.moves_played
    screen.session.select(screen.attempt.legal_moves()[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: screen.attempt.moves_played == before + 1, timeout=60_000)


def test_puzzle_from_the_picker_and_back_by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Puzzles has focus
    picker = window.current_screen()
    assert isinstance(picker, PuzzlePicker)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # puzzle 2
    screen = game(window)
    assert isinstance(screen.attempt, PuzzleAttempt)
    assert screen.attempt.puzzle_id == 2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.current_screen() is picker
    assert QApplication.focusWidget() is picker.tiles[1]  # back on the puzzle just played
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.current_screen() is window.home


def test_endless_pause_then_continue_resumes_the_same_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.mouseClick(window.home.endless, Qt.MouseButton.LeftButton)
    screen = game(window)
    assert isinstance(screen.attempt, EndlessAttempt)
    play_first_legal_move(qtbot, screen)
    seed, board = screen.attempt.to_save().seed, screen.attempt.position
    qtbot.keyClick(screen, Qt.Key.Key_Escape)  # R8.3: leaving pauses and saves
    assert window.current_screen() is window.home
    assert window.home.endless.title.text() == "Continue Endless"

    qtbot.mouseClick(window.home.endless, Qt.MouseButton.LeftButton)
    resumed = game(window)
    assert resumed.attempt.moves_played == 1
    assert resumed.attempt.to_save().seed == seed
    assert resumed.attempt.position == board


def test_finished_endless_updates_the_records_on_home(qtbot: QtBot, window: MainWindow) -> None:
    window.start_endless(seed="flow-test")
    screen = game(window)
    play_first_legal_move(qtbot, screen)
    score = screen.attempt.score
    screen.end_button.click()
    screen.question.yes.click()  # R8.3: End attempt records the result
    assert window.context.profile.records.endless_best is not None
    assert window.context.profile.records.endless_best.score == score
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert window.current_screen() is window.home
    assert window.home.endless.title.text() == "Endless"
    assert window.home.endless.detail.text().startswith(f"Your best score is {score:,} point")


def test_daily_starts_on_todays_utc_date(qtbot: QtBot, window: MainWindow) -> None:
    from twelve_bowls.app.screens.home import utc_today

    qtbot.mouseClick(window.home.daily, Qt.MouseButton.LeftButton)
    screen = game(window)
    assert isinstance(screen.attempt, DailyAttempt)
    assert screen.attempt.date == utc_today()  # R8.5


def test_a_damaged_paused_save_still_starts_a_new_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.start_endless(seed="damaged")
    play_first_legal_move(qtbot, game(window))
    qtbot.keyClick(window.current_screen(), Qt.Key.Key_Escape)  # pause: the save exists now
    saves = [p for p in tmp_path.rglob("*endless*") if p.is_file()]
    assert saves
    for path in saves:
        path.write_bytes(b"\x00garbage{")
    qtbot.mouseClick(window.home.endless, Qt.MouseButton.LeftButton)
    screen = game(window)
    assert screen.attempt.moves_played == 0


def test_a_paused_daily_is_continued_with_its_own_date(qtbot: QtBot, window: MainWindow) -> None:
    import datetime as dt

    yesterday = dt.date(2026, 11, 29)
    window.start_daily(date=yesterday)
    play_first_legal_move(qtbot, game(window))
    qtbot.keyClick(window.current_screen(), Qt.Key.Key_Escape)  # pause and save
    assert window.home.daily.title.text() == "Continue Daily challenge"
    assert "2026" in window.home.daily.detail.text()
    assert "29" in window.home.daily.detail.text()
    qtbot.mouseClick(window.home.daily, Qt.MouseButton.LeftButton)
    resumed = game(window)
    assert resumed.attempt.date == yesterday  # R8.5: the attempt keeps its date
    assert resumed.attempt.moves_played == 1


def test_closing_the_window_during_a_game_saves_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start_endless(seed="closing")
    screen = game(window)
    play_first_legal_move(qtbot, screen)
    window.close()
    saved = window.context.store.load_attempt("endless")
    assert saved is not None
    assert saved.moves_played == 1


def test_a_damaged_puzzle_file_is_a_message_not_a_crash(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    import twelve_bowls.engine.puzzles

    folder = tmp_path / "puzzles"
    folder.mkdir()
    (folder / "001.json").write_text('{"format": 1, "id": 1, "bowls": "oops"}', encoding="utf-8")
    monkeypatch.setattr(twelve_bowls.engine.puzzles, "shipped_directory", lambda: folder)
    assert window.start_puzzle(1) is None
    assert window.current_screen() is window.home
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    visible = [box for box in boxes if box.isVisible()]
    assert len(visible) == 1
    assert "cannot start" in visible[0].text()
    assert "001.json" in visible[0].informativeText()
    visible[0].close()


def test_settings_open_from_the_game_with_ctrl_comma(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QDialog

    window.start_endless(seed="settings")
    screen = game(window)
    qtbot.keyClick(screen, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog)]
    assert [d for d in dialogs if d.isVisible()]
    assert window.current_screen() is screen  # the game stays underneath
    window.go_back()  # Esc closes the dialog first
    assert window.current_screen() is screen


def test_go_home_saves_a_game_on_the_way(qtbot: QtBot, window: MainWindow) -> None:
    window.start_endless(seed="home")
    play_first_legal_move(qtbot, game(window))
    window.go_home()
    assert window.current_screen() is window.home
    saved = window.context.store.load_attempt("endless")
    assert saved is not None and saved.moves_played == 1
