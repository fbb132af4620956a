"""The view that shows the board scene, scaled to fit its widget (crisp at any size)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from twelve_bowls.app.board import layout
from twelve_bowls.app.board.scene import BoardScene


class BoardView(QGraphicsView):
    """Fits the whole ring into the widget on every resize; antialiased vector drawing."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        # The ring is a clock face: bowl 0 on top, numbered clockwise (R1.1), and a reverse
        # arrow turns counter-clockwise in every language, so right-to-left never mirrors it.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setMouseTracking(True)
        # The game screen handles the keyboard (arrows, Enter, Space); the view must not
        # scroll on arrow keys.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def leaveEvent(self, event: QEvent) -> None:
        # The scene only sees moves over the board: leaving it clears the hover look.
        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.set_hovered(None)
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.resetCachedContent()
        self.fitInView(layout.SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
