"""Open puzzle code… in the picker: a hostile code gets one translated sentence and nothing
is saved; a good code is proven by the solver (off the GUI thread) before Play is offered,
then played like any puzzle and never recorded."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.puzzle_codes import OpenCodeDialog
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import PastedCode, PuzzleAttempt
from twelve_bowls.engine.puzzle_code import encode
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLES = load_puzzles()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    context = AppContext(ProfileService(tmp_path / "home"))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def open_dialog(qtbot: QtBot, window: MainWindow) -> tuple[PuzzlePicker, OpenCodeDialog]:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    qtbot.mouseClick(picker.open_code, Qt.MouseButton.LeftButton)
    dialog = picker.code_dialog
    assert isinstance(dialog, OpenCodeDialog) and dialog.isVisible()
    return picker, dialog


def test_a_bad_code_gets_one_sentence_and_nothing_is_saved(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _, dialog = open_dialog(qtbot, window)
    code = encode(PUZZLES[0].position, PUZZLES[0].goal, PUZZLES[0].moves)
    cases = {
        "hello": "This is not a puzzle code",
        code[:-1]: "mistyped or incomplete",
        "TB5-" + code[4:]: "newer version",
    }
    for text, words in cases.items():
        dialog.edit.setText(text)
        assert words in dialog.status.text()
        assert not dialog.play_button.isEnabled()
        assert dialog.run is None  # nothing goes to the solver
    assert not (tmp_path / "home" / "my_puzzles").exists()


def test_a_code_is_proven_then_played_and_never_recorded(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _, dialog = open_dialog(qtbot, window)
    puzzle = PUZZLES[41]  # four moves: the solver needs a moment
    code = encode(puzzle.position, puzzle.goal, puzzle.moves)
    qtbot.keyClicks(dialog.edit, code.lower())  # typed, in lower case
    qtbot.waitUntil(lambda: dialog.play_button.isEnabled(), timeout=60_000)
    assert "Proven" in dialog.status.text()
    assert dialog.checked is not None and dialog.checked.optimum == 4
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt) and attempt.source == PastedCode(code, 4)
    assert (attempt.start_position, attempt.goal, attempt.move_limit) == (
        puzzle.position,
        puzzle.goal,
        puzzle.moves,
    )
    assert screen.hud.title.text() == "Puzzle code"
    for move in puzzle.solution:  # R7.3: the stored line wins
        screen.session.click_bowl(move)
        screen.session.click_bowl(move)
        screen.session.skip()
    assert attempt.won is True
    assert window.context.profile.records.puzzles == {}
    assert window.context.profile.recorded_attempts == []
    assert not (tmp_path / "home" / "my_puzzles").exists()


def test_a_code_whose_limit_no_line_reaches_is_refused(qtbot: QtBot, window: MainWindow) -> None:
    _, dialog = open_dialog(qtbot, window)
    puzzle = PUZZLES[41]
    dialog.edit.setText(encode(puzzle.position, puzzle.goal, 2))  # the optimum is 4
    qtbot.waitUntil(lambda: dialog.run is None, timeout=60_000)
    assert "cannot be won" in dialog.status.text()
    assert not dialog.play_button.isEnabled()


def test_the_dialog_speaks_arabic_right_to_left(qtbot: QtBot, window: MainWindow) -> None:
    i18n.set_language("ar")
    try:
        QApplication.setLayoutDirection(i18n.layout_direction("ar"))
        _, dialog = open_dialog(qtbot, window)
        dialog.edit.setText("hello")
        assert dialog.isRightToLeft()
        assert dialog.status.text() != "" and "This is not" not in dialog.status.text()
    finally:
        i18n.set_language("en")
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
