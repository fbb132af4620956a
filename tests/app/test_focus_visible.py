"""The board's focus ring follows the player's last input: keys show it, a click hides it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from twelve_bowls.app.board import layout
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import PuzzleAttempt


@pytest.fixture
def context(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    return AppContext(store=InMemoryProfileService())


def active_screen(qtbot, context):
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0])  # puzzle 1: bowl 0 wins (R7.3)
    screen = GameScreen(context, PuzzleAttempt.from_puzzle(puzzle))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    with qtbot.waitActive(screen):
        screen.show()
        screen.activateWindow()
    screen.player.speed = 0.0
    screen.focus_first()
    return screen, puzzle


def click_bowl(screen, bowl):
    view = screen.view
    point = view.mapFromScene(layout.bowl_centre(bowl))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_next_puzzle_clicked_leaves_no_ring_on_the_new_board(qtbot, context):
    screen, puzzle = active_screen(qtbot, context)
    for bowl in puzzle.solution:
        click_bowl(screen, bowl)  # R2.1 select, R2.2 the second click plays
        click_bowl(screen, bowl)
    next_button = screen.result.next_button
    assert next_button.isVisible()
    QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert screen.attempt.puzzle_id != puzzle.id  # the next puzzle is shown
    assert screen.view.hasFocus()  # focus is put on the board for the keys...
    assert not screen.scene.focus_ring  # ...but a mouse player sees no ring round it
    QTest.keyClick(screen.view, Qt.Key.Key_Right)  # the first key shows where focus is
    assert screen.scene.focus_ring and screen.scene.focus_bowl() is not None


def test_a_clicked_bowl_has_its_selection_and_no_focus_ring(qtbot, context):
    screen, _puzzle = active_screen(qtbot, context)
    assert screen.scene.focus_ring  # opened without input: focus is shown
    click_bowl(screen, 0)
    assert screen.session.selected == 0
    assert screen.scene.focus_bowl() is None  # the selection ring alone marks it


def test_next_puzzle_by_enter_keeps_the_ring_for_a_keyboard_player(qtbot, context):
    screen, puzzle = active_screen(qtbot, context)
    for bowl in puzzle.solution:
        screen.session.select(bowl)
        screen.session.confirm()
    next_button = screen.result.next_button
    assert QApplication.focusWidget() is next_button  # the panel's first action
    QTest.keyClick(next_button, Qt.Key.Key_Return)
    assert screen.attempt.puzzle_id != puzzle.id
    assert screen.view.hasFocus() and screen.scene.focus_ring  # SC 2.4.7
