"""The committed default set is what tools/make_sounds.py writes; bad theme files are refused."""

from __future__ import annotations

import importlib.util
import io
import sys
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest

from twelve_bowls.app.sound.cues import CUE_NAMES
from twelve_bowls.app.sound.library import (
    RATE,
    SoundFileError,
    default_dir,
    default_set,
    load_wav,
    theme_set,
)

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _frames(data: bytes) -> tuple[tuple[int, int, int], array[int]]:
    with wave.open(io.BytesIO(data), "rb") as source:
        header = (source.getnchannels(), source.getsampwidth(), source.getframerate())
        samples = array("h", source.readframes(source.getnframes()))
    return header, samples


def test_committed_sounds_are_what_the_tool_writes_now() -> None:
    made = _tool().render_all()
    assert sorted(made) == sorted(CUE_NAMES)
    committed = {path.stem for path in default_dir().glob("*.wav")}
    assert committed == set(CUE_NAMES), "run tools/make_sounds.py and commit its files"
    for name, data in made.items():
        header, fresh = _frames(data)
        old_header, old = _frames((default_dir() / f"{name}.wav").read_bytes())
        assert old_header == header == (1, 2, RATE), name
        assert len(old) == len(fresh), f"{name}.wav is stale: run tools/make_sounds.py"
        # One step of rounding is allowed: another platform's libm may differ in the last bit.
        assert max(abs(a - b) for a, b in zip(old, fresh, strict=True)) <= 1, (
            f"{name}.wav is stale: run tools/make_sounds.py"
        )


def test_default_set_is_small_and_complete() -> None:
    sounds = default_set()
    assert sounds.refused == ()
    assert set(sounds.samples) == set(CUE_NAMES)
    total = sum(path.stat().st_size for path in default_dir().glob("*.wav"))
    assert total < 400_000


def _write_wav(path: Path, seconds: float, rate: int = RATE, width: int = 2) -> Path:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(width)
        out.setframerate(rate)
        out.writeframes(bytes(width * round(seconds * rate)))
    return path


def test_theme_sounds_override_and_bad_files_fall_back(tmp_path: Path) -> None:
    good = _write_wav(tmp_path / "sow.wav", 0.1, rate=44100)  # resampled to the mixer's
    broken = tmp_path / "group.wav"
    broken.write_bytes(b"RIFF\x00\x00\x00\x00WAVEjunk")
    huge = tmp_path / "eruption.wav"
    huge.write_bytes(b"\x00" * (3 * 1024 * 1024))
    long = _write_wav(tmp_path / "win.wav", 6.0, rate=8000)
    eight_bit = _write_wav(tmp_path / "loss.wav", 0.1, width=1)
    defaults = default_set()
    files = {
        "sow": good,
        "group": broken,
        "eruption": huge,
        "win": long,
        "loss": eight_bit,
        "nonsense": good,
        "refill": tmp_path / "missing.wav",
    }
    sounds = theme_set(files, defaults)
    assert len(sounds.samples["sow"]) == round(0.1 * RATE) - 1
    for name in ("group", "eruption", "win", "loss", "refill"):
        assert sounds.samples[name] is defaults.samples[name], name
    assert len(sounds.refused) == 5
    assert "nonsense" not in sounds.samples
    with pytest.raises(SoundFileError):
        load_wav(huge)


def test_a_theme_brings_its_own_sounds_and_a_failing_one_keeps_the_default(
    tmp_path: Path,
) -> None:
    from twelve_bowls.app.sound import game_sounds
    from twelve_bowls.app.theming.guard import GuardedTheme
    from twelve_bowls.app.theming.registry import theme_registry

    simple = theme_registry().get("simple")
    own = _write_wav(tmp_path / "group.wav", 0.2)

    class Chimes(type(simple.inner) if isinstance(simple, GuardedTheme) else type(simple)):
        id = "chimes-test"

        def sound_files(self):
            return {"group": own}

    class Broken(Chimes):
        id = "broken-sounds-test"

        def sound_files(self):
            raise RuntimeError("a plugin's bug")

    chimes = game_sounds.sounds_of(GuardedTheme(Chimes(), lambda: None))
    assert len(chimes.samples["group"]) == round(0.2 * RATE)
    assert len(chimes.samples["sow"]) == len(default_set().samples["sow"])  # not brought
    broken = game_sounds.sounds_of(GuardedTheme(Broken(), lambda: None))
    assert len(broken.samples["group"]) == len(default_set().samples["group"])
