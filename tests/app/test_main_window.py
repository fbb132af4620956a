"""Main window: navigation through the stack, Esc goes back, F11 full screen, focus visible."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.main_window import OTHER_SCREENS, MainWindow
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.app.style import apply_style


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    context = AppContext(InMemoryProfileService())
    apply_style(QApplication.instance(), context.theme)  # type: ignore[arg-type]
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_escape_goes_back_to_home(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.home.puzzles, Qt.MouseButton.LeftButton)
    assert isinstance(window.current_screen(), PuzzlePicker)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.current_screen() is window.home
    # Esc on home stays on home.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.current_screen() is window.home


@pytest.mark.parametrize("name", ["themes", "help", "records"])
def test_other_screens_open_and_come_back(qtbot: QtBot, window: MainWindow, name: str) -> None:
    _module, class_name = OTHER_SCREENS[name]
    screen = window.open_screen(name)
    assert window.current_screen() is screen
    assert type(screen).__name__ == class_name
    screen.leave_requested.emit()  # type: ignore[union-attr]
    assert window.current_screen() is window.home


def test_settings_opens_as_a_dialog_and_escape_closes_it(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.home.settings, Qt.MouseButton.LeftButton)
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog)]
    visible = [d for d in dialogs if d.isVisible()]
    assert len(visible) == 1
    window.go_back()
    assert not visible[0].isVisible()
    assert window.current_screen() is window.home


def test_f11_toggles_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    assert not window.isFullScreen()
    window.full_screen_action.trigger()
    assert window.isFullScreen()
    window.full_screen_action.trigger()
    assert not window.isFullScreen()


def test_f11_key_reaches_the_window_action(qtbot: QtBot, window: MainWindow) -> None:
    window.home.focus_first()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F11)
    assert window.isFullScreen()


def test_focus_is_visible_on_buttons(qtbot: QtBot, window: MainWindow) -> None:
    button: QPushButton = window.home.themes
    button.clearFocus()
    window.home.records.setFocus()
    QApplication.processEvents()
    unfocused = button.grab().toImage()
    button.setFocus()
    QApplication.processEvents()
    focused = button.grab().toImage()
    assert button.hasFocus()
    edge = [(x, button.height() // 2) for x in range(0, 4)]
    assert any(unfocused.pixel(x, y) != focused.pixel(x, y) for x, y in edge)


def test_build_window_starts_on_home_with_the_saved_settings(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.window_start import build_window
    from twelve_bowls.engine.profile import Profile, Settings

    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    ProfileService(tmp_path).save_profile(Profile(settings=Settings(theme="ocean")))
    app, window = build_window(["twelve-bowls"])
    qtbot.addWidget(window)
    try:
        assert isinstance(window, MainWindow)
        assert window.isVisible()
        assert window.current_screen() is window.home
        assert window.context.theme.id == "ocean"
        # 1280x720 where the screen has room; the test screen (800x800) has less.
        area = QApplication.primaryScreen().availableGeometry()
        assert (window.width(), window.height()) == (800, 720)
        assert area.contains(window.geometry())
    finally:
        app.setStyleSheet("")  # app-wide: give the next tests a plain application back


# -- desktop habits -----------------------------------------------------------------


def test_quit_uses_the_platform_key_and_saves_a_running_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtGui import QKeySequence

    from twelve_bowls.app.main_window import quit_keys

    assert window.quit_action.text() == "Quit"
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    assert window.quit_action.shortcuts() == (platform or [QKeySequence("Ctrl+Q")])
    assert window.quit_action.shortcuts() == quit_keys()
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()  # Linux, as here
    game = window.start_endless(seed="quit")
    assert game is not None
    attempt = game.attempt  # type: ignore[attr-defined]
    game.player.speed = 0.0  # type: ignore[attr-defined]
    game.session.select(attempt.legal_moves()[0])  # type: ignore[attr-defined]
    game.session.confirm()  # type: ignore[attr-defined]
    window.quit_action.trigger()
    assert not window.isVisible()
    assert window.context.store.load_attempt("endless") is not None  # Pause semantics


def test_the_window_has_a_minimum_size(window: MainWindow) -> None:
    window.resize(400, 300)
    assert (window.width(), window.height()) == (800, 560)


def test_size_position_and_full_screen_are_remembered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.window_start import build_window
    from twelve_bowls.engine.profile import WindowPlacement

    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    app, first = build_window(["twelve-bowls"])
    try:
        # The test screen is 800x800: a size it holds, so nothing is fitted.
        first.setGeometry(0, 50, 800, 640)
        qtbot.waitUntil(lambda: first.geometry().height() == 640, timeout=1000)
        first.close()
        saved = ProfileService(tmp_path).load_profile().settings.window
        assert saved == WindowPlacement(
            x=first.geometry().x(), y=first.geometry().y(), width=800, height=640
        )
        app, second = build_window(["twelve-bowls"])
        qtbot.addWidget(second)
        assert (second.width(), second.height()) == (800, 640)
        assert second.geometry().topLeft() == first.geometry().topLeft()
        second.showFullScreen()
        second.close()
        placement = ProfileService(tmp_path).load_profile().settings.window
        assert placement is not None and placement.full_screen
        assert (placement.width, placement.height) == (800, 640)  # the normal size
        app, third = build_window(["twelve-bowls"])
        qtbot.addWidget(third)
        assert third.isFullScreen()
        third.toggle_full_screen()
        assert not third.isFullScreen()
        assert (third.width(), third.height()) == (800, 640)
    finally:
        app.setStyleSheet("")


def test_a_window_remembered_off_every_screen_opens_on_the_primary_one(qtbot: QtBot) -> None:
    from PySide6.QtGui import QGuiApplication

    from twelve_bowls.app.window_placement import normal_rect
    from twelve_bowls.engine.profile import WindowPlacement

    lost = normal_rect(WindowPlacement(x=50_000, y=50_000, width=1200, height=700))
    assert lost is not None
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    assert screen.availableGeometry().contains(lost.center())
    tiny = normal_rect(WindowPlacement(x=0, y=0, width=10, height=10))
    assert tiny is not None and (tiny.width(), tiny.height()) == (800, 560)
