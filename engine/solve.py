"""Puzzle solver: the proven optimum of a puzzle and how many move sequences reach it.

Puzzles have no refill and no random events (R7.1), so a breadth-first search over the
exact rules (``engine.rules.apply`` on its fast path) is a proof: every sequence of ``d``
moves is examined, layer by layer, until some move meets the goal.

A search state is the board plus the one number of progress the goal needs (points so far
for ``score``, stones of the colour so far for ``collect``, capped at the target, so states
that cannot be told apart by the rest of the attempt merge). Modifiers are permanent in
puzzles and volcano eruptions reset with each move (R3.3), so the bowls are all the board
state there is. Layers are kept apart (a board reached after two moves and again after four
is counted on both paths), which makes the count of winning sequences exact.

``python -m engine.solve puzzles/017.json [more files]`` prints one line per puzzle.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from . import fast
from .board import BOWL_COUNT, COLOURS, ModifierKind, Position
from .goals import Goal, GoalType

DEFAULT_MAX_DEPTH: Final = 12
DEFAULT_MAX_STATES: Final = 2_000_000

Bowls = tuple[str, ...]
# (bowls, progress): progress is 0 unless the goal accumulates over the attempt.
State = tuple[Bowls, int]
# Given a state's progress and a safe move's outcome on the fast path (``engine.fast.play``:
# bowls, points, combo, perfect clear, overflow, erupted, collected): (progress after, met).
Step = Callable[[int, fast.Outcome], tuple[int, bool]]
# Told (moves deep, states searched) every ``PROGRESS_EVERY`` states; it may raise to stop
# the search (the editor's Cancel), which then leaves nothing behind.
Progress = Callable[[int, int], None]
PROGRESS_EVERY: Final = 2048


class SearchLimit(RuntimeError):
    """The search gave up before finding a solution or proving there is none."""


@dataclass(frozen=True, slots=True)
class Solution:
    """What the solver proved about one puzzle.

    ``optimum`` is the fewest moves that meet the goal, or None if no sequence of at most
    ``max_depth`` moves does. ``winning`` counts the move sequences of exactly ``optimum``
    moves whose last move is the first to meet the goal; ``line`` is one of them (the first
    in bowl-number order). ``win_chance`` is the probability that a player choosing
    uniformly among the legal moves wins within ``optimum`` moves; ``branching`` is the
    mean number of legal moves over the states searched.
    """

    optimum: int | None
    winning: int
    line: tuple[int, ...]
    win_chance: float
    branching: float
    states: int
    moves_tried: int
    seconds: float

    @property
    def difficulty(self) -> int:
        """A 1-10 rating from the solver's statistics (see ``difficulty_from``)."""
        return difficulty_from(self.win_chance)


def difficulty_from(win_chance: float) -> int:
    """1-10: how many bits of luck a random player needs, two bits per step.

    A one-move puzzle where most bowls win is 1; a puzzle where random play wins once in
    a million tries (20 bits) or less is 10.
    """
    if win_chance <= 0.0:
        return 10
    bits = -math.log2(win_chance)
    return max(1, min(10, 1 + math.floor(bits / 2)))


def goal_step(goal: Goal) -> Step:
    """The goal check specialised for the hot loop (R7.2, with R7.3's safe-move rule)."""
    kind = goal.type
    if kind is GoalType.CLEAR_BOARD:
        return lambda progress, outcome: (0, not any(outcome[0]))
    if kind is GoalType.CLEAR_COLOR:
        colour = goal.color
        assert colour is not None

        def clear_colour(progress: int, outcome: fast.Outcome) -> tuple[int, bool]:
            return 0, not any(colour in bowl for bowl in outcome[0])

        return clear_colour
    if kind is GoalType.AT_MOST:
        stones = goal.stones
        assert stones is not None
        return lambda progress, outcome: (0, sum(map(len, outcome[0])) <= stones)
    if kind is GoalType.COMBO:
        size = goal.size
        assert size is not None
        return lambda progress, outcome: (0, outcome[2] >= size)
    if kind is GoalType.SCORE:
        points = goal.points
        assert points is not None

        def score(progress: int, outcome: fast.Outcome) -> tuple[int, bool]:
            total = min(points, progress + outcome[1])
            return total, total >= points

        return score
    assert goal.color is not None and goal.count is not None  # COLLECT
    index = COLOURS.index(goal.color)
    count = goal.count

    def collect(progress: int, outcome: fast.Outcome) -> tuple[int, bool]:
        total = min(count, progress + outcome[6][index])
        return total, total >= count

    return collect


