"""The puzzle editor: puzzle 1 built from nothing by keyboard and proven by the solver,
R10.3's refusals as one sentence, a proof that can be cancelled, test play, and saving to
My puzzles (R10.3 files, ids from 1001, best results kept apart from the profile)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.bowl_access import BowlProxy
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.my_puzzles import MyPuzzle, MyPuzzles
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.editor import EditorScreen
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.modes import OwnPuzzle, PuzzleAttempt
from twelve_bowls.engine.puzzle_code import decode, encode
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE_1 = load_puzzles()[0]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    i18n.set_language("en")  # the English catalog's plurals ("1 stone")
    context = AppContext(ProfileService(tmp_path / "home"))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    i18n.set_language("en")


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def key(qtbot: QtBot, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(focused(), key)


def tab_to(qtbot: QtBot, target: QWidget) -> None:
    """Tab forward until ``target`` has focus (a keyboard user's way there)."""
    for _ in range(40):
        if focused() is target:
            return
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target.objectName()}")


def open_editor_by_keyboard(qtbot: QtBot, window: MainWindow) -> EditorScreen:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    picker.back.setFocus()
    tab_to(qtbot, picker.make)
    key(qtbot, Qt.Key.Key_Space)
    editor = window.current_screen()
    assert isinstance(editor, EditorScreen)
    return editor


def prove_by_keyboard(qtbot: QtBot, editor: EditorScreen) -> None:
    tab_to(qtbot, editor.prove_button)
    with qtbot.waitSignal(editor.proof_finished, timeout=60_000):
        key(qtbot, Qt.Key.Key_Space)


def build_puzzle_1(qtbot: QtBot, editor: EditorScreen) -> None:
    """R10.1: bowl 0 "R", bowl 1 "RR", bowl 6 "G"; goal clear_color R (R7.2)."""
    assert isinstance(focused(), BowlProxy) and focused().objectName() == "bowl0"
    key(qtbot, Qt.Key.Key_R)
    key(qtbot, Qt.Key.Key_Right)  # clockwise (R1.1)
    key(qtbot, Qt.Key.Key_R, 2)
    key(qtbot, Qt.Key.Key_Right, 5)
    key(qtbot, Qt.Key.Key_G)
    assert focused().accessibleName() == "Bowl 6, 1 stone, green"  # spoken punctuation
    tab_to(qtbot, editor.goal_box)
    key(qtbot, Qt.Key.Key_Home)  # the first goal: clear a colour
    tab_to(qtbot, editor.colour_box)
    key(qtbot, Qt.Key.Key_Home)  # red


