"""The application stylesheet, built from the active theme's chrome palette.

Every colour of the widgets around the board comes from ``theme.palette()``; this module only
decides shapes (radii, padding, focus rings). The focus ring is drawn in the accent colour
and is at least as thick as a hover border, so keyboard focus is always visible.

Two ways in. The player's start (``app.window_start.build_window``, ``--play``) gives the
application the theme's palette only (``use_palette``) and the sheet to the main window,
set on it before any of its children exists (``window_sheet``), so every widget is styled
once; ``switch_style`` then restyles live on ``theme_changed`` (a switch within
30 ms), giving the sheet to each window, never to the application. ``apply_style`` styles
the whole application instead, for tests and ``--screenshot``, before any window exists.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from twelve_bowls.app.theming.base import ChromePalette

# Check box and radio indicators are drawn here, not by the platform style: its outline is
# the window colour darkened, which vanishes on dark themes (Neon, Space). The border uses
# ``muted_text`` (at least 4.5:1 against window and panel in every theme); checked ones
# fill with the accent (a square inside the box, a dot inside the circle).
INDICATOR_PX = 14

# Used only when no theme could be loaded at all (the registry falls back to Simple, so in
# practice this is the window before the registry exists).
FALLBACK_PALETTE = ChromePalette.from_hex(
    window="#f4f1ea",
    panel="#ffffff",
    text="#22211f",
    muted_text="#5f5b54",
    accent="#2f6fde",
    accent_text="#ffffff",
    button="#e6e1d6",
    button_text="#22211f",
    danger="#b3261e",
    success="#2e7d32",
    board_text="#22211f",
)


# The first line of every sheet ``stylesheet`` makes: how ``switch_style`` tells a window's
# theme sheet (its to replace) from a sheet of the window's own (left alone).
SHEET_MARK = "/* Twelve Bowls theme */"


def palette_of(theme: Any) -> ChromePalette:
    """The chrome palette of a theme, or the fallback when there is no theme."""
    if theme is None:
        return FALLBACK_PALETTE
    palette = theme.palette()
    return palette if isinstance(palette, ChromePalette) else FALLBACK_PALETTE


def _hex(colour: QColor) -> str:
    return colour.name(QColor.NameFormat.HexRgb)


def _rgba(colour: QColor, alpha: float) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {round(alpha * 255)})"


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` toward ``b`` (for hover and pressed shades)."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def stylesheet(palette: ChromePalette) -> str:
    """The Qt stylesheet for the whole application in the colours of ``palette``.

    A focused button's thicker border takes its width from the padding (3 + 7 = 2 + 8), so
    focus never changes a button's size: Qt sizes a button by the state it is polished in,
    and a result panel restyled while its button had focus came out 2 px taller than at a
    start (tests/app/test_theme_switch_pixels.py, "result panel")."""
    p = palette
    hover = _mix(p.button, p.accent, 0.18)
    pressed = _mix(p.button, p.accent, 0.32)
    accent_hover = _mix(p.accent, p.accent_text, 0.12)
    border = _mix(p.button, p.text, 0.25)
    # A list's current row: the panel tinted with the accent, under the normal text colour,
    # stays readable where the accent's own text colour would not (white on light cyan).
    highlight = _mix(p.panel, p.accent, 0.3)
    # A scroll bar's track, a shade off the window; its handle is the muted text colour
    # (4.5:1 against window and panel in every theme) and the accent under the pointer.
    # Without this block the bars inherited the transparent background of the scroll
    # areas' children below and were drawn as bare outlines with boxed arrows.
    track = _mix(p.window, p.text, 0.08)
    return f"""{SHEET_MARK}
