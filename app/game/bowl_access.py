"""One accessible, focusable stand-in per bowl over the board view.

The board is a ``QGraphicsView``: to a screen reader one graphic. Qt exposes no graphics
items, and a Python ``QAccessibleInterface`` tree for them would have to manage Qt-owned
lifetimes by hand, so each bowl gets a transparent child widget laid over it: Qt's own
accessibility gives each one a name, a role, a place on screen and focus events. Arrow
keys move keyboard focus from bowl to bowl, so a screen reader speaks the bowl it lands
on ("Bowl 3, 4 stones: red, red, blue, wild; volcano"). The proxies draw nothing and let
every mouse event through to the scene; they only read what the game screen tells them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QFocusEvent, QKeyEvent, QPaintEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from twelve_bowls.app.board import layout
from twelve_bowls.app.game.narration import bowl_name
from twelve_bowls.app.notify import plain
from twelve_bowls.engine.board import BOWL_COUNT, Position

KeyHandler = Callable[[QKeyEvent], bool]


class BowlProxy(QWidget):
    """The keyboard and screen-reader face of one bowl; the scene draws its focus ring."""

    focused = Signal(int, bool)

    def __init__(self, bowl: int, parent: QWidget, keys: KeyHandler) -> None:
        super().__init__(parent)
        self.bowl = bowl
        self._keys = keys
        self.setObjectName(f"bowl{bowl}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        # Reached by arrow keys (setFocus), not by Tab: Tab moves past the whole board.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # app.a11y gives widgets with this property the role instead of a plain client.
        self.setProperty("accessibleRole", int(QAccessible.Role.Button.value))

    def paintEvent(self, event: QPaintEvent) -> None:
        pass  # the scene draws the bowl and its focus ring

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._keys(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.focused.emit(self.bowl, True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.focused.emit(self.bowl, False)
        super().focusOutEvent(event)


class BowlAccess(QObject):
    """Twelve ``BowlProxy`` widgets kept over the bowls of ``view``."""

    def __init__(self, view: QGraphicsView, keys: KeyHandler) -> None:
        super().__init__(view)
        self.view = view
        # Children of the viewport: a scroll area's accessible interface lists only its
        # viewport and scroll bars, so that is where a screen reader finds them.
        self.proxies = [BowlProxy(bowl, view.viewport(), keys) for bowl in range(BOWL_COUNT)]
        self.last: int | None = None  # the bowl the arrow keys last went to
        view.installEventFilter(self)
        self.place()

    def proxy(self, bowl: int) -> BowlProxy:
        return self.proxies[bowl]

    def focused_bowl(self) -> int | None:
        for proxy in self.proxies:
            if proxy.hasFocus():
                return proxy.bowl
        return None

    def focus(self, bowl: int) -> None:
        self.last = bowl
        self.proxies[bowl].setFocus(Qt.FocusReason.OtherFocusReason)

    def describe(
        self,
        position: Position,
        selected: int | None,
        selectable: Collection[int],
        overflowing: Collection[int] = (),
    ) -> None:
        """Name every bowl after what it holds now (names change, focus stays put)."""
        for bowl, proxy in enumerate(self.proxies):
            name = plain(
                bowl_name(
                    bowl,
                    position.bowls[bowl],
                    position.modifiers[bowl],
                    selected=bowl == selected,
                    selectable=bowl in selectable,
                    overflowing=bowl in overflowing,
                )
            )  # no bidirectional isolates: a screen reader would pass them to speech
            if proxy.accessibleName() != name:
                proxy.setAccessibleName(name)

    def place(self) -> None:
        """Lay each proxy over its bowl as the view shows it now."""
        for bowl, proxy in enumerate(self.proxies):
            proxy.setGeometry(self.view.mapFromScene(layout.bowl_rect(bowl)).boundingRect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            # Filters run before the view's own resize handler fits the scene: place after.
            QTimer.singleShot(0, self, self.place)  # cancelled with the access layer
        return super().eventFilter(watched, event)
