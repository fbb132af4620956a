"""The board scene: twelve bowls in a ring and the items they hold (R1.1, R1.4).

The scene only draws. ``sync`` shows a position; ``AnimationPlayer`` moves the same items
through a move's event log. Clicks leave as signals for the game session (STYLE practice 8).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from app.board import layout
from app.board.items import Z_STONE, BoardLook, BowlItem, HighlightItem, StoneItem, is_extra_index
from engine.board import BOWL_COUNT, Modifier, Position


class BoardScene(QGraphicsScene):
    """Twelve ``BowlItem``s and their ``StoneItem``s; emits clicks, never plays moves."""

    bowl_clicked = Signal(int)
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
        self.selected: int | None = None
        self.selectable: frozenset[int] = frozenset()
        self.hovered: int | None = None
        self.interactive = True  # False while animating: no hover or selection look
        self.focus_ring = False
        self.focused: int | None = None  # the bowl keyboard focus is on

    # -- look -------------------------------------------------------------------------------------

    def set_theme(self, theme: Any) -> None:
        self.look.theme = theme
        self.repaint_items()

    def set_symbols(self, on: bool) -> None:
        self.look.symbols = on
        self.repaint_items()

    def repaint_items(self) -> None:
        """Redraw every item: ``item.update()`` also drops its cached pixmap."""
        for item in self.items():
            item.update()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # The view is rarely square: the margins around the board get the window colour.
        painter.fillRect(rect, self.look.palette().window)
        if self.look.theme is not None:
            self.look.theme.paint_background(painter, layout.SCENE_RECT)

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

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        """Focus visible without weight: a thin accent ring round the selected bowl, or,
        before anything is selected, a dashed line round the whole ring of bowls."""
        if not self.focus_ring:
            return
        colour = QColor(self.look.palette().accent)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        bowl = self.focus_bowl()
        if bowl is not None:
            painter.setPen(QPen(colour, 3))
            r = layout.BOWL_RADIUS + 13
            painter.drawEllipse(layout.bowl_centre(bowl), r, r)
        elif self.interactive:
            # Solid accent, dashed for lightness: a translucent line fell below the 3:1 a
            # focus indicator needs (WCAG 2.2 SC 2.4.11; tests/themes/test_contract.py).
            pen = QPen(colour, 3)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            r = layout.RING_RADIUS + layout.BOWL_RADIUS + 22
            painter.drawEllipse(QPointF(0, 0), r, r)
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

    def set_interactive(self, on: bool) -> None:
        if self.focus_ring and on != self.interactive:
            self.update()
        self.interactive = on
        self.refresh_bowls()

    def refresh_bowls(self) -> None:
        for bowl in range(BOWL_COUNT):
            self.refresh_bowl(bowl)

    def refresh_bowl(self, bowl: int) -> None:
        self.bowls[bowl].set_state(
            self.bowl_key(bowl), self.modifiers[bowl], len(self.stones[bowl])
        )

    def bowl_key(self, bowl: int) -> str:
        if not self.interactive:
            return "bowl"
        if bowl == self.selected:
            return "bowl.selected"
        if bowl not in self.selectable:
            return "bowl.disabled" if self.stones[bowl] else "bowl"
        if bowl == self.hovered:
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

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        bowl = self.bowl_at(event.scenePos())
        if bowl != self.hovered:
            self.hovered = bowl
            self.refresh_bowls()
            self.hovered_changed.emit(-1 if bowl is None else bowl)
        super().mouseMoveEvent(event)


def layout_z(index: int) -> float:
    """Later queue places draw on top, so an overflowing fan stays in queue order."""
    return Z_STONE + index * 0.01
