"""A machine without any sound output: one line on the terminal, not ALSA's thirty."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _has_a_sound_card() -> bool:
    cards = Path("/proc/asound/cards")
    return cards.exists() and "no soundcards" not in cards.read_text()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
@pytest.mark.skipif(_has_a_sound_card(), reason="this machine has a card ALSA could open")
def test_a_start_without_sound_output_says_so_in_one_line(tmp_path) -> None:
    # The real probe (miniaudio: PulseAudio, then ALSA, then JACK) with no server to reach
    # and no card, in a scripted game that opens the device as a player's game does.
    env = {**os.environ, "PULSE_SERVER": "unix:/nonexistent/none", "QT_QPA_PLATFORM": "offscreen"}
    env["TWELVE_BOWLS_HOME"] = str(tmp_path)
    play = ["--play", "puzzle:1", "--moves", "0", "--quit"]
    game = subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *play],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert game.returncode == 0, game.stderr
    lines = game.stderr.splitlines()
    assert lines == ["twelve-bowls: no sound output was found; the game plays on silently"]
