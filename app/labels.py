"""Labels whose text wraps onto several lines.

Qt draws a word-wrapped *plain-text* ``QLabel`` with ``QPainter::drawText``, which shifts
every line but the last of right-to-left text by one space width: in Arabic the last word
of each such line is cut at the label's left edge (issue 18: 36 of 684 long-string × width
cases). The same text laid out by ``QTextDocument`` (the label's rich-text path) is
placed correctly, so ``WrapLabel`` shows its plain text as escaped rich text. ``text()``
still returns the plain text that was set.

Every word-wrapped label of the game is a ``WrapLabel`` (``tests/i18n`` checks all screens).
"""

from __future__ import annotations

from typing import overload

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def as_rich_text(text: str) -> str:
    """Plain text as rich text that reads the same: markup escaped, line breaks kept."""
    # html.escape(text, quote=False), without importing html and its entity tables at start.
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return escaped.replace("\n", "<br/>")


class WrapLabel(QLabel):
    """A word-wrapped label of plain text (see the module docstring)."""

    @overload
    def __init__(self, parent: QWidget | None = None) -> None: ...
    @overload
    def __init__(self, text: str, parent: QWidget | None = None) -> None: ...

    def __init__(self, *args: object) -> None:
        text = args[0] if args and isinstance(args[0], str) else ""
        rest = args[1:] if args and isinstance(args[0], str) else args
        parent = rest[0] if rest and isinstance(rest[0], QWidget) else None
        super().__init__(parent)
        self._plain = ""
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._plain = str(text)
        super().setText(as_rich_text(self._plain))

    def text(self) -> str:
        return self._plain
