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
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QSize,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QKeyEvent, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
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

from twelve_bowls.app.a11y import name_scroll_area
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.puzzle_codes import (
    CheckedCode,
    OpenCodeDialog,
    my_puzzle_attempt,
)
from twelve_bowls.app.puzzle_files import explain
from twelve_bowls.app.screens import facts
from twelve_bowls.app.screens.generated_section import GeneratedSection
from twelve_bowls.app.screens.grid_keys import grid_step
from twelve_bowls.app.screens.my_puzzles_list import MyPuzzlesList
from twelve_bowls.app.screens.puzzle_order import picker_order, shipped_puzzles
from twelve_bowls.app.style import FALLBACK_PALETTE, palette_of
from twelve_bowls.app.theming.base import ChromePalette
from twelve_bowls.engine.puzzles import PuzzleError

log = logging.getLogger(__name__)

TILE_SIZE = QSize(176, 104)
TILE_SPACING = 12


@functools.cache
def puzzle_titles() -> dict[int, str | PuzzleError]:
    """Untranslated titles of the shipped puzzles; a broken file gives its error instead.

    Any failure of one file (even a hostile one) stays on that file's tile.
    """
    from twelve_bowls.engine import puzzles

    titles: dict[int, str | PuzzleError] = {}
    broken: list[str] = []
    for number, path in enumerate(puzzles.puzzle_paths(), start=1):
        try:
            titles[number] = puzzles.load_puzzle(path, check_solution=False).title
        except PuzzleError as error:
            titles[number] = error
            broken.append(str(error))
        except (OSError, ValueError, RecursionError) as error:  # pragma: no cover - defence
            titles[number] = PuzzleError(str(path), None, str(error))
            broken.append(str(error))
    if broken:
        log.warning("%d puzzle files cannot be read; first: %s", len(broken), broken[0])
    return titles


def fitted_font(font: QFont, text: str, width: int, smallest: float = 0.75) -> QFont:
    """``font``, made smaller (down to ``smallest`` of its size) until ``text`` fits in
    ``width`` pixels: a long translation of a tile's state line ("✓ Resuelto · mejor: 1
    jugada") stays whole instead of being cut at the tile's edge."""
    fitted = QFont(font)
    size = font.pointSizeF()
    if size <= 0:
        return fitted
    while QFontMetrics(fitted).horizontalAdvance(text) > width:
        size *= 0.95
        if size < font.pointSizeF() * smallest:
            break
        fitted.setPointSizeF(size)
    return fitted


