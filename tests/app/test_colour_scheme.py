"""The colour scheme setting: the desktop's by default, or light or dark as the player
chooses in Settings; the choice is saved, survives the fast start-up read, and is handed to
Qt (QStyleHints.setColorScheme), which the platform follows where it can (offscreen ignores
it, so the request itself is what is checked)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from twelve_bowls.app import colour_scheme, i18n, paths
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import PROFILE_SCHEMA_VERSION, ProfileService
from twelve_bowls.app.settings_dialog import SettingsDialog
from twelve_bowls.app.start_profile import read_start_view
from twelve_bowls.engine.profile import Settings


class _Hints:
    def __init__(self) -> None:
        self.asked: list[Qt.ColorScheme] = []
        self.desktop = Qt.ColorScheme.Unknown  # what the desktop says (offscreen: nothing)

    def setColorScheme(self, scheme: Qt.ColorScheme) -> None:
        self.asked.append(scheme)

    def colorScheme(self) -> Qt.ColorScheme:
        return self.desktop


@pytest.fixture
def hints(monkeypatch: pytest.MonkeyPatch) -> _Hints:
    fake = _Hints()

    class _App:
        @staticmethod
        def styleHints() -> _Hints:
            return fake

    monkeypatch.setattr(colour_scheme, "QGuiApplication", _App)
    return fake


@pytest.fixture
def context(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> Iterator[AppContext]:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    yield AppContext(ProfileService())
    i18n.set_language("en")


def test_the_default_follows_the_desktop() -> None:
    assert Settings().colour_scheme == "system"


def test_each_choice_asks_qt_for_its_scheme(hints: _Hints) -> None:
    for choice in ("dark", "light", "system", "unknown-value"):
        colour_scheme.apply(choice)
    assert hints.asked == [
        Qt.ColorScheme.Dark,
        Qt.ColorScheme.Light,
        Qt.ColorScheme.Unknown,  # Unknown hands the choice back to the desktop
        Qt.ColorScheme.Unknown,
    ]


def test_the_settings_choice_applies_at_once_and_is_saved(
    qtbot: QtBot, context: AppContext, hints: _Hints
) -> None:
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    combo = dialog.scheme_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["system", "light", "dark"]
    assert combo.currentData() == "system"
    assert dialog.scheme_label.buddy() is combo  # Alt+H reaches it; the label names it
    combo.setCurrentIndex(combo.findData("dark"))
    assert context.settings.colour_scheme == "dark"
    assert hints.asked[-1] == Qt.ColorScheme.Dark
    saved = json.loads(paths.profile_path().read_text("utf-8"))["settings"]
    assert saved["colour_scheme"] == "dark"
    # The next start's fast read keeps it rather than giving up on the profile.
    view = read_start_view(paths.profile_path(), PROFILE_SCHEMA_VERSION)
    assert view is not None and view.settings.colour_scheme == "dark"


# -- the game's own look follows the scheme (Simple's dark look) -----------------------------


def test_simple_is_light_by_default_and_dark_when_the_player_chooses_dark(
    context: AppContext, hints: _Hints
) -> None:
    assert context.theme.id == "simple" and not context.theme.dark
    changed: list[str] = []
    context.theme_changed.connect(lambda: changed.append(context.theme.id))
    context.update_settings(colour_scheme="dark")
    assert context.theme.id == "simple" and context.theme.dark  # the same theme, dark
    assert changed == ["simple"]
    assert context.theme.palette().window.lightness() < 64
    context.update_settings(colour_scheme="light")
    assert not context.theme.dark and changed == ["simple", "simple"]


def test_simple_is_dark_on_a_dark_desktop_from_the_first_frame_and_follows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, hints: _Hints
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    hints.desktop = Qt.ColorScheme.Dark
    context = AppContext(ProfileService(), defer_profile=True)
    assert context.theme.dark
    hints.desktop = Qt.ColorScheme.Light
    context._scheme_changed()  # what QStyleHints.colorSchemeChanged calls
    assert not context.theme.dark
    # A player's Light wins over a dark desktop.
    context.update_settings(colour_scheme="light")
    hints.desktop = Qt.ColorScheme.Dark
    context._scheme_changed()
    assert not context.theme.dark


def test_a_theme_without_a_dark_look_stays_as_it_is(context: AppContext, hints: _Hints) -> None:
    context.update_settings(theme="garden", colour_scheme="dark")
    assert context.theme.id == "garden"
    assert colour_scheme.dark_variant("garden") is None


def test_the_context_listens_to_the_desktops_scheme(context: AppContext) -> None:
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    assert hints.receivers("2colorSchemeChanged(Qt::ColorScheme)") >= 1
