"""Simple: flat discs, thin outlines, no textures."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from twelve_bowls.app.theming import drawing as d
from twelve_bowls.app.theming.base import ChromePalette
from twelve_bowls.app.theming.cached import CachedTheme

_STONES = {
    "R": QColor("#c81e36"),
    "Y": QColor("#f5c211"),
    "G": QColor("#36b05a"),
    "B": QColor("#3b82ea"),
    "P": QColor("#7434b0"),
}


EMBLEMS = d.Emblems(
    frozen=("#e3f3ff", "#2b6cb0", "#2b6cb0"),
    reverse=("#fff3d6", "#a05a00", "#a05a00"),
    volcano=("#ffe6d9", "#8a2c0d", "#6b3a22", "#ff5a1f"),
    match=("#ffd34d", "#7a5200", "#ffb300"),
    eruption=("#ffb347", "#9c2a00", "#ff7a1a", "#9c2a00", None),
    overflow=("#ff5c6c", "#8b0016", "#e0102e"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#2f6fde", "#ffffff"))


class SimpleTheme(CachedTheme):
    id: ClassVar[str] = "simple"
    order: ClassVar[int] = 0
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Simple"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#f4f2ee",
            panel="#ffffff",
            text="#24262b",
            muted_text="#60646c",
            accent="#2f6fde",
            accent_text="#ffffff",
            button="#e6e2da",
            button_text="#24262b",
            danger="#c8102e",
            success="#1e7d3c",
            board_text="#3a3d44",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_STONES[colour])

    def draw_background(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#f4f2ee"))
        side = min(rect.width(), rect.height())
        ring = QRectF(0, 0, side * 0.92, side * 0.92)
        ring.moveCenter(rect.center())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ebe7e0"))
        painter.drawEllipse(ring)

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        fill, rim, width = QColor("#dcd6cb"), QColor("#b9b1a2"), 0.035
        if state == "hovered":
            fill, rim = QColor("#e6e1d8"), QColor("#8f8676")
        elif state == "selected":
            fill, rim, width = QColor("#d3dcef"), QColor("#2f6fde"), 0.06
        elif state == "disabled":
            fill, rim = QColor("#e9e6e0"), QColor("#d4cfc6")
        body = d.inset(rect, 0.05)
        p.setPen(d.pen(rim, rect.width() * width))
        p.setBrush(fill)
        p.drawEllipse(body)
        if state == "disabled":
            # Hatching tells "not selectable" without relying on colour alone.
            d.hatch(p, d.inset(rect, 0.09), "#cbc5ba", rect.width() * 0.014)

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        body = d.inset(rect, 0.07)
        w = rect.width()
        if item in _STONES:
            colour = _STONES[item]
            p.setPen(d.pen(colour.darker(230 if item == "Y" else 175), w * 0.07))
            p.setBrush(colour)
            p.drawEllipse(body)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(d.with_alpha("#ffffff", 70))
            p.drawEllipse(QRectF(body.x() + w * 0.2, body.y() + w * 0.13, w * 0.26, w * 0.16))
        elif item == "W":
            p.setPen(d.pen("#4a4d55", w * 0.07))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(body)
            ring = d.inset(rect, 0.2)
            for i, letter in enumerate("RYGBP"):
                p.setPen(d.pen(_STONES[letter], w * 0.12, Qt.PenCapStyle.FlatCap))
                p.drawArc(ring, int((90 - i * 72) * 16), -72 * 16)
        elif item == "X":
            p.setPen(d.pen("#1f2226", w * 0.07))
            p.setBrush(QColor("#555b64"))
            p.drawEllipse(body)
            c, r = rect.center(), w * 0.17
            p.setPen(d.pen("#c9ced6", w * 0.09))
            p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
            p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
