"""The profile on disk: defaults, round trips, records exactly once (R9.3, R9.5), bad files,
newer versions, read-only data directories and the migration fixtures of every version."""

from __future__ import annotations

import datetime
import errno
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.app.unprivileged import run_check
from tests.engine.modes_helpers import play_until
from twelve_bowls.app import paths, storage
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import (
    ATTEMPT_MIGRATIONS,
    PROFILE_MIGRATIONS,
    ProfileService,
)
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, ModeId, PuzzleAttempt
from twelve_bowls.engine.modes.saves import SCHEMA_VERSION as ATTEMPT_SCHEMA_VERSION
from twelve_bowls.engine.profile import SCHEMA_VERSION as PROFILE_SCHEMA_VERSION
from twelve_bowls.engine.profile import Profile, Settings

SAVES = Path(__file__).with_name("data") / "saves"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _saved_profile() -> dict[str, Any]:
    return json.loads(paths.profile_path().read_text("utf-8"))


def _finished_endless(seed: str = "finish-seed") -> EndlessAttempt:
    attempt = EndlessAttempt(seed)
    play_until(attempt, 5)
    attempt.end()  # R8.3 End attempt records the result
    return attempt


# -- defaults and round trips ------------------------------------------------------------


def test_first_start_gives_defaults_and_writes_nothing(home: Path) -> None:
    store = ProfileService()
    profile = store.load_profile()
    # A new profile follows the system's language (app/first_run.py).
    assert profile == Profile(settings=Settings(language_chosen=False))
    assert profile.settings.move_preview is False  # off by default
    assert store.can_save
    assert store.notices() == []
    assert not paths.profile_path().exists()


def test_settings_survive_a_restart(home: Path) -> None:
    store = ProfileService()
    profile = store.load_profile()
    changed = profile.model_copy(
        update={"settings": profile.settings.model_copy(update={"language": "ar", "symbols": True})}
    )
    store.save_profile(changed)
    again = ProfileService().load_profile()
    assert again.settings.language == "ar" and again.settings.symbols is True
    assert _saved_profile()["schema_version"] == PROFILE_SCHEMA_VERSION


# -- records exactly once -----------------------------------------------------------------


def test_finished_attempt_is_recorded_exactly_once(qapp: Any, home: Path) -> None:
    store = ProfileService()
    context = AppContext(store)  # the one owner of the profile
    attempt = _finished_endless()
    store.save_attempt(attempt)

    first = context.record_finished(attempt)
    second = context.record_finished(attempt)

    assert second == []
    assert all(Achievement(a) for a in first)  # ids the engine knows
    saved = ProfileService().load_profile()
    assert saved.records.endless_games == 1
    assert attempt.result().record_key in saved.recorded_attempts
    assert saved.records.endless_best is not None
    assert saved.records.endless_best.score == attempt.score
    assert not paths.attempt_path("endless").exists()  # nothing left to resume


def test_crash_between_recording_and_clearing_does_not_record_twice(qapp: Any, home: Path) -> None:
    attempt = _finished_endless("crash-seed")
    store = ProfileService()
    store.save_attempt(attempt)
    # The app died after the profile was saved but before the attempt file was removed.
    profile = store.load_profile()
    profile.record(attempt.result())
    store.save_profile(profile)

    restarted = AppContext(ProfileService())
    assert restarted.load_paused("endless") is None
    assert restarted.profile.records.endless_games == 1
    assert ProfileService().load_profile().records.endless_games == 1
    assert not paths.attempt_path("endless").exists()


def test_crash_before_recording_records_on_next_start(qapp: Any, home: Path) -> None:
    attempt = _finished_endless("late-seed")
    ProfileService().save_attempt(attempt)  # the final state was saved, then the app died

    restarted = AppContext(ProfileService())
    assert restarted.load_paused("endless") is None  # finished: not offered again
    profile = restarted.profile
    assert profile.records.endless_games == 1
    assert attempt.result().record_key in profile.recorded_attempts
    assert ProfileService().load_profile().records.endless_games == 1  # and it was saved


