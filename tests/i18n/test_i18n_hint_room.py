"""A hint's idea on a short window: the side panel makes room instead of scrolling."""

from __future__ import annotations

import pytest

from tests.i18n.test_i18n_screens import settle
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.side_panel import SidePanel
from twelve_bowls.app.main_window import MainWindow


@pytest.mark.parametrize("number", [1, 2, 12, 22, 28])
@pytest.mark.parametrize("code", ["en", "es", "ja", "hi", "ar"])
def test_no_hint_step_makes_the_panel_scroll_at_800x560(
    code: str, number: int, styled: MainWindow, context: AppContext
) -> None:
    # Arabic's and Hindi's ideas take two or three lines: the panel scrolled 46-73 px, the
    # buttons under the fold. The queue panel, which only asks for a selection then, makes
    # way; a selected bowl's queue comes back.
    window = styled
    context.update_settings(language=code)
    window.resize(800, 560)
    settle()
    screen = window.start_puzzle(number)
    assert isinstance(screen, GameScreen)
    settle()
    panel = screen.findChild(SidePanel)
    assert panel is not None and panel.verticalScrollBar().maximum() == 0
    hint_button = panel.hint_button.mapTo(window, panel.hint_button.rect().topLeft())
    screen.ask_hint()  # step 1: the idea, no bowl
    settle()
    assert screen.status.isVisible() and screen.session.selected is None
    assert panel.verticalScrollBar().maximum() == 0
    screen.ask_hint()  # step 2: the bowl, selected, with its queue
    settle()
    settle()
    assert screen.session.selected is not None and panel.queue_panel.isVisible()
    # A lesson's line, the hint and the queue at once: Arabic scrolled 4-27 px (puzzle 28
    # 53 px, and 24 px before any hint), cutting the key list's toggle; Hindi 6 px.
    assert panel.verticalScrollBar().maximum() == 0
    assert panel.keys_toggle.isVisible()
    bottom = panel.keys_toggle.mapTo(panel.viewport(), panel.keys_toggle.rect().bottomLeft())
    assert bottom.y() < panel.viewport().height()
    assert panel.hint_button.mapTo(window, panel.hint_button.rect().topLeft()) == hint_button


@pytest.mark.parametrize("code", ["en", "es", "ja", "hi", "ar"])
@pytest.mark.parametrize("number", [12, 40])
def test_no_button_moves_when_a_hint_shows_at_1280x720(
    code: str, number: int, styled: MainWindow, context: AppContext
) -> None:
    # The key list opened by itself where it fitted, and the idea closed it again: every
    # button moved down 129 px, and a second click on Hint missed it.
    window = styled
    context.update_settings(language=code)
    window.resize(1280, 720)
    settle()
    screen = window.start_puzzle(number)
    assert isinstance(screen, GameScreen)
    settle()
    panel = screen.findChild(SidePanel)
    assert panel is not None

    def places() -> list[tuple[int, int]]:
        buttons = [b for b in panel.buttons() if b.isVisible()]
        spots = [b.mapTo(window, b.rect().topLeft()) for b in buttons]
        return [(p.x(), p.y()) for p in spots]

    before = places()
    for _step in (1, 2):  # the idea, then the bowl with its queue
        screen.ask_hint()
        settle()
        settle()
        assert panel.verticalScrollBar().maximum() == 0
        assert places() == before
