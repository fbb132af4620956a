"""Switching theme mid-game repaints and changes no game state (R9.5): the scene holds
none."""

from __future__ import annotations

import pytest

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.modes import EndlessAttempt
from twelve_bowls.engine.profile import THEME_ORDER


@pytest.fixture
def context(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    ctx = AppContext(store=InMemoryProfileService())
    ctx.profile.achievements = list(Achievement)[:6]  # all seven unlocked
    return ctx


def snapshot(screen: GameScreen) -> tuple[object, ...]:
    attempt = screen.attempt
    return (
        attempt.to_save(),
        tuple(screen.scene.contents(b) for b in range(12)),
        screen.session.selected,
        attempt.score,
        attempt.moves_played,
    )


def test_switching_every_theme_mid_game_changes_nothing_but_the_look(qtbot, context) -> None:
    attempt = EndlessAttempt("theme-switch")
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    with qtbot.waitExposed(screen):
        screen.show()
    screen.player.speed = 0.0
    bowl = attempt.legal_moves()[0]
    screen.session.select(bowl)
    screen.session.confirm()
    second = attempt.legal_moves()[0]
    screen.session.select(second)  # a selection in progress must survive too
    before = snapshot(screen)
    stones_before = [id(s) for row in screen.scene.stones for s in row]
    for theme_id in (*THEME_ORDER[1:], "simple"):
        context.update_settings(theme=theme_id)
        assert screen.scene.look.theme.id == theme_id
        assert snapshot(screen) == before
    # Nothing was rebuilt: the very same stone items are on the board.
    assert [id(s) for row in screen.scene.stones for s in row] == stones_before
    screen.grab()  # paints with every cache warm; must not raise


def test_switching_during_an_animation_keeps_the_move(qtbot, context) -> None:
    attempt = EndlessAttempt("theme-switch-animating")
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    with qtbot.waitExposed(screen):
        screen.show()
    bowl = attempt.legal_moves()[0]
    screen.session.select(bowl)
    screen.session.confirm()
    played = attempt.to_save()
    assert screen.session.animating
    context.update_settings(theme="neon")
    assert attempt.to_save() == played
    screen.session.skip()
    assert tuple(screen.scene.contents(b) for b in range(12)) == attempt.position.bowls
    assert screen.scene.look.theme.id == "neon"
