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
  a move that scores, else any safe move) or the two-ply look-ahead player (``TwoPly``: wins
  now, else plays a move with a winning follow-up, else the move whose best reply leaves the
  most goal progress, ``progress_measure``) can win within the limit, whichever way it
  breaks its ties. A puzzle both can win asks little planning.

These two players are the only ones: the shipped set's measures (``tools/puzzle_measures.py``)
use them too, so the editor and ``docs/puzzles.md`` judge a puzzle alike.

Every search reports its progress through ``on_progress`` (stage, moves deep, states), which
may raise to cancel. Pure Python, no Qt: the app runs ``prove`` on a worker thread.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from . import fast
from .board import WILD, Position
from .goals import Goal, GoalType
from .puzzle_code import CodeProblem, start_problem
from .solve import (
    DEFAULT_MAX_STATES,
    PROGRESS_EVERY,
    SearchLimit,
    Step,
    goal_step,
    movable_bowls,
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
        greedy=player_wins(position, goal, limit, greedy_choices, max_states, players),
        two_ply=TwoPly(position, goal, limit, max_states, players).can_win(),
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


def greedy_choices(context: _Context, options: list[_Option]) -> Iterable[_Option]:
    """The greedy player: a move that wins now, else a move that scores, else any safe move."""
    wins = [option for option in options if option.met]
    if wins:
        return wins
    scoring = [option for option in options if option.outcome[1] > 0]
    return scoring or options


def _context(position: Position, step: Step) -> _Context:
    return _Context(
        step,
        fast.modifier_info(position.modifiers),
        movable_bowls(position),  # R2.1
    )


def player_wins(
    position: Position,
    goal: Goal,
    limit: int,
    choices: Choices,
    max_states: int = DEFAULT_MAX_STATES,
    on_progress: Callable[[int, int], None] | None = None,
) -> bool:
    """True if some line the player might choose wins within ``limit`` moves (R7.3)."""
    context = _context(position, goal_step(goal))
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


# ---------------------------------------------------------------- the 2-ply look-ahead player

# A progress measure, bigger is better: (goal progress, bowls one stone short of a group).
Measure = tuple[int, int]
WORST: Final[Measure] = (-(10**9), 0)


def progress_measure(goal: Goal, bowls: Bowls, progress: int, combo: int) -> Measure:
    """How far a state is towards ``goal``, as the 2-ply player judges it.

    The first number is the goal's own progress: ``collect`` the stones of its colour
    collected, ``score`` the points, ``combo`` the best combo of the two moves looked at,
    ``clear_color`` minus the stones of its colour left, ``at_most`` and ``clear_board``
    minus the items left. The second breaks ties: the bowls one stone short of a group (a
    colour with two normal stones, or one and a wild), counting only the goal's colour
    when it has one.
    """
    kind = goal.type
    colours = goal.color if goal.color is not None else "RYGBP"
    if kind in (GoalType.COLLECT, GoalType.SCORE):
        first = progress
    elif kind is GoalType.COMBO:
        first = combo
    elif kind is GoalType.CLEAR_COLOR:
        first = -sum(bowl.count(colours) for bowl in bowls)
    else:  # AT_MOST, CLEAR_BOARD
        first = -sum(map(len, bowls))
    near = 0
    for bowl in bowls:
        wilds = bowl.count(WILD)
        for colour in colours:
            count = bowl.count(colour)
            if count and count + min(wilds, 1) == 2:
                near += 1
    return first, near


# A safe move of a state: (bowl, state after, goal met, combo).
Child = tuple[int, State, bool, int]


class TooLarge(Exception):
    """The 2-ply player's search grew past its bound (the editor then says it cannot win)."""


class TwoPly:
    """The 2-ply look-ahead player on one puzzle, exploring every way it breaks ties.

    At each state it wins now if a move wins; else plays a move that has a winning
    follow-up; else plays a move whose best reply maximises ``progress_measure``. It never
    plays a move that overflows (R6.2: it sees the eighth stone). Where several moves tie,
    all of them are followed: ``can_win`` is True if some way of breaking the ties wins
    within the limit, so a puzzle beats the player only if it loses whichever way it breaks
    them.
    """

    def __init__(
        self,
        position: Position,
        goal: Goal,
        limit: int,
        max_states: int = DEFAULT_MAX_STATES,
        on_progress: Callable[[int, int], None] | None = None,
    ) -> None:
        self.goal = goal
        self.limit = limit
        self.start: State = (position.bowls, 0)
        self._step = goal_step(goal)
        self._info = fast.modifier_info(position.modifiers)
        self._movable = movable_bowls(position)  # R2.1
        self._children: dict[State, list[Child]] = {}
        self._memo: dict[tuple[State, int], bool] = {}
        self._max_states = max_states
        self._on_progress = on_progress
        self.decisions = 0  # states where the player had to choose (for the report)

    def children(self, state: State) -> list[Child]:
        """Safe moves from ``state``: (bowl, state after, goal met, combo)."""
        known = self._children.get(state)
        if known is not None:
            return known
        bowls, progress = state
        found = []
        for move in self._movable:
            if not bowls[move]:
                continue
            outcome = fast.play(bowls, self._info, move)
            if outcome[4] is not None:
                continue  # R6.2: overflow loses
            after, met = self._step(progress, outcome)
            found.append((move, (outcome[0], after), met, outcome[2]))
        self._children[state] = found
        return found

    def choices(self, state: State, left: int) -> tuple[list[int], bool]:
        """The moves the player may pick from ``state`` and whether they win at once (they
        meet the goal now or have a winning follow-up within ``left`` moves)."""
        moves = self.children(state)
        now = [move for move, _, met, _ in moves if met]
        if now or left <= 1:
            return now, bool(now)
        soon = [m for m, child, _, _ in moves if any(met for *_, met, _ in self.children(child))]
        if soon or left <= 2:
            return soon, bool(soon)
        values: dict[int, Measure] = {}
        for move, child, _, combo in moves:
            best = WORST
            for _, after, _, reply_combo in self.children(child):
                value = progress_measure(self.goal, after[0], after[1], max(combo, reply_combo))
                best = max(best, value)
            values[move] = best
        if not values:
            return [], False
        top = max(values.values())
        return [move for move, value in values.items() if value == top], False

    def can_win(self, state: State | None = None, left: int | None = None) -> bool:
        """True if some way of breaking the ties wins within ``left`` moves (R7.3); False
        also when the search grows past ``max_states`` states."""
        try:
            return self._can_win(
                self.start if state is None else state, self.limit if left is None else left
            )
        except TooLarge:
            return False

    def _can_win(self, state: State, left: int) -> bool:
        key = (state, left)
        known = self._memo.get(key)
        if known is not None:
            return known
        picks, winning = self.choices(state, left)
        self.decisions += 1
        if self._on_progress is not None and not self.decisions % PROGRESS_EVERY:
            self._on_progress(self.limit - left + 1, self.decisions)
        if self.decisions > self._max_states:
            raise TooLarge
        if winning:
            verdict = True
        else:
            after = {move: child for move, child, _, _ in self.children(state)}
            verdict = any(self._can_win(after[move], left - 1) for move in picks)
        self._memo[key] = verdict
        return verdict

    def line(self) -> tuple[int, ...] | None:
        """A line the player plays and wins with, if some way of breaking ties wins."""
        if not self.can_win():
            return None
        state, left, line = self.start, self.limit, []
        while True:
            picks, winning = self.choices(state, left)
            children = {move: (child, met) for move, child, met, _ in self.children(state)}
            if winning:
                move = picks[0]
                child, met = children[move]
                line.append(move)
                if met:
                    return tuple(line)
                follow = next(m for m, _, met_, _ in self.children(child) if met_)
                return (*line, follow)
            move = next(m for m in picks if self.can_win(children[m][0], left - 1))
            line.append(move)
            state, left = children[move][0], left - 1


def two_ply_wins(position: Position, goal: Goal, limit: int) -> bool:
    """True if the 2-ply player wins within ``limit`` some way of breaking its ties."""
    return TwoPly(position, goal, limit).can_win()


def greedy_wins(position: Position, goal: Goal, limit: int) -> bool:
    """True if some line the greedy player might choose wins within ``limit`` (R7.3)."""
    return player_wins(position, goal, limit, greedy_choices)


def is_greedy_line(position: Position, step: Step, line: Sequence[int]) -> bool:
    """True if every move of ``line`` is one the greedy player might make (``step`` is the
    goal's ``engine.solve.goal_step``)."""
    context = _context(position, step)
    bowls, progress = position.bowls, 0
    for move in line:
        options = _options(context, bowls, progress)
        picks = {option.move: option for option in greedy_choices(context, options)}
        chosen = picks.get(move)
        if chosen is None:
            return False
        bowls, progress = chosen.outcome[0], chosen.after
    return True


__all__ = [
    "MAX_DEPTH",
    "SLACK_MAX",
    "Proof",
    "ProofRefused",
    "RefusalKind",
    "Stage",
    "TwoPly",
    "greedy_choices",
    "greedy_wins",
    "is_greedy_line",
    "player_wins",
    "progress_measure",
    "prove",
    "two_ply_wins",
]
