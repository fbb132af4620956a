"""Space: each bowl is an orbit in a starfield; the stones are small planets."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from twelve_bowls.themes.api import CachedTheme, ChromePalette
from twelve_bowls.themes.api import drawing as d

_PLANETS = {
    "R": QColor("#e03c3f"),
    "Y": QColor("#ffcf3f"),
    "G": QColor("#3cca82"),
    "B": QColor("#4a95ff"),
    "P": QColor("#9646e0"),
}
_ORBIT = {
    "": QColor("#7f93c9"),
    "hovered": QColor("#b8c8f2"),
    "selected": QColor("#7ff0ff"),
    "disabled": QColor("#3a4058"),
}


EMBLEMS = d.Emblems(
    frozen=("#13233b", "#9fdcff", "#c4ecff"),
    reverse=("#1e1a3b", "#c9b8ff", "#d9ccff"),
    volcano=("#2b1518", "#ff8a4c", "#9a8a86", "#ff6a1f"),
    match=("#fff7a0", "#b38f00", "#fff07a"),
    eruption=("#ffd08a", "#ff5a1f", "#ffb070", "#e0480e", "#ff6a1f"),
    overflow=("#ff9aa5", "#e0102e", "#ff2a45"),
)
# The preview ghosts and the full-bowl warning in the highlight colours (R2.1, R6.1).
MARKS = d.Marks.from_emblems(EMBLEMS, land=("#7aa2ff", "#070a16"))


class SpaceTheme(CachedTheme):
    api_version: ClassVar[int] = 1  # of twelve_bowls.themes.api
    id: ClassVar[str] = "space"
    order: ClassVar[int] = 6
    name: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Space"))
    author: ClassVar[str] = str(QT_TRANSLATE_NOOP("Themes", "Twelve Bowls developers"))
    licence: ClassVar[str] = "MIT"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#0b0f1e",
            panel="#151b31",
            text="#eef1ff",
            muted_text="#9aa4c4",
            accent="#7aa2ff",
            accent_text="#0b0f1e",
            button="#222a47",
            button_text="#eef1ff",
            danger="#ff6573",
            success="#5be39a",
            board_text="#e6ecff",
        )

    def stone_colour(self, colour: str) -> QColor:
        return QColor(_PLANETS[colour])

    def draw_background(self, p: QPainter, rect: QRectF) -> None:
        big = max(rect.width(), rect.height())
        field = QRectF(
            rect.center().x() - big * 0.75, rect.center().y() - big * 0.75, big * 1.5, big * 1.5
        )
        p.fillRect(rect, d.radial(field, [(0, "#18203f"), (0.6, "#0a0e1f"), (1, "#04060d")]))
        side = min(rect.width(), rect.height())
        rng = random.Random(42)
        p.setPen(Qt.PenStyle.NoPen)
        # Nebulae: a few wide, faint clouds.
        for colour in ("#6b3fa0", "#1f7a8c", "#a03f78", "#2f4fb0"):
            r = side * rng.uniform(0.25, 0.45)
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            cloud = QRectF(c.x() - r, c.y() - r * 0.7, 2 * r, 1.4 * r)
            p.setBrush(
                d.radial(cloud, [(0, d.with_alpha(colour, 60)), (1, d.with_alpha(colour, 0))])
            )
            p.drawEllipse(cloud)
        area = rect.width() * rect.height()
        for _ in range(int(area / 2500)):
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            r = side * rng.choice([0.0008, 0.0012, 0.0012, 0.0018, 0.0026])
            p.setBrush(
                d.with_alpha(rng.choice(["#ffffff", "#cfe0ff", "#fff1d6"]), rng.randint(90, 255))
            )
            p.drawEllipse(c, r, r)
        p.setPen(d.pen(d.with_alpha("#dfe9ff", 170), side * 0.0012))
        for _ in range(14):
            c = QPointF(rng.uniform(0, rect.width()), rng.uniform(0, rect.height()))
            s = side * rng.uniform(0.005, 0.012)
            p.drawLine(QPointF(c.x() - s, c.y()), QPointF(c.x() + s, c.y()))
            p.drawLine(QPointF(c.x(), c.y() - s), QPointF(c.x(), c.y() + s))

    def draw_bowl(self, p: QPainter, rect: QRectF, state: str) -> None:
        w = rect.width()
        colour = _ORBIT.get(state, _ORBIT[""])
        disc = d.inset(rect, 0.06)
        if state == "selected":
            d.glow(p, rect, "#4fd8ff", 170)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            d.radial(disc, [(0, "#141a33"), (0.8, "#0d1226"), (1, d.mix("#0d1226", colour, 0.25))])
        )
        p.drawEllipse(disc)
        p.setBrush(Qt.BrushStyle.NoBrush)
        # Three orbits; a moon rides the outer one.
        for frac, alpha, width in ((0.0, 255, 0.022), (0.13, 110, 0.01), (0.26, 70, 0.008)):
            orbit_pen = d.pen(d.with_alpha(colour, alpha), w * width)
            if state == "disabled":
                orbit_pen.setDashPattern([2.0, 2.5])
            p.setPen(orbit_pen)
            p.drawEllipse(d.inset(disc, frac / 2 + 0.01))
        if state == "disabled":
            d.hatch(p, d.inset(disc, 0.08), d.with_alpha("#2a3150", 255), w * 0.012)
            return
        c, r = rect.center(), disc.width() / 2 - w * 0.01
        moon = QPointF(c.x() + r * math.cos(-0.8), c.y() + r * math.sin(-0.8))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            d.radial(
                QRectF(moon.x() - w * 0.035, moon.y() - w * 0.035, w * 0.07, w * 0.07),
                [(0, "#ffffff"), (1, colour)],
                (0.35, 0.35),
            )
        )
        p.drawEllipse(moon, w * 0.03, w * 0.03)
        if state == "selected":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(d.pen("#7ff0ff", w * 0.03))
            p.drawEllipse(d.inset(rect, 0.03))

    def _planet(self, p: QPainter, rect: QRectF, colour: QColor, item: str) -> None:
        w = rect.width()
        body = d.inset(rect, 0.1)
        # Lit limb first (an atmosphere), then the globe shaded away from the sun.
        p.setPen(d.pen(d.mix(colour, "#ffffff", 0.55), w * 0.06))
        p.setBrush(
            d.radial(
                body,
                [(0, colour.lighter(140)), (0.55, colour), (1, colour.darker(170))],
                (0.32, 0.3),
            )
        )
        p.drawEllipse(body)
        clip = QPainterPath()
        clip.addEllipse(body)
        p.save()
        p.setClipPath(clip)
        p.setPen(d.pen(d.with_alpha(colour.darker(150), 120), w * 0.05))
        # Cloud bands make each planet a planet, not a ball; tilt varies per colour.
        tilt = {"R": -0.25, "Y": 0.1, "G": 0.3, "B": -0.1, "P": 0.2}.get(item, 0.0)
        c = rect.center()
        for k in (-1, 1):
            y = c.y() + k * w * 0.17
            p.drawLine(
                QPointF(body.left(), y + tilt * w * 0.3), QPointF(body.right(), y - tilt * w * 0.3)
            )
        p.restore()

    def draw_stone(self, p: QPainter, rect: QRectF, item: str) -> None:
        w = rect.width()
        c = rect.center()
        if item in _PLANETS:
            self._planet(p, rect, _PLANETS[item], item)
        elif item == "W":
            # A young star: white-hot with a rainbow corona.
            p.setPen(Qt.PenStyle.NoPen)
            for k, letter in enumerate("RYGBP"):
                a = -math.pi / 2 + k * math.tau / 5
                ray = QPainterPath(c)
                for da, rr in ((-0.22, 0.3), (0.0, 0.48), (0.22, 0.3)):
                    ray.lineTo(c.x() + w * rr * math.cos(a + da), c.y() + w * rr * math.sin(a + da))
                ray.closeSubpath()
                p.setBrush(_PLANETS[letter])
                p.drawPath(ray)
            p.setPen(d.pen("#ffffff", w * 0.04))
            p.setBrush(d.radial(rect, [(0, "#ffffff"), (0.5, "#eaf4ff"), (1, "#bcd4ff")]))
            p.drawEllipse(c, w * 0.27, w * 0.27)
        elif item == "X":
            rock = QPainterPath()
            rng = random.Random(5)
            for k in range(11):
                a = k * math.tau / 11
                r = w * 0.42 * rng.uniform(0.8, 1.0)
                pt = QPointF(c.x() + r * math.cos(a), c.y() + r * 0.9 * math.sin(a))
                if k == 0:
                    rock.moveTo(pt)
                else:
                    rock.lineTo(pt)
            rock.closeSubpath()
            p.setPen(d.pen("#c9ccd6", w * 0.06))
            p.setBrush(d.radial(rect, [(0, "#a19c96"), (1, "#615c58")], (0.35, 0.3)))
            p.drawPath(rock)
            p.setPen(d.pen("#3e3a37", w * 0.025))
            p.setBrush(QColor("#77726d"))
            for dx, dy, s in ((-0.12, -0.08, 0.08), (0.13, 0.06, 0.06), (-0.02, 0.17, 0.05)):
                p.drawEllipse(QPointF(c.x() + w * dx, c.y() + w * dy), w * s, w * s)

    def draw_modifier(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_emblem(p, rect, kind, EMBLEMS)

    def draw_highlight(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_highlight(p, rect, kind, EMBLEMS)

    def draw_mark(self, p: QPainter, rect: QRectF, kind: str) -> None:
        d.paint_mark(p, rect, kind, MARKS)
