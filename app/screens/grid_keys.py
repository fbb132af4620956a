"""Arrow keys across a grid of buttons (the puzzle picker, earlier Dailies), mirrored right
to left: Right moves towards the end of a line in the reading direction."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def grid_step(widget: QWidget, key: int, columns: int, count: int) -> int:
    """How many places ``key`` moves in a grid of ``count`` items, ``columns`` a row
    (Home and End go to the first and the last); 0 for any other key."""
    right = -1 if widget.layoutDirection() == Qt.LayoutDirection.RightToLeft else 1
    return {
        Qt.Key.Key_Right: right,
        Qt.Key.Key_Left: -right,
        Qt.Key.Key_Down: columns,
        Qt.Key.Key_Up: -columns,
        Qt.Key.Key_Home: -count,
        Qt.Key.Key_End: count,
    }.get(Qt.Key(key), 0)
