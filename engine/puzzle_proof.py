"""Proving a puzzle a player made (R7.1, R10.3): its optimum, its limit and what it asks.

``prove(position, goal)`` refuses what R10.3 refuses (a board not at rest, a start that
already meets the goal, a goal no line reaches) with a ``ProofRefused`` whose ``kind`` the
app words in the player's language, and otherwise returns a ``Proof``:

* ``optimum`` and one optimal ``line`` from ``engine.solve.solve_optimum``: the limit is set
  to the optimum, plus the slack the author adds;
* ``winning``: the move sequences of ``optimum`` moves that win (``engine.solve.solve``),
  and ``bits_per_move``: -log2 of the chance that a player choosing uniformly among the
  legal moves wins in ``optimum`` moves, divided by ``optimum`` (as the puzzle measures of
  the shipped set);
* ``greedy`` and ``two_ply``: whether a greedy player (wins now when a move wins, else plays
  a move that scores, else any safe move) or a two-ply one (wins now, else sets up a win for
  the next move, else plays as the greedy one) can win within the limit. A puzzle both can
  win asks little planning.

Every search reports its progress through ``on_progress`` (stage, moves deep, states), which
may raise to cancel. Pure Python, no Qt: the app runs ``prove`` on a worker thread.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from . import fast
from .board import BOWL_COUNT, ModifierKind, Position
from .goals import Goal
from .puzzle_code import CodeProblem, start_problem
from .solve import (
    DEFAULT_MAX_STATES,
    PROGRESS_EVERY,
    SearchLimit,
    Step,
    goal_step,
    solve,
    solve_optimum,
)

MAX_DEPTH: Final = 12  # the longest optimum the editor searches for
SLACK_MAX: Final = 20  # moves an author may add to the optimum

Bowls = tuple[str, ...]
State = tuple[Bowls, int]


class Stage(enum.Enum):
    """Which search is running, for the progress line."""

    OPTIMUM = "optimum"
    LINES = "lines"
    PLAYERS = "players"


# (stage, moves deep, states searched so far in that stage); may raise to cancel.
OnProgress = Callable[[Stage, int, int], None]


class RefusalKind(enum.Enum):
    NOT_AT_REST = "not_at_rest"  # R7.1: a bowl would match at once
    ALREADY_MET = "already_met"  # R7.1: nothing to do
    UNSOLVABLE = "unsolvable"  # no line of at most MAX_DEPTH moves meets the goal
    TOO_LARGE = "too_large"  # the search grew past its bound before a proof


class ProofRefused(ValueError):
    """A draft R10.3 refuses; ``message`` is one English sentence."""

    def __init__(self, kind: RefusalKind, message: str, bowl: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.bowl = bowl


@dataclass(frozen=True, slots=True)
class Proof:
    optimum: int
    line: tuple[int, ...]
    winning: int
    bits_per_move: float
    greedy: bool
    two_ply: bool
    limit: int  # the limit the players were tried with: optimum plus slack

    @property
    def slack(self) -> int:
        return self.limit - self.optimum


def prove(
    position: Position,
    goal: Goal,
    *,
    slack: int = 0,
    max_depth: int = MAX_DEPTH,
    max_states: int = DEFAULT_MAX_STATES,
    on_progress: OnProgress | None = None,
) -> Proof:
    """Prove a draft puzzle, or raise ``ProofRefused`` saying why it cannot be one."""
    problem = start_problem(position, goal)
    if problem is not None:
        kind = (
            RefusalKind.NOT_AT_REST
            if problem.kind is CodeProblem.NOT_AT_REST
            else RefusalKind.ALREADY_MET
        )
        raise ProofRefused(kind, str(problem), problem.bowl)
    slack = max(0, min(SLACK_MAX, slack))

    def tell(stage: Stage) -> Callable[[int, int], None] | None:
        if on_progress is None:
            return None
        report = on_progress
        return lambda depth, states: report(stage, depth, states)

    try:
        found = solve_optimum(
            position,
            goal,
            max_depth=max_depth,
            max_states=max_states,
            on_progress=tell(Stage.OPTIMUM),
        )
        if found.optimum is None:
            raise ProofRefused(
                RefusalKind.UNSOLVABLE,
                f"no line of at most {max_depth} moves meets this goal",
            )
        lines = solve(
            position,
            goal,
            max_depth=found.optimum,
            max_states=max_states,
            on_progress=tell(Stage.LINES),
        )
    except SearchLimit:
        raise ProofRefused(
            RefusalKind.TOO_LARGE, "the search grew too large before it found a proof"
        ) from None
    limit = found.optimum + slack
    players = tell(Stage.PLAYERS)
    chance = lines.win_chance
    bits = -math.log2(chance) / found.optimum if chance > 0.0 else math.inf
    return Proof(
        optimum=found.optimum,
        line=found.line,
        winning=lines.winning,
        bits_per_move=bits,
        greedy=player_wins(position, goal, limit, _greedy_choices, max_states, players),
        two_ply=player_wins(position, goal, limit, _two_ply_choices, max_states, players),
        limit=limit,
    )


# A player: given the safe moves of a state as (move, outcome, progress after, met), the
# moves it might choose.
Choices = Callable[["_Context", list["_Option"]], Iterable["_Option"]]


@dataclass(frozen=True, slots=True)
class _Option:
    move: int
    outcome: fast.Outcome
    after: int
    met: bool


@dataclass(frozen=True, slots=True)
class _Context:
    step: Step
    info: fast.ModifierInfo
    movable: tuple[int, ...]


def _options(context: _Context, bowls: Bowls, progress: int) -> list[_Option]:
    """The safe moves of a state (R2.1, R6.4) with what each leads to."""
    options = []
    for move in context.movable:
        if not bowls[move]:
            continue
        outcome = fast.play(bowls, context.info, move)
        if outcome[4] is not None:
            continue  # R6.2: overflow loses
        after, met = context.step(progress, outcome)
        options.append(_Option(move, outcome, after, met))
    return options


def _greedy_choices(context: _Context, options: list[_Option]) -> Iterable[_Option]:
    wins = [option for option in options if option.met]
    if wins:
        return wins
    scoring = [option for option in options if option.outcome[1] > 0]
    return scoring or options


def _two_ply_choices(context: _Context, options: list[_Option]) -> Iterable[_Option]:
    wins = [option for option in options if option.met]
    if wins:
        return wins
    set_ups = [
        option
        for option in options
        if any(reply.met for reply in _options(context, option.outcome[0], option.after))
    ]
    return set_ups or _greedy_choices(context, options)


def player_wins(
    position: Position,
    goal: Goal,
    limit: int,
    choices: Choices,
    max_states: int = DEFAULT_MAX_STATES,
    on_progress: Callable[[int, int], None] | None = None,
) -> bool:
    """True if some line the player might choose wins within ``limit`` moves (R7.3)."""
    context = _Context(
        goal_step(goal),
        fast.modifier_info(position.modifiers),
        tuple(
            b
            for b in range(BOWL_COUNT)
            if position.modifier_kind(b) is not ModifierKind.FROZEN  # R2.1
        ),
    )
    layer: set[State] = {(position.bowls, 0)}
    states = 0
    for depth in range(1, limit + 1):
        following: set[State] = set()
        for bowls, progress in layer:
            states += 1
            if on_progress is not None and not states % PROGRESS_EVERY:
                on_progress(depth, states)
            for option in choices(context, _options(context, bowls, progress)):
                if option.met:
                    return True
                following.add((option.outcome[0], option.after))
        if not following or len(following) > max_states:
            return False
        layer = following
    return False


__all__ = [
    "MAX_DEPTH",
    "SLACK_MAX",
    "Proof",
    "ProofRefused",
    "RefusalKind",
    "Stage",
    "player_wins",
    "prove",
]