class PuzzleTile(QToolButton):
    """One puzzle: its number, difficulty, title, solved mark and best moves; a star when it
    was solved without a hint and without undo."""

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
        self._broken = False
        self._corner = ""  # difficulty, painted at the trailing end of the number line

    def show_state(
        self,
        title: str,
        solved: bool,
        best: int | None,
        broken: str | None = None,
        difficulty: int | None = None,
        clean: bool = False,
        hints: int | None = None,
    ) -> None:
        """``broken``: why the puzzle's file cannot be played (the tile says so)."""
        tr = QCoreApplication.translate
        lines = [facts.fill(tr("Puzzles", "Puzzle %1"), self.number)]
        lines.append(title if title else "")
        self._broken = broken is not None
        if broken is not None:
            lines[1] = tr("Puzzles", "Damaged file")
            lines.append(broken)
        elif not solved:
            lines.append(tr("Puzzles", "Not solved yet"))
        elif best is None:
            lines.append(tr("Puzzles", "✓ Solved"))
        else:
            lines.append(facts.translate_plural("Puzzles", "✓ Solved · best %n moves", None, best))
        extra = []
        self._corner = ""
        if difficulty is not None and broken is None:
            self._corner = facts.fill(tr("Puzzles", "Difficulty %1/10"), difficulty)
            extra.append(self._corner)
        if solved and clean:
            extra.append(tr("Puzzles", "★ Solved without a hint and without undo"))
        elif solved and hints:
            extra.append(
                facts.translate_plural(
                    "Puzzles", "You solved it with as few as %n hint(s).", None, hints
                )
            )
        # No button text: the lines are painted below. Screen readers get the same words
        # through the accessible name and description, the mouse through the tooltip.
        number = facts.format_int(self.number)
        state = tr("Puzzles", "Cannot be played") if broken is not None else lines[2]
        self._lines = [f"{number} ★" if solved and clean else number, lines[1], state]
        lines.extend(extra)
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
        """``TILE_SIZE``, or larger when a big system font needs it: the number,
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
        state_font = fitted_font(state_font, state, rect.width())
        painter.setFont(number_font)
        painter.setPen(self.chrome.accent)
        height = QFontMetrics(number_font).height()
        painter.drawText(QRect(rect.x(), rect.y(), rect.width(), height), align, number)
        if self._corner:
            corner = QStyle.visualAlignment(self.layoutDirection(), Qt.AlignmentFlag.AlignRight)
            painter.setFont(QFont(self.font()))
            painter.setPen(self.chrome.muted_text)
            painter.drawText(
                QRect(rect.x(), rect.y(), rect.width(), height),
                int(corner | Qt.AlignmentFlag.AlignVCenter),
                self._corner,
            )
        state_height = QFontMetrics(state_font).height()
        painter.setFont(title_font)
        painter.setPen(self.chrome.text)
        title_top = rect.y() + height + 2
        title_rect = QRect(
            rect.x(), title_top, rect.width(), rect.bottom() - state_height - title_top
        )
        painter.drawText(title_rect, int(align | Qt.TextFlag.TextWordWrap), title)
        painter.setFont(state_font)
        painter.setPen(
            self.chrome.danger
            if self._broken
            else self.chrome.success
            if self._solved
            else self.chrome.muted_text
        )
        bottom = QRect(rect.x(), rect.bottom() - state_height, rect.width(), state_height)
        painter.drawText(bottom, align, state)
        painter.end()


class PuzzlePicker(QWidget):
    """Choose one of the 100 puzzles; arrow keys move across the grid."""

    leave_requested = Signal()
    puzzle_chosen = Signal(int)
    file_chosen = Signal(str)  # a player's own puzzle file
    made_puzzle_chosen = Signal(object)  # a pasted code or one's own puzzle: an Attempt
    editor_requested = Signal(int)  # 0: a new puzzle; else one of the player's own

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
        # Where else a puzzle can come from, on a row of its own: beside the heading the three
        # buttons would be squeezed below their text in a small window.
        sources = QHBoxLayout()
        sources.addStretch(1)
        self.open_file = QPushButton()
        self.open_file.setAutoDefault(True)
        self.open_file.clicked.connect(self.ask_for_file)
        self.file_dialog: QFileDialog | None = None  # the open "Open puzzle file" dialog
        sources.addWidget(self.open_file)
        # Puzzles made in the game: a code pasted from a friend, the editor.
        self.open_code = QPushButton()
        self.open_code.setObjectName("open_code")
        self.open_code.setAutoDefault(True)
        self.open_code.clicked.connect(self.ask_for_code)
        self.code_dialog: OpenCodeDialog | None = None
        sources.addWidget(self.open_code)
        self.make = QPushButton()
        self.make.setObjectName("make_puzzle")
        self.make.setAutoDefault(True)
        self.make.clicked.connect(lambda: self.editor_requested.emit(0))
        sources.addWidget(self.make)
        self.mine = MyPuzzlesList(context.store, self)
        self.mine.play_requested.connect(self._play_mine)
        self.mine.edit_requested.connect(self.editor_requested.emit)
        self.mine.rows_added.connect(self._order_tabs)
        self.generated = GeneratedSection(context.store, self)
        self.generated.play_requested.connect(self.made_puzzle_chosen.emit)

        self.tiles: list[PuzzleTile] = []
        self._grid_host = QWidget()
        self._grid = QGridLayout(self._grid_host)
        self._grid.setSpacing(TILE_SPACING)
        self._grid.setContentsMargins(4, 4, 4, 4)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        for number in picker_order():  # the order Next puzzle follows too
            tile = PuzzleTile(number, self._grid_host)
            tile.clicked.connect(lambda _=False, n=number: self._choose(n))
            tile.installEventFilter(self)
            self.tiles.append(tile)
        self._columns = 0
        self._last_chosen = 1
        self._seen = False
        self._last_mine: int | None = None  # one of My puzzles, played last
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        host = QWidget()
        host_layout = QVBoxLayout(host)
        host_layout.setContentsMargins(0, 0, 0, 0)
        host_layout.addWidget(self.generated)
        host_layout.addWidget(self.mine)
        # The shipped set under a heading of its own: below "Generated puzzles" (and My
        # puzzles) its tiles read as part of that section.
        self.hundred_heading = QLabel()
        self.hundred_heading.setObjectName("hundredHeading")
        self.hundred_heading.setProperty("role", "heading")
        host_layout.addWidget(self.hundred_heading)
        host_layout.addWidget(self._grid_host, 1)
        self.scroll_area.setWidget(host)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.setSpacing(16)
        layout.addLayout(header)
        layout.addLayout(sources)
        layout.addWidget(self.scroll_area, 1)
        # What the star on a tile means, where every player sees it (not only in tooltips).
        self.legend = WrapLabel()
        self.legend.setObjectName("puzzleLegend")
        self.legend.setProperty("role", "muted")
        layout.addWidget(self.legend)

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
        self._order_tabs()

    def _order_tabs(self) -> None:
        chain = [
            self.back,
            self.open_file,
            self.open_code,
            self.make,
            *self.generated.buttons,
            *self.mine.buttons,
            self.mine.more,
        ]
        for first, second in itertools.pairwise([*chain, self.tiles[0]]):
            QWidget.setTabOrder(first, second)

    def _fit_columns(self) -> None:
        width = self.scroll_area.viewport().width() - 8
        tile = self.tiles[0].width() if self.tiles else TILE_SIZE.width()
        self._reflow((width + TILE_SPACING) // (tile + TILE_SPACING))

    # -- content ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self.back.setText(tr("Puzzles", "Back"))
        self.heading.setText(tr("Puzzles", "Puzzles"))
        self.hundred_heading.setText(tr("Puzzles", "The hundred puzzles"))
        self.open_file.setText(tr("Puzzles", "Open puzzle file…"))
        self.open_file.setAccessibleDescription(
            tr("Puzzles", "Play a puzzle from a file of your own; it is never a record.")
        )
        self.open_code.setText(tr("MyPuzzles", "Open puzzle code…"))
        self.open_code.setAccessibleDescription(
            tr("MyPuzzles", "Play a puzzle someone shared as a code; it is never a record.")
        )
        self.make.setText(tr("MyPuzzles", "Make a puzzle"))
        self.make.setAccessibleDescription(
            tr("MyPuzzles", "Build a puzzle of your own; the solver proves it and sets its limit.")
        )
        name_scroll_area(self.scroll_area, tr("Puzzles", "Puzzles"))
        self.legend.setText(
            QCoreApplication.translate(
                "HintSteps", "★ Solved without a hint step and without undo."
            )
        )
        self.refresh()
        self.generated.retranslate()
        self.refresh_mine()

    def refresh_mine(self) -> None:
        """My puzzles again, from the data folder (a puzzle saved, a result won)."""
        self.mine.refresh()
        self.generated.refresh()
        self._order_tabs()

    def showEvent(self, event: QShowEvent) -> None:
        # Back from a game or the editor: a win or a saved puzzle shows at once.
        if self.isVisible() and self._seen:
            self.refresh_mine()
        self._seen = True
        super().showEvent(event)

    def ask_for_code(self) -> None:
        """ "Open puzzle code…": paste, the solver proves, then Play (never blocking)."""
        dialog = OpenCodeDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_requested.connect(self._play_code)
        self.code_dialog = dialog
        dialog.open()

    def _play_code(self, checked: CheckedCode) -> None:
        self.made_puzzle_chosen.emit(checked.attempt())

    def _play_mine(self, number: int) -> None:
        from twelve_bowls.app.my_puzzles import MyPuzzle, my_puzzles_for
        from twelve_bowls.engine.puzzle_code import SharedPuzzle

        entry = my_puzzles_for(self.context.store).load(number)
        if not isinstance(entry, MyPuzzle):
            self.refresh_mine()  # changed on disk meanwhile: the list says so now
            return
        self._last_mine = number
        puzzle = entry.puzzle
        shared = SharedPuzzle(puzzle.position, puzzle.goal, puzzle.moves)
        self.made_puzzle_chosen.emit(my_puzzle_attempt(number, shared, puzzle.title))

    def refresh(self) -> None:
        tr = QCoreApplication.translate
        progress = facts.puzzle_progress(self.context.profile)
        clean = facts.clean_puzzles(self.context.profile)
        hints = facts.fewest_hints(self.context.profile)
        shipped = shipped_puzzles()
        titles = puzzle_titles()  # a damaged file gives its error here
        chrome = palette_of(self.context.theme)
        for tile in self.tiles:
            tile.chrome = chrome
            number = tile.number
            broken = titles.get(number)
            if isinstance(broken, PuzzleError):
                tile.show_state("", number in progress, progress.get(number), explain(broken))
                continue
            known = shipped.get(number)
            title = known.title if known is not None else ""
            tile.show_state(
                tr("Puzzles", title) if title else "",
                number in progress,
                progress.get(number),
                None,
                known.difficulty if known is not None else None,
                number in clean,
                hints.get(number),
            )
        self.summary.setText(
            facts.translate_plural("Home", "%n of 100 solved", None, len(progress))
        )

    def ask_for_file(self) -> None:
        """Ask for a puzzle file of the player's own (R10.3) and play it.

        The dialog is window-modal but never blocks the event loop (``open``, not
        ``exec``): the game keeps drawing, and tests and scripted play keep running.
        """
        tr = QCoreApplication.translate
        dialog = QFileDialog(
            self,
            tr("Puzzles", "Open puzzle file"),
            self.file_folder(),
            tr("Puzzles", "Puzzle files (*.json)"),
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(self._remember_folder)
        dialog.fileSelected.connect(self.file_chosen.emit)
        self.file_dialog = dialog
        dialog.open()

    def file_folder(self) -> str:
        """Where "Open puzzle file" starts: the folder of the file opened last, else Documents.

        Never the working directory: started from a launcher that is wherever the desktop
        put it, and from a terminal it is a folder the player did not choose.
        """
        last = self.context.puzzle_file_folder
        if last and Path(last).is_dir():
            return last
        for location in (
            QStandardPaths.StandardLocation.DocumentsLocation,
            QStandardPaths.StandardLocation.HomeLocation,
        ):
            folder = QStandardPaths.writableLocation(location)
            if folder and Path(folder).is_dir():
                return folder
        return ""

    def _remember_folder(self, path: str) -> None:
        self.context.puzzle_file_folder = str(Path(path).parent)

    def _choose(self, number: int) -> None:
        self._last_chosen = number
        self._last_mine = None
        self.puzzle_chosen.emit(number)

    def screen_title(self) -> str:
        return QCoreApplication.translate("Puzzles", "Puzzles")

    def focus_first(self) -> None:
        """Focus the puzzle played last (coming back from a game), else puzzle 1."""
        if self._last_mine is not None:
            button = self.mine.play_button(self._last_mine)
            if button is not None:
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                self.scroll_area.ensureWidgetVisible(button)
                return
        self.focus_tile(self._last_chosen)

    def focus_tile(self, number: int) -> None:
        """Focus puzzle ``number``'s tile (the first tile if there is none)."""
        place = next((i for i, tile in enumerate(self.tiles) if tile.number == number), 0)
        self._focus_place(place)

    def _focus_place(self, place: int) -> None:
        # Tiles stand in the play order, not by number (puzzle_order.picker_order).
        tile = self.tiles[max(0, min(place, len(self.tiles) - 1))]
        tile.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scroll_area.ensureWidgetVisible(tile)

    # -- keyboard ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        elif isinstance(watched, PuzzleTile) and event.type() == QEvent.Type.FocusIn:
            # Tab from Back lands on puzzle 1 however far the list was scrolled: show it.
            # Not for a click: scrolling under the pressed button moved the tile away from
            # the pointer, and a click on a half-visible card only scrolled it into view.
            assert isinstance(event, QFocusEvent)
            if event.reason() is not Qt.FocusReason.MouseFocusReason:
                self.scroll_area.ensureWidgetVisible(watched)
        elif isinstance(watched, PuzzleTile) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                watched.click()
                return True
            step = self._step_for(event.key())
            if step:
                self._focus_place(self.tiles.index(watched) + step)
                return True
        return super().eventFilter(watched, event)

    def _step_for(self, key: int) -> int:
        return grid_step(self, key, self._columns, len(self.tiles))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