def test_practice_attempt_is_never_a_record(qapp: Any, home: Path) -> None:
    attempt = EndlessAttempt("practice-record")
    play_until(attempt, 3)
    attempt.undo()  # R9.3
    attempt.end()
    assert AppContext(ProfileService()).record_finished(attempt) == []
    assert ProfileService().load_profile().records.endless_best is None


def test_daily_result_is_kept_under_its_own_date(qapp: Any, home: Path) -> None:
    # R8.5: the best valid result per date; the attempt keeps its start date.
    date = datetime.date(2026, 11, 28)
    attempt = DailyAttempt(date)
    play_until(attempt, 3)
    attempt.end()
    AppContext(ProfileService()).record_finished(attempt)
    records = ProfileService().load_profile().records
    assert list(records.daily) == [date]
    assert records.daily[date].score == attempt.score


# -- damaged, newer and unwritable ----------------------------------------------------------


def _profile_with(store: ProfileService, language: str) -> Profile:
    profile = store.load_profile()
    return profile.model_copy(
        update={"settings": profile.settings.model_copy(update={"language": language})}
    )


@pytest.mark.parametrize(
    "bad",
    [
        b"",
        b'{"schema_version": 1, "settings": {"lang',
        b"\x89PNG\r\n\x1a\n\x00\xff" * 50,
        b'{"schema_version": 1, "settings": {"language": 5}}',
    ],
    ids=["empty", "truncated", "binary", "wrong-field"],
)
def test_damaged_profile_restores_backup_and_says_so_once(home: Path, bad: bytes) -> None:
    store = ProfileService()
    store.save_profile(_profile_with(store, "es"))
    store.save_profile(_profile_with(store, "ja"))
    paths.profile_path().write_bytes(bad)

    fresh = ProfileService()
    profile = fresh.load_profile()

    assert profile.settings.language == "es"  # the previous generation
    [notice] = fresh.notices()
    assert "backup" in notice and "profile.json.corrupt-" in notice
    assert fresh.notices() == []
    [kept] = home.glob("profile.json.corrupt-*")
    assert kept.read_bytes() == bad


def test_damaged_profile_without_backup_starts_fresh_and_keeps_the_file(home: Path) -> None:
    paths.profile_path().write_bytes(b"\x00" * 64)
    store = ProfileService()
    assert store.load_profile() == Profile(settings=Settings(language_chosen=False))
    [notice] = store.notices()
    assert "profile.json.corrupt-" in notice
    assert len(list(home.glob("profile.json.corrupt-*"))) == 1


def test_newer_profile_is_left_alone_and_the_game_says_so(qapp: Any, home: Path) -> None:
    newer = {"schema_version": PROFILE_SCHEMA_VERSION + 1, "settings": {}, "shiny": [1]}
    raw = json.dumps(newer).encode()
    paths.profile_path().write_bytes(raw)

    store = ProfileService()
    context = AppContext(store)

    # This version cannot read it: a new profile's values for this run.
    assert context.profile == Profile(settings=Settings(language_chosen=False))
    context.update_settings(symbols=True)
    assert context.settings.symbols is True  # changes still apply live
    assert not store.can_save
    [notice] = store.notices()
    assert "newer version" in notice
    assert paths.profile_path().read_bytes() == raw
    assert sorted(p.name for p in home.iterdir()) == ["profile.json"]


def _assert_plays_on_without_saving(store: ProfileService) -> None:
    assert not store.can_save
    notices = store.notices()
    assert any("cannot save" in text for text in notices), notices
    context = AppContext(store)  # it owns the profile in memory for this run
    assert context.settings.symbols is False
    context.update_settings(symbols=True)  # no exception at the player
    assert context.settings.symbols is True  # kept in memory for this run
    attempt = EndlessAttempt("ro-seed")
    attempt.play(attempt.legal_moves()[0])
    store.save_attempt(attempt)
    # Nothing reaches the disk; the paused game resumes from memory for this run.
    resumed = store.load_attempt(ModeId.ENDLESS)
    assert resumed is not None and resumed.moves_played == 1
    context.record_finished(_finished_endless("ro-finish"))
    assert context.profile.records.endless_games == 1  # records count for this run


