"""Numbers a save can hold are bounded by what the game can produce; a
number beyond is a damaged file (quarantined, a notice, and the game starts)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from tests.engine.test_records import result
from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine import limits
from twelve_bowls.engine.modes import tuning
from twelve_bowls.engine.modes.attempt import EndReason, ModeId
from twelve_bowls.engine.profile import Profile, Settings
from twelve_bowls.engine.puzzles import PUZZLE_COUNT


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _profile(records: dict[str, Any]) -> bytes:
    return json.dumps({"schema_version": 1, "records": records}).encode()


HUGE = [
    {"endless_best": {"score": 10**25, "moves": 5, "seed": "s"}},
    {"endless_best": {"score": 5, "moves": 10**20, "seed": "s"}},
    {"endless_games": 2**63},
    {"puzzles": {"7": {"solved": True, "best_moves": 2**31 + 1}}},
    {"puzzles": {"100000": {"solved": True, "best_moves": 3}}},
    {"daily": {"2026-11-30": {"score": 10**30, "moves": 20, "completed": True}}},
    {"daily": {"2026-11-30": {"score": 10, "moves": 21, "completed": True}}},
]


@pytest.mark.parametrize("records", HUGE, ids=range(len(HUGE)))
def test_a_number_the_game_cannot_produce_is_a_damaged_file(
    home: Path, records: dict[str, Any]
) -> None:
    paths.profile_path().write_bytes(_profile(records))
    store = ProfileService()
    # A new profile: it follows the system's language (app/first_run.py).
    assert store.load_profile() == Profile(settings=Settings(language_chosen=False))
    [notice] = store.notices()
    assert "profile.json.corrupt-" in notice
    assert len(list(home.glob("profile.json.corrupt-*"))) == 1


def _fits(label: QLabel) -> bool:
    """The label's whole text is on screen: one line as wide as the label allows, or
    wrapped lines as tall as the label is."""
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height()
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def _cell_fits(table: QTableWidget, row: int, column: int) -> bool:
    """The cell's text is drawn whole, not elided to "…" by a narrow column."""
    item = table.item(row, column)
    assert item is not None
    metrics = table.fontMetrics()
    room = table.columnWidth(column) - 2 * metrics.averageCharWidth()  # the cell's margins
    return metrics.horizontalAdvance(item.text()) <= room


def test_the_largest_numbers_allowed_still_show(home: Path, qtbot: QtBot) -> None:
    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.main_window import MainWindow
    from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
    from twelve_bowls.app.screens.records import RecordsScreen

    top = {
        "endless_best": {"score": limits.MAX_SCORE, "moves": limits.MAX_MOVES, "seed": "s"},
        "endless_games": limits.MAX_GAMES,
        "puzzles": {"7": {"solved": True, "best_moves": limits.MAX_PUZZLE_MOVES}},
        "daily": {"2026-11-30": {"score": limits.MAX_SCORE, "moves": 20, "completed": True}},
    }
    paths.profile_path().write_bytes(_profile(top))
    context = AppContext(ProfileService())
    context.apply_language()
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)  # the benchmark's and a small laptop's window
    window.show()
    # Babel and Qt's plural forms take these numbers; the player reads every digit.
    records = window.open_screen("records")
    assert isinstance(records, RecordsScreen)
    qtbot.waitExposed(records)
    # Past Qt's int the plural form still comes from the number's last digits.
    assert records.endless_value.text() == "Your best score is 10,000,000,000,000 points."
    assert records.endless_detail.text() == (
        "That game took 1,000,000,000 moves. 1,000,000,000 Endless games recorded."
    )
    assert records.puzzles_detail.text() == "Your best solutions take 99 moves in all."
    for label in (records.endless_value, records.endless_detail, records.puzzles_detail):
        assert label.isVisible() and _fits(label), label.text()
    # The ten best Endless results and the Daily table: rank, date, score, moves.
    assert [records.endless_table.item(0, c).text() for c in (2, 3)] == [  # type: ignore[union-attr]
        "10,000,000,000,000",
        "1,000,000,000",
    ]
    assert records.daily_table.item(0, 1).text() == "10,000,000,000,000"  # type: ignore[union-attr]
    for table, column in ((records.endless_table, 2), (records.endless_table, 3)):
        assert _cell_fits(table, 0, column)
    assert _cell_fits(records.daily_table, 0, 1)

    picker = window.open_screen("puzzles")
    assert isinstance(picker, PuzzlePicker)
    tile = picker.tiles[6]
    assert tile.number == 7
    assert "✓ Solved · best 99 moves" in tile.accessibleDescription().splitlines()
    assert tile.sizeHint().width() <= tile.width()  # its painted state line fits the tile


def test_recording_never_goes_past_a_bound() -> None:
    profile = Profile()
    profile.records.endless_games = limits.MAX_GAMES
    profile.record(result(ModeId.ENDLESS, limits.MAX_SCORE * 10, attempt_id="e1"))
    profile.record(
        result(
            ModeId.PUZZLE, 0, puzzle_id=PUZZLE_COUNT + 1, ended=EndReason.GOAL_MET, attempt_id="p1"
        )
    )
    assert Profile.load(profile.model_dump(mode="json")) == profile  # it loads back
    assert profile.records.endless_best is not None
    assert profile.records.endless_best.score == limits.MAX_SCORE
    assert profile.records.puzzles == {}


def test_the_limits_match_the_rules() -> None:
    assert limits.PUZZLE_COUNT == PUZZLE_COUNT == 100  # R7.1
    assert limits.DAILY_MOVES == tuning.DAILY_MOVES == 20  # R8.5
