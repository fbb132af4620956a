"""The sound output runs only while there is something to hear, and never holds the game.

A fake device stands for miniaudio's: the test plays the audio thread's part itself,
sending frame counts to the mixer, so nothing here depends on a sound server.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from twelve_bowls.app.sound import player as player_module
from twelve_bowls.app.sound.library import default_set
from twelve_bowls.app.sound.player import SoundPlayer, Status


class Device:
    """Records the calls the worker makes; ``stall`` holds them as a stopped server does."""

    def __init__(self, mixer, stall: threading.Event | None = None) -> None:
        self.mixer = mixer
        next(mixer)  # as open_output primes it
        self.calls: list[str] = []
        self.stall = stall

    def _call(self, name: str) -> None:
        self.calls.append(name)
        if self.stall is not None:
            self.stall.wait()

    def resume(self) -> None:
        self._call("resume")

    def close(self) -> None:
        self._call("close")


def _until(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Whether ``condition`` came true within ``seconds`` (a bound far above the need)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def _player(
    monkeypatch: pytest.MonkeyPatch, devices: list[Device], idle: float = 0.05, **device
) -> SoundPlayer:
    monkeypatch.setattr(player_module, "IDLE_AFTER_S", idle, raising=False)

    def opener(mixer):
        devices.append(Device(mixer, **device))
        return devices[-1]

    player = SoundPlayer(opener=opener)
    player.set_sounds(default_set())
    player.start()
    assert player.wait_started() is Status.READY
    return player


def test_the_output_is_open_only_while_a_cue_sounds(monkeypatch) -> None:
    devices: list[Device] = []
    player = _player(monkeypatch, devices)
    # Opened at start to learn whether there is an output, then closed: nobody played.
    assert _until(lambda: devices[0].calls == ["close"])
    assert not player.running
    assert player.play("select")
    assert _until(lambda: len(devices) == 2 and devices[1].calls == ["resume"])
    assert player.running
    device = devices[1]
    while player._voices:  # the audio thread's part: pull the cue to its end
        assert len(device.mixer.send(441)) == 2 * 441
    # A short silence later the device is closed, and nothing more happens: no timer,
    # no polling, no stream at the server.
    assert _until(lambda: device.calls == ["resume", "close"])
    assert _until(lambda: not player.running)
    time.sleep(0.2)
    assert len(devices) == 2 and device.calls == ["resume", "close"]
    # The next cue opens it again.
    assert player.play("sow")
    assert _until(lambda: len(devices) == 3 and devices[2].calls == ["resume"])
    player.close()
    assert _until(lambda: devices[2].calls[-1] == "close")
    assert not player.running


def test_a_stalled_sound_server_never_holds_the_game(monkeypatch) -> None:
    # A server stopped with SIGSTOP: every call into the device waits for it (libpulse
    # waits 30 s). The UI thread never makes one: play and close return at once.
    stall = threading.Event()
    devices: list[Device] = []
    player = _player(monkeypatch, devices, idle=30.0, stall=stall)  # open until the cue
    try:
        assert player.play("select")
        assert _until(lambda: devices[0].calls == ["resume"])  # the worker is held there
        assert player.play("sow")
        quitting = threading.Thread(target=player.close, kwargs={"wait": 0.1}, daemon=True)
        quitting.start()
        quitting.join(10.0)  # today's game waited for the server; this one does not
        assert not quitting.is_alive()
        assert player.status is Status.NO_DEVICE
        assert player.play("sow") is False
    finally:
        stall.set()
    assert _until(lambda: devices[0].calls[-1] == "close")  # the worker closes it later
