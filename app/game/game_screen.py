"""The in-game screen: the board, and beside it a panel with the HUD, queue strip,
preview line, keyboard help and buttons; the result overlay over the board.

Public API (contract with the shell): ``GameScreen(context, attempt, parent=None)`` with
the signal ``leave_requested()`` and the methods ``request_leave()`` (Esc, Back, Pause: saves
an unfinished attempt, then leaves), ``save_attempt()`` and ``focus_first()``. The game
itself is ``self.session`` (``app.game.session.GameSession``); the screen only draws what
its ``state_changed`` says and turns input into session calls.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app import a11y
from app.board.animation import AnimationPlayer, speed_factor
from app.board.scene import BoardScene
from app.board.view import BoardView
from app.game import narration
from app.game.bowl_access import BowlAccess
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
from app.i18n import fill, format_multiplier, format_signed, isolate, translate_plural
from app.labels import WrapLabel
from app.style import palette_of
from engine.modes import Attempt, DailyAttempt, EndReason, ModeId

if TYPE_CHECKING:
    from app.context import AppContext

PANEL_WIDTH = 320  # at 1280x720; grows with the window (see ``resizeEvent``)
MARGIN = 12
GAP = 20  # between the board and the panel


def _undo_keys() -> str:
    """The platform's undo key as the player knows it (Ctrl+Z; ⌘Z on macOS)."""
    keys = QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    return isolate(keys or "Ctrl+Z")


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
        # Board keys belong to the board: the view, or the bowl keyboard focus is on.
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.installEventFilter(self)
        self.access = BowlAccess(self.view, self.board_key)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
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
        context.profile_changed.connect(self.refresh)
        self.setFocusProxy(self.view)  # the screen's focus is the board's
        # Ctrl+N: a new game (Restart, New game or Replay day, as the button says).
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.new_game_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.new_game_action.triggered.connect(self.ask_restart)
        self.addAction(self.new_game_action)
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
        self.preview = WrapLabel(self)
        self.preview.setObjectName("gamePreview")
        queue = QFrame(self)
        queue.setObjectName("queuePanel")
        queue.setProperty("role", "panel")
        queue_layout = QVBoxLayout(queue)
        queue_layout.setContentsMargins(12, 10, 12, 10)
        queue_layout.setSpacing(4)
        queue_layout.addWidget(self.strip)
        queue_layout.addWidget(self.preview)
        self.queue_panel = queue
        self.status = WrapLabel(self)
        self.status.setObjectName("gameStatus")
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
            # Clicking a button leaves keyboard focus where it was; Tab reaches every
            # button, and a focused button owns Enter and Space (issue 20).
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(36)
        a11y.enter_activates(*self._buttons(), self.question.yes, self.question.no)
        a11y.enter_activates(
            self.result.undo_button, self.result.again_button, self.result.back_button
        )
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
        self.keys_hint = WrapLabel(self)
        self.keys_hint.setObjectName("gameKeysHint")
        self.keys_hint.setProperty("role", "muted")
        side.addWidget(self.keys_hint)
        side.addWidget(self.question)
        side.addLayout(self.button_grid)
        self._side = side
        body = QWidget(self)
        body.setObjectName("gamePanel")
        body.setLayout(side)
        # In a scroll area that scrolls only when it must: with a large system font on a
        # small window nothing is cut off, it scrolls (WCAG 2.2 SC 1.4.4, issue 20).
        panel = QScrollArea(self)
        panel.setObjectName("gamePanelScroll")
        panel.setWidgetResizable(True)
        panel.setFrameShape(QFrame.Shape.NoFrame)
        panel.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its buttons are the tab stops
        panel.setWidget(body)
        panel.setFixedWidth(PANEL_WIDTH)
        self.panel = panel
        self.panel_body = body

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
        # Tab follows reading order: board, the question above the buttons, then the
        # buttons row by row (End attempt sits before Pause).
        order: list[QWidget] = [self.view, self.question.yes, self.question.no]
        order += [self.play_button, *shown]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

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
        if kind is Change.REPLACED:  # e.g. the next puzzle: the window title says which
            update_title = getattr(self.window(), "update_title", None)
            if callable(update_title):
                update_title()
        self.refresh()
        if kind is Change.SETTLED and change.outcome is not None:
            self._announce_move(change.outcome)  # after refresh: it reads the HUD
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
        self._describe_board()
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
            if preview.points:
                parts.append(
                    translate_plural(
                        "Game",
                        "%n points",
                        "points the move would score; %n is written with its sign: +120",
                        preview.points,
                        number=format_signed(preview.points),
                    )
                )
            else:
                parts.append(QCoreApplication.translate("Game", "no match"))
            if preview.combo > 1:
                parts.append(
                    fill(
                        QCoreApplication.translate("Game", "combo %1", "%1 is a multiplier: ×3"),
                        format_multiplier(preview.combo),
                    )
                )
            if preview.perfect_clear:
                parts.append(QCoreApplication.translate("Game", "Perfect Clear"))
            if preview.meets_goal:
                parts.append(QCoreApplication.translate("Game", "meets the goal"))
        if preview.erupted:
            parts.append(
                translate_plural("Game", "%n volcano(es) erupt", None, len(preview.erupted))
            )
        separator = QCoreApplication.translate("Game", ", ", "between parts of the preview")
        self.preview.setText(
            fill(QCoreApplication.translate("Game", "Preview: %1"), separator.join(parts))
        )
        self.preview.setVisible(True)

    # -- narration (issue 14 point 9, issue 20) -----------------------------------------------

    def _describe_board(self) -> None:
        session = self.session
        self.access.describe(
            self.attempt.position,
            session.selected,
            set(session.selectable()) if self.attempt.ended is None else set(),
            session.overflowing,
        )

    def _announce_move(self, outcome: object) -> None:
        """The move just seen, then the numbers the HUD now shows."""
        parts = [narration.move_outcome(outcome, self.session.overflowing)]
        parts.append(self.hud.score.text())
        if self.attempt.ended is None:
            parts.append(self.hud.moves.text())
            if self.hud.goal_group.isVisibleTo(self.hud):
                parts.append(self.hud.goal_progress.text())
        a11y.announce(self, narration.sentence(parts))

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
        a11y.announce(self, text)  # "Move undone.", "Bowl 3 is empty: ..." (SC 4.1.3)

    def _on_question(self, asking: bool) -> None:
        # The question takes the keyboard help's place, so a small window still fits both
        # the question and the buttons.
        self.keys_hint.setVisible(not asking)
        if asking:
            a11y.announce(self, self.question.text.text())
        elif self.isVisible():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the answer's button is gone

    def focus_first(self) -> None:
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def screen_title(self) -> str:
        """For the window title: the mode, and which puzzle (issue 20)."""
        return self.hud.title.text()

    def _show_result(self, reason: EndReason) -> None:
        attempt = self.attempt
        overlay = self.result
        overlay.reason = reason
        won = reason is EndReason.GOAL_MET
        # R6.2 loses every mode; R7.4 fails a puzzle; Endless and Daily otherwise just end.
        lost = reason is EndReason.OVERFLOW or (
            attempt.mode_id is ModeId.PUZZLE
            and reason in (EndReason.OUT_OF_MOVES, EndReason.NO_SELECTABLE_BOWL)
        )
        overlay.set_palette(
            palette_of(self.context.theme), True if won else False if lost else None
        )
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
                translate_plural("Game", "%n new achievement(s) unlocked!", None, len(earned))
            )
        overlay.extra.setText("\n".join(notes))
        overlay.extra.setVisible(bool(notes))
        overlay.undo_button.setVisible(attempt.can_undo)
        overlay.again_button.setText(again_label(attempt.mode_id, reason))
        overlay.show()
        overlay.raise_()
        overlay.again_button.setFocus(Qt.FocusReason.OtherFocusReason)
        overlay.setAccessibleName(overlay.title.text())
        spoken = [overlay.title.text(), overlay.detail.text(), overlay.score.text()]
        if overlay.extra.isVisibleTo(overlay):
            spoken.append(overlay.extra.text())
        # The result ends the attempt: it interrupts whatever is being read.
        a11y.announce(self, narration.sentence(spoken), assertive=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_window()

    def _fit_to_window(self) -> None:
        # The board scales with the window; the text around it grows with it too, so a
        # 4K full screen is as readable as 1280x720.
        scale = max(1.0, min(self.width() / 1280, self.height() / 720))
        # A larger system font widens the panel too, so its lines wrap as at 10 pt and the
        # board keeps the rest (issue 20: 15 pt desktop fonts).
        font_ratio = max(1.0, self._base_point_size / 10.0)
        panel_width = round(PANEL_WIDTH * scale * font_ratio)
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
        # After the layouts have placed the panel at its new size.
        QTimer.singleShot(0, self._fit_panel)

    def _fit_panel(self) -> None:
        """When the panel must scroll (a large system font on a small window), the keyboard
        help goes below the buttons, so the buttons stay in view and the help scrolls."""
        side = self._side
        width = self.panel.viewport().width()
        needed = (
            side.totalHeightForWidth(width)
            if side.hasHeightForWidth()
            else side.totalSizeHint().height()
        )
        crowded = needed > self.panel.viewport().height()
        below = side.indexOf(self.keys_hint) == side.count() - 1
        if crowded == below:
            return
        side.removeWidget(self.keys_hint)
        if crowded:
            side.addWidget(self.keys_hint)
        else:
            side.insertWidget(side.indexOf(self.question), self.keys_hint)

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
        self.player.speed = speed_factor(settings.animation_speed)
        # The player's setting, or the desktop's own where Qt exposes it (issue 20).
        self.player.reduced_motion = bool(
            settings.reduced_motion or a11y.desktop_prefers_reduced_motion()
        )
        self._refresh_preview()

    def retranslate(self) -> None:
        self.undo_button.setText(QCoreApplication.translate("Game", "Undo"))
        undo_keys = _undo_keys()
        self.undo_button.setToolTip(
            fill(
                QCoreApplication.translate(
                    "Game", "Undo the last move (%1)", "%1 is the undo key: Ctrl+Z"
                ),
                undo_keys,
            )
        )
        mode = self.attempt.mode_id
        self.restart_button.setText(restart_label(mode))
        self.pause_button.setText(
            QCoreApplication.translate("Game", "Back")
            if mode is ModeId.PUZZLE
            else QCoreApplication.translate("Game", "Pause")
        )
        self.end_button.setText(QCoreApplication.translate("Game", "End attempt"))
        new_keys = QKeySequence(QKeySequence.StandardKey.New).toString(
            QKeySequence.SequenceFormat.NativeText
        )
        self.keys_hint.setText(
            fill(
                QCoreApplication.translate(
                    "Game",
                    "Keyboard, on the board: arrow keys choose a bowl, Enter plays it, Space "
                    "skips the animation. Anywhere: %1 undoes, %2 starts again, Esc leaves.",
                ),
                undo_keys,
                new_keys or "Ctrl+N",
            )
        )
        self.restart_button.setToolTip(
            fill(
                QCoreApplication.translate("Game", "%1 (%2)", "button tooltip (shortcut)"),
                restart_tooltip(mode),
                new_keys or "Ctrl+N",
            )
        )
        self.result.undo_button.setText(QCoreApplication.translate("Game", "Undo last move"))
        self.result.back_button.setText(QCoreApplication.translate("Game", "Back"))
        for board in (self.view, self.view.viewport()):
            board.setAccessibleName(QCoreApplication.translate("Game", "Board"))
            board.setAccessibleDescription(narration.board_description())
        self.hud.goal_bar.setAccessibleName(QCoreApplication.translate("Game", "Goal progress"))
        self.result.setAccessibleName(QCoreApplication.translate("Game", "Result"))
        a11y.name_scroll_area(self.panel, QCoreApplication.translate("Game", "Game"))
        self.question.setAccessibleName(QCoreApplication.translate("Game", "Question"))
        self.setAccessibleName(QCoreApplication.translate("Game", "Game"))
        self.refresh()
        if self.result.isVisible() and self.attempt.ended is not None:
            self._show_result(self.attempt.ended)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The application font follows the language (Devanagari is drawn larger).
            size = QApplication.font().pointSizeF()
            self._base_point_size = size if size > 0 else self._base_point_size
            self._fit_to_window()
            self.retranslate()
        super().changeEvent(event)

    # -- keyboard -----------------------------------------------------------------------------

    def board_has_focus(self) -> bool:
        return self.view.hasFocus() or self.access.focused_bowl() is not None

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The scene rings the board, or the focused bowl, while the board has focus."""
        bowl = getattr(new, "bowl", None) if new in self.access.proxies else None
        self.scene.set_focus_ring(new is self.view or bowl is not None, bowl)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view:
            kind = event.type()
            if kind == QEvent.Type.KeyPress:
                assert isinstance(event, QKeyEvent)
                if self.board_key(event):
                    return True
        return super().eventFilter(watched, event)

    def board_key(self, event: QKeyEvent) -> bool:
        """Keys of the board, only while the board (or one of its bowls) has focus: a
        focused button owns Enter and Space (issue 20). True when handled."""
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._move_focus(+1)  # clockwise (R1.1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.session.confirm()
        elif key == Qt.Key.Key_Space:
            self.session.skip()
        else:
            return False
        return True

    def _move_focus(self, step: int) -> None:
        """Arrow keys select the next choosable bowl and move keyboard focus onto it, so a
        screen reader reads that bowl."""
        self.session.move_selection(step)
        selected = self.session.selected
        if selected is not None:
            self.access.focus(selected)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys that work wherever focus is on this screen.
        if event.matches(QKeySequence.StandardKey.Undo):  # Ctrl+Z (Cmd+Z on macOS)
            self.ask_undo()
        elif event.key() == Qt.Key.Key_Escape:
            if self.question.isVisible():
                self.question.cancel()
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.request_leave()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