def test_data_directory_that_cannot_exist_still_plays(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    _assert_plays_on_without_saving(ProfileService(blocker / "data"))


def test_read_only_file_system_still_plays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A read-only mount answers EROFS to any create, whoever asks (even root).
    real_open = os.open

    def read_only_open(path: Any, flags: int, *args: Any) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args)

    (tmp_path / "data").mkdir()
    monkeypatch.setattr(storage.os, "open", read_only_open)
    _assert_plays_on_without_saving(ProfileService(tmp_path / "data"))


def check_read_only_data_directory(data: Path) -> None:
    _assert_plays_on_without_saving(ProfileService(data))


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_read_only_directory_still_plays(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o555)
    try:
        run_check(check_read_only_data_directory, data)
        assert list(data.iterdir()) == []
    finally:
        data.chmod(0o755)


def test_game_window_runs_and_says_it_cannot_save(tmp_path: Path, qtbot: QtBot) -> None:
    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.main_window import MainWindow

    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    context = AppContext(ProfileService(blocker / "data"))
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()

    assert window.home.notice.isVisible()
    assert "cannot save" in window.home.notice.text()
    context.update_settings(symbols=True, move_preview=True)  # settings still work live
    assert context.settings.symbols and context.settings.move_preview


# -- migrations: one fixture per shipped version --------------------------------------------


def _versions(chain: dict[int, Any], current: int) -> range:
    return range(min(chain, default=current), current + 1)


def test_every_shipped_version_has_a_fixture() -> None:
    for version in _versions(PROFILE_MIGRATIONS, PROFILE_SCHEMA_VERSION):
        assert (SAVES / f"profile-v{version}.json").exists(), version
    for version in _versions(ATTEMPT_MIGRATIONS, ATTEMPT_SCHEMA_VERSION):
        for mode in ("endless", "daily", "puzzle"):
            assert (SAVES / f"attempt-{mode}-v{version}.json").exists(), (mode, version)


@pytest.mark.parametrize("version", list(_versions(PROFILE_MIGRATIONS, PROFILE_SCHEMA_VERSION)))
def test_profile_fixture_loads_without_losing_anything(home: Path, version: int) -> None:
    shutil.copy(SAVES / f"profile-v{version}.json", paths.profile_path())
    store = ProfileService()
    profile = store.load_profile()
    assert store.notices() == []
    assert profile.settings.language == "ja" and profile.settings.theme == "garden"
    assert profile.settings.symbols is True and profile.settings.animation_speed == 1.5
    assert profile.records.endless_best is not None
    assert profile.records.endless_best.score == 1234
    assert profile.records.daily[datetime.date(2026, 11, 28)].completed
    assert profile.records.puzzles_solved == 2
    assert [a.value for a in profile.achievements] == [
        "endless_500",
        "combo_3",
        "first_daily",
        "first_puzzle",
    ]
    store.save_profile(profile)  # written back in the current version
    assert _saved_profile()["schema_version"] == PROFILE_SCHEMA_VERSION
    assert ProfileService().load_profile() == profile


@pytest.mark.parametrize("version", list(_versions(ATTEMPT_MIGRATIONS, ATTEMPT_SCHEMA_VERSION)))
@pytest.mark.parametrize(
    ("mode", "kind", "moves"),
    [("endless", EndlessAttempt, 10), ("daily", DailyAttempt, 6), ("puzzle", PuzzleAttempt, 2)],
)
def test_attempt_fixture_resumes(
    home: Path, version: int, mode: str, kind: type, moves: int
) -> None:
    target = paths.attempt_path(mode)
    target.parent.mkdir(parents=True)
    shutil.copy(SAVES / f"attempt-{mode}-v{version}.json", target)
    store = ProfileService()
    attempt = store.load_attempt(mode)
    assert isinstance(attempt, kind)
    assert attempt.attempt_id == f"fixture-{mode}-1"
    assert attempt.moves_played == moves
    assert store.notices() == []
    if isinstance(attempt, DailyAttempt):
        assert attempt.date == datetime.date(2026, 11, 29)
