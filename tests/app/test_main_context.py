"""AppContext: settings apply live, emit the matching signals and reach the store."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService


class CountingStore(InMemoryProfileService):
    def __init__(self) -> None:
        super().__init__()
        self.saves = 0

    def save_profile(self, profile: Any) -> None:
        self.saves += 1
        super().save_profile(profile)


def test_update_settings_emits_matching_signals_and_saves(qtbot: QtBot) -> None:
    store = CountingStore()
    context = AppContext(store)
    seen: list[str] = []
    context.theme_changed.connect(lambda: seen.append("theme"))
    context.settings_changed.connect(lambda: seen.append("settings"))

    context.update_settings(symbols=True)
    assert context.settings.symbols is True
    assert seen == ["settings"]
    assert store.saves == 1
    assert store.load_profile().settings.symbols is True

    seen.clear()
    context.update_settings(theme="garden")
    assert context.settings.theme == "garden"
    assert seen == ["theme", "settings"]


def test_unchanged_settings_do_nothing(qtbot: QtBot) -> None:
    store = CountingStore()
    context = AppContext(store)
    seen: list[str] = []
    context.settings_changed.connect(lambda: seen.append("settings"))
    context.update_settings(symbols=context.settings.symbols)
    assert seen == []
    assert store.saves == 0


def test_unknown_setting_is_refused(qtbot: QtBot) -> None:
    context = AppContext(InMemoryProfileService())
    with pytest.raises(ValueError, match="no_such_setting"):
        context.update_settings(no_such_setting=True)


def test_invalid_setting_value_is_refused_and_nothing_changes(qtbot: QtBot) -> None:
    store = CountingStore()
    context = AppContext(store)
    with pytest.raises(ValueError, match="animation_speed"):
        context.update_settings(animation_speed=-1.0)
    assert context.settings.animation_speed == 1.0
    assert store.saves == 0


def test_theme_follows_the_setting(qtbot: QtBot) -> None:
    context = AppContext(InMemoryProfileService())
    assert context.theme.id == "simple"
    context.update_settings(theme="garden")
    assert context.theme.id == "garden"


def test_language_change_installs_the_translators(qtbot: QtBot) -> None:
    from twelve_bowls.app import i18n

    context = AppContext(InMemoryProfileService())
    try:
        context.update_settings(language="es")
        assert i18n.current_language() == "es"
    finally:
        context.update_settings(language="en")
    assert i18n.current_language() == "en"
