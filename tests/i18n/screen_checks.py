"""Text checks used on every screen: missing glyphs and clipped text."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QWidget

from twelve_bowls.app.fonts import has_missing_glyphs


def shown_text(text: str) -> str:
    """The text as drawn: a single ``&`` marks a mnemonic and is not drawn, ``&&`` is one."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def visible_texts(root: QWidget) -> list[tuple[QWidget, str]]:
    """(widget, text) for every visible text-bearing widget under ``root``, root included."""
    found: list[tuple[QWidget, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if (isinstance(widget, QLabel) and widget.text()) or (
            isinstance(widget, QAbstractButton) and widget.text()
        ):
            found.append((widget, widget.text()))
        elif isinstance(widget, QGroupBox) and widget.title():
            found.append((widget, widget.title()))
        elif isinstance(widget, QComboBox):
            found.extend((widget, widget.itemText(i)) for i in range(widget.count()))
    return found


def glyph_problems(root: QWidget) -> list[str]:
    """Texts under ``root`` that lay out with a missing glyph in their widget's font."""
    return [
        f"{type(w).__name__} {w.objectName()!r}: {t!r}"
        for w, t in visible_texts(root)
        if has_missing_glyphs(shown_text(t), w.font())
    ]


def clipping_problems(root: QWidget) -> list[str]:
    """Texts wider (or, wrapped, taller) than the widget that shows them."""
    problems: list[str] = []
    for widget, raw in visible_texts(root):
        text = shown_text(raw)
        rect = widget.contentsRect()
        if isinstance(widget, QLabel):
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    problems.append(f"{text!r}: needs {needed}px high, has {widget.height()}")
            else:
                # sizeHint measures plain and rich text, several lines, margins and indent.
                hint = widget.sizeHint()
                if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                    problems.append(
                        f"{text!r}: needs {hint.width()}x{hint.height()}, "
                        f"has {widget.width()}x{widget.height()} ({rect.width()} inside)"
                    )
        elif isinstance(widget, QAbstractButton):
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                problems.append(
                    f"button {text!r}: needs {hint.width()}x{hint.height()}, "
                    f"has {widget.width()}x{widget.height()}"
                )
    return problems


def latin_only_font() -> QFont:
    """A Latin-only font with Qt's fallback switched off: what a machine without Noto sees."""
    others = {
        QFontDatabase.WritingSystem.Arabic,
        QFontDatabase.WritingSystem.Devanagari,
        QFontDatabase.WritingSystem.Japanese,
    }
    latin = QFontDatabase.families(QFontDatabase.WritingSystem.Latin)
    plain = [f for f in latin if not others & set(QFontDatabase.writingSystems(f))]
    for family in plain:
        font = QFont(family)
        font.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
        # A family that declares Latin may still lack plain letters (a maths font, whose
        # shaping fails in some processes): the stand-in must draw English for real.
        if not has_missing_glyphs("Twelve Bowls 123", font):
            return font
    raise AssertionError("no Latin-only font that draws English is installed")
