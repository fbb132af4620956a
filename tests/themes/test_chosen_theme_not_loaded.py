"""A chosen plugin theme that cannot be loaded at start: Simple draws, the player is told once."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import twelve_bowls.app.context as context_module
from tests.themes.test_registry import GOOD_PLUGIN, install_dist, site  # noqa: F401
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.theming.registry import discover

BROKEN = "raise RuntimeError('the plugin is broken')\n"
FUTURE = GOOD_PLUGIN.replace("class {cls}(Theme):\n", "class {cls}(Theme):\n    api_version = 2\n")


def _context_choosing(
    chosen: str, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> tuple[AppContext, list[str]]:
    registry = discover()
    monkeypatch.setattr(context_module, "theme_registry", lambda: registry)
    store = InMemoryProfileService()
    profile = store.load_profile()
    store.save_profile(
        profile.model_copy(
            update={"settings": profile.settings.model_copy(update={"theme": chosen})}
        )
    )
    context = AppContext(store)
    notices: list[str] = []
    context.notice_posted.connect(notices.append)
    qtbot.waitUntil(lambda: bool(notices), timeout=5000)
    qtbot.wait(50)  # a second notice would come in the same turn of the event loop
    return context, notices


@pytest.mark.parametrize("source", [BROKEN, FUTURE], ids=["fails-on-import", "later-api"])
def test_a_chosen_theme_that_fails_to_load_is_reported_once(
    site: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    source: str,
) -> None:
    install_dist(
        site, "chalk_theme", "tb_plugin_chalk",
        source.format(cls="ChalkTheme", theme_id="chalk") if "{cls}" in source else source,
        {"chalk": "tb_plugin_chalk:ChalkTheme"},
    )  # fmt: skip
    context, notices = _context_choosing("chalk", monkeypatch, qtbot)
    assert context.theme.id == "simple"
    assert len(notices) == 1
    assert "chalk" in notices[0] and "Simple" in notices[0]


def test_a_theme_written_for_a_later_api_is_refused_with_a_sentence(site: Path) -> None:  # noqa: F811
    install_dist(
        site, "chalk_theme", "tb_plugin_chalk",
        FUTURE.format(cls="ChalkTheme", theme_id="chalk"),
        {"chalk": "tb_plugin_chalk:ChalkTheme"},
    )  # fmt: skip
    registry = discover()
    assert not registry.has("chalk")
    ((name, reason),) = registry.unavailable()
    assert name == "chalk"
    assert "version 2 of the theme API" in reason and "version 1 only" in reason


def test_a_theme_that_loads_brings_no_notice(qtbot: QtBot) -> None:
    context = AppContext(InMemoryProfileService())
    notices: list[str] = []
    context.notice_posted.connect(notices.append)
    qtbot.wait(100)
    assert context.theme.id == "simple" and notices == []


def test_the_public_api_names_everything_it_lists() -> None:
    from twelve_bowls.themes import api

    assert sorted(api.__all__) == sorted(set(api.__all__))
    for name in api.__all__:
        assert getattr(api, name) is not None
    assert api.API_VERSION in api.SUPPORTED_API_VERSIONS
