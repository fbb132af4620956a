"""The in-game screen: the board, and beside it the side panel (``side_panel.py``); the
result panel over the board (``result_view.ResultPanel``); the help and its stepping bars
(``help_view.HelpView``); the questions the session asks (``questions.QuestionPlacer``).

Public API (contract with the shell): ``GameScreen(context, attempt, parent=None)`` with
the signal ``leave_requested()`` and the methods ``request_leave()`` (Esc, Back, Pause: saves
an unfinished attempt, then leaves), ``save_attempt()`` and ``focus_first()``. The game
itself is ``self.session`` (``app.midend.session.GameSession``, the midend): the screen lays
out, draws what its ``state_changed`` says, and forwards input (``screen_keys.py``) to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QApplication, QGridLayout, QHBoxLayout, QSizePolicy, QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.board.animation import AnimationPlayer, speed_factor
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView
from twelve_bowls.app.game import narration, screen_keys, spoken
from twelve_bowls.app.game.aid_bars import build_code_button, name_code_button
from twelve_bowls.app.game.assist import daily_share_text, generated_share_text
from twelve_bowls.app.game.bowl_access import BowlAccess
from twelve_bowls.app.game.focus_visible import InputModality
from twelve_bowls.app.game.help_view import HelpView
from twelve_bowls.app.game.overlays import QuestionBar, ResultOverlay
from twelve_bowls.app.game.preview_text import preview_sentence
from twelve_bowls.app.game.questions import QuestionPlacer
from twelve_bowls.app.game.result_view import ResultPanel
from twelve_bowls.app.game.side_panel import PANEL_WIDTH, SidePanel, pause_note
from twelve_bowls.app.i18n import isolate
from twelve_bowls.app.midend.puzzle_idea import puzzle_idea
from twelve_bowls.app.midend.questions import Action
from twelve_bowls.app.midend.session import Change, GameSession, SessionChange
from twelve_bowls.app.puzzle_codes import code_copied_text
from twelve_bowls.app.sound import game_sounds
from twelve_bowls.app.style import palette_of
from twelve_bowls.engine.events import ModifierPlaced
from twelve_bowls.engine.modes import Attempt, ModeId, MoveOutcome, PuzzleAttempt

if TYPE_CHECKING:
    from twelve_bowls.app.context import AppContext

MARGIN = 12
GAP = 20  # between the board and the panel
SHORT_HEIGHT = 660  # below this the HUD tightens its groups (see ``SidePanel.fit``)
COPY_CODE_KEYS = "Ctrl+Shift+C"  # Copy puzzle code (Cmd+Shift+C on macOS)


class GameScreen(QWidget):
    """One attempt, played by mouse or keyboard (R2.1, R2.2)."""

    leave_requested = Signal()

    def __init__(
        self, context: AppContext, attempt: Attempt, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.context = context
        self.scene = BoardScene(context.theme, bool(context.settings.symbols), self)
        self.view = BoardView(self.scene, self)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setMinimumSize(320, 320)
        # Replay last move and Show solution draw with players of their own, so
        # the session never takes their animations for its move's.
        self.player = AnimationPlayer(self.scene, self)
        self.replay_player = AnimationPlayer(self.scene, self)
        solution_player = AnimationPlayer(self.scene, self)
        self.session = GameSession(
            context,
            attempt,
            self.player,
            self,
            solution_animation=solution_player,
            replay_animation=self.replay_player,
        )
        self.demo = self.session.demo
        self.sounds = game_sounds.attach(self, context, self.player, self.session)
        # Board keys belong to the board: the view, or the bowl keyboard focus is on.
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.installEventFilter(self)
        self.access = BowlAccess(self.view, self.board_key)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
        # The focus ring shows while the player uses the keyboard, not after a click.
        self.input_modality = InputModality(self)
        self.input_modality.changed.connect(self._input_changed)
        self._base_point_size = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self._apply_settings()
        self._apply_theme()
        self.scene.bowl_clicked.connect(self.session.click_bowl)
        self.scene.bowl_double_clicked.connect(self.session.double_click_bowl)
        self.scene.board_clicked.connect(self.session.click_board)
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
        # Ctrl+Shift+C: copy the puzzle's code, as the button at the panel's foot does.
        self.copy_code_action = QAction(self)
        self.copy_code_action.setShortcut(QKeySequence(COPY_CODE_KEYS))
        self.copy_code_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_code_action.triggered.connect(self.copy_puzzle_code)
        self.addAction(self.copy_code_action)
        self.sync_board()
        self.retranslate()
        if attempt.ended is not None:
            self._show_result()
        spoken.brief_on_first_show(self, self.hud)  # the goal and moves left, aloud

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        board = QWidget(self)
        board.setObjectName("gameBoard")
        grid = QGridLayout(board)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.view, 0, 0)
        self.board = board
        self.results = ResultPanel(self)  # the result panel, built when first shown
        self._questions = QuestionPlacer(self)
        self._panel_font: QFont | None = None  # what ``_fit_to_window`` last gave the panel
        self.help = HelpView(self)  # the help shown, and its stepping bars
        self._room = True  # the keyboard help and the queue have their places (_make_room)
        self._news_bowl: int | None = None  # where an Endless event last put a modifier
        self.leave_note = ""  # what leaving did (``request_leave``), for home to say
        self.leave_mode: ModeId | None = None
        panel = SidePanel(self.context.theme, self, memory=self.context)
        self.panel = panel
        self.panel_body = panel.body
        self._side = panel.side
        # The panel's parts, by the names the shell, scripts and tests use.
        self.hud, self.strip, self.preview = panel.hud, panel.strip, panel.preview
        self.queue_panel, self.status, self.keys_hint = (
            panel.queue_panel,
            panel.status,
            panel.keys_hint,
        )
        self.question, self.button_grid = panel.question, panel.button_grid
        self.play_button, self.undo_button = panel.play_button, panel.undo_button
        self.restart_button, self.pause_button = panel.restart_button, panel.pause_button
        self.end_button, self.hint_button = panel.end_button, panel.hint_button
        self.solution_button, self.replay_button = panel.solution_button, panel.replay_button
        self.question.asking_changed.connect(self._on_question)
        self.hint_button.clicked.connect(self.ask_hint)
        self.solution_button.clicked.connect(self.ask_solution)
        self.replay_button.clicked.connect(self.session.start_replay)
        self.session.leave.connect(self._leave)
        self.play_button.clicked.connect(self.session.confirm)
        self.undo_button.clicked.connect(self.ask_undo)
        self.restart_button.clicked.connect(self.ask_restart)
        self.pause_button.clicked.connect(self.request_leave)
        self.end_button.clicked.connect(self.ask_end)
        # Board and panel stay side by side in the middle of the window: the board is the
        # largest square that fits, the spare width goes to both outer margins alike.
        root = QHBoxLayout(self)
        root.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        root.setSpacing(GAP)
        root.addStretch(1)
        root.addWidget(board)
        root.addWidget(panel)
        root.addStretch(1)
        panel.place_buttons(self.view)
        self.code_button = build_code_button(panel)
        self.code_button.clicked.connect(self.copy_puzzle_code)

    def _buttons(self) -> tuple[QWidget, ...]:
        return self.panel.buttons()

    @property
    def result(self) -> ResultOverlay:
        """The result panel's widget over the board, built the first time it is asked for."""
        return self.results.overlay

    def result_shown(self) -> bool:
        return self.results.shown()

    def hide_result(self) -> None:
        self.results.hide()

    def result_question(self) -> QuestionBar:
        return self.results.overlay.question

    def last_panel_button(self) -> QWidget:
        """The side panel's button that comes last in the focus chain."""
        buttons = set(self._buttons())
        last: QWidget = self.view
        widget = self.view.nextInFocusChain()
        while widget is not self.view and widget is not None:
            if widget in buttons:
                last = widget
            widget = widget.nextInFocusChain()
        return last

    # -- state --------------------------------------------------------------------------------

    @property
    def attempt(self) -> Attempt:
        return self.session.attempt

    @property
    def replay(self) -> object:
        """The last move while it is being replayed (``MoveReplay``), else None."""
        return self.session.replay

    def _on_state_changed(self, change: SessionChange) -> None:
        """Redraw what the session says changed (the one notification)."""
        kind = change.kind
        session = self.session
        if kind is Change.ASKED and change.asked is not None:
            self._questions.place(change.asked)  # nothing else changed
            return
        if kind is Change.SETTLED and change.outcome is not None:
            placed = [e for e in change.outcome.mode_events if isinstance(e, ModifierPlaced)]
            if placed:
                self._news_bowl = placed[-1].bowl
        elif kind is Change.REPLACED:
            self._news_bowl = None
        if kind is Change.SELECTED:
            if not session.animating and not session.showing_help:
                self.scene.set_selection(session.selected, session.selectable())
        elif kind is Change.HINTED:
            self.help.show_hint(change.hint)
        elif kind is Change.SOLUTION:
            self.help.show_solution_step(change.outcome)
        elif kind is Change.REPLAY:
            self.help.show_replay_step()
            # A result's panel steps aside while its last move is replayed beneath it.
            self.results.step_aside(session.replay is not None)
        elif kind is not Change.PLAYED:
            # PLAYED: the scene still shows the board before the move; the animation
            # plays the move's events on it. Everything else: draw the attempt as it is.
            self.sync_board()
        self.help.after_change()
        self._make_room()
        if kind in (Change.UNDONE, Change.REPLACED) and self.results.built is not None:
            self.results.hide()
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.refresh()
        if kind is Change.REPLACED:  # e.g. the next puzzle: the window title says which
            update_title = getattr(self.window(), "update_title", None)  # after the HUD's
            if callable(update_title):
                update_title()
            spoken.speak_brief(self, self.hud)
        if kind is Change.SETTLED and change.outcome is not None:
            self._announce_move(change.outcome)  # after refresh: it reads the HUD
        if self.attempt.ended is not None and kind in (
            Change.SETTLED,
            Change.ENDED,
            Change.REPLACED,
        ):
            self._show_result()

    def sync_board(self) -> None:
        session = self.session
        if session.showing_help:
            self.scene.sync(session.board_position)
            self.scene.set_interactive(False)
            return
        attempt = session.attempt
        self.scene.sync(
            attempt.position, session.selected, session.selectable(), session.overflowing
        )
        # A finished board is shown plainly: no bowl looks choosable or disabled.
        ended = attempt.ended is not None
        self.scene.set_interactive(not ended, plain=ended)

    def refresh(self) -> None:
        session = self.session
        attempt = self.attempt
        demo = session.demo.attempt
        if demo is not None:
            # The HUD follows the solution shown, as it follows the player's own moves: a
            # move's score once the move has been seen (the engine has already played it).
            if not session.demo.moving:
                self.hud.refresh(demo)
        elif not session.animating:
            # The HUD shows the new score once the move has been seen, not before.
            self.hud.daily_best = session.daily_best()
            self.hud.refresh(attempt)
        self.panel.show_queue(session, self._news_bowl)
        self.panel.show_buttons(session)
        self.panel.place_buttons(self.view)
        self._show_code_button()
        self._describe_board()
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        """The optional one-line preview of the selected move (player phase only)."""
        session = self.session
        selected = session.selected
        preview = None
        if (
            self.context.settings.move_preview
            and selected is not None
            and not session.animating
            and not session.showing_help
        ):
            try:
                preview = self.attempt.preview(selected)
            except ValueError:
                preview = None
        # One source of truth: the side line and the board's ghost marks read one preview.
        self.scene.set_preview(preview)
        self.preview.setVisible(preview is not None)
        if preview is not None:
            self.preview.setText(preview_sentence(preview))

    # -- help: hint steps, solution, replay, share ----------------------------------------------

    def copy_puzzle_code(self) -> None:
        """Put the code of the puzzle being played on the clipboard (what it is, the
        session says), and say so."""
        code = self.session.puzzle_code()
        if code is None:
            return
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(code)
        self.set_status(code_copied_text())

    def _show_code_button(self) -> None:
        """Shown in a puzzle, on the keyboard help's row while that row has room (a
        question or a stepping bar takes it); after the disclosure in the tab order."""
        has_code = self.session.puzzle_code() is not None
        self.code_button.setVisible(self._room and has_code)
        self.copy_code_action.setEnabled(has_code)
        QWidget.setTabOrder(self.panel.keys_toggle, self.code_button)

    def ask_hint(self) -> None:
        """The next step of help; the whole line, like Show solution, may ask first."""
        self.session.request_hint()

    def ask_solution(self) -> None:
        self.session.request(Action.SOLUTION)

    def share_daily(self) -> None:
        """Copy the Daily's share text (date, score, moves, one symbol per move)."""
        from twelve_bowls.engine.modes import DailyAttempt, PuzzleAttempt

        attempt = self.attempt
        if isinstance(attempt, DailyAttempt):
            text: str | None = daily_share_text(attempt)
        elif isinstance(attempt, PuzzleAttempt):
            text = generated_share_text(attempt)  # a generated puzzle of the day
        else:
            text = None
        if text is None:
            return
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(text)
        if self.result_shown():
            self.results.show_shared()  # where the button was pressed
        else:
            self.set_status(
                QCoreApplication.translate("Game", "The share text is on the clipboard.")
            )

    # -- narration -----------------------------------------------

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
        parts.append(self.hud.score_spoken)
        if self.attempt.ended is None:
            parts.append(self.hud.moves.text())
            if self.hud.goal_group is not None and self.hud.goal_group.isVisibleTo(self.hud):
                parts.append(self.hud.goal_progress.text())
        a11y.announce(self, narration.sentence(parts))

    # -- actions ------------------------------------------------------------------------------

    def ask_undo(self) -> None:
        self.session.request(Action.UNDO)

    def ask_restart(self) -> None:
        self.session.request(Action.RESTART)

    def next_puzzle(self) -> None:
        """The result panel of a solved puzzle: on to the next one (R7.3)."""
        if self.results.built is not None:
            self.results.built.question.cancel()
        self.session.next_puzzle()

    def ask_end(self) -> None:
        self.session.request(Action.END)

    def request_leave(self) -> None:
        """Esc, Back or Pause: an unfinished attempt is saved to resume later (R8.3); one
        that is never kept asks first (``session.leave`` then leaves)."""
        self.session.stop_solution()
        self.session.skip()
        self.question.cancel()
        self.session.request(Action.LEAVE)

    def _leave(self) -> None:
        """The session said leave (it has kept what it may)."""
        # Home says it and shows the game to continue: a pause is never silent.
        self.leave_note = pause_note(self.attempt)
        self.leave_mode = self.attempt.mode_id
        self.leave_requested.emit()

    def save_attempt(self) -> None:
        self.session.save()

    def set_status(self, text: str) -> None:
        """A one-line message for the player; the line takes no room while empty."""
        self.panel.set_status(text)
        a11y.announce(self, text)  # "Move undone.", "Bowl 3 is empty: ..." (SC 4.1.3)

    def _make_room(self, asking: bool | None = None) -> None:
        """A question or a stepping bar (the solution's, the replay's) takes the keyboard
        help's place, and on a short window the queue's, so the panel never scrolls."""
        if asking is None:
            asking = self.question.isVisible()
        room = not (asking or self.help.stepping())
        if room != self._room:
            self._room = room
            # The code button shares the keyboard help's row: it goes (or comes) first, so
            # the panel measures the column the question will really have.
            self._show_code_button()
            self.panel.set_keys_room(room)

    def _on_question(self, asking: bool) -> None:
        self._make_room(asking)
        if asking:
            a11y.announce(self, self.question.text.text())
        elif self.isVisible():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # the answer's button is gone

    def focus_first(self) -> None:
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def screen_title(self) -> str:
        """For the window title: the mode, and which puzzle."""
        return self.hud.title.text()

    def _show_result(self) -> None:
        ended = self.attempt.ended
        if ended is not None:
            self.results.show(ended)

    # -- size, look and language --------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_window()

    def _fit_to_window(self) -> None:
        # The board scales with the window; the text around it grows with it too, so a
        # 4K full screen is as readable as 1280x720.
        scale = max(1.0, min(self.width() / 1280, self.height() / 720))
        # A larger system font widens the panel too, so its lines wrap as at 10 pt and the
        # board keeps the rest (15 pt desktop fonts).
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
        self.help.font = font
        self.results.fit(font)
        self.hud.scale_fonts(font)
        self.hud.set_theme(self.context.theme)
        # After the layouts have placed the panel at its new size.
        QTimer.singleShot(0, self, self._fit_panel)  # dropped if the screen is gone by then

    def _fit_panel(self) -> None:
        self.panel.status_reserve = self._longest_status()
        self.panel.fit(self.height() < SHORT_HEIGHT)
        if self.result_shown():
            self.results.place()  # the board has its new size

    def _longest_status(self) -> str:
        """The longest line this game's status may show: a puzzle's idea (Hint's first
        step). The key list opens by itself only with room left for it, so the idea never
        closes it again and moves the buttons under the pointer."""
        attempt = self.attempt
        if not isinstance(attempt, PuzzleAttempt) or attempt.ended is not None:
            return ""
        return puzzle_idea(attempt)

    def _apply_theme(self) -> None:
        theme = self.context.theme
        self.scene.set_theme(theme)
        self.view.resetCachedContent()
        self.strip.set_theme(theme)
        self.hud.set_theme(theme)
        self.question.set_palette(palette_of(theme))
        if self.result_shown():
            self._show_result()

    def _apply_settings(self) -> None:
        settings = self.context.settings
        self.scene.set_symbols(bool(settings.symbols))
        self.strip.set_symbols(bool(settings.symbols))
        # The player's setting, or the desktop's own where Qt exposes it.
        reduced = bool(settings.reduced_motion or a11y.desktop_prefers_reduced_motion())
        for player in (self.player, self.replay_player, self.demo.player):
            if isinstance(player, AnimationPlayer):
                player.speed = speed_factor(settings.animation_speed)
                player.reduced_motion = reduced
        self._refresh_preview()

    def retranslate(self) -> None:
        self.panel.retranslate(self.attempt.mode_id)
        keys = QKeySequence(COPY_CODE_KEYS).toString(QKeySequence.SequenceFormat.NativeText)
        name_code_button(self.code_button, isolate(keys))
        for board in (self.view, self.view.viewport()):
            board.setAccessibleName(QCoreApplication.translate("Game", "Board"))
            board.setAccessibleDescription(narration.board_description())
        self.results.retranslate()
        self.setAccessibleName(QCoreApplication.translate("Game", "Game"))
        self.refresh()
        if self.result_shown():
            self._show_result()
        self.help.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange and self._panel_font is not None:
            # The application font follows the language: its families, and its size
            # (Devanagari is drawn larger). The panel's fonts are set on each widget, so
            # they follow only here; on a language change alone, Japanese in the panel
            # kept the Latin families and was drawn by fallback.
            size = QApplication.font().pointSizeF()
            if size > 0:
                self._base_point_size = size
            self._fit_to_window()
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- keyboard (``screen_keys.py``) -----------------------------------------------------------

    def board_has_focus(self) -> bool:
        return self.view.hasFocus() or self.access.focused_bowl() is not None

    def _input_changed(self) -> None:
        self._focus_changed(None, QApplication.focusWidget())

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The scene rings the board, or the focused bowl, while the board has focus and
        the keyboard was the player's last input (``focus_visible``)."""
        bowl = getattr(new, "bowl", None) if new in self.access.proxies else None
        on = new is self.view or bowl is not None
        self.scene.set_focus_ring(on and self.input_modality.keyboard, bowl)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if self.board_key(event):
                return True
        return super().eventFilter(watched, event)

    def board_key(self, event: QKeyEvent) -> bool:
        return screen_keys.board_key(self, event)

    def move_focus(self, step: int) -> None:
        """Arrow keys move keyboard focus to the next bowl, so a screen reader reads it."""
        spoken.move_focus(self, step)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if screen_keys.screen_key(self, event):
            event.accept()
            return
        super().keyPressEvent(event)
