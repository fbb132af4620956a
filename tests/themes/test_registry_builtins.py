"""Start-up loads the active built-in theme without reading entry points."""

from __future__ import annotations

from importlib.metadata import entry_points

from twelve_bowls.app.theming.registry import (
    BUILTIN_THEMES,
    ENTRY_POINT_GROUP,
    OWN_DISTRIBUTION,
    ThemeRegistry,
    _distribution,
)


def test_the_builtin_table_matches_the_installed_entry_points() -> None:
    own = {
        p.name: p.value
        for p in entry_points(group=ENTRY_POINT_GROUP)
        if _distribution(p) == OWN_DISTRIBUTION
    }
    assert own == dict(BUILTIN_THEMES)


def test_a_builtin_loads_before_discovery_and_is_not_loaded_twice() -> None:
    asked = []

    def points() -> object:
        asked.append(True)
        return entry_points(group=ENTRY_POINT_GROUP)

    registry = ThemeRegistry(points, BUILTIN_THEMES)  # type: ignore[arg-type]
    neon = registry.get("neon")
    assert neon.id == "neon" and asked == []  # no entry point read yet
    source = registry.source("neon")  # the whole set: discovery now
    assert asked == [True]
    assert source is not None and source.distribution == OWN_DISTRIBUTION
    assert registry.get("neon") is neon
    assert registry.unavailable() == []  # not a duplicate of itself
    assert len(registry.ids()) >= 7
