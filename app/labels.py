"""Labels whose text wraps onto several lines.

Qt draws a word-wrapped *plain-text* ``QLabel`` with ``QPainter::drawText``, which shifts
every line but the last of right-to-left text by one space width: in Arabic the last word
of each such line is cut at the label's left edge (36 of 684 long-string × width
cases). The same text laid out by ``QTextDocument`` (the label's rich-text path) is
placed correctly, so ``WrapLabel`` shows right-to-left text as escaped rich text. ``text()``
still returns the plain text that was set.

Left-to-right text keeps Qt's plain-text path, which lays it out correctly and costs
less: a rich-text label keeps a text document that every restyle lays out again, about
2 ms of a theme switch in a game. A label is right to left when its layout
direction is (an Arabic interface) or when its text holds a right-to-left letter.

Every word-wrapped label of the game is a ``WrapLabel`` (``tests/i18n`` checks all screens).
"""

from __future__ import annotations

import unicodedata
from typing import overload

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

# Bidi classes of right-to-left letters: Hebrew-like (R) and Arabic (AL).
_RTL_CLASSES = frozenset({"R", "AL"})


def as_rich_text(text: str) -> str:
    """Plain text as rich text that reads the same: markup escaped, line breaks kept."""
    # html.escape(text, quote=False), without importing html and its entity tables at start.
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return escaped.replace("\n", "<br/>")


def one_line_width(label: QLabel) -> int:
    """The width that sets each line of ``label``'s text on one line, margins included.

    A word-wrapped QLabel asks for a width of its own choosing (about a third of its text
    per line), which breaks short sentences where the row has room to give."""
    metrics = label.fontMetrics()
    widest = max((metrics.horizontalAdvance(line) for line in label.text().splitlines()), default=0)
    margins = label.contentsMargins()
    return widest + 4 + margins.left() + margins.right()


def _has_right_to_left_letters(text: str) -> bool:
    if text.isascii():  # most texts: no letter to look up
        return False
    return any(unicodedata.bidirectional(char) in _RTL_CLASSES for char in text)


class WrapLabel(QLabel):
    """A word-wrapped label of plain text (see the module docstring)."""

    @overload
    def __init__(self, parent: QWidget | None = None, /) -> None: ...
    @overload
    def __init__(self, text: str, parent: QWidget | None = None, /) -> None: ...

    def __init__(
        self, first: str | QWidget | None = None, parent: QWidget | None = None, /
    ) -> None:
        # Like QLabel: WrapLabel(parent) or WrapLabel(text, parent).
        text = first if isinstance(first, str) else ""
        if isinstance(first, QWidget):
            parent = first
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._plain = str(text)
        self._show_text()

    def text(self) -> str:
        return self._plain

    def _show_text(self) -> None:
        if self.isRightToLeft() or _has_right_to_left_letters(self._plain):
            self.setTextFormat(Qt.TextFormat.RichText)
            super().setText(as_rich_text(self._plain))
        else:
            self.setTextFormat(Qt.TextFormat.PlainText)
            super().setText(self._plain)

    def changeEvent(self, event: QEvent) -> None:
        # The interface's direction follows the language: Arabic makes every label right
        # to left, and its text takes the rich-text layout then.
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._show_text()
        super().changeEvent(event)
