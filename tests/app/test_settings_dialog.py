"""Settings dialog: each change applies live, is saved at once, and shows in the running UI."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n, paths
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.home import HomeScreen
from twelve_bowls.app.settings_dialog import SettingsDialog, theme_requirements
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.profile import THEME_ORDER, Profile


@pytest.fixture
def home_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def context(home_dir: Path, qtbot: QtBot) -> Iterator[AppContext]:
    context = AppContext(ProfileService())
    yield context
    i18n.set_language("en")  # the language is process-wide: leave English behind


def _dialog(qtbot: QtBot, context: AppContext) -> SettingsDialog:
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _on_disk() -> dict[str, object]:
    settings = json.loads(paths.profile_path().read_text("utf-8"))["settings"]
    assert isinstance(settings, dict)
    return settings


def _grab(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def test_languages_are_named_in_their_own_script(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context)
    combo = dialog.language_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    codes = [combo.itemData(i) for i in range(combo.count())]
    assert codes == ["en", "es", "ja", "hi", "ar"]
    assert names == ["English", "Español", "日本語", "हिन्दी", "العربية"]


def test_defaults_shown_and_move_preview_off(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context)
    assert dialog.language_combo.currentData() == "en"
    assert not dialog.preview_check.isChecked()  # Off by default
    assert not dialog.symbols_check.isChecked()
    assert not dialog.reduced_motion_check.isChecked()
    assert dialog.speed_combo.currentData() == 1.0
    assert dialog.theme_buttons["simple"].isChecked()


def test_each_switch_applies_live_and_is_saved_at_once(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context)
    changes: list[str] = []
    context.settings_changed.connect(lambda: changes.append("settings"))

    dialog.preview_check.click()
    assert context.settings.move_preview is True
    assert _on_disk()["move_preview"] is True

    dialog.symbols_check.click()
    assert context.settings.symbols is True  # R1.6
    assert _on_disk()["symbols"] is True

    dialog.reduced_motion_check.click()
    assert context.settings.reduced_motion is True
    assert _on_disk()["reduced_motion"] is True

    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData(2.0))
    assert context.settings.animation_speed == 2.0
    assert _on_disk()["animation_speed"] == 2.0

    assert changes == ["settings"] * 4
    # A new start of the app sees the same settings (nothing waits for an OK button).
    assert ProfileService().load_profile().settings == context.settings


def test_language_switch_retranslates_the_open_ui(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "&Close" or close.text() == "Close"
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("es"))
    QApplication.processEvents()

    assert i18n.current_language() == "es"
    assert _on_disk()["language"] == "es"
    assert "Cerrar" in close.text()  # Qt's own Spanish catalog, applied without restart
    assert dialog.language_combo.currentData() == "es"

    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("ar"))
    QApplication.processEvents()
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft


class ShoutingTranslator(QTranslator):
    """Translates every string to upper case: shows that the dialog retranslates itself."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper()

    def isEmpty(self) -> bool:
        return False


