"""Sound files: the default set the project makes (tools/make_sounds.py) and a theme's own.

A theme may bring a WAV file for any cue (``Theme.sound_files``); a cue it leaves out, or a
file that is broken, too big or too long, falls back to the default set, and the refusal is
logged and kept for Settings, like any bad theme file: a sound never ends the game.
"""

from __future__ import annotations

import logging
import math
import sys
import wave
from array import array
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.sound.cues import CUE_NAMES

log = logging.getLogger(__name__)

RATE = 22050  # the mixer's rate, that of the default set
MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_SECONDS = 4.0
MIN_RATE, MAX_RATE = 8000, 96000


class SoundFileError(ValueError):
    """A sound file the game will not play, with a translated reason."""


@dataclass(frozen=True)
class SoundSet:
    """Mono 16-bit samples at ``RATE`` by cue name, and the files that were refused."""

    samples: Mapping[str, array[int]]
    refused: tuple[str, ...] = field(default=())


def _tr(text: str) -> str:
    return QCoreApplication.translate("SoundSettings", text)


def load_wav(path: Path) -> array[int]:
    """A WAV file as mono samples at ``RATE``; ``SoundFileError`` when it is unusable."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SoundFileError(_tr("the file is larger than 2 MB"))
        with path.open("rb") as handle, wave.open(handle, "rb") as source:
            channels = source.getnchannels()
            width = source.getsampwidth()
            rate = source.getframerate()
            frames = source.getnframes()
            if width != 2 or channels not in (1, 2):
                raise SoundFileError(_tr("only 16-bit mono or stereo PCM files are played"))
            if not MIN_RATE <= rate <= MAX_RATE:
                raise SoundFileError(_tr("the sample rate is outside 8 to 96 kHz"))
            if frames / rate > MAX_SECONDS:
                raise SoundFileError(_tr("the sound is longer than 4 seconds"))
            raw = source.readframes(frames)
    except SoundFileError:
        raise
    except (OSError, EOFError, wave.Error) as error:
        raise SoundFileError(_tr("the file is not a readable WAV file")) from error
    data = array("h")
    data.frombytes(raw[: len(raw) - len(raw) % 2])
    if sys.byteorder != "little":
        data.byteswap()
    if channels == 2:
        data = array("h", ((data[i] + data[i + 1]) // 2 for i in range(0, len(data) - 1, 2)))
    return data if rate == RATE else resample(data, rate / RATE)


def resample(data: array[int], step: float) -> array[int]:
    """Linear interpolation reading ``step`` source samples per output sample (a step
    above 1 raises the pitch and shortens the sound)."""
    count = max(0, math.floor((len(data) - 1) / step)) if len(data) > 1 else len(data)
    out = array("h", bytes(2 * count))
    last = len(data) - 1
    for i in range(count):
        x = i * step
        j = int(x)
        frac = x - j
        a = data[j]
        b = data[j + 1] if j < last else a
        out[i] = int(a + (b - a) * frac)
    return out


def pitched(data: array[int], semitones: int) -> array[int]:
    return data if semitones == 0 else resample(data, 2.0 ** (semitones / 12.0))


def default_dir() -> Path:
    return Path(str(files("twelve_bowls.app.resources") / "sounds"))


def default_set() -> SoundSet:
    samples: dict[str, array[int]] = {}
    refused = []
    for name in CUE_NAMES:
        path = default_dir() / f"{name}.wav"
        try:
            samples[name] = load_wav(path)
        except SoundFileError as error:  # a damaged install: that cue stays silent
            log.warning("default sound %s refused: %s", path, error)
            refused.append(f"{path.name}: {error}")
    return SoundSet(samples, tuple(refused))


def theme_set(theme_files: Mapping[str, Path], defaults: SoundSet) -> SoundSet:
    """The theme's files over the defaults; each refused file keeps the default cue."""
    samples = dict(defaults.samples)
    refused = list(defaults.refused)
    for name, path in theme_files.items():
        if name not in CUE_NAMES:
            continue  # a cue this version does not play
        try:
            samples[name] = load_wav(Path(path))
        except SoundFileError as error:
            log.warning("theme sound %s refused: %s", path, error)
            refused.append(f"{Path(path).name}: {error}")
    return SoundSet(samples, tuple(refused))
