"""Puzzle files (R7, R10.3): validated at the edge with pydantic, used as plain values.

``load_puzzle(path)`` reads one ``puzzles/NNN.json`` and returns a ``Puzzle``; anything
wrong raises ``PuzzleError`` whose message names the file, the field and what was
expected. ``load_puzzles()`` reads the whole shipped set, 001-100.

``load_own_puzzle(path)`` reads a player's own puzzle file: R10.3's minimum is
enough (``title``, ``hint`` and ``difficulty`` may be left out), any file name and any id
from 1 to ``OWN_ID_MAX`` will do. Such a puzzle is played, never recorded.

Hostile files: the text is read up to ``FILE_MAX`` bytes, JSON nested too deep
or integers too long for Python become a ``PuzzleError`` like any other problem, and every
number is bounded to what the game can use.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
)

from .board import BLOCKER, BOWL_COUNT, BOWL_PLACES, ITEMS, WILD, GameError, Position
from .events import Matched, StepStarted
from .goals import Goal, GoalError, Progress, goal_met
from .limits import PUZZLE_COUNT  # R7.1
from .rules import apply, match_bowl

FORMAT: Final = 1
OWN_ID_MAX: Final = 999_999  # a player's own puzzle may use any id up to this
FILE_MAX: Final = 1_000_000  # bytes: a puzzle file is a few hundred
MOVES_MAX: Final = 99
STONES_MAX: Final = BOWL_COUNT * BOWL_PLACES  # R1.4: the most items a board can hold
POINTS_MAX: Final = 1_000_000
TITLE_MAX: Final = 24  # titles go on picker tiles
HINT_MAX: Final = 90  # one line under the board
DIFFICULTY_MIN: Final = 1
DIFFICULTY_MAX: Final = 10


class PuzzleError(ValueError):
    """A puzzle file that cannot be played; the message names file, field and expectation."""

    def __init__(
        self, source: str, field: str | None, problem: str, *, unreadable: bool = False
    ) -> None:
        where = f"{source}: " if field is None else f"{source}: field '{field}': "
        super().__init__(where + problem)
        self.source = source
        self.field = field
        self.problem = problem
        # True when the file could not be read at all (missing, a folder, no permission);
        # False for a file read but not a puzzle: the app words the two differently.
        self.unreadable = unreadable


class GoalModel(BaseModel):
    """R10.3 ``goal``: the shape of the object; ``Goal.from_json`` checks which fields fit."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["clear_color", "collect", "score", "combo", "at_most", "clear_board"]
    color: Literal["R", "Y", "G", "B", "P"] | None = None
    count: Annotated[int, Field(ge=1, le=STONES_MAX)] | None = None
    points: Annotated[int, Field(ge=1, le=POINTS_MAX)] | None = None
    size: Annotated[int, Field(ge=1, le=BOWL_COUNT)] | None = None
    stones: Annotated[int, Field(ge=0, le=STONES_MAX)] | None = None


