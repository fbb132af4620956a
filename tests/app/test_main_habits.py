"""What a player's shell and desktop expect of the ``twelve-bowls`` command: ``--version``,
Qt's standard options handed to Qt, and no crash report when a windowed build has no
standard streams (``sys.stdout`` and ``sys.stderr`` are None there)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from twelve_bowls.app import paths, qt_options
from twelve_bowls.app.main import build_parser, game_version

ROOT = Path(__file__).resolve().parents[2]


def _python(code: str, home: Path, *, streams: bool = True) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter from the repository, offscreen, with its own data
    folder; ``streams=False`` sets both standard streams to None first, as a windowed
    Windows build has them."""
    prologue = "import sys\n" + ("sys.stdout = sys.stderr = None\n" if not streams else "")
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", prologue + textwrap.dedent(code)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _crash_reports(home: Path) -> list[Path]:
    return [p for p in home.rglob("*") if p.is_file() and "crash" in p.name.lower()]


def test_version_prints_the_installed_version(tmp_path: Path) -> None:
    done = _python("from app.main import main; sys.exit(main(['--version']))", tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"twelve-bowls {game_version()}"


def test_a_second_copy_without_streams_ends_quietly_and_reports_no_crash(
    tmp_path: Path,
) -> None:
    from twelve_bowls.app.single_instance import SingleInstance

    first = SingleInstance(tmp_path)
    assert first.acquire()
    try:
        code = """
            from twelve_bowls.app.main import main
            status = main([])
            sys.__stdout__.write(f"status {status}\\n")
        """
        done = _python(code, tmp_path, streams=False)
    finally:
        first.release()
    assert done.returncode == 0, done.stderr
    assert "status 0" in done.stdout
    assert _crash_reports(tmp_path) == []


@pytest.mark.parametrize(
    "argv",
    [["--version"], ["--no-such-option"], ["--help"], ["--screen", "puzzles"]],
    ids=["version", "unknown option", "help", "screen without screenshot"],
)
def test_every_message_without_streams_keeps_its_exit_status(
    tmp_path: Path, argv: list[str]
) -> None:
    code = f"""
        from twelve_bowls.app.main import main
        try:
            status = main({argv!r})
        except SystemExit as stop:
            status = stop.code
        sys.__stdout__.write(f"status {{status}}\\n")
    """
    done = _python(code, tmp_path, streams=False)
    expected = 0 if argv[0] in ("--version", "--help") else 2
    assert f"status {expected}" in done.stdout, done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_qt_options_are_told_apart_from_the_games() -> None:
    ours, qt = qt_options.split(
        ["-style", "fusion", "--screen", "home", "-reverse", "--platform=offscreen", "--quit"]
    )
    assert ours == ["--screen", "home", "--quit"]
    assert qt == ["-style", "fusion", "-reverse", "-platform", "offscreen"]
    # A value-taking option with no value is left to the parser, which refuses it.
    assert qt_options.split(["-style"]) == (["-style"], [])
    assert qt_options.split(["--play", "puzzle:1"]) == (["--play", "puzzle:1"], [])


def test_qt_reads_the_standard_options_the_game_hands_it(tmp_path: Path) -> None:
    code = """
        from twelve_bowls.app import main as entry

        def report(argv, choices=None):
            app = entry.create_application(argv)
            print(app.layoutDirection().name, app.style().name(), app.platformName())
            return 0

        entry.run_window = report
        sys.exit(entry.main(["-reverse", "-style", "windows", "-platform", "minimal"]))
    """
    done = _python(code, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["RightToLeft", "windows", "minimal"]


def test_an_unknown_single_dash_option_is_still_refused(tmp_path: Path) -> None:
    done = _python("from app.main import main; sys.exit(main(['-frobnicate']))", tmp_path)
    assert done.returncode == 2
    assert "unrecognized arguments: -frobnicate" in done.stderr


def test_the_help_names_the_version_option_and_qts_options() -> None:
    text = build_parser().format_help()
    assert "--version" in text
    assert "-reverse" in text and "handed" in text