def test_dialog_retranslates_every_label_on_language_change(
    qtbot: QtBot, context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _dialog(qtbot, context)
    before = dialog.symbols_check.text()
    translator = ShoutingTranslator()
    # Theme names come from the theme packs, in the game's language, not from catalogs.
    monkeypatch.setattr("twelve_bowls.app.i18n.current_language", lambda: "ja")
    QCoreApplication.installTranslator(translator)
    try:
        QApplication.processEvents()
        assert dialog.symbols_check.text() == before.upper() != before
        assert dialog.windowTitle() == "SETTINGS"
        assert dialog.speed_combo.currentText() == "NORMAL"
        assert dialog.theme_buttons["simple"].text() == "シンプル"
        assert dialog.language_combo.itemText(1) == "Español"  # names are never translated
    finally:
        QCoreApplication.removeTranslator(translator)


def test_locked_themes_are_visible_with_what_unlocks_them(
    qtbot: QtBot, context: AppContext
) -> None:
    # R9.5: with k achievements earned the first k + 1 themes are unlocked.
    dialog = _dialog(qtbot, context)
    assert list(dialog.theme_buttons)[: len(THEME_ORDER)] == list(THEME_ORDER)
    assert dialog.theme_is_selectable("simple")
    for index, theme_id in enumerate(THEME_ORDER[1:], start=1):
        button = dialog.theme_buttons[theme_id]
        assert button.isVisible() and not button.isEnabled()
        note = dialog.theme_notes[theme_id].text()
        assert note.startswith(f"Unlocks after {index} more achievement")

    profile = context.profile
    profile.achievements.extend([Achievement.FIRST_PUZZLE, Achievement.COMBO_3])
    context.profile_changed.emit()  # as record_finished does when an attempt earned them

    assert [dialog.theme_is_selectable(t) for t in THEME_ORDER] == [True] * 3 + [False] * 4
    assert dialog.theme_notes["garden"].text() == ""
    assert "1" in dialog.theme_notes["ocean"].text()


def test_theme_requirements_follow_r9_5() -> None:
    profile = Profile()
    assert theme_requirements(profile, [*THEME_ORDER, "third.party"]) == {
        "simple": 0,
        "garden": 1,
        "sand": 2,
        "ocean": 3,
        "runes": 4,
        "neon": 5,
        "space": 6,
        "third.party": 0,
    }
    profile.achievements.extend(list(Achievement)[:6])
    assert theme_requirements(profile, list(THEME_ORDER))["space"] == 0


def test_choosing_a_theme_repaints_the_running_screens(qtbot: QtBot, context: AppContext) -> None:
    profile = context.profile
    profile.achievements.append(Achievement.FIRST_PUZZLE)
    home = HomeScreen(context)
    qtbot.addWidget(home)
    home.resize(900, 560)
    home.show()
    before = _grab(home)
    dialog = _dialog(qtbot, context)
    themes: list[str] = []
    context.theme_changed.connect(lambda: themes.append(context.theme.id))

    dialog.theme_buttons["garden"].click()

    assert themes == ["garden"]
    assert context.settings.theme == "garden" and _on_disk()["theme"] == "garden"
    assert _grab(home) != before  # the same screen, repainted in the new theme


def test_settings_changed_elsewhere_show_in_the_open_dialog(
    qtbot: QtBot, context: AppContext
) -> None:
    dialog = _dialog(qtbot, context)
    saves_before = paths.profile_path().exists()
    context.update_settings(symbols=True, reduced_motion=True, animation_speed=0.5)
    assert dialog.symbols_check.isChecked()
    assert dialog.reduced_motion_check.isChecked()
    assert dialog.speed_combo.currentData() == 0.5
    assert saves_before is False and _on_disk()["symbols"] is True


def test_unusual_speed_from_a_profile_is_shown_not_lost(qtbot: QtBot, context: AppContext) -> None:
    context.update_settings(animation_speed=1.25)
    dialog = _dialog(qtbot, context)
    assert dialog.speed_combo.currentData() == 1.25
    assert context.settings.animation_speed == 1.25


def test_dialog_says_when_changes_cannot_be_saved(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    context = AppContext(ProfileService(blocker / "data"))
    dialog = _dialog(qtbot, context)
    assert dialog.save_status.isVisible()
    assert "cannot be saved" in dialog.save_status.text()
    dialog.symbols_check.click()
    assert context.settings.symbols is True  # still applied live


def test_game_in_progress_follows_the_dialog_without_restart(
    qtbot: QtBot, context: AppContext
) -> None:
    from twelve_bowls.app.game.game_screen import GameScreen
    from twelve_bowls.engine.modes import EndlessAttempt

    attempt = EndlessAttempt("settings-live")
    game = GameScreen(context, attempt)
    qtbot.addWidget(game)
    game.resize(1000, 700)
    game.show()
    # A bowl whose move scores, so the forecast has a number to show.
    bowl = max(attempt.legal_moves(), key=lambda b: attempt.preview(b).result.points)
    assert attempt.preview(bowl).result.points > 0
    assert game.session.select(bowl)
    QApplication.processEvents()
    assert not game.preview.isVisible()  # move preview is off by default
    dialog = _dialog(qtbot, context)

    dialog.preview_check.click()
    QApplication.processEvents()
    assert game.preview.isVisible()
    expected = attempt.preview(bowl)
    assert str(expected.result.points) in game.preview.text()  # the engine's forecast, one line

    qtbot.waitUntil(lambda: not game.session.animating)
    board_before = _grab(game.view)
    dialog.symbols_check.click()  # R1.6: the white symbols appear on the stones
    assert _grab(game.view) != board_before
    dialog.symbols_check.click()  # and go again: the difference was the symbols
    assert _grab(game.view) == board_before

    dialog.reduced_motion_check.click()
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData(2.0))
    assert game.player.reduced_motion is True
    assert game.player.speed == 2.0


def test_every_theme_shows_a_sample_even_when_locked(qtbot: QtBot, context: AppContext) -> None:
    # R9.5: all seven themes can be previewed at any time.
    dialog = _dialog(qtbot, context)
    size = dialog.theme_buttons["simple"].iconSize()
    samples = []
    for theme_id, button in dialog.theme_buttons.items():
        icon = button.icon()
        normal = icon.pixmap(size, QIcon.Mode.Normal).toImage()
        assert not icon.isNull(), theme_id
        assert icon.pixmap(size, QIcon.Mode.Disabled).toImage() == normal  # not greyed out
        samples.append(normal)
    assert all(a != b for a, b in itertools.combinations(samples, 2))  # each its own look


def test_the_theme_in_use_is_never_shown_locked(qtbot: QtBot, home_dir: Path) -> None:
    # A run's --theme may be a theme the profile has not unlocked yet (R9.5): it is in use,
    # so neither Settings nor the gallery may show it locked; the others stay locked.
    from twelve_bowls.app.screens.themes_gallery import ThemesGallery

    context = AppContext(ProfileService(home_dir), for_this_run={"theme": "neon"})
    assert context.theme.id == "neon"
    dialog = _dialog(qtbot, context)
    assert dialog.theme_buttons["neon"].isEnabled() and dialog.theme_buttons["neon"].isChecked()
    assert dialog.theme_notes["neon"].text() == ""
    assert not dialog.theme_buttons["space"].isEnabled()
    gallery = ThemesGallery(context)
    qtbot.addWidget(gallery)
    assert gallery.cards["neon"].locked is False
    assert gallery.cards["space"].locked is True
    # Once the player picks another theme, the run's locked one is locked again.
    dialog.theme_buttons["simple"].click()
    assert context.theme.id == "simple"
    assert not dialog.theme_buttons["neon"].isEnabled()
    assert dialog.theme_notes["neon"].text().startswith("Unlocks after ")
    assert gallery.cards["neon"].locked is True


def test_a_dialog_that_grows_stays_on_the_screen(qtbot: QtBot, context: AppContext) -> None:
    # Switching live from Arabic to English widened the dialog where it stood, and a
    # taller language made it taller: it ran off the screen's right and bottom edges.
    dialog = _dialog(qtbot, context)
    area = dialog.available_area()
    dialog.resize(300, 300)
    dialog.move(area.right() - 200, area.bottom() - 150)
    QApplication.processEvents()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("ar"))
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    QApplication.processEvents()
    placed = dialog.frameGeometry()
    assert dialog.width() > 300 and dialog.height() > 300  # it did grow
    assert area.contains(placed), (placed, area)