class PuzzleFile(BaseModel):
    """One puzzle file as written: R10.3 plus the optional title, hint and difficulty.

    Further fields are kept as they are (R10.3), so tools can round-trip a file. The
    shipped files must carry all three optional fields and an id of 1-100; ``parse_puzzle``
    checks that for them.
    """

    model_config = ConfigDict(extra="allow", strict=True)

    format: Literal[1]
    id: Annotated[int, Field(ge=1, le=OWN_ID_MAX)]
    title: Annotated[str, Field(min_length=1, max_length=TITLE_MAX)] | None = None
    hint: Annotated[str, Field(min_length=1, max_length=HINT_MAX)] | None = None
    # What to look for, without naming a bowl: the first step of help (an added field, R10.3).
    idea: Annotated[str, Field(min_length=1, max_length=HINT_MAX)] | None = None
    difficulty: Annotated[int, Field(ge=DIFFICULTY_MIN, le=DIFFICULTY_MAX)] | None = None
    bowls: list[str]
    modifiers: dict[str, Literal["frozen", "reverse", "volcano"]]
    goal: GoalModel
    moves: Annotated[int, Field(ge=1, le=MOVES_MAX)]
    solution: Annotated[list[Annotated[int, Field(ge=0, lt=BOWL_COUNT)]], Field(min_length=1)]

    @field_validator("bowls")
    @classmethod
    def _twelve_bowls(cls, bowls: list[str]) -> list[str]:
        # R10.2: exactly 12 bowls of at most seven known item letters each.
        if len(bowls) != BOWL_COUNT:
            raise ValueError(f"expected {BOWL_COUNT} bowls, got {len(bowls)}")
        for index, bowl in enumerate(bowls):
            unknown = sorted({item for item in bowl if item not in ITEMS})
            if unknown:
                raise ValueError(
                    f"bowl {index} holds {', '.join(map(repr, unknown))}; expected only the "
                    f"letters {', '.join(ITEMS)}"
                )
            if len(bowl) > BOWL_PLACES:
                raise ValueError(
                    f"bowl {index} holds {len(bowl)} items; expected at most {BOWL_PLACES}"
                )
        return bowls

    @field_validator("modifiers")
    @classmethod
    def _known_bowls(cls, modifiers: dict[str, str]) -> dict[str, str]:
        for key in modifiers:
            if key not in {str(i) for i in range(BOWL_COUNT)}:
                raise ValueError(f"modifier on bowl {key!r}; expected bowl numbers '0' to '11'")
        return modifiers


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A validated puzzle, ready to play: plain engine values only.

    ``title`` and ``hint`` are empty and ``difficulty`` is None when a player's own file
    leaves them out (R10.3 makes them optional); shipped puzzles always have all three.
    """

    id: int
    title: str
    hint: str
    difficulty: int | None
    position: Position
    goal: Goal
    moves: int
    solution: tuple[int, ...]
    idea: str = ""  # optional in every file: "" when it has none


def parse_puzzle(
    raw: object, source: str, *, check_solution: bool = True, shipped: bool = True
) -> Puzzle:
    """Validate one decoded puzzle object; ``source`` names it in error messages.

    Checks R10.3's shape, R7.1's start position (no bowl that would match, goal not
    already met) and, unless ``check_solution`` is False (the solver shaping a new puzzle),
    that the stored solution is legal and first meets the goal on its last move, within
    the move limit (R7.3). A ``shipped`` puzzle needs an id of 1-100; a player's own file
    may use any id up to ``OWN_ID_MAX``.
    """
    try:
        model = PuzzleFile.model_validate(raw)
    except ValidationError as error:
        raise _first_problem(source, error) from None
    except RecursionError:
        raise PuzzleError(source, None, "is nested too deeply; expected a puzzle object") from None
    # R10.3's minimum is the format: title, hint and difficulty "may be added", so no loader
    # requires them; tests/engine/test_puzzles_shipped_fields.py checks the shipped set has them.
    if shipped and model.id > PUZZLE_COUNT:
        raise PuzzleError(
            source,
            "id",
            f"Input should be less than or equal to {PUZZLE_COUNT}, not {model.id}",
        )
    try:
        goal = Goal.from_json(model.goal.model_dump(exclude_none=True))
    except GoalError as error:
        raise PuzzleError(source, "goal", str(error)) from None
    try:
        position = Position.from_notation(model.bowls, model.modifiers)
    except GameError as error:  # pragma: no cover - the model checks the same first
        raise PuzzleError(source, "bowls", str(error)) from None
    for index, bowl in enumerate(position.bowls):
        if match_bowl(bowl) is not None:
            raise PuzzleError(
                source,
                f"bowls.{index}",
                f"bowl {index} ({bowl!r}) would match at once; expected a start position "
                "without matches (R7.1)",
            )
    if goal_met(goal, position, Progress()):
        raise PuzzleError(
            source, "goal", "the start position already meets the goal; expected one to reach"
        )
    puzzle = Puzzle(
        id=model.id,
        title=model.title or "",
        hint=model.hint or "",
        difficulty=model.difficulty,
        position=position,
        goal=goal,
        moves=model.moves,
        solution=tuple(model.solution),
        idea=model.idea or "",
    )
    if check_solution:
        problem = solution_problem(puzzle)
        if problem is not None:
            raise PuzzleError(source, "solution", problem)
    return puzzle


def solution_problem(puzzle: Puzzle) -> str | None:
    """Why ``puzzle.solution`` is not a win on its last move (R7.3), or None if it is."""
    if len(puzzle.solution) > puzzle.moves:
        return f"{len(puzzle.solution)} moves; expected at most the move limit {puzzle.moves}"
    position = puzzle.position
    progress = Progress()
    for number, move in enumerate(puzzle.solution, start=1):
        try:
            result = apply(position, move, log=False)
        except GameError as error:
            return f"move {number} (bowl {move}) is not legal: {error}"
        if not result.safe:
            return f"move {number} (bowl {move}) overflows; expected a safe move (R6.2)"
        position = result.position
        progress = progress.after(result)
        won = goal_met(puzzle.goal, position, progress)
        last = number == len(puzzle.solution)
        if won and not last:
            return f"the goal is already met after move {number}; expected it on the last move"
        if last and not won:
            return f"the goal is not met after the last move ({number}); expected a win"
    return None


def load_puzzle(path: Path | str, *, check_solution: bool = True) -> Puzzle:
    """Read and validate one shipped puzzle file; its name must be ``NNN.json`` matching
    its id."""
    path = Path(path)
    puzzle = parse_puzzle(read_json(path), str(path), check_solution=check_solution)
    expected_name = f"{puzzle.id:03d}.json"
    if path.name != expected_name:
        raise PuzzleError(str(path), "id", f"id {puzzle.id} expects the file name {expected_name}")
    return puzzle


def load_own_puzzle(path: Path | str) -> Puzzle:
    """Read and validate a player's own puzzle file (R10.3's minimum, any name, any id).

    The stored solution is checked like a shipped one's: a file that says how it is won
    must be right about it.
    """
    path = Path(path)
    return parse_puzzle(read_json(path), str(path), shipped=False)


def read_json(path: Path) -> object:
    """The decoded JSON of one puzzle file; every way it can fail is a ``PuzzleError``."""
    source = str(path)
    try:
        data = _read_regular(path)
    except OSError as error:
        raise PuzzleError(
            source, None, f"cannot be read ({error.strerror or error})", unreadable=True
        ) from None
    if data is None:
        raise PuzzleError(source, None, "is not a regular file; expected a puzzle file")
    if len(data) > FILE_MAX:
        raise PuzzleError(source, None, f"is larger than {FILE_MAX} bytes; expected a puzzle")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleError(source, None, "is not UTF-8 text; expected a JSON file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise PuzzleError(
            source, None, f"is not valid JSON (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise PuzzleError(source, None, "is nested too deeply; expected a puzzle object") from None
    except ValueError:
        # Python refuses integers of thousands of digits (sys.get_int_max_str_digits).
        raise PuzzleError(
            source, None, "holds a number too long to read; expected a puzzle"
        ) from None


def _read_regular(path: Path) -> bytes | None:
    """Up to ``FILE_MAX + 1`` bytes of ``path``, or None when it is not a regular file.

    Opened without blocking and checked before reading: a FIFO would block ``open`` (and
    the game's "Open puzzle file…") for ever, and a device such as /dev/zero never ends.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks: list[bytes] = []
        size = 0
        while size <= FILE_MAX:
            chunk = os.read(fd, FILE_MAX + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def puzzle_paths(directory: Path | None = None) -> list[Path]:
    """The files 001.json-100.json of ``directory`` (default: the shipped ``puzzles``)."""
    folder = directory if directory is not None else shipped_directory()
    return [folder / f"{number:03d}.json" for number in range(1, PUZZLE_COUNT + 1)]


def shipped_directory() -> Path:
    """The folder of the ``puzzles`` package that ships with the game."""
    # The puzzles package sits beside the engine: ``twelve_bowls.puzzles`` when installed,
    # plain ``puzzles`` when ``python -m engine`` runs from a checkout's root (R10.2).
    parent = (__package__ or "").rpartition(".")[0]
    return Path(str(resources.files(f"{parent}.puzzles" if parent else "puzzles")))


def load_puzzles(directory: Path | None = None) -> list[Puzzle]:
    """All 100 puzzles in order; the first bad or missing file raises ``PuzzleError``."""
    return [load_puzzle(path) for path in puzzle_paths(directory)]


def iter_raw(directory: Path | None = None) -> Iterator[tuple[Path, dict[str, Any]]]:
    """Each puzzle file's decoded JSON, for tools that rewrite files field by field."""
    for path in puzzle_paths(directory):
        yield path, json.loads(path.read_text(encoding="utf-8"))


def _first_problem(source: str, error: ValidationError) -> PuzzleError:
    """The first pydantic error as a sentence naming the field and what was expected."""
    detail = error.errors()[0]
    field = ".".join(str(part) for part in detail["loc"]) or None
    message = detail["msg"]
    message = message.removeprefix("Value error, ")
    if detail["type"] == "missing":
        return PuzzleError(source, field, "is missing")
    if detail["type"] in ("literal_error", "extra_forbidden") or "input" not in detail:
        if detail["type"] == "extra_forbidden":
            return PuzzleError(source, field, "is not a field of this object")
        return PuzzleError(source, field, f"{message}, not {_shown(detail.get('input'))}")
    if detail["type"].endswith("_type") or detail["type"] in (
        "greater_than_equal",
        "less_than_equal",
        "less_than",
        "string_too_long",
        "string_too_short",
        "too_short",
    ):
        return PuzzleError(source, field, f"{message}, not {_shown(detail['input'])}")
    return PuzzleError(source, field, message)


def _shown(value: object) -> str:
    """A value as the message quotes it, cut short: a file may hold a huge number."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"


__all__ = [
    "FORMAT",
    "PUZZLE_COUNT",
    "Puzzle",
    "PuzzleError",
    "PuzzleFile",
    "load_own_puzzle",
    "load_puzzle",
    "load_puzzles",
    "mechanics",
    "parse_puzzle",
    "puzzle_paths",
    "read_json",
    "shipped_directory",
    "solution_problem",
]


# Mechanics a puzzle can use (each is introduced alone before it is combined).
POSITION_MECHANICS: Final = ("wild", "blocker", "reverse", "frozen", "volcano")
PLAY_MECHANICS: Final = ("chain", "combo", "perfect_clear")


def mechanics(puzzle: Puzzle) -> frozenset[str]:
    """The mechanics in the start position and in the stored solution's play.

    ``chain``: a match after an eruption within one move (R3.4); ``combo``: a move that
    matches in two or more bowls (R5.2); ``perfect_clear``: a move that empties the board
    (R5.4).
    """
    found: set[str] = set()
    position = puzzle.position
    items = "".join(position.bowls)
    if WILD in items:
        found.add("wild")
    if BLOCKER in items:
        found.add("blocker")
    for modifier in position.modifiers:
        if modifier is not None:
            found.add(modifier.kind.value)
    for move in puzzle.solution:
        result = apply(position, move)
        step = 1
        for event in result.events:
            if isinstance(event, StepStarted):
                step = event.step
            elif isinstance(event, Matched) and step > 1:
                found.add("chain")
        if result.combo >= 2:
            found.add("combo")
        if result.perfect_clear:
            found.add("perfect_clear")
        position = result.position
    return frozenset(found)
