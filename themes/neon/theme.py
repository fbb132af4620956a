"""Neon: tubes of light on a dark floor; bowls and stones are glowing rings."""

from __future__ import annotations

import math
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from twelve_bowls.themes.api import CachedTheme, ChromePalette
from twelve_bowls.themes.api import drawing as d

_TUBES = {
    "R": QColor("#f0304f"),
    "Y": QColor("#ffe04a"),
    "G": QColor("#2cf08a"),
    "B": QColor("#47a0ff"),
    "P": QColor("#a640ff"),
}
_BOWL_TUBE = {
    "": QColor("#19d3f0"),
    "hovered": QColor("#8cf2ff"),
    "selected": QColor("#ff3bd4"),
    "disabled": QColor("#3a4560"),
}

# The preview ghosts and the full-bowl warning (R2.1, R6.1): the highlight tubes' colours.
MARKS = d.Marks(
    land=("#ff3bd4", "#0b0a14"),
    group=("#fff35a", "#0b0a14"),
    erupt=("#ff7a2b", "#0b0a14"),
    overflow=("#ff2045", "#ffffff"),
    full=("#ff2045", "#0b0a14"),
)


def tube(p: QPainter, rect: QRectF, colour: QColor, width: float, glow_alpha: int = 120) -> None:
    """A neon tube along the ellipse ``rect``: a wide faint glow, the tube, a white-hot core."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    for scale, alpha in ((3.2, glow_alpha // 4), (2.0, glow_alpha // 2)):
        p.setPen(d.pen(d.with_alpha(colour, alpha), width * scale))
        p.drawEllipse(rect)
    p.setPen(d.pen(colour, width))
    p.drawEllipse(rect)
    p.setPen(d.pen(d.mix(colour, "#ffffff", 0.65), width * 0.35))
    p.drawEllipse(rect)


class NeonTheme(CachedTheme):
    api_version: ClassVar[int] = 1  # of twelve_bowls.themes.api
    id: ClassVar[str] = "neon"
    order: ClassVar[int] = 5
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Neon"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#0b0a14",
            panel="#161429",
            text="#f2f0ff",
            muted_text="#a29ec2",
            accent="#ff3bd4",
            accent_text="#0b0a14",
            button="#24204a",
            button_text="#f2f0ff",
            danger="#ff5470",
            success="#3dff9e",
            board_text="#e8f7ff",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_TUBES[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(
            rect, d.linear(rect.topLeft(), rect.bottomLeft(), [(0, "#07060e"), (1, "#140a26")])
        )
        side = min(rect.width(), rect.height())
        # A receding floor grid in magenta under a cyan horizon glow.
        horizon = rect.top() + rect.height() * 0.55
        vanish = QPointF(rect.center().x(), horizon)
        p.setPen(d.pen(d.with_alpha("#ff2bd6", 55), side * 0.003))
        for k in range(-14, 15):
            p.drawLine(
                vanish, QPointF(rect.center().x() + k * rect.width() * 0.12, rect.bottom() + 2)
            )
        y, gap = horizon, side * 0.01
        while y < rect.bottom():
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            gap *= 1.32
            y += gap
        p.setPen(d.pen(d.with_alpha("#2ee6ff", 35), side * 0.002))
        y = horizon
        while y > rect.top():
            y -= side * 0.06
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        p.setPen(Qt.PenStyle.NoPen)
        band = QRectF(
            rect.left() - rect.width() * 0.2, horizon - side * 0.25, rect.width() * 1.4, side * 0.5
        )
        p.setBrush(
            d.radial(band, [(0, d.with_alpha("#2ee6ff", 40)), (1, d.with_alpha("#2ee6ff", 0))])
        )
        p.drawEllipse(band)

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        colour = _BOWL_TUBE.get(state, _BOWL_TUBE[""])
        inner = d.inset(rect, 0.07)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            d.radial(inner, [(0, "#120f24"), (0.85, "#0c0a18"), (1, d.mix("#0c0a18", colour, 0.2))])
        )
        p.drawEllipse(inner)
        if state == "disabled":
            p.setBrush(Qt.BrushStyle.NoBrush)
            dashed = d.pen(colour, w * 0.03)
            dashed.setDashPattern([2.0, 2.0])
            p.setPen(dashed)
            p.drawEllipse(inner)
            d.hatch(p, d.inset(inner, 0.05), d.with_alpha("#2a3148", 255), w * 0.012)
            return
        tube(p, inner, colour, w * (0.045 if state == "selected" else 0.03), 150 if state else 110)
        if state == "selected":
            tube(p, d.inset(rect, 0.015), QColor("#ffe04a"), w * 0.01, 90)

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        w = rect.width()
        body = d.inset(rect, 0.15)
        if item in _TUBES:
            colour = _TUBES[item]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(
                d.radial(
                    body,
                    [(0, d.mix(colour, "#ffffff", 0.25)), (0.7, colour), (1, colour.darker(115))],
                )
            )
            p.drawEllipse(body)
            tube(p, body, colour, w * 0.07, 150)
        elif item == "W":
            # A white-hot disc in a white tube like every stone's, the five colours a solid
            # ring inside it: five translucent halos as wide as the stone blurred it into a
            # blob that reached its neighbour.
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#f4f0ff"))
            p.drawEllipse(body)
            p.setBrush(Qt.BrushStyle.NoBrush)
            ring = d.inset(body, 0.1)
            for k, letter in enumerate("RYGBP"):
                p.setPen(d.pen(_TUBES[letter], w * 0.1, Qt.PenCapStyle.FlatCap))
                p.drawArc(ring, int((90 + k * 72) * 16), 72 * 16)
            tube(p, body, QColor("#f4f0ff"), w * 0.07, 150)  # the same tube as a stone's
        elif item == "X":
            # An unlit tube: dead grey glass, light enough to stand apart from the dark
            # bowl (3:1), crossed out in the floor's colour.
            p.setPen(d.pen("#c3c7da", w * 0.05))
            p.setBrush(d.radial(body, [(0, "#a9aec4"), (1, "#7d8299")]))
            p.drawEllipse(body)
            c, r = rect.center(), w * 0.14
            p.setPen(d.pen("#1c1c2a", w * 0.07))
            p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
            p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        colours = {"frozen": "#7fe8ff", "reverse": "#ffe04a", "volcano": "#ff6a2b"}
        colour = QColor(colours.get(kind, "#ffffff"))
        disc = d.inset(rect, 0.1)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#0c0a18"))
        p.drawEllipse(disc)
        tube(p, disc, colour, rect.width() * 0.045, 140)
        if kind == "frozen":
            d.snowflake(p, disc, colour)
        elif kind == "reverse":
            d.reverse_arrows(p, disc, colour)
        elif kind == "volcano":
            d.volcano(p, disc, "#7d6a8a", colour)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        ring = d.inset(rect, 0.05)
        w = rect.width()
        if kind == "match":
            tube(p, ring, QColor("#fff35a"), w * 0.04, 220)
        elif kind == "eruption":
            d.eruption_rays(p, rect, "#ffd08a", "#ff5a1f")
            tube(p, ring, QColor("#ff7a2b"), w * 0.04, 220)
        elif kind == "overflow":
            tube(p, ring, QColor("#ff2045"), w * 0.05, 240)
            p.setPen(d.pen("#ffffff", w * 0.015))
            c = rect.center()
            for k in range(8):
                a = k * math.tau / 8
                p.drawLine(
                    QPointF(c.x() + w * 0.38 * math.cos(a), c.y() + w * 0.38 * math.sin(a)),
                    QPointF(c.x() + w * 0.48 * math.cos(a), c.y() + w * 0.48 * math.sin(a)),
                )

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
