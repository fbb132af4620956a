"""The game's "Open puzzle code" dialog reads a code pasted from a chat as the command line
does: right-to-left marks, bidi isolates, zero-width and no-break spaces are not part of
it (engine.puzzle_code.compact_code)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.engine.test_pasted_codes import PASTED, PUZZLE
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.puzzle_codes import OpenCodeDialog
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker


@pytest.mark.parametrize("case", ["right-to-left marks", "isolate", "no-break spaces"])
def test_a_code_pasted_from_a_chat_is_proven_and_played(
    qtbot: QtBot, tmp_path: Path, case: str
) -> None:
    context = AppContext(ProfileService(tmp_path / "home"))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    qtbot.mouseClick(picker.open_code, Qt.MouseButton.LeftButton)
    dialog = picker.code_dialog
    assert isinstance(dialog, OpenCodeDialog)
    dialog.edit.setText(PASTED[case])  # what Ctrl+V does
    qtbot.waitUntil(lambda: dialog.play_button.isEnabled(), timeout=60_000)
    assert dialog.checked is not None
    assert dialog.checked.code.isascii()  # the code kept is the code, nothing invisible
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    assert screen.attempt.move_limit == PUZZLE.moves
