"""One running copy per data folder (a second start hands over to the
first and ends by itself), and no record is lost even when two copies do write."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from twelve_bowls.app import paths
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.single_instance import RAISE_NAME, SingleInstance
from twelve_bowls.engine.modes import EndlessAttempt, PuzzleAttempt
from twelve_bowls.engine.puzzles import load_puzzle, shipped_directory


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _game(home: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-c", "import sys; from app.main import main; sys.exit(main())", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_second_copy_brings_the_first_forward_and_ends(home: Path, qtbot: QtBot) -> None:
    first = SingleInstance(home)
    assert first.acquire()
    first.watch()
    second = _game(home)
    try:
        with qtbot.waitSignal(first.raise_requested, timeout=300_000):
            # It ends by itself (no dialog waits for a click); the timeout only guards
            # against a hang, far above the second or so this takes.
            _out, err = second.communicate(timeout=300)
        assert second.returncode == 0, err
        assert "already running" in err
        assert not (home / RAISE_NAME).exists()  # the first copy took the request
    finally:
        second.kill()
        second.communicate()
        first.release()


def test_the_real_game_refuses_a_second_copy(home: Path) -> None:
    first = _game(home)
    second: subprocess.Popen[str] | None = None
    try:
        lock = home / "twelve-bowls.lock"
        # Wait for the first window to hold its lock (slow to start under load); the
        # bound only turns a hang into a failure.
        for _ in range(6000):
            if lock.exists():
                break
            assert first.poll() is None, first.communicate()
            time.sleep(0.05)
        assert lock.exists()
        second = _game(home)
        _, err = second.communicate(timeout=300)
        assert second.returncode == 0 and "already running" in err
        assert first.poll() is None  # the first copy plays on
    finally:
        for process in (first, second):
            if process is not None:
                process.kill()
                process.communicate()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_lock_left_by_a_killed_copy_is_taken_over(home: Path) -> None:
    code = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from twelve_bowls.app.single_instance import SingleInstance
        s = SingleInstance(Path({str(home)!r}))
        assert s.acquire()
        print("locked", flush=True)
        time.sleep(600)
        """
    )
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "locked"
    assert not SingleInstance(home).acquire()  # held by a live copy
    child.send_signal(signal.SIGKILL)
    child.wait()
    again = SingleInstance(home)
    assert again.acquire()
    again.release()


def test_two_copies_writing_keep_every_record(home: Path) -> None:
    a = AppContext(ProfileService())
    b = AppContext(ProfileService())  # both read the same (empty) profile

    puzzle = PuzzleAttempt.from_puzzle(load_puzzle(shipped_directory() / "001.json"))
    for bowl in load_puzzle(shipped_directory() / "001.json").solution:
        puzzle.play(bowl)
    a.record_finished(puzzle)  # copy A solves puzzle 1 and earns an achievement
    endless = EndlessAttempt("copy-b")
    endless.play(endless.legal_moves()[0])
    endless.end()
    b.record_finished(endless)  # copy B records an Endless game ...
    b.update_settings(symbols=True)  # ... and changes a setting, writing its profile last

    saved = json.loads(paths.profile_path().read_text("utf-8"))
    assert saved["records"]["puzzles"]["1"]["solved"] is True  # A's record survived B
    assert "first_puzzle" in saved["achievements"]
    assert saved["records"]["endless_games"] == 1
    assert saved["settings"]["symbols"] is True
    fresh = ProfileService().load_profile()
    assert fresh.records.puzzle(1).solved and fresh.records.endless_games == 1
