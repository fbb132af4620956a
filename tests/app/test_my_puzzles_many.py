"""Thousands of puzzles of one's own: the Puzzles screen makes their rows a page at a time
and reads a file when its row is made, so it opens at once; every row stays a row of named
buttons that Tab reaches, through "Show more" (the first opening made every row: 7.6 s a
thousand)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app import my_puzzles as module
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.my_puzzles import FIRST_ID, MyPuzzles
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.my_puzzles_list import PAGE
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE_1 = load_puzzles()[0]
EXTRA = 12  # rows past the first page


@pytest.fixture
def home(tmp_path: Path) -> Path:
    base = tmp_path / "home"
    first = MyPuzzles(base).save(PUZZLE_1.position, PUZZLE_1.goal, 3, (0,), 1, "Mine")
    raw = json.loads(first.path.read_text("utf-8"))
    for number in range(FIRST_ID + 1, FIRST_ID + PAGE + EXTRA):
        copy = {**raw, "id": number, "title": f"Mine {number}"}
        (first.path.parent / f"{number}.json").write_text(json.dumps(copy), "utf-8")
    return base


@pytest.fixture
def window(qtbot: QtBot, home: Path) -> Iterator[MainWindow]:
    i18n.set_language("en")  # the English catalog's plurals
    context = AppContext(ProfileService(home))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window


def _picker(window: MainWindow) -> PuzzlePicker:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    return picker


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_the_first_opening_makes_one_page_of_rows_and_reads_only_their_files(
    window: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[Path] = []
    real = module.read_regular_file

    def counted(path: Path, limit: int | None = None) -> bytes:
        if path.parent.name == module.FOLDER and path.stem.isdigit():
            reads.append(path)
        return real(path, limit)

    monkeypatch.setattr(module, "read_regular_file", counted)
    mine = _picker(window).mine
    assert len(mine.entries) == PAGE
    assert len(mine.buttons) == 3 * PAGE
    assert len(reads) == PAGE
    assert not mine.more.isHidden()
    assert mine.more.text() == f"Show {EXTRA} more of your puzzles"
    assert mine.more.accessibleDescription() == f"{EXTRA} of your puzzles are not listed yet."


def test_the_keyboard_reaches_every_row_through_show_more(qtbot: QtBot, window: MainWindow) -> None:
    picker = _picker(window)
    mine = picker.mine
    mine.buttons[-1].setFocus()  # the last row's Copy puzzle code
    qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    assert _focused() is mine.more
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)
    assert len(mine.entries) == PAGE + EXTRA
    assert mine.more.isHidden()
    # The keyboard goes on at the first new row, named for a screen reader.
    play = _focused()
    assert play is mine.buttons[3 * PAGE]
    number = FIRST_ID + PAGE
    assert play.objectName() == f"my_play_{number}"
    assert play.accessibleName() == f"Play My puzzle {number} “Mine {number}”"
    last_play, last_edit, last_copy = mine.buttons[-3:]
    assert (
        last_edit.accessibleName()
        == f"Edit My puzzle {number + EXTRA - 1} “Mine {number + EXTRA - 1}”"
    )
    # Tab walks the new rows' Play, Edit and Copy, then on to the hundred puzzles.
    last_play.setFocus()
    for expected in (last_edit, last_copy, picker.tiles[0]):
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
        assert _focused() is expected


def test_back_from_a_puzzle_past_the_first_page_finds_its_row(window: MainWindow) -> None:
    picker = _picker(window)
    number = FIRST_ID + PAGE + 5
    button = picker.mine.play_button(number)
    assert button is not None and button.objectName() == f"my_play_{number}"
    assert len(picker.mine.entries) == PAGE + EXTRA
    assert picker.mine.play_button(99_999) is None


def test_a_win_keeps_the_rows_that_were_shown(window: MainWindow, home: Path) -> None:
    picker = _picker(window)
    picker.mine.show_more()
    MyPuzzles(home).record_win(FIRST_ID + 1, 1)
    picker.refresh_mine()
    assert len(picker.mine.entries) == PAGE + EXTRA
    assert "✓ Solved · best 1 move" in picker.mine.buttons[3].text()
