"""The per-colour accessibility symbols (R1.6), identical in every theme.

The app draws them on top of a stone when the symbols setting is on; themes never draw or
change them. Each symbol is white with a thin dark outline so it reads on yellow as well
as on purple. Shapes differ in outline, not just in rotation, so they stay apart even
when small: red triangle, yellow circle, green square, blue plus, purple star.
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

SYMBOL_SHAPES: Final = {
    "R": "triangle",
    "Y": "circle",
    "G": "square",
    "B": "plus",
    "P": "star",
}

_FILL: Final = QColor(255, 255, 255)
_OUTLINE: Final = QColor(20, 20, 30, 170)


def symbol_path(colour: str, rect: QRectF) -> QPainterPath:
    """The outline of ``colour``'s symbol, centred in ``rect`` (a stone's rect)."""
    shape = SYMBOL_SHAPES[colour]
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side * 0.26  # the symbol covers about half the stone
    path = QPainterPath()
    if shape == "triangle":
        pts = [
            QPointF(c.x() + r * math.cos(a), c.y() + r * 0.15 + r * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
        path.moveTo(pts[0])
        path.lineTo(pts[1])
        path.lineTo(pts[2])
        path.closeSubpath()
    elif shape == "circle":
        path.addEllipse(c, r * 0.78, r * 0.78)
    elif shape == "square":
        s = r * 0.72
        path.addRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
    elif shape == "plus":
        a, b = r * 0.95, r * 0.33
        corners = [(b, a), (b, b), (a, b), (a, -b), (b, -b), (b, -a)]
        corners += [(-x, -y) for x, y in corners]
        path.moveTo(c.x() + corners[0][0], c.y() + corners[0][1])
        for x, y in corners[1:]:
            path.lineTo(c.x() + x, c.y() + y)
        path.closeSubpath()
    else:  # star
        for i in range(10):
            radius = r * (1.0 if i % 2 == 0 else 0.45)
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
    return path


def paint_symbol(painter: QPainter, colour_letter: str, rect: QRectF) -> None:
    """Draw the white symbol of a normal colour (R1.6) centred on a stone in ``rect``.

    Wild (``W``) and blocker (``X``) have no colour symbol: nothing is drawn for them.
    Any other letter raises ``KeyError``.
    """
    if colour_letter in ("W", "X"):
        return
    path = symbol_path(colour_letter, rect)
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(_OUTLINE, max(0.6, side * 0.035))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(_FILL)
    painter.drawPath(path)
    painter.restore()
