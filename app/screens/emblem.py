"""A decorative ring of twelve bowls drawn by the active theme (home screen, title art)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from twelve_bowls.app.context import AppContext
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.theming.symbols import paint_symbol

# A fixed, pleasant arrangement: three stones per bowl as at the start of Endless (R8.1),
# never three of one colour in a bowl. Purely decorative.
_STONES = (
    "RYG", "BPR", "YGB", "PRY", "GBP", "RGY",
    "BYP", "GPR", "YBG", "PRB", "GYP", "BRY",
)  # fmt: skip


class RingEmblem(QWidget):
    """Twelve bowls in a ring, bowl 0 at 12 o'clock (R1.1), painted with theme keys."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(200, 200))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        context.theme_changed.connect(self.update)
        context.settings_changed.connect(self.update)  # the colour symbols (R1.6)

    def sizeHint(self) -> QSize:
        return QSize(440, 440)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self.context.theme
        if theme is None:
            return
        side = min(self.width(), self.height()) - 8
        if side <= 0:
            return
        centre = QPointF(self.width() / 2, self.height() / 2)
        ring_radius = side * 0.4
        bowl_side = side * 0.17
        stone_side = bowl_side * 0.34
        symbols = bool(getattr(self.context.settings, "symbols", False))
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(palette_of(theme).muted_text)
        pen.setWidthF(max(1.0, side * 0.006))
        painter.setPen(pen)
        painter.setOpacity(0.35)
        painter.drawEllipse(centre, ring_radius, ring_radius)
        painter.setOpacity(1.0)
        for bowl, stones in enumerate(_STONES):
            angle = math.radians(bowl * 30 - 90)  # bowl 0 at 12 o'clock, clockwise (R1.1)
            c = QPointF(
                centre.x() + ring_radius * math.cos(angle),
                centre.y() + ring_radius * math.sin(angle),
            )
            rect = QRectF(c.x() - bowl_side / 2, c.y() - bowl_side / 2, bowl_side, bowl_side)
            painter.save()
            theme.paint(painter, "bowl", rect)
            painter.restore()
            for i, letter in enumerate(stones):
                a = math.radians(i * 120 - 90)
                r = bowl_side * 0.2
                sc = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
                s_rect = QRectF(
                    sc.x() - stone_side / 2, sc.y() - stone_side / 2, stone_side, stone_side
                )
                painter.save()
                theme.paint(painter, "stone." + letter, s_rect)
                if symbols:
                    paint_symbol(painter, letter, s_rect)
                painter.restore()
        painter.end()
