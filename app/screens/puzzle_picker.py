"""The puzzle picker: 100 tiles in a scrollable grid.

Progression: every puzzle is open from the start. The puzzles are ordered by difficulty, so
the numbers already suggest a path, but a player stuck on one puzzle should be able to try
the next rather than hit a wall; nothing in the rules (R7) depends on order, and records
only count solved puzzles and best moves. The solved mark and best moves show progress
instead of locks.
"""

from __future__ import annotations

import functools
import itertools
import logging

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionToolButton,
    QStylePainter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.a11y import name_scroll_area
from app.context import AppContext
from app.screens import facts
from app.style import FALLBACK_PALETTE, palette_of
from app.theming.base import ChromePalette

log = logging.getLogger(__name__)

TILE_SIZE = QSize(176, 104)
TILE_SPACING = 12


@functools.cache
def puzzle_titles() -> dict[int, str]:
    """Untranslated titles of the shipped puzzles; a broken file just has no title."""
    from engine import puzzles

    titles: dict[int, str] = {}
    broken: list[str] = []
    for number, path in enumerate(puzzles.puzzle_paths(), start=1):
        try:
            titles[number] = puzzles.load_puzzle(path, check_solution=False).title
        except (OSError, ValueError) as error:
            broken.append(str(error))
    if broken:
        log.warning("%d puzzle files cannot be read; first: %s", len(broken), broken[0])
    return titles


