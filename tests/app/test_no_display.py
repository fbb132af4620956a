"""Without a display (none set, or one no server answers at) the game says in one line
what is missing and exits 2, before Qt's platform plugin would end it with a message
about reinstalling."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="X11 and Wayland displays are Linux's"
)


def _free_display() -> str:
    for number in range(250, 300):
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            return f":{number}"
    pytest.skip("no free display number")


def _start(tmp_path: Path, display: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["TWELVE_BOWLS_HOME"] = str(tmp_path)
    if display is not None:
        env["DISPLAY"] = display
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,  # a hang guard: the answer takes a moment
        check=False,
    )


@pytest.mark.parametrize("case", ["unset", "unreachable"])
@pytest.mark.parametrize("args", [(), ("--play", "puzzle:1", "--quit")])
def test_no_display_is_one_line_and_exit_2(
    tmp_path: Path, case: str, args: tuple[str, ...]
) -> None:
    display = None if case == "unset" else _free_display()
    done = _start(tmp_path, display, *args)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("twelve-bowls: ")
    assert ("DISPLAY" in lines[0]) if case == "unset" else (str(display) in lines[0])
    assert "Reinstalling" not in done.stderr


def test_a_screenshot_needs_no_display(tmp_path: Path) -> None:
    done = _start(tmp_path, None, "--screenshot", str(tmp_path / "home.png"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "home.png").is_file()
