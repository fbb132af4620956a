"""The generated puzzles' records file: written beside My puzzles, read back, a hostile
file refused in one place without stopping the game, the days it keeps bounded."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from twelve_bowls.app.generated_records import (
    DAYS_KEPT,
    GeneratedRecords,
    GeneratedStore,
    generated_store_for,
)
from twelve_bowls.app.screens.generated_section import GeneratedSection


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


# -- one store per data folder, read again only when the file changed; damage told once ---


def test_one_store_per_folder_reads_the_file_once_until_it_changes(tmp_path: Path) -> None:
    # Seen failing with a new store per call: every picker refresh read the file again.
    first = generated_store_for(tmp_path_store(tmp_path))
    assert generated_store_for(tmp_path_store(tmp_path)) is first
    first.record_win("easy", 3)
    reads = first.reads
    for _ in range(20):  # the picker's refreshes
        assert generated_store_for(tmp_path_store(tmp_path)).records().solved == {"easy": 1}
    assert first.reads == reads  # our own write is not read back
    # Another copy of the game wins meanwhile: the file changed, so it is read again.
    other = GeneratedStore(tmp_path)
    other.record_win("hard", 5)
    assert first.records().solved == {"easy": 1, "hard": 1}
    assert first.reads == reads + 1
    assert generated_store_for(tmp_path_store(tmp_path / "elsewhere")) is not first


class tmp_path_store:
    def __init__(self, base: Path) -> None:
        self.base = base


def test_a_damaged_file_is_set_aside_and_its_problem_told_once(tmp_path: Path) -> None:
    folder = tmp_path / "generated"
    folder.mkdir()
    (folder / "records.json").write_text("[1, 2", encoding="utf-8")
    store = generated_store_for(tmp_path_store(tmp_path))
    assert store.records() == GeneratedRecords()
    problem = store.take_records_problem()
    assert problem is not None and not problem.restored
    assert problem.kept.startswith("records.json.corrupt")
    assert (folder / problem.kept).is_file()  # set aside, not deleted
    assert not (folder / "records.json").exists()
    assert store.take_records_problem() is None  # once
    assert store.records() == GeneratedRecords() and store.take_records_problem() is None


def test_the_picker_says_the_damage_once_in_one_sentence(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "generated"
    folder.mkdir()
    (folder / "records.json").write_text('{"version": 1, "solved": {"easy": -1}}', "utf-8")
    section = GeneratedSection(tmp_path_store(tmp_path))
    qtbot.addWidget(section)
    section.show()
    text = section.notice.text()
    assert section.notice.isVisible()
    assert text.startswith("Your results on generated puzzles could not be read")
    kept = text.split(" kept as ")[-1]
    assert kept.startswith("records.json.corrupt") and (folder / kept.rstrip(".")).is_file()
    assert text.replace(kept, "").count(".") == 0  # one sentence: its full stop ends it
    # A second section (the picker opened again) has nothing more to say.
    again = GeneratedSection(tmp_path_store(tmp_path))
    qtbot.addWidget(again)
    again.show()
    assert not again.notice.isVisible()
