"""The result panel never covers the bowl it names (R6.2: "Bowl 4 overflowed" over bowl 4
hid the very bowl it spoke of), in either reading direction and at both window sizes.
Geometry is compared in the board widget's coordinates, the bowl mapped from the scene."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.board import layout
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import EndReason, PuzzleAttempt


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


def overflowing_at(bowl: int) -> PuzzleAttempt:
    """Sowing the bowl before ``bowl`` brings it to eight items (R6.2)."""
    bowls = [""] * 12
    bowls[bowl] = "RGBYRGB"  # seven, no group of three
    bowls[(bowl - 1) % 12] = "Y"
    bowls[(bowl + 6) % 12] = "R"
    start = Position(tuple(bowls), (None,) * 12)
    return PuzzleAttempt(0, start, Goal(GoalType.CLEAR_COLOR, color="R"), 3)


def drawn_bowl(screen: GameScreen, bowl: int) -> QRect:
    viewport = screen.view.viewport()
    drawn = screen.view.mapFromScene(layout.bowl_rect(bowl)).boundingRect()
    return drawn.translated(viewport.mapTo(screen.board, QPoint(0, 0)))


@pytest.fixture
def english_after(qtbot: QtBot) -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("bowl", range(12))
@pytest.mark.parametrize(
    ("code", "size"),
    [("en", (800, 560)), ("ar", (800, 560)), ("en", (1280, 720))],
    ids=["ltr-800x560", "rtl-800x560", "ltr-1280x720"],
)
def test_the_result_panel_leaves_the_overflowed_bowl_in_view(
    qtbot: QtBot,
    context: AppContext,
    english_after: None,
    code: str,
    size: tuple[int, int],
    bowl: int,
) -> None:
    context.update_settings(language=code)
    QApplication.processEvents()
    screen = GameScreen(context, overflowing_at(bowl))
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.player.speed = 0.0
    assert (screen.layoutDirection() == Qt.LayoutDirection.RightToLeft) == (code == "ar")
    screen.session.select((bowl - 1) % 12)
    screen.session.confirm()
    qtbot.waitUntil(screen.result_shown, timeout=20000)  # bounds a hang only
    QApplication.processEvents()
    assert screen.attempt.ended is EndReason.OVERFLOW
    assert screen.session.overflowing == (bowl,)
    panel = screen.result.geometry()
    assert screen.board.rect().contains(panel), panel
    assert not panel.intersects(drawn_bowl(screen, bowl)), (panel, drawn_bowl(screen, bowl))
    # Its text fits the place it was given (a narrow panel grows taller, never cut).
    assert panel.height() >= screen.result.minimumSizeHint().height()
