"""What the game screen draws for help the session gives (``HelpView``): the hinted
bowl's mark (or the undo that can still win), Show solution's board and stepping bar,
Replay last move's stops and bar. The bars are built the first time they are shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import HighlightItem
from twelve_bowls.app.game.aid_bars import (
    AidBar,
    build_aid_bar,
    name_replay_bar,
    name_solution_bar,
    solution_caption,
)
from twelve_bowls.app.i18n import fill
from twelve_bowls.app.midend.session import HintShown
from twelve_bowls.engine.modes import MoveOutcome

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

    from twelve_bowls.app.game.game_screen import GameScreen


class HelpView:
    """The help shown on one game screen, and its two stepping bars."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self._replay_bar: AidBar | None = None
        self._solution_bar: AidBar | None = None
        self.font: QFont | None = None  # the panel's font, for a bar built later

    @property
    def built_replay_bar(self) -> AidBar | None:
        return self._replay_bar

    @property
    def replay_bar(self) -> AidBar:
        """Replay last move: a caption and back / forward / done."""
        if self._replay_bar is None:
            screen = self.screen
            session = screen.session
            actions = (
                lambda: session.step_replay(-1),
                lambda: session.step_replay(+1),
                session.end_replay,
            )
            self._replay_bar = build_aid_bar(
                screen.panel, screen.view, "replayBar", actions, self.font
            )
            name_replay_bar(self._replay_bar)
        return self._replay_bar

    @property
    def replay_caption(self) -> QWidget:
        return self.replay_bar.caption

    @property
    def replay_back(self) -> QWidget:
        return self.replay_bar.buttons[0]

    @property
    def replay_forward(self) -> QWidget:
        return self.replay_bar.buttons[1]

    @property
    def replay_done(self) -> QWidget:
        return self.replay_bar.buttons[2]

    @property
    def solution_bar(self) -> AidBar:
        """Show solution's stepper: back / pause / forward / stop, the move and its bowl."""
        if self._solution_bar is None:
            screen = self.screen
            session = screen.session
            actions = (
                lambda: session.step_solution(-1),
                lambda: session.pause_solution(not session.demo.paused),
                lambda: session.step_solution(+1),
                session.stop_solution,
            )
            self._solution_bar = build_aid_bar(
                screen.panel, screen.view, "solutionBar", actions, self.font
            )
        return self._solution_bar

    def stepping(self) -> bool:
        """A stepping bar is shown (it takes the keyboard help's place)."""
        bars = (self._solution_bar, self._replay_bar)
        return any(bar is not None and bar.isVisible() for bar in bars)

    def after_change(self) -> None:
        """A bar whose stepping has ended goes."""
        session = self.screen.session
        if self._replay_bar is not None and session.replay is None:
            self._replay_bar.hide()
        bar = self._solution_bar
        if bar is not None and bar.isVisible() and not session.demo.running:
            # The line shown to its end starts the puzzle again (REPLACED): its bar goes,
            # or it went on saying "move 5 of 5" over the new start.
            bar.hide()
            self.screen.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        session = self.screen.session
        if self._replay_bar is not None:
            name_replay_bar(self._replay_bar)
        replay = session.replay
        if replay is not None:
            self.replay_bar.caption.setText(replay.caption())
        if session.demo.running:
            self.show_solution_step(None)

    def show_hint(self, hint: HintShown | None) -> None:
        screen = self.screen
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

    def show_solution_step(self, outcome: MoveOutcome | None) -> None:
        """The solution's board (unless a move of it is being animated) and its bar."""
        screen = self.screen
        demo = screen.session.demo
        if outcome is None and not demo.player.running:
            screen.sync_board()
        bar = self.solution_bar
        if not demo.running:
            bar.hide()
            screen.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        screen.hide_result()
        screen.question.cancel()
        name_solution_bar(bar, demo.paused)
        caption = solution_caption(
            demo.shown, demo.total, demo.bowl_of(demo.shown), not demo.paused
        )
        changed = caption != bar.caption.text()
        bar.caption.setText(caption)
        if not bar.isVisible():
            bar.show()
            bar.buttons[1].setFocus(Qt.FocusReason.OtherFocusReason)  # Pause
        if changed:
            a11y.announce(screen, caption)

    def show_replay_step(self) -> None:
        screen = self.screen
        replay = screen.session.replay
        if replay is None:  # Done: the board as it is
            screen.sync_board()
            screen.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        bar = self.replay_bar
        screen.scene.sync(replay.before)
        screen.scene.set_interactive(False)
        bar.caption.setText(replay.caption())
        self.replay_back.setEnabled(replay.index > 0)
        self.replay_forward.setEnabled(replay.index < len(replay.stops))
        if not bar.isVisible():
            bar.show()
            self.replay_forward.setFocus(Qt.FocusReason.OtherFocusReason)
