"""Small rule diagrams for How to play, drawn with the active theme's keys.

A diagram is a row of frames read in the reading direction with an arrow between them
("before -> after"): in Arabic the frames run right to left and the arrow points left,
because the arrow means "then". What a frame shows is never mirrored: a ring frame keeps
bowl 0 at 12 o'clock and clockwise stays clockwise (R1.1, R2.3), exactly like the board.
Geometry comes from ``app.board.layout`` so a diagram looks like a piece of the board.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from twelve_bowls.app.board import layout
from twelve_bowls.app.i18n import format_number
from twelve_bowls.app.style import palette_of
from twelve_bowls.app.theming.base import modifier_key, stone_key
from twelve_bowls.app.theming.symbols import paint_symbol
from twelve_bowls.engine.board import BOWL_PLACES

BOWL_FRAME = 112.0  # logical pixels of a one-bowl frame
RING_FRAME = 240.0  # logical pixels of a whole-ring frame
ARROW_WIDTH = 44.0
MARGIN = 6.0


@dataclass(frozen=True)
class BowlPicture:
    """One bowl: its items in queue order (R10.1 letters), modifier and highlight."""

    items: str = ""
    modifier: str | None = None
    selected: bool = False
    highlight: str | None = None  # "match", "eruption" or "overflow"


@dataclass(frozen=True)
class RingPicture:
    """Twelve bowls in the board's ring, with an optional sowing arc (R2.3)."""

    bowls: tuple[BowlPicture, ...]
    sow_from: int | None = None  # the source bowl of the drawn sowing arc
    sow_count: int = 0
    clockwise: bool = True


Frame = BowlPicture | RingPicture


@dataclass(frozen=True)
class Diagram:
    """Frames side by side; ``arrows`` draws "then" between them (a before/after story)."""

    frames: tuple[Frame, ...] = field(default_factory=tuple)
    arrows: bool = True


def frame_size(frame: Frame) -> float:
    return RING_FRAME if isinstance(frame, RingPicture) else BOWL_FRAME


def ring(contents: dict[int, BowlPicture], **kwargs: Any) -> RingPicture:
    bowls = tuple(contents.get(i, BowlPicture()) for i in range(12))
    return RingPicture(bowls, **kwargs)