class PuzzleTile(QToolButton):
    """One puzzle: its number, title, solved mark and best moves."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setProperty("role", "tile")
        self.setFixedSize(self.tile_size())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.chrome: ChromePalette = FALLBACK_PALETTE
        self._lines: list[str] = ["", "", ""]
        self._solved = False

    def show_state(self, title: str, solved: bool, best: int | None) -> None:
        tr = QCoreApplication.translate
        lines = [facts.fill(tr("Puzzles", "Puzzle %1"), self.number)]
        lines.append(title if title else "")
        if not solved:
            lines.append(tr("Puzzles", "Not solved yet"))
        elif best is None:
            lines.append(tr("Puzzles", "✓ Solved"))
        else:
            lines.append(facts.translate_plural("Puzzles", "✓ Solved · best %n moves", None, best))
        # No button text: the three lines are painted below. Screen readers get the same
        # words through the accessible name and description, the mouse through the tooltip.
        self._lines = [facts.format_int(self.number), lines[1], lines[2]]
        self._solved = solved
        self.setProperty("solved", solved)
        self.setAccessibleName(lines[0])
        self.setAccessibleDescription("\n".join(line for line in lines[1:] if line))
        self.setToolTip("\n".join(line for line in lines if line))
        self.style().unpolish(self)
        self.style().polish(self)
        self.updateGeometry()
        self.update()

    # The painted layout: margins, the number, up to two lines of title, the state line.
    _MARGIN_X = 12
    _MARGIN_Y = 8

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        number = QFont(self.font())
        number.setPointSizeF(number.pointSizeF() * 1.5)
        number.setBold(True)
        title = QFont(self.font())
        title.setBold(True)
        return number, title, QFont(self.font())

    def sizeHint(self) -> QSize:
        """What the painted lines need: a title may wrap onto two lines, nothing more."""
        number_font, title_font, state_font = self._fonts()
        number, title, state = self._lines
        inner = TILE_SIZE.width() - 2 * self._MARGIN_X
        title_metrics = QFontMetrics(title_font)
        wrapped = title_metrics.boundingRect(
            QRect(0, 0, inner, 10_000), int(Qt.TextFlag.TextWordWrap), title
        )
        widest = max(
            QFontMetrics(number_font).horizontalAdvance(number),
            wrapped.width(),
            QFontMetrics(state_font).horizontalAdvance(state),
        )
        height = (
            QFontMetrics(number_font).height()
            + max(wrapped.height(), title_metrics.height())
            + QFontMetrics(state_font).height()
            + 2 * self._MARGIN_Y
            + 4
        )
        return QSize(widest + 2 * self._MARGIN_X, height)

    def minimumSizeHint(self) -> QSize:
        return self.tile_size()

    def tile_size(self) -> QSize:
        """``TILE_SIZE``, or larger when a big system font needs it (issue 20): the number,
        two lines of title and the state line always fit."""
        number_font, title_font, state_font = self._fonts()
        height = (
            QFontMetrics(number_font).height()
            + 2 * QFontMetrics(title_font).height()
            + QFontMetrics(state_font).height()
            + 2 * self._MARGIN_Y
            + 6
        )
        if height <= TILE_SIZE.height():
            return QSize(TILE_SIZE)
        return QSize(round(TILE_SIZE.width() * height / TILE_SIZE.height()), height)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The stylesheet draws the panel and focus ring; the three lines get their own
        # sizes and colours: the number large in the accent colour, the state in green
        # (success) once solved.
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QStylePainter(self)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)
        rect = self.rect().adjusted(
            self._MARGIN_X, self._MARGIN_Y, -self._MARGIN_X, -self._MARGIN_Y
        )
        align = QStyle.visualAlignment(self.layoutDirection(), Qt.AlignmentFlag.AlignLeft)
        number_font, title_font, state_font = self._fonts()
        number, title, state = self._lines
        painter.setFont(number_font)
        painter.setPen(self.chrome.accent)
        height = QFontMetrics(number_font).height()
        painter.drawText(QRect(rect.x(), rect.y(), rect.width(), height), align, number)
        state_height = QFontMetrics(state_font).height()
        painter.setFont(title_font)
        painter.setPen(self.chrome.text)
        title_top = rect.y() + height + 2
        title_rect = QRect(
            rect.x(), title_top, rect.width(), rect.bottom() - state_height - title_top
        )
        painter.drawText(title_rect, int(align | Qt.TextFlag.TextWordWrap), title)
        painter.setFont(state_font)
        painter.setPen(self.chrome.success if self._solved else self.chrome.muted_text)
        bottom = QRect(rect.x(), rect.bottom() - state_height, rect.width(), state_height)
        painter.drawText(bottom, align, state)
        painter.end()


class PuzzlePicker(QWidget):
    """Choose one of the 100 puzzles; arrow keys move across the grid."""

    leave_requested = Signal()
    puzzle_chosen = Signal(int)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("puzzle_picker")
        self.back = QPushButton()
        self.back.setAutoDefault(True)  # Enter activates a focused button
        self.back.clicked.connect(self.leave_requested.emit)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.summary = QLabel()
        self.summary.setProperty("role", "muted")

        header = QHBoxLayout()
        header.addWidget(self.back)
        header.addSpacing(16)
        header.addWidget(self.heading)
        header.addStretch(1)
        header.addWidget(self.summary)

        self.tiles: list[PuzzleTile] = []
        self._grid_host = QWidget()
        self._grid = QGridLayout(self._grid_host)
        self._grid.setSpacing(TILE_SPACING)
        self._grid.setContentsMargins(4, 4, 4, 4)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        for number in range(1, facts.PUZZLE_COUNT + 1):
            tile = PuzzleTile(number, self._grid_host)
            tile.clicked.connect(lambda _=False, n=number: self._choose(n))
            tile.installEventFilter(self)
            self.tiles.append(tile)
        self._columns = 0
        self._last_chosen = 1
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self._grid_host)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.setSpacing(16)
        layout.addLayout(header)
        layout.addWidget(self.scroll_area, 1)

        self._reflow(6)
        self.scroll_area.viewport().installEventFilter(self)
        context.profile_changed.connect(self.refresh)
        context.theme_changed.connect(self.refresh)
        self.retranslate()

    # -- layout -----------------------------------------------------------------------------------

    def columns(self) -> int:
        return self._columns

    def _reflow(self, columns: int) -> None:
        columns = max(1, columns)
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self._grid.removeWidget(tile)
        for index, tile in enumerate(self.tiles):
            self._grid.addWidget(tile, index // columns, index % columns)
        for first, second in itertools.pairwise(self.tiles):
            QWidget.setTabOrder(first, second)
        QWidget.setTabOrder(self.back, self.tiles[0])

    def _fit_columns(self) -> None:
        width = self.scroll_area.viewport().width() - 8
        tile = self.tiles[0].width() if self.tiles else TILE_SIZE.width()
        self._reflow((width + TILE_SPACING) // (tile + TILE_SPACING))

    # -- content ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self.back.setText(tr("Puzzles", "Back"))
        self.heading.setText(tr("Puzzles", "Puzzles"))
        name_scroll_area(self.scroll_area, tr("Puzzles", "Puzzles"))
        self.refresh()

    def refresh(self) -> None:
        tr = QCoreApplication.translate
        progress = facts.puzzle_progress(self.context.profile)
        titles = puzzle_titles()
        chrome = palette_of(self.context.theme)
        for tile in self.tiles:
            tile.chrome = chrome
            title = titles.get(tile.number, "")
            number = tile.number
            tile.show_state(
                tr("Puzzles", title) if title else "", number in progress, progress.get(number)
            )
        self.summary.setText(
            facts.translate_plural("Home", "%n of 100 solved", None, len(progress))
        )

    def _choose(self, number: int) -> None:
        self._last_chosen = number
        self.puzzle_chosen.emit(number)

    def screen_title(self) -> str:
        return QCoreApplication.translate("Puzzles", "Puzzles")

    def focus_first(self) -> None:
        """Focus the puzzle played last (coming back from a game), else puzzle 1."""
        self.focus_tile(self._last_chosen)

    def focus_tile(self, number: int) -> None:
        tile = self.tiles[max(1, min(number, len(self.tiles))) - 1]
        tile.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scroll_area.ensureWidgetVisible(tile)

    # -- keyboard ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        elif isinstance(watched, PuzzleTile) and event.type() == QEvent.Type.FocusIn:
            # Tab from Back lands on puzzle 1 however far the list was scrolled: show it.
            self.scroll_area.ensureWidgetVisible(watched)
        elif isinstance(watched, PuzzleTile) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                watched.click()
                return True
            step = self._step_for(event.key())
            if step:
                self.focus_tile(watched.number + step)
                return True
        return super().eventFilter(watched, event)

    def _step_for(self, key: int) -> int:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        right = -1 if rtl else 1
        return {
            Qt.Key.Key_Right: right,
            Qt.Key.Key_Left: -right,
            Qt.Key.Key_Down: self._columns,
            Qt.Key.Key_Up: -self._columns,
            Qt.Key.Key_Home: -len(self.tiles),
            Qt.Key.Key_End: len(self.tiles),
        }.get(Qt.Key(key), 0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
