"""A read-only table as tall as all its rows, for pages that scroll as a whole.

A table with a height worked out once (header plus rows, when it was filled) kept that
height when the theme's sheet or the font later made its header and rows taller, and showed
a scroll bar over its last rows inside the scrolling page (the Records screen's ten best
Endless results at 1920x1080). This one reports its whole height as its size hint every
time the layout asks, so a restyle, a font change or new rows resize it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QWidget,
)


class FullTable(QTableWidget):
    """No editing, no selection, stretched columns, no scroll bar of its own."""

    def __init__(self, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(0, columns, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.verticalHeader().sectionResized.connect(lambda *_: self.updateGeometry())
        self.model().rowsInserted.connect(lambda *_: self.updateGeometry())
        self.model().rowsRemoved.connect(lambda *_: self.updateGeometry())

    def full_height(self) -> int:
        header = self.horizontalHeader()
        heading = header.sizeHint().height() if not header.isHidden() else 0
        rows = self.verticalHeader().length()
        return heading + rows + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.full_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.full_height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self.updateGeometry()