class DiagramWidget(QWidget):
    """Paints one ``Diagram``; repaints on theme or settings changes, never rebuilds."""

    def __init__(self, context: Any, diagram: Diagram, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.diagram = diagram
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        frames = self.diagram.frames
        width = sum(frame_size(f) for f in frames) + max(0, len(frames) - 1) * ARROW_WIDTH
        height = max((frame_size(f) for f in frames), default=0.0)
        return QSize(math.ceil(width + 2 * MARGIN), math.ceil(height + 2 * MARGIN))

    # -- geometry (tests read it) -----------------------------------------------------------------

    def frame_rects(self) -> list[QRectF]:
        """Frame rectangles in diagram order; in RTL the first frame is the rightmost."""
        hint = self.sizeHint()
        x = (self.width() - hint.width()) / 2 + MARGIN
        rects = []
        for frame in self.diagram.frames:
            size = frame_size(frame)
            rects.append(QRectF(x, (self.height() - size) / 2, size, size))
            x += size + ARROW_WIDTH
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            width = self.width()
            rects = [QRectF(width - r.right(), r.top(), r.width(), r.height()) for r in rects]
        return rects

    @staticmethod
    def ring_bowl_rects(frame: QRectF) -> list[QRectF]:
        """The twelve bowl rectangles of a ring frame, in bowl order, never mirrored."""
        scale = frame.width() / layout.SCENE_RECT.width()
        centre = frame.center()
        out = []
        for bowl in range(12):
            r = layout.bowl_rect(bowl)
            out.append(
                QRectF(
                    centre.x() + r.x() * scale,
                    centre.y() + r.y() * scale,
                    r.width() * scale,
                    r.height() * scale,
                )
            )
        return out

    # -- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self.context.theme
        if theme is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self.frame_rects()
        for frame, rect in zip(self.diagram.frames, rects, strict=True):
            if isinstance(frame, RingPicture):
                self._paint_ring(painter, theme, frame, rect)
            else:
                self._paint_bowl(painter, theme, frame, rect, single=True)
        if self.diagram.arrows:
            for a, b in itertools.pairwise(rects):
                self._paint_arrow(painter, a, b)
        painter.end()

    def _symbols_on(self) -> bool:
        return bool(getattr(getattr(self.context, "settings", None), "symbols", False))

    def _paint_bowl(
        self, painter: QPainter, theme: Any, bowl: BowlPicture, rect: QRectF, single: bool
    ) -> None:
        # A single bowl leaves room under it for the temporary 8th stone (R6.1).
        if single:
            side = rect.width() * 0.78
            rect = QRectF(rect.center().x() - side / 2, rect.top(), side, side)
        theme.paint(painter, "bowl.selected" if bowl.selected else "bowl", rect)
        scale = rect.width() / (2 * layout.BOWL_RADIUS)
        centre = rect.center()
        for index, item in enumerate(bowl.items):
            if index < layout.RIM_PLACES:
                angle = 2 * math.pi * index / layout.RIM_PLACES
                point = centre + layout.ring_point(angle, layout.PLACE_RADIUS * scale)
            elif index == layout.RIM_PLACES:
                point = QPointF(centre)
            else:
                extra = index - BOWL_PLACES
                point = QPointF(
                    centre.x() + (extra - 0.0) * layout.EXTRA_GAP * scale,
                    rect.bottom() + layout.STONE_RADIUS * scale * 1.4,
                )
            r = layout.STONE_RADIUS * scale
            stone = QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r)
            theme.paint(painter, stone_key(item), stone)
            if self._symbols_on() and item in "RYGBP":
                paint_symbol(painter, item, stone)
        if bowl.modifier:
            side = rect.width() * 0.34
            badge = QRectF(rect.right() - side * 0.8, rect.bottom() - side * 0.8, side, side)
            theme.paint(painter, modifier_key(bowl.modifier), badge)
        if bowl.highlight:
            theme.paint(painter, "highlight." + bowl.highlight, rect)

    def _paint_ring(self, painter: QPainter, theme: Any, ring: RingPicture, rect: QRectF) -> None:
        bowl_rects = self.ring_bowl_rects(rect)
        for bowl, bowl_rect in zip(ring.bowls, bowl_rects, strict=True):
            self._paint_bowl(painter, theme, bowl, bowl_rect, single=False)
        self._paint_numbers(painter, rect)
        if ring.sow_from is not None and ring.sow_count > 0:
            self._paint_sowing(painter, ring, rect)

    def _paint_numbers(self, painter: QPainter, rect: QRectF) -> None:
        """Bowl numbers just inside the ring, as on the board (R1.1: 0 on top, clockwise)."""
        scale = rect.width() / layout.SCENE_RECT.width()
        font = QFont(self.font())
        font.setPixelSize(self._number_pixels(rect))
        painter.setFont(font)
        painter.setPen(palette_of(self.context.theme).muted_text)
        centre = rect.center()
        box = self._number_box(rect)
        for bowl in range(12):
            point = layout.label_point(bowl)
            x = centre.x() + point.x() * scale
            y = centre.y() + point.y() * scale
            painter.drawText(
                QRectF(x - box / 2, y - box / 2, box, box),
                Qt.AlignmentFlag.AlignCenter,
                format_number(bowl),
            )

    @staticmethod
    def _number_pixels(rect: QRectF) -> int:
        return max(8, round(rect.width() / 22))

    @classmethod
    def _number_box(cls, rect: QRectF) -> float:
        """The square a bowl number is centred in."""
        return cls._number_pixels(rect) * 1.6

    def _paint_sowing(self, painter: QPainter, ring: RingPicture, rect: QRectF) -> None:
        """An arc inside the ring from the source bowl over the sown bowls (R2.3), inside
        the bowl numbers too, so it never crosses them (an eruption's arc sweeps half the
        ring)."""
        assert ring.sow_from is not None
        step = 1 if ring.clockwise else -1
        centre = rect.center()
        scale = rect.width() / layout.SCENE_RECT.width()
        numbers = math.hypot(layout.label_point(0).x(), layout.label_point(0).y()) * scale
        radius = numbers - self._number_box(rect)
        start = math.radians(ring.sow_from * 30)
        sweep = math.radians(ring.sow_count * 30) * step
        path = QPainterPath()
        points = [centre + layout.ring_point(start + sweep * t / 24, radius) for t in range(25)]
        path.moveTo(points[0])
        for p in points[1:]:
            path.lineTo(p)
        pen = QPen(palette_of(self.context.theme).accent, max(2.0, rect.width() / 60))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        self._arrow_head(painter, points[-2], points[-1], rect.width() / 18)

    def _paint_arrow(self, painter: QPainter, a: QRectF, b: QRectF) -> None:
        """ "Then" between two frames, pointing in the reading direction."""
        y = a.center().y()
        if a.center().x() < b.center().x():
            x0, x1 = a.right() + 8, b.left() - 8
        else:
            x0, x1 = a.left() - 8, b.right() + 8
        pen = QPen(palette_of(self.context.theme).muted_text, 3.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(x0, y), QPointF(x1, y))
        self._arrow_head(painter, QPointF(x0, y), QPointF(x1, y), 10.0)

    @staticmethod
    def _arrow_head(painter: QPainter, before: QPointF, tip: QPointF, size: float) -> None:
        angle = math.atan2(tip.y() - before.y(), tip.x() - before.x())
        left = QPointF(
            tip.x() - size * math.cos(angle - 0.5), tip.y() - size * math.sin(angle - 0.5)
        )
        right = QPointF(
            tip.x() - size * math.cos(angle + 0.5), tip.y() - size * math.sin(angle + 0.5)
        )
        painter.setBrush(painter.pen().color())
        painter.drawPolygon(QPolygonF([tip, left, right]))
