"""Unfinished attempts on disk: resumed exactly (R9.1, R9.2), Daily keeps its date (R8.5),
practice survives (R9.3), damaged attempt files fall back to their backup."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.engine.modes_helpers import careful_move, play_until
from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, ModeId


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _same_game(a: EndlessAttempt | DailyAttempt, b: EndlessAttempt | DailyAttempt) -> None:
    assert b.attempt_id == a.attempt_id
    assert b.position == a.position
    assert (b.score, b.moves_played, b.practice) == (a.score, a.moves_played, a.practice)
    assert b.legal_moves() == a.legal_moves()


def test_endless_resumes_exactly_after_a_restart_of_the_app(home: Path) -> None:
    # R8.3 Pause saves the attempt; R9.1 makes the replay exact.
    attempt = EndlessAttempt("resume-seed")
    store = ProfileService()
    for _ in range(12):
        if attempt.ended is not None:
            break
        attempt.play(careful_move(attempt))
        store.save_attempt(attempt)  # after every accepted move

    resumed = ProfileService().load_attempt(ModeId.ENDLESS)  # a new process, so to speak

    assert isinstance(resumed, EndlessAttempt)
    _same_game(attempt, resumed)
    # The future is the same too: the next move brings the same refill and events.
    move = careful_move(attempt)
    assert resumed.play(move).events == attempt.play(move).events


def test_endless_save_after_undo_keeps_the_practice_mark(home: Path) -> None:
    attempt = EndlessAttempt("practice-seed")
    play_until(attempt, 3)
    attempt.undo()  # R9.3: now practice
    ProfileService().save_attempt(attempt)
    resumed = ProfileService().load_attempt("endless")
    assert resumed is not None and resumed.practice
    _same_game(attempt, resumed)


def test_daily_keeps_its_date_after_midnight(home: Path) -> None:
    # R8.5: started on the 29th, resumed on any later day, it is still the 29th's Daily.
    started = datetime.date(2026, 11, 29)
    attempt = DailyAttempt(started)
    play_until(attempt, 4)
    ProfileService().save_attempt(attempt)
    resumed = ProfileService().load_attempt(ModeId.DAILY)
    assert isinstance(resumed, DailyAttempt)
    assert resumed.date == started
    _same_game(attempt, resumed)
    saved = json.loads(paths.attempt_path("daily").read_text("utf-8"))
    assert saved["date"] == "2026-11-29"


def test_clear_attempt_removes_file_and_backup(home: Path) -> None:
    attempt = EndlessAttempt("clear-seed")
    store = ProfileService()
    store.save_attempt(attempt)
    attempt.play(careful_move(attempt))
    store.save_attempt(attempt)
    assert paths.attempt_path("endless").exists()
    store.clear_attempt(ModeId.ENDLESS)
    assert not paths.attempt_path("endless").exists()
    assert ProfileService().load_attempt(ModeId.ENDLESS) is None


def test_no_paused_attempt_is_none_without_notices(home: Path) -> None:
    store = ProfileService()
    assert store.load_attempt(ModeId.DAILY) is None
    assert store.notices() == []


def test_attempt_whose_moves_do_not_replay_falls_back_to_backup(home: Path) -> None:
    attempt = EndlessAttempt("tamper-seed")
    store = ProfileService()
    play_until(attempt, 2)
    store.save_attempt(attempt)
    play_until(attempt, 3)
    store.save_attempt(attempt)
    path = paths.attempt_path("endless")
    document = json.loads(path.read_text("utf-8"))
    document["moves"] = [11] * 60  # valid JSON, valid fields, but not a game that can happen
    path.write_text(json.dumps(document), "utf-8")

    fresh = ProfileService()
    resumed = fresh.load_attempt(ModeId.ENDLESS)

    assert resumed is not None and resumed.moves_played == 2
    [notice] = fresh.notices()
    assert "backup" in notice and ".corrupt-" in notice
    assert fresh.notices() == []  # once only
    assert len(list(path.parent.glob("endless.json.corrupt-*"))) == 1


def test_attempt_from_a_newer_version_is_left_alone(home: Path) -> None:
    path = paths.attempt_path("endless")
    path.parent.mkdir(parents=True)
    raw = b'{"schema_version": 99, "mode": "endless", "hover": "board"}'
    path.write_bytes(raw)
    store = ProfileService()
    assert store.load_attempt(ModeId.ENDLESS) is None
    [notice] = store.notices()
    assert "newer version" in notice
    attempt = EndlessAttempt("newer-seed")
    attempt.play(careful_move(attempt))
    store.save_attempt(attempt)  # refused quietly: the newer file stays as it was
    store.clear_attempt(ModeId.ENDLESS)
    assert path.read_bytes() == raw
    assert store.can_save  # the profile itself can still be saved


class ShoutingTranslator(QTranslator):
    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "Storage" else source

    def isEmpty(self) -> bool:
        return False


def test_notices_are_translated(tmp_path: Path, qapp: QApplication) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        [notice] = ProfileService(blocker / "data").notices()
    finally:
        QCoreApplication.removeTranslator(translator)
    assert notice.startswith("TWELVE BOWLS CANNOT SAVE ON THIS DEVICE (")


def test_endless_in_the_app_resumes_after_quitting(home: Path, qtbot: QtBot) -> None:
    # R8.3: quitting mid-game saves it; the next start continues exactly there.
    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.main_window import MainWindow

    def open_window() -> MainWindow:
        window = MainWindow(AppContext(ProfileService()))
        qtbot.addWidget(window)
        window.show()
        return window

    window = open_window()
    screen = window.start_endless(seed="quit-seed")
    attempt = screen.attempt
    for _ in range(4):
        screen.session.select(careful_move(attempt))
        screen.session.confirm()
        screen.session.skip()
        qtbot.waitUntil(lambda: not screen.session.animating)
    assert attempt.moves_played == 4
    window.close()

    again = open_window()
    resumed = again.start_endless().attempt
    assert resumed is not attempt
    _same_game(attempt, resumed)


def test_an_attempt_with_only_its_backup_left_is_still_found(home: Path) -> None:
    # load_attempt skips the attempt models when nothing is saved (start-up time);
    # a backup alone counts as saved.
    attempt = EndlessAttempt("backup-only-seed")
    store = ProfileService()
    play_until(attempt, 2)
    store.save_attempt(attempt)
    play_until(attempt, 3)
    store.save_attempt(attempt)
    paths.attempt_path("endless").unlink()

    resumed = ProfileService().load_attempt(ModeId.ENDLESS)

    assert resumed is not None and resumed.moves_played == 2


def test_nothing_saved_means_no_paused_attempt(home: Path) -> None:
    store = ProfileService()
    assert store.load_attempt(ModeId.ENDLESS) is None
    assert store.load_attempt("daily") is None
    assert store.notices() == []
