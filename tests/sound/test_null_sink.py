"""Sound for real: the game plays into a private PulseAudio null sink, recorded through its
monitor with parec and measured with sox.

Marked ``sound`` (outside the default run: it needs pulseaudio, parec and sox, which
.ci/run installs before running ``pytest -m sound``).
"""

from __future__ import annotations

import os
import subprocess
import wave
from array import array
from pathlib import Path

import pytest

from tests.sound.scripted_play import play_eruption_move
from tools.null_sink import NullSink, available
from twelve_bowls.app.board.animation import DURATIONS

pytestmark = [
    pytest.mark.sound,
    pytest.mark.skipif(not available(), reason="needs pulseaudio, pactl, parec and sox"),
]

ROOT = Path(__file__).resolve().parents[2]
WINDOW_MS = 10


def _record_game(folder: Path, sound: bool) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    home = folder / "home"
    home.mkdir()
    if not sound:
        (home / "profile.json").write_text(
            '{"schema_version": 1, "settings": {"sound": false}}', encoding="utf-8"
        )
    with NullSink(folder) as sink:
        recorder = sink.record(folder / "game.wav")
        env = sink.env(os.environ)
        env.update(QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=str(home))
        game = play_eruption_move(env)
        path = recorder.stop()
    assert game.returncode == 0, game.stderr
    return path


def _envelope(path: Path) -> list[float]:
    """RMS of each 10 ms window, in sample units."""
    with wave.open(str(path), "rb") as source:
        rate = source.getframerate()
        data = array("h", source.readframes(source.getnframes()))
    size = rate * WINDOW_MS // 1000
    return [
        (sum(x * x for x in data[i : i + size]) / size) ** 0.5
        for i in range(0, len(data) - size, size)
    ]


def _segments(
    envelope: list[float], loud: float = 300.0, quiet: float = 30.0
) -> list[tuple[int, int]]:
    """(start, end) in milliseconds of each stretch of sound between silences."""
    segments, begun = [], None
    for k, level in enumerate(envelope):
        if begun is None and level > loud:
            begun = k * WINDOW_MS
        elif begun is not None and level < quiet:
            segments.append((begun, k * WINDOW_MS))
            begun = None
    if begun is not None:
        segments.append((begun, len(envelope) * WINDOW_MS))
    return segments


def _sox_max_amplitude(path: Path, start_s: float = 0.0, length_s: float | None = None) -> float:
    command = ["sox", str(path), "-n", "trim", f"{start_s:.3f}"]
    if length_s is not None:
        command.append(f"{length_s:.3f}")
    command.append("stat")
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    for line in result.stderr.splitlines():
        if line.startswith("Maximum amplitude"):
            return float(line.split(":")[1])
    raise AssertionError(result.stderr)


def test_the_eruption_is_heard_and_sound_off_is_silent(tmp_path: Path) -> None:
    on = _record_game(tmp_path / "on", sound=True)
    segments = _segments(_envelope(on))
    assert segments, "the recording is silent"
    # The eruption's rumble (R3.3) is the one cue of this move that lasts its whole lift
    # step and more; the sowing ticks and the group are far shorter.
    erupt = DURATIONS["erupt"]
    long = [(a, b) for a, b in segments if b - a >= erupt]
    assert long, segments
    start, end = long[0]
    loud = _sox_max_amplitude(on, (start + 50) / 1000, (end - start - 100) / 1000)
    assert loud > 0.1, (loud, segments)
    # In order: the selection and the first stone's tick before it (the second lands as
    # the volcano erupts), the volcano's own ticks and the purple group after it.
    assert len([a for a, _ in segments if a < start]) >= 2, segments
    assert len([a for a, _ in segments if a >= end]) >= 3, segments

    off = _record_game(tmp_path / "off", sound=False)
    assert _sox_max_amplitude(off) == 0.0
