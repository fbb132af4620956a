"""Theme discovery by entry point: third-party plugins, broken ones, duplicates, fallback."""

from __future__ import annotations

import logging
import sys
import textwrap
from pathlib import Path

import pytest

from twelve_bowls.app.theming.registry import (
    ENTRY_POINT_GROUP,
    builtin_packs_folder,
    discover,
    theme_registry,
)
from twelve_bowls.engine.profile import THEME_ORDER

GOOD_PLUGIN = """
from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QColor, QPainter

from twelve_bowls.app.theming.base import ChromePalette, Theme


class {cls}(Theme):
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
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(rect)
"""


def install_dist(root: Path, dist: str, module: str, source: str, entries: dict[str, str]) -> None:
    """A minimal installed distribution: a module plus its .dist-info with entry points."""
    (root / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = root / f"{dist}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n", encoding="utf-8"
    )
    lines = "".join(f"{name} = {value}\n" for name, value in entries.items())
    (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{lines}", encoding="utf-8")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in [m for m in sys.modules if m.startswith("tb_plugin_")]:
        del sys.modules[name]


def test_third_party_theme_appears(site: Path) -> None:
    install_dist(
        site, "chalk_theme", "tb_plugin_chalk",
        GOOD_PLUGIN.format(cls="ChalkTheme", theme_id="chalk"),
        {"chalk": "tb_plugin_chalk:ChalkTheme"},
    )  # fmt: skip
    registry = discover()
    assert registry.has("chalk")
    assert registry.ids()[-1] == "chalk"  # after the seven built-ins (order 100)
    assert registry.ids()[:7] == list(THEME_ORDER)  # R9.5 order kept
    source = registry.source("chalk")
    assert source is not None and source.distribution == "chalk_theme"
    assert registry.get("chalk").author == "A. Player"
    assert registry.unavailable() == []


def test_broken_plugins_are_skipped_with_a_reason(
    site: Path, caplog: pytest.LogCaptureFixture
) -> None:
    install_dist(
        site,
        "broken_import",
        "tb_plugin_importerror",
        "import this_module_does_not_exist\n",
        {"ghost": "tb_plugin_importerror:Ghost"},
    )
    install_dist(
        site,
        "not_a_theme",
        "tb_plugin_notatheme",
        "class Thing:\n    pass\n",
        {"thing": "tb_plugin_notatheme:Thing"},
    )
    install_dist(
        site,
        "bad_palette",
        "tb_plugin_badpalette",
        GOOD_PLUGIN.format(cls="Bad", theme_id="bad")
        + "\n\ndef _broken(self):\n    return {'window': 1}\n\nBad.palette = _broken\n",
        {"bad": "tb_plugin_badpalette:Bad"},
    )
    install_dist(
        site,
        "bad_paint",
        "tb_plugin_badpaint",
        GOOD_PLUGIN.format(cls="Crash", theme_id="crash")
        + "\n\ndef _boom(self, painter, key, rect):\n    raise RuntimeError('no')\n\n"
        "Crash.paint = _boom\n",
        {"crash": "tb_plugin_badpaint:Crash"},
    )
    install_dist(
        site,
        "copycat",
        "tb_plugin_copycat",
        GOOD_PLUGIN.format(cls="Copy", theme_id="garden"),
        {"copycat": "tb_plugin_copycat:Copy"},
    )
    install_dist(site, "chalk_theme", "tb_plugin_chalk2",
                 GOOD_PLUGIN.format(cls="ChalkTheme", theme_id="chalk"),
                 {"chalk": "tb_plugin_chalk2:ChalkTheme"})  # fmt: skip
    with caplog.at_level(logging.WARNING, logger="twelve_bowls.app.theming.registry"):
        registry = discover()
    reasons = dict(registry.unavailable())
    assert set(reasons) == {"ghost", "thing", "bad", "crash", "copycat"}
    assert "ModuleNotFoundError" in reasons["ghost"]
    assert "not a Theme subclass" in reasons["thing"]
    assert "ChromePalette" in reasons["bad"]
    assert "RuntimeError" in reasons["crash"]
    assert "duplicate theme id 'garden'" in reasons["copycat"]
    for name in reasons:
        assert any(name in record.getMessage() for record in caplog.records)
    # The good ones are untouched: the built-in Garden is still the built-in one.
    assert registry.has("chalk")
    source = registry.source("garden")
    assert source is not None and source.value == str(builtin_packs_folder() / "garden")
    assert registry.ids()[:7] == list(THEME_ORDER)


def test_get_falls_back_to_simple() -> None:
    registry = discover()
    assert registry.get("no-such-theme").id == "simple"
    assert registry.get(None).id == "simple"
    assert registry.get("space").id == "space"


def test_the_builtins_need_no_entry_points() -> None:
    from twelve_bowls.app.theming.registry import ThemeRegistry

    assert ThemeRegistry([]).ids() == list(THEME_ORDER)


def test_simple_survives_without_the_builtin_packs(tmp_path: Path) -> None:
    from twelve_bowls.app.theming.registry import ThemeRegistry

    registry = ThemeRegistry([], packs=tmp_path)  # an installation that lost its packs
    assert registry.ids() == ["simple"]
    assert registry.get("neon").id == "simple"


def test_app_registry_is_cached() -> None:
    assert theme_registry() is theme_registry()
    assert theme_registry().ids()[:7] == list(THEME_ORDER)


def test_builtin_order_matches_the_engines_unlock_order() -> None:
    # R9.5 lives in engine.profile.THEME_ORDER; each built-in's ``order`` must agree.
    registry = discover()
    for index, theme_id in enumerate(THEME_ORDER):
        assert registry.get(theme_id).order == index


def test_readme_example_plugin_loads(site: Path) -> None:
    # The documented minimal plugin must stay a working plugin.
    readme = Path(__file__).parents[2] / "themes" / "README.md"
    text = readme.read_text(encoding="utf-8")
    start = text.index("`chalk_theme/__init__.py`:")
    code = text[text.index("```python\n", start) + len("```python\n") :]
    code = code[: code.index("```")]
    install_dist(site, "chalk-theme", "tb_plugin_readme", code,
                 {"chalk": "tb_plugin_readme:ChalkTheme"})  # fmt: skip
    registry = discover()
    assert registry.unavailable() == []
    assert registry.get("chalk").name == "Chalk"
    assert registry.source("chalk").distribution == "chalk-theme"


def test_builtin_folders_are_named_after_their_theme_ids() -> None:
    # ThemeRegistry.get loads a built-in alone by folder name (start-up time); that gives
    # the same theme as loading all only if the folder is named after the theme's id.
    from twelve_bowls.app.theming.registry import ThemeRegistry, builtin_pack_ids

    assert builtin_pack_ids() == sorted(THEME_ORDER)
    for folder in builtin_pack_ids():
        registry = ThemeRegistry([])
        assert registry.get(folder).id == folder and list(registry.loaded()) == [folder]


def test_get_of_the_active_builtin_loads_only_that_theme(site: Path) -> None:
    install_dist(
        site,
        "broken_import",
        "tb_plugin_importerror",
        "import this_module_does_not_exist\n",
        {"ghost": "tb_plugin_importerror:Ghost"},
    )
    registry = discover()
    assert registry.get("neon").id == "neon"
    assert list(registry._themes) == ["neon"]  # nothing else loaded or painted yet
    # The first question about the whole set loads the rest, plugins and their failures.
    assert registry.ids()[:7] == list(THEME_ORDER)
    assert [name for name, _ in registry.unavailable()] == ["ghost"]
    assert registry.get("neon") is registry.get("neon")


def test_get_of_a_plugin_id_loads_everything(site: Path) -> None:
    install_dist(
        site, "chalk_theme", "tb_plugin_chalk3",
        GOOD_PLUGIN.format(cls="ChalkTheme", theme_id="chalk"),
        {"chalk": "tb_plugin_chalk3:ChalkTheme"},
    )  # fmt: skip
    registry = discover()
    assert registry.get("chalk").id == "chalk"
    assert registry.get("unknown").id == "simple"


def test_a_broken_builtin_falls_back_to_simple(tmp_path: Path) -> None:
    # A copy of the game whose Neon pack is damaged (its manifest cut short).
    import shutil

    from twelve_bowls.app.theming.registry import ThemeRegistry

    packs = tmp_path / "themes"
    shutil.copytree(Path(str(builtin_packs_folder() / "neon")), packs / "neon")
    (packs / "neon" / "theme.json").write_text('{"api_version": 1, "id": "ne')
    registry = ThemeRegistry([], packs=packs)
    assert registry.get("neon").id == "simple"
    assert [name for name, _ in registry.unavailable()] == ["neon"]
    assert "theme.json is not valid JSON" in registry.unavailable()[0][1]
    assert registry.ids() == ["simple"]  # the package's own copy of Simple
