"""Replay last move's arrows follow the reading direction: in Arabic (right to left) the
bar is mirrored, Back is on the right with its arrow pointing right, Next on the left
pointing left, and the Left arrow key steps forward; in English all of it the other way."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import PuzzleAttempt


@pytest.fixture(params=["en", "ar"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    i18n.set_language(code)  # the translators and the application's layout direction
    try:
        yield code
    finally:
        i18n.set_language("en")
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _replaying(qtbot: QtBot) -> GameScreen:
    """A game screen showing Replay last move of the first move of puzzle 40."""
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[39])
    screen = GameScreen(
        AppContext(store=InMemoryProfileService()), PuzzleAttempt.from_puzzle(puzzle)
    )
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    for player in (screen.player, screen.replay_player, screen.demo.player):
        player.speed = 0.0  # every animation ends at once
    screen.session.select(puzzle.solution[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    screen.replay_button.click()
    assert screen.replay is not None and screen.help.replay_bar.isVisible()
    return screen


def _left_edge(button: QWidget) -> int:
    return button.mapTo(button.window(), QPoint(0, 0)).x()


def _arrow(button: QPushButton) -> str:
    [arrow] = [c for c in button.text() if c in "◀▶"]
    return arrow


def _step_shown(screen: GameScreen) -> int:
    return screen.replay.index if screen.replay is not None else -1


def test_the_replay_bar_mirrors_right_to_left(qtbot: QtBot, language: str) -> None:
    screen = _replaying(qtbot)
    rtl = language == "ar"
    assert screen.help.replay_bar.isRightToLeft() is rtl
    back, forward = screen.help.replay_back, screen.help.replay_forward
    assert isinstance(back, QPushButton) and isinstance(forward, QPushButton)
    # Where the buttons are drawn: Back first in reading order, at the start of the row.
    if rtl:
        assert _left_edge(back) > _left_edge(forward)
    else:
        assert _left_edge(back) < _left_edge(forward)
    # Each arrow points outward, the way its step goes along the line of reading.
    assert (_arrow(back), _arrow(forward)) == (("▶", "◀") if rtl else ("◀", "▶"))
    assert back.accessibleName() != forward.accessibleName()
    # The arrow key that points to Next steps forward, the other one back.
    toward_next, toward_back = (
        (Qt.Key.Key_Left, Qt.Key.Key_Right) if rtl else (Qt.Key.Key_Right, Qt.Key.Key_Left)
    )
    assert _step_shown(screen) == 0
    QTest.keyClick(screen, toward_next)
    qtbot.waitUntil(lambda: not screen.replay_player.running, timeout=3000)
    assert _step_shown(screen) == 1
    QTest.keyClick(screen, toward_next)
    qtbot.waitUntil(lambda: not screen.replay_player.running, timeout=3000)
    QTest.keyClick(screen, toward_back)
    assert _step_shown(screen) == 1
