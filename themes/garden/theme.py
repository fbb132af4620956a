"""Garden: terracotta pots seen from above, filled with soil; the stones are seeds."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from twelve_bowls.app.theming import drawing as d
from twelve_bowls.app.theming.base import ChromePalette
from twelve_bowls.app.theming.cached import CachedTheme

_SEEDS = {
    "R": QColor("#c41f33"),
    "Y": QColor("#f7c81e"),
    "G": QColor("#3cab4c"),
    "B": QColor("#4a8cf0"),
    "P": QColor("#7d38b8"),
}
_CREAM = QColor("#fbf1d6")


def leaf_path(centre: QPointF, length: float, width: float, angle: float) -> QPainterPath:
    """A pointed leaf along ``angle`` (radians), centred on ``centre``."""
    ca, sa = math.cos(angle), math.sin(angle)

    def at(u: float, v: float) -> QPointF:
        return QPointF(centre.x() + u * ca - v * sa, centre.y() + u * sa + v * ca)

    half = length / 2
    path = QPainterPath(at(-half, 0))
    path.quadTo(at(0, -width), at(half, 0))
    path.quadTo(at(0, width), at(-half, 0))
    return path


EMBLEMS = d.Emblems(
    frozen=("#e6f6ff", "#1f5f99", "#1f5f99"),
    reverse=("#eaf6d8", "#2d6a1e", "#2d6a1e"),
    volcano=("#fde8d2", "#7a2e10", "#6b4226", "#ff5a1f"),
    match=("#fff27a", "#6b5200", "#fff6a8"),
    eruption=("#ffb347", "#8c2500", "#ff8a3d", "#8c2500", None),
    overflow=("#ff6b7a", "#7a0015", "#ff2a45"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#a4502a", "#fffbe8"))


class GardenTheme(CachedTheme):
    id: ClassVar[str] = "garden"
    order: ClassVar[int] = 1
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Garden"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#eef3e6",
            panel="#fbfdf7",
            text="#1f2a1c",
            muted_text="#5b6955",
            accent="#a4502a",
            accent_text="#ffffff",
            button="#dce7cd",
            button_text="#1f2a1c",
            danger="#b3261e",
            success="#2e7d32",
            board_text="#17240f",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_SEEDS[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(
            rect,
            d.linear(rect.topLeft(), rect.bottomLeft(), [(0, "#b3d992"), (1, "#8dbf68")]),
        )
        rng = random.Random(7)
        side = min(rect.width(), rect.height())
        # Tufts of grass, then fallen leaves; fixed seed so the lawn never shimmers.
        p.setPen(d.pen(d.with_alpha("#5f9a3e", 110), side * 0.003))
        for _ in range(260):
            x, y = rng.uniform(0, rect.width()), rng.uniform(0, rect.height())
            h = side * rng.uniform(0.008, 0.018)
            for lean in (-0.35, 0.0, 0.35):
                p.drawLine(QPointF(x, y), QPointF(x + h * lean, y - h))
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(40):
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            length = side * rng.uniform(0.03, 0.06)
            tone = rng.choice(["#4f8f35", "#6aa84a", "#a7b83c", "#5b9a3d"])
            p.setBrush(d.with_alpha(tone, 190))
            angle = rng.uniform(0, math.tau)
            p.drawPath(leaf_path(c, length, length * 0.32, angle))
        for _ in range(30):
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            r = side * 0.005
            p.setBrush(QColor("#fffdf2"))
            for k in range(5):
                a = k * math.tau / 5
                p.drawEllipse(QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a)), r, r)
            p.setBrush(QColor("#f2c94c"))
            p.drawEllipse(c, r * 0.8, r * 0.8)

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        pot = d.inset(rect, 0.05)
        clay_light, clay_dark = QColor("#dc8654"), QColor("#a9532b")
        soil_light, soil_dark = QColor("#5d3d27"), QColor("#3b2416")
        if state == "hovered":
            clay_light, clay_dark = QColor("#eba072"), QColor("#bd6538")
            soil_light = QColor("#6c4a31")
        elif state == "disabled":
            clay_light, clay_dark = QColor("#c9b8aa"), QColor("#9c8b7e")
            soil_light, soil_dark = QColor("#6d6058"), QColor("#574b44")
        if state == "selected":
            d.glow(p, rect, "#fff6a8", 230)
        # Drop shadow on the lawn, then the rim of the pot.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#1e3a12", 70))
        p.drawEllipse(pot.translated(w * 0.02, w * 0.03))
        p.setBrush(
            d.radial(pot, [(0, clay_light), (0.85, clay_light), (1, clay_dark)], (0.35, 0.3))
        )
        p.drawEllipse(pot)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(d.pen(d.with_alpha("#ffffff", 70), w * 0.015))
        p.drawArc(d.inset(pot, 0.03), 60 * 16, 110 * 16)
        soil = d.inset(rect, 0.095)
        p.setPen(d.pen(clay_dark.darker(130), w * 0.02))
        p.setBrush(d.radial(soil, [(0, soil_light), (1, soil_dark)], (0.6, 0.65)))
        p.drawEllipse(soil)
        rng = random.Random(3)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(60):
            a, r = rng.uniform(0, math.tau), soil.width() / 2 * math.sqrt(rng.random()) * 0.95
            c = QPointF(soil.center().x() + r * math.cos(a), soil.center().y() + r * math.sin(a))
            p.setBrush(d.with_alpha(rng.choice(["#7a563b", "#2c1a10", "#8b6a4d"]), 160))
            p.drawEllipse(c, w * 0.008, w * 0.006)
        if state == "selected":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(d.pen("#2f7d1f", w * 0.05))
            p.drawEllipse(d.inset(rect, 0.035))
            p.setPen(d.pen("#d6ff8a", w * 0.02))
            p.drawEllipse(d.inset(rect, 0.035))
            for k in range(4):
                a = k * math.tau / 4 + math.pi / 4
                c = QPointF(
                    rect.center().x() + w * 0.46 * math.cos(a),
                    rect.center().y() + w * 0.46 * math.sin(a),
                )
                p.setPen(d.pen("#1f5e14", w * 0.008))
                p.setBrush(QColor("#4caf3a"))
                p.drawPath(leaf_path(c, w * 0.13, w * 0.045, a + math.pi / 2))
        elif state == "disabled":
            d.hatch(p, soil, d.with_alpha("#a89a90", 200), w * 0.014)

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        w = rect.width()
        c = rect.center()
        if item in _SEEDS:
            colour = _SEEDS[item]
            # A plump seed, tilted, with its seam: round enough to carry the symbol.
            p.save()
            p.translate(c)
            p.rotate(-35)
            seed = QRectF(-w * 0.43, -w * 0.37, w * 0.86, w * 0.74)
            p.setPen(d.pen(_CREAM, w * 0.07))
            p.setBrush(
                d.radial(
                    seed,
                    [(0, colour.lighter(135)), (0.55, colour), (1, colour.darker(140))],
                    (0.38, 0.35),
                )
            )
            p.drawEllipse(seed)
            p.setPen(d.pen(d.with_alpha(colour.darker(170), 200), w * 0.03))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawArc(QRectF(-w * 0.3, -w * 0.5, w * 0.6, w * 0.8), 200 * 16, 140 * 16)
            p.restore()
        elif item == "W":
            petal_r = w * 0.19
            for k, letter in enumerate("RYGBP"):
                a = -math.pi / 2 + k * math.tau / 5
                pc = QPointF(c.x() + w * 0.24 * math.cos(a), c.y() + w * 0.24 * math.sin(a))
                p.setPen(d.pen(_CREAM, w * 0.045))
                p.setBrush(_SEEDS[letter])
                p.drawEllipse(pc, petal_r, petal_r)
            p.setPen(d.pen("#7a5a1e", w * 0.03))
            p.setBrush(QColor("#fff8e1"))
            p.drawEllipse(c, w * 0.14, w * 0.14)
        elif item == "X":
            clod = QPainterPath()
            rng = random.Random(11)
            for k in range(9):
                a = k * math.tau / 9
                r = w * 0.42 * rng.uniform(0.82, 1.0)
                pt = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
                if k == 0:
                    clod.moveTo(pt)
                else:
                    clod.lineTo(pt)
            clod.closeSubpath()
            p.setPen(d.pen("#e9e1cf", w * 0.07))
            p.setBrush(d.radial(rect, [(0, "#9a958c"), (1, "#5f5a52")], (0.35, 0.3)))
            p.drawPath(clod)
            p.setPen(d.pen("#3f3b35", w * 0.035))
            p.drawLine(QPointF(c.x() - w * 0.15, c.y() - w * 0.1), QPointF(c.x() + w * 0.02, c.y()))
            p.drawLine(
                QPointF(c.x() + w * 0.02, c.y()), QPointF(c.x() + w * 0.12, c.y() + w * 0.16)
            )

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
