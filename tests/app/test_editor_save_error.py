"""The editor's Save on a refusing disk says why in the system's words, never an errno
and the internal temp file's path."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from twelve_bowls.app import my_puzzles
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.my_puzzles import MyPuzzles
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.screens.editor import EditorScreen
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE_1 = load_puzzles()[0]


def test_a_full_disk_is_said_without_errno_or_temp_path(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tmp_path / "home"
    MyPuzzles(base).save(PUZZLE_1.position, PUZZLE_1.goal, 2, (0,), 1, "Mine")
    window = MainWindow(AppContext(ProfileService(base)))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    editor = window.open_editor(1001)
    assert isinstance(editor, EditorScreen)
    with qtbot.waitSignal(editor.proof_finished, timeout=60_000):
        editor.start_proof()

    def full(target: Path, data: bytes) -> None:
        temp = target.with_name(f".{target.name}.4242.abcdef.tmp")
        raise OSError(28, "No space left on device", str(temp))

    monkeypatch.setattr(my_puzzles, "write_bytes_atomic", full)
    editor.save()
    said = editor.status.text()
    assert said == "The puzzle could not be saved: No space left on device"
    assert "Errno" not in said and ".tmp" not in said
