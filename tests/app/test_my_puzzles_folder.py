"""My puzzles' folder is hostile input too: names that look like numbers and are not, a
folder that can be written but not listed, temp files of a save killed midway, thousands
of files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from twelve_bowls.app import my_puzzles as module
from twelve_bowls.app.my_puzzles import MyPuzzle, MyPuzzles
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE = load_puzzles()[0]


def _save(mine: MyPuzzles, puzzle_id: int | None = None, title: str = "") -> MyPuzzle:
    return mine.save(
        PUZZLE.position, PUZZLE.goal, PUZZLE.moves, PUZZLE.solution, 1, title, puzzle_id
    )


def test_names_of_digits_that_are_not_numbers_are_not_puzzles(tmp_path: Path) -> None:
    mine = MyPuzzles(tmp_path)
    _save(mine)
    for name in ("¹⁰⁰³.json", "١٠٠٤.json", "１００５.json", "9" * 200 + ".json"):
        (mine.folder / name).write_text("{}", "utf-8")
    assert [entry.puzzle.id for entry in mine.entries()] == [1001]  # type: ignore[union-attr]
    assert mine.next_id() == 1002


def test_a_folder_that_cannot_be_listed_never_gets_a_new_puzzle_over_an_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = MyPuzzles(tmp_path)
    first = _save(mine, title="Mine")
    before = first.path.read_bytes()
    real = Path.iterdir

    def refused(path: Path):  # type: ignore[no-untyped-def]
        if path == mine.folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(Path, "iterdir", refused)
    with pytest.raises(OSError):
        _save(mine, title="Other")
    assert first.path.read_bytes() == before
    assert json.loads(before)["title"] == "Mine"


def test_a_new_puzzle_never_takes_an_id_whose_file_is_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = MyPuzzles(tmp_path)
    first = _save(mine, title="Mine")
    # A listing that misses the file (a folder changed meanwhile): the file itself counts.
    monkeypatch.setattr(MyPuzzles, "_numbered", lambda self, strict=False: [])
    second = _save(mine, title="Other")
    assert second.puzzle.id == 1002
    assert json.loads(first.path.read_text("utf-8"))["title"] == "Mine"


def test_temp_files_of_a_killed_save_are_removed(tmp_path: Path) -> None:
    mine = MyPuzzles(tmp_path)
    _save(mine)
    dead = 2**22 + 12345  # beyond any pid this system hands out
    stale = mine.folder / f".1002.json.{dead}.abcdef.tmp"
    stale.write_text("{half", "utf-8")
    other = mine.folder / "notes.tmp"  # not a temp file of ours: kept
    other.write_text("mine", "utf-8")
    mine.entries()
    assert not stale.exists()
    assert other.exists()


def test_the_folder_is_read_again_only_where_it_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = MyPuzzles(tmp_path)
    for _ in range(5):
        _save(mine)
    reads: list[Path] = []
    real = module.read_regular_file

    def counted(path: Path, limit: int | None = None) -> bytes:
        reads.append(path)
        return real(path, limit)

    monkeypatch.setattr(module, "read_regular_file", counted)
    assert len(mine.entries()) == 5
    first = len(reads)
    assert len(MyPuzzles(tmp_path).entries()) == 5
    assert len(reads) == first  # nothing changed, nothing read
    changed = _save(mine, 1003, title="New")
    entries = mine.entries()
    assert reads[first:] == [changed.path]
    assert [e.puzzle.title for e in entries if isinstance(e, MyPuzzle)][2] == "New"


def test_damaged_best_results_are_said_in_the_list(qtbot: object, tmp_path: Path) -> None:
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.screens.my_puzzles_list import MyPuzzlesList

    mine = MyPuzzles(tmp_path)
    _save(mine)
    mine.record_win(1001, 3)
    (mine.folder / "records.json").write_text("{damaged", "utf-8")
    (mine.folder / "records.json.bak").unlink(missing_ok=True)
    listing = MyPuzzlesList(ProfileService(tmp_path))
    qtbot.addWidget(listing)  # type: ignore[attr-defined]
    assert not listing.notice.isHidden()
    said = listing.notice.text()
    assert said.startswith("Your best results on your own puzzles could not be read")
    assert "records.json.corrupt-" in said  # the file set aside, by its name
    listing.refresh()
    assert listing.notice.text() == said  # still said; the next load finds nothing to say
