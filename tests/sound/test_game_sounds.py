"""Sounds in a real game screen: on the animation's steps, none after a skip, the mute key,
and the no-device path (no audio server at all)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.sound.scripted_play import play_eruption_move
from twelve_bowls.app.board.animation import DURATIONS
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.settings_dialog import SettingsDialog
from twelve_bowls.app.sound.player import SoundPlayer, Status
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import PuzzleAttempt

ROOT = Path(__file__).resolve().parents[2]


class FakeOutput:
    """A device that is always there; counts what it was asked, pulls nothing itself."""

    def __init__(self, mixer) -> None:
        self.mixer = mixer
        self.calls: list[str] = []

    def resume(self) -> None:
        self.calls.append("resume")

    def close(self) -> None:
        self.calls.append("close")


class RecordingPlayer(SoundPlayer):
    """A player whose device is always there and which remembers what it was asked."""

    def __init__(self) -> None:
        super().__init__(opener=FakeOutput)
        self._status = Status.READY
        self.calls: list[tuple[str, int, int]] = []
        self.stops = 0

    def start(self) -> None:
        pass

    def play(self, name: str, pitch: int = 0, volume: int = 100) -> bool:
        self.calls.append((name, pitch, volume))
        return True

    def stop_all(self) -> None:
        self.stops += 1


@pytest.fixture
def context(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    return AppContext(store=InMemoryProfileService())


def _screen(qtbot, context) -> tuple[GameScreen, RecordingPlayer]:
    puzzle = next(p for p in puzzles.load_puzzles() if p.id == 37)
    attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    fake = RecordingPlayer()
    screen.sounds.player = fake
    screen.player.speed = 1.0
    screen.player.reduced_motion = False
    return screen, fake


def _names(fake: RecordingPlayer) -> list[str]:
    return [name for name, _, _ in fake.calls]


def test_each_sound_starts_on_its_step(qtbot, context) -> None:
    screen, fake = _screen(qtbot, context)
    screen.session.click_bowl(3)
    assert _names(fake) == ["select"]
    screen.session.click_bowl(3)  # confirm: the animation starts
    animation = screen.player
    assert animation.running
    lift, sow, erupt = DURATIONS["lift"], DURATIONS["sow"], DURATIONS["erupt"]
    animation.seek(lift + sow - 1)  # the first stone is still in the air
    assert _names(fake) == ["select"]
    animation.seek(lift + sow + 1)  # it has landed
    assert fake.calls[-1] == ("sow", 0, 70)
    animation.seek(lift + 2 * sow + 1)  # the second lands and the volcano erupts (R3.3)
    assert _names(fake)[1:] == ["sow", "sow", "eruption"]
    animation.seek(lift + 2 * sow + erupt + 6 * sow + 1)
    assert _names(fake)[1:] == ["sow", "sow", "eruption", *["sow"] * 6, "group"]
    assert [p for n, p, _ in fake.calls if n == "sow"] == [0, 1, 0, 1, 2, 3, 4, 5]


def test_a_skipped_animation_plays_no_backlog(qtbot, context) -> None:
    screen, fake = _screen(qtbot, context)
    screen.session.click_bowl(3)
    screen.session.click_bowl(3)
    screen.player.seek(DURATIONS["lift"] + DURATIONS["sow"] + 1)
    heard = len(fake.calls)
    screen.session.click_bowl(0)  # a click skips (R: skip with click or Space)
    assert not screen.player.running
    assert fake.stops >= 1
    after = _names(fake)[heard:]
    assert "sow" not in after and "group" not in after and "eruption" not in after
    # Only the result of the move may sound now (the attempt's end), never its steps.
    assert set(after) <= {"win", "loss", "achievement"}


def test_the_mute_key_turns_sound_off_and_on(qtbot, context) -> None:
    screen, fake = _screen(qtbot, context)
    screen.hide()
    with qtbot.waitActive(screen):
        screen.show()
        screen.activateWindow()
    screen.focus_first()
    assert context.settings.sound is True
    QTest.keyClick(screen.view, Qt.Key.Key_M)
    assert context.settings.sound is False
    screen.session.click_bowl(3)
    assert fake.calls == []  # muted: nothing plays
    QTest.keyClick(screen.view, Qt.Key.Key_M)
    assert context.settings.sound is True
    screen.session.click_bowl(4)
    assert _names(fake) == ["select"]
    context.update_settings(effects_volume=25)
    screen.session.click_bowl(5)
    assert fake.calls[-1] == ("select", 0, 25)


def test_settings_say_once_that_no_output_was_found(qtbot, context) -> None:
    def no_server(mixer):
        raise OSError("no server")

    player = SoundPlayer(opener=no_server)
    player.start()
    assert player.wait_started() is Status.NO_DEVICE
    assert player.play("sow") is False
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    box = dialog.sound_box
    box.player = player
    box.sync_from_context()
    dialog.show()
    texts = [label.text() for label in dialog.findChildren(type(box.device_note))]
    assert texts.count("No sound output was found: the game plays on silently.") == 1
    assert box.device_note.isVisible()


CHILD = """
import sys
from twelve_bowls.app.sound.player import SoundPlayer, Status
player = SoundPlayer()
player.start()
status = player.wait_started(20)
player.play("sow")
print(status.value, player.played)
"""


@pytest.mark.skipif(
    Path("/proc/asound/cards").exists()
    and "no soundcards" not in Path("/proc/asound/cards").read_text(),
    reason="this machine has a sound card ALSA could open",
)
def test_without_any_audio_server_the_game_plays_on(tmp_path) -> None:
    # The real output path (miniaudio), with no PulseAudio server to reach and no card.
    env = {**os.environ, "PULSE_SERVER": "unix:/nonexistent/none", "QT_QPA_PLATFORM": "offscreen"}
    env["TWELVE_BOWLS_HOME"] = str(tmp_path)
    probe = subprocess.run(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.split() == ["no", "device", "0"]
    game = play_eruption_move(env)
    assert game.returncode == 0, game.stderr
    assert "Traceback" not in game.stderr


def test_a_device_that_stops_pulling_is_taken_for_gone(monkeypatch) -> None:
    # Unplugged mid-game: the device never asks the mixer for samples again.
    monkeypatch.setattr("twelve_bowls.app.sound.player.LOST_AFTER_S", 0.0)
    from twelve_bowls.app.sound.library import default_set

    player = SoundPlayer(opener=FakeOutput)
    player.set_sounds(default_set())
    player.start()
    assert player.wait_started() is Status.READY
    assert player.play("eruption") is True
    # The cue started the device (it runs only while there is sound: app/sound/player.py).
    deadline = time.monotonic() + 10
    while not player.running and time.monotonic() < deadline:
        time.sleep(0.005)
    assert player.play("sow") is False  # the eruption was never taken: the output is gone
    assert player.status is Status.NO_DEVICE
    assert player.play("sow") is False
