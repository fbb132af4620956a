"""Accessibility plumbing: announcements, heading roles, desktop motion preference.

Screen readers speak what has focus and what the application announces; a label that
changes text while unfocused is silent (WCAG 2.2 SC 4.1.3). ``announce`` sends a
``QAccessibleAnnouncementEvent`` (Qt 6.8+), which Qt forwards to AT-SPI, UI Automation and
NSAccessibility. ``install`` adds an interface factory so labels marked
``role="heading"`` / ``role="title"`` are exposed as headings (SC 1.3.1).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAccessibleWidget,
    QLabel,
    QPushButton,
    QWidget,
)

from twelve_bowls.app.notify import notify, spoken

log = logging.getLogger(__name__)

HEADING_ROLES = ("heading", "title")

# Called with (text, assertive) for every announcement: the game's tests listen here, and
# so could a debug log. Qt's own update handler cannot be hooked from Python.
_listeners: list[Callable[[str, bool], None]] = []


def add_listener(listener: Callable[[str, bool], None]) -> Callable[[], None]:
    """Hear every announcement; returns a function that stops listening."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Ask assistive technology to speak ``text`` (already translated).

    ``assertive`` interrupts what the screen reader is saying: for results that end an
    attempt and for errors; everything else waits its turn (polite).
    """
    if not text:
        return
    for listener in list(_listeners):
        listener(text, assertive)
    text = spoken(text)  # no isolates, no punctuation read aloud
    event = QAccessibleAnnouncementEvent(source, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
    # Orca 43 ignores announcements: the same text also goes out as a shown notification.
    notify(source, text)


class _HeadingInterface(QAccessibleWidget):
    """A label read as a heading, with the label's text as its name."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.Heading)
        self._label = label

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            name = self._label.accessibleName()
            return name or self._label.text()
        return str(super().text(kind))


class _RoleInterface(QAccessibleWidget):
    """A widget with a role of its own (``accessibleRole`` property, a Role value)."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role)


# Widget classes with an interface of their own (their module registers them): a class's
# interface reads state the generic widget interface cannot know, such as a selection.
_interfaces: list[tuple[type[QWidget], Callable[[Any], QAccessibleWidget]]] = []


def register_interface(
    widget_type: type[QWidget], make: Callable[[Any], QAccessibleWidget]
) -> None:
    """Give every ``widget_type`` widget the interface ``make(widget)`` returns."""
    if all(known is not widget_type for known, _ in _interfaces):
        _interfaces.append((widget_type, make))


def _factory(_class_name: str, obj: QObject) -> Any:
    if isinstance(obj, QLabel) and obj.property("role") in HEADING_ROLES:
        return _HeadingInterface(obj)
    for widget_type, make in _interfaces:
        if isinstance(obj, widget_type):
            return make(obj)
    if isinstance(obj, QWidget):
        role = obj.property("accessibleRole")
        if isinstance(role, int):
            return _RoleInterface(obj, QAccessible.Role(role))
    return None


_installed = False


def install() -> None:
    """Install the heading factory once per process (call before building screens)."""
    global _installed
    if _installed:
        return
    _installed = True
    QAccessible.installFactory(_factory)


def enter_activates(*buttons: QAbstractButton) -> None:
    """Enter and Return press a focused push button, as Space does (SC 2.1.1).

    Outside dialogs ``autoDefault`` is off, so Qt buttons ignore Enter unless told.
    """
    for button in buttons:
        if isinstance(button, QPushButton):
            button.setAutoDefault(True)


def name_scroll_area(area: QAbstractScrollArea, name: str) -> None:
    """Name a scroll area and its scroll bars after what they scroll (SC 4.1.2)."""
    area.setAccessibleName(name)
    for bar in (area.verticalScrollBar(), area.horizontalScrollBar()):
        bar.setAccessibleName(name)


def desktop_prefers_reduced_motion() -> bool:
    """True when the desktop asks for reduced motion and Qt tells us so.

    Qt 6.12 added ``QAccessibilityHints.motionPreference`` and 6.10 the
    ``QStyleHints.accessibility`` that holds it; on older Qt (the 6.11 pinned for Python
    3.11, and the 6.8 floor the game declares) there is no portable reading, so the answer
    is False and the player's own Reduced motion setting decides.
    """
    app = QGuiApplication.instance()
    if app is None:
        return False
    accessibility = getattr(QGuiApplication.styleHints(), "accessibility", None)
    if accessibility is None:
        return False
    reader = getattr(accessibility(), "motionPreference", None)
    preference = getattr(Qt, "MotionPreference", None)
    if reader is None or preference is None:
        return False
    try:
        return bool(reader() == preference.ReducedMotion)
    except (RuntimeError, AttributeError):  # a platform without the hint
        log.debug("motion preference unavailable", exc_info=True)
        return False


class _TabTrap(QObject):
    """Tab and Shift+Tab go round the panel's shown buttons and never leave it."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__(panel)
        self._panel = panel

    def _stops(self) -> list[QWidget]:
        stops: list[QWidget] = []
        first = self._panel.nextInFocusChain()
        widget: QWidget | None = first
        while widget is not None:
            if (
                isinstance(widget, QAbstractButton)
                and self._panel.isAncestorOf(widget)
                and widget.isVisible()
                and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            ):
                stops.append(widget)
            widget = widget.nextInFocusChain()
            if widget is first:
                break
        return stops

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QWidget):
            assert isinstance(event, QKeyEvent)
            forward = event.key() == Qt.Key.Key_Tab and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            backward = event.key() == Qt.Key.Key_Backtab or (
                event.key() == Qt.Key.Key_Tab
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            stops = self._stops()
            if (forward or backward) and watched in stops:
                step = 1 if forward else -1
                stops[(stops.index(watched) + step) % len(stops)].setFocus(
                    Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
                )
                return True
        return False


def keep_tab_inside(panel: QWidget) -> None:
    """A modal panel over the screen keeps Tab among its own buttons (SC 2.4.3)."""
    trap = _TabTrap(panel)
    for button in panel.findChildren(QAbstractButton):
        button.installEventFilter(trap)
