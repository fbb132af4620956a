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
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.board import layout
from twelve_bowls.app.board.animation import AnimationPlayer, speed_factor
from twelve_bowls.app.board.items import HighlightItem
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView
from twelve_bowls.app.game import narration, spoken
from twelve_bowls.app.game.assist import MoveReplay, SolutionDemo, daily_share_text
from twelve_bowls.app.game.bowl_access import BowlAccess
from twelve_bowls.app.game.hud import Hud
from twelve_bowls.app.game.overlays import QuestionBar, ResultOverlay
from twelve_bowls.app.game.queue_strip import QueueStrip
from twelve_bowls.app.game.session import Change, GameSession, SessionChange
from twelve_bowls.app.game.texts import (
    again_label,
    end_detail,
    end_title,
    restart_label,
    restart_question,
    restart_tooltip,
)
from twelve_bowls.app.i18n import fill, format_multiplier, format_signed, isolate, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.screens.records import achievement_title, theme_title
from twelve_bowls.app.sound import game_sounds
from twelve_bowls.app.style import palette_of
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.events import Phase
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    EndReason,
    ModeId,
    MoveOutcome,
    PuzzleAttempt,
)
from twelve_bowls.engine.profile import theme_unlocked_by

if TYPE_CHECKING:
    from twelve_bowls.app.context import AppContext
    from twelve_bowls.engine.puzzles import Puzzle

