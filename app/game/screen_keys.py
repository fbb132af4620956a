"""The game screen's keys, turned into session operations.

Board keys (arrows, Enter, Space) act only while the board or one of its bowls has focus: a
focused button owns Enter and Space. Screen keys (Undo, H, Esc, the steppers'
arrows) act wherever focus is on the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from twelve_bowls.app.game import spoken

if TYPE_CHECKING:
    from twelve_bowls.app.game.game_screen import GameScreen


def _stepping(screen: GameScreen, key: int) -> int:
    """+1 or -1 for a stepper's arrow keys, mirrored right to left; 0 for other keys."""
    rtl = screen.layoutDirection() == Qt.LayoutDirection.RightToLeft
    forward, back = (
        (Qt.Key.Key_Left, Qt.Key.Key_Right) if rtl else (Qt.Key.Key_Right, Qt.Key.Key_Left)
    )
    if key in (forward, Qt.Key.Key_Down):
        return +1
    if key in (back, Qt.Key.Key_Up):
        return -1
    return 0


def solution_key(screen: GameScreen, key: int) -> bool:
    """Show solution: the arrows step, Space pauses or continues, Enter hurries the move
    shown, Esc stops (back to the attempt as it was). True when handled."""
    session = screen.session
    step = _stepping(screen, key)
    if step:
        session.step_solution(step)
    elif key == Qt.Key.Key_Space:
        session.pause_solution(not session.demo.paused)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        session.demo.skip()
    elif key == Qt.Key.Key_Escape:
        session.stop_solution()
    else:
        return False
    return True


def replay_key(screen: GameScreen, key: int) -> bool:
    """Replay last move: the arrows step (mirrored right to left), Esc and Enter end."""
    step = _stepping(screen, key)
    if step:
        screen.session.step_replay(step)
    elif key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        screen.session.end_replay()
    else:
        return False
    return True


def board_key(screen: GameScreen, event: QKeyEvent) -> bool:
    """Keys of the board, only while it (or one of its bowls) has focus; True when handled."""
    if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return False
    key = event.key()
    session = screen.session
    if session.demo.running:
        solution_key(screen, key)
        return True  # nothing else plays while the solution is shown
    if session.replay is not None and replay_key(screen, key):
        return True
    if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
        screen.move_focus(+1)  # clockwise (R1.1)
    elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
        screen.move_focus(-1)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        spoken.enter_on_bowl(screen)
    elif key == Qt.Key.Key_Space:
        session.skip()
    else:
        return False
    return True


def screen_key(screen: GameScreen, event: QKeyEvent) -> bool:
    """Keys that work wherever focus is on the screen; True when handled."""
    session = screen.session
    key = event.key()
    plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    if session.demo.running:
        # A focused button owns Enter and Space; the arrows and Esc reach the stepper.
        if plain and key not in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            solution_key(screen, key)
        return True  # nothing acts on the attempt while the solution is shown
    if session.replay is not None and replay_key(screen, key):
        return True  # arrows step, Esc and Enter end (reached from anywhere)
    if event.matches(QKeySequence.StandardKey.Undo):  # Ctrl+Z (Cmd+Z on macOS)
        screen.ask_undo()
    elif key == Qt.Key.Key_H and not event.modifiers():
        screen.ask_hint()  # A hint, wherever focus is on this screen
    elif spoken.is_brief_key(event):
        spoken.speak_brief(screen, screen.hud)
    elif key == Qt.Key.Key_Escape:
        if screen.question.isVisible():
            screen.question.cancel()
            screen.view.setFocus(Qt.FocusReason.OtherFocusReason)
        elif screen.results.asking():
            screen.results.cancel_question()  # back to the result, not out of the game
        else:
            screen.request_leave()
    else:
        return False
    return True


__all__ = ["board_key", "replay_key", "screen_key", "solution_key"]
