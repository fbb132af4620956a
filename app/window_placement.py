"""The main window's size, position and full-screen state, remembered across starts.

Kept in the profile's settings (``Settings.window``), saved when the window closes. A
remembered rectangle that no longer fits on any screen (a monitor was unplugged, the
resolution dropped, the scaling grew) is moved and shrunk onto a screen instead of opening
where nobody can see it. The first window, with nothing remembered, is 1280x720 where the
screen has room and smaller where it has not: a 1366x768 laptop at 125 % scaling offers
about 1093x582 logical pixels under its task bar.
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
# Room kept for what the window manager draws around the window: Qt sizes and places the
# inside, and the real frame is only known once the window is shown.
BORDER = 8
TITLE_BAR = 32
FRAME_ALLOWANCE = QSize(2 * BORDER, TITLE_BAR + BORDER)


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


def fitted(rect: QRect, area: QRect) -> QRect:
    """``rect`` shrunk to fit ``area`` with its frame (never below MIN_SIZE), and moved just
    enough to lie inside it. A screen too small even for MIN_SIZE and a frame keeps at least
    the window's inside on it."""
    fit = QRect(rect.topLeft(), _fitted_size(rect.size(), area))
    fit.moveTo(
        _clamp(fit.x(), area.left(), area.right() + 1 - fit.width(), BORDER, BORDER),
        _clamp(fit.y(), area.top(), area.bottom() + 1 - fit.height(), TITLE_BAR, BORDER),
    )
    return fit


def _fitted_size(size: QSize, area: QRect) -> QSize:
    room = area.size() - FRAME_ALLOWANCE
    return size.boundedTo(room).expandedTo(MIN_SIZE)


def _centred(size: QSize, area: QRect) -> QRect:
    """A window of ``size`` (fitted to ``area``) in the middle of ``area``."""
    rect = QRect(QPoint(0, 0), _fitted_size(size, area))
    rect.moveCenter(area.center())
    return fitted(rect, area)


def _clamp(value: int, low: int, high: int, before: int, after: int) -> int:
    """``value`` within [low + before, high - after], or within [low, high] when the frame
    leaves no room; when not even the inside fits, the window's top left corner and title
    bar stay on the screen, to grab it by."""
    if high - after >= low + before:
        return max(low + before, min(value, high - after))
    return max(low, min(value, high)) if high >= low else low + before


def first_rect(area: QRect) -> QRect:
    """The first window, with nothing remembered: DEFAULT_SIZE fitted to ``area``, centred."""
    return _centred(DEFAULT_SIZE, area)


def placed_rect(
    placement: WindowPlacement | StartPlacement | None,
    areas: list[QRect],
    primary: QRect | None,
) -> QRect | None:
    """Where a window opens, given the available areas of the screens and of the primary one.

    Nothing remembered: the first window on the primary screen. A remembered rectangle with
    enough of it on some screen to grab stays where the player put it, shrunk and moved
    only when that screen has become too small for it; one on no screen moves to the
    primary screen."""
    if placement is None:
        return None if primary is None else first_rect(primary)
    size = QSize(max(MIN_SIZE.width(), placement.width), max(MIN_SIZE.height(), placement.height))
    rect = QRect(QPoint(placement.x, placement.y), size)
    if areas:
        area = max(areas, key=lambda a: _area_of(a.intersected(rect)))
        visible = area.intersected(rect)
        if visible.width() >= 100 and visible.height() >= 50:
            fits = size.width() <= area.width() and size.height() <= area.height()
            return rect if fits else fitted(rect, area)
    if primary is None:
        return QRect(QPoint(0, 0), size)
    return _centred(size, primary)


def _area_of(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())


def normal_rect(placement: WindowPlacement | StartPlacement | None) -> QRect | None:
    """The rectangle to open at, kept on a screen; None when there is no screen to ask."""
    primary = QGuiApplication.primaryScreen()
    return placed_rect(
        placement,
        [screen.availableGeometry() for screen in QGuiApplication.screens()],
        None if primary is None else primary.availableGeometry(),
    )


def opening_size(placement: WindowPlacement | StartPlacement | None) -> QSize | None:
    """The size ``show_placed`` opens the window at (home fills it), or None when the screen
    decides it (maximised, full screen)."""
    if placement is not None and (placement.maximized or placement.full_screen):
        return None
    rect = normal_rect(placement)
    return DEFAULT_SIZE if rect is None else rect.size()


def show_placed(window: QWidget, placement: WindowPlacement | StartPlacement | None) -> None:
    """Show ``window`` as it was when it last closed (or at the default size, fitted to the
    screen)."""
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
