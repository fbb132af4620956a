"""The generated puzzles' records file: written beside My puzzles, read back, a hostile
file refused in one place without stopping the game, the days it keeps bounded."""

from __future__ import annotations

import json
from pathlib import Path

from twelve_bowls.app.generated_records import DAYS_KEPT, GeneratedRecords, GeneratedStore


def test_wins_are_counted_and_the_days_best_kept(tmp_path: Path) -> None:
    store = GeneratedStore(tmp_path)
    assert store.record_win("hard", 6)
    assert store.record_win("hard", 5, day="2026-12-07")
    assert store.record_win("hard", 7, day="2026-12-07")  # not a better one
    again = GeneratedStore(tmp_path).records()  # read back from the file
    assert again == GeneratedRecords({"hard": 3}, {"2026-12-07": {"hard": 5}})
    assert (tmp_path / "generated" / "records.json").is_file()
    assert not (tmp_path / "profile.json").exists()  # the profile is never touched


def test_a_hostile_file_is_refused_and_the_game_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "generated"
    folder.mkdir()
    for text in (
        '{"version": 1, "solved": {"legendary": 3}, "days": {}}',
        '{"version": 1, "solved": {"easy": -1}, "days": {}}',
        '{"version": 1, "solved": {}, "days": {"yesterday": {"easy": 2}}}',
        '{"version": 1, "solved": {}, "days": {"2026-12-07": {"easy": 1000}}}',
        "[1, 2",
    ):
        (folder / "records.json").write_text(text, encoding="utf-8")
        for name in folder.iterdir():
            if name.name != "records.json":
                name.unlink()
        assert GeneratedStore(tmp_path).records() == GeneratedRecords()


def test_only_the_newest_days_are_kept(tmp_path: Path) -> None:
    store = GeneratedStore(tmp_path)
    for day in range(1, DAYS_KEPT + 6):
        month, date = divmod(day - 1, 28)
        store.record_win("easy", 3, day=f"2026-{month + 1:02d}-{date + 1:02d}")
    document = json.loads((tmp_path / "generated" / "records.json").read_text("utf-8"))
    days = sorted(document["days"])
    assert len(days) == DAYS_KEPT and days[0] == "2026-01-06"
    assert document["solved"] == {"easy": DAYS_KEPT + 5}
