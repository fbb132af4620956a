"""``twelve-bowls --screenshot OUT.png``: render one screen offscreen into a PNG and exit.

For store screenshots and visual checks. The run uses a fresh in-memory profile, so it is
reproducible and never touches the player's saves: Endless uses a fixed seed and Daily today's
UTC date. Without ``--lang`` the language is the one a first run would choose (the system's,
when the game ships it; English otherwise). Exit codes: 0 written, 1 could not write, 2 bad
arguments (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ENDLESS_SEED = "screenshot"


class UsageError(ValueError):
    """A bad ``--screen``, ``--lang``, ``--theme`` or ``--size`` value."""


@dataclass(frozen=True)
class ScreenshotRequest:
    out: str
    screen: str  # one of app.window_start.SCREENS or "puzzle"
    puzzle: int | None
    lang: str | None
    theme: str | None
    width: int
    height: int


def parse_request(args: argparse.Namespace) -> ScreenshotRequest:
    """Check every value before any window exists; raise ``UsageError`` naming the bad one."""
    from twelve_bowls.app.run_choices import DEFAULT_SIZE, ChoiceError, read_choices
    from twelve_bowls.app.window_start import SCREENS

    screen, puzzle = str(args.screen), None
    if screen.startswith("puzzle:"):
        number = screen.removeprefix("puzzle:")
        if not number.isdigit() or not 1 <= int(number) <= 100:
            raise UsageError(f"puzzle number must be 1 to 100, not {number!r}")
        screen, puzzle = "puzzle", int(number)
    elif screen not in SCREENS:
        known = "|".join((*SCREENS[:1], "puzzle:N", *SCREENS[1:]))
        raise UsageError(f"unknown screen {screen!r} (expected {known})")
    try:
        choices = read_choices(args)
    except ChoiceError as error:
        raise UsageError(str(error)) from None
    width, height = choices.size or DEFAULT_SIZE
    if not str(args.screenshot).lower().endswith(".png"):
        raise UsageError(f"the screenshot file must end in .png, not {args.screenshot!r}")
    return ScreenshotRequest(
        str(args.screenshot), screen, puzzle, choices.lang, choices.theme, width, height
    )


def run_screenshot(args: argparse.Namespace) -> int:
    try:
        request = parse_request(args)
    except UsageError as error:
        print(f"twelve-bowls: {error}", file=sys.stderr)
        return 2
    # Offscreen unless the caller chose a platform: no window ever appears on a desktop.
    # A plain "offscreen" the caller set gets the screen of the picture's size too.
    chosen = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    if chosen != "offscreen" or sys.platform == "win32":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return render(request)
    # A screen of the picture's size (offscreen's own is 800x800), so what sizes itself to
    # the screen, as the Settings dialog does, is drawn as on a screen that small.
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder) / "screen.json"
        screen = {"name": "screenshot", "x": 0, "y": 0, "width": request.width}
        screen |= {"height": request.height, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
        config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        return render(request)


def render(request: ScreenshotRequest) -> int:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtWidgets import QApplication

    from twelve_bowls.app.context import AppContext, InMemoryProfileService
    from twelve_bowls.app.main_window import MainWindow
    from twelve_bowls.app.style import apply_style, palette_of
    from twelve_bowls.app.window_start import create_application
    from twelve_bowls.engine.clock import utc_today

    app = create_application([sys.argv[0] if sys.argv else "twelve-bowls"])
    context = AppContext(InMemoryProfileService())
    changes: dict[str, str] = {}
    if request.lang is not None:
        changes["language"] = request.lang
    if request.theme is not None:
        changes["theme"] = request.theme
    context.update_settings(**changes)
    context.apply_language()
    apply_style(app, context.theme)
    window = MainWindow(context)
    window.resize(request.width, request.height)
    window.show()
    _settle(app)

    dialog = None
    if request.screen == "puzzle":
        assert request.puzzle is not None
        if window.start_puzzle(request.puzzle, fresh=True) is None:
            print(f"twelve-bowls: puzzle {request.puzzle} cannot be loaded", file=sys.stderr)
            window.close()
            return 1
    elif request.screen == "endless":
        window.start_endless(seed=ENDLESS_SEED)
    elif request.screen == "daily":
        window.start_daily(date=utc_today())
    elif request.screen == "settings":
        dialog = window.open_settings()
    elif request.screen != "home":
        window.open_screen(request.screen)
    _settle(app, 0.3)

    image: QPixmap = window.grab()
    if dialog is not None:
        # A dialog is its own window; draw it over the dimmed main window, centred.
        _settle(app)
        shot = dialog.grab()
        painter = QPainter(image)
        dim = QColor(palette_of(context.theme).text)
        dim.setAlphaF(0.35)
        painter.fillRect(image.rect(), dim)
        top_left = QPoint(
            (image.width() - shot.width()) // 2, (image.height() - shot.height()) // 2
        )
        painter.drawPixmap(QRect(top_left, shot.size()), shot)
        painter.end()
    ok = image.save(request.out, "PNG")
    window.close()
    QApplication.processEvents()
    if not ok:
        print(f"twelve-bowls: could not write {request.out}", file=sys.stderr)
        return 1
    return 0


def _settle(app: object, seconds: float = 0.05) -> None:
    """Let layouts, polish and any entry animation run before grabbing."""
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + seconds
    while True:
        QApplication.processEvents()
        if time.monotonic() >= deadline:
            break
        time.sleep(0.01)
