"""A failed write is retried on the next save and nothing unsaved is
lost; the player is told where they are; a finished attempt whose result could not be
recorded on disk (a full disk, a newer version's profile) keeps its file."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.engine.modes_helpers import careful_move, play_until
from twelve_bowls.app import paths, storage
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.modes import EndlessAttempt, ModeId
from twelve_bowls.engine.profile import SCHEMA_VERSION, Profile, Settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


class FullDisk:
    """``os.write`` answers ENOSPC while ``full`` is set, as a full disk does."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real_write = os.write

        def write(fd: int, data: Any) -> int:
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)

        monkeypatch.setattr(storage.os, "write", write)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[FullDisk]:
    yield FullDisk(monkeypatch)


def _on_disk() -> dict[str, Any]:
    return json.loads(paths.profile_path().read_text("utf-8"))


def _finished(seed: str) -> EndlessAttempt:
    attempt = EndlessAttempt(seed)
    play_until(attempt, 3)
    attempt.end()
    return attempt


def test_saving_resumes_when_space_returns_and_nothing_is_lost(home: Path, disk: FullDisk) -> None:
    store = ProfileService()
    disk.full = True
    store.save_profile(Profile(settings=Settings(language="es")))
    paused = EndlessAttempt("paused-seed")
    play_until(paused, 2)
    store.save_attempt(paused)
    records, game = store.notices()  # what was not saved, each in one sentence
    assert records.startswith("Your records, achievements and settings could not be saved")
    assert game.startswith("Your game in progress could not be saved")
    assert not paths.profile_path().exists()

    disk.full = False
    store.save_attempt(paused)  # the next save writes everything kept back
    assert _on_disk()["settings"]["language"] == "es"
    assert ProfileService().load_attempt(ModeId.ENDLESS) is not None
    assert store.can_save

    disk.full = True  # a second full disk is told again
    store.save_profile(Profile(settings=Settings(language="ja")))
    assert any("could not be saved" in text for text in store.notices())


def test_a_result_recorded_on_a_full_disk_is_kept_until_a_save_succeeds(
    home: Path, disk: FullDisk
) -> None:
    context = AppContext(ProfileService())
    disk.full = True
    context.record_finished(_finished("full-1"))
    assert context.profile.records.endless_games == 1  # in memory meanwhile
    disk.full = False
    later = EndlessAttempt("later")
    play_until(later, 1)
    context.store.save_attempt(later)  # any later save writes the profile too
    assert _on_disk()["records"]["endless_games"] == 1


def test_a_result_that_could_not_be_saved_is_recorded_on_the_next_start(
    home: Path, disk: FullDisk
) -> None:
    context = AppContext(ProfileService())
    context.store.save_profile(context.profile)
    attempt = _finished("full-2")
    context.store.save_attempt(attempt)  # the session writes the ended attempt first
    real_save = storage.JsonFile.save

    def profile_fails(self: storage.JsonFile[Any], value: Any) -> None:
        if self.path == paths.profile_path():
            raise storage.SaveFailed("disk full")
        real_save(self, value)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage.JsonFile, "save", profile_fails)
        context.record_finished(attempt)
    assert paths.attempt_path("endless").exists()  # the finished attempt's file is kept

    again = AppContext(ProfileService())
    assert again.load_paused(ModeId.ENDLESS.value) is None  # recorded now, not offered
    assert again.profile.records.endless_games == 1
    assert _on_disk()["records"]["endless_games"] == 1
    assert not paths.attempt_path("endless").exists()


def test_a_newer_profile_keeps_the_finished_attempt_file(home: Path) -> None:
    newer = {"schema_version": SCHEMA_VERSION + 1, "future": True}
    paths.profile_path().write_text(json.dumps(newer), "utf-8")
    context = AppContext(ProfileService())
    attempt = _finished("newer-1")
    context.store.save_attempt(attempt)  # the session writes the ended attempt first
    context.record_finished(attempt)
    assert paths.attempt_path("endless").exists()
    assert json.loads(paths.profile_path().read_text("utf-8")) == newer  # untouched
    kept = json.loads(paths.attempt_path("endless").read_text("utf-8"))
    assert kept["attempt_id"] == attempt.attempt_id and kept["ended_by_player"]


def test_the_game_screen_says_it_cannot_save(home: Path, disk: FullDisk, qtbot: QtBot) -> None:
    from twelve_bowls.app.game.game_screen import GameScreen

    context = AppContext(ProfileService())
    attempt = EndlessAttempt("screen-full")
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.show()
    screen.player.speed = 0.0
    disk.full = True
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()  # the move is saved, and fails
    assert attempt.moves_played == 1
    assert "Your game in progress could not be saved" in screen.status.text()
    assert screen.status.isVisible()


def _top_moves(records: dict[str, Any]) -> list[int]:
    return [entry["moves"] for entry in records["endless_top"]]


def test_a_paused_game_resumes_where_it_was_not_where_the_full_disk_stopped_its_file(
    home: Path, disk: FullDisk
) -> None:
    """R9.3: an Endless game paused on a full disk resumes at its last move; the file's
    older copy would replay moves already played, and its next save drop the later ones."""
    context = AppContext(ProfileService())
    attempt = EndlessAttempt("paused-on-full")
    play_until(attempt, 4)
    context.save_attempt(attempt)
    disk.full = True
    play_until(attempt, 12)
    context.save_attempt(attempt)  # refused: the file still holds 4 moves
    resumed = context.load_paused(ModeId.ENDLESS.value)
    assert resumed is not None and resumed is not attempt
    assert resumed.moves_played == attempt.moves_played == 12
    disk.full = False
    resumed.play(careful_move(resumed))
    context.save_attempt(resumed)
    saved = json.loads(paths.attempt_path("endless").read_text("utf-8"))
    assert len(saved["moves"]) == 13


def test_a_game_finished_on_a_full_disk_is_not_offered_again_and_its_record_stays(
    home: Path, disk: FullDisk
) -> None:
    """R8.3: a result recorded while the disk was full is one record, with every move it
    took; the file's unfinished copy is never offered to be played on."""
    context = AppContext(ProfileService())
    attempt = EndlessAttempt("ended-on-full")
    play_until(attempt, 4)
    context.save_attempt(attempt)
    disk.full = True
    play_until(attempt, 12)
    attempt.end()
    context.save_attempt(attempt)
    context.record_finished(attempt)
    assert context.load_paused(ModeId.ENDLESS.value) is None
    disk.full = False
    context.update_settings(move_preview=True)  # the next save writes what was kept back
    assert _top_moves(_on_disk()["records"]) == [attempt.moves_played]
    again = AppContext(ProfileService())
    assert again.load_paused(ModeId.ENDLESS.value) is None
    assert _top_moves(_on_disk()["records"]) == [attempt.moves_played]


def test_a_new_game_on_a_full_disk_leaves_no_older_game_to_resume(
    home: Path, disk: FullDisk
) -> None:
    context = AppContext(ProfileService())
    attempt = EndlessAttempt("replaced-on-full")
    play_until(attempt, 3)
    context.save_attempt(attempt)
    disk.full = True
    context.store.save_profile(context.profile)  # the disk refuses: saving looks off
    context.clear_attempt(ModeId.ENDLESS.value)  # New game: the old one is dropped
    assert context.load_paused(ModeId.ENDLESS.value) is None
    disk.full = False
    context.update_settings(move_preview=True)
    assert not paths.attempt_path("endless").exists()