def solve(
    position: Position,
    goal: Goal,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_states: int = DEFAULT_MAX_STATES,
    on_progress: Progress | None = None,
) -> Solution:
    """Find the optimum of ``goal`` from ``position`` by exhaustive layered search.

    Raises ``SearchLimit`` as soon as the search holds more than ``max_states`` states
    (every layer it keeps, counted as they are found: the bound holds the whole search's
    memory and time) before the optimum is proven; returns ``optimum=None`` if no
    sequence of ``max_depth`` moves wins.
    """
    started = time.perf_counter()
    step = goal_step(goal)
    info = fast.modifier_info(position.modifiers)
    play = fast.play
    movable = movable_bowls(position)
    start: State = (position.bowls, 0)
    # Per layer: state -> (paths reaching it, probability of reaching it by random play).
    layer: dict[State, tuple[int, float]] = {start: (1, 1.0)}
    # Per layer: state -> (parent state, move) of its first path, to rebuild one line.
    parents: list[dict[State, tuple[State, int]]] = []
    states = 0
    moves_tried = 0
    choices = 0
    kept = 1  # states held by the search: every layer's parents, and the layer being built
    for depth in range(1, max_depth + 1):
        next_layer: dict[State, tuple[int, float]] = {}
        back: dict[State, tuple[State, int]] = {}
        winning = 0
        win_chance = 0.0
        first_win: tuple[State, int] | None = None
        for state, (paths, chance) in layer.items():
            bowls, progress = state
            moves = [bowl for bowl in movable if bowls[bowl]]
            states += 1
            if on_progress is not None and not states % PROGRESS_EVERY:
                on_progress(depth, states)
            choices += len(moves)
            if not moves:
                continue  # R7.4: no bowl can be selected, this line has failed
            share = chance / len(moves)
            for move in moves:
                moves_tried += 1
                outcome = play(bowls, info, move)  # a legal move, checked just above
                if outcome[4] is not None:
                    continue  # R6.2, R7.3: overflow loses even if it met the goal
                after, met = step(progress, outcome)
                if met:
                    winning += paths
                    win_chance += share
                    if first_win is None:
                        first_win = (state, move)
                    continue
                child: State = (outcome[0], after)
                known = next_layer.get(child)
                if known is None:
                    kept += 1
                    if kept > max_states:
                        raise _limit(max_states, depth)
                    next_layer[child] = (paths, share)
                    back[child] = (state, move)
                else:
                    next_layer[child] = (known[0] + paths, known[1] + share)
        if first_win is not None:
            line = _rebuild(parents, *first_win)
            return Solution(
                optimum=depth,
                winning=winning,
                line=line,
                win_chance=win_chance,
                branching=choices / states,
                states=states,
                moves_tried=moves_tried,
                seconds=time.perf_counter() - started,
            )
        if not next_layer:
            break
        parents.append(back)
        layer = next_layer
    return Solution(
        optimum=None,
        winning=0,
        line=(),
        win_chance=0.0,
        branching=choices / states if states else 0.0,
        states=states,
        moves_tried=moves_tried,
        seconds=time.perf_counter() - started,
    )


@dataclass(frozen=True, slots=True)
class Optimum:
    """What the optimum-only search proved: the fewest moves that meet the goal (None if
    no sequence of at most ``max_depth`` moves does) and one line of that length."""

    optimum: int | None
    line: tuple[int, ...]
    states: int
    seconds: float


