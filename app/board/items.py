"""Scene items: each holds a theme key and asks the active theme to draw it.

Items never read or change game state, so a theme switch only repaints: the scene tells them what to
show. Switching theme calls ``update()``; nothing is rebuilt.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from twelve_bowls.app.board import layout
from twelve_bowls.app.board.pictures import copy_picture, draw_picture
from twelve_bowls.app.i18n import format_number
from twelve_bowls.app.theming.base import ChromePalette, modifier_key, stone_key
from twelve_bowls.app.theming.symbols import paint_symbol
from twelve_bowls.engine.board import BOWL_PLACES, Modifier, ModifierKind
from twelve_bowls.engine.rules import VOLCANO_READY_AT

# Bowl pictures kept across theme switches (``BowlItem._paint_picture``): twelve bowls in
# two or three themes and a few states each, about 100 kB apiece at 1280x720.
_PICTURES: OrderedDict[tuple[Any, ...], QImage] = OrderedDict()
_PICTURES_KEPT = 64

Z_BOWL = 0.0
Z_STONE = 10.0
Z_HIGHLIGHT = 20.0
Z_MOVING = 30.0
Z_POPUP = 40.0


class BoardLook:
    """What every item needs to draw: the theme and the symbols setting (R1.6).

    Shared by reference, so one assignment plus a scene update restyles everything.
    """

    def __init__(self, theme: Any, symbols: bool = False) -> None:
        self.theme = theme
        self.symbols = symbols
        self._palette: tuple[Any, ChromePalette] | None = None  # (theme, its palette)

    def palette(self) -> ChromePalette:
        """The theme's palette, asked once per theme: every item asks in every paint, and
        each answer was eleven colours parsed again (about 1 ms of a theme switch in a
        game). A theme the guard turned off is asked again (its fallback's)."""
        theme = self.theme
        kept = self._palette
        if kept is not None and kept[0] is theme and not getattr(theme, "disabled", False):
            return kept[1]
        from twelve_bowls.app.style import (
            palette_of,  # the fallback palette lives with the stylesheet
        )

        palette = palette_of(theme)
        self._palette = (theme, palette)
        return palette


class BowlItem(QGraphicsItem):
    """One bowl: its body, modifier badge, volcano gauge, temporary counter and number."""

    def __init__(self, bowl: int, look: BoardLook) -> None:
        super().__init__()
        self.bowl = bowl
        self.look = look
        self.key = "bowl"
        self.modifier: Modifier | None = None
        self.fill = 0  # items held: the volcano gauge (R3.3: ready at six), full at seven
        self._rect = layout.bowl_rect(bowl)
        badge = layout.modifier_rect(bowl)
        self._bounds = (
            self._rect.adjusted(-16, -16, 16, 16)
            .united(
                QRectF(
                    layout.label_point(bowl) - QPointF(30, 20),
                    layout.label_point(bowl) + QPointF(30, 20),
                )
            )
            .united(badge.adjusted(-20, -20, 20, 20))  # the badge and its counter disc
        )
        self.setZValue(Z_BOWL)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(layout.bowl_centre(bowl))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path

    def set_state(self, key: str, modifier: Modifier | None, fill: int) -> None:
        if (key, modifier, fill) != (self.key, self.modifier, self.fill):
            self.key, self.modifier, self.fill = key, modifier, fill
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = self.look.theme
        if theme is None:
            return
        device = painter.device()
        if (
            widget is None
            and isinstance(device, QPixmap)
            and not painter.hasClipping()
            and not getattr(theme, "disabled", False)
        ):
            # Qt's own cache of this item (DeviceCoordinateCache): a fresh, transparent
            # pixmap of the item's device size. The picture drawn for this look at this
            # transform is kept, so a switch back to a theme seen before draws each bowl
            # with one copy instead of its parts again (4 ms of a switch).
            self._paint_picture(painter, device, theme)
            return
        self._paint_parts(painter, theme)

    def _paint_picture(self, painter: QPainter, device: QPixmap, theme: Any) -> None:
        t = painter.worldTransform()
        ratio = device.devicePixelRatioF()
        key = (
            theme,
            self.bowl,
            self.key,
            self.modifier,
            self.fill,
            format_number(self.bowl),  # the language's digits
            QFont().key(),  # the language's font
            painter.layoutDirection(),
            painter.renderHints(),
            device.width(),
            device.height(),
            ratio,
            (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy()),
        )
        image = _PICTURES.get(key)
        if image is None:
            image = draw_picture(
                painter,
                device,
                QImage.Format.Format_ARGB32_Premultiplied,
                lambda picture: self._paint_parts(picture, theme),
            )
            _PICTURES[key] = image
            if len(_PICTURES) > _PICTURES_KEPT:
                _PICTURES.popitem(last=False)
        else:
            _PICTURES.move_to_end(key)
        # Onto a transparent pixmap: the pixels become the picture's exactly, as blending
        # over nothing would make them.
        copy_picture(painter, image)

    def _paint_parts(self, painter: QPainter, theme: Any) -> None:
        theme.paint(painter, self.key, self._rect)
        if self.fill >= BOWL_PLACES:
            # R6.1: seven items, one more overflows; drawn round the rim, outside the stones.
            theme.paint(painter, "mark.full", self._rect.adjusted(-14, -14, 14, 14))
        palette = self.look.palette()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.modifier is not None:
            if self.modifier.kind is ModifierKind.VOLCANO:
                self._paint_gauge(painter, palette)
            badge = layout.modifier_rect(self.bowl)
            theme.paint(painter, modifier_key(self.modifier.kind.value), badge)
            if self.modifier.moves_left is not None:
                self._paint_counter(painter, palette, badge, self.modifier.moves_left)
        self._paint_number(painter, palette)

    def _paint_gauge(self, painter: QPainter, palette: ChromePalette) -> None:
        """R3.3: an arc around the bowl filling toward six items (ready to erupt)."""
        rect = self._rect.adjusted(-8, -8, 8, 8)
        track = QColor(palette.board_text)
        track.setAlphaF(0.18)
        pen = QPen(track, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(rect, 90 * 16, -360 * 16)
        share = min(self.fill, VOLCANO_READY_AT) / VOLCANO_READY_AT
        if share > 0:
            colour = palette.danger if self.fill >= VOLCANO_READY_AT else palette.accent
            pen.setColor(colour)
            painter.setPen(pen)
            # Qt angles: 16ths of a degree, counter-clockwise positive; start at 12 o'clock.
            painter.drawArc(rect, 90 * 16, -round(360 * 16 * share))

    def _paint_counter(
        self, painter: QPainter, palette: ChromePalette, badge: QRectF, moves: int
    ) -> None:
        """R9.4: a temporary modifier shows its moves left in a small disc."""
        size = badge.width() * 0.62
        centre = counter_centre(self.bowl, badge)
        disc = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        painter.setPen(QPen(palette.accent_text, 2))
        painter.setBrush(QBrush(palette.accent))
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(max(1, round(size * 0.62)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(palette.accent_text)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, format_number(moves))

    def _paint_number(self, painter: QPainter, palette: ChromePalette) -> None:
        font = QFont()
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        colour = QColor(palette.board_text)
        colour.setAlphaF(0.75)
        painter.setPen(colour)
        point = layout.label_point(self.bowl)
        painter.drawText(
            QRectF(point.x() - 30, point.y() - 16, 60, 32),
            Qt.AlignmentFlag.AlignCenter,
            format_number(self.bowl),
        )


class StoneItem(QGraphicsItem):
    """One item (stone, wild or blocker), drawn centred on its position."""

    def __init__(self, item: str, look: BoardLook) -> None:
        super().__init__()
        self.item = item
        self.key = stone_key(item)
        self.look = look
        self.extra = False  # the temporary eighth (ninth ...) item of a chain (R6.1)
        r = layout.STONE_RADIUS
        self._rect = QRectF(-r, -r, 2 * r, 2 * r)
        self._bounds = self._rect.adjusted(-8, -8, 8, 8)
        self.setZValue(Z_STONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn once per zoom level, then blitted: moving a stone repaints no Python code.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_item(self, item: str) -> None:
        """Show another item letter (the preview reuses its ghost stones)."""
        if item != self.item:
            self.item = item
            self.key = stone_key(item)
            self.update()

    def set_extra(self, extra: bool) -> None:
        if extra != self.extra:
            self.extra = extra
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = self.look.theme
        if theme is None:
            return
        if self.extra:
            # Outside the rim and ringed in the overflow colour: visibly not a seventh place.
            palette = self.look.palette()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(palette.danger, 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(self._bounds.adjusted(2, 2, -2, -2))
        theme.paint(painter, self.key, self._rect)
        if self.look.symbols and self.item not in "WX":
            paint_symbol(painter, self.item, self._rect)
        if self.extra:
            theme.paint(painter, "highlight.overflow", self._bounds)


class HighlightItem(QGraphicsItem):
    """A highlight key over a bowl (match flash, eruption, overflow)."""

    def __init__(self, key: str, rect: QRectF, look: BoardLook) -> None:
        super().__init__()
        self.key = key
        self.look = look
        self._rect = QRectF(rect)
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.look.theme is not None:
            self.look.theme.paint(painter, self.key, self._rect)


class MarkItem(HighlightItem):
    """A ``mark.*`` key of ``side`` scene units centred on the item's position.

    The preview reuses these as the selection changes: moving one keeps its cached
    rendering, so a new selection repaints without drawing the marks again.
    """

    def __init__(self, key: str, side: float, look: BoardLook) -> None:
        super().__init__(key, QRectF(-side / 2, -side / 2, side, side), look)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class PopupItem(QGraphicsItem):
    """A short text over the board: points, combo multiplier, Perfect Clear, Overflow.

    The text is already translated by whoever creates the popup.
    """

    def __init__(self, text: str, size: float, role: str, look: BoardLook) -> None:
        super().__init__()
        self.look = look
        self.role = role  # a ChromePalette field name: "accent", "success", "danger" ...
        font = QFont()
        font.setPixelSize(max(1, round(size)))
        font.setBold(True)
        self._path = QPainterPath()
        self._path.addText(0, 0, font, text)
        box = self._path.boundingRect()
        self._path.translate(-box.center())
        pad_x, pad_y = size * 0.35, size * 0.2
        # Long translations shrink so the pill fits inside the ring instead of covering bowls.
        room = 2 * (layout.RING_RADIUS - layout.BOWL_RADIUS - 12 - pad_x)
        if box.width() > room:
            self._path = QTransform.fromScale(room / box.width(), room / box.width()).map(
                self._path
            )
        text_box = self._path.boundingRect()
        self._pill = text_box.adjusted(-pad_x, -pad_y, pad_x, pad_y)
        self._bounds = self._pill.adjusted(-4, -4, 4, 4)
        self.setZValue(Z_POPUP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        palette = self.look.palette()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        role = getattr(palette, self.role, palette.text)
        # A pill in the panel colour, edged in the role's colour, keeps the text readable
        # over stones, bowls and busy theme backgrounds, light or dark.
        backdrop = QColor(palette.panel)
        backdrop.setAlphaF(0.88)
        painter.setPen(QPen(role, 3))
        painter.setBrush(backdrop)
        radius = self._pill.height() / 2
        painter.drawRoundedRect(self._pill, radius, radius)
        # An outline in the panel colour separates the letters from the pill's edge.
        painter.setPen(
            QPen(
                palette.panel,
                7,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(role)
        painter.drawPath(self._path)


def counter_centre(bowl: int, badge: QRectF) -> QPointF:
    """The moves-left disc sits on the badge's far side from the bowl, clear of stones."""
    centre = layout.bowl_centre(bowl)
    out = badge.center() - centre
    length = math.hypot(out.x(), out.y()) or 1.0
    return badge.center() + out * (badge.width() * 0.38 / length)


def is_extra_index(index: int) -> bool:
    """R6.1: queue indices 7 and up exist only for a while during a chain."""
    return index >= BOWL_PLACES
