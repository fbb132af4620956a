"""Esc in an Endless or Daily game pauses it (R8.3) and home says so: the mode's button,
now Continue with the score it was paused at, has the focus, and the note is read out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_accessibility import announcements  # noqa: F401  (a fixture)
from tests.engine.modes_helpers import careful_move
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.notify import spoken
from twelve_bowls.engine.modes import EndlessAttempt


def window(qtbot: QtBot) -> MainWindow:
    main = MainWindow(AppContext(InMemoryProfileService()))
    qtbot.addWidget(main)
    main.resize(1280, 720)
    main.show()
    qtbot.waitExposed(main)
    return main


def test_esc_in_endless_says_it_paused_and_where_to_go_on(
    qtbot: QtBot,
    announcements: list[tuple[str, bool]],  # noqa: F811
) -> None:
    main = window(qtbot)
    screen = main.start_endless(seed="pause-note")
    assert isinstance(screen, GameScreen)
    screen.player.speed = 0.0
    screen.session.select(careful_move(screen.attempt))  # type: ignore[arg-type]
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=20000)  # bounds a hang
    score = screen.attempt.score
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    home = main.home
    assert main.current_screen() is home
    assert home.endless.title.text() == "Continue Endless"
    assert home.endless.detail.text().startswith(f"Paused at {score:,} points")
    assert QApplication.focusWidget() is home.endless  # its focus ring marks it
    said = [text for text, _ in announcements]
    assert f"Endless paused at {score:,} points. Continue Endless goes on from there." in said


def test_esc_before_the_first_move_says_nothing_was_kept(
    qtbot: QtBot,
    announcements: list[tuple[str, bool]],  # noqa: F811
) -> None:
    main = window(qtbot)
    screen = main.start_endless(seed="pause-note")
    assert isinstance(screen, GameScreen)
    QTest.keyClick(screen.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert main.current_screen() is main.home
    assert main.home.endless.title.text() == "Endless"  # nothing to continue
    assert QApplication.focusWidget() is main.home.puzzles  # where a start puts focus
    said = [text for text, _ in announcements]
    # Announced in its spoken form (app/notify.spoken: a colon becomes a pause).
    assert spoken("Endless left before its first move: there is nothing to continue.") in said


def test_a_finished_or_puzzle_game_leaves_without_a_pause_note() -> None:
    from twelve_bowls.app.game.side_panel import pause_note

    attempt = EndlessAttempt("finished")
    attempt.end()
    assert pause_note(attempt) == ""
