"""Small button icons drawn in the active theme's colours.

The platform's standard icons (the dialog's Close cross, the Back arrow) are drawn black
whatever the theme, which vanishes on the dark themes; these take the theme's button text
colour instead, and a disabled button gets the muted one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from twelve_bowls.app.theming.base import ChromePalette

ICON_PX = 16


def _icon(palette: ChromePalette, draw: Callable[[QPainter, QColor], None], ratio: float) -> QIcon:
    icon = QIcon()
    for mode, colour in (
        (QIcon.Mode.Normal, palette.button_text),
        (QIcon.Mode.Active, palette.button_text),
        (QIcon.Mode.Disabled, palette.muted_text),
    ):
        side = max(1, round(ICON_PX * ratio))
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.scale(side / ICON_PX, side / ICON_PX)
        draw(painter, QColor(colour))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        icon.addPixmap(pixmap, mode)
    return icon


def close_icon(palette: ChromePalette, ratio: float = 1.0) -> QIcon:
    """A cross, for a dialog's Close button."""

    def draw(painter: QPainter, colour: QColor) -> None:
        pen = QPen(colour, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(4, 4), QPointF(12, 12))
        painter.drawLine(QPointF(12, 4), QPointF(4, 12))

    return _icon(palette, draw, ratio)


def back_icon(palette: ChromePalette, right_to_left: bool, ratio: float = 1.0) -> QIcon:
    """A triangle pointing back in the reading direction (right in Arabic)."""

    def draw(painter: QPainter, colour: QColor) -> None:
        box = QRectF(4, 3, 8, 10)
        tip, base = (box.right(), box.left()) if right_to_left else (box.left(), box.right())
        path = QPainterPath()
        path.moveTo(tip, box.center().y())
        path.lineTo(base, box.top())
        path.lineTo(base, box.bottom())
        path.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(path)

    return _icon(palette, draw, ratio)
