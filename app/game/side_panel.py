"""The game's side panel: HUD, queue strip and preview, status line, the question bar, the
buttons, and the keyboard help behind a disclosure below them, in a scroll area that
scrolls only when it must (a large system font, or the keyboard help opened on a small
window).

It lays out and names; what the buttons do is wired by the screen to session operations.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.game.hud import Hud
from twelve_bowls.app.game.key_help import key_sentences, new_keys, undo_keys
from twelve_bowls.app.game.overlays import QuestionBar
from twelve_bowls.app.game.queue_strip import QueueStrip
from twelve_bowls.app.game.texts import restart_label, restart_tooltip
from twelve_bowls.app.i18n import fill
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.theming.base import Theme

if TYPE_CHECKING:
    from twelve_bowls.app.midend.session import GameSession

from twelve_bowls.engine.modes import HINT_BOWL, HINT_IDEA, Attempt, ModeId, PuzzleAttempt

PANEL_WIDTH = 320  # at 1280x720; grows with the window (see ``GameScreen._fit_to_window``)
# The context's property that keeps the player's choice of the keyboard help for the run.
KEYS_CHOICE = "gameKeysShown"


def pause_note(attempt: Attempt) -> str:
    """What leaving by Esc or Pause did to an Endless or Daily game, for home to say and
    show (the game is kept to continue: R8.3); empty for a puzzle or a finished game."""
    tr = QCoreApplication.translate
    if attempt.ended is not None or attempt.mode_id is ModeId.PUZZLE:
        return ""
    endless = attempt.mode_id is ModeId.ENDLESS
    if attempt.moves_played == 0:
        return (
            tr("Game", "Endless left before its first move: there is nothing to continue.")
            if endless
            else tr(
                "Game", "Daily challenge left before its first move: there is nothing to continue."
            )
        )
    text = (
        tr("Game", "Endless paused at %1 points. Continue Endless goes on from there.")
        if endless
        else tr(
            "Game",
            "Daily challenge paused at %1 points. Continue Daily challenge goes on from there.",
        )
    )
    return fill(text, attempt.score)


class SidePanel(QScrollArea):
    """In a scroll area: with a large system font on a small window nothing is cut off,
    it scrolls (WCAG 2.2 SC 1.4.4)."""

    def __init__(
        self, theme: Theme, parent: QWidget | None = None, memory: QObject | None = None
    ) -> None:
        """``memory`` (the app's context) keeps the player's choice of the keyboard help
        for the rest of the run: every game opens it as it was left."""
        super().__init__(parent)
        self._memory = memory
        # A long status line (a hint's idea) on a short window takes the place of the
        # queue panel while no bowl is selected (it only says "Select a bowl…" then).
        self._queue_gave_room = False
        self._queue_bowl: int | None = None
        # The longest status the game may show (set by the screen): the key list opens by
        # itself only with room left for it (``keys_fit``).
        self.status_reserve = ""
        self._short = False  # a short window (``fit``)
        self.setObjectName("gamePanelScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its buttons are the tab stops
        body = QWidget(self)
        body.setObjectName("gamePanel")
        self.body = body
        self.hud = Hud(body)
        queue = QFrame(body)
        queue.setObjectName("queuePanel")
        queue.setProperty("role", "panel")
        self.strip = QueueStrip(theme, queue)
        self.preview = WrapLabel(queue)
        self.preview.setObjectName("gamePreview")
        queue_layout = QVBoxLayout(queue)
        queue_layout.setContentsMargins(12, 10, 12, 10)
        queue_layout.setSpacing(4)
        queue_layout.addWidget(self.strip)
        queue_layout.addWidget(self.preview)
        self.queue_panel = queue
        self.status = WrapLabel(body)
        self.status.setObjectName("gameStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.status.setVisible(False)  # shown while it has something to say
        self.question = QuestionBar(body)
        self.play_button = QPushButton(body)
        self.play_button.setObjectName("playButton")
        self.play_button.setProperty("primary", False)
        self.undo_button = QPushButton(body)
        self.restart_button = QPushButton(body)
        self.pause_button = QPushButton(body)
        self.end_button = QPushButton(body)
        self.hint_button = QPushButton(body)
        self.hint_button.setObjectName("hintButton")
        self.solution_button = QPushButton(body)
        self.solution_button.setObjectName("solutionButton")
        self.replay_button = QPushButton(body)
        self.replay_button.setObjectName("replayButton")
        # Made after the buttons: a screen reader lists the panel's children in order, and
        # the help comes last on screen too.
        # The keyboard help is read once and then known: behind a disclosure it costs one
        # short line, so goal, moves, queue and every button fit at 800x560 in every
        # language. How to play lists the same keys. Until the player opens or closes it,
        # it opens by itself where the column has room for it (1280x720 in English, any
        # 1080p window): closed, it left a tall empty gap above the buttons there.
        self.keys_toggle = QPushButton(body)
        self.keys_toggle.setObjectName("gameKeysToggle")
        self.keys_toggle.setCheckable(True)
        self.keys_toggle.setStyleSheet("QPushButton { padding: 3px 12px; }")
        self.keys_toggle.toggled.connect(self._show_keys)
        self.keys_toggle.clicked.connect(self._keys_chosen)  # the player's, not ours
        self.keys_hint = WrapLabel(body)
        self.keys_hint.setObjectName("gameKeysHint")
        self.keys_hint.setProperty("role", "muted")
        self.keys_hint.setVisible(False)
        for button in self.buttons():
            # Clicking a button leaves keyboard focus where it was; Tab reaches every
            # button, and a focused button owns Enter and Space.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(36)
        self.keys_toggle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        a11y.enter_activates(*self.buttons(), self.question.yes, self.question.no, self.keys_toggle)
        self.button_grid = QGridLayout()
        self.button_grid.setSpacing(8)
        self._button_order: tuple[QPushButton, ...] = ()

        side = QVBoxLayout(body)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(10)
        side.addWidget(self.hud)
        side.addWidget(queue)
        side.addWidget(self.status)
        side.addStretch(1)
        # The help bars (Replay last move, Show solution) are built when first shown: until
        # then a theme switch has their widgets fewer to restyle. This empty
        # item keeps their place in the column.
        self.aid_place = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        side.addItem(self.aid_place)
        side.addWidget(self.question)
        side.addLayout(self.button_grid)
        # Below the buttons: opened, the help never pushes a button out of view.
        side.addWidget(self.keys_toggle, 0, Qt.AlignmentFlag.AlignLeading)
        side.addWidget(self.keys_hint)
        self.side = side
        self.setWidget(body)
        self.setFixedWidth(PANEL_WIDTH)
        chosen = self.keys_choice()
        if chosen is not None:
            self.keys_toggle.setChecked(chosen)
        # The column grows during play (a status line, a longer preview, a help bar): a
        # key list that opened by itself closes rather than make the panel scroll.
        body.installEventFilter(self)

    def buttons(self) -> tuple[QPushButton, ...]:
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

    def place_buttons(self, first: QWidget) -> None:
        """Play spans the panel; the other shown buttons go two to a row, or three in a
        puzzle (six short ones: the panel keeps its height at 720p). ``first`` (the board)
        comes first in the tab order, being made before the panel; Tab goes on from its
        last part to the question's answers and the buttons."""
        del first  # made first, so first in the chain; chaining to it broke its parts'

        shown = tuple(b for b in self.buttons()[1:] if not b.isHidden())
        if shown == self._button_order:
            return
        self._button_order = shown
        columns = 3 if len(shown) == 6 else 2
        for button in self.buttons():
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
        # Chained from the question's answers on: chaining from ``first`` put the answers
        # between the board and its own parts, so Tab from one answer missed the other.
        order: list[QWidget] = [self.question.yes, self.question.no]
        order += [self.play_button, *shown, self.keys_toggle]
        for one, two in itertools.pairwise(order):
            QWidget.setTabOrder(one, two)

    def fit(self, short: bool) -> None:
        """A short window (down to the 800x560 minimum) tightens the HUD and the gaps, so the
        panel fits without scrolling; then the key list opens if it fits too."""
        self._short = short
        self.hud.set_compact(short)
        self.question.set_compact(short)
        # Tight enough at 800x560 for a lesson's line, a hint and a selected bowl's queue
        # at once in every language (Arabic's tall lines included), without scrolling.
        self.side.setSpacing(4 if short else 10)
        self.button_grid.setSpacing(6 if short else 8)
        margin_v = 6 if short else 10
        queue = self.queue_panel.layout()
        if queue is not None:
            queue.setContentsMargins(12, margin_v, 12, margin_v)
        self.place_keys()

    # -- the keyboard help's disclosure -------------------------------------------------------

    def keys_choice(self) -> bool | None:
        """The player's own choice this run: shown, hidden, or None (not chosen yet)."""
        if self._memory is None:
            return None
        value = self._memory.property(KEYS_CHOICE)
        return None if value is None else bool(value)

    def _keys_chosen(self, shown: bool) -> None:
        if self._memory is not None:
            self._memory.setProperty(KEYS_CHOICE, bool(shown))

    def _column_height(self) -> int:
        width = self.viewport().width()
        side = self.side
        if side.hasHeightForWidth():
            return side.totalHeightForWidth(width)
        return side.totalSizeHint().height()

    def _status_room(self) -> int:
        """The height a status takes when one comes (none is on show now): a line, or
        ``status_reserve`` (a puzzle's idea, Hint's first step) wrapped to the panel."""
        if not self.status.isHidden():
            return 0
        metrics = self.status.fontMetrics()
        height = metrics.lineSpacing()
        if self.status_reserve:
            width = max(1, self.viewport().width())
            flags = int(Qt.TextFlag.TextWordWrap)
            box = metrics.boundingRect(QRect(0, 0, width, 100_000), flags, self.status_reserve)
            height = max(height, box.height())
        return height + self.side.spacing()

    def keys_fit(self) -> bool:
        """Whether the column fits in view with the key list open, and a line to spare for
        a status message (so one does not close the list again at once). Never on a short
        window: its room is kept for a hint, a selected bowl's queue and a lesson's line."""
        if self._short:
            return False
        needed = self._column_height()
        if self.keys_hint.isHidden():
            width = self.viewport().width()
            needed += self.keys_hint.heightForWidth(width) + self.side.spacing()
        return needed + self._status_room() <= self.viewport().height()

    def place_keys(self) -> None:
        """Open the key list where it fits, close it where it does not, unless the player
        chose; a question has the list's place meanwhile (``set_keys_room``)."""
        if self.keys_choice() is not None or self.keys_toggle.isHidden():
            return
        self.keys_toggle.setChecked(self.keys_fit())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._keep_in_view)
        return super().eventFilter(watched, event)

    def _keep_in_view(self) -> None:
        # The column changed (the HUD's idea came or went with a win and its undo): the
        # queue panel makes way, or comes back, as for a status.
        self._queue_makes_way()
        if self.keys_choice() is not None or not self.keys_toggle.isChecked():
            return
        if self.keys_hint.isVisible() and self._column_height() > self.viewport().height():
            self.keys_toggle.setChecked(False)
            self._queue_makes_way()

    def set_keys_room(self, room: bool) -> None:
        """A question takes the keyboard help's place, and on a short window the queue's
        too (it answers about the board, not a bowl's queue), so the question and every
        button fit without scrolling."""
        self.keys_toggle.setVisible(room)
        self.keys_hint.setVisible(room and self.keys_toggle.isChecked())
        self.queue_panel.setVisible(True)
        if room:
            # The list comes back as it was, but the column may have grown meanwhile (an
            # undo's practice note and its status line): check it once the layout settles.
            QTimer.singleShot(0, self, self._keep_in_view)
            return
        # What asks or steps says a line too ("The solution starts…"), just after.
        if self._column_height() + self._status_room() > self.viewport().height():
            self.queue_panel.setVisible(False)

    def _show_keys(self, shown: bool) -> None:
        self.keys_hint.setVisible(shown and self.keys_toggle.isVisible())
        self._name_keys_toggle()
        if shown:
            # Opened on a small window it may need to scroll: bring it into view once the
            # column has made room for it.
            QTimer.singleShot(0, self, self._reveal_keys)

    def _reveal_keys(self) -> None:
        if self.keys_hint.isVisible():
            self.ensureWidgetVisible(self.keys_hint, 0, 8)

    def _name_keys_toggle(self) -> None:
        tr = QCoreApplication.translate
        opened = self.keys_toggle.isChecked()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        arrow = "▾" if opened else ("◂" if rtl else "▸")
        # The arrow leads, at the reading start; a right-to-left mark makes a line that
        # starts with a neutral arrow read right to left.
        mark = "\u200f" if rtl else ""
        self.keys_toggle.setText(f"{mark}{arrow} {tr('Game', 'Keyboard keys')}")
        self.keys_toggle.setAccessibleName(tr("Game", "Keyboard keys"))
        self.keys_toggle.setToolTip(
            tr("Game", "Hide the keyboard keys") if opened else tr("Game", "Show the keyboard keys")
        )

    def set_status(self, text: str) -> None:
        """A one-line message for the player; the line takes no room while empty."""
        self.status.setText(text)
        self.status.setVisible(bool(text))
        self._queue_makes_way()

    def _queue_makes_way(self) -> None:
        """A status of several lines (a hint's idea in Arabic or Hindi), or a solved
        generated puzzle's idea in the HUD, made the panel scroll at 800x560, its buttons
        under the fold: while no bowl is selected the queue panel, which then only asks for
        a selection, makes way, and comes back with a selection or once it fits again."""
        if self._queue_gave_room:
            queue = self.queue_panel.sizeHint().height() + self.side.spacing()
            fits = self._column_height() + queue <= self.viewport().height()
            if self._queue_bowl is not None or fits:
                self._queue_gave_room = False
                self.queue_panel.setVisible(True)
            return
        if self._queue_bowl is not None:
            return
        # An open key list goes first (``_keep_in_view`` closes one that opened by itself;
        # one the player opened stays open, and the panel scrolls).
        if self.keys_hint.isVisible():
            return
        if self.queue_panel.isVisible() and self._column_height() > self.viewport().height():
            self._queue_gave_room = True
            self.queue_panel.setVisible(False)

    def retranslate(self, mode: ModeId) -> None:
        tr = QCoreApplication.translate
        self.undo_button.setText(tr("Game", "Undo"))
        keys = undo_keys()
        self.undo_button.setToolTip(
            fill(tr("Game", "Undo the last move (%1)", "%1 is the undo key: Ctrl+Z"), keys)
        )
        self.restart_button.setText(restart_label(mode))
        self.pause_button.setText(
            tr("Game", "Back") if mode is ModeId.PUZZLE else tr("Game", "Pause")
        )
        self.end_button.setText(tr("Game", "End attempt"))
        # Short labels on the panel; the accessible names say it in full.
        self.solution_button.setText(tr("Game", "Solution"))
        self.solution_button.setAccessibleName(tr("Game", "Show solution"))
        self.solution_button.setToolTip(tr("Game", "Watch the stored solution, move by move"))
        self.replay_button.setText(tr("Game", "Replay"))
        self.replay_button.setAccessibleName(tr("Game", "Replay last move"))
        self.replay_button.setToolTip(
            tr("Game", "Step through the last move: sowing, groups, blockers, eruptions")
        )
        # The same sentences as How to play's Keys section.
        self.keys_hint.setText("\n".join(key_sentences(mode)))
        self._name_keys_toggle()
        self.restart_button.setToolTip(
            fill(
                tr("Game", "%1 (%2)", "button tooltip (shortcut)"),
                restart_tooltip(mode),
                new_keys(),
            )
        )
        self.hud.name_goal_bar(tr("Game", "Goal progress"))
        a11y.name_scroll_area(self, tr("Game", "Game"))
        self.question.setAccessibleName(tr("Game", "Question"))

    def show_queue(self, session: GameSession, news: int | None) -> None:
        """The queue strip shows the selected bowl; during the solution, the bowl the
        solution plays next (the panel follows the board)."""
        demo = session.demo
        if demo.attempt is not None:
            bowl = demo.bowl_of(demo.shown + 1)
            items = str(demo.attempt.position.bowls[bowl]) if bowl is not None else ""
            modifier = demo.attempt.position.modifiers[bowl] if bowl is not None else None
            self.strip.show_bowl(bowl, items, modifier)
            return
        selected = session.selected
        modifiers = session.attempt.position.modifiers
        modifier = modifiers[selected] if selected is not None else None
        self.strip.show_bowl(selected, session.selected_items(), modifier)
        self._queue_bowl = selected
        self._queue_makes_way()  # a selected bowl's queue comes back
        # The newest Endless event's modifier (``news``), with the moves it still has (R8.4).
        shown = modifiers[news] if news is not None else None
        self.strip.show_news((news, shown) if news is not None and shown is not None else None)

    def show_buttons(self, session: GameSession) -> None:
        """Which buttons the session's state enables, shows and names."""
        attempt = session.attempt
        ended = attempt.ended is not None
        selected = session.selected
        playable = selected is not None and not ended and not session.showing_help
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
            if playable
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
        self.show_hint_step(session.next_hint_step())
        self.solution_button.setHidden(not puzzle or session.solution() is None)
        self.replay_button.setEnabled(session.last_move is not None)
        # While the solution or a replay is stepped through only Back acts, until the
        # board is the attempt's again: the other buttons make way for the stepping bar,
        # so the panel does not scroll on a short window.
        gated = session.showing_help
        # Shown whenever nothing is stepped (the others follow their own rules above).
        for kept in (self.play_button, self.undo_button, self.restart_button, self.replay_button):
            kept.setHidden(gated)
        # Enabled again once stepping ends: they stayed off after a replay.
        self.restart_button.setEnabled(True)
        self.solution_button.setEnabled(True)
        if gated:
            for button in self.buttons():
                if button is not self.pause_button:
                    button.setEnabled(False)
                    button.setHidden(True)

    def show_hint_step(self, step: int | None) -> None:
        """The Hint button says which step of help its next press gives (a choice)."""
        tr = QCoreApplication.translate
        shown = step or HINT_IDEA
        self.hint_button.setText(fill(tr("HintSteps", "Hint %1/3"), shown))
        if shown == HINT_IDEA:
            what = tr("HintSteps", "Hint, step 1 of 3: the puzzle's idea, what to look for (H)")
        elif shown == HINT_BOWL:
            what = tr("HintSteps", "Hint, step 2 of 3: the bowl to play next (H)")
        else:
            what = tr("HintSteps", "Hint, step 3 of 3: the whole line, move by move (H)")
        self.hint_button.setAccessibleName(what)
        self.hint_button.setToolTip(what)


__all__ = ["PANEL_WIDTH", "SidePanel", "new_keys", "pause_note", "undo_keys"]
