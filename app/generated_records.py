"""The generated puzzles' records, kept apart from the hundred shipped puzzles' records.

``generated/records.json`` beside ``my_puzzles/`` in the data folder (an
``app.storage.JsonFile``: written atomically and durably, with its own schema version and
backup): per difficulty, how many generated puzzles were solved, and per UTC date the
fewest moves of a win at each puzzle of the day. The profile is never touched, so these
wins earn no achievement: the achievements are paced over the shipped set, and puzzles
without end would let them be had by volume.

One store per data folder (``generated_store_for``) keeps what it read, and reads the file
again only when it changed on disk (another copy of the game won meanwhile): the picker
asks for these records at every refresh. A damaged file is set aside (``JsonFile``) and
said once: ``take_records_problem`` hands the problem to the one screen that tells it.

Pure Python, no Qt.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from twelve_bowls.app import paths
from twelve_bowls.app.storage import (
    JsonFile,
    LoadStatus,
    RecordsProblem,
    SaveRefused,
    records_problem,
)
from twelve_bowls.engine.generate import Difficulty

log = logging.getLogger(__name__)

FOLDER: Final = "generated"
RECORDS: Final = "records.json"
RECORDS_VERSION: Final = 1
DAYS_KEPT: Final = 62  # puzzles of the day remembered (the newest), so the file stays small
SOLVED_MAX: Final = 10_000_000
MOVES_MAX: Final = 99
LEVELS: Final = tuple(level.value for level in Difficulty)


@dataclass(slots=True)
class GeneratedRecords:
    """Solved counts per difficulty; best moves per puzzle of the day (date -> level)."""

    solved: dict[str, int] = field(default_factory=dict)
    days: dict[str, dict[str, int]] = field(default_factory=dict)


def _whole(value: object, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} {value!r} must be {low} to {high}")
    return value


def _level(key: object) -> str:
    if key not in LEVELS:
        raise ValueError(f"{key!r} is not a difficulty")
    assert isinstance(key, str)
    return key


def _date(key: object) -> str:
    import datetime

    if not isinstance(key, str) or len(key) != 10:
        raise ValueError(f"{key!r} is not a date")
    datetime.date.fromisoformat(key)  # ValueError when it is not one
    return key


def _decode(document: dict[str, object]) -> GeneratedRecords:
    solved = document.get("solved", {})
    days = document.get("days", {})
    if not isinstance(solved, dict) or not isinstance(days, dict):
        raise ValueError("'solved' and 'days' must be objects")
    records = GeneratedRecords()
    for key, value in solved.items():
        records.solved[_level(key)] = _whole(value, 0, SOLVED_MAX, "solved")
    if len(days) > DAYS_KEPT:
        raise ValueError(f"at most {DAYS_KEPT} days are kept")
    for key, levels in days.items():
        if not isinstance(levels, dict):
            raise ValueError("a day must be an object")
        records.days[_date(key)] = {
            _level(level): _whole(moves, 1, MOVES_MAX, "moves") for level, moves in levels.items()
        }
    return records


def _encode(records: GeneratedRecords) -> dict[str, object]:
    return {
        "solved": {level: records.solved[level] for level in LEVELS if level in records.solved},
        "days": {day: dict(sorted(records.days[day].items())) for day in sorted(records.days)},
    }


def _trimmed(days: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {day: days[day] for day in sorted(days)[-DAYS_KEPT:]}


def _merge(ours: GeneratedRecords, theirs: GeneratedRecords) -> GeneratedRecords:
    """Another copy of the game wrote meanwhile: the larger count, the fewer moves."""
    merged = GeneratedRecords(dict(theirs.solved), {d: dict(v) for d, v in theirs.days.items()})
    for level, count in ours.solved.items():
        merged.solved[level] = max(count, merged.solved.get(level, 0))
    for day, levels in ours.days.items():
        kept = merged.days.setdefault(day, {})
        for level, moves in levels.items():
            kept[level] = min(moves, kept.get(level, moves))
    merged.days = _trimmed(merged.days)
    return merged


# What identifies one version of the file on disk: None while there is none.
_Signature = tuple[int, int, int] | None


class GeneratedStore:
    """The records file of the generated puzzles in a data folder."""

    def __init__(self, base: Path | None = None) -> None:
        folder = (paths.data_dir() if base is None else base) / FOLDER
        self._file: JsonFile[GeneratedRecords] = JsonFile(
            folder / RECORDS,
            version=RECORDS_VERSION,
            decode=_decode,
            encode=_encode,
            merge=_merge,
        )
        self._records: GeneratedRecords | None = None
        self._read_as: _Signature = None  # the file's signature when it was read
        self.reads = 0  # times the file was read (for tests)
        self._problem: RecordsProblem | None = None

    @property
    def path(self) -> Path:
        return self._file.path

    def _signature(self) -> _Signature:
        try:
            found = self._file.path.stat()
        except OSError:
            return None
        return (found.st_mtime_ns, found.st_size, found.st_ino)

    def records(self) -> GeneratedRecords:
        if self._records is None or self._signature() != self._read_as:
            self._load()
        assert self._records is not None
        return GeneratedRecords(
            dict(self._records.solved), {d: dict(v) for d, v in self._records.days.items()}
        )

    def _load(self) -> None:
        loaded = self._file.load()
        self.reads += 1
        if loaded.status not in (LoadStatus.LOADED, LoadStatus.MISSING):
            log.warning("generated puzzles' records: %s", loaded.detail or loaded.status)
        problem = records_problem(loaded)
        if problem is not None:
            self._problem = problem
        self._records = loaded.value or GeneratedRecords()
        self._read_as = self._signature()  # after the load: a damaged file is set aside

    def take_records_problem(self) -> RecordsProblem | None:
        """What was damaged, once: whoever takes it tells the player."""
        problem, self._problem = self._problem, None
        return problem

    def day_best(self, day: str, level: str) -> int | None:
        return self.records().days.get(day, {}).get(level)

    def record_win(self, level: str, moves: int, day: str = "") -> bool:
        """Count a win at a generated puzzle of ``level`` in ``moves`` moves (``day``: the
        date of the puzzle of the day it was); True when it was saved."""
        records = self.records()
        records.solved[_level(level)] = min(SOLVED_MAX, records.solved.get(level, 0) + 1)
        if day:
            kept = records.days.setdefault(_date(day), {})
            kept[level] = min(moves, kept.get(level, moves))
            records.days = _trimmed(records.days)
        try:
            self._file.save(records)
        except SaveRefused as error:
            log.warning("generated puzzles' records cannot be saved: %s", error)
            return False
        self._records = self._file.last_saved or records
        self._read_as = self._signature()  # our own write: nothing new to read
        return True


_stores: dict[Path, GeneratedStore] = {}


def generated_store_for(store: object) -> GeneratedStore:
    """The generated puzzles' records beside the profile ``store`` keeps (its folder, else
    the data folder), as ``app.my_puzzles.my_puzzles_for``: one store per folder."""
    base = getattr(store, "base", None)
    made = GeneratedStore(base if isinstance(base, Path) else None)
    return _stores.setdefault(made.path, made)


__all__ = ["GeneratedRecords", "GeneratedStore", "generated_store_for"]
