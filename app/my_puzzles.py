"""My puzzles: the puzzles a player made, kept in the data folder as R10.3 files.

Each is ``my_puzzles/NNNN.json`` with an id from ``FIRST_ID`` (1001) up, so it never shares
an id with the shipped set (1-100). A file is written as the profile is
(``app.storage.write_bytes_atomic``: a temp file fsynced, renamed over the old one, the
folder fsynced), so a crash leaves the old file or the new one, never half of one. A file
that does not load (changed by hand, damaged) is listed as damaged and never overwritten.

Their best results live apart from the shipped puzzles' records and achievements, in
``my_puzzles/records.json`` (an ``app.storage.JsonFile`` with its own schema version and
backup): a win at a puzzle of your own is not a record of the game's puzzles, and the
profile is not touched.

Pure Python, no Qt.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from twelve_bowls.app import paths
from twelve_bowls.app.storage import (
    JsonFile,
    LoadStatus,
    RecordsProblem,
    SaveRefused,
    read_regular_file,
    records_problem,
    remove_stale_temps,
    write_bytes_atomic,
)
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal
from twelve_bowls.engine.puzzle_code import encode
from twelve_bowls.engine.puzzles import (
    FORMAT,
    OWN_ID_MAX,
    TITLE_MAX,
    Puzzle,
    PuzzleError,
    parse_puzzle,
)

log = logging.getLogger(__name__)

FOLDER: Final = "my_puzzles"
RECORDS: Final = "records.json"
FIRST_ID: Final = 1001
FILE_LIMIT: Final = 64 * 1024  # a puzzle file is a few hundred bytes
RECORDS_VERSION: Final = 1


# Each file as last read, by path: (size, modification time, inode) and what it held.
_loaded: dict[Path, tuple[tuple[int, int, int], MyPuzzle | Damaged]] = {}


def remove_stale_temps_in(folder: Path) -> None:
    """The temp files a save killed midway left in ``folder`` (as the profile's are)."""
    try:
        targets = {
            folder / (name.removeprefix(".").split(".json.", 1)[0] + ".json")
            for name in (entry.name for entry in folder.iterdir())
            if name.startswith(".") and name.endswith(".tmp") and ".json." in name
        }
    except OSError:
        return
    for target in targets:
        remove_stale_temps(target)


@dataclass(frozen=True, slots=True)
class MyPuzzle:
    """One of the player's puzzles as it loaded; ``optimum`` is what the solver proved
    when it was saved (its limit may add slack to it)."""

    puzzle: Puzzle
    optimum: int | None
    path: Path

    @property
    def id(self) -> int:
        return self.puzzle.id

    @property
    def slack(self) -> int:
        return 0 if self.optimum is None else self.puzzle.moves - self.optimum

    @property
    def code(self) -> str:
        return encode(self.puzzle.position, self.puzzle.goal, self.puzzle.moves)


@dataclass(frozen=True, slots=True)
class Listed:
    """A file named as a puzzle of one's own, before it is read: its id, its path and
    (size, modification time, inode), or None when it could not be looked at."""

    id: int
    path: Path
    stamp: tuple[int, int, int] | None


@dataclass(frozen=True, slots=True)
class Damaged:
    """A file in the folder that is not a playable puzzle; kept as it is."""

    path: Path
    error: PuzzleError


def _decode_records(document: dict[str, object]) -> dict[int, int]:
    best = document.get("best", {})
    if not isinstance(best, dict):
        raise ValueError("'best' must be an object")
    records: dict[int, int] = {}
    for key, value in best.items():
        if not (isinstance(key, str) and key.isdigit() and FIRST_ID <= int(key) <= OWN_ID_MAX):
            raise ValueError(f"{key!r} is not the id of a puzzle of your own")
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
            raise ValueError(f"best moves {value!r} must be 1 to 99")
        records[int(key)] = value
    return records


def _encode_records(records: dict[int, int]) -> dict[str, object]:
    return {"best": {str(key): value for key, value in sorted(records.items())}}


def _merge_records(ours: dict[int, int], theirs: dict[int, int]) -> dict[int, int]:
    """Another copy of the game won meanwhile: the fewer moves of the two stay."""
    merged = dict(theirs)
    for key, value in ours.items():
        merged[key] = min(value, merged.get(key, value))
    return merged


class MyPuzzles:
    """The folder of the player's puzzles and their best results."""

    def __init__(self, base: Path | None = None) -> None:
        self.folder = (paths.data_dir() if base is None else base) / FOLDER
        self._records: JsonFile[dict[int, int]] = JsonFile(
            self.folder / RECORDS,
            version=RECORDS_VERSION,
            decode=_decode_records,
            encode=_encode_records,
            merge=_merge_records,
        )
        self._best: dict[int, int] | None = None
        self.records_problem: RecordsProblem | None = None  # found by ``best``

    # -- puzzles

    def path_of(self, puzzle_id: int) -> Path:
        return self.folder / f"{puzzle_id}.json"

    def entries(self) -> list[MyPuzzle | Damaged]:
        """Every puzzle file in the folder, by id; damaged files as ``Damaged``."""
        return [self.entry(listed) for listed in self.listing()]

    def listing(self) -> list[Listed]:
        """Every file named as a puzzle of one's own, by id, unread: a player may keep
        thousands, and a list shows them a page at a time (``entry`` reads one)."""
        remove_stale_temps_in(self.folder)
        found: list[Listed] = []
        for puzzle_id, path in self._numbered():
            try:
                info = path.stat()
                stamp: tuple[int, int, int] | None = (
                    info.st_size,
                    info.st_mtime_ns,
                    info.st_ino,
                )
            except OSError:
                stamp = None
            found.append(Listed(puzzle_id, path, stamp))
        seen = {listed.path for listed in found}
        for gone in set(_loaded) - seen:
            if gone.parent == self.folder:
                del _loaded[gone]
        return sorted(found, key=lambda listed: listed.id)

    def entry(self, listed: Listed) -> MyPuzzle | Damaged:
        """The puzzle a listed file holds; read again only when the file changed (its size,
        time or inode) since it was last read."""
        if listed.stamp is None:
            return self._load(listed.path)
        known = _loaded.get(listed.path)
        if known is not None and known[0] == listed.stamp:
            return known[1]
        entry = self._load(listed.path)
        _loaded[listed.path] = (listed.stamp, entry)
        return entry

    def _load(self, path: Path) -> MyPuzzle | Damaged:
        source = path.name
        try:
            raw = json.loads(read_regular_file(path, FILE_LIMIT).decode("utf-8"))
            puzzle = parse_puzzle(raw, source, shipped=False)
        except PuzzleError as error:
            return Damaged(path, error)
        except (OSError, ValueError, RecursionError) as error:
            return Damaged(path, PuzzleError(source, None, f"cannot be read ({error})"))
        if str(puzzle.id) != path.stem:
            return Damaged(path, PuzzleError(source, "id", f"id {puzzle.id} in {source}"))
        optimum = raw.get("optimum") if isinstance(raw, dict) else None
        whole = isinstance(optimum, int) and not isinstance(optimum, bool)
        if not whole or not 1 <= optimum <= puzzle.moves:  # type: ignore[operator]
            optimum = None
        return MyPuzzle(puzzle, optimum, path)

    def load(self, puzzle_id: int) -> MyPuzzle | Damaged:
        return self._load(self.path_of(puzzle_id))

    def next_id(self) -> int:
        """The first free id from 1001 up (a damaged file keeps its id). ``OSError`` when
        the folder cannot be listed: an id picked blind could be a puzzle's the player has."""
        taken = {puzzle_id for puzzle_id, _ in self._numbered(strict=True)}
        puzzle_id = FIRST_ID
        while puzzle_id in taken or self.path_of(puzzle_id).exists():
            puzzle_id += 1
        return puzzle_id

    def _numbered(self, *, strict: bool = False) -> list[tuple[int, Path]]:
        """(id, path) of each file named as a puzzle of one's own (``1001.json``: ASCII
        digits only; ``¹⁰⁰³.json`` is digits to Python's ``isdigit`` but no number).
        A folder that cannot be listed is empty, or with ``strict`` an ``OSError``; one
        that does not exist yet is empty."""
        try:
            paths_in = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError:
            if strict:
                raise
            return []
        numbered: list[tuple[int, Path]] = []
        for path in paths_in:
            stem = path.stem
            if path.suffix == ".json" and stem.isascii() and stem.isdigit() and len(stem) < 10:
                numbered.append((int(stem), path))
        return numbered

    def save(
        self,
        position: Position,
        goal: Goal,
        moves: int,
        solution: tuple[int, ...],
        optimum: int,
        title: str = "",
        puzzle_id: int | None = None,
    ) -> MyPuzzle:
        """Write a proven puzzle (R10.3) atomically and durably; a new one gets the next id.

        The file is checked as any player's puzzle file is before it is written (the stored
        solution must win on its last move, R7.3). Raises ``PuzzleError`` for a puzzle that
        is not one, ``OSError`` when the disk refuses.
        """
        number = self.next_id() if puzzle_id is None else puzzle_id
        if not FIRST_ID <= number <= OWN_ID_MAX:
            raise ValueError(f"a puzzle of your own has an id from {FIRST_ID} up")
        raw: dict[str, object] = {
            "format": FORMAT,
            "id": number,
            "bowls": list(position.bowls),
            "modifiers": position.modifiers_notation(),
            "goal": goal.to_json(),
            "moves": moves,
            "solution": list(solution),
            "optimum": optimum,  # a further field (R10.3): the limit's slack is moves - optimum
        }
        title = title.strip()[:TITLE_MAX]
        if title:
            raw["title"] = title
        path = self.path_of(number)
        puzzle = parse_puzzle(raw, path.name, shipped=False)
        text = json.dumps(raw, ensure_ascii=False, indent=1) + "\n"
        self.folder.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, text.encode("utf-8"))
        return MyPuzzle(puzzle, optimum, path)

    def delete(self, puzzle_id: int) -> None:
        self.path_of(puzzle_id).unlink(missing_ok=True)

    # -- best results

    def best(self) -> dict[int, int]:
        """Fewest moves of a win, per puzzle of your own."""
        if self._best is None:
            loaded = self._records.load()
            if loaded.status not in (LoadStatus.LOADED, LoadStatus.MISSING):
                log.warning("my puzzles' records: %s", loaded.detail or loaded.status)
            problem = records_problem(loaded)
            if problem is not None:
                # Said by the My puzzles list, as the profile's damage is by Home.
                self.records_problem = problem
            self._best = dict(loaded.value or {})
        return dict(self._best)

    def record_win(self, puzzle_id: int, moves: int) -> bool:
        """Keep a win of ``moves`` moves; True when it is the best so far and was saved."""
        best = self.best()
        if puzzle_id in best and best[puzzle_id] <= moves:
            return False
        best[puzzle_id] = moves
        try:
            self._records.save(best)
        except SaveRefused as error:
            log.warning("my puzzles' records cannot be saved: %s", error)
            return False
        self._best = dict(self._records.last_saved or best)
        return True


def my_puzzles_for(store: object) -> MyPuzzles:
    """The player's puzzles beside the profile ``store`` keeps (its folder, else the data
    folder)."""
    base = getattr(store, "base", None)
    return MyPuzzles(base if isinstance(base, Path) else None)
