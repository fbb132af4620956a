"""The puzzle editor: make a puzzle, have the solver prove it and set its limit, save or share it.

The board is the game's own (``BoardScene`` drawn by the active theme, one accessible
stand-in per bowl, ``BowlAccess``). Keys act on the bowl that has focus: arrows move
round the ring (clockwise, R1.1), R Y G B P add a stone, W a wild, X a blocker (queue
order, oldest first: R1.2), Backspace takes the newest item out, Delete empties the bowl,
M changes its modifier (none, frozen, reverse, volcano; R1.5). Every edit renames the bowl
for screen readers and is announced.

The goal is one of the six of R7.2 with its value. Prove runs
``engine.puzzle_proof.prove`` on a worker thread (``app.proof_worker``): the screen stays
responsive, shows the search's progress and can cancel. The limit is the proven optimum
plus the slack the author adds; the result names the winning lines and the measures of the
shipped set (bits per move, greedy and two-ply players). R10.3's refusals come back as one
sentence. Test play works at any time; Save keeps the proven puzzle in My puzzles
(``app.my_puzzles``) and Copy puzzle code puts its code on the clipboard.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.bowl_access import BowlAccess
from twelve_bowls.app.game.narration import bowl_name
from twelve_bowls.app.i18n import fill, join_sentences, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.my_puzzles import MyPuzzle, my_puzzles_for
from twelve_bowls.app.proof_worker import ProofRun, current_only
from twelve_bowls.app.puzzle_codes import copy_code, my_puzzle_attempt, puzzle_number
from twelve_bowls.engine.board import BOWL_COUNT, BOWL_PLACES, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.puzzle_code import STONES_MAX, SharedPuzzle, encode
from twelve_bowls.engine.puzzle_proof import SLACK_MAX, Proof, ProofRefused, RefusalKind, prove
from twelve_bowls.engine.puzzles import MOVES_MAX, POINTS_MAX, TITLE_MAX

# The item each key adds (R1.3), and the button order.
ITEM_KEYS: dict[int, str] = {
    Qt.Key.Key_R: "R",
    Qt.Key.Key_Y: "Y",
    Qt.Key.Key_G: "G",
    Qt.Key.Key_B: "B",
    Qt.Key.Key_P: "P",
    Qt.Key.Key_W: "W",
    Qt.Key.Key_X: "X",
}
MODIFIER_CYCLE: tuple[ModifierKind | None, ...] = (
    None,
    ModifierKind.FROZEN,
    ModifierKind.REVERSE,
    ModifierKind.VOLCANO,
)
GOAL_ORDER: tuple[GoalType, ...] = tuple(GoalType)
COLOURS = "RYGBP"


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("PuzzleEditor", text, disambiguation)


def item_label(item: str) -> str:
    return {
        "R": _tr("Red stone"),
        "Y": _tr("Yellow stone"),
        "G": _tr("Green stone"),
        "B": _tr("Blue stone"),
        "P": _tr("Purple stone"),
        "W": _tr("Wild"),
        "X": _tr("Blocker"),
    }[item]


def colour_label(colour: str) -> str:
    return {
        "R": _tr("Red"),
        "Y": _tr("Yellow"),
        "G": _tr("Green"),
        "B": _tr("Blue"),
        "P": _tr("Purple"),
    }[colour]


def modifier_label(kind: ModifierKind | None) -> str:
    if kind is None:
        return _tr("No modifier")
    return {
        ModifierKind.FROZEN: _tr("Frozen"),
        ModifierKind.REVERSE: _tr("Reverse"),
        ModifierKind.VOLCANO: _tr("Volcano"),
    }[kind]


def goal_label(kind: GoalType) -> str:
    return {
        GoalType.CLEAR_COLOR: _tr("Clear every stone of a colour"),
        GoalType.COLLECT: _tr("Collect stones of a colour"),
        GoalType.SCORE: _tr("Score points"),
        GoalType.COMBO: _tr("Make a combo"),
        GoalType.AT_MOST: _tr("Leave at most a number of stones"),
        GoalType.CLEAR_BOARD: _tr("Clear the whole board"),
    }[kind]


def refusal_text(error: ProofRefused) -> str:
    """R10.3's refusals in the player's language, one sentence each."""
    if error.kind is RefusalKind.NOT_AT_REST:
        return fill(
            _tr("Bowl %1 would match at once: a puzzle starts with a board at rest."),
            error.bowl or 0,
        )
    if error.kind is RefusalKind.ALREADY_MET:
        return _tr("The start already meets the goal: there would be nothing to do.")
    if error.kind is RefusalKind.UNSOLVABLE:
        return _tr("No line of at most 12 moves meets this goal: the puzzle cannot be won.")
    return _tr("This puzzle is too large for the solver to prove: try fewer stones.")


class EditorScreen(QWidget):
    """Make a puzzle from nothing (or edit one of My puzzles)."""

    leave_requested = Signal()
    play_requested = Signal(object)  # a PuzzleAttempt of a draft (OwnPuzzle): the test play
    proof_finished = Signal()  # a proof, a refusal or a cancel: tests wait on it

    def __init__(
        self, context: AppContext, puzzle_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle_editor")
        self.context = context
        self.puzzle_id = puzzle_id  # None until saved
        self.bowls: list[str] = [""] * BOWL_COUNT
        self.modifiers: list[ModifierKind | None] = [None] * BOWL_COUNT
        self.current = 0
        self.proof: Proof | None = None
        self.refusal: str = ""
        self.run: ProofRun | None = None
        self._loaded_goal: Goal | None = None
        self._focus_on_prove = False
        self._build()
        self._wire()
        self.leave_requested.connect(lambda: self.cancel_proof(quiet=True))
        if puzzle_id is not None:
            self._load(puzzle_id)
        self.retranslate()
        self._sync()

    # -- building -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.back = QPushButton()
        self.back.setAutoDefault(True)
        self.back.clicked.connect(self.leave_requested.emit)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        header = QHBoxLayout()
        header.addWidget(self.back)
        header.addSpacing(16)
        header.addWidget(self.heading)
        header.addStretch(1)

        settings = self.context.settings
        self.scene = BoardScene(self.context.theme, bool(settings.symbols), self)
        self.view = BoardView(self.scene, self)
        self.view.setObjectName("editor_board")
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.setMinimumSize(300, 300)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.installEventFilter(self)
        self.access = BowlAccess(self.view, self.board_key)
        self.bowl_caption = QLabel()
        self.bowl_caption.setProperty("role", "muted")

        form = QWidget()
        form.setObjectName("editor_form")
        column = QVBoxLayout(form)
        column.setContentsMargins(8, 0, 8, 0)
        self.bowl_heading = QLabel()
        self.bowl_heading.setProperty("role", "heading")
        column.addWidget(self.bowl_heading)
        items = QGridLayout()
        self.item_buttons: dict[str, QPushButton] = {}
        for index, item in enumerate("RYGBPWX"):
            button = QPushButton()
            button.setObjectName(f"add_{item}")
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, i=item: self.add_item(i))
            # Three a row: four of Spanish's or Hindi's stone names made the form wider
            # than an 800-pixel window could give beside the board.
            items.addWidget(button, index // 3, index % 3)
            self.item_buttons[item] = button
        self.remove_button = QPushButton()
        self.remove_button.setAutoDefault(True)
        self.remove_button.clicked.connect(self.remove_item)
        self.empty_button = QPushButton()
        self.empty_button.setAutoDefault(True)
        self.empty_button.clicked.connect(self.empty_bowl)
        column.addLayout(items)
        clearing = QHBoxLayout()
        clearing.addWidget(self.remove_button)
        clearing.addWidget(self.empty_button)
        column.addLayout(clearing)
        fields = QFormLayout()
        # A long label and a long choice side by side ("Margen (jugadas además del
        # óptimo):" beside "Eliminar todas las piedras de un color") made the window 897
        # pixels wide at least in Spanish: such a row puts its field under its label.
        fields.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.modifier_box = QComboBox()
        self.modifier_label = QLabel()
        self.modifier_label.setBuddy(self.modifier_box)
        fields.addRow(self.modifier_label, self.modifier_box)
        self.goal_heading = QLabel()
        self.goal_heading.setProperty("role", "heading")
        fields.addRow(self.goal_heading)
        self.goal_box = QComboBox()
        self.goal_label = QLabel()
        self.goal_label.setBuddy(self.goal_box)
        fields.addRow(self.goal_label, self.goal_box)
        self.colour_box = QComboBox()
        self.colour_label = QLabel()
        self.colour_label.setBuddy(self.colour_box)
        fields.addRow(self.colour_label, self.colour_box)
        self.value_box = QSpinBox()
        self.value_label = QLabel()
        self.value_label.setBuddy(self.value_box)
        fields.addRow(self.value_label, self.value_box)
        self.slack_box = QSpinBox()
        self.slack_box.setRange(0, SLACK_MAX)
        self.slack_label = QLabel()
        self.slack_label.setBuddy(self.slack_box)
        fields.addRow(self.slack_label, self.slack_box)
        self.title_edit = QLineEdit()
        self.title_edit.setMaxLength(TITLE_MAX)
        self.title_label = QLabel()
        self.title_label.setBuddy(self.title_edit)
        fields.addRow(self.title_label, self.title_edit)
        column.addLayout(fields)

        actions = QGridLayout()
        self.prove_button = QPushButton()
        self.prove_button.setObjectName("prove")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancel_proof")
        self.test_button = QPushButton()
        self.test_button.setObjectName("test_play")
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_puzzle")
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copy_code")
        for index, button in enumerate(
            (
                self.prove_button,
                self.cancel_button,
                self.test_button,
                self.save_button,
                self.copy_button,
            )
        ):
            button.setAutoDefault(True)
            actions.addWidget(button, index // 2, index % 2)
        column.addLayout(actions)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setTextVisible(False)
        self.bar.setVisible(False)
        column.addWidget(self.bar)
        self.result = WrapLabel()
        self.result.setObjectName("proof_result")
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        column.addWidget(self.result)
        self.status = WrapLabel()
        self.status.setObjectName("editor_status")
        self.status.setProperty("role", "muted")
        column.addWidget(self.status)
        column.addStretch(1)
        self.form_area = QScrollArea()
        self.form_area.setWidgetResizable(True)
        self.form_area.setWidget(form)
        self.form_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        board_column = QVBoxLayout()
        board_column.addWidget(self.view, 1)
        board_column.addWidget(self.bowl_caption)
        body = QHBoxLayout()
        body.addLayout(board_column, 3)
        body.addWidget(self.form_area, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(header)
        layout.addLayout(body, 1)

    def _order_tabs(self) -> None:
        """Back, the board (one stop: arrows move within it), the bowl's buttons and
        fields, the goal, then the actions."""
        chain: list[QWidget] = [
            self.back,
            self.view,
            *self.item_buttons.values(),
            self.remove_button,
            self.empty_button,
            self.modifier_box,
            self.goal_box,
            self.colour_box,
            self.value_box,
            self.slack_box,
            self.title_edit,
            self.prove_button,
            self.cancel_button,
            self.test_button,
            self.save_button,
            self.copy_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab on a bowl leaves the board, as from the board itself (the stand-ins sit
        # outside the focus chain: arrows move between them).
        focused = QApplication.focusWidget()
        if focused is not None and focused.parentWidget() is self.view.viewport():
            target = self.item_buttons["R"] if next else self.back
            target.setFocus(
                Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
            )
            return True
        return super().focusNextPrevChild(next)

    def _wire(self) -> None:
        self._order_tabs()
        self.scene.bowl_clicked.connect(self.focus_bowl)
        self.modifier_box.activated.connect(self._modifier_chosen)
        self.goal_box.currentIndexChanged.connect(self._goal_type_changed)
        self.colour_box.currentIndexChanged.connect(lambda _=0: self._changed())
        self.value_box.valueChanged.connect(lambda _=0: self._changed())
        self.slack_box.valueChanged.connect(self._slack_changed)
        self.prove_button.clicked.connect(self.start_proof)
        self.cancel_button.clicked.connect(self.cancel_proof)
        self.test_button.clicked.connect(self.test_play)
        self.save_button.clicked.connect(self.save)
        self.copy_button.clicked.connect(self.copy)
        self.context.theme_changed.connect(self._apply_theme)

    def _load(self, puzzle_id: int) -> None:
        entry = my_puzzles_for(self.context.store).load(puzzle_id)
        if not isinstance(entry, MyPuzzle):
            self.puzzle_id = None
            return
        puzzle = entry.puzzle
        self.bowls = list(puzzle.position.bowls)
        self.modifiers = [m.kind if m is not None else None for m in puzzle.position.modifiers]
        self._loaded_goal = puzzle.goal
        self.slack_box.blockSignals(True)
        self.slack_box.setValue(entry.slack)
        self.slack_box.blockSignals(False)
        self.title_edit.setText(puzzle.title)

    # -- text -----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.back.setText(_tr("Back"))
        self.heading.setText(_tr("Make a puzzle"))
        for item, button in self.item_buttons.items():
            button.setText(item_label(item))
            button.setToolTip(fill(_tr("Key %1"), item))
            button.setAccessibleDescription(_tr("Adds it to the end of the bowl's queue."))
        self.remove_button.setText(_tr("Take out the newest"))
        self.remove_button.setToolTip(_tr("Backspace"))
        self.empty_button.setText(_tr("Empty the bowl"))
        self.empty_button.setToolTip(_tr("Delete"))
        self.modifier_label.setText(_tr("&Modifier:"))
        self.modifier_box.setToolTip(_tr("Key M"))
        keep = self.goal_box.currentIndex()
        self.modifier_box.blockSignals(True)
        self.modifier_box.clear()
        for kind in MODIFIER_CYCLE:
            self.modifier_box.addItem(modifier_label(kind))
        self.modifier_box.blockSignals(False)
        self.goal_heading.setText(_tr("Goal"))
        self.goal_label.setText(_tr("&Goal:"))
        colour = self.colour_box.currentIndex()
        self.goal_box.blockSignals(True)
        self.colour_box.blockSignals(True)
        self.goal_box.clear()
        for goal_type in GOAL_ORDER:
            self.goal_box.addItem(goal_label(goal_type))
        self.colour_box.clear()
        for letter in COLOURS:
            self.colour_box.addItem(colour_label(letter))
        loaded = self._loaded_goal
        if loaded is not None:
            self._show_goal(loaded)
            self._loaded_goal = None
        else:
            self.goal_box.setCurrentIndex(max(0, keep))
            self.colour_box.setCurrentIndex(max(0, colour))
            self._fit_value_box()
        self.goal_box.blockSignals(False)
        self.colour_box.blockSignals(False)
        self.colour_label.setText(_tr("C&olour:"))
        self.slack_label.setText(_tr("&Slack (moves beyond the optimum):"))
        self.title_label.setText(_tr("&Title (optional):"))
        self.prove_button.setText(_tr("Prove with the solver"))
        self.cancel_button.setText(_tr("Cancel the proof"))
        self.test_button.setText(_tr("Test play"))
        self.save_button.setText(_tr("Save to My puzzles"))
        self.copy_button.setText(_tr("Copy puzzle code"))
        self.bar.setAccessibleName(_tr("Proving"))
        self.view.setAccessibleName(_tr("Board being edited"))
        self.view.setAccessibleDescription(
            _tr(
                "Arrow keys choose a bowl. R, Y, G, B and P add a stone, W a wild, X a "
                "blocker; Backspace takes out the newest stone, Delete empties the bowl, M "
                "changes its modifier."
            )
        )
        self._fit_value_label()
        self._show_result()
        self._sync()
        QTimer.singleShot(0, self, self._fit_form)

    def _fit_form(self) -> None:
        """The fields keep their whole width in every language (the form never scrolls
        sideways); the board takes the rest. Measured once styled: a sheet's padding and
        the language's font change the buttons' widths."""
        form = self.form_area.widget()
        if form is None:
            return
        bar = self.form_area.verticalScrollBar().sizeHint().width()
        self.form_area.setMinimumWidth(form.minimumSizeHint().width() + bar + 4)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_form()

    def screen_title(self) -> str:
        return _tr("Make a puzzle")

    def _show_goal(self, goal: Goal) -> None:
        self.goal_box.setCurrentIndex(GOAL_ORDER.index(goal.type))
        if goal.color is not None:
            self.colour_box.setCurrentIndex(COLOURS.index(goal.color))
        self._fit_value_box()
        value = goal.count or goal.points or goal.size or goal.stones
        if value is not None:
            self.value_box.setValue(value)

    def _fit_value_box(self) -> None:
        kind = GOAL_ORDER[max(0, self.goal_box.currentIndex())]
        low, high, step, start = {
            GoalType.COLLECT: (1, STONES_MAX, 1, 3),
            GoalType.SCORE: (1, POINTS_MAX, 10, 100),
            GoalType.COMBO: (1, BOWL_COUNT, 1, 2),
            GoalType.AT_MOST: (0, STONES_MAX, 1, 0),
        }.get(kind, (0, 0, 1, 0))
        self.value_box.blockSignals(True)
        self.value_box.setRange(low, high)
        self.value_box.setSingleStep(step)
        if not low <= self.value_box.value() <= high or self.value_box.value() == 0:
            self.value_box.setValue(start)
        self.value_box.blockSignals(False)
        uses_colour = kind in (GoalType.CLEAR_COLOR, GoalType.COLLECT)
        self.colour_box.setVisible(uses_colour)
        self.colour_label.setVisible(uses_colour)
        uses_value = kind in (GoalType.COLLECT, GoalType.SCORE, GoalType.COMBO, GoalType.AT_MOST)
        self.value_box.setVisible(uses_value)
        self.value_label.setVisible(uses_value)
        self._fit_value_label()

    def _fit_value_label(self) -> None:
        kind = GOAL_ORDER[max(0, self.goal_box.currentIndex())]
        self.value_label.setText(
            {
                GoalType.COLLECT: _tr("&Stones to collect:"),
                GoalType.SCORE: _tr("&Points to score:"),
                GoalType.COMBO: _tr("&Combo of at least:"),
                GoalType.AT_MOST: _tr("&Items left at most:"),
            }.get(kind, _tr("&Value:"))
        )

    # -- the draft ------------------------------------------------------------------------------

    def position(self) -> Position:
        modifiers = {str(b): kind.value for b, kind in enumerate(self.modifiers) if kind}
        return Position.from_notation(list(self.bowls), modifiers)

    def goal(self) -> Goal:
        kind = GOAL_ORDER[max(0, self.goal_box.currentIndex())]
        colour = COLOURS[max(0, self.colour_box.currentIndex())]
        value = self.value_box.value()
        if kind is GoalType.CLEAR_COLOR:
            return Goal(kind, color=colour)
        if kind is GoalType.COLLECT:
            return Goal(kind, color=colour, count=max(1, value))
        if kind is GoalType.SCORE:
            return Goal(kind, points=max(1, value))
        if kind is GoalType.COMBO:
            return Goal(kind, size=max(1, value))
        if kind is GoalType.AT_MOST:
            return Goal(kind, stones=max(0, value))
        return Goal(kind)

    def add_item(self, item: str) -> None:
        bowl = self.current
        if len(self.bowls[bowl]) >= BOWL_PLACES:
            self._say(fill(_tr("Bowl %1 is full: a bowl holds at most 7 stones."), bowl))
            return
        self.bowls[bowl] += item
        self._edited(bowl)

    def remove_item(self) -> None:
        bowl = self.current
        if self.bowls[bowl]:
            self.bowls[bowl] = self.bowls[bowl][:-1]
        self._edited(bowl)

    def empty_bowl(self) -> None:
        self.bowls[self.current] = ""
        self._edited(self.current)

    def set_modifier(self, kind: ModifierKind | None) -> None:
        self.modifiers[self.current] = kind
        self._edited(self.current)

    def cycle_modifier(self) -> None:
        now = MODIFIER_CYCLE.index(self.modifiers[self.current])
        self.set_modifier(MODIFIER_CYCLE[(now + 1) % len(MODIFIER_CYCLE)])

    def _modifier_chosen(self, index: int) -> None:
        self.set_modifier(MODIFIER_CYCLE[max(0, index)])

    def _goal_type_changed(self, _index: int) -> None:
        self._fit_value_box()
        self._changed()

    def _slack_changed(self, _value: int) -> None:
        # The players' measures depend on the limit: prove again (quick once proven).
        if self.proof is not None:
            self.start_proof()
        else:
            self._show_result()

    def _edited(self, bowl: int) -> None:
        self._changed()
        self._sync()
        a11y.announce(self, self._bowl_name(bowl))

    def _changed(self) -> None:
        """Any change to the draft: a proof of the old draft says nothing of the new."""
        self.cancel_proof(quiet=True)
        self.proof = None
        self.refusal = ""
        self._show_result()

    def _bowl_name(self, bowl: int) -> str:
        return bowl_name(bowl, self.bowls[bowl], self.position().modifiers[bowl])

    # -- board and focus ------------------------------------------------------------------------

    def _sync(self) -> None:
        position = self.position()
        self.scene.sync(position, self.current, range(BOWL_COUNT))
        self.access.describe(position, None, range(BOWL_COUNT))
        self.bowl_heading.setText(fill(_tr("Bowl %1"), self.current))
        self.bowl_caption.setText(self._bowl_name(self.current))
        self.modifier_box.blockSignals(True)
        self.modifier_box.setCurrentIndex(MODIFIER_CYCLE.index(self.modifiers[self.current]))
        self.modifier_box.blockSignals(False)
        self.modifier_box.setAccessibleName(fill(_tr("Modifier of bowl %1"), self.current))
        # The button's name is what it adds (its text); where it goes is its description.
        adds = fill(_tr("Adds it to bowl %1."), self.current)
        for item, button in self.item_buttons.items():
            button.setAccessibleName(item_label(item))
            button.setAccessibleDescription(adds)
        self._buttons()

    def focus_bowl(self, bowl: int) -> None:
        self.current = bowl % BOWL_COUNT
        self._sync()
        self.access.focus(self.current)
        self.scene.set_focus_ring(True, self.current)

    def focus_first(self) -> None:
        self.focus_bowl(self.current)

    def board_key(self, event: QKeyEvent) -> bool:
        """Keys of the board (the view or a bowl's stand-in has focus). True when handled."""
        if event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focus_bowl(self.current + 1)  # clockwise (R1.1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focus_bowl(self.current - 1)
        elif key in ITEM_KEYS:
            self.add_item(ITEM_KEYS[key])
        elif key == Qt.Key.Key_Backspace:
            self.remove_item()
        elif key == Qt.Key.Key_Delete:
            self.empty_bowl()
        elif key == Qt.Key.Key_M:
            self.cycle_modifier()
        else:
            return False
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if self.board_key(event):
                return True
        elif watched is self.view and event.type() == QEvent.Type.FocusIn:
            self.focus_bowl(self.current)  # the board's one Tab stop: its current bowl
        return super().eventFilter(watched, event)

    def _apply_theme(self) -> None:
        self.scene.set_theme(self.context.theme)
        self.view.resetCachedContent()

    # -- proving ----------------------------------------------------------------------------

    def start_proof(self) -> None:
        """Prove the draft on a worker thread; a proof already running is cancelled first."""
        self.cancel_proof(quiet=True)
        position, goal, slack = self.position(), self.goal(), self.slack_box.value()

        def job(report: object) -> object:
            assert callable(report)
            return prove(
                position,
                goal,
                slack=slack,
                on_progress=lambda stage, depth, states: report(stage.value, depth, states),
            )

        run = ProofRun(job)
        # A run cancelled or replaced may still report: only the current run's words count.
        run.progress.connect(current_only(self, run, self._progress))
        run.done.connect(current_only(self, run, self._proven))
        run.failed.connect(current_only(self, run, self._refused))
        self.run = run
        self.proof = None
        self.refusal = ""
        self._focus_on_prove = self.prove_button.hasFocus()
        self.bar.setVisible(True)
        self._buttons()
        self._say(_tr("Proving: the solver searches every line of moves…"))
        run.start()

    def cancel_proof(self, quiet: bool = False) -> None:
        run = self.run
        if run is None:
            return
        self.run = None
        run.cancel()
        self.bar.setVisible(False)
        self._buttons()
        if not quiet:
            self._say(_tr("Proof cancelled."))
            self.proof_finished.emit()

    def _progress(self, stage: str, depth: int, states: int) -> None:
        what = {
            "optimum": _tr("Finding the fewest moves…"),
            "lines": _tr("Counting the winning lines…"),
            "players": _tr("Trying a greedy and a two-ply player…"),
        }.get(stage, "")
        searched = translate_plural(
            "PuzzleEditor", "The solver has searched %n position(s) so far.", None, states
        )
        deep = translate_plural("PuzzleEditor", "The search is %n move(s) deep.", None, depth)
        self.status.setText(join_sentences((what, searched, deep)))

    def _proven(self, proof: object) -> None:
        assert isinstance(proof, Proof)
        self.run = None
        self.proof = proof
        self.bar.setVisible(False)
        self._show_result()
        self._ended_run()
        self.status.setText("")  # the result says it all, once
        a11y.announce(self, self.result.text())
        self.proof_finished.emit()

    def _refused(self, error: object) -> None:
        self.run = None
        self.bar.setVisible(False)
        if isinstance(error, ProofRefused):
            self.refusal = refusal_text(error)
        else:
            self.refusal = _tr("The solver stopped with an error; the puzzle is not proven.")
        self._show_result()
        self._ended_run()
        self.status.setText("")
        a11y.announce(self, self.refusal)
        self.proof_finished.emit()

    def _ended_run(self) -> None:
        # Prove was disabled while the search ran, which moved keyboard focus on: bring
        # it back, so Space proves again and the next Tab goes where it went before.
        if self._focus_on_prove:
            self.prove_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._focus_on_prove = False

    def limit(self) -> int | None:
        return None if self.proof is None else self.proof.optimum + self.slack_box.value()

    def _show_result(self) -> None:
        proof = self.proof
        if self.refusal:
            self.result.setText(self.refusal)
        elif proof is None:
            self.result.setText(
                _tr("Not proven yet: Prove with the solver sets the limit to the optimum.")
            )
        else:
            limit = proof.optimum + self.slack_box.value()
            parts = [
                translate_plural(
                    "PuzzleEditor", "Proven: the optimum is %n move(s).", None, proof.optimum
                )
            ]
            slack = self.slack_box.value()
            parts.append(translate_plural("PuzzleEditor", "The limit is %n move(s).", None, limit))
            if slack:
                parts.append(
                    translate_plural(
                        "PuzzleEditor",
                        "That leaves %n move(s) of slack beyond the optimum.",
                        None,
                        slack,
                    )
                )
            parts.append(
                translate_plural(
                    "PuzzleEditor",
                    "%n winning line(s) of the optimum's length.",
                    None,
                    proof.winning,
                )
            )
            # Infinite: the chance of a random win is too small to count.
            parts.append(
                _tr("A random player would practically never win it.")
                if math.isinf(proof.bits_per_move)
                else fill(
                    _tr("A random player needs %1 bits of luck per move."),
                    round(proof.bits_per_move, 2),
                )
            )
            parts.append(
                _tr("A greedy player can win it.")
                if proof.greedy
                else _tr("A greedy player cannot win it.")
            )
            parts.append(
                _tr("A player looking two moves ahead can win it.")
                if proof.two_ply
                else _tr("A player looking two moves ahead cannot win it.")
            )
            self.result.setText(join_sentences(parts))
        self._buttons()

    def _buttons(self) -> None:
        running = self.run is not None
        proven = self.proof is not None and not running
        self.prove_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.save_button.setEnabled(proven)
        self.copy_button.setEnabled(proven)

    # -- play, save, share ------------------------------------------------------------------

    def shared(self) -> SharedPuzzle:
        """The draft as a puzzle: the proven limit, or the longest one for a test play of a
        draft not proven yet."""
        return SharedPuzzle(self.position(), self.goal(), self.limit() or MOVES_MAX)

    def test_play(self) -> None:
        title = self.title_edit.text().strip()
        attempt = my_puzzle_attempt(self.puzzle_id or 0, self.shared(), title, draft=True)
        self.play_requested.emit(attempt)

    def save(self) -> None:
        proof, limit = self.proof, self.limit()
        if proof is None or limit is None:
            return
        mine = my_puzzles_for(self.context.store)
        try:
            saved = mine.save(
                self.position(),
                self.goal(),
                limit,
                proof.line,
                proof.optimum,
                self.title_edit.text(),
                self.puzzle_id,
            )
        except (OSError, ValueError) as error:
            # The system's reason ("No space left on device"), never its number and the
            # internal temp file's path that str() of an OSError carries.
            reason = error.strerror if isinstance(error, OSError) and error.strerror else None
            self._say(fill(_tr("The puzzle could not be saved: %1"), reason or str(error)))
            return
        self.puzzle_id = saved.id
        self._say(fill(_tr("Saved as My puzzle %1."), puzzle_number(saved.id)))

    def code(self) -> str | None:
        limit = self.limit()
        return None if limit is None else encode(self.position(), self.goal(), limit)

    def copy(self) -> None:
        code = self.code()
        if code is None:
            return
        copy_code(code, self.copy_button)
        self.status.setText(fill(_tr("The puzzle code %1 was copied."), code))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        a11y.announce(self, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
