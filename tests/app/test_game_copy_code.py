"""Copy puzzle code in the game screen, and what a pasted code keeps: whatever a puzzle is
played from (shipped, generated, one's own, an opened file, a pasted code) the player can
copy its code by a button and by Ctrl+Shift+C, and hears "Puzzle code copied."; the code
carries the title the player sees, and a generated puzzle's difficulty and seed, so that a
friend's paste keeps the title and plays a generated puzzle as generated, but only when
the generator makes that very puzzle again (a code is hostile input).

Seen failing: with the code worked out without the source's title (every pasted title
lost), with ``CheckedCode.attempt`` that ignored the generated puzzle (played as a pasted
code), and with ``remade_from_code`` that trusted the claim without comparing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication
from pytestqt.qtbot import QtBot

from tests.app.test_puzzle_codes_app import window
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.generated_records import GeneratedStore
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.midend.attempt_code import attempt_code
from twelve_bowls.app.midend.generated import generated_attempt, remade_from_code
from twelve_bowls.app.puzzle_codes import OpenCodeDialog, code_attempt, my_puzzle_attempt
from twelve_bowls.app.puzzle_files import own_puzzle_attempt
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.generate import Difficulty, GeneratedPuzzle, generate
from twelve_bowls.engine.modes import (
    EndlessAttempt,
    Generated,
    PastedCode,
    PuzzleAttempt,
)
from twelve_bowls.engine.puzzle_code import GeneratedOrigin, SharedPuzzle, decode, encode
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLES = load_puzzles()
WAIT_MS = 300_000  # a real generation on a loaded machine; nothing here is timed


@pytest.fixture(scope="module")
def easy() -> GeneratedPuzzle:
    return generate("42", Difficulty.EASY)


@pytest.fixture
def announcements() -> Iterator[list[str]]:
    """What reached Qt's accessibility as announcements."""
    heard: list[str] = []
    original = QAccessible.updateAccessibility

    def catch(event: object) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(event.message())
        original(event)  # type: ignore[arg-type]

    QAccessible.updateAccessibility = staticmethod(catch)  # type: ignore[method-assign]
    try:
        yield heard
    finally:
        QAccessible.updateAccessibility = original  # type: ignore[method-assign]


def _attempts(tmp_path: Path, easy: GeneratedPuzzle) -> dict[str, PuzzleAttempt]:
    puzzle = PUZZLES[6]
    shared = SharedPuzzle(puzzle.position, puzzle.goal, puzzle.moves, "A friend's title")
    path = tmp_path / "mine.json"
    raw = {
        "format": 1,
        "id": 500,
        "title": "My file title",
        "bowls": list(puzzle.position.bowls),
        "modifiers": puzzle.position.modifiers_notation(),
        "goal": puzzle.goal.to_json(),
        "moves": puzzle.moves,
        "solution": list(puzzle.solution),
    }
    path.write_text(json.dumps(raw), encoding="utf-8")
    return {
        "shipped": PuzzleAttempt.from_puzzle(puzzle),
        "generated": generated_attempt(easy),
        "own": my_puzzle_attempt(1001, shared, "Mine, made in the editor"),
        "file": own_puzzle_attempt(path),
        "pasted": code_attempt(shared, encode(*shared_start(shared), title=shared.title), 2),
    }


def shared_start(shared: SharedPuzzle) -> tuple[object, ...]:
    return (shared.position, shared.goal, shared.moves)


