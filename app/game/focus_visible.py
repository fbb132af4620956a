"""Whether keyboard focus should be drawn: the player's last reach was the keyboard.

A player who clicks "Next puzzle" with the mouse has focus put on the board for them; a
ring drawn round the board then is a mark they did not ask for (it read as stray arcs of the
puzzle before). A player on the keyboard needs it to see where keys act (WCAG 2.2 SC 2.4.7).
So the board's focus ring follows the last input, as a browser's ``:focus-visible`` does: a
key press shows it, a mouse press or a touch hides it, and before either it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QApplication

_KEYBOARD = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})
_POINTER = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.TouchBegin,
        QEvent.Type.TabletPress,
    }
)


class InputModality(QObject):
    """Watches the application's input (no timer: it runs only as events arrive)."""

    changed = Signal()

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.keyboard = True  # a window opened and focused without input shows its focus
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _KEYBOARD:
            self._set(True)
        elif kind in _POINTER:
            self._set(False)
        return False  # only watched, never taken

    def _set(self, keyboard: bool) -> None:
        if keyboard != self.keyboard:
            self.keyboard = keyboard
            self.changed.emit()
