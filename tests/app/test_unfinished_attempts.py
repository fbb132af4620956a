"""Unfinished attempts are kept ("your profile and your unfinished attempts are saved on
your device"): a shipped puzzle left after a move and the game closed opens at that move
next time, as Endless does, through the real store and a second start on the same data
folder. What is never kept (an earlier day's Daily, R9.3; a pasted code) asks before
leaving discards its moves."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.modes import DailyAttempt, PuzzleAttempt
from twelve_bowls.engine.puzzles import load_puzzle, shipped_directory

NUMBER = 41  # a puzzle of several moves: one move does not end it


def open_window(qtbot: QtBot, folder: Path) -> MainWindow:
    context = AppContext(ProfileService(folder))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def game_of(window: MainWindow) -> GameScreen:
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    screen.player.speed = 0.0
    return screen


def first_move(number: int) -> int:
    return load_puzzle(shipped_directory() / f"{number:03d}.json").solution[0]


def test_a_puzzle_left_after_a_move_opens_at_that_move_after_a_restart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_puzzle(NUMBER)
    screen = game_of(window)
    screen.session.select(first_move(NUMBER))
    screen.session.confirm()
    played = screen.attempt
    assert played.ended is None and played.moves_played == 1
    window.close()  # the game closed with the puzzle unfinished

    again = open_window(qtbot, tmp_path)  # a second start on the same data folder
    again.start_puzzle(NUMBER)
    resumed = game_of(again).attempt
    assert isinstance(resumed, PuzzleAttempt) and resumed.puzzle_id == NUMBER
    assert resumed.moves_played == 1
    assert resumed.position == played.position
    # Another puzzle starts from its own start, and a scripted run asks for a fresh one.
    again.go_home()
    again.start_puzzle(NUMBER + 1)
    assert game_of(again).attempt.moves_played == 0
    again.go_home()
    again.start_puzzle(NUMBER, fresh=True)
    assert game_of(again).attempt.moves_played == 0
    again.close()


def test_a_puzzle_undone_to_its_start_is_not_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_puzzle(NUMBER)
    screen = game_of(window)
    screen.session.select(first_move(NUMBER))
    screen.session.confirm()
    screen.ask_undo()  # a puzzle's undo does not ask (R9.2)
    assert screen.attempt.moves_played == 0
    window.close()
    again = open_window(qtbot, tmp_path)
    again.start_puzzle(NUMBER)
    assert game_of(again).attempt.moves_played == 0
    again.close()


def test_an_earlier_daily_left_with_esc_asks_first(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_past_daily(utc_today() - datetime.timedelta(days=3))
    screen = game_of(window)
    assert isinstance(screen.attempt, DailyAttempt) and not screen.attempt.keeps_save
    screen.session.select(screen.attempt.legal_moves()[0])
    screen.session.confirm()
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    # Still here, asked; "Keep playing" keeps the attempt.
    assert window.current_screen() is screen
    assert screen.question.isVisible()
    assert "not saved" in screen.question.text.text()
    screen.question.no.click()
    assert window.current_screen() is screen and screen.attempt.moves_played == 1
    # Esc, then Esc again: the question goes, the game stays.
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.current_screen() is screen and not screen.question.isVisible()
    # Leaving, said yes to: home.
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    screen.question.yes.click()
    QApplication.processEvents()
    assert window.current_screen() is window.home
    window.close()


def test_an_earlier_daily_without_a_move_leaves_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_past_daily(utc_today() - datetime.timedelta(days=3))
    screen = game_of(window)
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert window.current_screen() is window.home
    window.close()
