"""Spoken messages where Orca 43 hears them: a new ``Notification`` widget per message.

``QAccessibleAnnouncementEvent`` reaches AT-SPI as ``object:announcement``, which newer
Orca, NVDA and VoiceOver speak but Orca 43 (Debian 12) ignores; it does speak a widget with
the notification role being shown, reading its accessible name. Orca reads that name a
little after the event, so one reused widget would lose a message shown right after another:
each message gets its own, and the last few stay alive for Orca to read.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

KEPT = 8  # messages alive per window: enough for Orca to read a quick burst of them

# U+2066..U+2069 keep mixed-direction text in order on screen; a screen reader passes them
# to speech, where they mean nothing.
_ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def plain(text: str) -> str:
    """``text`` without bidirectional isolates (for accessible names and speech)."""
    return text.translate(_ISOLATES)


class _Notice(QWidget):
    """One message: invisible, unfocusable, transparent to the mouse."""

    def __init__(self, parent: QWidget, text: str) -> None:
        super().__init__(parent)
        self.setObjectName("spokenNotice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # app.a11y gives widgets with this property the role instead of a plain client.
        self.setProperty("accessibleRole", int(QAccessible.Role.Notification.value))
        self.setAccessibleName(text)
        self.setGeometry(0, 0, 1, 1)

    def paintEvent(self, _event: object) -> None:
        pass


def notify(source: object, text: str) -> None:
    """Show ``text`` as a notification in ``source``'s window (nothing if it has none)."""
    if not isinstance(source, QWidget) or not text:
        return
    window = source.window()
    # Only while assistive technology listens: nobody else needs the extra widgets.
    if not window.isVisible() or not QAccessible.isActive():
        return
    # Qt owns the notices (children of the window): no registry outlives a window.
    older = [
        n for n in window.findChildren(_Notice, options=Qt.FindChildOption.FindDirectChildrenOnly)
    ]
    for notice in older[: max(0, len(older) - KEPT + 1)]:
        notice.deleteLater()
    _Notice(window, plain(text)).show()