PANEL_WIDTH = 320  # at 1280x720; grows with the window (see ``resizeEvent``)
MARGIN = 12
GAP = 20  # between the board and the panel
SHORT_HEIGHT = 660  # below this the HUD tightens its groups (see ``_fit_panel``)


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
        self.sounds = game_sounds.attach(self, context, self.player, self.session)
        # Issue 14: Replay last move and Show solution draw with players of their own, so the
        # session never takes their animations for its move's.
        self.replay_player = AnimationPlayer(self.scene, self)
        self.demo = SolutionDemo(self.scene, self)
        self.demo.step_shown.connect(self._on_demo_step)
        self.demo.finished.connect(self._on_demo_finished)
        self.replay: MoveReplay | None = None  # the last move, while stepping through it
        self._last_move: MoveReplay | None = None
        self._board_position: Position = attempt.position  # what the board last synced to
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
        self.scene.bowl_clicked.connect(self._on_bowl_clicked)
        self.scene.bowl_double_clicked.connect(self._on_bowl_double_clicked)
        self.scene.board_clicked.connect(self._on_board_clicked)
        self.session.state_changed.connect(self._on_state_changed)
        self.session.status.connect(self.set_status)
        context.theme_changed.connect(self._apply_theme)
        context.settings_changed.connect(self._apply_settings)
        # No profile_changed: the profile changes under a game only when its session records
        # a result, and the session's own notification redraws the screen then.
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
        spoken.brief_on_first_show(self, self.hud)  # the goal and moves left, aloud

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        board = QWidget(self)
        board.setObjectName("gameBoard")
        grid = QGridLayout(board)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.view, 0, 0)
        # The result panel is built when first shown (``result``): until then a theme
        # switch has its fifteen widgets fewer to restyle (issue 17).
        self._result: ResultOverlay | None = None
        self._panel_font: QFont | None = None  # what ``_fit_to_window`` last gave the panel
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
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        self.solution_button = QPushButton(self)
        self.solution_button.setObjectName("solutionButton")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replayButton")
        self.hint_button.clicked.connect(self.ask_hint)
        self.solution_button.clicked.connect(self.ask_solution)
        self.replay_button.clicked.connect(self.start_replay)
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
        # Replay last move's bar is built when first shown (``replay_bar``): until then a
        # theme switch has its five widgets fewer to restyle, twice each (issue 17). This
        # empty item keeps its place in the column.
        self._replay_bar: QFrame | None = None
        self._replay_place = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        side.addItem(self._replay_place)
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

    @property
    def result(self) -> ResultOverlay:
        """The result panel over the board, built the first time it is asked for."""
        if self._result is None:
            self._result = self._build_result()
        return self._result

    def _result_shown(self) -> bool:
        return self._result is not None and self._result.isVisible()

    def _build_result(self) -> ResultOverlay:
        overlay = ResultOverlay(self.board)
        overlay.setMaximumWidth(560)
        grid = self.board.layout()
        assert isinstance(grid, QGridLayout)
        grid.addWidget(overlay, 0, 0, Qt.AlignmentFlag.AlignCenter)
        overlay.undo_clicked.connect(self.ask_undo)
        overlay.again_clicked.connect(self.play_again)
        overlay.next_clicked.connect(self.next_puzzle)
        overlay.back_clicked.connect(self.request_leave)
        overlay.solution_clicked.connect(self.ask_solution)
        overlay.share_clicked.connect(self.share_daily)
        a11y.enter_activates(
            overlay.undo_button,
            overlay.again_button,
            overlay.next_button,
            overlay.back_button,
            overlay.solution_button,
            overlay.share_button,
            overlay.question.yes,
            overlay.question.no,
        )
        # Tab order as when the panel was built with the screen: its buttons after the
        # side panel's, before the replay bar's (a new widget would join the chain last).
        chain: list[QWidget] = [self._last_panel_button()]
        chain += [
            overlay.undo_button,
            overlay.again_button,
            overlay.next_button,
            overlay.back_button,
            overlay.question.yes,
            overlay.question.no,
            overlay.solution_button,
            overlay.share_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        a11y.keep_tab_inside(overlay)  # Tab stays in the panel, not the buttons behind it
        if self._panel_font is not None:
            self._fit_result(overlay, self._panel_font)
        self._retranslate_result(overlay)
        return overlay

    def _last_panel_button(self) -> QWidget:
        """The side panel's button that comes last in the focus chain."""
        buttons = set(self._buttons())
        last: QWidget = self.view
        widget = self.view.nextInFocusChain()
        while widget is not self.view and widget is not None:
            if widget in buttons:
                last = widget
            widget = widget.nextInFocusChain()
        return last

    def _fit_result(self, overlay: ResultOverlay, font: QFont) -> None:
        # Set on every widget: a style sheet stops fonts from propagating to children.
        overlay.setFont(font)
        for child in overlay.findChildren(QWidget):
            child.setFont(font)
        overlay.scale_fonts(font)

    def _retranslate_result(self, overlay: ResultOverlay) -> None:
        tr = QCoreApplication.translate
        overlay.solution_button.setText(tr("Game", "Show solution"))
        overlay.share_button.setText(tr("Game", "Copy share text"))
        overlay.next_button.setText(tr("Game", "Next puzzle"))
        overlay.undo_button.setText(tr("Game", "Undo last move"))
        overlay.back_button.setText(tr("Game", "Back"))
        overlay.setAccessibleName(tr("Game", "Result"))

    @property
    def replay_bar(self) -> QFrame:
        """Replay last move: a caption and back / forward / done (issue 14), built the
        first time it is asked for, in the place kept for it."""
        if self._replay_bar is None:
            self._replay_bar = self._build_replay_bar()
        return self._replay_bar

    def _build_replay_bar(self) -> QFrame:
        # Its buttons go where they were when the bar was built with the screen: in the
        # focus chain after the last button before the board.
        before_board: QWidget | None = self.view.previousInFocusChain()
        while (
            before_board is not None
            and before_board is not self.view
            and not before_board.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            before_board = before_board.previousInFocusChain()
        bar = QFrame(self.panel_body)
        bar.setObjectName("replayBar")
        bar.setProperty("role", "panel")
        box = QVBoxLayout(bar)
        box.setContentsMargins(12, 10, 12, 10)
        self.replay_caption = WrapLabel(bar)
        box.addWidget(self.replay_caption)
        row = QHBoxLayout()
        self.replay_back = QPushButton(bar)
        self.replay_forward = QPushButton(bar)
        self.replay_done = QPushButton(bar)
        for button in (self.replay_back, self.replay_forward, self.replay_done):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        box.addLayout(row)
        self.replay_back.clicked.connect(lambda: self.step_replay(-1))
        self.replay_forward.clicked.connect(lambda: self.step_replay(+1))
        self.replay_done.clicked.connect(self.end_replay)
        bar.hide()
        index = self._side.indexOf(self._replay_place)
        self._side.removeItem(self._replay_place)
        self._side.insertWidget(index, bar)
        # Among the panel's children where it was too: a screen reader lists them in order.
        bar.stackUnder(self.question)
        if before_board is not None:
            QWidget.setTabOrder(before_board, self.replay_back)
        QWidget.setTabOrder(self.replay_back, self.replay_forward)
        QWidget.setTabOrder(self.replay_forward, self.replay_done)
        if self._panel_font is not None:  # as ``_fit_to_window`` gave the rest of the panel
            for widget in (bar, *bar.findChildren(QWidget)):
                widget.setFont(self._panel_font)
        self._retranslate_replay_bar()
        return bar

    def _retranslate_replay_bar(self) -> None:
        self.replay_back.setText(QCoreApplication.translate("Game", "◀ Back"))
        self.replay_back.setAccessibleName(QCoreApplication.translate("Game", "Previous step"))
        self.replay_forward.setText(QCoreApplication.translate("Game", "Next ▶"))
        self.replay_forward.setAccessibleName(QCoreApplication.translate("Game", "Next step"))
        self.replay_done.setText(QCoreApplication.translate("Game", "Done"))

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.play_button,
            self.undo_button,
            self.restart_button,
            self.hint_button,
            self.solution_button,
            self.replay_button,
            self.end_button,
            self.pause_button,
        )

    def _place_buttons(self) -> None:
        """Play spans the panel; the other shown buttons go two to a row, or three in a
        puzzle (six short ones: the panel keeps its height at 720p, issue 14)."""
        shown = tuple(b for b in self._buttons()[1:] if not b.isHidden())
        if shown == self._button_order:
            return
        self._button_order = shown
        columns = 3 if len(shown) == 6 else 2
        for button in self._buttons():
            self.button_grid.removeWidget(button)
        self.button_grid.addWidget(self.play_button, 0, 0, 1, columns * 2)
        # Each button spans two grid columns, so a lone last one can span the whole row.
        for index, button in enumerate(shown):
            row, column = divmod(index, columns)
            last_alone = index == len(shown) - 1 and column == 0
            span = columns * 2 if last_alone else 2
            self.button_grid.addWidget(button, row + 1, column * 2, 1, span)
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
        if kind is Change.PLAYED and change.outcome is not None:
            # The board still shows the position before the move: keep it for the replay.
            self._last_move = MoveReplay.of(self._board_position, change.outcome.events)
        elif kind in (Change.UNDONE, Change.REPLACED):
            self._last_move = None
        if kind is not Change.SELECTED:
            self._leave_replay()
        if kind is Change.SELECTED:
            if not self.session.animating:
                self.scene.set_selection(self.session.selected, self.session.selectable())
        elif kind is not Change.PLAYED:
            # PLAYED: the scene still shows the board before the move; the animation
            # plays the move's events on it. Everything else: draw the attempt as it is.
            self._sync_board()
        if kind in (Change.UNDONE, Change.REPLACED) and self._result is not None:
            self._result.hide()
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.refresh()
        if kind is Change.REPLACED:  # e.g. the next puzzle: the window title says which
            update_title = getattr(self.window(), "update_title", None)  # after the HUD's
            if callable(update_title):
                update_title()
            spoken.speak_brief(self, self.hud)
        if kind is Change.SETTLED and change.outcome is not None:
            self._announce_move(change.outcome)  # after refresh: it reads the HUD
        ended = self.attempt.ended
        if ended is not None and kind in (Change.SETTLED, Change.ENDED, Change.REPLACED):
            self._show_result(ended)

    def _sync_board(self) -> None:
        session = self.session
        attempt = session.attempt
        self._board_position = attempt.position
        self.scene.sync(
            attempt.position, session.selected, session.selectable(), session.overflowing
        )
        # A finished board is shown plainly: no bowl looks choosable or disabled.
        ended = attempt.ended is not None
        self.scene.set_interactive(not ended, plain=ended)

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
        # A finished Endless or Daily game has nothing to pause (its result is recorded);
        # a puzzle's button is Back and always leaves.
        self.pause_button.setEnabled(not ended or isinstance(attempt, PuzzleAttempt))
        puzzle = isinstance(attempt, PuzzleAttempt)
        self.hint_button.setHidden(not puzzle)
        self.hint_button.setEnabled(puzzle and not ended)
        self.solution_button.setHidden(not puzzle or self._solution() is None)
        self.replay_button.setEnabled(self._last_move is not None)
        # While the solution or the last move is shown, the board is not the attempt's:
        # nothing may act on the attempt until it is back (Esc, Done or the demo's end).
        if self.demo.running or self.replay is not None:
            for button in self._buttons():
                if button is not self.pause_button:
                    button.setEnabled(False)
        if self.demo.running and self.demo.attempt is not None:
            self.hud.refresh(self.demo.attempt)  # the HUD follows the solution shown
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
        if not self.context.settings.move_preview or selected is None or self.session.animating:
            self.preview.setVisible(False)
            self.scene.set_preview(None)
            return
        try:
            preview = self.attempt.preview(selected)
        except ValueError:
            self.preview.setVisible(False)
            self.scene.set_preview(None)
            return
        # One source of truth: the side line and the board's ghost marks read one preview.
        self.scene.set_preview(preview)
        parts = []
        if preview.overflow:
            parts.append(QCoreApplication.translate("Game", "this move overflows"))
        else:
            if preview.result.points:
                parts.append(
                    translate_plural(
                        "Game",
                        "%n points",
                        "points the move would score; %n is written with its sign: +120",
                        preview.result.points,
                        number=format_signed(preview.result.points),
                    )
                )
            else:
                parts.append(QCoreApplication.translate("Game", "no match"))
            if preview.result.combo > 1:
                parts.append(
                    fill(
                        QCoreApplication.translate("Game", "combo %1", "%1 is a multiplier: ×3"),
                        format_multiplier(preview.result.combo),
                    )
                )
            if preview.result.perfect_clear:
                parts.append(QCoreApplication.translate("Game", "Perfect Clear"))
            if preview.meets_goal:
                parts.append(QCoreApplication.translate("Game", "meets the goal"))
        if preview.result.erupted:
            parts.append(
                translate_plural("Game", "%n volcano(es) erupt", None, len(preview.result.erupted))
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

    def _announce_move(self, outcome: MoveOutcome) -> None:
        """The move just seen, then the numbers the HUD now shows."""
        parts = [narration.move_outcome(outcome, self.session.overflowing)]
        parts.append(self.hud.score.text())
        if self.attempt.ended is None:
            parts.append(self.hud.moves.text())
            if self.hud.goal_group is not None and self.hud.goal_group.isVisibleTo(self.hud):
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
            tr = QCoreApplication.translate
            if attempt.ended is not None and self._result_shown():
                # R9.3 on a finished game: asked in the result panel, and there is no
                # playing to keep on with.
                bar = self.result.question
                text = tr(
                    "Game",
                    "Undo turns this attempt into practice: the result already "
                    "recorded stays, but what you play from here is not counted for "
                    "records. Undo anyway?",
                )
                keep = tr("Game", "Keep this result")
            else:
                bar = self.question
                text = tr(
                    "Game",
                    "Undo turns this attempt into practice: its result can no longer "
                    "become a personal record. Undo anyway?",
                )
                keep = tr("Game", "Keep playing")
            bar.ask(text, tr("Game", "Undo and practise"), keep, self.session.undo)
            return
        self.session.undo()

    # -- help: hint, solution, replay, share (issue 14) --------------------------------------------

    def ask_hint(self) -> None:
        """Mark the next move of an optimal line, or offer the undo that can still win."""
        attempt = self.attempt
        tr = QCoreApplication.translate
        if not isinstance(attempt, PuzzleAttempt) or attempt.ended is not None:
            self.set_status(tr("Game", "Hints are for puzzles still being played."))
            return
        self.session.skip()
        answer = attempt.hint()  # counted: the record keeps the hints used
        self.session.save()
        if answer.hint is not None:
            self.session.select(answer.hint)
            self.scene.add_transient(
                HighlightItem("highlight.match", layout.bowl_rect(answer.hint), self.scene.look)
            )
            self.set_status(
                fill(
                    tr("Game", "Hint: play bowl %1. It leads to the goal in the fewest moves."),
                    answer.hint,
                )
            )
            return
        if answer.undo_to is None:
            self.set_status(tr("Game", "No move can reach the goal from here."))
            return
        keep = answer.undo_to
        self.question.ask(
            tr("Game", "This puzzle can no longer be solved in the moves left."),
            tr("Game", "Undo to the start")
            if keep == 0
            else fill(tr("Game", "Undo to move %1"), keep),
            tr("Game", "Keep playing"),
            lambda: self.undo_to(keep),
        )

    def undo_to(self, keep: int) -> None:
        """Undo until ``keep`` moves are left (R9.2, one undo at a time)."""
        while self.attempt.moves_played > keep and self.attempt.can_undo:
            if not self.session.undo():
                break

    def _solution(self) -> Puzzle | None:
        """The shipped puzzle of the attempt, if its start, goal and limit are this attempt's
        (a puzzle opened from another file has no stored solution to show)."""
        attempt = self.attempt
        if not isinstance(attempt, PuzzleAttempt):
            return None
        from twelve_bowls.app.game.puzzle_info import shipped_puzzle

        puzzle = shipped_puzzle(attempt.puzzle_id)
        if puzzle is None or (puzzle.position, puzzle.goal, puzzle.moves) != (
            attempt.start_position,
            attempt.goal,
            attempt.move_limit,
        ):
            return None
        return puzzle

    def _next_puzzle(self) -> int | None:
        """The puzzle after this one in the picker's order, if this is a puzzle."""
        from twelve_bowls.app.screens.puzzle_order import next_puzzle

        attempt = self.attempt
        return next_puzzle(attempt.puzzle_id) if isinstance(attempt, PuzzleAttempt) else None

    def ask_solution(self) -> None:
        """After a failed attempt: watch the solution. During one: give up first."""
        attempt = self.attempt
        if attempt.ended is None and attempt.moves_played > 0:
            self.question.ask(
                QCoreApplication.translate(
                    "Game", "Give up this attempt and watch the solution? You can try again."
                ),
                QCoreApplication.translate("Game", "Show solution"),
                QCoreApplication.translate("Game", "Keep playing"),
                self.show_solution,
            )
            return
        self.show_solution()

    def show_solution(self) -> None:
        """Play the stored solution on the board, one move at a time (normal animation)."""
        puzzle = self._solution()
        if puzzle is None:
            return
        self.session.skip()
        self._leave_replay()
        if self._result is not None:
            self._result.hide()
        self.question.cancel()
        self.demo.start(PuzzleAttempt.from_puzzle(puzzle), puzzle.solution)
        self.set_status(QCoreApplication.translate("Game", "The solution starts…"))
        self.refresh()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_demo_step(self, shown: int, total: int) -> None:
        self.refresh()
        self.set_status(
            fill(QCoreApplication.translate("Game", "Solution: move %1 of %2."), shown, total)
        )

    def _on_demo_finished(self) -> None:
        """The solution has been shown: the puzzle starts again, for the player to try."""
        shown = self._solution()
        total = len(shown.solution) if shown is not None else 0
        self.session.restart()
        self.set_status(
            translate_plural(
                "Game", "That was the solution in %n move(s). Now try it yourself.", None, total
            )
        )

    def start_replay(self) -> None:
        """Replay last move: step through its events, from the board before it."""
        if self._last_move is None or self.demo.running:
            return
        self.session.skip()
        self.replay = self._last_move
        self.replay.index = 0
        self.replay_bar.show()
        self._draw_replay(animate=False)
        self.refresh()
        self.replay_forward.setFocus(Qt.FocusReason.OtherFocusReason)

    def step_replay(self, step: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(len(replay.stops), replay.index + step))
        if index == replay.index:
            return
        forward = index > replay.index
        before = replay.shown
        replay.index = index
        self._draw_replay(animate=forward, from_shown=before)

    def _draw_replay(self, animate: bool, from_shown: int = 0) -> None:
        replay = self.replay
        assert replay is not None
        self.replay_player.skip()
        self.scene.sync(replay.before)
        # The move's events, from the board before it: the ones already seen at once, the
        # new stop with the normal animation (forward), or none animated (back).
        instant = from_shown if animate else replay.shown
        self.replay_player.play_part(replay.events, instant, replay.shown)
        self.scene.set_interactive(False)
        self.replay_caption.setText(replay.caption())
        self.replay_back.setEnabled(replay.index > 0)
        self.replay_forward.setEnabled(replay.index < len(replay.stops))

    def end_replay(self) -> None:
        """Back to the board as it is."""
        if self.replay is None:
            return
        self._leave_replay()
        self._sync_board()
        self.refresh()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _leave_replay(self) -> None:
        if self.replay is not None:
            self.replay = None
            self.replay_player.skip()
            if self._replay_bar is not None:
                self._replay_bar.hide()

    def share_daily(self) -> None:
        """Copy the Daily's share text (date, score, moves, one symbol per move)."""
        attempt = self.attempt
        if not isinstance(attempt, DailyAttempt):
            return
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(daily_share_text(attempt))
        self.set_status(QCoreApplication.translate("Game", "The share text is on the clipboard."))

    def _on_bowl_clicked(self, bowl: int) -> None:
        if self.demo.running:
            self.demo.skip()
        elif self.replay is None:
            self.session.click_bowl(bowl)

    def _on_bowl_double_clicked(self, bowl: int) -> None:
        if not self.demo.running and self.replay is None:
            self.session.double_click_bowl(bowl)

    def _on_board_clicked(self) -> None:
        if self.demo.running:
            self.demo.skip()
        elif self.replay is None:
            self.session.click_board()

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

    def next_puzzle(self) -> None:
        """The result panel of a solved puzzle: on to the next one (R7.3)."""
        if self._result is not None:
            self._result.question.cancel()
        self.session.next_puzzle()

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
        won = attempt.won is True
        overlay = self.result
        overlay.reason = reason
        overlay.set_palette(palette_of(self.context.theme), attempt.won)
        overlay.title.setText(end_title(reason, attempt.mode_id))
        session = self.session
        by_refill = session.overflow_phase is Phase.REFILL
        overlay.detail.setText(end_detail(reason, attempt, session.overflowing, by_refill))
        overlay.score.setText(
            fill(QCoreApplication.translate("Game", "Final score: %1"), attempt.score)
        )
        notes = []
        if attempt.practice:
            notes.append(
                QCoreApplication.translate("Game", "Practice attempt: not counted for records.")
            )
        notes.extend(self._earned_notes())
        overlay.extra.setText("\n".join(notes))
        overlay.extra.setVisible(bool(notes))
        overlay.undo_button.setVisible(attempt.can_undo)
        overlay.solution_button.setVisible(not won and self._solution() is not None)
        overlay.share_button.setVisible(isinstance(attempt, DailyAttempt))
        overlay.again_button.setText(again_label(attempt.mode_id, reason))
        has_next = won and self._next_puzzle() is not None  # the picker's order (issue 14)
        overlay.next_button.setVisible(has_next)
        overlay.show()
        overlay.raise_()
        first = overlay.next_button if has_next else overlay.again_button
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        overlay.setAccessibleName(overlay.title.text())
        spoken = [overlay.title.text(), overlay.detail.text(), overlay.score.text()]
        if overlay.extra.isVisibleTo(overlay):
            spoken.append(overlay.extra.text())
        # The result ends the attempt: it interrupts whatever is being read.
        a11y.announce(self, narration.sentence(spoken), assertive=True)

    def _earned_notes(self) -> list[str]:
        """R9.5: each achievement the result earned, by name, and the theme it unlocked."""
        earned = self.session.earned
        if not earned:
            return []
        tr = QCoreApplication.translate
        earned_before = len(self.context.profile.achievements) - len(earned)
        notes = []
        for k, achievement in enumerate(earned):
            notes.append(fill(tr("Game", "Achievement earned: %1"), achievement_title(achievement)))
            theme = theme_unlocked_by(earned_before + k)
            if theme is not None:
                notes.append(
                    fill(tr("Game", "New theme unlocked: %1 (see Themes)"), theme_title(theme))
                )
        return notes

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
        self.panel.setFont(font)
        for child in self.panel.findChildren(QWidget):
            child.setFont(font)
        self._panel_font = font
        if self._result is not None:
            self._fit_result(self._result, font)
        self.hud.scale_fonts(font)
        self.hud.set_theme(self.context.theme)
        # After the layouts have placed the panel at its new size.
        QTimer.singleShot(0, self, self._fit_panel)  # dropped if the screen is gone by then

    def _fit_panel(self) -> None:
        """When the panel must scroll (a large system font on a small window), the keyboard
        help goes below the buttons, so the buttons stay in view and the help scrolls."""
        # A short window (down to the 800x560 minimum) tightens the HUD's groups first,
        # so the panel fits without scrolling whenever it can.
        self.hud.set_compact(self.height() < SHORT_HEIGHT)
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
        if self._result_shown() and self.attempt.ended is not None:
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
        self.hint_button.setText(QCoreApplication.translate("Game", "Hint"))
        self.hint_button.setToolTip(
            QCoreApplication.translate("Game", "Mark the next move of a shortest solution (H)")
        )
        # Short labels on the panel; the accessible names say it in full.
        self.solution_button.setText(QCoreApplication.translate("Game", "Solution"))
        self.solution_button.setAccessibleName(QCoreApplication.translate("Game", "Show solution"))
        self.solution_button.setToolTip(
            QCoreApplication.translate("Game", "Watch the stored solution, move by move")
        )
        self.replay_button.setText(QCoreApplication.translate("Game", "Replay"))
        self.replay_button.setAccessibleName(QCoreApplication.translate("Game", "Replay last move"))
        self.replay_button.setToolTip(
            QCoreApplication.translate(
                "Game", "Step through the last move: sowing, groups, blockers, eruptions"
            )
        )
        if self._replay_bar is not None:
            self._retranslate_replay_bar()
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
            + " "
            + spoken.brief_key_help()
        )
        self.restart_button.setToolTip(
            fill(
                QCoreApplication.translate("Game", "%1 (%2)", "button tooltip (shortcut)"),
                restart_tooltip(mode),
                new_keys or "Ctrl+N",
            )
        )
        for board in (self.view, self.view.viewport()):
            board.setAccessibleName(QCoreApplication.translate("Game", "Board"))
            board.setAccessibleDescription(narration.board_description())
        self.hud.name_goal_bar(QCoreApplication.translate("Game", "Goal progress"))
        if self._result is not None:
            self._retranslate_result(self._result)
        a11y.name_scroll_area(self.panel, QCoreApplication.translate("Game", "Game"))
        self.question.setAccessibleName(QCoreApplication.translate("Game", "Question"))
        self.setAccessibleName(QCoreApplication.translate("Game", "Game"))
        self.refresh()
        if self._result_shown() and self.attempt.ended is not None:
            self._show_result(self.attempt.ended)
        if self.replay is not None:
            self.replay_caption.setText(self.replay.caption())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The application font follows the language (Devanagari is drawn larger).
            size = QApplication.font().pointSizeF()
            if size > 0 and size != self._base_point_size:
                self._base_point_size = size
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
        if self.demo.running:
            # Show solution: Space or Enter hurries it; nothing else plays (Esc stops it).
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.demo.skip()
            return True
        if self.replay is not None and self._replay_key(key):
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._move_focus(+1)  # clockwise (R1.1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            spoken.enter_on_bowl(self)
        elif key == Qt.Key.Key_Space:
            self.session.skip()
        else:
            return False
        return True

    def _move_focus(self, step: int) -> None:
        """Arrow keys move keyboard focus to the next bowl, so a screen reader reads it."""
        spoken.move_focus(self, step)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys that work wherever focus is on this screen.
        if event.key() == Qt.Key.Key_Escape and self.demo.running:
            self.demo.stop()  # Show solution: back to the attempt as it was
            self._sync_board()
            self.refresh()
            self.set_status(QCoreApplication.translate("Game", "Solution stopped."))
        elif self.replay is not None and self._replay_key(event.key()):
            pass  # Replay last move: arrows step, Esc and Enter end (reached from anywhere)
        elif self.demo.running:
            pass  # nothing acts on the attempt while the solution is shown
        elif event.matches(QKeySequence.StandardKey.Undo):  # Ctrl+Z (Cmd+Z on macOS)
            self.ask_undo()
        elif event.key() == Qt.Key.Key_H and not event.modifiers():
            self.ask_hint()  # issue 14: a hint, wherever focus is on this screen
        elif spoken.is_brief_key(event):
            spoken.speak_brief(self, self.hud)
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

    def _replay_key(self, key: int) -> bool:
        """Replay last move: the arrows step (mirrored right to left), Esc and Enter end."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        forward, back = (
            (Qt.Key.Key_Left, Qt.Key.Key_Right)
            if rtl
            else (
                Qt.Key.Key_Right,
                Qt.Key.Key_Left,
            )
        )
        if key in (forward, Qt.Key.Key_Down):
            self.step_replay(+1)
        elif key in (back, Qt.Key.Key_Up):
            self.step_replay(-1)
        elif key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.end_replay()
        else:
            return False
        return True
