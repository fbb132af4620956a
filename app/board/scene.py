"""The board scene: twelve bowls in a ring and the items they hold (R1.1, R1.4).

The scene only draws. ``sync`` shows a position; ``AnimationPlayer`` moves the same items
through a move's event log. Clicks leave as signals for the game session: the scene
never changes game state.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import (
    Z_HIGHLIGHT,
    Z_STONE,
    BoardLook,
    BowlItem,
    HighlightItem,
    MarkItem,
    StoneItem,
    counter_centre,
    is_extra_index,
)
from twelve_bowls.app.board.pictures import copy_picture, draw_picture
from twelve_bowls.engine.board import BOWL_COUNT, Modifier, ModifierKind, Position

# The preview's ghost stones: present enough to read the colour, faint enough that no one
# takes them for stones already played (R2.1: selecting changes nothing).
GHOST_OPACITY = 0.5
LAND_MARK_SIDE = layout.STONE_RADIUS * 2.5  # the dashed ring round a ghost stone
# The keyboard focus ring round a bowl: outside every theme's selection ring and hover glow,
# inside the neighbouring bowls; it leaves this much room round a modifier badge.
FOCUS_RING_RADIUS = layout.BOWL_RADIUS + 13
FOCUS_RING_WIDTH = 3
FOCUS_RING_CLEARANCE = 4.0


class BoardScene(QGraphicsScene):
    """Twelve ``BowlItem``s and their ``StoneItem``s; emits clicks, never plays moves."""

    bowl_clicked = Signal(int)
    bowl_double_clicked = Signal(int)
    board_clicked = Signal()  # a click that hit no bowl
    hovered_changed = Signal(int)  # -1 when the pointer left every bowl

    def __init__(self, theme: Any, symbols: bool = False, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(layout.SCENE_RECT)
        # Items move every frame during animations; a BSP index would be rebuilt constantly.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.look = BoardLook(theme, symbols)
        self.bowls = [BowlItem(i, self.look) for i in range(BOWL_COUNT)]
        for bowl in self.bowls:
            self.addItem(bowl)
        self.stones: list[list[StoneItem]] = [[] for _ in range(BOWL_COUNT)]
        self._all_stones: list[StoneItem] = []
        self.modifiers: list[Modifier | None] = [None] * BOWL_COUNT
        self.transient: list[QGraphicsItem] = []  # highlights, popups, stones in a hand
        self.preview_items: list[QGraphicsItem] = []  # the preview's ghost marks, shown
        self._mark_pool: dict[str, list[MarkItem]] = {}  # reused: see ``MarkItem``
        self._ghost_pool: list[StoneItem] = []
        self.selected: int | None = None
        self.selectable: frozenset[int] = frozenset()
        self.hovered: int | None = None
        self.interactive = True  # False while animating: no hover or selection look
        self.plain = False  # a finished attempt: every bowl drawn plainly
        self.focus_ring = False
        self.focused: int | None = None  # the bowl keyboard focus is on
        self._rings: dict[
            tuple[float, ...], tuple[QPointF, QImage]
        ] = {}  # the ring round the board
        # The focused bowl's ring, open at the badges near it (``_paint_bowl_ring``).
        self._ring_arcs: dict[tuple[Any, ...], list[tuple[float, float]]] = {}
        self._backgrounds: dict[tuple[Any, ...], QImage] = {}  # see drawBackground

    # -- look -------------------------------------------------------------------------------------

    def set_theme(self, theme: Any) -> None:
        self.look.theme = theme
        self.repaint_items()

    def set_symbols(self, on: bool) -> None:
        # Called on every settings change, a theme switch included: redrawing every item
        # when the symbols did not change threw away every item's cached picture for
        # nothing (the gallery's preview board, about 5 ms a switch).
        if on == self.look.symbols:
            return
        self.look.symbols = on
        self.repaint_items()

    def repaint_items(self) -> None:
        """Redraw every item: ``item.update()`` also drops its cached pixmap."""
        for item in self.items():
            item.update()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        device = painter.device()
        if isinstance(device, QPixmap) and self.look.theme is not None:
            # The view's cache of the background (CacheBackground), made again after each
            # theme switch: the picture drawn for a theme at this size is kept, so a switch
            # back copies it instead of drawing texture and fade again.
            self._paint_background_picture(painter, device, QRectF(rect))
            return
        self._paint_background(painter, QRectF(rect))

    def _paint_background_picture(self, painter: QPainter, device: QPixmap, rect: QRectF) -> None:
        t = painter.worldTransform()
        ratio = device.devicePixelRatioF()
        key = (
            self.look.theme,
            getattr(self.look.theme, "disabled", False),
            device.width(),
            device.height(),
            ratio,
            painter.renderHints(),
            (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy()),
            (rect.x(), rect.y(), rect.width(), rect.height()),
        )
        kept = self._backgrounds.get(key)
        if kept is None:
            # In the pixmap's own format (opaque, as the view fills it first): drawn alike,
            # and copied line by line.
            kept = draw_picture(
                painter,
                device,
                QImage.Format.Format_ARGB32_Premultiplied
                if device.hasAlphaChannel()
                else QImage.Format.Format_RGB32,
                lambda picture: self._paint_background(picture, rect),
            )
            if len(self._backgrounds) >= 3:  # two or three themes at this size
                del self._backgrounds[next(iter(self._backgrounds))]
            self._backgrounds[key] = kept
        # Drawn whole, copied only where the painter's clip (what is exposed) allows: inside
        # it the picture's pixels replace the old ones, as the fill drawn first did.
        copy_picture(painter, kept)

    def _paint_background(self, painter: QPainter, rect: QRectF) -> None:
        # The view is rarely square: the margins around the board get the window colour.
        window = self.look.palette().window
        painter.fillRect(rect, window)
        if self.look.theme is None:
            return
        self.look.theme.paint_background(painter, layout.SCENE_RECT)
        # The texture fades into the window colour round the ring instead of ending in the
        # square's hard edges; the fade starts beyond the farthest temporary stone (R6.1).
        half = layout.SCENE_HALF
        fade = QRadialGradient(QPointF(0, 0), half)
        clear = QColor(window)
        clear.setAlpha(0)
        fade.setColorAt(0.0, clear)
        fade.setColorAt(0.86, clear)
        fade.setColorAt(1.0, window)
        # Over the whole exposed rect (pad spread: the window colour beyond the ring): the
        # theme's texture, copied aligned to device pixels, can reach a pixel past the
        # scene's square, and in some sizes left a full-height line of it beside the fade.
        painter.fillRect(rect.united(layout.SCENE_RECT), fade)

    def set_focus_ring(self, on: bool, bowl: int | None = None) -> None:
        """Keyboard focus on the board stays visible, but lightly (see ``drawForeground``);
        ``bowl`` is the bowl keyboard focus is on, if any (else the selected one is ringed)."""
        if (on, bowl) != (self.focus_ring, self.focused):
            self.focus_ring, self.focused = on, bowl
            self.update()

    def focus_bowl(self) -> int | None:
        """The bowl the keyboard focus ring marks: the focused one, else the selected one."""
        if not self.focus_ring or not self.interactive:
            return None
        return self.focused if self.focused is not None else self.selected

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Focus visible without weight: a thin accent ring round the selected bowl, or,
        before anything is selected, a thin solid line round the whole ring of bowls (a
        dashed one read as broken arcs after Next puzzle, until a bowl was clicked)."""
        if not self.focus_ring:
            return
        colour = QColor(self.look.palette().accent)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        bowl = self.focus_bowl()
        if bowl is not None:
            self._paint_bowl_ring(painter, colour, bowl)
        elif self.interactive:
            # Solid accent, thin for lightness: a translucent line fell below the 3:1 a
            # focus indicator needs (WCAG 2.2 SC 2.4.11; tests/themes/test_contract.py).
            self._paint_board_ring(painter, colour)
        painter.restore()

    def _paint_bowl_ring(self, painter: QPainter, colour: QColor, bowl: int) -> None:
        """The ring round the focused bowl, open where a modifier badge or its counter
        stands (this bowl's or a neighbour's), so it never touches one in any theme."""
        painter.setPen(QPen(colour, FOCUS_RING_WIDTH))
        centre = layout.bowl_centre(bowl)
        r = FOCUS_RING_RADIUS
        clearance = FOCUS_RING_WIDTH / 2 + FOCUS_RING_CLEARANCE
        # Worked out once per bowl and badges near it: the ring is drawn on every frame.
        near = tuple(self._badge_discs(bowl))
        key = (bowl, tuple((disc.x(), disc.y(), size) for disc, size in near))
        arcs = self._ring_arcs.get(key)
        if arcs is None:
            if len(self._ring_arcs) >= 64:
                self._ring_arcs.clear()
            arcs = self._ring_arcs[key] = layout.open_arcs(centre, r, list(near), clearance)
        if arcs == [(0.0, 360.0)]:
            painter.drawEllipse(centre, r, r)
            return
        box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        for start, span in arcs:
            painter.drawArc(box, round(start * 16), round(span * 16))

    def _badge_discs(self, bowl: int) -> list[tuple[QPointF, float]]:
        """The discs that hold the badges and counters near ``bowl``: a badge may paint
        anywhere in its square (a theme's picture), so its disc reaches the corners."""
        discs: list[tuple[QPointF, float]] = []
        for near in (bowl - 1, bowl, bowl + 1):
            near %= BOWL_COUNT
            modifier = self.modifiers[near]
            if modifier is None:
                continue
            badge = layout.modifier_rect(near)
            discs.append((badge.center(), badge.width() / 2 * math.sqrt(2)))
            if modifier.moves_left is not None:  # R9.4: the moves-left disc beside it
                discs.append((counter_centre(near, badge), badge.width() * 0.62 / 2 + 1))
        return discs

    def _paint_board_ring(self, painter: QPainter, colour: QColor) -> None:
        """The ring round the board, drawn once per colour and view transform, then blitted
        at a whole device pixel: stroking a circle this large (dashed, as it was) took 2-4 ms
        on every paint of the board (each animation frame, each theme switch)."""
        transform = painter.worldTransform()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (
            colour.rgba(),
            transform.m11(),
            transform.m12(),
            transform.m21(),
            transform.m22(),
            transform.dx(),
            transform.dy(),
            ratio,
        )
        drawn = self._rings.get(key)
        if drawn is None:
            if len(self._rings) >= 4:  # a few themes' colours at this size, not every size
                del self._rings[next(iter(self._rings))]
            drawn = self._rings[key] = _render_board_ring(transform, ratio, colour)
        origin, image = drawn
        painter.save()
        painter.resetTransform()
        painter.drawImage(origin, image)
        painter.restore()

    # -- state ------------------------------------------------------------------------------------

    def sync(
        self,
        position: Position,
        selected: int | None = None,
        selectable: Iterable[int] = (),
        overflowing: Collection[int] = (),
    ) -> None:
        """Show ``position`` exactly, dropping whatever an animation left behind.

        ``overflowing`` bowls (R6.2) keep the overflow highlight so a finished attempt shows
        what overflowed.
        """
        self.clear_transient()
        self.clear_preview()
        # Stones an interrupted animation left in a hand belong to no bowl: drop them all
        # and rebuild (a hundred small items, well under a millisecond).
        for stone in self._all_stones:
            if stone.scene() is self:
                self.removeItem(stone)
        self._all_stones = []
        self.stones = [[self.new_stone(item) for item in items] for items in position.bowls]
        for bowl in range(BOWL_COUNT):
            self.relayout(bowl)
        self.modifiers = list(position.modifiers)
        for bowl in overflowing:
            self.add_transient(
                HighlightItem("highlight.overflow", layout.bowl_rect(bowl), self.look)
            )
        self.set_selection(selected, selectable)

    def set_selection(self, selected: int | None, selectable: Iterable[int]) -> None:
        if self.focus_ring and selected != self.selected:
            self.update()  # the focus ring follows the selection
        self.selected = selected
        self.selectable = frozenset(selectable)
        self.refresh_bowls()

    def set_interactive(self, on: bool, plain: bool = False) -> None:
        """Off while a move animates; ``plain``: the attempt is over. A frozen bowl keeps
        its hatching then too: it is the bowl's modifier (R2.1), part of the final board,
        and undo brought it back, so it must not vanish when the attempt ends."""
        if self.focus_ring and on != self.interactive:
            self.update()
        self.interactive = on
        self.plain = plain and not on
        self.refresh_bowls()

    def refresh_bowls(self) -> None:
        for bowl in range(BOWL_COUNT):
            self.refresh_bowl(bowl)

    def refresh_bowl(self, bowl: int) -> None:
        self.bowls[bowl].set_state(
            self.bowl_key(bowl), self.modifiers[bowl], len(self.stones[bowl])
        )

    def bowl_key(self, bowl: int) -> str:
        # The hatching is a frozen bowl's frost (R2.1: it can never be chosen), so a frozen
        # bowl always has it, empty or not, while a move animates and after the attempt
        # ends; no other bowl ever has it, even while nothing can be chosen (a replay or
        # the solution being shown), where it would read as frozen.
        modifier = self.modifiers[bowl]
        if modifier is not None and modifier.kind is ModifierKind.FROZEN:
            return "bowl.disabled"
        if not self.interactive:
            return "bowl"
        if bowl == self.selected:
            return "bowl.selected"
        if bowl in self.selectable and bowl == self.hovered:
            return "bowl.hovered"
        return "bowl"

    def contents(self, bowl: int) -> str:
        """The item letters the scene currently shows in ``bowl`` (for tests and checks)."""
        return "".join(stone.item for stone in self.stones[bowl])

    # -- stones -----------------------------------------------------------------------------------

    def new_stone(self, item: str) -> StoneItem:
        stone = StoneItem(item, self.look)
        self.addItem(stone)
        self._all_stones.append(stone)
        return stone

    def place(self, bowl: int, index: int, stone: StoneItem) -> None:
        """Put ``stone`` at rest in queue place ``index`` of ``bowl``."""
        stone.setPos(layout.place_point(bowl, index))
        stone.setScale(1.0)
        stone.setOpacity(1.0)
        stone.setZValue(layout_z(index))
        stone.set_extra(is_extra_index(index))

    def relayout(self, bowl: int) -> None:
        for index, stone in enumerate(self.stones[bowl]):
            self.place(bowl, index, stone)
        self.refresh_bowl(bowl)

    def add_transient(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self.transient.append(item)

    def remove_transient(self, item: QGraphicsItem) -> None:
        if item in self.transient:
            self.transient.remove(item)
            self.removeItem(item)

    # -- preview (R2.1: drawn on a resting board, never part of the game state) ---------

    def set_preview(self, preview: Any | None) -> None:
        """Ghost marks of an ``engine`` ``Preview``: a faint stone where each item of the
        hand lands (R2.3), and over bowls the groups (R4), eruptions (R3.3) and overflows
        (R6.2) the move would cause. ``None`` removes them."""
        self.clear_preview()
        if preview is None:
            return
        used: dict[str, int] = {}
        added = [0] * BOWL_COUNT
        for k, (target, item) in enumerate(preview.landing):
            index = len(self.stones[target]) + added[target]
            added[target] += 1
            point = layout.place_point(target, index)
            self._show_ghost(k, item, point, is_extra_index(index))
            self._show_mark("mark.land", used, point)
        for key, bowls in (
            ("mark.group", preview.groups),
            ("mark.erupt", preview.result.erupted),
            ("mark.overflow", preview.overflowing),
        ):
            for bowl in bowls:
                self._show_mark(key, used, layout.bowl_centre(bowl))

    def _show_ghost(self, k: int, item: str, point: QPointF, extra: bool) -> None:
        while len(self._ghost_pool) <= k:
            ghost = StoneItem(item, self.look)
            ghost.setOpacity(0.0)
            ghost.setZValue(Z_HIGHLIGHT)
            self.addItem(ghost)
            self._ghost_pool.append(ghost)
        ghost = self._ghost_pool[k]
        ghost.set_item(item)
        ghost.setPos(point)
        ghost.set_extra(extra)
        ghost.setOpacity(GHOST_OPACITY)
        self.preview_items.append(ghost)

    def _show_mark(self, key: str, used: dict[str, int], point: QPointF) -> None:
        pool = self._mark_pool.setdefault(key, [])
        n = used.get(key, 0)
        used[key] = n + 1
        if n == len(pool):
            side = LAND_MARK_SIDE if key == "mark.land" else mark_rect(0).width()
            mark = MarkItem(key, side, self.look)
            mark.setOpacity(0.0)
            self.addItem(mark)
            pool.append(mark)
        mark = pool[n]
        mark.setPos(point)
        mark.setOpacity(1.0)
        self.preview_items.append(mark)

    def clear_preview(self) -> None:
        # Transparent rather than hidden: hiding an item drops its cached rendering.
        for item in self.preview_items:
            item.setOpacity(0.0)
        self.preview_items = []

    def clear_standing_highlights(self) -> None:
        """Drop the match ring a still board shows (the hint's) as a move starts: it names
        a bowl of the position the move changes, and stood over the bowl for the whole
        animation, as if it travelled with the stones."""
        for item in list(self.transient):
            if isinstance(item, HighlightItem) and item.key == "highlight.match":
                self.remove_transient(item)

    def clear_transient(self) -> None:
        for item in self.transient:
            if item.scene() is self:
                self.removeItem(item)
        self.transient = []

    # -- input ------------------------------------------------------------------------------------

    def bowl_at(self, point: QPointF) -> int | None:
        for bowl in range(BOWL_COUNT):
            centre = layout.bowl_centre(bowl)
            dx, dy = point.x() - centre.x(), point.y() - centre.y()
            if dx * dx + dy * dy <= (layout.BOWL_RADIUS + 6) ** 2:
                return bowl
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        bowl = self.bowl_at(event.scenePos())
        if bowl is None:
            self.board_clicked.emit()
        else:
            self.bowl_clicked.emit(bowl)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Qt sends press, release, double-click, release: the press already selected the
        # bowl (or played it, if it was selected), so the double-click only confirms.
        bowl = self.bowl_at(event.scenePos())
        if bowl is not None:
            self.bowl_double_clicked.emit(bowl)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.set_hovered(self.bowl_at(event.scenePos()))
        super().mouseMoveEvent(event)

    def set_hovered(self, bowl: int | None) -> None:
        """The bowl under the pointer; ``None`` when the pointer left the board."""
        if bowl != self.hovered:
            self.hovered = bowl
            self.refresh_bowls()
            self.hovered_changed.emit(-1 if bowl is None else bowl)


def _render_board_ring(
    transform: QTransform, ratio: float, colour: QColor
) -> tuple[QPointF, QImage]:
    """The ring round the board as ``transform`` draws it, on a transparent image
    whose top-left lands on a whole device pixel (``origin``), so a blit matches drawing it
    in place."""
    r = layout.RING_RADIUS + layout.BOWL_RADIUS + 22
    pen_width = 2
    outer = r + pen_width
    bounds = transform.mapRect(QRectF(-outer, -outer, 2 * outer, 2 * outer))
    left, top = math.floor(bounds.left()), math.floor(bounds.top())
    width = max(1, math.ceil(bounds.right()) - left)
    height = max(1, math.ceil(bounds.bottom()) - top)
    image = QImage(
        math.ceil(width * ratio),
        math.ceil(height * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setTransform(transform * QTransform.fromTranslate(-left, -top))
    p.setPen(QPen(colour, pen_width))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), r, r)
    p.end()
    return QPointF(left, top), image


def layout_z(index: int) -> float:
    """Later queue places draw on top, so an overflowing fan stays in queue order."""
    return Z_STONE + index * 0.01


def mark_rect(bowl: int) -> QRectF:
    """Where the bowl marks go: just round the rim, outside the stones (R1.4 places)."""
    margin = 14.0
    return layout.bowl_rect(bowl).adjusted(-margin, -margin, margin, margin)
