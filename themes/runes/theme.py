"""Runes: carved hollows in grey slabs on flagstones; the stones are rune stones."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from twelve_bowls.themes.api import CachedTheme, ChromePalette
from twelve_bowls.themes.api import drawing as d

_RUNES = {
    "R": QColor("#c9353f"),
    "Y": QColor("#e9bd2a"),
    "G": QColor("#45b068"),
    "B": QColor("#4a8ae6"),
    "P": QColor("#7c3fb8"),
}
# Decorative carved marks around each slab (not colour symbols: those belong to the app).
_GLYPHS = (
    ((0.0, -1.0), (0.0, 1.0), (0.0, -1.0), (0.7, -0.3)),
    ((-0.5, -1.0), (-0.5, 1.0), (-0.5, -0.2), (0.5, -1.0)),
    ((0.0, -1.0), (0.0, 1.0), (-0.6, -0.4), (0.6, 0.4)),
    ((-0.5, 1.0), (0.0, -1.0), (0.0, -1.0), (0.5, 1.0)),
)


def rune_stone_path(rect: QRectF) -> QPainterPath:
    """A rounded, slightly tapered slab: the shape of a rune stone."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x + w * 0.5, y))
    path.cubicTo(
        QPointF(x + w * 0.95, y), QPointF(x + w, y + h * 0.35), QPointF(x + w * 0.96, y + h * 0.62)
    )
    path.cubicTo(
        QPointF(x + w * 0.92, y + h * 0.95),
        QPointF(x + w * 0.7, y + h),
        QPointF(x + w * 0.5, y + h),
    )
    path.cubicTo(
        QPointF(x + w * 0.3, y + h),
        QPointF(x + w * 0.08, y + h * 0.95),
        QPointF(x + w * 0.04, y + h * 0.62),
    )
    path.cubicTo(QPointF(x, y + h * 0.35), QPointF(x + w * 0.05, y), QPointF(x + w * 0.5, y))
    path.closeSubpath()
    return path


