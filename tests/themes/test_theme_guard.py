"""A theme that fails at any call site and any time (import, palette(),
paint() at real sizes, the background) is turned off for the session, Simple takes over,
the player is told once, and the process never ends because of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage, QPainter

from tests.themes.test_registry import install_dist
from twelve_bowls.app.theming.guard import theme_guard
from twelve_bowls.app.theming.registry import discover

PLUGIN = """
from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QColor, QPainter

from twelve_bowls.app.theming.base import ChromePalette, Theme
{at_import}

CALLS = {{"palette": 0}}


class BrokenTheme(Theme):
    id = "broken"
    order = 100
    name = QT_TRANSLATE_NOOP("Themes", "Broken")
    author = "A. Player"
    licence = "CC0-1.0"

    def palette(self) -> ChromePalette:
        CALLS["palette"] += 1
        if {palette_fails}:
            raise RuntimeError("palette gone")
        return ChromePalette.from_hex(
            window="#202020", panel="#303030", text="#ffffff", muted_text="#bbbbbb",
            accent="#ffcc00", accent_text="#000000", button="#404040",
            button_text="#ffffff", danger="#ff6666", success="#66ff66", board_text="#ffffff",
        )

    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.translate(5, 5)
        if {background_fails}:
            raise {error}("background")
        painter.restore()
        painter.fillRect(rect, QColor("#202020"))

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        if {paint_fails}:
            painter.scale(3, 3)
            raise {error}("paint at " + str(rect.width()))
        painter.drawEllipse(rect)
"""

CASES = {
    # The registry's check paints at 24 px: these pass it and fail later.
    "paint-at-real-size": dict(paint_fails="rect.width() > 30"),
    "background-at-real-size": dict(background_fails="rect.width() > 30"),
    "palette-after-check": dict(palette_fails='CALLS["palette"] > 1'),
    "keyboard-interrupt-in-paint": dict(paint_fails="rect.width() > 30", error="KeyboardInterrupt"),
    "system-exit-in-palette": dict(palette_fails='CALLS["palette"] > 1', error="SystemExit"),
    "system-exit-at-import": dict(at_import="raise SystemExit(3)"),
    "keyboard-interrupt-at-import": dict(at_import="raise KeyboardInterrupt"),
}


def _plugin(**changes: str) -> str:
    values = {
        "at_import": "",
        "palette_fails": "False",
        "background_fails": "False",
        "paint_fails": "False",
        "error": "RuntimeError",
    }
    values.update(changes)
    return PLUGIN.format(**values)


@pytest.mark.parametrize("case", CASES)
def test_a_failing_theme_never_ends_the_game(tmp_path: Path, case: str) -> None:
    site = tmp_path / "site"
    site.mkdir()
    install_dist(site, "broken_theme", "tb_guard_broken", _plugin(**CASES[case]),
                 {"broken": "tb_guard_broken:BrokenTheme"})  # fmt: skip
    data = tmp_path / "data"
    data.mkdir()
    (data / "profile.json").write_text(
        json.dumps({"schema_version": 1, "settings": {"theme": "broken"}}), "utf-8"
    )
    root = Path(__file__).resolve().parents[2]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), str(root)]),
        "TWELVE_BOWLS_HOME": str(data),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("theme_guard_child.py"))],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["seen"] == ["home", "endless", "themes", "settings", "help", "records"]
    assert result["theme"] == "simple"  # Simple took over for the session
    assert result["setting"] == "broken"  # the choice is kept: the next start tries again
    if "import" not in case:
        # Told once, on the screen the player is on and kept on Home.
        assert len(result["posted"]) == 1, result["posted"]
        assert "Broken" in result["posted"][0] and "Simple" in result["posted"][0]
        assert "Broken" in result["home_notice"]


def test_a_painter_is_given_back_as_it_was(qapp: object) -> None:
    """The guard restores the painter even when the plugin raised half-way, so the caller
    can end it (a painter left active on a QImage is what crashed the gallery)."""
    from twelve_bowls.app.theming.base import Theme
    from twelve_bowls.app.theming.guard import guarded

    class Raises(Theme):
        id = "raises"
        order = 100
        name = "Raises"
        author = ""
        licence = ""

        def palette(self):  # type: ignore[no-untyped-def]
            raise RuntimeError

        def paint_background(self, painter, rect):  # type: ignore[no-untyped-def]
            raise RuntimeError

        def paint(self, painter, key, rect):  # type: ignore[no-untyped-def]
            painter.save()
            painter.scale(4, 4)
            raise SystemExit(1)

    registry = discover()
    simple = registry.get("simple")
    theme = guarded(Raises(), lambda: simple)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        theme.paint(painter, "bowl", QRectF(0, 0, 100, 100))
        assert painter.worldTransform().m11() == 1.0
        assert theme.palette() is not None
    finally:
        painter.end()
    assert theme_guard().is_disabled("raises")
    QCoreApplication.processEvents()
    theme_guard().reset()


def _picture(paint: object, size: int = 120) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:
        paint(painter)  # type: ignore[operator]
    finally:
        painter.end()
    return image


def test_a_failing_theme_is_painted_over_by_simple(qapp: object) -> None:
    """What the player sees where a theme failed is Simple's picture of the same key, on
    the failing call itself and on every call after it, not a hole in the board."""
    from twelve_bowls.app.theming.base import Theme
    from twelve_bowls.app.theming.guard import guarded
    from twelve_bowls.app.theming.registry import ThemeRegistry

    class PaintFails(Theme):
        id = "paint-fails"
        order = 100
        name = "Paint fails"
        author = ""
        licence = ""

        def palette(self):  # type: ignore[no-untyped-def]
            return ThemeRegistry([]).get("simple").palette()

        def paint_background(self, painter, rect):  # type: ignore[no-untyped-def]
            raise RuntimeError("no background")

        def paint(self, painter, key, rect):  # type: ignore[no-untyped-def]
            raise RuntimeError("no " + key)

    simple = ThemeRegistry([]).get("simple")
    theme = guarded(PaintFails(), lambda: simple)
    rect = QRectF(10, 10, 100, 100)
    try:
        for key in ("stone.R", "bowl", "modifier.volcano"):  # the first call fails
            want = _picture(lambda p, key=key: simple.paint(p, key, rect))
            assert _picture(lambda p, key=key: theme.paint(p, key, rect)) == want, key
            blank = _picture(lambda p: None)
            assert want != blank  # Simple draws something there
        assert theme_guard().is_disabled("paint-fails")
        want = _picture(lambda p: simple.paint_background(p, rect))
        assert _picture(lambda p: theme.paint_background(p, rect)) == want
    finally:
        QCoreApplication.processEvents()
        theme_guard().reset()
