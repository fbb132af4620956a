"""The main window's size, position and full-screen state, remembered across starts.

Kept in the profile's settings (``Settings.window``), saved when the window closes. A
remembered rectangle that no longer fits on any screen (a monitor was unplugged, the
resolution dropped) is moved and shrunk onto the primary screen instead of opening where
nobody can see it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # the first frame reads the profile without pydantic
    from twelve_bowls.app.start_profile import StartPlacement
    from twelve_bowls.engine.profile import WindowPlacement

DEFAULT_SIZE = QSize(1280, 720)
MIN_SIZE = QSize(800, 560)  # the smallest window the screens are laid out for


def placement_of(window: QWidget) -> WindowPlacement:
    """What to remember: the normal rectangle even when maximised or full screen."""
    from twelve_bowls.engine.profile import (
        WindowPlacement,  # on close, when the full profile is loaded
    )

    rect = window.normalGeometry()
    if not rect.isValid() or rect.isEmpty():
        rect = window.geometry()
    return WindowPlacement(
        x=rect.x(),
        y=rect.y(),
        width=max(1, rect.width()),
        height=max(1, rect.height()),
        maximized=window.isMaximized(),
        full_screen=window.isFullScreen(),
    )


def normal_rect(placement: WindowPlacement | StartPlacement | None) -> QRect | None:
    """The rectangle to open at, kept on a screen; None for "default size, system's place"."""
    if placement is None:
        return None
    size = QSize(max(MIN_SIZE.width(), placement.width), max(MIN_SIZE.height(), placement.height))
    rect = QRect(QPoint(placement.x, placement.y), size)
    screens = QGuiApplication.screens()
    if any(screen.availableGeometry().intersects(rect) for screen in screens):
        # Enough of it on some screen to grab it: keep it where the player put it.
        visible = max(
            (screen.availableGeometry().intersected(rect) for screen in screens),
            key=lambda r: r.width() * r.height(),
        )
        if visible.width() >= 100 and visible.height() >= 50:
            return rect
    primary = QGuiApplication.primaryScreen()
    if primary is None:
        return QRect(QPoint(0, 0), size)
    area = primary.availableGeometry()
    size = size.boundedTo(area.size()).expandedTo(MIN_SIZE)
    moved = QRect(QPoint(0, 0), size)
    moved.moveCenter(area.center())
    return moved


def opening_size(placement: WindowPlacement | StartPlacement | None) -> QSize | None:
    """The size ``show_placed`` opens the window at (home fills it), or None when the screen
    decides it (maximised, full screen)."""
    if placement is not None and (placement.maximized or placement.full_screen):
        return None
    rect = normal_rect(placement)
    return DEFAULT_SIZE if rect is None else rect.size()


def show_placed(window: QWidget, placement: WindowPlacement | StartPlacement | None) -> None:
    """Show ``window`` as it was when it last closed (or at the default size)."""
    rect = normal_rect(placement)
    if rect is None:
        window.resize(DEFAULT_SIZE)
        window.show()
        return
    window.setGeometry(rect)
    if placement is not None and placement.full_screen:
        window.showFullScreen()
    elif placement is not None and placement.maximized:
        window.showMaximized()
    else:
        window.show()
