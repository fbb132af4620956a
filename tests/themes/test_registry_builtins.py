"""Start-up loads the active built-in theme without reading entry points; the built-in
themes are the pack folders of ``themes/``, the one list of them."""

from __future__ import annotations

import json
from importlib.metadata import entry_points
from pathlib import Path

from twelve_bowls.app.theming.registry import (
    ENTRY_POINT_GROUP,
    OWN_DISTRIBUTION,
    ThemeRegistry,
    builtin_pack_ids,
)
from twelve_bowls.engine.profile import THEME_ORDER

THEMES = Path(__file__).resolve().parents[2] / "themes"


def test_each_builtin_folder_is_named_after_its_theme_id() -> None:
    ids = builtin_pack_ids()
    assert len(ids) >= 7
    for folder in ids:
        manifest = json.loads((THEMES / folder / "theme.json").read_text(encoding="utf-8"))
        assert manifest["id"] == folder


def test_the_unlock_order_is_the_order_the_packs_declare() -> None:
    # R9.5: the engine unlocks themes in THEME_ORDER; the packs' "order" must agree.
    orders = {
        folder: json.loads((THEMES / folder / "theme.json").read_text(encoding="utf-8"))["order"]
        for folder in builtin_pack_ids()
    }
    assert tuple(sorted(orders, key=orders.__getitem__)) == THEME_ORDER
    assert sorted(orders.values()) == list(range(len(THEME_ORDER)))


def test_no_builtin_is_also_an_entry_point() -> None:
    own = [p.name for p in entry_points(group=ENTRY_POINT_GROUP) if p.name in THEME_ORDER]
    assert own == []  # found as folders; an entry point too would be a second list


def test_a_builtin_loads_before_discovery_and_is_not_loaded_twice() -> None:
    asked = []

    def points() -> object:
        asked.append(True)
        return entry_points(group=ENTRY_POINT_GROUP)

    registry = ThemeRegistry(points)  # type: ignore[arg-type]
    neon = registry.get("neon")
    assert neon.id == "neon" and asked == []  # no entry point read yet
    assert set(registry.loaded()) == {"neon"}  # nor any other theme
    source = registry.source("neon")  # the whole set: discovery now
    assert asked == [True]
    assert source is not None and source.distribution == OWN_DISTRIBUTION
    assert registry.get("neon") is neon
    assert registry.unavailable() == []  # not a duplicate of itself
    assert registry.ids()[:7] == list(THEME_ORDER)


def test_the_readme_table_lists_the_builtin_packs() -> None:
    text = (THEMES / "README.md").read_text(encoding="utf-8")
    listed = [line.split("`")[1] for line in text.splitlines() if line.startswith("| `")]
    assert listed[: len(THEME_ORDER)] == list(THEME_ORDER)
    assert sorted(listed[: len(THEME_ORDER)]) == builtin_pack_ids()
