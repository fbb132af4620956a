"""Sand: pits pressed into a rippled beach, polished pebbles for stones."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from twelve_bowls.app.theming import drawing as d
from twelve_bowls.app.theming.base import ChromePalette
from twelve_bowls.app.theming.cached import CachedTheme

_PEBBLES = {
    "R": QColor("#c22633"),
    "Y": QColor("#f0bf1a"),
    "G": QColor("#35a862"),
    "B": QColor("#3a80e0"),
    "P": QColor("#7236a8"),
}
# Each pebble gets its own slightly irregular outline (same per colour, every size).
_SHAPE_SEEDS = {"R": 1, "Y": 2, "G": 3, "B": 4, "P": 5, "W": 6, "X": 7}


def pebble_path(rect: QRectF, seed: int, roughness: float = 0.08) -> QPainterPath:
    rng = random.Random(seed)
    c = rect.center()
    rx, ry = rect.width() / 2, rect.height() / 2 * rng.uniform(0.86, 0.96)
    turn = rng.uniform(0, math.pi)
    n = 10
    radii = [1 - roughness * rng.random() for _ in range(n)]
    points = []
    for k in range(n):
        a = k * math.tau / n
        x, y = rx * radii[k] * math.cos(a), ry * radii[k] * math.sin(a)
        points.append(
            QPointF(
                c.x() + x * math.cos(turn) - y * math.sin(turn),
                c.y() + x * math.sin(turn) + y * math.cos(turn),
            )
        )
    path = QPainterPath()
    mids = [(points[k] + points[(k + 1) % n]) / 2 for k in range(n)]
    path.moveTo(mids[-1])
    for k in range(n):
        path.quadTo(points[k], mids[k])
    path.closeSubpath()
    return path


EMBLEMS = d.Emblems(
    frozen=("#e6f4fb", "#1d5f8a", "#1d5f8a"),
    reverse=("#fbf0d8", "#7a4a12", "#7a4a12"),
    volcano=("#fde3cf", "#7e260c", "#5a3a26", "#ff5414"),
    match=("#ffe45c", "#5e4300", "#ffffff"),
    eruption=("#ffae3d", "#7e2000", "#ff7b2e", "#7e2000", None),
    overflow=("#ff5c6c", "#7a0014", "#e0102e"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#17667d", "#fff8e6"))


class SandTheme(CachedTheme):
    id: ClassVar[str] = "sand"
    order: ClassVar[int] = 2
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Sand"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#f6ecd8",
            panel="#fffaf0",
            text="#2e2416",
            muted_text="#6b5c44",
            accent="#17667d",
            accent_text="#ffffff",
            button="#ead9b8",
            button_text="#2e2416",
            danger="#a4161a",
            success="#2d6a2e",
            board_text="#33260f",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_PEBBLES[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(
            rect, d.linear(rect.topLeft(), rect.bottomRight(), [(0, "#f0dbaf"), (1, "#e2c48c")])
        )
        side = min(rect.width(), rect.height())
        # Wind ripples: long gentle waves, a light crest above a soft shadow.
        step = side * 0.045
        y = -step
        k = 0
        while y < rect.height() + step:
            for shade, dy in (("#c9a56a", side * 0.004), ("#fbecc8", 0.0)):
                path = QPainterPath(QPointF(-10, y + dy))
                x = -10.0
                while x < rect.width() + 10:
                    x += side * 0.05
                    path.lineTo(x, y + dy + math.sin(x / (side * 0.11) + k * 0.9) * side * 0.012)
                p.setPen(d.pen(d.with_alpha(shade, 120), side * 0.004))
                p.drawPath(path)
            y += step
            k += 1
        rng = random.Random(5)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(500):
            p.setBrush(d.with_alpha(rng.choice(["#b08d55", "#fff6dc", "#8c6d42"]), 120))
            r = side * rng.uniform(0.0012, 0.003)
            p.drawEllipse(
                QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height())), r, r
            )

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        pit = d.inset(rect, 0.06)
        base, deep = QColor("#dfbf86"), QColor("#a67844")
        if state == "hovered":
            base, deep = QColor("#ecd09c"), QColor("#b98a52")
        elif state == "disabled":
            base, deep = QColor("#e6d7bb"), QColor("#cbb995")
        # A raised lip of pushed-up sand, then the hollow, shadowed on the upper left.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            d.radial(
                rect,
                [
                    (0, d.with_alpha("#fff3d6", 0)),
                    (0.8, d.with_alpha("#fff3d6", 0)),
                    (0.9, d.with_alpha("#fff3d6", 170)),
                    (1, d.with_alpha("#fff3d6", 0)),
                ],
            )
        )
        p.drawEllipse(rect)
        p.setBrush(d.radial(pit, [(0, base.lighter(104)), (0.6, base), (1, deep)], (0.62, 0.66)))
        p.drawEllipse(pit)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(d.pen(d.with_alpha("#8a6334", 150), w * 0.03))
        p.drawArc(d.inset(pit, 0.02), 30 * 16, 170 * 16)
        p.setPen(d.pen(d.with_alpha("#fff6de", 200), w * 0.02))
        p.drawArc(d.inset(pit, 0.02), 210 * 16, 170 * 16)
        rng = random.Random(9)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(70):
            a, r = rng.uniform(0, math.tau), pit.width() / 2 * math.sqrt(rng.random()) * 0.9
            p.setBrush(d.with_alpha(rng.choice(["#a47d47", "#fff2d0"]), 130))
            p.drawEllipse(
                QPointF(pit.center().x() + r * math.cos(a), pit.center().y() + r * math.sin(a)),
                w * 0.005,
                w * 0.005,
            )
        if state == "selected":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(d.pen("#0d4f63", w * 0.06))
            p.drawEllipse(d.inset(rect, 0.035))
            p.setPen(d.pen("#3ec6d8", w * 0.025))
            p.drawEllipse(d.inset(rect, 0.035))
        elif state == "disabled":
            d.hatch(p, d.inset(pit, 0.05), d.with_alpha("#b9a27a", 180), w * 0.014)

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        w = rect.width()
        body = d.inset(rect, 0.07)
        shape = pebble_path(body, _SHAPE_SEEDS.get(item, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#5c3f1c", 90))
        p.drawPath(shape.translated(w * 0.03, w * 0.04))
        if item in _PEBBLES:
            colour = _PEBBLES[item]
            edge = colour.darker(240 if item == "Y" else 190)
            p.setPen(d.pen(edge, w * 0.06))
            p.setBrush(
                d.radial(
                    body,
                    [(0, colour.lighter(140)), (0.5, colour), (1, colour.darker(130))],
                    (0.35, 0.3),
                )
            )
            p.drawPath(shape)
        elif item == "W":
            p.setPen(d.pen("#4d4a52", w * 0.06))
            p.setBrush(d.radial(body, [(0, "#ffffff"), (1, "#dfe6ee")], (0.35, 0.3)))
            p.drawPath(shape)
            # A glass marble: a swirl of all five colours inside.
            swirl = d.inset(rect, 0.24)
            for k, letter in enumerate("RYGBP"):
                p.setPen(d.pen(_PEBBLES[letter], w * 0.07))
                p.drawArc(
                    swirl.translated(w * 0.03 * math.cos(k), w * 0.03 * math.sin(k)),
                    int(k * 72 * 16),
                    60 * 16,
                )
        elif item == "X":
            p.setPen(d.pen("#15110d", w * 0.06))
            p.setBrush(d.radial(body, [(0, "#6a6561"), (1, "#2e2a27")], (0.35, 0.3)))
            p.drawPath(shape)
            p.setPen(d.pen("#a9a29a", w * 0.05))
            c = rect.center()
            r = w * 0.16
            p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
            p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#ffffff", 110))
        p.drawEllipse(QRectF(body.x() + w * 0.2, body.y() + w * 0.14, w * 0.2, w * 0.11))

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