def test_puzzle_1_built_from_nothing_by_keyboard_and_proven(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    editor = open_editor_by_keyboard(qtbot, window)
    build_puzzle_1(qtbot, editor)
    assert editor.position() == PUZZLE_1.position
    assert editor.goal() == PUZZLE_1.goal
    assert not editor.save_button.isEnabled()  # not proven yet
    prove_by_keyboard(qtbot, editor)
    proof = editor.proof
    assert proof is not None and proof.optimum == 1 and proof.line == (0,)
    assert editor.limit() == PUZZLE_1.moves
    assert "optimum is 1 move" in editor.result.text()
    assert "1 winning line" in editor.result.text()
    assert "greedy player can win" in editor.result.text()
    # Whole sentences with their plural forms, never "Limit: 1" or "Bits of luck: 0.5".
    assert "The limit is 1 move." in editor.result.text()
    assert "A random player needs " in editor.result.text()
    # An item button is named by what it adds; where it goes is its description.
    assert editor.item_buttons["R"].accessibleName() == "Red stone"
    assert editor.item_buttons["R"].accessibleDescription() == "Adds it to bowl 6."
    # The code of what was built is puzzle 1's, and Copy puts it on the clipboard.
    tab_to(qtbot, editor.copy_button)
    key(qtbot, Qt.Key.Key_Space)
    clipboard = QGuiApplication.clipboard()
    assert clipboard.text() == encode(PUZZLE_1.position, PUZZLE_1.goal, PUZZLE_1.moves)
    assert editor.status.text() == f"The puzzle code {clipboard.text()} was copied."
    # Saved as an R10.3 file with the first id of one's own, atomically (no temp left).
    tab_to(qtbot, editor.save_button)
    key(qtbot, Qt.Key.Key_Space)
    folder = tmp_path / "home" / "my_puzzles"
    assert sorted(p.name for p in folder.iterdir()) == ["1001.json"]
    raw = json.loads((folder / "1001.json").read_text(encoding="utf-8"))
    assert raw["bowls"] == ["R", "RR", "", "", "", "", "G", "", "", "", "", ""]
    assert raw["goal"] == {"type": "clear_color", "color": "R"}
    assert (raw["moves"], raw["solution"], raw["id"], raw["format"]) == (1, [0], 1001, 1)
    assert "Saved as My puzzle 1001" in editor.status.text()


def test_each_bowl_is_named_as_it_is_edited(qtbot: QtBot, window: MainWindow) -> None:
    editor = open_editor_by_keyboard(qtbot, window)
    key(qtbot, Qt.Key.Key_Left)  # bowl 11, counter-clockwise
    for letter in (Qt.Key.Key_W, Qt.Key.Key_X, Qt.Key.Key_B):
        key(qtbot, letter)
    key(qtbot, Qt.Key.Key_M, 3)  # none -> frozen -> reverse -> volcano
    name = focused().accessibleName()
    assert name.startswith("Bowl 11, 3 stones, wild, blocker, blue")  # spoken punctuation
    assert "volcano" in name.lower()
    key(qtbot, Qt.Key.Key_Backspace)
    assert focused().accessibleName().startswith("Bowl 11, 2 stones, wild, blocker")
    key(qtbot, Qt.Key.Key_Delete)
    assert focused().accessibleName().startswith("Bowl 11, empty")
    assert editor.position().bowls[11] == ""
    for _ in range(8):  # R1.4: seven places
        key(qtbot, Qt.Key.Key_Y)
    assert editor.bowls[11] == "YYYYYYY"
    assert "at most 7 stones" in editor.status.text()


@pytest.mark.parametrize(
    ("bowls", "words"),
    [
        ({0: "RRR", 1: "G"}, "Bowl 0 would match at once"),  # R7.1
        ({0: "G"}, "already meets the goal"),  # no red on the board: clear_color R is met
        ({0: "R", 1: "Y"}, "cannot be won"),  # two lone stones never match
    ],
)
def test_r10_3_refusals_are_one_sentence(
    qtbot: QtBot, window: MainWindow, bowls: dict[int, str], words: str
) -> None:
    editor = window.open_editor()
    assert isinstance(editor, EditorScreen)
    for bowl, items in bowls.items():
        editor.focus_bowl(bowl)
        for item in items:
            editor.add_item(item)
    with qtbot.waitSignal(editor.proof_finished, timeout=60_000):
        editor.start_proof()
    assert editor.proof is None
    assert words in editor.result.text()
    assert editor.result.text().count(".") == 1
    assert not editor.save_button.isEnabled()


def test_a_proof_shows_progress_and_can_be_cancelled(qtbot: QtBot, window: MainWindow) -> None:
    editor = window.open_editor()
    assert isinstance(editor, EditorScreen)
    # Puzzle 100's board with a score no line reaches soon: a search of minutes.
    hard = load_puzzles()[99]
    for bowl, items in enumerate(hard.position.bowls):
        editor.focus_bowl(bowl)
        for item in items:
            editor.add_item(item)
        modifier = hard.position.modifiers[bowl]
        if modifier is not None:
            editor.set_modifier(modifier.kind)
    editor.goal_box.setCurrentIndex(2)  # score
    editor.value_box.setValue(1_000_000)
    assert editor.position() == hard.position
    editor.start_proof()
    run = editor.run
    assert run is not None and editor.cancel_button.isEnabled()
    assert not editor.prove_button.isEnabled()
    qtbot.waitUntil(lambda: "The solver has searched" in editor.status.text(), timeout=60_000)
    # The search stops at its next report, long before it would have ended.
    with qtbot.waitSignal(run.cancelled, timeout=60_000):
        qtbot.mouseClick(editor.cancel_button, Qt.MouseButton.LeftButton)
    assert editor.proof is None and editor.run is None
    assert editor.status.text() == "Proof cancelled."
    assert editor.prove_button.isEnabled() and not editor.cancel_button.isEnabled()


def test_test_play_at_any_time_records_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    editor = open_editor_by_keyboard(qtbot, window)
    build_puzzle_1(qtbot, editor)
    tab_to(qtbot, editor.test_button)  # before any proof
    key(qtbot, Qt.Key.Key_Space)
    game = window.current_screen()
    assert isinstance(game, GameScreen)
    attempt = game.attempt
    assert isinstance(attempt, PuzzleAttempt) and isinstance(attempt.source, OwnPuzzle)
    assert attempt.source.draft
    assert game.hud.title.text() == "Test play"
    game.session.click_bowl(0)
    game.session.click_bowl(0)
    game.session.skip()
    assert attempt.won is True  # R7.3
    window.go_back()
    assert window.current_screen() is editor
    assert not (tmp_path / "home" / "my_puzzles").exists()
    assert window.context.profile.records.puzzles == {}


def test_my_puzzles_listed_played_and_kept_apart(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    base = tmp_path / "home"
    mine = MyPuzzles(base)
    first = mine.save(PUZZLE_1.position, PUZZLE_1.goal, 3, (0,), 1, "Mine")
    second = mine.save(PUZZLE_1.position, PUZZLE_1.goal, 1, (0,), 1)
    assert (first.id, second.id) == (1001, 1002)
    (base / "my_puzzles" / "1003.json").write_text("{ damaged", encoding="utf-8")
    assert mine.next_id() == 1004  # a damaged file keeps its id: never overwritten
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    texts = [b.text() for b in picker.mine.buttons]
    assert texts[0] == "My puzzle 1001 “Mine” — Not solved yet — limit 3 moves (2 of them slack)"
    assert len(picker.mine.entries) == 3 and not isinstance(picker.mine.entries[2], MyPuzzle)
    picker.back.setFocus()
    tab_to(qtbot, picker.mine.buttons[0])  # after the header's buttons, before puzzle 1
    key(qtbot, Qt.Key.Key_Space)
    game = window.current_screen()
    assert isinstance(game, GameScreen) and game.hud.title.text() == "My puzzle 1001"
    game.session.click_bowl(0)
    game.session.click_bowl(0)
    game.session.skip()
    assert game.attempt.won is True
    window.go_back()
    assert window.current_screen() is picker
    assert focused() is picker.mine.buttons[0]  # back where the player was
    assert (
        picker.mine.buttons[0].text().startswith("My puzzle 1001 “Mine” — ✓ Solved · best 1 move")
    )
    # Apart from the shipped puzzles' records and achievements (R9.5 counts those only).
    assert MyPuzzles(base).best() == {1001: 1}
    profile = window.context.profile
    assert profile.records.puzzles == {} and profile.achievements == []
    assert json.loads((base / "my_puzzles" / "records.json").read_text())["best"] == {"1001": 1}
    # The list's Copy puzzle code gives the code that plays the same puzzle.
    tab_to(qtbot, picker.mine.buttons[2])
    key(qtbot, Qt.Key.Key_Space)
    shared = decode(QGuiApplication.clipboard().text())
    assert (shared.position, shared.goal, shared.moves) == (PUZZLE_1.position, PUZZLE_1.goal, 3)


def test_edit_opens_a_saved_puzzle_and_saves_it_in_place(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    base = tmp_path / "home"
    MyPuzzles(base).save(PUZZLE_1.position, PUZZLE_1.goal, 2, (0,), 1, "Mine")
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    picker.back.setFocus()
    tab_to(qtbot, picker.mine.buttons[1])  # Edit
    key(qtbot, Qt.Key.Key_Space)
    editor = window.current_screen()
    assert isinstance(editor, EditorScreen) and editor.puzzle_id == 1001
    assert editor.position() == PUZZLE_1.position and editor.goal() == PUZZLE_1.goal
    assert editor.slack_box.value() == 1 and editor.title_edit.text() == "Mine"
    with qtbot.waitSignal(editor.proof_finished, timeout=60_000):
        editor.start_proof()
    assert editor.limit() == 2
    editor.save()
    assert sorted(p.name for p in (base / "my_puzzles").iterdir()) == ["1001.json"]
