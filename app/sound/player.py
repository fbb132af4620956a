"""The sound output: one mixer on one playback device (miniaudio), opened off the UI thread.

Why miniaudio and not QSoundEffect: docs/ARCHITECTURE.md ("Sound") has the measurements.
The device is opened in a worker thread after the first frame, so neither start-up nor a
slow or missing audio server holds the window. Without a device (CI, a headless machine,
no server) ``status`` says so and every ``play`` is a no-op: the game plays on silently.

Idle is idle: the device is open only while there is something to hear. ``play`` appends
a voice under a lock and wakes the worker, which opens and starts the device; the mixer
then runs in miniaudio's audio thread, each period summing the voices that are sounding
into ``PERIOD_MS`` of samples; ``IDLE_AFTER_S`` after the last voice ended the worker
closes the device, and waits without a timeout until the next cue. (A paused stream is
not enough: the server keeps its sink awake at the stream's latency, some 1 % of a core.)
A cue still starts within the 30 ms a landing stone allows (docs/performance.md, "Sound").

Every call into the device (open, start, close) is made by the worker, never by the UI
thread: a sound server that stalls (stopped, not gone) blocks such a call for as long as
its client library waits, 30 s for PulseAudio. The game never waits for it, at quit
neither: ``close`` leaves the device to the worker and returns.
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
from typing import Any, Protocol

from twelve_bowls.app.sound.library import RATE, SoundSet, pitched

log = logging.getLogger(__name__)

PERIOD_MS = 10  # one mixer period; the device keeps two or three of them queued
MAX_VOICES = 16  # a long chain cannot pile up sound without end
LOST_AFTER_S = 1.0  # a running device that has not pulled samples for this long is gone
# Silence after which the device is closed: a move's cues come closer, and so does, most
# often, the confirm after a select (opening costs a cue some milliseconds, more on a busy
# machine).
IDLE_AFTER_S = 3.0
CLOSE_WAIT_S = 0.5  # how long quitting waits for the device to close before going on
NO_OUTPUT_LINE = "twelve-bowls: no sound output was found; the game plays on silently"

Mixer = Generator[bytes, int, None]


class Status(Enum):
    STARTING = "starting"  # the device is being opened
    READY = "ready"
    NO_DEVICE = "no device"  # no output was found: silent, nothing else changes


class Output(Protocol):
    """An opened playback device, silent until ``resume``."""

    def resume(self) -> None: ...

    def close(self) -> None: ...


def _backends(miniaudio: Any) -> list[Any]:
    """The real outputs of each platform; never miniaudio's silent null backend, which would
    hide a missing device behind a player that seems to work."""
    b = miniaudio.Backend
    if sys.platform.startswith("win"):
        return [b.WASAPI, b.DSOUND, b.WINMM]
    if sys.platform == "darwin":
        return [b.COREAUDIO]
    return [b.PULSEAUDIO, b.ALSA, b.JACK]


class _Device:
    """A miniaudio playback device fed by ``mixer`` while it runs."""

    def __init__(self, device: Any, mixer: Mixer) -> None:
        self._device = device
        self._mixer = mixer

    def resume(self) -> None:
        self._device.start(self._mixer)

    def close(self) -> None:
        self._device.close()


def open_output(mixer: Mixer) -> Output:
    """Open the default playback device for ``mixer``, not started."""
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
    log.info("sound output: %s", device.backend)
    return _Device(device, mixer)


Opener = Callable[[Mixer], Output]


class SoundPlayer:
    """Plays cues by name; safe to call from the UI thread whatever the device does."""

    def __init__(self, opener: Opener | None = None) -> None:
        self._opener = opener
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)  # the worker's: voices came or went
        self._voices: list[list[Any]] = []  # [samples, position]
        self._cache: dict[tuple[str, int, int], array[int]] = {}
        self._sounds: SoundSet = SoundSet({})
        self._status = Status.STARTING
        self._thread: threading.Thread | None = None
        self._closing = False
        self._silent_since = 0.0  # when the last voice ended
        self._running_since: float | None = None  # when the device last started, if it runs
        self.played = 0  # cues handed to the mixer (tests and benchmarks read it)
        self._last_pull = 0.0  # when the device last asked the mixer for samples

    @property
    def status(self) -> Status:
        return self._status

    @property
    def running(self) -> bool:
        """Whether the device is running (asked to, at least): False whenever idle."""
        return self._running_since is not None

    def start(self) -> None:
        """Open the device in a worker thread (once)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._work, name="sound-output", daemon=True)
        self._thread.start()

    def wait_started(self, timeout: float = 5.0) -> Status:
        deadline = time.monotonic() + timeout
        while self._status is Status.STARTING and self._thread is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not self._thread.is_alive():
                break
            self._thread.join(min(left, 0.01))
        return self._status

    def _work(self) -> None:
        """The worker: opens the device (``status`` says whether there is one), runs it
        while there is sound, closes it after a silence and opens it again for the next
        cue, until ``close``."""
        output = self._open()
        if output is None:
            return
        if not self._closing:
            self._status = Status.READY
        while True:
            try:
                self._serve(output)
            except Exception as error:  # the device failed while running: silence from now on
                log.info("sound output failed: %s", error)
                self._status = Status.NO_DEVICE
            self._running_since = None
            try:
                output.close()
            except Exception as error:
                log.info("closing the sound output: %s", error)
            with self._wake:
                while not self._voices and not self._closing:
                    self._wake.wait()  # idle: no timeout, nothing runs until the next cue
                if self._closing or self._status is not Status.READY:
                    return
            output = self._open()
            if output is None:
                return

    def _open(self) -> Output | None:
        try:
            opener = self._opener or open_output  # looked up now: tests replace it
            return opener(self._mix())
        except Exception as error:  # ImportError, MiniaudioError, OSError: all mean silence
            log.info("no sound output: %s", error)
            self._status = Status.NO_DEVICE
            return None

    def _serve(self, output: Output) -> None:
        """Run ``output`` while there is sound; return after ``IDLE_AFTER_S`` of silence
        (an output opened for nothing is closed as soon) or at ``close``."""
        wake = self._wake
        with wake:
            if not self._voices:
                wake.wait(IDLE_AFTER_S)  # opened at start: a cue may already be coming
            if self._closing or not self._voices:
                return
        self._running_since = self._last_pull = time.monotonic()
        output.resume()
        with wake:
            while not self._closing:
                if self._voices:
                    wake.wait()  # the mixer says when the last voice has ended
                    continue
                left = self._silent_since + IDLE_AFTER_S - time.monotonic()
                if left <= 0:
                    break
                wake.wait(left)

    def set_sounds(self, sounds: SoundSet) -> None:
        with self._lock:
            self._sounds = sounds
            self._cache = {}

    def play(self, name: str, pitch: int = 0, volume: int = 100) -> bool:
        """Start cue ``name`` ``pitch`` semitones up at ``volume`` percent; False when silent."""
        if self._status is not Status.READY or volume <= 0:
            return False
        since = self._running_since
        if (
            self._voices
            and since is not None
            and time.monotonic() - max(self._last_pull, since) > LOST_AFTER_S
        ):
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
        with self._wake:
            if len(self._voices) >= MAX_VOICES:
                del self._voices[0]
            self._voices.append([data, 0])
            self._wake.notify()
        self.played += 1
        return True

    def stop_all(self) -> None:
        """Silence what is sounding (a skipped animation plays no backlog)."""
        with self._wake:
            if self._voices:
                self._voices.clear()
                self._silent_since = time.monotonic()
                self._wake.notify()

    def close(self, wait: float = CLOSE_WAIT_S) -> None:
        """Silence and close the output. The worker closes the device; a stalled server may
        hold that call, so this waits ``wait`` seconds at most and leaves it to the worker."""
        with self._wake:
            self._voices.clear()
            self._closing = True
            self._wake.notify()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(wait)
        self._status = Status.NO_DEVICE

    def _mix(self) -> Mixer:
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
            with self._wake:
                self._voices = [v for v in self._voices if v[1] < len(v[0])]
                if not self._voices:  # the last one ended: the worker counts the silence
                    self._silent_since = time.monotonic()
                    self._wake.notify()
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
