"""Does every text fit? Measured from the laid-out text, never from a font's Latin metrics.

A ``QTextLayout`` in the widget's own font shapes each line with the fonts that really draw
it (Noto Sans Devanagari, Noto Naskh Arabic, Noto Sans CJK by fallback), and each line is as
high as the tallest of them: the height Devanagari's top matras and Arabic's descenders
need. A widget fails when that text does not fit inside it, or when the widget itself is
cut off by a parent and no scroll area can bring it into view.
"""

from __future__ import annotations

import math

from PySide6 import QtGui
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QGraphicsView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from tests.i18n.screen_checks import shown_text, visible_texts

_UNBOUNDED = 100_000.0
# A glyph's anti-aliased edge may reach a pixel past its line on each side, into a margin
# or a button's padding, without being cut.
SLACK = 2


def laid_out_size(text: str, font: QFont, width: float | None = None) -> QSize:
    """The size ``text`` takes in ``font``: wrapped at ``width`` when one is given."""
    option = QTextOption()
    option.setWrapMode(
        QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        if width is not None
        else QTextOption.WrapMode.NoWrap
    )
    height = 0.0
    widest = 0.0
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width if width is not None else _UNBOUNDED)
            line.setPosition(QPointF(0, lines))
            lines += line.height()
            widest = max(widest, line.naturalTextWidth())
        layout.endLayout()
        # A glyph may reach past its line (a matra above, a descender below): the ink counts.
        ink = _ink(layout)
        height += max(lines, ink.bottom()) - min(0.0, ink.top())
    return QSize(math.ceil(widest), math.ceil(height))


def _ink(layout: QTextLayout) -> QRectF:
    ink = QRectF()
    for run in layout.glyphRuns():
        raw = run.rawFont()
        for glyph, position in zip(run.glyphIndexes(), run.positions(), strict=True):
            ink = ink.united(raw.boundingRect(glyph).translated(position))
    return ink


def _label_needs(label: QLabel, text: str) -> QSize:
    inside = label.contentsRect()
    margin = 2 * label.margin()
    wraps = label.wordWrap()
    width = inside.width() - margin if wraps else None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())
    )
    if rich and not text.startswith("<"):
        # A WrapLabel keeps its plain text in text(); laid out as plain text too.
        rich = False
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        if width is not None:
            document.setTextWidth(width)
        size = document.size()
        return QSize(math.ceil(size.width()) + margin, math.ceil(size.height()) + margin)
    needed = laid_out_size(text, label.font(), width)
    return QSize(needed.width() + margin, needed.height() + margin)


def _button_needs(button: QAbstractButton, text: str) -> QSize:
    content = laid_out_size(text, button.font())
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        return button.style().sizeFromContents(
            QStyle.ContentsType.CT_PushButton, option, content, button
        )
    if isinstance(button, QCheckBox | QRadioButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        kind = (
            QStyle.ContentsType.CT_CheckBox
            if isinstance(button, QCheckBox)
            else QStyle.ContentsType.CT_RadioButton
        )
        return button.style().sizeFromContents(kind, option, content, button)
    return button.sizeHint().expandedTo(content)


def text_fit_problems(root: QWidget) -> list[str]:
    """Texts under ``root`` that need more room than their widget has."""
    problems: list[str] = []
    for widget, raw in visible_texts(root):
        if _inside_board(widget):
            continue
        text = shown_text(raw)
        if isinstance(widget, QLabel):
            needs, has = _label_needs(widget, text), widget.contentsRect().size()
        elif isinstance(widget, QAbstractButton):
            needs, has = _button_needs(widget, text), widget.size()
        else:
            continue
        if needs.height() > has.height() + SLACK or (
            not (isinstance(widget, QLabel) and widget.wordWrap())
            and needs.width() > has.width() + SLACK
        ):
            problems.append(
                f"{type(widget).__name__} {widget.objectName()!r} {text!r}: needs "
                f"{needs.width()}x{needs.height()}, has {has.width()}x{has.height()}"
            )
    return problems


def _inside_board(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QGraphicsView):
            return True
        parent = parent.parentWidget()
    return False


def _scrolls(parent: QWidget) -> bool:
    """Whether ``parent`` is a scroll area's viewport: what it cuts off can scroll in."""
    area = parent.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def cut_off_problems(root: QWidget) -> list[str]:
    """Texts that a parent cuts off where no scroll area can bring them into view."""
    problems: list[str] = []
    for widget, raw in visible_texts(root):
        if widget is root or _inside_board(widget):
            continue
        rect = QRect(QPoint(0, 0), widget.size())
        child: QWidget = widget
        parent = widget.parentWidget()
        while parent is not None:
            rect.translate(child.pos())
            if _scrolls(parent):
                # Anything inside can be scrolled to; the scroll area itself is checked.
                rect = QRect(QPoint(0, 0), parent.size())
            else:
                visible = rect.intersected(QRect(QPoint(0, 0), parent.size()))
                if visible.height() < rect.height() - 1 or visible.width() < rect.width() - 1:
                    problems.append(
                        f"{type(widget).__name__} {widget.objectName()!r} "
                        f"{shown_text(raw)!r}: cut off by {type(parent).__name__} "
                        f"{parent.objectName()!r} ({visible.width()}x{visible.height()} "
                        f"of {rect.width()}x{rect.height()} shown)"
                    )
                    break
            if parent is root or parent.isWindow():
                break
            child, parent = parent, parent.parentWidget()
    return problems