QMainWindow, QDialog {{
    background: {_hex(p.window)};
}}
QWidget {{
    color: {_hex(p.text)};
}}
QToolTip {{
    background: {_hex(p.panel)}; color: {_hex(p.text)}; border: 1px solid {_hex(border)};
}}
QLabel[role="title"] {{
    font-size: 34pt; font-weight: 700; color: {_hex(p.text)};
}}
QLabel[role="heading"] {{
    font-size: 20pt; font-weight: 600;
}}
QLabel[role="muted"] {{
    color: {_hex(p.muted_text)};
}}
QLabel[role="notice"] {{
    background: {_hex(p.panel)}; border: 1px solid {_hex(p.accent)}; border-radius: 8px;
    padding: 8px 12px;
}}
QFrame[role="panel"] {{
    background: {_hex(p.panel)}; border-radius: 14px;
}}
QScrollArea, QScrollArea > QWidget > QWidget {{
    background: transparent; border: none;
}}
QScrollArea:focus {{
    border: 2px solid {_hex(p.accent)}; border-radius: 6px;
}}
QScrollBar:vertical {{
    background: {_hex(track)}; width: 12px; margin: 0; border: none; border-radius: 6px;
}}
QScrollBar:horizontal {{
    background: {_hex(track)}; height: 12px; margin: 0; border: none; border-radius: 6px;
}}
QScrollBar::handle {{
    background: {_hex(p.muted_text)}; border-radius: 4px; margin: 2px;
}}
QScrollBar::handle:vertical {{
    min-height: 36px;
}}
QScrollBar::handle:horizontal {{
    min-width: 36px;
}}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{
    background: {_hex(p.accent)};
}}
QScrollBar::add-line, QScrollBar::sub-line {{
    width: 0; height: 0; border: none; background: none;
}}
QScrollBar::add-page, QScrollBar::sub-page {{
    background: none;
}}
QPushButton, QToolButton {{
    background: {_hex(p.button)}; color: {_hex(p.button_text)};
    border: 2px solid {_hex(border)}; border-radius: 10px; padding: 8px 18px;
}}
QPushButton:hover, QToolButton:hover {{
    background: {_hex(hover)};
}}
QPushButton:pressed, QToolButton:pressed {{
    background: {_hex(pressed)};
}}
QPushButton:focus, QToolButton:focus {{
    border: 3px solid {_hex(p.accent)}; padding: 7px 17px;
}}
QPushButton:disabled, QToolButton:disabled {{
    color: {_hex(p.muted_text)}; border-color: {_rgba(border, 0.5)};
}}
QPushButton[primary="true"] {{
    background: {_hex(p.accent)}; color: {_hex(p.accent_text)}; border-color: {_hex(p.accent)};
}}
QPushButton[primary="true"] QLabel {{
    color: {_hex(p.accent_text)};
}}
QPushButton[primary="true"]:hover {{
    background: {_hex(accent_hover)};
}}
QPushButton[primary="true"]:focus {{
    border: 3px solid {_hex(p.text)};
}}
QPushButton[primary="true"]:disabled, QPushButton[locked="true"] {{
    background: {_hex(p.button)}; color: {_hex(p.muted_text)}; border-color: {_rgba(border, 0.5)};
}}
QPushButton[role="menu"] {{
    font-size: 15pt; text-align: left; padding: 12px 20px;
}}
QToolButton[role="tile"] {{
    background: {_hex(p.panel)}; border-radius: 12px; padding: 6px;
}}
QToolButton[role="tile"]:hover {{
    background: {_hex(_mix(p.panel, p.accent, 0.12))};
}}
QToolButton[role="tile"][solved="true"] {{
    border-color: {_hex(p.success)};
}}
QToolButton[role="tile"][current="true"] {{
    background: {_hex(_mix(p.panel, p.accent, 0.2))}; border-color: {_hex(p.accent)};
}}
QToolButton[role="tile"]:focus {{
    border: 3px solid {_hex(p.accent)};
}}
QComboBox QAbstractItemView {{
    background: {_hex(p.panel)}; color: {_hex(p.text)}; border: 1px solid {_hex(border)};
    outline: none;
    selection-background-color: {_hex(highlight)}; selection-color: {_hex(p.text)};
}}
QComboBox QAbstractItemView::item {{
    min-height: 2.2em; padding: 2px 10px; color: {_hex(p.text)};
}}
QComboBox QAbstractItemView::item:selected, QComboBox QAbstractItemView::item:hover {{
    background: {_hex(highlight)}; color: {_hex(p.text)};
}}
QTableView::item:focus {{
    border: 2px solid {_hex(p.accent)};
}}
QCheckBox:focus, QRadioButton:focus {{
    border: 2px solid {_hex(p.accent)}; border-radius: 4px;
}}
QCheckBox::indicator, QRadioButton::indicator {{
    width: {INDICATOR_PX}px; height: {INDICATOR_PX}px;
    border: 2px solid {_hex(p.muted_text)}; background: {_hex(p.panel)};
}}
QCheckBox::indicator {{
    border-radius: 4px;
}}
QRadioButton::indicator {{
    border-radius: {INDICATOR_PX // 2 + 2}px;
}}
QCheckBox::indicator:hover, QRadioButton::indicator:hover {{
    border-color: {_hex(p.accent)};
}}
QCheckBox::indicator:checked {{
    border-color: {_hex(p.accent)}; background: {_hex(p.accent)};
    padding: 2px; background-clip: content;
}}
QRadioButton::indicator:checked {{
    border-color: {_hex(p.accent)};
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
        stop: 0 {_hex(p.accent)}, stop: 0.55 {_hex(p.accent)},
        stop: 0.62 {_hex(p.panel)}, stop: 1 {_hex(p.panel)});
}}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{
    border-color: {_rgba(p.muted_text, 0.5)};
}}
"""


def apply_style(app: QApplication | QGuiApplication, theme: Any) -> None:
    """Give the application the palette and stylesheet of ``theme``.

    Meant for the start, before the windows exist: changing the application's sheet later
    re-polishes every widget once per ancestor (see ``switch_style``). Windows that
    ``switch_style`` gave a sheet of their own get this one too, so they never keep an
    older theme over the application's."""
    palette = use_palette(theme)
    if isinstance(app, QApplication):
        sheet = stylesheet(palette)
        app.setStyleSheet(sheet)
        for window in _theme_windows(app):
            if window.styleSheet():
                window.setStyleSheet(sheet)


