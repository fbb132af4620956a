"""The in-game screen: the board, and beside it a panel with the HUD, queue strip,
preview line, keyboard help and buttons; the result overlay over the board.

Public API (contract with the shell): ``GameScreen(context, attempt, parent=None)`` with
the signal ``leave_requested()`` and the methods ``request_leave()`` (Esc, Back, Pause: saves
an unfinished attempt, then leaves), ``save_attempt()`` and ``focus_first()``. The game
itself is ``self.session`` (``app.game.session.GameSession``); the screen only draws what
its ``state_changed`` says and turns input into session calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.board.animation import AnimationPlayer
from app.board.scene import BoardScene
from app.board.view import BoardView
from app.game.hud import Hud
from app.game.overlays import QuestionBar, ResultOverlay
from app.game.queue_strip import QueueStrip
from app.game.session import Change, GameSession, SessionChange
from app.game.texts import (
    again_label,
    end_detail,
    end_title,
    restart_label,
    restart_question,
    restart_tooltip,
)
from app.i18n import fill
from app.style import palette_of
from engine.modes import Attempt, DailyAttempt, EndReason, ModeId

if TYPE_CHECKING:
    from app.context import AppContext

PANEL_WIDTH = 320  # at 1280x720; grows with the window (see ``resizeEvent``)
MARGIN = 12
GAP = 20  # between the board and the panel


class GameScreen(QWidget):
    """One attempt, played by mouse or keyboard (R2.1, R2.2)."""

    leave_requested = Signal()

    def __init__(
        self, context: AppContext, attempt: Attempt, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.context = context
        settings = context.settings
        self.scene = BoardScene(context.theme, bool(settings.symbols), self)
        self.view = BoardView(self.scene, self)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setMinimumSize(320, 320)
        self.player = AnimationPlayer(self.scene, self)
        self.session = GameSession(context, attempt, self.player, self)
        self._base_point_size = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self._apply_settings()
        self._apply_theme()
        self.scene.bowl_clicked.connect(self.session.click_bowl)
        self.scene.board_clicked.connect(self.session.click_board)
        self.session.state_changed.connect(self._on_state_changed)
        self.session.status.connect(self.set_status)
        context.theme_changed.connect(self._apply_theme)
        context.settings_changed.connect(self._apply_settings)
        # No profile_changed: the profile changes under a game only when its session records
        # a result, and the session's own notification redraws the screen then.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._sync_board()
        self.retranslate()
        if attempt.ended is not None:
            self._show_result(attempt.ended)

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        board = QWidget(self)
        board.setObjectName("gameBoard")
        grid = QGridLayout(board)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.view, 0, 0)
        self.result = ResultOverlay(board)
        self.result.setMaximumWidth(560)
        grid.addWidget(self.result, 0, 0, Qt.AlignmentFlag.AlignCenter)
        self.result.undo_clicked.connect(self.ask_undo)
        self.result.again_clicked.connect(self.play_again)
        self.result.back_clicked.connect(self.request_leave)
        self.board = board

        self.hud = Hud(self)
        self.strip = QueueStrip(self.context.theme, self)
        self.preview = QLabel(self)
        self.preview.setObjectName("gamePreview")
        self.preview.setWordWrap(True)
        queue = QFrame(self)
        queue.setObjectName("queuePanel")
        queue.setProperty("role", "panel")
        queue_layout = QVBoxLayout(queue)
        queue_layout.setContentsMargins(12, 10, 12, 10)
        queue_layout.setSpacing(4)
        queue_layout.addWidget(self.strip)
        queue_layout.addWidget(self.preview)
        self.queue_panel = queue
        self.status = QLabel(self)
        self.status.setObjectName("gameStatus")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.status.setVisible(False)  # shown while it has something to say

        self.question = QuestionBar(self)
        self.question.asking_changed.connect(self._on_question)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playButton")
        self.play_button.setProperty("primary", False)
        self.undo_button = QPushButton(self)
        self.restart_button = QPushButton(self)
        self.pause_button = QPushButton(self)
        self.end_button = QPushButton(self)
        self.play_button.clicked.connect(self.session.confirm)
        self.undo_button.clicked.connect(self.ask_undo)
        self.restart_button.clicked.connect(self.ask_restart)
        self.pause_button.clicked.connect(self.request_leave)
        self.end_button.clicked.connect(self.ask_end)
        for button in self._buttons():
            # Clicking a button leaves keyboard focus on the screen (arrows, Enter keep
            # working); Tab still reaches every button.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(36)
        self.button_grid = QGridLayout()
        self.button_grid.setSpacing(8)
        self._button_order: tuple[QPushButton, ...] = ()

        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(10)
        side.addWidget(self.hud)
        side.addWidget(queue)
        side.addWidget(self.status)
        side.addStretch(1)
        self.keys_hint = QLabel(self)
        self.keys_hint.setObjectName("gameKeysHint")
        self.keys_hint.setProperty("role", "muted")
        self.keys_hint.setWordWrap(True)
        side.addWidget(self.keys_hint)
        side.addWidget(self.question)
        side.addLayout(self.button_grid)
        panel = QWidget(self)
        panel.setObjectName("gamePanel")
        panel.setLayout(side)
        panel.setFixedWidth(PANEL_WIDTH)
        self.panel = panel

        # Board and panel stay side by side in the middle of the window: the board is the
        # largest square that fits, the spare width goes to both outer margins alike.
        root = QHBoxLayout(self)
        root.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        root.setSpacing(GAP)
        root.addStretch(1)
        root.addWidget(board)
        root.addWidget(panel)
        root.addStretch(1)
        self._place_buttons()

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.play_button,
            self.undo_button,
            self.restart_button,
            self.end_button,
            self.pause_button,
        )

    def _place_buttons(self) -> None:
        """Play spans the panel; the other shown buttons go two to a row."""
        shown = tuple(
            b for b in self._buttons()[1:] if b is not self.end_button or not b.isHidden()
        )
        if shown == self._button_order:
            return
        self._button_order = shown
        for button in self._buttons():
            self.button_grid.removeWidget(button)
        self.button_grid.addWidget(self.play_button, 0, 0, 1, 2)
        for index, button in enumerate(shown):
            row, column = divmod(index, 2)
            last_alone = index == len(shown) - 1 and column == 0
            self.button_grid.addWidget(button, row + 1, column, 1, 2 if last_alone else 1)

    # -- state --------------------------------------------------------------------------------

    @property
    def attempt(self) -> Attempt:
        return self.session.attempt

    def _on_state_changed(self, change: SessionChange) -> None:
        """Redraw what the session says changed (the one notification, issue 12)."""
        kind = change.kind
        if kind is Change.SELECTED:
            if not self.session.animating:
                self.scene.set_selection(self.session.selected, self.session.selectable())
        elif kind is not Change.PLAYED:
            # PLAYED: the scene still shows the board before the move; the animation
            # plays the move's events on it. Everything else: draw the attempt as it is.
            self._sync_board()
        if kind in (Change.UNDONE, Change.REPLACED):
            self.result.hide()
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.refresh()
        ended = self.attempt.ended
        if ended is not None and kind in (Change.SETTLED, Change.ENDED, Change.REPLACED):
            self._show_result(ended)

    def _sync_board(self) -> None:
        session = self.session
        attempt = session.attempt
        self.scene.sync(
            attempt.position, session.selected, session.selectable(), session.overflowing
        )
        # A finished board is shown plainly: no bowl looks choosable or disabled.
        self.scene.set_interactive(attempt.ended is None)

    def refresh(self) -> None:
        attempt = self.attempt
        if not self.session.animating:
            # The HUD shows the new score once the move has been seen, not before.
            self.hud.daily_best = self._daily_best()
            self.hud.refresh(attempt)
        selected = self.session.selected
        self.strip.show_bowl(selected, self.session.selected_items())
        ended = attempt.ended is not None
        playable = selected is not None and not ended
        self.play_button.setEnabled(playable)
        # The accent fill says "ready to play": a disabled Play button gets the plain look.
        if bool(self.play_button.property("primary")) != playable:
            self.play_button.setProperty("primary", playable)
            font = self.play_button.font()
            self.play_button.style().unpolish(self.play_button)
            self.play_button.style().polish(self.play_button)
            self.play_button.setFont(font)  # re-polishing resets the window-scaled font
        self.play_button.setText(
            fill(QCoreApplication.translate("Game", "Play bowl %1"), selected)
            if selected is not None
            else QCoreApplication.translate("Game", "Play")
        )
        self.undo_button.setEnabled(attempt.can_undo)
        self.end_button.setHidden(not attempt.player_can_end)
        self.end_button.setEnabled(not ended)
        self._place_buttons()
        self._refresh_preview()

    def _daily_best(self) -> int | None:
        """R8.5: the best valid result kept for this Daily's date, if any."""
        attempt = self.attempt
        if not isinstance(attempt, DailyAttempt):
            return None
        best = self.context.profile.records.daily_best(attempt.date)
        return best.score if best is not None else None

    def _refresh_preview(self) -> None:
        """The optional one-line preview of the selected move (player phase only)."""
        selected = self.session.selected
        if not self.context.settings.move_preview or selected is None:
            self.preview.setVisible(False)
            return
        try:
            preview = self.attempt.preview(selected)
        except ValueError:
            self.preview.setVisible(False)
            return
        parts = []
        if preview.overflow:
            parts.append(QCoreApplication.translate("Game", "this move overflows"))
        else:
            if preview.result.points:
                parts.append(
                    QCoreApplication.translate("Game", "+%n points", None, preview.result.points)
                )
            else:
                parts.append(QCoreApplication.translate("Game", "no match"))
            if preview.result.combo > 1:
                parts.append(
                    fill(QCoreApplication.translate("Game", "combo ×%1"), preview.result.combo)
                )
            if preview.result.perfect_clear:
                parts.append(QCoreApplication.translate("Game", "Perfect Clear"))
            if preview.meets_goal:
                parts.append(QCoreApplication.translate("Game", "meets the goal"))
        if preview.result.erupted:
            parts.append(
                QCoreApplication.translate(
                    "Game", "%n volcano(es) erupt", None, len(preview.result.erupted)
                )
            )
        separator = QCoreApplication.translate("Game", ", ", "between parts of the preview")
        self.preview.setText(
            fill(QCoreApplication.translate("Game", "Preview: %1"), separator.join(parts))
        )
        self.preview.setVisible(True)

    # -- actions ------------------------------------------------------------------------------

    def ask_undo(self) -> None:
        """R9.3: the first undo in Endless and Daily makes the attempt practice: warn first."""
        attempt = self.attempt
        if not attempt.can_undo:
            self.session.undo()  # says there is nothing to undo
            return
        if attempt.undo_makes_practice and not attempt.practice:
            self.question.ask(
                QCoreApplication.translate(
                    "Game",
                    "Undo turns this attempt into practice: its result can no longer "
                    "become a personal record. Undo anyway?",
                ),
                QCoreApplication.translate("Game", "Undo and practise"),
                QCoreApplication.translate("Game", "Keep playing"),
                self.session.undo,
            )
            return
        self.session.undo()

    def ask_restart(self) -> None:
        attempt = self.attempt
        if attempt.ended is None and attempt.moves_played > 0:
            self.question.ask(
                restart_question(attempt.mode_id),
                restart_label(attempt.mode_id),
                QCoreApplication.translate("Game", "Keep playing"),
                self.play_again,
            )
            return
        self.play_again()

    def play_again(self) -> None:
        """A fresh attempt of the same game: same puzzle, new Endless seed, same Daily date."""
        self.session.restart()

    def ask_end(self) -> None:
        """R8.3: End attempt records the result."""
        if self.attempt.ended is not None:
            return
        self.question.ask(
            QCoreApplication.translate("Game", "End this attempt now and record its result?"),
            QCoreApplication.translate("Game", "End attempt"),
            QCoreApplication.translate("Game", "Keep playing"),
            self.session.end,
        )

    def request_leave(self) -> None:
        """Esc, Back or Pause: an unfinished attempt is saved to resume later (R8.3)."""
        self.session.skip()
        self.question.cancel()
        self.save_attempt()
        self.leave_requested.emit()

    def save_attempt(self) -> None:
        self.session.save()

    def set_status(self, text: str) -> None:
        """A one-line message for the player; the line takes no room while empty."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _on_question(self, asking: bool) -> None:
        # The question takes the keyboard help's place, so a small window still fits both
        # the question and the buttons.
        self.keys_hint.setVisible(not asking)

    def focus_first(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_result(self, reason: EndReason) -> None:
        attempt = self.attempt
        overlay = self.result
        overlay.reason = reason
        overlay.set_palette(palette_of(self.context.theme), attempt.won)
        overlay.title.setText(end_title(reason, attempt.mode_id))
        overlay.detail.setText(end_detail(reason, attempt, self.session.overflowing))
        overlay.score.setText(
            fill(QCoreApplication.translate("Game", "Final score: %1"), attempt.score)
        )
        notes = []
        if attempt.practice:
            notes.append(
                QCoreApplication.translate("Game", "Practice attempt: not counted for records.")
            )
        earned = self.session.earned
        if earned:
            notes.append(
                QCoreApplication.translate(
                    "Game", "%n new achievement(s) unlocked!", None, len(earned)
                )
            )
        overlay.extra.setText("\n".join(notes))
        overlay.extra.setVisible(bool(notes))
        overlay.undo_button.setVisible(attempt.can_undo)
        overlay.again_button.setText(again_label(attempt.mode_id, reason))
        overlay.show()
        overlay.raise_()
        overlay.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The board scales with the window; the text around it grows with it too, so a
        # 4K full screen is as readable as 1280x720.
        scale = max(1.0, min(self.width() / 1280, self.height() / 720))
        panel_width = round(PANEL_WIDTH * scale)
        self.panel.setFixedWidth(panel_width)
        room_w = self.width() - 2 * MARGIN - GAP - panel_width
        room_h = self.height() - 2 * MARGIN
        side = max(self.view.minimumWidth(), min(room_w, room_h))
        self.board.setFixedSize(side, side)
        self.strip.setFixedHeight(round(64 * scale))
        font = QFont(self.font())
        font.setPointSizeF(self._base_point_size * scale)
        # Set on every widget: a style sheet stops fonts from propagating to children.
        for top in (self.panel, self.result):
            top.setFont(font)
            for child in top.findChildren(QWidget):
                child.setFont(font)
        self.hud.scale_fonts(font)
        self.hud.set_theme(self.context.theme)
        self.result.scale_fonts(font)

    # -- look and language --------------------------------------------------------------------

    def _apply_theme(self) -> None:
        theme = self.context.theme
        self.scene.set_theme(theme)
        self.view.resetCachedContent()
        self.strip.set_theme(theme)
        self.hud.set_theme(theme)
        self.question.set_palette(palette_of(theme))
        if self.result.isVisible() and self.attempt.ended is not None:
            self._show_result(self.attempt.ended)

    def _apply_settings(self) -> None:
        settings = self.context.settings
        self.scene.set_symbols(bool(settings.symbols))
        self.strip.set_symbols(bool(settings.symbols))
        # Settings validates the multiplier (engine.profile.Settings); 0 would mean instant.
        self.player.speed = settings.animation_speed
        self.player.reduced_motion = bool(settings.reduced_motion)
        self._refresh_preview()

    def retranslate(self) -> None:
        self.undo_button.setText(QCoreApplication.translate("Game", "Undo"))
        self.undo_button.setToolTip(
            QCoreApplication.translate("Game", "Undo the last move (Ctrl+Z)")
        )
        mode = self.attempt.mode_id
        self.restart_button.setText(restart_label(mode))
        self.restart_button.setToolTip(restart_tooltip(mode))
        self.pause_button.setText(
            QCoreApplication.translate("Game", "Back")
            if mode is ModeId.PUZZLE
            else QCoreApplication.translate("Game", "Pause")
        )
        self.end_button.setText(QCoreApplication.translate("Game", "End attempt"))
        undo_keys = QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText
        )
        self.keys_hint.setText(
            fill(
                QCoreApplication.translate(
                    "Game",
                    "Keyboard: arrow keys choose a bowl, Enter plays it, Space skips the "
                    "animation, %1 undoes, Esc leaves.",
                ),
                undo_keys or "Ctrl+Z",
            )
        )
        self.result.undo_button.setText(QCoreApplication.translate("Game", "Undo last move"))
        self.result.back_button.setText(QCoreApplication.translate("Game", "Back"))
        self.view.setAccessibleName(QCoreApplication.translate("Game", "Board"))
        self.setAccessibleName(QCoreApplication.translate("Game", "Game"))
        self.refresh()
        if self.result.isVisible() and self.attempt.ended is not None:
            self._show_result(self.attempt.ended)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.scene.set_focus_ring(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.scene.set_focus_ring(False)
        super().focusOutEvent(event)

    # -- keyboard -----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if event.matches(QKeySequence.StandardKey.Undo):  # Ctrl+Z (Cmd+Z on macOS)
            self.ask_undo()
        elif key == Qt.Key.Key_Escape:
            if self.question.isVisible():
                self.question.cancel()
                self.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.request_leave()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.session.move_selection(+1)  # clockwise (R1.1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.session.move_selection(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.session.confirm()
        elif key == Qt.Key.Key_Space:
            self.session.skip()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
