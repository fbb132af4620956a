"""A solved generated puzzle's idea on a short window: the panel makes room, no scroll."""

from __future__ import annotations

import pytest

from tests.i18n.test_i18n_screens import settle
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.side_panel import SidePanel
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.midend.generated import generated_attempt, generated_idea
from twelve_bowls.engine.generate import generate


# Puzzles whose idea is four of the generator's sentences (goal, shape, two mechanics).
@pytest.mark.parametrize(("level", "seed"), [("medium", "166"), ("medium", "28"), ("easy", "40")])
@pytest.mark.parametrize("code", ["en", "hi", "ar"])
def test_a_solved_generated_puzzles_idea_does_not_make_the_panel_scroll(
    code: str, level: str, seed: str, styled: MainWindow, context: AppContext
) -> None:
    # Arabic at 800x560: the idea, shown once solved, took the panel 20-40 px past its
    # height, the Copy code row under the fold. The queue panel, which only asks for a
    # selection once the attempt has ended, makes way.
    window = styled
    context.update_settings(language=code)
    window.resize(800, 560)
    settle()
    made = generate(seed, level)
    screen = window.start_made_puzzle(generated_attempt(made))
    assert isinstance(screen, GameScreen)
    settle()
    panel = screen.findChild(SidePanel)
    assert panel is not None
    session = screen.session
    for move in made.solution:
        session.click_bowl(move)
        session.click_bowl(move)
        session.skip()
    settle()
    settle()
    assert session.attempt.won is True
    assert screen.hud.hint.text() == generated_idea(made)
    assert panel.verticalScrollBar().maximum() == 0
    # Undo takes the win back: the queue panel returns once there is room for it.
    session.undo()
    settle()
    settle()
    assert panel.queue_panel.isVisible()
    assert panel.verticalScrollBar().maximum() == 0