def solve_optimum(
    position: Position,
    goal: Goal,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_states: int = DEFAULT_MAX_STATES,
    on_progress: Progress | None = None,
) -> Optimum:
    """The optimum of ``goal`` from ``position`` and one optimal line, and nothing else.

    For hints and checks, where ``solve``'s count of winning lines and win chance are not
    needed: the search stops at the first winning move of the winning layer, and a state
    already reached in fewer moves is not searched again (its future is the same, and any
    win from it would come sooner). The optimum is the same proof as ``solve``'s;
    ``line`` is an optimal line, not necessarily ``solve``'s. Raises ``SearchLimit`` as
    soon as more than ``max_states`` states have been reached (all are kept, to rebuild
    the line: the bound holds the whole search's memory and time).
    """
    started = time.perf_counter()
    step = goal_step(goal)
    info = fast.modifier_info(position.modifiers)
    play = fast.play
    movable = movable_bowls(position)
    start: State = (position.bowls, 0)
    # Every state reached so far -> (parent state, move) of the first path to it.
    reached: dict[State, tuple[State, int] | None] = {start: None}
    layer = [start]
    states = 0
    for depth in range(1, max_depth + 1):
        next_layer: list[State] = []
        for state in layer:
            bowls, progress = state
            states += 1
            if on_progress is not None and not states % PROGRESS_EVERY:
                on_progress(depth, states)
            for move in movable:
                if not bowls[move]:
                    continue  # R2.1: an empty bowl cannot be chosen
                outcome = play(bowls, info, move)
                if outcome[4] is not None:
                    continue  # R6.2, R7.3: overflow loses even if it met the goal
                after, met = step(progress, outcome)
                if met:
                    return Optimum(
                        optimum=depth,
                        line=(*_line_to(reached, state), move),
                        states=states,
                        seconds=time.perf_counter() - started,
                    )
                child: State = (outcome[0], after)
                if child not in reached:
                    reached[child] = (state, move)
                    next_layer.append(child)
                    if len(reached) > max_states:
                        raise _limit(max_states, depth)
        if not next_layer:
            break
        layer = next_layer
    return Optimum(optimum=None, line=(), states=states, seconds=time.perf_counter() - started)


def _limit(max_states: int, depth: int) -> SearchLimit:
    return SearchLimit(
        f"more than {max_states} states searched, {depth} moves deep, without a solution"
    )


def movable_bowls(position: Position) -> tuple[int, ...]:
    """R2.1: puzzle modifiers are permanent, so which bowls may ever be chosen is fixed."""
    return tuple(
        bowl
        for bowl in range(BOWL_COUNT)
        if position.modifier_kind(bowl) is not ModifierKind.FROZEN
    )


def _line_to(reached: dict[State, tuple[State, int] | None], state: State) -> tuple[int, ...]:
    line: list[int] = []
    back = reached[state]
    while back is not None:
        state, move = back
        line.append(move)
        back = reached[state]
    line.reverse()
    return tuple(line)


def _rebuild(
    parents: list[dict[State, tuple[State, int]]], state: State, move: int
) -> tuple[int, ...]:
    line = [move]
    for back in reversed(parents):
        state, previous = back[state]
        line.append(previous)
    line.reverse()
    return tuple(line)


def describe(name: str, solution: Solution, limit: int | None = None) -> str:
    """One line of solver output for a puzzle."""
    if solution.optimum is None:
        verdict = "no solution"
    else:
        verdict = (
            f"optimum {solution.optimum}, {solution.winning} winning sequence"
            f"{'' if solution.winning == 1 else 's'}, e.g. {list(solution.line)}"
        )
    limit_note = "" if limit is None else f" (limit {limit})"
    return (
        f"{name}: {verdict}{limit_note}; difficulty {solution.difficulty}, "
        f"branching {solution.branching:.1f}, {solution.states} states, "
        f"{solution.seconds:.2f} s"
    )


def main(argv: Sequence[str] | None = None) -> int:
    # Imported here: the loader pulls in pydantic, which the rest of the solver never needs.
    from .cli_safety import int_argument
    from .puzzles import PuzzleError, load_puzzle

    parser = argparse.ArgumentParser(
        prog="python -m engine.solve",
        description="Prove the optimum of Twelve Bowls puzzles (R7, R10.3).",
    )
    parser.add_argument("files", nargs="+", type=Path, help="puzzle files, e.g. puzzles/017.json")
    parser.add_argument(
        "--max-depth", type=int_argument("--max-depth", 1, 64), default=DEFAULT_MAX_DEPTH
    )
    args = parser.parse_args(argv)
    status = 0
    started = time.perf_counter()
    for path in args.files:
        try:
            puzzle = load_puzzle(path, check_solution=False)
        except PuzzleError as error:
            print(error, file=sys.stderr)
            status = 1
            continue
        try:
            solution = solve(puzzle.position, puzzle.goal, max_depth=args.max_depth)
        except SearchLimit as error:
            print(f"{path}: {error}", file=sys.stderr)
            status = 1
            continue
        print(describe(str(path), solution, puzzle.moves), flush=True)
        if solution.optimum is None:
            status = 1
    if len(args.files) > 1:
        print(f"{len(args.files)} puzzles in {time.perf_counter() - started:.1f} s")
    return status


if __name__ == "__main__":
    from .cli_safety import run_guarded

    sys.exit(run_guarded(main))
