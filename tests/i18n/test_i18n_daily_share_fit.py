"""A Daily's result after "Copy share text" at 800x560: every line whole, in every language.

Hindi's lines were cut through their headstroke and Arabic's last line disappeared: the
panel went narrow beside the bowl it names, and so taller than the board."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtWidgets import QLabel

from tests.i18n.test_i18n_screens import settle
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.engine.modes import EndReason

DAY = datetime.date(2026, 12, 1)  # an earlier day: practice, with its share text (R8.5)


def play_to_the_end(screen: GameScreen) -> None:
    """Biggest safe bowl first: this day's Daily overflows at its eleventh move (R6.2)."""
    attempt = screen.attempt
    while attempt.ended is None:
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow]
        screen.session.select(max(safe or legal, key=lambda b: -len(attempt.position.bowls[b])))
        screen.session.confirm()


@pytest.mark.parametrize("code", ["en", "es", "ja", "hi", "ar"])
def test_every_line_of_the_daily_result_is_whole_after_copying(
    code: str, styled: MainWindow, context: AppContext
) -> None:
    window = styled
    context.update_settings(language=code)
    window.resize(800, 560)
    settle()
    screen = window.start_past_daily(DAY)
    assert isinstance(screen, GameScreen)
    screen.player.speed = 0.0
    settle()
    play_to_the_end(screen)
    settle()
    assert screen.attempt.ended is EndReason.OVERFLOW
    overlay = screen.results.built
    assert overlay is not None and overlay.share_button.isVisible()
    overlay.share_button.click()
    settle()
    assert overlay.share_note.isVisible() and overlay.share_legend.isVisible()
    assert screen.board.rect().contains(overlay.geometry())
    for label in overlay.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        needed = (
            label.heightForWidth(label.width())
            if label.hasHeightForWidth()
            else label.sizeHint().height()
        )
        assert label.height() >= needed, f"{code}: {label.text()[:40]!r} is cut"
