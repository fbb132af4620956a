"""What the game screen draws for help the session gives: the hinted bowl's mark (or the
undo that can still win), Show solution's board and stepper, Replay last move's stops."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from twelve_bowls.app import a11y
from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import HighlightItem
from twelve_bowls.app.game.aid_bars import name_solution_bar, solution_caption
from twelve_bowls.app.i18n import fill
from twelve_bowls.app.midend.session import HintShown
from twelve_bowls.engine.modes import MoveOutcome

if TYPE_CHECKING:
    from twelve_bowls.app.game.game_screen import GameScreen


def show_hint(screen: GameScreen, hint: HintShown | None) -> None:
    if hint is None:
        return
    if hint.bowl is not None:
        screen.scene.add_transient(
            HighlightItem("highlight.match", layout.bowl_rect(hint.bowl), screen.scene.look)
        )
    elif hint.undo_to is not None:
        tr = QCoreApplication.translate
        keep = hint.undo_to
        screen.question.ask(
            tr("Game", "This puzzle can no longer be solved in the moves left."),
            tr("Game", "Undo to the start")
            if keep == 0
            else fill(tr("Game", "Undo to move %1"), keep),
            tr("Game", "Keep playing"),
            lambda: screen.session.undo_to(keep),
        )


def show_solution_step(screen: GameScreen, outcome: MoveOutcome | None) -> None:
    """The solution's board (unless a move of it is being animated) and its bar."""
    demo = screen.session.demo
    if outcome is None and not demo.player.running:
        screen._sync_board()
    bar = screen.solution_bar
    if not demo.running:
        bar.hide()
        screen.setFocus(Qt.FocusReason.OtherFocusReason)
        return
    if screen._result is not None:
        screen._result.hide()
    screen.question.cancel()
    name_solution_bar(bar, demo.paused)
    caption = solution_caption(demo.shown, demo.total, demo.bowl_of(demo.shown), not demo.paused)
    changed = caption != bar.caption.text()
    bar.caption.setText(caption)
    if not bar.isVisible():
        bar.show()
        bar.buttons[1].setFocus(Qt.FocusReason.OtherFocusReason)  # Pause
    if changed:
        a11y.announce(screen, caption)


def show_replay_step(screen: GameScreen) -> None:
    replay = screen.session.replay
    if replay is None:  # Done: the board as it is
        screen._sync_board()
        screen.setFocus(Qt.FocusReason.OtherFocusReason)
        return
    bar = screen.replay_bar
    screen.scene.sync(replay.before)
    screen.scene.set_interactive(False)
    bar.caption.setText(replay.caption())
    screen.replay_back.setEnabled(replay.index > 0)
    screen.replay_forward.setEnabled(replay.index < len(replay.stops))
    if not bar.isVisible():
        bar.show()
        screen.replay_forward.setFocus(Qt.FocusReason.OtherFocusReason)