def use_palette(theme: Any) -> ChromePalette:
    """The application's palette in the colours of ``theme``, which are returned (the
    player's start: the sheet goes to the window, see ``window_sheet``)."""
    palette = palette_of(theme)
    QGuiApplication.setPalette(palette.to_qpalette())
    return palette


def window_sheet(theme: Any) -> str:
    """The sheet a main window takes on itself at start, before its children exist.

    On the window rather than the application: a widget under both is matched against
    both sheets' rules whenever it is polished, and the application's sheet set at start
    was worked out again for every widget on the first switch."""
    return stylesheet(palette_of(theme))


def switch_style(app: QApplication | QGuiApplication, theme: Any) -> None:
    """A live theme switch: the palette of ``theme``, and its sheet on each window.

    ``QApplication.setStyleSheet`` re-polishes every styled widget and, recursively, its
    children again: a widget is polished once per ancestor (641 polishes for the 107
    widgets alive on a game screen, about 45 ms). A window's own sheet re-polishes each of
    its widgets once. The application never gets the sheet here; one it got at start
    (``apply_style``) stays, and a window's own sheet wins over it rule for rule (Qt
    prefers the nearer sheet, and both have the same selectors), so the look depends on
    the window's sheet alone. Dialogs, message boxes, file dialogs, combo popups and
    tooltips follow the widget they are opened from (their parent), open or opened later;
    a window made without a parent after a switch would get the start theme (or, at the
    player's start, no sheet at all), so every window the app opens has one
    (tests/app/test_theme_switch_pixels.py).

    A widget marked ``HELD_OUT`` is left out: a screen its window keeps out of the
    restyle while hidden, and restyles when it shows it again."""
    palette = use_palette(theme)
    if not isinstance(app, QApplication):
        return
    sheet = stylesheet(palette)
    for window in _theme_windows(app):
        if window.styleSheet() != sheet:  # the same sheet again would re-polish for nothing
            window.setStyleSheet(sheet)


# The dynamic property of a widget held out of its window (the main window's hidden
# screens during a switch, ``MainWindow.hold_hidden_screens``): it has no parent while
# held, and it is no window of the theme's. This module only reads it.
HELD_OUT = "heldOutOfWindow"


def _theme_windows(app: QApplication) -> list[QWidget]:
    """The windows without a parent whose sheet is the theme's (or that have none); a
    window with a sheet of its own, or a screen held out of its window, is left alone."""
    return [
        window
        for window in app.topLevelWidgets()
        if window.parentWidget() is None
        and not window.property(HELD_OUT)
        and (not window.styleSheet() or window.styleSheet().startswith(SHEET_MARK))
    ]
