"""Values the schema allows but the game cannot use are bounded, and texts
from puzzle files are shown as text, never as markup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from twelve_bowls.app import paths
from twelve_bowls.app.board.animation import speed_factor
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game import hud as hud_module
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import EndlessAttempt, PuzzleAttempt
from twelve_bowls.engine.profile import MIN_ANIMATION_SPEED, Settings


@pytest.mark.parametrize("speed", [5e-324, 1e-300, 1e-9, 0.01])
def test_a_speed_just_above_zero_is_raised_to_one_the_game_can_play(speed: float) -> None:
    assert Settings(animation_speed=speed).animation_speed == MIN_ANIMATION_SPEED
    assert speed_factor(speed) == MIN_ANIMATION_SPEED


def test_a_saved_tiny_speed_still_plays_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    raw = {"schema_version": 1, "settings": {"animation_speed": 5e-324}}
    paths.profile_path().write_text(json.dumps(raw), "utf-8")
    context = AppContext(ProfileService())
    assert context.settings.animation_speed == MIN_ANIMATION_SPEED  # loaded, not damaged
    attempt = EndlessAttempt("tiny-speed")
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    assert screen.player.speed == MIN_ANIMATION_SPEED
    for _ in range(3):  # each move builds its animation from the speed (no OverflowError)
        screen.session.select(attempt.legal_moves()[0])
        screen.session.confirm()
        screen.session.skip()
    assert attempt.moves_played == 3


def test_puzzle_titles_and_hints_are_plain_text(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from twelve_bowls.app.context import InMemoryProfileService

    monkeypatch.setattr(hud_module, "puzzle_title", lambda _: "<h1>Big</h1>")
    monkeypatch.setattr(hud_module, "puzzle_hint", lambda _: "<b>bold</b> <img src=x>")
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0], check_solution=False)
    screen = GameScreen(AppContext(InMemoryProfileService()), PuzzleAttempt.from_puzzle(puzzle))
    qtbot.addWidget(screen)
    screen.show()
    hud = screen.hud
    assert hud.subtitle.text() == "<h1>Big</h1>"
    for label in (hud.title, hud.subtitle, hud.hint):
        # What Qt lays out (WrapLabel hands it escaped rich text, for right-to-left wrapping).
        shown = QLabel.text(label) if label.textFormat() != Qt.TextFormat.PlainText else ""
        assert "<h1>" not in shown and "<b>" not in shown and "<img" not in shown
