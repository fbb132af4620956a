"""Panels shown over the game: the result of a finished attempt and a yes/no question."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.theming.base import ChromePalette


def _panel_sheet(name: str, palette: ChromePalette, edge: QColor, title: QColor | None) -> str:
    """A rounded panel in the theme's panel colour, edged in ``edge``."""
    sheet = (
        f"QFrame#{name} {{ background: {palette.panel.name()};"
        f" border: 3px solid {edge.name()}; border-radius: 16px; }}"
    )
    if title is not None:
        sheet += f" QLabel#resultTitle {{ color: {title.name()}; }}"
    return sheet


class ResultOverlay(QFrame):
    """Win, overflow (naming the bowl), out of moves, no selectable bowl, ended."""

    undo_clicked = Signal()
    again_clicked = Signal()
    next_clicked = Signal()
    back_clicked = Signal()
    solution_clicked = Signal()  # A puzzle that was not solved
    share_clicked = Signal()  # A Daily

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultOverlay")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.palette_colours: ChromePalette | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("resultTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scale_fonts(self.font())
        self.detail = WrapLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score = QLabel(self)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.extra = WrapLabel(self)
        self.extra.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.title, self.detail, self.score, self.extra):
            layout.addWidget(label)
        # Two rows, so four buttons fit in every language: what comes next on top (play
        # again, the next puzzle), undo and back below. A hidden button takes no room.
        self.undo_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.next_button = QPushButton(self)  # a solved puzzle: the next one
        self.next_button.setObjectName("nextPuzzleButton")
        self.next_button.hide()
        self.back_button = QPushButton(self)
        for row in ((self.again_button, self.next_button), (self.undo_button, self.back_button)):
            buttons = QHBoxLayout()
            for button in row:
                buttons.addWidget(button)
            layout.addLayout(buttons)
        # Questions about the finished attempt (undo's practice warning) are asked here,
        # next to the result they are about.
        self.question = QuestionBar(self)
        layout.addWidget(self.question)
        self.undo_button.clicked.connect(self.undo_clicked)
        self.again_button.clicked.connect(self.again_clicked)
        self.next_button.clicked.connect(self.next_clicked)
        self.back_button.clicked.connect(self.back_clicked)
        # A Daily: what its share text holds (the symbols are not drawn here: a chat app
        # draws them), and, once copied, the confirmation, inside this panel where the
        # button was pressed.
        self.share_legend = WrapLabel(self)
        self.share_legend.setObjectName("shareLegend")
        self.share_legend.setProperty("role", "muted")
        self.share_legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.share_legend.hide()
        layout.addWidget(self.share_legend)
        self.share_note = WrapLabel(self)
        self.share_note.setObjectName("shareNote")
        self.share_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.share_note.hide()
        # A second row for what only some results offer; hidden until needed.
        extra = QHBoxLayout()
        self.solution_button = QPushButton(self)
        self.solution_button.setObjectName("showSolution")
        self.share_button = QPushButton(self)
        self.share_button.setObjectName("shareDaily")
        for button in (self.solution_button, self.share_button):
            button.hide()
            extra.addWidget(button)
        layout.addLayout(extra)
        layout.addWidget(self.share_note)
        self.solution_button.clicked.connect(self.solution_clicked)
        self.share_button.clicked.connect(self.share_clicked)
        self.reason: object = None
        self.named_bowls: tuple[int, ...] = ()  # the bowls its text names: kept in view
        self.hide()

    def set_compact(self, on: bool) -> None:
        """Closer gaps and edges, so a Daily's result with its share legend fits a small
        board."""
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(4 if on else 10)
            if on:
                layout.setContentsMargins(18, 10, 18, 10)
            else:
                layout.setContentsMargins(28, 22, 28, 22)

    def scale_fonts(self, base: QFont) -> None:
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)

    def set_palette(self, palette: ChromePalette, won: bool | None = None) -> None:
        """Edge and title in the outcome's colour: success for a win, danger for a loss,
        the accent for an attempt that simply ended (``won`` None)."""
        self.palette_colours = palette
        colour = palette.accent if won is None else palette.success if won else palette.danger
        self.setStyleSheet(_panel_sheet("resultOverlay", palette, colour, colour))
        self.question.set_palette(palette)


class QuestionBar(QFrame):
    """A question inside the screen (no modal dialog), answered by button or keyboard."""

    asking_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        self.text = WrapLabel(self)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.yes = QPushButton(self)
        self.no = QPushButton(self)
        row.addWidget(self.yes)
        row.addWidget(self.no)
        layout.addLayout(row)
        self._on_yes: Callable[[], object] | None = None
        self.yes.clicked.connect(self._accept)
        self.no.clicked.connect(self.cancel)
        self._sheet = ""  # what ``set_palette`` last asked for; given when shown
        self.hide()

    def set_palette(self, palette: ChromePalette) -> None:
        """The panel in ``palette``'s colours. A hidden bar takes them when it is next
        shown: a sheet of its own restyles it again, on every theme switch."""
        self._sheet = _panel_sheet("questionBar", palette, palette.accent, None)
        if not self.isHidden():
            self._apply_sheet()

    def _apply_sheet(self) -> None:
        if self.styleSheet() != self._sheet:
            self.setStyleSheet(self._sheet)

    def set_compact(self, on: bool) -> None:
        """Closer edges and gaps, for the side panel of a short window."""
        layout = self.layout()
        if layout is not None:
            if on:
                layout.setContentsMargins(12, 6, 12, 6)
            else:
                layout.setContentsMargins(14, 12, 14, 12)
            layout.setSpacing(4 if on else -1)  # -1: the style's own gap

    @property
    def asking(self) -> bool:
        return self.isVisible() or self._on_yes is not None

    def ask(self, text: str, yes: str, no: str, on_yes: Callable[[], object]) -> None:
        self.text.setText(text)
        self.yes.setText(yes)
        self.no.setText(no)
        self._on_yes = on_yes
        self._apply_sheet()
        self.show()
        self.asking_changed.emit(True)
        self.no.setFocus(Qt.FocusReason.OtherFocusReason)

    def _accept(self) -> None:
        action, self._on_yes = self._on_yes, None
        self.hide()
        self.asking_changed.emit(False)
        if action is not None:
            action()

    def cancel(self) -> None:
        self._on_yes = None
        self.hide()
        self.asking_changed.emit(False)
