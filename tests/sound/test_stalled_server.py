"""A sound server that stalls (stopped, not gone) never holds the game's quit.

Marked ``sound``: it needs pulseaudio and pactl (tools/null_sink.py), like the null-sink
test. libpulse waits 30 s for a server that does not answer; the game used to wait with it
at quit, after its last save.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tools.null_sink import NullSink, available

pytestmark = [
    pytest.mark.sound,
    pytest.mark.skipif(not available(), reason="needs pulseaudio, pactl, parec and sox"),
]

ROOT = Path(__file__).resolve().parents[2]
# libpulse's own wait for a server that does not answer, which the game must not add.
LIBPULSE_WAIT_S = 30.0
GAME = ("--play", "puzzle:37", "--moves", "3", "--quit")  # an eruption chain's cues


def _quit_time(folder: Path, stall: bool) -> float:
    """Seconds from the moment the game's output plays at the server (and the server is
    stopped there, if ``stall``) until the game has quit after puzzle 37's move 3."""
    home = folder / "home"
    home.mkdir(parents=True)
    with NullSink(folder) as sink:
        env = sink.env(os.environ)
        env.update(QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=str(home))
        game = subprocess.Popen(
            [sys.executable, "-m", "twelve_bowls.app.main", *GAME],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert sink.process is not None
        server = sink.process.pid
        try:
            while game.poll() is None:  # the game's stream is playing at the server
                streams = subprocess.run(
                    ["pactl", "list", "sink-inputs"],
                    env=env,
                    capture_output=True,
                    text=True,
                    check=False,
                ).stdout
                if "Corked: no" in streams:
                    break
                time.sleep(0.02)
            if stall:
                os.kill(server, signal.SIGSTOP)
            opened = time.monotonic()
            _, errors = game.communicate(timeout=LIBPULSE_WAIT_S * 4)
            quit_after = time.monotonic() - opened
        finally:
            os.kill(server, signal.SIGCONT)
            if game.poll() is None:
                game.kill()
                game.wait()
    assert game.returncode == 0, errors
    return quit_after


def test_the_game_quits_promptly_whatever_the_sound_server_does(tmp_path: Path) -> None:
    answering = _quit_time(tmp_path / "answering", stall=False)
    stalled = _quit_time(tmp_path / "stalled", stall=True)
    # The same game against a stopped server quits about as soon as against a live one
    # (the move's animation, the save); the old game waited libpulse's 30 s on top.
    assert stalled < answering + LIBPULSE_WAIT_S / 2, (stalled, answering)
