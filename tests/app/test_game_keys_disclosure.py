"""The keyboard help's disclosure in the game panel: open where it fits, the player's own
choice kept for the run, its state told to assistive technology."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.style import apply_style


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, tmp_path, monkeypatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    context = AppContext(InMemoryProfileService())
    apply_style(qapp, context.theme)
    main = MainWindow(context)
    qtbot.addWidget(main)
    main.resize(1280, 720)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()
    qapp.setStyleSheet("")


def puzzle(window: MainWindow, number: int = 5) -> GameScreen:
    screen = window.start_puzzle(number)
    assert isinstance(screen, GameScreen)
    settle()
    return screen


def overflow(screen: GameScreen) -> int:
    settle()
    bar = screen.panel.verticalScrollBar()
    return bar.maximum() - bar.minimum()


def test_the_players_choice_holds_for_every_game_of_the_run(window: MainWindow) -> None:
    screen = puzzle(window)
    toggle = screen.panel.keys_toggle
    assert toggle.isChecked() and screen.keys_hint.isVisible()  # room for it at 1280x720
    toggle.click()  # as a click or Space on the focused button
    settle()
    assert not toggle.isChecked() and not screen.keys_hint.isVisible()
    window.resize(1920, 1080)  # more room: the player's "closed" still holds
    settle()
    assert not screen.panel.keys_toggle.isChecked()
    window.go_home()
    settle()
    again = puzzle(window, 6)
    assert not again.panel.keys_toggle.isChecked()  # the next game opens as it was left
    # Opened by the player on the smallest window it stays open and scrolls into view.
    window.resize(800, 560)
    settle()
    again.panel.keys_toggle.click()
    settle()
    assert again.keys_hint.isVisible()
    window.resize(1280, 720)
    window.go_home()
    settle()
    assert puzzle(window, 7).panel.keys_toggle.isChecked()


def test_a_list_that_opened_by_itself_closes_rather_than_scroll(window: MainWindow) -> None:
    screen = puzzle(window)
    assert screen.panel.keys_toggle.isChecked()
    # A long status message (a hint's idea can take several lines) leaves no room.
    screen.set_status(" ".join(["A status that wraps over many lines of the panel."] * 6))
    settle()
    assert not screen.panel.keys_toggle.isChecked()
    assert overflow(screen) == 0
    # The player's own choice is never overridden: opened, it stays open and scrolls.
    screen.panel.keys_toggle.click()
    settle()
    assert screen.panel.keys_toggle.isChecked() and screen.keys_hint.isVisible()


def test_the_disclosure_says_whether_it_is_open(window: MainWindow) -> None:
    screen = puzzle(window)
    toggle = screen.panel.keys_toggle
    node = QAccessible.queryAccessibleInterface(toggle)
    assert node is not None
    assert node.text(QAccessible.Text.Name) == "Keyboard keys"
    for shown in (True, False, True):
        toggle.setChecked(shown)
        settle()
        state = node.state()
        assert state.checkable and bool(state.checked) is shown
        described = node.text(QAccessible.Text.Description)
        assert described == ("Hide the keyboard keys" if shown else "Show the keyboard keys")
        assert toggle.text().startswith("▾" if shown else "▸")
