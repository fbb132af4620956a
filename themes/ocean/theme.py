"""Ocean: ribbed shells lying in clear water; the stones are pearls."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from twelve_bowls.app.theming import drawing as d
from twelve_bowls.app.theming.base import ChromePalette
from twelve_bowls.app.theming.cached import CachedTheme

_PEARLS = {
    "R": QColor("#d42a42"),
    "Y": QColor("#f5c426"),
    "G": QColor("#2fb574"),
    "B": QColor("#3f86f0"),
    "P": QColor("#7a36bd"),
}


def shell_path(rect: QRectF, scallops: int = 18) -> QPainterPath:
    """A round shell with a scalloped rim."""
    c = rect.center()
    r = rect.width() / 2
    path = QPainterPath()
    for k in range(scallops * 2 + 1):
        a = k * math.pi / scallops
        rr = r if k % 2 == 0 else r * 0.93
        pt = QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
        if k == 0:
            path.moveTo(pt)
        elif k % 2 == 0:
            ctrl_a = a - math.pi / scallops / 2
            path.quadTo(
                QPointF(c.x() + r * 1.04 * math.cos(ctrl_a), c.y() + r * 1.04 * math.sin(ctrl_a)),
                pt,
            )
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


EMBLEMS = d.Emblems(
    frozen=("#eefaff", "#135d8f", "#135d8f"),
    reverse=("#e0f7f4", "#0b5e58", "#0b5e58"),
    volcano=("#fde8da", "#7e260c", "#4a3a36", "#ff5414"),
    match=("#fff27a", "#5c4600", "#fff6a8"),
    eruption=("#ffb347", "#7e2000", "#ff8a3d", "#7e2000", None),
    overflow=("#ffa3ae", "#6e0012", "#ff2a45"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#4fd6e8", "#062033"))


class OceanTheme(CachedTheme):
    id: ClassVar[str] = "ocean"
    order: ClassVar[int] = 3
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Ocean"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        # Deep-water chrome: the accent is a bright aqua that shows on the sea as well.
        return ChromePalette.from_hex(
            window="#0a2f4a",
            panel="#0f3f60",
            text="#eaf7ff",
            muted_text="#9cc3d8",
            accent="#4fd6e8",
            accent_text="#06293f",
            button="#145272",
            button_text="#eaf7ff",
            danger="#ff8a80",
            success="#7ee2a8",
            board_text="#f2fbff",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_PEARLS[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(
            rect, d.linear(rect.topLeft(), rect.bottomLeft(), [(0, "#126a9c"), (1, "#06385e")])
        )
        side = min(rect.width(), rect.height())
        rng = random.Random(4)
        # Caustics: loose, bright wave lines that light plays on the sea floor.
        for _ in range(70):
            y0 = rng.uniform(0, rect.height())
            x0 = rng.uniform(-side * 0.2, rect.width())
            length = side * rng.uniform(0.1, 0.3)
            amp = side * rng.uniform(0.006, 0.015)
            path = QPainterPath(QPointF(x0, y0))
            for k in range(1, 13):
                x = x0 + length * k / 12
                path.lineTo(x, y0 + amp * math.sin(k * 1.1 + x0))
            p.setPen(
                d.pen(
                    d.with_alpha("#8fe3ff", rng.randint(30, 80)), side * rng.uniform(0.002, 0.005)
                )
            )
            p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(60):
            r = side * rng.uniform(0.002, 0.007)
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(d.pen(d.with_alpha("#d8f6ff", 110), side * 0.0015))
            p.drawEllipse(c, r, r)

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        light, dark, rib = QColor("#fbe9dd"), QColor("#e7bfa8"), QColor("#d49a80")
        if state == "hovered":
            light, dark = QColor("#fff4ec"), QColor("#f0cdb8")
        elif state == "disabled":
            light, dark, rib = QColor("#c9d2d6"), QColor("#aab6bc"), QColor("#94a2a9")
        if state == "selected":
            d.glow(p, rect, "#7df3ff", 220)
        shell_rect = d.inset(rect, 0.06)
        shell = shell_path(shell_rect)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#021a2c", 90))
        p.drawPath(shell.translated(w * 0.02, w * 0.03))
        p.setPen(d.pen(rib.darker(130), w * 0.015))
        p.setBrush(d.radial(shell_rect, [(0, light), (0.75, light), (1, dark)], (0.45, 0.4)))
        p.drawPath(shell)
        # Ribs radiate to the scallops; faint so pearls stay the focus.
        c = rect.center()
        p.setPen(d.pen(d.with_alpha(rib, 110), w * 0.01))
        for k in range(18):
            a = k * math.pi / 9
            p.drawLine(
                QPointF(c.x() + w * 0.12 * math.cos(a), c.y() + w * 0.12 * math.sin(a)),
                QPointF(c.x() + w * 0.42 * math.cos(a), c.y() + w * 0.42 * math.sin(a)),
            )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#ffffff", 70))
        p.drawEllipse(c, w * 0.12, w * 0.12)
        if state == "selected":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(d.pen("#004e63", w * 0.055))
            p.drawEllipse(d.inset(rect, 0.03))
            p.setPen(d.pen("#5ff0ff", w * 0.025))
            p.drawEllipse(d.inset(rect, 0.03))
        elif state == "disabled":
            d.hatch(p, d.inset(rect, 0.12), d.with_alpha("#7d8b92", 170), w * 0.014)

    def _pearl(self, p: QPainter, rect: QRectF, base: QColor, edge: QColor) -> None:
        body = d.inset(rect, 0.07)
        w = rect.width()
        p.setPen(d.pen(edge, w * 0.05))
        p.setBrush(
            d.radial(
                body,
                [
                    (0, base.lighter(165)),
                    (0.35, base.lighter(115)),
                    (0.8, base),
                    (1, base.darker(150)),
                ],
                (0.34, 0.3),
            )
        )
        p.drawEllipse(body)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(d.with_alpha("#ffffff", 200))
        p.drawEllipse(QPointF(body.x() + w * 0.3, body.y() + w * 0.26), w * 0.08, w * 0.055)
        p.setBrush(d.with_alpha("#ffffff", 60))
        p.drawEllipse(QPointF(body.x() + w * 0.58, body.y() + w * 0.62), w * 0.1, w * 0.06)

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        w = rect.width()
        if item in _PEARLS:
            colour = _PEARLS[item]
            self._pearl(p, rect, colour, colour.darker(250 if item in "YG" else 190))
        elif item == "W":
            body = d.inset(rect, 0.07)
            p.setPen(d.pen("#34324a", w * 0.06))
            p.setBrush(
                d.radial(
                    body,
                    [(0, "#ffffff"), (0.5, "#f4eefc"), (0.8, "#dff1f7"), (1, "#c9c2dc")],
                    (0.34, 0.3),
                )
            )
            p.drawEllipse(body)
            # Iridescence: a faint band of all five colours.
            band = d.inset(rect, 0.2)
            for k, letter in enumerate("RYGBP"):
                p.setPen(d.pen(d.with_alpha(_PEARLS[letter], 200), w * 0.06))
                p.drawArc(band, int((200 + k * 28) * 16), 28 * 16)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(d.with_alpha("#ffffff", 220))
            p.drawEllipse(QPointF(body.x() + w * 0.3, body.y() + w * 0.26), w * 0.08, w * 0.055)
        elif item == "X":
            c = rect.center()
            # A sea urchin: a dark body bristling with spines.
            p.setPen(d.pen("#e9dcff", w * 0.05))
            for k in range(16):
                a = k * math.tau / 16
                p.drawLine(
                    QPointF(c.x() + w * 0.2 * math.cos(a), c.y() + w * 0.2 * math.sin(a)),
                    QPointF(c.x() + w * 0.45 * math.cos(a), c.y() + w * 0.45 * math.sin(a)),
                )
            p.setPen(d.pen("#150f1c", w * 0.035))
            for k in range(16):
                a = k * math.tau / 16
                p.drawLine(
                    QPointF(c.x() + w * 0.2 * math.cos(a), c.y() + w * 0.2 * math.sin(a)),
                    QPointF(c.x() + w * 0.43 * math.cos(a), c.y() + w * 0.43 * math.sin(a)),
                )
            p.setPen(d.pen("#e9dcff", w * 0.04))
            p.setBrush(d.radial(rect, [(0, "#5a4a66"), (0.5, "#2a2030")], (0.4, 0.38)))
            p.drawEllipse(c, w * 0.25, w * 0.25)

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
