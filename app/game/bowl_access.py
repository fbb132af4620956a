"""One accessible, focusable stand-in per bowl over the board view.

The board is a ``QGraphicsView``: to a screen reader one graphic. Qt exposes no graphics
items, and a Python ``QAccessibleInterface`` tree for them would have to manage Qt-owned
lifetimes by hand, so each bowl gets a transparent child widget laid over it: Qt's own
accessibility gives each one a name, a role, a place on screen and focus events. Arrow
keys move keyboard focus from bowl to bowl, so a screen reader speaks the bowl it lands
on ("Bowl 3, 4 stones: red, red, blue, wild; volcano"). The proxies draw nothing and let
every mouse event through to the scene; they only read what the game screen tells them.

Each proxy's accessible interface (``BowlInterface``, a ``QAccessibleWidget`` subclass: its
``state``, ``actionNames`` and ``doAction`` are virtual, so Qt's AT-SPI bridge calls the
Python overrides) is a push button that is focusable, selectable, SELECTED while it is the
chosen bowl, and has a Press action that does what Enter on the bowl does: Orca's activate
command, switch access and voice control can play a bowl. A push button because Orca 43
reads one as "name, push button" and nothing more; a list item would add "not selected"
and "4 of 12" to every bowl, and 4 of 12 is bowl 3.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleStateChangeEvent,
    QFocusEvent,
    QKeyEvent,
    QPaintEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.board import layout
from twelve_bowls.app.game.narration import bowl_name
from twelve_bowls.app.notify import spoken
from twelve_bowls.engine.board import BOWL_COUNT, Position

KeyHandler = Callable[[QKeyEvent], bool]


class BowlProxy(QWidget):
    """The keyboard and screen-reader face of one bowl; the scene draws its focus ring."""

    focused = Signal(int, bool)

    def __init__(self, bowl: int, parent: QWidget, access: BowlAccess, keys: KeyHandler) -> None:
        super().__init__(parent)
        self.bowl = bowl
        self._access = access
        self._keys = keys
        self.chosen = False  # the selected bowl (R2.1): the SELECTED state
        self.choosable = False  # the bowl may be selected now: the SELECTABLE state
        self.setObjectName(f"bowl{bowl}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        # Reached by arrow keys (setFocus), not by Tab: Tab moves past the whole board.
        # Focusable all the same: BowlInterface says so.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_states(self, chosen: bool, choosable: bool) -> None:
        """The selection as states; assistive technology hears of each change."""
        changed = QAccessible.State()
        changed.selected = chosen != self.chosen
        changed.selectable = choosable != self.choosable
        self.chosen, self.choosable = chosen, choosable
        if (changed.selected or changed.selectable) and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self, changed))

    def press(self) -> None:
        """The Press action: Enter on this bowl; where Enter does nothing (the editor), a
        click. Run after the request returns: a move must not run inside a D-Bus call."""
        QTimer.singleShot(0, self, self._press)

    def _press(self) -> None:
        self._access.focus(self.bowl)  # the ring and the screen reader go where it acts
        enter = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        self._access.pressing = self.bowl  # for a window that is not active (focus stays)
        try:
            handled = self._keys(enter)
        finally:
            self._access.pressing = None
        if not handled:
            scene = self._access.view.scene()
            clicked = getattr(scene, "bowl_clicked", None)
            if clicked is not None:
                clicked.emit(self.bowl)

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


class BowlInterface(QAccessibleWidget):
    """A bowl to assistive technology: a push button, focusable, selectable, SELECTED while
    chosen, with a Press action (Enter's)."""

    def __init__(self, proxy: BowlProxy) -> None:
        super().__init__(proxy, QAccessible.Role.Button)
        self._proxy = proxy

    def state(self) -> QAccessible.State:
        state = super().state()
        state.focusable = True  # by the arrow keys
        state.selectable = self._proxy.choosable
        state.selected = self._proxy.chosen
        return state

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction()]

    def doAction(self, actionName: str) -> None:
        if actionName == QAccessibleActionInterface.pressAction() and self._proxy.isEnabled():
            self._proxy.press()

    def keyBindingsForAction(self, actionName: str) -> list[str]:
        if actionName == QAccessibleActionInterface.pressAction():
            return ["Return"]
        return []


a11y.register_interface(BowlProxy, BowlInterface)


class BowlAccess(QObject):
    """Twelve ``BowlProxy`` widgets kept over the bowls of ``view``."""

    def __init__(self, view: QGraphicsView, keys: KeyHandler) -> None:
        super().__init__(view)
        self.view = view
        # Children of the viewport: a scroll area's accessible interface lists only its
        # viewport and scroll bars, so that is where a screen reader finds them.
        self.proxies = [BowlProxy(bowl, view.viewport(), self, keys) for bowl in range(BOWL_COUNT)]
        self.last: int | None = None  # the bowl the arrow keys last went to
        self.pressing: int | None = None  # the bowl a Press action acts on, while it does
        # What ``describe`` was last told, for naming a bowl ahead of its selection.
        self._said: tuple[Position, Collection[int], Collection[int]] | None = None
        view.installEventFilter(self)
        self.place()

    def proxy(self, bowl: int) -> BowlProxy:
        return self.proxies[bowl]

    def focused_bowl(self) -> int | None:
        if self.pressing is not None:
            return self.pressing
        for proxy in self.proxies:
            if proxy.hasFocus():
                return proxy.bowl
        return None

    def focus(self, bowl: int, selecting: bool = False) -> None:
        """Keyboard focus to ``bowl``. ``selecting``: the caller selects it next, so it is
        named and marked selected before focus lands; a screen reader then reads it once,
        as selected, and the bowl being left loses its mark after focus has left it."""
        self.last = bowl
        if selecting and self._said is not None:
            position, selectable, overflowing = self._said
            proxy = self.proxies[bowl]
            name = self._name(bowl, position, bowl, selectable, overflowing)
            if proxy.accessibleName() != name:
                proxy.setAccessibleName(name)
            proxy.set_states(True, bowl in selectable)
        self.proxies[bowl].setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def _name(
        bowl: int,
        position: Position,
        selected: int | None,
        selectable: Collection[int],
        overflowing: Collection[int],
    ) -> str:
        return spoken(
            bowl_name(
                bowl,
                position.bowls[bowl],
                position.modifiers[bowl],
                selected=bowl == selected,
                selectable=bowl in selectable,
                overflowing=bowl in overflowing,
            )
        )  # no isolates and no ';' or ':', which a screen reader would read out

    def describe(
        self,
        position: Position,
        selected: int | None,
        selectable: Collection[int],
        overflowing: Collection[int] = (),
    ) -> None:
        """Name every bowl after what it holds now (names change, focus stays put), and
        give the selection to the SELECTED state as well as to the name."""
        selectable = frozenset(selectable)
        overflowing = frozenset(overflowing)
        self._said = (position, selectable, overflowing)
        for bowl, proxy in enumerate(self.proxies):
            name = self._name(bowl, position, selected, selectable, overflowing)
            if proxy.accessibleName() != name:
                proxy.setAccessibleName(name)
            proxy.set_states(bowl == selected, bowl in selectable)

    def place(self) -> None:
        """Lay each proxy over its bowl as the view shows it now."""
        for bowl, proxy in enumerate(self.proxies):
            proxy.setGeometry(self.view.mapFromScene(layout.bowl_rect(bowl)).boundingRect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            # Filters run before the view's own resize handler fits the scene: place after.
            QTimer.singleShot(0, self, self.place)  # cancelled with the access layer
        return super().eventFilter(watched, event)
