"""A crash of a windowed build (no console) leaves a report in the data folder, and
the next start points to it once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from twelve_bowls.app import crash_log


def _raise() -> None:
    raise RuntimeError("boom at start-up")


def test_a_report_holds_the_traceback_and_is_offered_once(tmp_path: Path) -> None:
    try:
        _raise()
    except RuntimeError as error:
        path = crash_log.write(type(error), error, error.__traceback__, tmp_path)
    assert path is not None and path.parent == tmp_path
    text = path.read_text()
    assert "RuntimeError: boom at start-up" in text and "_raise" in text
    shown = crash_log.take_unseen(tmp_path)
    assert shown is not None and shown.read_text() == text
    assert crash_log.take_unseen(tmp_path) is None  # once


def test_old_reports_are_pruned(tmp_path: Path) -> None:
    for index in range(crash_log.KEEP + 4):
        (tmp_path / f"crash-2026010{index:02d}{crash_log.SUFFIX}").write_text("x")
    try:
        _raise()
    except RuntimeError as error:
        crash_log.write(type(error), error, error.__traceback__, tmp_path)
    assert len(list(tmp_path.glob("crash-*"))) == crash_log.KEEP


def test_a_failing_start_writes_a_report_and_the_next_start_shows_it(
    tmp_path: Path, qtbot: QtBot
) -> None:
    # A real start that fails (the window cannot be built) in a child process: exit 1, a
    # sentence on stderr, no traceback, and a report in the data folder.
    env = dict(os.environ, TWELVE_BOWLS_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    code = (
        "import sys, app.main as m\n"
        "def broken(argv, choices=None):\n    raise RuntimeError('window could not be built')\n"
        "m.run_window = broken\n"
        "sys.exit(m.main([]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert "a report was saved as" in done.stderr and "Traceback" not in done.stderr
    reports = list(tmp_path.glob("crash-*.log"))
    assert len(reports) == 1 and "window could not be built" in reports[0].read_text()

    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.main_window import MainWindow
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.window_start import _show_crash_notice

    os.environ["TWELVE_BOWLS_HOME"] = str(tmp_path)
    window = MainWindow(AppContext(ProfileService(tmp_path)))
    qtbot.addWidget(window)
    _show_crash_notice(window)
    notice = window.home.notice.text()
    assert "error last time" in notice and str(tmp_path) in notice
    assert not list(tmp_path.glob("crash-*.log"))  # marked as shown
