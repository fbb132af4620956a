"""The sound output: one mixer on one playback device (miniaudio), opened off the UI thread.

Why miniaudio and not QSoundEffect: docs/ARCHITECTURE.md ("Sound") has the measurements.
The device is opened in a worker thread after the first frame, so neither start-up nor a
slow or missing audio server holds the window. Without a device (CI, a headless machine,
no server) ``status`` says so and every ``play`` is a no-op: the game plays on silently.

The mixer runs in miniaudio's audio thread: each period it sums the voices that are
sounding and hands the device ``PERIOD_MS`` of samples. ``play`` only appends a voice under
a lock, so a cue starts at the next period, well within the 30 ms a landing stone allows.
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
import time
from array import array
from collections.abc import Callable, Generator
from enum import Enum
from typing import Any

from twelve_bowls.app.sound.library import RATE, SoundSet, pitched

log = logging.getLogger(__name__)

PERIOD_MS = 10  # one mixer period; the device keeps two or three of them queued
MAX_VOICES = 16  # a long chain cannot pile up sound without end
LOST_AFTER_S = 1.0  # a device that has not pulled samples for this long is gone
NO_OUTPUT_LINE = "twelve-bowls: no sound output was found; the game plays on silently"


class Status(Enum):
    STARTING = "starting"  # the device is being opened
    READY = "ready"
    NO_DEVICE = "no device"  # no output was found: silent, nothing else changes


def _backends(miniaudio: Any) -> list[Any]:
    """The real outputs of each platform; never miniaudio's silent null backend, which would
    hide a missing device behind a player that seems to work."""
    b = miniaudio.Backend
    if sys.platform.startswith("win"):
        return [b.WASAPI, b.DSOUND, b.WINMM]
    if sys.platform == "darwin":
        return [b.COREAUDIO]
    return [b.PULSEAUDIO, b.ALSA, b.JACK]


def open_output(mixer: Generator[bytes, int, None]) -> Callable[[], None]:
    """Open and start the default playback device with ``mixer``; returns its closer."""
    import miniaudio  # type: ignore[import-untyped]  # no stubs

    from twelve_bowls.app.sound.quiet_probe import silence_backend_messages

    silence_backend_messages()  # ALSA's 30 lines about a missing card stay off the terminal
    try:
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=PERIOD_MS,
            backends=_backends(miniaudio),
            app_name="Twelve Bowls",
        )
    except Exception:
        # The one line a player at a terminal sees about it (the libraries' own messages
        # are dropped: app/sound/quiet_probe.py); ``SoundPlayer`` then plays on silently.
        print(NO_OUTPUT_LINE, file=sys.stderr)
        raise
    next(mixer)  # miniaudio sends frame counts to a generator that has started
    device.start(mixer)
    log.info("sound output: %s", device.backend)
    closer: Callable[[], None] = device.close
    return closer


Opener = Callable[[Generator[bytes, int, None]], Callable[[], None]]


class SoundPlayer:
    """Plays cues by name; safe to call from the UI thread whatever the device does."""

    def __init__(self, opener: Opener | None = None) -> None:
        self._opener = opener
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []  # [samples, position]
        self._cache: dict[tuple[str, int, int], array[int]] = {}
        self._sounds: SoundSet = SoundSet({})
        self._status = Status.STARTING
        self._close: Callable[[], None] | None = None
        self._thread: threading.Thread | None = None
        self.played = 0  # cues handed to the mixer (tests and benchmarks read it)
        self._last_pull = 0.0  # when the device last asked the mixer for samples

    @property
    def status(self) -> Status:
        return self._status

    def start(self) -> None:
        """Open the device in a worker thread (once)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._open, name="sound-open", daemon=True)
        self._thread.start()

    def wait_started(self, timeout: float = 5.0) -> Status:
        if self._thread is not None:
            self._thread.join(timeout)
        return self._status

    def _open(self) -> None:
        try:
            opener = self._opener or open_output  # looked up now: tests replace it
            self._close = opener(self._mix())
        except Exception as error:  # ImportError, MiniaudioError, OSError: all mean silence
            log.info("no sound output: %s", error)
            self._status = Status.NO_DEVICE
            return
        self._last_pull = time.monotonic()
        self._status = Status.READY

    def set_sounds(self, sounds: SoundSet) -> None:
        with self._lock:
            self._sounds = sounds
            self._cache = {}

    def play(self, name: str, pitch: int = 0, volume: int = 100) -> bool:
        """Start cue ``name`` ``pitch`` semitones up at ``volume`` percent; False when silent."""
        if self._status is not Status.READY or volume <= 0:
            return False
        if self._voices and time.monotonic() - self._last_pull > LOST_AFTER_S:
            # The device stopped asking for samples (unplugged, its server ended): from
            # now on the game is silent, and Settings says no output was found.
            log.info("sound output lost")
            self._status = Status.NO_DEVICE
            self.stop_all()
            return False
        key = (name, pitch, volume)
        data = self._cache.get(key)
        if data is None:
            base = self._sounds.samples.get(name)
            if base is None:
                return False
            shifted = pitched(base, pitch)
            data = array("h", (s * volume // 100 for s in shifted))
            self._cache[key] = data
        with self._lock:
            if len(self._voices) >= MAX_VOICES:
                del self._voices[0]
            self._voices.append([data, 0])
        self.played += 1
        return True

    def stop_all(self) -> None:
        """Silence what is sounding (a skipped animation plays no backlog)."""
        with self._lock:
            self._voices.clear()

    def close(self) -> None:
        self.stop_all()
        close, self._close = self._close, None
        if close is not None:
            try:
                close()
            except Exception as error:
                log.info("closing the sound output: %s", error)
        self._status = Status.NO_DEVICE

    def _mix(self) -> Generator[bytes, int, None]:
        """miniaudio's callback generator: sent a frame count, yields that many samples."""
        silence = bytes(2 * RATE)
        frames = yield b""
        while True:
            self._last_pull = time.monotonic()
            with self._lock:
                voices = list(self._voices)
            if not voices:
                frames = yield silence[: 2 * frames]
                continue
            acc = [0] * frames
            for voice in voices:
                data, pos = voice
                chunk = data[pos : pos + frames]
                for i, sample in enumerate(chunk):
                    acc[i] += sample
                voice[1] = pos + frames
            with self._lock:
                self._voices = [v for v in self._voices if v[1] < len(v[0])]
            out = array("h", [-32768 if v < -32768 else 32767 if v > 32767 else v for v in acc])
            if sys.byteorder != "little":
                out.byteswap()
            frames = yield out.tobytes()


_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """The one player of the process (one device for every screen)."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer()
        atexit.register(_shared.close)
    return _shared
