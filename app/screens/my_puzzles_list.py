"""The picker's My puzzles: each puzzle the player made, its best result, Play, Edit and
Copy puzzle code. Read from ``app.my_puzzles`` (the data folder), never from the profile.

A player may keep thousands: the rows are made a page at a time (each file read when its
row is made), and a "Show more" button after the last row makes the next page. Every row
is a row of real buttons, so Tab and a screen reader reach each one as before.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from twelve_bowls.app.i18n import fill, isolate, translate_plural
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.my_puzzles import (
    Damaged,
    Listed,
    MyPuzzle,
    MyPuzzles,
    my_puzzles_for,
)
from twelve_bowls.app.puzzle_codes import copy_code, puzzle_number
from twelve_bowls.app.puzzle_files import explain
from twelve_bowls.app.storage import RecordsProblem

# Rows made at a time: a page opens at once (each row is three buttons; a thousand rows
# took seconds to make).
PAGE: Final = 50


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("MyPuzzles", text, disambiguation)


class MyPuzzlesList(QWidget):
    """A heading and one row per puzzle of the player's own."""

    play_requested = Signal(int)
    edit_requested = Signal(int)
    rows_added = Signal()  # more rows were made: the picker orders Tab again

    def __init__(self, store: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("my_puzzles")
        self.store = store
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.empty = WrapLabel()
        self.empty.setProperty("role", "muted")
        self.notice = WrapLabel()  # best results that were damaged: said once, kept shown
        self.notice.setObjectName("my_puzzles_notice")
        self.notice.setProperty("role", "notice")
        self.notice.setVisible(False)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 12)
        layout.addWidget(self.heading)
        layout.addWidget(self.notice)
        layout.addWidget(self.empty)
        layout.addLayout(self._rows)
        self.more = QPushButton()  # the next page of rows
        self.more.setObjectName("my_more")
        self.more.setAutoDefault(True)
        self.more.clicked.connect(self.show_more)
        more_row = QHBoxLayout()
        more_row.addWidget(self.more)
        more_row.addStretch(1)
        layout.addLayout(more_row)
        self.buttons: list[QPushButton] = []  # in Tab order
        self.entries: list[MyPuzzle | Damaged] = []  # the rows made, by id
        self._listed: list[Listed] = []  # every file, by id (read when its row is made)
        self._mine: MyPuzzles | None = None
        self._best: dict[int, int] = {}
        self._seen: tuple[object, ...] = ()
        self.refresh()

    def refresh(self) -> None:
        """List the folder again (a puzzle saved, a result won) and rebuild the rows when
        something changed (a rebuild would take keyboard focus off a row); as many rows
        as were shown before are shown again."""
        mine = my_puzzles_for(self.store)
        listed = mine.listing()
        best = mine.best()
        if mine.records_problem is not None:
            self._say_records_problem(mine.records_problem)
        seen = (
            tuple(listed),
            tuple(sorted(best.items())),
            _tr("My puzzles"),  # the language: a switch rewrites every row
        )
        if seen == self._seen:
            return
        self._seen = seen
        shown = max(len(self.entries), PAGE)
        while self._rows.count():
            item = self._rows.takeAt(0)
            row = item.widget() if item is not None else None
            if row is not None:
                row.deleteLater()
        self.buttons = []
        self.entries = []
        self._listed = listed
        self._mine = mine
        self._best = best
        self.heading.setText(_tr("My puzzles"))
        self.empty.setText(
            _tr("Puzzles you make with Make a puzzle are kept here, with your best results.")
        )
        self.empty.setVisible(not listed)
        # Nothing made yet: the picker's Make a puzzle button says what this is for.
        self.setVisible(bool(listed))
        self._add_rows(shown)

    def _add_rows(self, count: int) -> None:
        assert self._mine is not None
        start = len(self.entries)
        for listed in self._listed[start : start + count]:
            entry = self._mine.entry(listed)
            self.entries.append(entry)
            row = self._row(entry, self._best)
            self._rows.addWidget(row)
            row.show()
        left = len(self._listed) - len(self.entries)
        self.more.setVisible(left > 0)
        if left > 0:
            self.more.setText(
                translate_plural("MyPuzzles", "Show %n more of your puzzles", None, min(left, PAGE))
            )
            self.more.setAccessibleDescription(
                translate_plural("MyPuzzles", "%n of your puzzles are not listed yet.", None, left)
            )

    def show_more(self) -> None:
        """The next page of rows; the keyboard goes on at its first row."""
        first = len(self.buttons)
        self._add_rows(PAGE)
        self.rows_added.emit()
        if first < len(self.buttons):
            self.buttons[first].setFocus(Qt.FocusReason.TabFocusReason)

    def play_button(self, number: int) -> QPushButton | None:
        """Puzzle ``number``'s Play button, its page made if it was not yet (back from
        playing it); None when it is not listed."""
        if not any(listed.id == number for listed in self._listed):
            return None
        name = f"my_play_{number}"
        while True:
            found = next((b for b in self.buttons if b.objectName() == name), None)
            if found is not None or len(self.entries) == len(self._listed):
                return found
            self._add_rows(PAGE)
            self.rows_added.emit()

    def _say_records_problem(self, problem: RecordsProblem) -> None:
        if problem.restored:
            text = _tr(
                "Your best results on your own puzzles were damaged and have been restored "
                "from their backup copy. The damaged file was kept as %1."
            )
        else:
            text = _tr(
                "Your best results on your own puzzles could not be read and there was no "
                "good backup, so they start afresh. The damaged file was kept as %1."
            )
        self.notice.setText(fill(text, problem.kept))
        self.notice.setVisible(True)

    def _row(self, entry: MyPuzzle | Damaged, best: dict[int, int]) -> QWidget:
        row = QWidget(self)  # a child at once: one added to a shown list must show too
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        if isinstance(entry, Damaged):
            label = WrapLabel(explain(entry.error))
            label.setProperty("role", "muted")
            layout.addWidget(label, 1)
            return row
        number = entry.id
        name = fill(_tr("My puzzle %1"), puzzle_number(number))
        if entry.puzzle.title:
            # Its own title, quoted the language's way: one name, never "%1: %2".
            name = fill(
                _tr("My puzzle %1 “%2”", "%2 is the title its author gave the puzzle"),
                puzzle_number(number),
                isolate(entry.puzzle.title),
            )
        moves = best.get(number)
        state = (
            translate_plural("MyPuzzles", "✓ Solved · best %n move(s)", None, moves)
            if moves is not None
            else _tr("Not solved yet")
        )
        limit = translate_plural("MyPuzzles", "limit %n move(s)", None, entry.puzzle.moves)
        if entry.slack > 0:
            limit = fill(
                _tr("%1 (%2 of them slack)"),
                limit,
                entry.slack,
            )
        play = QPushButton(fill(_tr("%1 — %2 — %3"), name, state, limit))
        play.setObjectName(f"my_play_{number}")
        play.setAccessibleName(fill(_tr("Play %1"), name))
        play.setAccessibleDescription(fill(_tr("%1, %2"), state, limit))
        play.setAutoDefault(True)
        play.clicked.connect(lambda _=False, n=number: self.play_requested.emit(n))
        edit = QPushButton(_tr("Edit"))
        edit.setObjectName(f"my_edit_{number}")
        edit.setAccessibleName(fill(_tr("Edit %1"), name))
        edit.setAutoDefault(True)
        edit.clicked.connect(lambda _=False, n=number: self.edit_requested.emit(n))
        copy = QPushButton(_tr("Copy puzzle code"))
        copy.setObjectName(f"my_copy_{number}")
        copy.setAccessibleName(fill(_tr("Copy the puzzle code of %1"), name))
        copy.setAutoDefault(True)
        code = entry.code
        copy.clicked.connect(lambda _=False, c=code, b=copy: _copy(c, b))
        layout.addWidget(play, 1)
        layout.addWidget(edit)
        layout.addWidget(copy)
        self.buttons.extend((play, edit, copy))
        return row


def _copy(code: str, button: QWidget) -> None:
    copy_code(code, button)