@pytest.mark.parametrize("kind", ["shipped", "generated", "own", "file", "pasted"])
def test_every_puzzle_can_be_copied_by_button_and_key_and_it_is_said(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    easy: GeneratedPuzzle,
    announcements: list[str],
    kind: str,
) -> None:
    attempt = _attempts(tmp_path, easy)[kind]
    screen = window.start_made_puzzle(attempt)
    assert isinstance(screen, GameScreen)
    button = screen.code_button
    assert button.isVisible() and button.isEnabled()
    assert button.accessibleName() == "Copy puzzle code"
    assert "Ctrl+Shift+C" in button.toolTip()
    QGuiApplication.clipboard().setText("")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    code = QGuiApplication.clipboard().text()
    assert code == screen.session.puzzle_code() and code
    assert screen.status.text() == "Puzzle code copied."
    assert "Puzzle code copied." in announcements
    shared = decode(code)
    assert (shared.position, shared.goal, shared.moves) == (
        attempt.start_position,
        attempt.goal,
        attempt.move_limit,
    )
    # The key does the same, wherever focus is on the screen.
    QGuiApplication.clipboard().setText("")
    screen.set_status("")
    qtbot.keyClick(
        screen.view,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert QGuiApplication.clipboard().text() == code
    assert screen.status.text() == "Puzzle code copied."
    # Tab reaches it, after the keyboard help's disclosure.
    assert screen.panel.keys_toggle.nextInFocusChain() is button


def test_the_code_carries_the_title_shown_and_a_generated_puzzles_origin(
    tmp_path: Path, easy: GeneratedPuzzle, qapp: object
) -> None:
    titles = {
        kind: decode(code).title
        for kind, attempt in _attempts(tmp_path, easy).items()
        if (code := attempt_code(attempt)) is not None
    }
    assert titles == {
        "shipped": PUZZLES[6].title,  # in the player's language (English here)
        "generated": "",
        "own": "Mine, made in the editor",
        "file": "My file title",
        "pasted": "A friend's title",
    }
    generated = decode(attempt_code(generated_attempt(easy)) or "")
    assert generated.generated == GeneratedOrigin("easy", "42")
    assert attempt_code(EndlessAttempt("seed")) is None


def test_endless_has_no_copy_code(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_made_puzzle(EndlessAttempt("seed"))
    assert isinstance(screen, GameScreen)
    assert not screen.code_button.isVisible()
    assert not screen.copy_code_action.isEnabled()


def open_dialog(qtbot: QtBot, window: MainWindow) -> OpenCodeDialog:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    qtbot.mouseClick(picker.open_code, Qt.MouseButton.LeftButton)
    dialog = picker.code_dialog
    assert isinstance(dialog, OpenCodeDialog)
    return dialog


def play_pasted(qtbot: QtBot, window: MainWindow, code: str) -> GameScreen:
    dialog = open_dialog(qtbot, window)
    dialog.edit.setText(code)
    qtbot.waitUntil(lambda: dialog.play_button.isEnabled(), timeout=WAIT_MS)
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    return screen


def test_a_pasted_code_keeps_its_title_as_plain_text(qtbot: QtBot, window: MainWindow) -> None:
    puzzle = PUZZLES[6]
    title = "<b>Two</b> \u202eSteps\u200b"
    screen = play_pasted(
        qtbot, window, encode(puzzle.position, puzzle.goal, puzzle.moves, title=title)
    )
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt) and isinstance(attempt.source, PastedCode)
    assert attempt.source.title == "<b>Two</b> Steps"
    assert screen.hud.title.text() == "Puzzle code"
    assert screen.hud.subtitle.text() == "<b>Two</b> Steps"  # shown as written, not markup
    assert screen.hud.subtitle.textFormat() != Qt.TextFormat.RichText
    # Copied again, the friend's copy keeps it.
    assert decode(screen.session.puzzle_code() or "").title == "<b>Two</b> Steps"


def test_a_generated_puzzles_code_pasted_plays_as_generated_with_its_records(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, easy: GeneratedPuzzle
) -> None:
    screen = play_pasted(qtbot, window, easy.code)
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt)
    assert attempt.source == Generated("42", "easy")
    assert screen.hud.title.text() == "Easy generated puzzle"
    assert screen.session.solution() is not None  # its line is known: help works
    for move in easy.solution:
        screen.session.click_bowl(move)
        screen.session.click_bowl(move)
        screen.session.skip()
    assert attempt.won is True
    assert GeneratedStore(tmp_path / "home").records().solved == {"easy": 1}
    assert window.context.profile.records.puzzles == {}


def test_a_false_generated_claim_plays_as_a_pasted_code(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, easy: GeneratedPuzzle
) -> None:
    # The same board, said to come from another seed: the generator makes another puzzle.
    forged = encode(easy.position, easy.goal, easy.limit, generated=GeneratedOrigin("easy", "43"))
    assert remade_from_code(decode(forged)) is None
    screen = play_pasted(qtbot, window, forged)
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt) and isinstance(attempt.source, PastedCode)
    assert screen.hud.title.text() == "Puzzle code"
    for move in easy.solution:
        screen.session.click_bowl(move)
        screen.session.click_bowl(move)
        screen.session.skip()
    assert attempt.won is True
    assert GeneratedStore(tmp_path / "home").records().solved == {}


__all__ = ["window"]  # the fixture, shared with the paste tests
