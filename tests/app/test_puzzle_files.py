"""Puzzle files the player meets: damaged shipped files and the player's own
puzzle files (R10.3's minimum), from the picker to the game."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

import twelve_bowls.engine.puzzles
from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.puzzle_files import explain
from twelve_bowls.app.screens import puzzle_picker
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import EndReason, OpenedFile, PuzzleAttempt
from twelve_bowls.engine.puzzles import PuzzleError


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped puzzles with 005 nested too deeply and 006 a huge number."""
    copy = tmp_path / "puzzles"
    shutil.copytree(twelve_bowls.engine.puzzles.shipped_directory(), copy)
    (copy / "005.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (copy / "006.json").write_text('{"format": 1, "id": 6, "moves": ' + "9" * 5000 + "}")
    monkeypatch.setattr(twelve_bowls.engine.puzzles, "shipped_directory", lambda: copy)
    puzzle_picker.puzzle_titles.cache_clear()
    yield copy
    puzzle_picker.puzzle_titles.cache_clear()
    i18n.set_language("en")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    context = AppContext(ProfileService(tmp_path / "home"))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def own_file(tmp_path: Path, **changes: object) -> Path:
    raw: dict[str, object] = {
        "format": 1,
        "id": 4242,
        "bowls": ["R", "RR", "", "", "", "", "G", "", "", "", "", ""],
        "modifiers": {},
        "goal": {"type": "clear_color", "color": "R"},
        "moves": 1,
        "solution": [0],
    }
    path = tmp_path / "my own.json"
    path.write_text(json.dumps(raw | changes), encoding="utf-8")
    return path


def visible_box() -> QMessageBox:
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    visible = [box for box in boxes if box.isVisible()]
    assert len(visible) == 1
    return visible[0]


def test_hostile_files_leave_the_picker_usable_with_broken_tiles(
    qtbot: QtBot, folder: Path, window: MainWindow
) -> None:
    # A RecursionError used to escape the loader and stop the Puzzles screen from opening.
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    nested, huge, fine = picker.tiles[4], picker.tiles[5], picker.tiles[6]
    assert "Damaged file" in nested.accessibleDescription()
    assert "005.json" in nested.toolTip() and str(folder) not in nested.toolTip()
    assert "006.json" in huge.toolTip()
    assert "Damaged file" not in fine.accessibleDescription()
    # Clicking a broken tile is a message naming the file, and the picker stays.
    assert window.start_puzzle(6) is None
    box = visible_box()
    assert "006.json" in box.informativeText() and str(folder) not in box.informativeText()
    box.close()
    assert window.current_screen() is picker


def test_a_broken_tile_speaks_the_players_language(
    qtbot: QtBot, folder: Path, window: MainWindow
) -> None:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    english = picker.tiles[4].toolTip()
    i18n.set_language("es")
    qtbot.waitUntil(lambda: picker.tiles[4].toolTip() != english)
    spanish = picker.tiles[4].toolTip()
    assert spanish != english
    assert "005.json" in spanish and str(folder) not in spanish
    assert "Damaged file" not in spanish and "expected" not in spanish


def test_explain_names_file_field_and_expectation(qapp: QApplication) -> None:
    error = PuzzleError("/some/where/017.json", "bowls.3", "bowl 3 holds 8 items")
    text = explain(error)
    assert "017.json" in text and "/some/where" not in text
    assert "bowls.3" in text and "12 texts" in text
    unreadable = PuzzleError("/x/001.json", None, "cannot be read", unreadable=True)
    assert explain(unreadable) == "The puzzle file 001.json cannot be read."


def test_an_own_puzzle_file_plays_and_is_never_a_record(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    # Its id is a shipped puzzle's number: winning it must still not mark puzzle 7 solved.
    path = own_file(tmp_path, id=7, title="Mine", hint="Sow the lone red.")
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    assert picker.open_file.text() == "Open puzzle file…"
    picker.open_file.click()
    dialog = picker.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()  # open, not blocking
    # It starts in the player's Documents (or home) folder, never the working directory.
    start = Path(dialog.directory().absolutePath())
    assert start != Path.cwd() and start.is_dir()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert start in {Path(documents), Path.home()}
    dialog.fileSelected.emit(str(path))  # what choosing the file does
    dialog.close()
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.attempt, PuzzleAttempt)
    assert screen.attempt.source == OpenedFile("my own.json", "Mine", screen.attempt.source.hint)
    assert screen.attempt.puzzle_id == 7
    assert "my own.json" in screen.hud.title.text()
    assert screen.hud.subtitle.text() == "Mine"
    screen.player.speed = 0.0
    screen.session.select(0)
    screen.session.confirm()
    qtbot.waitUntil(lambda: screen.attempt.ended is not None, timeout=2000)
    assert screen.attempt.ended is EndReason.GOAL_MET
    for profile in (window.context.profile, window.context.store.load_profile()):
        assert profile.records.puzzles == {}
        assert profile.records.puzzles_solved == 0
    assert window.context.store.load_attempt("puzzle") is None
    assert screen.session.next_puzzle() is False  # no "next" after a file of one's own
    # The next "Open puzzle file" starts where this file was.
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    picker.open_file.click()
    again = picker.file_dialog
    assert isinstance(again, QFileDialog)
    assert Path(again.directory().absolutePath()) == path.parent
    again.close()


def test_a_bad_own_file_is_a_translated_sentence_naming_file_and_field(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = own_file(tmp_path, moves=0)
    assert window.start_own_puzzle(str(path)) is None
    box = visible_box()
    assert "my own.json" in box.informativeText()
    assert "“moves”" in box.informativeText()
    assert "1 to 99" in box.informativeText()
    assert str(tmp_path) not in box.informativeText()
    box.close()
