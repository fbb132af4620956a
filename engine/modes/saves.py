"""Attempt saves (pydantic, with a ``schema_version``): a discriminated union by mode.

A save holds what the attempt started from and the moves that lead to its current state.
Loading plays them again (``engine.modes.resume``): R9.1 makes that exact, and it checks
the save at the same time (a move that does not replay means the save is bad, and says
which one). The modes import this schema; it imports no mode.
"""

from __future__ import annotations

import datetime
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from ..board import GameError
from ..limits import MAX_MOVES, MAX_PUZZLE_MOVES, PUZZLE_COUNT

SCHEMA_VERSION: Literal[1] = 1


class InvalidSave(GameError):
    """A save that does not describe an attempt this engine can resume."""

    kind = "invalid_save"


class _SaveBase(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    attempt_id: str = Field(min_length=1, max_length=64)
    moves: list[Annotated[int, Field(ge=0, le=11)]] = Field(default_factory=list)
    practice: bool = False  # R9.3
    ended_by_player: bool = False  # R8.3


# A generated puzzle's number (``engine.generate.GeneratedPuzzle.id``): away from 1-100.
GENERATED_IDS: Final = (100_001, 999_999)


class GeneratedSave(BaseModel):
    """Where a generated puzzle's attempt came from (``engine.modes.source.Generated``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seed: str = Field(min_length=1, max_length=200)
    difficulty: str = Field(pattern=r"^(easy|medium|hard|expert)$")  # generate.Difficulty
    day: str = Field(default="", pattern=r"^(\d{4}-\d{2}-\d{2})?$")  # "" or YYYY-MM-DD


class PuzzleSave(_SaveBase):
    mode: Literal["puzzle"] = "puzzle"
    puzzle_id: int = Field(ge=1, le=GENERATED_IDS[1])
    bowls: list[str]
    modifiers: dict[str, str] = Field(default_factory=dict)
    goal: dict[str, object]
    move_limit: int = Field(ge=1, le=MAX_PUZZLE_MOVES)
    # Aids used so far, so a resumed attempt keeps them (older saves: none).
    hints_used: int = Field(default=0, ge=0, le=MAX_MOVES)
    undos: int = Field(default=0, ge=0, le=MAX_MOVES)
    hint_step: int = Field(default=0, ge=0, le=3)  # the highest help step used (older: 0)
    generated: GeneratedSave | None = None  # a generated puzzle's (older saves: shipped)

    @model_validator(mode="after")
    def _numbered_as_its_kind(self) -> PuzzleSave:
        low, high = GENERATED_IDS if self.generated is not None else (1, PUZZLE_COUNT)
        if not low <= self.puzzle_id <= high:
            raise ValueError(f"puzzle_id must be {low} to {high}, not {self.puzzle_id}")
        return self


class EndlessSave(_SaveBase):
    mode: Literal["endless"] = "endless"
    seed: str = Field(min_length=1, max_length=200)


class DailySave(_SaveBase):
    mode: Literal["daily"] = "daily"
    date: datetime.date


AttemptSave = Annotated[PuzzleSave | EndlessSave | DailySave, Field(discriminator="mode")]
ATTEMPT_SAVE: TypeAdapter[PuzzleSave | EndlessSave | DailySave] = TypeAdapter(AttemptSave)


def load_attempt_save(raw: object) -> PuzzleSave | EndlessSave | DailySave:
    """Validate a decoded JSON object as an attempt save, or raise ``InvalidSave``."""
    try:
        return ATTEMPT_SAVE.validate_python(raw)
    except ValidationError as error:
        first = error.errors()[0]
        location = list(first["loc"])
        what = "attempt save"
        if location and location[0] in ("puzzle", "endless", "daily"):
            what = f"{location.pop(0)} save"  # pydantic's discriminator tag
        if not location:
            raise InvalidSave(f"{what}: {first['msg']}") from None
        where = ".".join(str(part) for part in location)
        raise InvalidSave(f"{what} field '{where}': {first['msg']}") from None


def check_save_claims(save: PuzzleSave | EndlessSave | DailySave, mode: str) -> None:
    """A save is what it claims. It must be of the mode its file is named after,
    and a puzzle save must start from the shipped puzzle of its number (its board, goal
    and move limit), or ``InvalidSave`` (the file is damaged or edited)."""
    if save.mode != mode:
        raise InvalidSave(f"the {mode} save file holds a {save.mode} save")
    if not isinstance(save, PuzzleSave):
        return
    if save.generated is not None:
        _check_generated_claims(save, save.generated)
        return
    from ..board import Position
    from ..puzzles import PuzzleError, load_puzzle, shipped_directory

    try:
        puzzle = load_puzzle(shipped_directory() / f"{save.puzzle_id:03d}.json")
        start = Position.from_notation(save.bowls, save.modifiers)
    except (PuzzleError, GameError, OSError) as error:
        raise InvalidSave(f"puzzle {save.puzzle_id} cannot be checked: {error}") from None
    if (start, save.move_limit, save.goal) != (
        puzzle.position,
        puzzle.moves,
        puzzle.goal.to_json(),
    ):
        raise InvalidSave(f"the save is not the shipped puzzle {save.puzzle_id}")


def _check_generated_claims(save: PuzzleSave, origin: GeneratedSave) -> None:
    """What can be checked of a generated puzzle's save without making the puzzle again
    (seconds of the generator, too slow for a start): a real date, and a start that R7.1
    accepts. Whoever resumes it makes the puzzle again from ``origin`` and compares the
    start, goal and limit before playing it (``app.midend.generated.resumed_attempt``)."""
    from ..board import Position
    from ..goals import Goal, GoalError
    from ..puzzle_code import start_problem

    if origin.day:
        try:
            datetime.date.fromisoformat(origin.day)
        except ValueError:
            raise InvalidSave(f"the generated puzzle's day {origin.day!r} is no date") from None
    try:
        start = Position.from_notation(save.bowls, save.modifiers)
        goal = Goal.from_json(save.goal)
    except (GameError, GoalError, ValueError) as error:
        raise InvalidSave(f"the generated puzzle's start is not valid: {error}") from None
    problem = start_problem(start, goal)
    if problem is not None:
        raise InvalidSave(f"the generated puzzle's start is not one: {problem}")
