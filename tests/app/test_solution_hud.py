"""Show solution at a player's speed: the HUD follows each move of the line as it is seen."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import PuzzleAttempt


@pytest.fixture(autouse=True)
def english_catalog(qapp: object) -> None:
    """The English catalog, as the game loads it at start: its plural forms ("1 point",
    "2 points") are what a player reads, whichever test ran before."""
    i18n.set_language("en")


def test_the_hud_shows_each_solution_move_once_it_has_been_seen(
    qtbot: QtBot, qapp: object
) -> None:  # R5.3, R7.3
    context = AppContext(store=InMemoryProfileService())
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[39])  # 40: its last move scores
    screen = GameScreen(context, PuzzleAttempt.from_puzzle(puzzle))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.demo.player.speed = 1.0  # the normal speed: each move takes its time
    screen.solution_button.click()
    assert screen.demo.running
    screen.session.pause_solution(True)  # the test steps, the timer does not
    line = PuzzleAttempt.from_puzzle(puzzle)  # the same line, played alongside
    scores = []
    for bowl in puzzle.solution:
        before = f"{line.score} points"
        line.play(bowl)
        screen.session.step_solution(+1)  # the move starts animating
        assert screen.demo.moving
        # The engine has played it; the board has not shown it yet, nor may the HUD.
        assert screen.hud.score.text() == before
        screen.demo.skip()  # the animation ends: the move has been seen
        assert not screen.demo.moving
        assert screen.hud.score.text() == f"{line.score} points"
        scores.append(line.score)
    assert scores[-1] > 0  # the line scored something the HUD had to follow
