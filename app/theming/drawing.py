"""Vector helpers shared by the built-in themes (and free for plugins to use).

All helpers draw relative to a rect, so the same artwork scales to any size. Modifier
emblems keep the same shapes in every theme (a snowflake, two turning arrows, a
mountain with lava) because they carry rules meaning (R1.5); themes choose the colours.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

if TYPE_CHECKING:
    from twelve_bowls.app.theming.base import ChromePalette


def inset(rect: QRectF, fraction: float) -> QRectF:
    """``rect`` shrunk by ``fraction`` of its width on every side."""
    d = rect.width() * fraction
    return rect.adjusted(d, d, -d, -d)


def square(rect: QRectF) -> QRectF:
    """The largest square centred in ``rect``."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    return QRectF(c.x() - side / 2, c.y() - side / 2, side, side)


def with_alpha(colour: QColor | str, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


def mix(a: QColor | str, b: QColor | str, t: float) -> QColor:
    """Linear mix: ``t`` = 0 gives ``a``, 1 gives ``b``."""
    ca, cb = QColor(a), QColor(b)
    return QColor(
        round(ca.red() + (cb.red() - ca.red()) * t),
        round(ca.green() + (cb.green() - ca.green()) * t),
        round(ca.blue() + (cb.blue() - ca.blue()) * t),
        round(ca.alpha() + (cb.alpha() - ca.alpha()) * t),
    )


def pen(colour: QColor | str, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    p = QPen(QColor(colour), width)
    p.setCapStyle(cap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


def radial(
    rect: QRectF, stops: list[tuple[float, QColor | str]], focal: tuple[float, float] = (0.5, 0.5)
) -> QBrush:
    """A radial gradient over ``rect`` with its focal point at a fraction of the rect."""
    # Imported when first drawn: PySide6 makes QGradient's Python enums (180 presets) with
    # the class, and only the board's highlights and glows draw gradients, never home.
    from PySide6.QtGui import QRadialGradient

    c = rect.center()
    f = QPointF(rect.left() + rect.width() * focal[0], rect.top() + rect.height() * focal[1])
    g = QRadialGradient(c, rect.width() / 2, f)
    for at, colour in stops:
        g.setColorAt(at, QColor(colour))
    return QBrush(g)


def linear(start: QPointF, end: QPointF, stops: list[tuple[float, QColor | str]]) -> QBrush:
    from PySide6.QtGui import QLinearGradient  # when first drawn, as in ``radial``

    g = QLinearGradient(start, end)
    for at, colour in stops:
        g.setColorAt(at, QColor(colour))
    return QBrush(g)


def glow(painter: QPainter, rect: QRectF, colour: QColor | str, strength: int = 160) -> None:
    """A soft round glow filling ``rect`` (brightest at 60% of the radius, gone at the edge)."""
    c = QColor(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(
        radial(
            rect,
            [
                (0.0, with_alpha(c, 0)),
                (0.55, with_alpha(c, strength)),
                (0.72, with_alpha(c, strength // 2)),
                (1.0, with_alpha(c, 0)),
            ],
        )
    )
    painter.drawEllipse(rect)


def star_path(
    centre: QPointF, outer: float, inner: float, points: int = 5, turn: float = 0.0
) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + turn + i * math.pi / points
        p = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def hatch(painter: QPainter, disc: QRectF, colour: QColor | str, width: float) -> None:
    """Diagonal hatching inside the ellipse ``disc``: "not selectable" without colour alone."""
    clip = QPainterPath()
    clip.addEllipse(disc)
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.setPen(pen(colour, width))
    step = disc.width() / 7
    x = disc.left() - disc.height()
    while x < disc.right():
        painter.drawLine(QPointF(x, disc.bottom()), QPointF(x + disc.height(), disc.top()))
        x += step
    painter.restore()


# --- modifier emblems (R1.5): same shapes in every theme -------------------------------


def snowflake(painter: QPainter, rect: QRectF, colour: QColor | str) -> None:
    c = rect.center()
    r = rect.width() * 0.36
    w = rect.width() * 0.075
    painter.setPen(pen(colour, w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(6):
        a = i * math.pi / 3 - math.pi / 2
        tip = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
        painter.drawLine(c, tip)
        mid = QPointF(c.x() + r * 0.6 * math.cos(a), c.y() + r * 0.6 * math.sin(a))
        for side in (-1, 1):
            b = a + side * math.pi / 4
            painter.drawLine(
                mid, QPointF(mid.x() + r * 0.3 * math.cos(b), mid.y() + r * 0.3 * math.sin(b))
            )


def reverse_arrows(painter: QPainter, rect: QRectF, colour: QColor | str) -> None:
    """Two arrows turning counter-clockwise: sowing runs the other way (R1.5)."""
    c = rect.center()
    r = rect.width() * 0.27
    w = rect.width() * 0.085
    box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
    painter.setPen(pen(colour, w, Qt.PenCapStyle.FlatCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for start in (20, 200):
        painter.drawArc(box, start * 16, 130 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    for end_deg in (150, 330):
        a = math.radians(end_deg)
        tip_c = QPointF(c.x() + r * math.cos(a), c.y() - r * math.sin(a))
        # Counter-clockwise tangent on screen (y down): (-sin a, -cos a).
        t = QPointF(-math.sin(a), -math.cos(a))
        n = QPointF(math.cos(a), -math.sin(a))
        size = rect.width() * 0.16
        head = QPainterPath()
        head.moveTo(tip_c + t * size)
        head.lineTo(tip_c + n * (size * 0.8))
        head.lineTo(tip_c - n * (size * 0.8))
        head.closeSubpath()
        painter.drawPath(head)


def volcano(painter: QPainter, rect: QRectF, rock: QColor | str, lava: QColor | str) -> None:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    mountain = QPainterPath()
    mountain.moveTo(x + w * 0.14, y + h * 0.78)
    mountain.lineTo(x + w * 0.40, y + h * 0.38)
    mountain.lineTo(x + w * 0.60, y + h * 0.38)
    mountain.lineTo(x + w * 0.86, y + h * 0.78)
    mountain.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(rock))
    painter.drawPath(mountain)
    flow = QPainterPath()
    flow.moveTo(x + w * 0.40, y + h * 0.38)
    flow.lineTo(x + w * 0.60, y + h * 0.38)
    flow.lineTo(x + w * 0.56, y + h * 0.50)
    flow.lineTo(x + w * 0.52, y + h * 0.46)
    flow.lineTo(x + w * 0.47, y + h * 0.56)
    flow.lineTo(x + w * 0.45, y + h * 0.46)
    flow.closeSubpath()
    painter.setBrush(QColor(lava))
    painter.drawPath(flow)
    for dx, dy, s in ((0.5, 0.24, 0.07), (0.38, 0.2, 0.05), (0.62, 0.18, 0.045)):
        painter.drawEllipse(QPointF(x + w * dx, y + h * dy), w * s, w * s)


def emblem_disc(painter: QPainter, rect: QRectF, fill: QColor | str, edge: QColor | str) -> QRectF:
    """The round badge a modifier emblem sits on; returns the rect for the emblem."""
    disc = inset(rect, 0.04)
    painter.setPen(pen(edge, rect.width() * 0.06))
    painter.setBrush(QColor(fill))
    painter.drawEllipse(disc)
    return disc


# --- highlights: a two-tone ring that reads on light and on dark ------------------------


def highlight_ring(
    painter: QPainter,
    rect: QRectF,
    core: QColor | str,
    edge: QColor | str,
    halo: QColor | str | None = None,
    dashed: bool = False,
) -> None:
    """A ring hugging the bowl's rim: a dark edge, a bright core, an optional outer halo."""
    ring = inset(rect, 0.05)
    w = rect.width()
    if halo is not None:
        h = QColor(halo)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(
            radial(
                rect,
                [
                    (0.0, with_alpha(h, 0)),
                    (0.80, with_alpha(h, 0)),
                    (0.90, with_alpha(h, 150)),
                    (1.0, with_alpha(h, 0)),
                ],
            )
        )
        painter.drawEllipse(rect)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(edge, w * 0.075))
    painter.drawEllipse(ring)
    core_pen = pen(core, w * 0.04, Qt.PenCapStyle.FlatCap)
    if dashed:
        core_pen.setDashPattern([2.2, 1.3])
    painter.setPen(core_pen)
    painter.drawEllipse(ring)


def eruption_rays(painter: QPainter, rect: QRectF, core: QColor | str, edge: QColor | str) -> None:
    """Short rays bursting out of the rim, for an eruption (R1.5 volcano)."""
    c = rect.center()
    w = rect.width()
    for i in range(12):
        a = i * math.pi / 6 + math.pi / 12
        p1 = QPointF(c.x() + w * 0.36 * math.cos(a), c.y() + w * 0.36 * math.sin(a))
        p2 = QPointF(c.x() + w * 0.49 * math.cos(a), c.y() + w * 0.49 * math.sin(a))
        painter.setPen(pen(edge, w * 0.05))
        painter.drawLine(p1, p2)
        painter.setPen(pen(core, w * 0.025))
        painter.drawLine(p1, p2)


# --- the standard emblems and highlights, coloured per theme ----------------------------


class Emblems(NamedTuple):
    """Colours for the standard modifier badges and bowl highlights.

    Most themes keep the same shapes (a disc with a snowflake, arrows or a volcano; rings
    and rays round the rim) and differ only in colour; this table is that difference.
    (NamedTuples here: the home screen's emblem loads this module before its first frame,
    where a dataclass costs 1-1.5 ms a class to make.)
    """

    frozen: tuple[str, str, str]  # disc fill, disc edge, snowflake
    reverse: tuple[str, str, str]  # disc fill, disc edge, arrows
    volcano: tuple[str, str, str, str]  # disc fill, disc edge, rock, lava
    match: tuple[str, str, str | None]  # ring core, ring edge, halo
    eruption: tuple[str, str, str, str, str | None]  # rays core, rays edge, ring core, edge, halo
    overflow: tuple[str, str, str | None]  # ring core, ring edge, halo; always dashed


def paint_emblem(painter: QPainter, rect: QRectF, kind: str, emblems: Emblems) -> None:
    """A modifier badge (R1.5) for ``kind`` "frozen", "reverse" or "volcano"."""
    if kind == "frozen":
        fill, edge, glyph = emblems.frozen
        snowflake(painter, emblem_disc(painter, rect, fill, edge), glyph)
    elif kind == "reverse":
        fill, edge, glyph = emblems.reverse
        reverse_arrows(painter, emblem_disc(painter, rect, fill, edge), glyph)
    elif kind == "volcano":
        fill, edge, rock, lava = emblems.volcano
        volcano(painter, emblem_disc(painter, rect, fill, edge), rock, lava)


def paint_highlight(painter: QPainter, rect: QRectF, kind: str, emblems: Emblems) -> None:
    """A bowl highlight for ``kind`` "match", "eruption" or "overflow"."""
    if kind == "match":
        core, edge, halo = emblems.match
        highlight_ring(painter, rect, core, edge, halo=halo)
    elif kind == "eruption":
        rays_core, rays_edge, core, edge, halo = emblems.eruption
        eruption_rays(painter, rect, rays_core, rays_edge)
        highlight_ring(painter, rect, core, edge, halo=halo)
    elif kind == "overflow":
        core, edge, halo = emblems.overflow
        highlight_ring(painter, rect, core, edge, halo=halo, dashed=True)


# --- marks on a resting board: the preview's ghosts and the full-bowl warning -----------


class Marks(NamedTuple):
    """Colours of the ``mark.*`` keys, each a (core, edge) pair: a bright core over a
    darker edge reads on light and on dark boards alike."""

    land: tuple[str, str]  # the ghost ring where a stone of the hand would land (R2.3)
    group: tuple[str, str]  # a group would form (R4)
    erupt: tuple[str, str]  # the volcano would erupt (R3.3)
    overflow: tuple[str, str]  # the bowl would overflow (R6.2)
    full: tuple[str, str]  # seven items: one more overflows it (R6.1)

    @classmethod
    def from_emblems(cls, emblems: Emblems, land: tuple[str, str]) -> Marks:
        """The marks in a theme's highlight colours, so a preview matches what it previews."""
        return cls(
            land=land,
            group=(emblems.match[0], emblems.match[1]),
            erupt=(emblems.eruption[0], emblems.eruption[1]),
            overflow=(emblems.overflow[0], emblems.overflow[1]),
            full=(emblems.overflow[0], emblems.overflow[1]),
        )

    @classmethod
    def from_palette(cls, palette: ChromePalette) -> Marks:
        edge = palette.window.name()
        return cls(
            land=(palette.accent.name(), edge),
            group=(palette.success.name(), edge),
            erupt=(palette.accent.name(), edge),
            overflow=(palette.danger.name(), edge),
            full=(palette.danger.name(), edge),
        )


def paint_mark(painter: QPainter, rect: QRectF, kind: str, marks: Marks) -> None:
    """One ``mark.*`` key. Ghost marks are outlines and ticks only, so the stones under
    them stay readable and a preview never looks like a played move."""
    w = rect.width()
    c = rect.center()
    if kind == "land":
        _dashed_ring(painter, inset(rect, 0.08), marks.land, w * 0.08, [1.6, 1.0])
    elif kind == "group":
        core, edge = marks.group
        # Dots round the rim: "these would leave", lighter than the match flash itself.
        ring = inset(rect, 0.06)
        for colour, radius in ((edge, w * 0.04), (core, w * 0.026)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            for k in range(16):
                a = k * math.tau / 16
                point = QPointF(
                    c.x() + ring.width() / 2 * math.cos(a), c.y() + ring.height() / 2 * math.sin(a)
                )
                painter.drawEllipse(point, radius, radius)
    elif kind == "erupt":
        core, edge = marks.erupt
        # Rays pointing out from the rim, dashed: the eruption to come.
        for colour, width in ((edge, w * 0.06), (core, w * 0.03)):
            painter.setPen(pen(colour, width))
            for k in range(12):
                a = k * math.tau / 12
                for r0, r1 in ((0.40, 0.44), (0.46, 0.50)):
                    painter.drawLine(
                        QPointF(c.x() + w * r0 * math.cos(a), c.y() + w * r0 * math.sin(a)),
                        QPointF(c.x() + w * r1 * math.cos(a), c.y() + w * r1 * math.sin(a)),
                    )
    elif kind == "overflow":
        _dashed_ring(painter, inset(rect, 0.05), marks.overflow, w * 0.035, [1.0, 1.4])
        _warning_sign(painter, rect, *marks.overflow)
    elif kind == "full":
        core, edge = marks.full
        # A bar across the top of the rim, like a full gauge, plus the warning sign.
        arc = inset(rect, 0.03)
        for colour, width in ((edge, w * 0.075), (core, w * 0.04)):
            painter.setPen(pen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawArc(arc, 50 * 16, 80 * 16)
            painter.drawArc(arc, 230 * 16, 80 * 16)
        _warning_sign(painter, rect, core, edge)


def _dashed_ring(
    painter: QPainter, ring: QRectF, colours: tuple[str, str], width: float, dash: list[float]
) -> None:
    """A dashed ring, its core over an edge twice as wide (readable on light and dark)."""
    core, edge = colours
    for colour, w in ((edge, width * 2), (core, width)):
        p = pen(colour, w, Qt.PenCapStyle.FlatCap)
        p.setDashPattern(dash)
        painter.setPen(p)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(ring)


def _warning_sign(painter: QPainter, rect: QRectF, core: str, edge: str) -> None:
    """A small triangle with a bar at the bowl's top edge: danger without colour alone."""
    w = rect.width()
    top = QPointF(rect.center().x(), rect.top() + w * 0.01)
    size = w * 0.11  # small enough to stay clear of the top stone
    tri = QPainterPath()
    tri.moveTo(top)
    tri.lineTo(top.x() + size * 0.6, top.y() + size)
    tri.lineTo(top.x() - size * 0.6, top.y() + size)
    tri.closeSubpath()
    painter.setPen(pen(edge, w * 0.02))
    painter.setBrush(QColor(core))
    painter.drawPath(tri)
    painter.setPen(pen(edge, w * 0.025))
    painter.drawLine(
        QPointF(top.x(), top.y() + size * 0.35), QPointF(top.x(), top.y() + size * 0.68)
    )
    painter.drawPoint(QPointF(top.x(), top.y() + size * 0.84))
