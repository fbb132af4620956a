"""The window opens on the screen: the first one fitted to it, a remembered one kept or
brought back onto it when the screen changed (a lower resolution, more scaling)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from twelve_bowls.app.window_placement import (
    BORDER,
    DEFAULT_SIZE,
    MIN_SIZE,
    TITLE_BAR,
    first_rect,
    placed_rect,
)
from twelve_bowls.engine.profile import WindowPlacement

# A 1366x768 laptop at 125 % scaling, in Qt's logical pixels (1366 / 1.25, 768 / 1.25).
LAPTOP_125 = QRect(0, 0, 1093, 614)
# A 1920x1080 laptop at 150 %, as Windows laptops often ship, over a 48-pixel task bar.
LAPTOP_150 = QRect(0, 0, 1280, 672)
# A 1366x768 screen at 150 %: smaller than the smallest window the screens are laid out for.
TINY = QRect(0, 0, 911, 512)
FULL_HD = QRect(0, 0, 1920, 1040)  # 1920x1080 under a 40-pixel task bar


def framed(rect: QRect) -> QRect:
    """The window with the frame the window manager adds around it."""
    return rect.adjusted(-BORDER, -TITLE_BAR, BORDER, BORDER)


def test_the_first_window_is_the_default_size_where_the_screen_has_room() -> None:
    rect = first_rect(FULL_HD)
    assert rect.size() == DEFAULT_SIZE
    assert rect.center() == FULL_HD.center()


def test_the_first_window_fits_a_1366x768_screen_at_125_percent() -> None:
    rect = first_rect(LAPTOP_125)
    assert LAPTOP_125.contains(framed(rect))
    assert rect.width() >= MIN_SIZE.width() and rect.height() >= MIN_SIZE.height()
    assert rect.width() <= DEFAULT_SIZE.width() and rect.height() <= DEFAULT_SIZE.height()


def test_the_first_window_fits_a_1920x1080_screen_at_150_percent() -> None:
    rect = first_rect(LAPTOP_150)
    assert LAPTOP_150.contains(framed(rect))
    assert rect.height() < DEFAULT_SIZE.height()


def test_on_a_screen_below_the_minimum_the_title_bar_stays_on_it_to_grab() -> None:
    rect = first_rect(TINY)
    assert rect.height() == MIN_SIZE.height()
    assert TINY.contains(framed(rect).topLeft())
    assert TINY.contains(QRect(rect.x(), rect.y(), rect.width(), TINY.height() - TITLE_BAR))


def test_a_remembered_window_that_fits_its_screen_stays_where_the_player_put_it() -> None:
    placement = WindowPlacement(x=300, y=200, width=1000, height=640)
    rect = placed_rect(placement, [FULL_HD], FULL_HD)
    assert rect == QRect(300, 200, 1000, 640)


def test_a_remembered_window_bigger_than_its_screen_now_is_fitted_onto_it() -> None:
    # Closed at 1280x720 on a large monitor; the laptop's screen at 125 % is all there is now.
    placement = WindowPlacement(x=200, y=150, width=1280, height=720)
    rect = placed_rect(placement, [LAPTOP_125], LAPTOP_125)
    assert rect is not None
    assert LAPTOP_125.contains(framed(rect))


def test_a_remembered_window_on_a_lost_monitor_opens_fitted_on_the_primary_one() -> None:
    placement = WindowPlacement(x=2000, y=100, width=1800, height=1000)
    rect = placed_rect(placement, [LAPTOP_125], LAPTOP_125)
    assert rect is not None
    assert LAPTOP_125.contains(framed(rect))


def test_the_real_first_window_lies_inside_the_screens_available_area(qtbot: QtBot) -> None:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    from twelve_bowls.app.window_placement import MIN_SIZE as minimum
    from twelve_bowls.app.window_placement import show_placed

    window = QWidget()
    window.setMinimumSize(minimum)
    qtbot.addWidget(window)
    show_placed(window, None)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    # The test platform's screen (800x800) is smaller than 1280x720.
    assert screen.availableGeometry().contains(window.geometry())
