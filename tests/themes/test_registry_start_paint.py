"""Start-up test-paints the active built-in theme right after the first frame, not before
it; one that fails then is turned off like any theme that fails in use."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.themes.test_registry import GOOD_PLUGIN
from twelve_bowls.app.theming import registry as registry_module
from twelve_bowls.app.theming.guard import theme_guard
from twelve_bowls.app.theming.registry import ThemeRegistry

BROKEN_PAINT = GOOD_PLUGIN.replace(
    '        painter.setBrush(QColor("#ffffff"))\n',
    '        raise RuntimeError("cannot paint " + key)\n',
)


@pytest.fixture
def builtins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> Iterator[dict[str, str]]:
    assert BROKEN_PAINT != GOOD_PLUGIN
    for module, source in (("start_good", GOOD_PLUGIN), ("start_broken", BROKEN_PAINT)):
        text = source.format(cls="StartTheme", theme_id=module.removeprefix("start_"))
        (tmp_path / f"{module}.py").write_text(textwrap.dedent(text), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield {
        "good": "start_good:StartTheme",
        "broken": "start_broken:StartTheme",
    }
    theme_guard().reset()


def test_the_active_builtin_is_test_painted_after_start(
    builtins: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    painted: list[str] = []
    real = registry_module._smoke_paint
    monkeypatch.setattr(registry_module, "_smoke_paint", lambda t: (painted.append(t.id), real(t)))
    registry = ThemeRegistry(list, builtins)
    good = registry.get("good")
    assert good.id == "good" and painted == []  # nothing painted before the first frame
    registry.test_paint_started()
    assert painted == ["good"] and not theme_guard().is_disabled("good")
    registry.test_paint_started()  # once only
    assert painted == ["good"]
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
