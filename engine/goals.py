"""Puzzle goals (R7.2): what a goal is, how it is read from JSON, and when it is met.

``goal_met`` is on the solver's hot path, so it reads plain tuples and strings only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .board import COLOURS, Position
from .cli_safety import shown
from .rules import MoveResult


class GoalType(StrEnum):
    """R7.2: the six goal types; the values are the R10.3 spellings."""

    CLEAR_COLOR = "clear_color"
    COLLECT = "collect"
    SCORE = "score"
    COMBO = "combo"
    AT_MOST = "at_most"
    CLEAR_BOARD = "clear_board"


class GoalError(ValueError):
    """A goal object that does not follow R10.3; the message names the field."""


# R10.3: which fields each goal type carries besides ``type``.
_FIELDS: Final[dict[GoalType, tuple[str, ...]]] = {
    GoalType.CLEAR_COLOR: ("color",),
    GoalType.COLLECT: ("color", "count"),
    GoalType.SCORE: ("points",),
    GoalType.COMBO: ("size",),
    GoalType.AT_MOST: ("stones",),
    GoalType.CLEAR_BOARD: (),
}
_INT_FIELDS: Final = ("count", "points", "size", "stones")
# The smallest value that makes sense: ``at_most`` 0 is a clear board, the rest need >= 1.
_MINIMUM: Final = {"count": 1, "points": 1, "size": 1, "stones": 0}


@dataclass(frozen=True, slots=True)
class Goal:
    """One puzzle goal (R7.2). Fields that the type does not use are None."""

    type: GoalType
    color: str | None = None
    count: int | None = None
    points: int | None = None
    size: int | None = None
    stones: int | None = None

    def __post_init__(self) -> None:
        needed = _FIELDS[self.type]
        for name in ("color", *_INT_FIELDS):
            value = getattr(self, name)
            if name in needed and value is None:
                raise GoalError(f"a {self.type.value} goal needs the field '{name}'")
            if name not in needed and value is not None:
                raise GoalError(f"a {self.type.value} goal has no field '{name}'")
        if self.color is not None and (len(self.color) != 1 or self.color not in COLOURS):
            raise GoalError(
                f"goal field 'color' must be one of R, Y, G, B, P, not {shown(self.color)}"
            )
        for name in _INT_FIELDS:
            value = getattr(self, name)
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise GoalError(f"goal field '{name}' must be a whole number, not {shown(value)}")
            if value < _MINIMUM[name]:
                raise GoalError(f"goal field '{name}' must be at least {_MINIMUM[name]}")

    @classmethod
    def from_json(cls, raw: object) -> Goal:
        """Read an R10.3 goal object, raising ``GoalError`` with a readable sentence."""
        if not isinstance(raw, Mapping):
            raise GoalError('\'goal\' must be an object such as {"type": "clear_board"}')
        type_name: object = raw.get("type")
        try:
            goal_type = GoalType(str(type_name)) if isinstance(type_name, str) else None
        except ValueError:
            goal_type = None
        if goal_type is None:
            known = ", ".join(t.value for t in GoalType)
            raise GoalError(
                f"goal field 'type' must be one of {known}, not {shown(type_name)}"
            ) from None
        needed = _FIELDS[goal_type]
        for key in raw:
            if key != "type" and key not in needed:
                raise GoalError(f"a {goal_type.value} goal has no field {shown(key)}")
        values: dict[str, object] = {}
        for name in needed:
            if name not in raw:
                raise GoalError(f"a {goal_type.value} goal needs the field '{name}'")
            values[name] = raw[name]
        color = values.get("color")
        if color is not None and not isinstance(color, str):
            raise GoalError(f"goal field 'color' must be one of R, Y, G, B, P, not {shown(color)}")
        for name in _INT_FIELDS:
            value = values.get(name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise GoalError(f"goal field '{name}' must be a whole number, not {shown(value)}")
        return cls(
            goal_type,
            color=color,
            count=_int_or_none(values.get("count")),
            points=_int_or_none(values.get("points")),
            size=_int_or_none(values.get("size")),
            stones=_int_or_none(values.get("stones")),
        )

    def to_json(self) -> dict[str, object]:
        """The R10.3 goal object: ``type`` plus the fields this type uses."""
        out: dict[str, object] = {"type": self.type.value}
        for name in _FIELDS[self.type]:
            out[name] = getattr(self, name)
        return out


def _int_or_none(value: object) -> int | None:
    return value if isinstance(value, int) else None


NO_COLLECTED: Final = (0,) * len(COLOURS)


@dataclass(frozen=True, slots=True)
class Progress:
    """What goal checking needs besides the board, accumulated over an attempt.

    ``collected`` counts normal stones removed by matches per colour in ``COLOURS`` order
    (R7.2 ``collect``; wilds do not count), as ``MoveResult.collected`` does.
    """

    score: int = 0
    collected: tuple[int, ...] = NO_COLLECTED
    best_combo: int = 0

    def after(self, result: MoveResult) -> Progress:
        """The progress once ``result``'s move has been played (R5.6 points only)."""
        return Progress(
            score=self.score + result.points,
            collected=tuple(a + b for a, b in zip(self.collected, result.collected, strict=True)),
            best_combo=max(self.best_combo, result.combo),
        )


def goal_met(goal: Goal, position: Position, progress: Progress) -> bool:
    """R7.2: whether ``goal`` holds for this board and attempt progress.

    The caller checks it only after safe moves (R7.3); overflow is not this function's job.
    """
    kind = goal.type
    if kind is GoalType.CLEAR_BOARD:
        return not any(position.bowls)
    if kind is GoalType.CLEAR_COLOR:
        colour = goal.color
        assert colour is not None
        return not any(colour in bowl for bowl in position.bowls)
    if kind is GoalType.COLLECT:
        assert goal.color is not None and goal.count is not None
        return progress.collected[COLOURS.index(goal.color)] >= goal.count
    if kind is GoalType.SCORE:
        assert goal.points is not None
        return progress.score >= goal.points
    if kind is GoalType.COMBO:
        assert goal.size is not None
        return progress.best_combo >= goal.size
    assert goal.stones is not None  # AT_MOST
    return sum(len(bowl) for bowl in position.bowls) <= goal.stones


def goal_progress(goal: Goal, position: Position, progress: Progress) -> tuple[int, int]:
    """``(current, target)`` for the HUD.

    For goals that count up (``collect``, ``score``, ``combo``) the goal is met when
    current >= target, and current is capped at target. For goals that count down
    (``clear_color``: stones of the colour left, ``at_most`` and ``clear_board``: items
    left) it is met when current <= target.
    """
    kind = goal.type
    if kind is GoalType.CLEAR_BOARD:
        return position.item_count(), 0
    if kind is GoalType.CLEAR_COLOR:
        assert goal.color is not None
        return position.colour_count(goal.color), 0
    if kind is GoalType.AT_MOST:
        assert goal.stones is not None
        return position.item_count(), goal.stones
    if kind is GoalType.COLLECT:
        assert goal.color is not None and goal.count is not None
        return min(progress.collected[COLOURS.index(goal.color)], goal.count), goal.count
    if kind is GoalType.SCORE:
        assert goal.points is not None
        return min(progress.score, goal.points), goal.points
    assert goal.size is not None  # COMBO
    return min(progress.best_combo, goal.size), goal.size


def counts_down(goal: Goal) -> bool:
    """Whether ``goal_progress``'s current value falls towards the target (see there)."""
    return goal.type in (GoalType.CLEAR_COLOR, GoalType.AT_MOST, GoalType.CLEAR_BOARD)
