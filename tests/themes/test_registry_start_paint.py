"""Start-up test-paints the active built-in theme right after the first frame, not before
it (issue 17); one that fails then is turned off like any theme that fails in use."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.theming.guard import theme_guard
from app.theming.registry import ThemeRegistry

THEME = """
from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QColor, QPainter

from app.theming.base import ChromePalette, Theme

PAINTED = []


class StartTheme(Theme):
    id = "{theme_id}"
    order = 100
    name = QT_TRANSLATE_NOOP("Themes", "Chalk")
    author = "A. Player"
    licence = "CC0-1.0"

    def palette(self) -> ChromePalette:
        return ChromePalette.from_hex(
            window="#202020", panel="#303030", text="#ffffff", muted_text="#bbbbbb",
            accent="#ffcc00", accent_text="#000000", button="#404040",
            button_text="#ffffff", danger="#ff6666", success="#66ff66", board_text="#ffffff",
        )

    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#202020"))

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        PAINTED.append(key)
        if {fails}:
            raise RuntimeError("cannot paint " + key)
        painter.drawEllipse(rect)
"""


@pytest.fixture
def builtins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> Iterator[dict[str, str]]:
    for module, fails in (("start_good", "False"), ("start_broken", "True")):
        source = THEME.format(theme_id=module.removeprefix("start_"), fails=fails)
        (tmp_path / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield {
        "simple": "themes.simple:SimpleTheme",
        "good": "start_good:StartTheme",
        "broken": "start_broken:StartTheme",
    }
    theme_guard().reset()


def test_the_active_builtin_is_test_painted_after_start(builtins: dict[str, str]) -> None:
    import start_good

    registry = ThemeRegistry(list, builtins)
    good = registry.get("good")
    assert good.id == "good" and start_good.PAINTED == []  # nothing painted before the frame
    registry.test_paint_started()
    assert "bowl" in start_good.PAINTED and not theme_guard().is_disabled("good")
    registry.test_paint_started()  # once only
    assert start_good.PAINTED.count("bowl") == 1
    assert registry.get("good") is good


def test_a_builtin_that_fails_its_test_paint_is_turned_off(builtins: dict[str, str]) -> None:
    registry = ThemeRegistry(list, builtins)
    assert registry.get("broken").id == "broken"  # in use for the first frame
    registry.test_paint_started()
    assert theme_guard().is_disabled("broken")
    assert registry.get("broken").id == "simple"  # Simple takes over, as for any failure
    assert "broken" in dict(registry.unavailable())


def test_anything_that_needs_the_whole_set_test_paints_first(builtins: dict[str, str]) -> None:
    registry = ThemeRegistry(list, builtins)
    registry.get("broken")
    assert "broken" not in registry.ids()  # the whole set: the check has run
