"""Writes the game's default sound set, synthesised here, so its licence is the project's.

Every cue is a short mono 16-bit WAV at ``RATE`` made from sines, simple envelopes and a
seeded noise source: nothing is sampled from anywhere. The files go to
``app/resources/sounds/`` and are committed; ``tests/sound/test_default_sounds.py`` fails
when they differ from what this script writes now.

    python tools/make_sounds.py          # write the files
    python tools/make_sounds.py --check  # exit 1 when a committed file is stale
"""

from __future__ import annotations

import argparse
import io
import math
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22050
PEAK = 0.6  # of full scale: the mix of a few overlapping cues stays below clipping
OUT = Path(__file__).resolve().parent.parent / "app" / "resources" / "sounds"

Wave = list[float]


def _times(seconds: float) -> Iterable[float]:
    return (i / RATE for i in range(round(seconds * RATE)))


def _decay(t: float, rate: float) -> float:
    return math.exp(-t * rate)


def _attack(t: float, seconds: float = 0.004) -> float:
    """A few milliseconds of fade-in, so no cue starts with a click."""
    return min(1.0, t / seconds)


def _noise(seed: int) -> Callable[[], float]:
    """Deterministic white noise in [-1, 1] (a 32-bit linear congruential generator)."""
    state = [seed & 0xFFFFFFFF]

    def next_value() -> float:
        state[0] = (1664525 * state[0] + 1013904223) & 0xFFFFFFFF
        return state[0] / 0x7FFFFFFF - 1.0

    return next_value


def _tone(freqs: Iterable[tuple[float, float]], seconds: float, decay: float) -> Wave:
    """Sum of (frequency, weight) partials under one exponential decay."""
    parts = list(freqs)
    return [
        _attack(t) * _decay(t, decay) * sum(w * math.sin(2 * math.pi * f * t) for f, w in parts)
        for t in _times(seconds)
    ]


def _glide(f0: float, f1: float, seconds: float, decay: float) -> Wave:
    """A sine whose pitch slides from f0 to f1 (phase accumulated, no jumps)."""
    out: Wave = []
    phase = 0.0
    n = round(seconds * RATE)
    for i in range(n):
        t = i / RATE
        f = f0 + (f1 - f0) * i / max(1, n - 1)
        phase += 2 * math.pi * f / RATE
        out.append(_attack(t) * _decay(t, decay) * math.sin(phase))
    return out


def _notes(freqs: Iterable[float], step: float, ring: float, decay: float) -> Wave:
    """An arpeggio: each note starts ``step`` s after the last and rings for ``ring`` s."""
    notes = list(freqs)
    parts = []
    for k, f in enumerate(notes):
        start = round(k * step * RATE)
        parts.append([0.0] * start + _tone([(f, 1.0), (2 * f, 0.25)], ring, decay))
    return _mix(*parts)


def _mix(*waves: Wave) -> Wave:
    out = [0.0] * max(len(w) for w in waves)
    for w in waves:
        for i, value in enumerate(w):
            out[i] += value
    return out


def _select() -> Wave:
    return _tone([(880.0, 1.0), (1760.0, 0.3)], 0.05, 70.0)


def _sow() -> Wave:
    # A wooden tick; the player raises its pitch along the sowing.
    noise = _noise(1)
    tick = _tone([(660.0, 1.0), (1320.0, 0.4)], 0.07, 55.0)
    return [v + 0.25 * noise() * _decay(i / RATE, 300.0) for i, v in enumerate(tick)]


def _group() -> Wave:
    return _tone([(523.25, 1.0), (783.99, 0.6), (1046.5, 0.3)], 0.3, 12.0)


def _wild() -> Wave:
    shimmer = [
        0.5
        * _attack(t)
        * _decay(t, 9.0)
        * math.sin(2 * math.pi * (1568.0 + 30 * math.sin(40 * t)) * t)
        for t in _times(0.35)
    ]
    return _mix(_group(), shimmer)


def _blocker() -> Wave:
    noise = _noise(2)
    thud = _glide(120.0, 60.0, 0.2, 18.0)
    return [v + 0.35 * noise() * _decay(i / RATE, 40.0) for i, v in enumerate(thud)]


def _eruption() -> Wave:
    noise = _noise(3)
    out: Wave = []
    smooth = 0.0
    rumble = _glide(90.0, 45.0, 0.65, 0.0)
    for i, base in enumerate(rumble):
        t = i / RATE
        smooth += 0.08 * (noise() - smooth)  # low-passed noise: the roar
        swell = min(1.0, t / 0.06) * _decay(max(0.0, t - 0.06), 5.0)
        out.append(swell * (0.7 * base + 2.2 * smooth))
    return out


def _thaw() -> Wave:
    noise = _noise(4)
    glide = _glide(1800.0, 900.0, 0.3, 8.0)
    return [
        0.7 * v + (0.3 * noise() if i % 1500 < 60 else 0.0) * _decay(i / RATE, 8.0)
        for i, v in enumerate(glide)
    ]


def _refill() -> Wave:
    return _glide(1200.0, 600.0, 0.09, 30.0)


def _overflow() -> Wave:
    out: Wave = []
    for t in _times(0.75):
        buzz = sum(
            math.copysign(1.0, math.sin(2 * math.pi * f * t)) * w
            for f, w in ((220.0, 0.25), (233.08, 0.25))
        )
        out.append(_attack(t, 0.01) * _decay(t, 3.5) * buzz)
    return out


def _win() -> Wave:
    return _notes([523.25, 659.25, 783.99, 1046.5], 0.12, 0.45, 6.0)


def _loss() -> Wave:
    return _notes([392.0, 311.13, 261.63], 0.18, 0.5, 5.0)


def _achievement() -> Wave:
    sparkle = _notes([1567.98, 2093.0, 2637.0], 0.06, 0.3, 14.0)
    return _mix(_notes([659.25, 783.99, 987.77, 1318.5], 0.09, 0.5, 6.0), sparkle)


CUES: dict[str, Callable[[], Wave]] = {
    "select": _select,
    "sow": _sow,
    "group": _group,
    "wild": _wild,
    "blocker": _blocker,
    "eruption": _eruption,
    "thaw": _thaw,
    "refill": _refill,
    "overflow": _overflow,
    "win": _win,
    "loss": _loss,
    "achievement": _achievement,
}


def samples(wave_: Wave) -> array[int]:
    """Normalised to ``PEAK`` of full scale, 16-bit, with a 2 ms fade-out."""
    top = max((abs(v) for v in wave_), default=0.0) or 1.0
    fade = round(0.002 * RATE)
    out = array("h")
    n = len(wave_)
    for i, v in enumerate(wave_):
        tail = min(1.0, (n - 1 - i) / fade) if fade else 1.0
        out.append(round(32767 * PEAK * tail * v / top))
    return out


def wav_bytes(data: array[int]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes() if sys.byteorder == "little" else _swapped(data))
    return buffer.getvalue()


def _swapped(data: array[int]) -> bytes:
    copy = array("h", data)
    copy.byteswap()
    return copy.tobytes()


def render_all() -> dict[str, bytes]:
    """Each cue's WAV file as bytes, by cue name."""
    return {name: wav_bytes(samples(make())) for name, make in CUES.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which files are stale")
    args = parser.parse_args(argv)
    stale = []
    for name, data in render_all().items():
        path = OUT / f"{name}.wav"
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path.name)
        if not args.check:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    if args.check and stale:
        print("stale: " + ", ".join(stale))
        return 1
    print(("wrote " if stale else "up to date: ") + ", ".join(stale or CUES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
