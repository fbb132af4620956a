"""Text that comes from outside the game (a theme pack, a puzzle file, My puzzles, a
folder's name) is plain text wherever it is shown: Qt's rich text would read local files
named in an ``<img>`` tag (``/dev/zero`` ends the game, a FIFO hangs it). Each scenario
puts a tag in every text it can and checks every label, tool tip and message box on show."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.themes.readme_pack import write_readme_pack
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.my_puzzles import my_puzzles_for
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.app.theming import registry as registry_module
from twelve_bowls.engine.puzzles import load_puzzles

# A file Qt would read if the text were rich (harmless here: it does not exist); the
# scenarios look for the tag, not for a read.
TAG = "<img src=n.png>"  # short enough for a puzzle's title (24 characters)


def _rich_with_tag(widget: QWidget) -> str | None:
    """Why ``widget`` would show ``TAG`` as rich text, or None."""
    if isinstance(widget, QLabel):
        raw = QLabel.text(widget)  # what Qt lays out (WrapLabel escapes its own)
        if TAG in raw and widget.textFormat() != Qt.TextFormat.PlainText:
            return f"label {widget.objectName() or type(widget).__name__}: {raw!r}"
    if isinstance(widget, QMessageBox):
        for text in (widget.text(), widget.informativeText()):
            if TAG in text and widget.textFormat() != Qt.TextFormat.PlainText:
                return f"message box: {text!r}"
    if TAG in widget.toolTip():
        return f"tool tip of {type(widget).__name__}: {widget.toolTip()!r}"
    return None


def rich_texts() -> list[str]:
    """Every widget now alive that would read ``TAG`` as rich text."""
    found = (_rich_with_tag(widget) for widget in QApplication.allWidgets())
    return [why for why in found if why is not None]


def shown_anywhere() -> bool:
    def text_of(w: QWidget) -> str:
        if isinstance(w, QLabel):
            return QLabel.text(w)
        text = getattr(w, "text", None)
        return str(text()) if callable(text) else ""

    return any(TAG in text_of(w) or "&lt;img" in text_of(w) for w in QApplication.allWidgets())


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(home))
    registry_module.theme_registry.cache_clear()
    yield home
    registry_module.theme_registry.cache_clear()


def _window(qtbot: QtBot, home: Path) -> MainWindow:
    context = AppContext(ProfileService(home))
    context.update_settings(reduced_motion=True)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def test_a_packs_name_author_licence_and_folder_are_plain_text(qtbot: QtBot, home: Path) -> None:
    themes = home / "themes"
    pack = write_readme_pack(themes)
    manifest = json.loads((pack / "theme.json").read_text("utf-8"))
    manifest["names"] = {lang: f"Chalk {TAG}" for lang in ("en", "es", "ja", "hi", "ar")}
    manifest["author"] = f"Someone {TAG}"
    manifest["licence"] = f"CC0 {TAG}"
    (pack / "theme.json").write_text(json.dumps(manifest), "utf-8")
    broken = themes / f"broken {TAG}"
    shutil.copytree(pack, broken)
    (broken / "theme.json").write_text("{", "utf-8")
    window = _window(qtbot, home)
    gallery = window.open_screen("themes")
    gallery.cards["chalk"].click()  # type: ignore[union-attr]
    assert shown_anywhere()
    assert rich_texts() == []
    dialog = window.open_settings()
    assert rich_texts() == []
    dialog.close()
    from twelve_bowls.app.theming.guard import theme_guard

    try:
        window.context.update_settings(theme="chalk")
        theme_guard().disable("chalk", f"a failure {TAG}")
        qtbot.waitUntil(lambda: window.context.theme.id == "simple", timeout=5000)
        QApplication.processEvents()
        assert rich_texts() == []
    finally:
        theme_guard().reset()


def _own_puzzle(**changes: object) -> dict[str, object]:
    raw: dict[str, object] = {
        "format": 1,
        "id": 4242,
        "bowls": ["R", "RR", "", "", "", "", "G", "", "", "", "", ""],
        "modifiers": {},
        "goal": {"type": "clear_color", "color": "R"},
        "moves": 1,
        "solution": [0],
    }
    return raw | changes


def test_a_puzzle_files_name_title_and_hint_are_plain_text(
    qtbot: QtBot, home: Path, tmp_path: Path
) -> None:
    path = tmp_path / f"mine {TAG}.json"
    path.write_text(json.dumps(_own_puzzle(title=TAG, hint=f"H {TAG}")), "utf-8")
    window = _window(qtbot, home)
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    picker.open_file.click()
    picker.file_dialog.fileSelected.emit(str(path))  # type: ignore[union-attr]
    picker.file_dialog.close()  # type: ignore[union-attr]
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    assert shown_anywhere()
    assert rich_texts() == []
    screen.player.speed = 0.0
    screen.session.select(0)
    screen.session.confirm()
    qtbot.waitUntil(lambda: screen.attempt.ended is not None, timeout=5000)
    QApplication.processEvents()
    assert rich_texts() == []
    # A damaged file says what is wrong with it, naming it.
    bad = tmp_path / f"bad {TAG}.json"
    bad.write_text("{", "utf-8")
    picker = window.open_puzzle_picker()
    picker.open_file.click()  # type: ignore[union-attr]
    picker.file_dialog.fileSelected.emit(str(bad))  # type: ignore[union-attr]
    picker.file_dialog.close()  # type: ignore[union-attr]
    QApplication.processEvents()
    assert rich_texts() == []


def test_my_puzzles_titles_are_plain_text(qtbot: QtBot, home: Path) -> None:
    puzzle = load_puzzles()[0]
    mine = my_puzzles_for(ProfileService(home))
    mine.save(puzzle.position, puzzle.goal, puzzle.moves, puzzle.solution, 1, title=f"T {TAG}")
    (mine.folder / "1002.json").write_text("{" + TAG, "utf-8")  # damaged
    window = _window(qtbot, home)
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    QApplication.processEvents()
    assert shown_anywhere()
    assert rich_texts() == []
    picker.mine.play_requested.emit(1001)
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    assert rich_texts() == []
