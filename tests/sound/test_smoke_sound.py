"""The .deb smoke test's sound step (packaging/smoke_sound.py), run against stand-ins for an
installed binary: the game from source must pass it, a binary that plays nothing must fail.

Marked ``sound``: it needs pulseaudio, parec and sox, like the null-sink test.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING, ROOT
from tools.null_sink import available

pytestmark = [
    pytest.mark.sound,
    pytest.mark.skipif(not available(), reason="needs pulseaudio, pactl, parec and sox"),
]


def _stand_in(folder: Path, body: str) -> Path:
    binary = folder / "twelve-bowls"
    binary.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    binary.chmod(0o755)
    return binary


def _smoke_sound(binary: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(PACKAGING / "smoke_sound.py"), str(binary)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=180,
    )


def test_a_build_that_makes_sound_passes(tmp_path: Path) -> None:
    game = f'cd "{ROOT}" && exec "{sys.executable}" -m twelve_bowls.app.main "$@"'
    done = _smoke_sound(_stand_in(tmp_path, game))
    assert done.returncode == 0, done.stderr
    assert "peak" in done.stdout


def test_a_silent_build_fails(tmp_path: Path) -> None:
    # Exits 0 like a game whose sound output never opened.
    done = _smoke_sound(_stand_in(tmp_path, "exit 0"))
    assert done.returncode == 1
    assert "silent (peak 0.0)" in done.stderr