EMBLEMS = d.Emblems(
    frozen=("#1f3446", "#9fd8ff", "#bfe6ff"),
    reverse=("#3a3320", "#ffd75e", "#ffd75e"),
    volcano=("#3a221c", "#ff8a4c", "#a08070", "#ff6a1f"),
    match=("#fff06b", "#3d2f00", "#ffe066"),
    eruption=("#ffb347", "#4a1400", "#ff8a3d", "#4a1400", "#ff6a1f"),
    overflow=("#ff6b7a", "#3d0009", "#ff2a45"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#d2a92e", "#15161a"))


class RunesTheme(CachedTheme):
    api_version: ClassVar[int] = 1  # of twelve_bowls.themes.api
    id: ClassVar[str] = "runes"
    order: ClassVar[int] = 4
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Runes"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#26282c",
            panel="#313439",
            text="#eceae4",
            muted_text="#b5b3ab",
            accent="#d2a92e",
            accent_text="#1b1c1e",
            button="#41444a",
            button_text="#eceae4",
            danger="#ff7a6e",
            success="#86d694",
            board_text="#f1ead6",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_RUNES[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(
            rect,
            d.radial(
                QRectF(
                    rect.center().x() - rect.width() * 0.7,
                    rect.center().y() - rect.width() * 0.7,
                    rect.width() * 1.4,
                    rect.width() * 1.4,
                ),
                [(0, "#3b3e43"), (1, "#1d1f22")],
            ),
        )
        side = min(rect.width(), rect.height())
        rng = random.Random(12)
        # Flagstones: an irregular grid of slabs with dark joints and worn faces.
        cell = side * 0.16
        rows = int(rect.height() / cell) + 2
        cols = int(rect.width() / cell) + 2
        for r in range(rows):
            offset = (r % 2) * cell * 0.5
            for c in range(cols):
                x = c * cell - offset + rng.uniform(-3, 3)
                y = r * cell * 0.8 + rng.uniform(-3, 3)
                slab = QRectF(
                    x, y, cell * rng.uniform(0.9, 1.0), cell * 0.8 * rng.uniform(0.9, 1.0)
                )
                tone = rng.randint(-8, 8)
                p.setPen(d.pen(d.with_alpha("#121315", 200), side * 0.004))
                p.setBrush(d.with_alpha(QColor(52 + tone, 55 + tone, 60 + tone), 150))
                p.drawRoundedRect(slab, side * 0.008, side * 0.008)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(300):
            p.setBrush(d.with_alpha(rng.choice(["#4b4f55", "#17181b"]), 90))
            rr = side * rng.uniform(0.001, 0.004)
            p.drawEllipse(
                QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height())), rr, rr
            )

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        slab_top, slab_bottom = QColor("#8b8f95"), QColor("#55585e")
        hollow_edge, hollow_mid = QColor("#17181b"), QColor("#383b41")
        glyph = QColor("#2a2c30")
        if state == "hovered":
            slab_top, slab_bottom = QColor("#a2a6ac"), QColor("#666a70")
            hollow_mid = QColor("#44484e")
        elif state == "disabled":
            slab_top, slab_bottom = QColor("#5c5e61"), QColor("#434548")
            hollow_mid = QColor("#26282b")
        if state == "selected":
            d.glow(p, rect, "#ffcf4a", 200)
            glyph = QColor("#ffd75e")
        slab = d.inset(rect, 0.015)
        p.setPen(d.pen("#151618", w * 0.02))
        p.setBrush(d.linear(slab.topLeft(), slab.bottomRight(), [(0, slab_top), (1, slab_bottom)]))
        p.drawEllipse(slab)
        # Carved runes on the rim, between the six rim places (R1.4) so stones never hide
        # them: a dark groove with a lit lower edge.
        c = rect.center()
        for k in range(6):
            a = -math.pi / 2 + math.pi / 6 + k * math.pi / 3
            gx, gy = c.x() + w * 0.43 * math.cos(a), c.y() + w * 0.43 * math.sin(a)
            s = w * 0.032
            pts = _GLYPHS[k % len(_GLYPHS)]
            for colour, dy in ((d.with_alpha("#d8dbe0", 120), w * 0.008), (glyph, 0.0)):
                p.setPen(d.pen(colour, w * 0.018))
                for i in range(0, len(pts), 2):
                    (x1, y1), (x2, y2) = pts[i], pts[i + 1]
                    p.drawLine(
                        QPointF(gx + x1 * s, gy + y1 * s + dy),
                        QPointF(gx + x2 * s, gy + y2 * s + dy),
                    )
        hollow = d.inset(rect, 0.12)
        p.setPen(d.pen(d.with_alpha("#c9ccd1", 150), w * 0.015))
        p.setBrush(
            d.radial(hollow, [(0, hollow_mid), (0.75, hollow_mid), (1, hollow_edge)], (0.58, 0.6))
        )
        p.drawEllipse(hollow)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(d.pen(d.with_alpha("#000000", 120), w * 0.03))
        p.drawArc(d.inset(hollow, 0.02), 40 * 16, 150 * 16)
        if state == "selected":
            p.setPen(d.pen("#5a4100", w * 0.055))
            p.drawEllipse(d.inset(rect, 0.035))
            p.setPen(d.pen("#ffd75e", w * 0.025))
            p.drawEllipse(d.inset(rect, 0.035))
        elif state == "disabled":
            d.hatch(p, d.inset(hollow, 0.04), d.with_alpha("#4a4c50", 220), w * 0.014)

    def _rune_stone(
        self, p: QPainter, rect: QRectF, base: QColor, bevel: QColor, mark: QColor
    ) -> None:
        w = rect.width()
        body = QRectF(rect.x() + w * 0.1, rect.y() + w * 0.07, w * 0.8, w * 0.86)
        path = rune_stone_path(body)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#000000", 120))
        p.drawPath(path.translated(w * 0.025, w * 0.035))
        p.setPen(d.pen(bevel, w * 0.07))
        p.setBrush(
            d.radial(
                body, [(0, base.lighter(125)), (0.7, base), (1, base.darker(135))], (0.38, 0.3)
            )
        )
        p.drawPath(path)
        # A carved mark in the corner: decoration, kept away from the symbol's place.
        p.setPen(d.pen(mark, w * 0.035))
        x, y = body.right() - w * 0.2, body.top() + w * 0.17
        s = w * 0.07
        p.drawLine(QPointF(x, y - s), QPointF(x, y + s))
        p.drawLine(QPointF(x, y - s), QPointF(x + s * 0.8, y - s * 0.2))

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        if item in _RUNES:
            colour = _RUNES[item]
            self._rune_stone(
                p, rect, colour, colour.lighter(165 if item in "RBP" else 145), colour.darker(170)
            )
        elif item == "W":
            self._rune_stone(p, rect, QColor("#e8e4da"), QColor("#ffffff"), QColor("#b08a1e"))
            w = rect.width()
            c = rect.center()
            for k, letter in enumerate("RYGBP"):
                a = -math.pi / 2 + k * math.tau / 5
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(_RUNES[letter])
                p.drawEllipse(
                    QPointF(
                        c.x() + w * 0.18 * math.cos(a), c.y() + w * 0.04 + w * 0.18 * math.sin(a)
                    ),
                    w * 0.06,
                    w * 0.06,
                )
        elif item == "X":
            # Pale weathered granite with a dark crack: a dark stone vanished into the dark
            # bowl (the blocker has no colour of its own, so lightness sets it apart).
            self._rune_stone(p, rect, QColor("#a3a7ae"), QColor("#d9dce1"), QColor("#6b6f77"))
            w = rect.width()
            c = rect.center()
            p.setPen(d.pen("#2c2e33", w * 0.05))
            path = QPainterPath(QPointF(c.x() - w * 0.2, c.y() - w * 0.18))
            path.lineTo(c.x() - w * 0.02, c.y() - w * 0.02)
            path.lineTo(c.x() - w * 0.08, c.y() + w * 0.08)
            path.lineTo(c.x() + w * 0.18, c.y() + w * 0.24)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
