"""Hints for puzzles: the next move of an optimal line from the current state.

A puzzle has no refill and no random events (R7.1), so from any state the fewest moves
that still meet the goal is a fact the exact rules can prove. ``Hinter`` answers, for the
moves played so far:

- ``winning_moves``: every legal next bowl after which the goal can still be met within the
  moves left (a safe move that meets the goal counts, R7.3; an overflow never does, R6.2);
- ``hint``: the first bowl of an optimal line (fewest moves to the goal; ties go to the
  lower bowl number), always one of ``winning_moves``;
- ``undo_to``: None while the current state can still win, otherwise the number of moves
  to keep, the longest prefix of the moves after which the goal could still be met. After
  a winning move there is nothing to hint and nothing to undo: hint None, no winning
  moves, ``undo_to`` None. A start that cannot win at all (not a playable puzzle) has no
  prefix to keep either and answers None too;
- ``ended``: None while the attempt goes on, else why it ended: ``"won"`` (R7.3),
  ``"overflow"`` (R6.2), ``"out_of_moves"`` or ``"no_moves"`` (R7.4). An ended attempt has
  ``moves_left`` 0: no move can be played in it any more, whatever the limit says.

The live search is a depth-first search bounded by the moves left, with a transposition
table that keeps, per search state, either its exact distance to the goal or a proof that
no sequence of ``n`` moves reaches it. States are the solver's (``engine.solve``): the board
plus the one number of progress the goal accumulates. A ``Hinter`` keeps its tables, so
the questions of one attempt share their work.

Proving that a move cannot win means searching everything after it; from the start of
the hardest shipped puzzles that takes longer than a hint may (100 ms). So the
distances of every state that can still win are computed at build time
(``tools/build_hint_tables.py`` writes ``engine/hint_tables.py``, a few hundred states for
all 100 puzzles) and ``Hinter.for_puzzle`` uses them when the table's digest matches the
puzzle; any other puzzle (an edited or opened file) is searched live.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from . import fast
from .board import GameError, IllegalMove, Position
from .goals import Goal
from .hint_tables import TABLES
from .rules import MoveResult, apply, check_move
from .solve import goal_step, movable_bowls

if TYPE_CHECKING:
    from .puzzles import Puzzle

Bowls = tuple[str, ...]
State = tuple[Bowls, int]  # as in engine.solve: (bowls, capped goal progress)
# A child of a state: the bowl played and the state it leads to, or None if it meets the goal.
Child = tuple[int, State | None]


@dataclass(frozen=True, slots=True)
class HintAnswer:
    """One answer of ``Hinter.answer``; ``to_json`` is the ``python -m engine hint`` line."""

    hint: int | None
    winning_moves: tuple[int, ...]
    undo_to: int | None
    moves_left: int
    ended: str | None = None  # ENDED_* below; None while the attempt goes on

    def to_json(self) -> dict[str, object]:
        return {
            "hint": self.hint,
            "winning_moves": list(self.winning_moves),
            "undo_to": self.undo_to,
            "moves_left": self.moves_left,
            "ended": self.ended,
        }


# Why an attempt has ended (R6.2, R7.3, R7.4), as ``HintAnswer.ended`` names it.
ENDED_WON: Final = "won"
ENDED_OVERFLOW: Final = "overflow"
ENDED_OUT_OF_MOVES: Final = "out_of_moves"
ENDED_NO_MOVES: Final = "no_moves"


@dataclass(frozen=True, slots=True)
class _Path:
    """The moves replayed from the start: the state after each prefix, and how it ended."""

    states: tuple[State, ...]  # states[k] is the state after the first k moves
    won: bool  # the last move met the goal (R7.3)
    overflowed: bool  # the last move overflowed (R6.2)


LIVE_SEARCH_STATES: Final = 50_000
"""The most states a hint searches without a build-time table (a player's own puzzle, a
pasted code, a generated one): a board with a long move limit has more than memory holds,
and the hint is asked on the window's thread. Past it, ``HintSearchTooLarge``."""


class HintSearchTooLarge(GameError):
    """The position has more states than a hint may search (``LIVE_SEARCH_STATES``)."""


class Hinter:
    """Answers hints for one puzzle: start position, goal and move limit (R7.1)."""

    def __init__(
        self,
        position: Position,
        goal: Goal,
        move_limit: int,
        table: Mapping[State, int] | None = None,
        max_states: int | None = None,
    ) -> None:
        """``table``, if given, holds the distance of every state reachable within the move
        limit that can still win from where it is first reached (``winnable_table``).
        ``max_states`` bounds the states a search may hold (None: no bound, for the build
        tools); past it a question raises ``HintSearchTooLarge``."""
        if move_limit < 1:
            raise ValueError("a puzzle needs a move limit of at least 1")
        self.position = position
        self.goal = goal
        self.move_limit = move_limit
        self._step = goal_step(goal)
        self._modifiers = position.modifiers
        self._info = fast.modifier_info(position.modifiers)
        # R2.1: puzzle modifiers are permanent, so the bowls that may be chosen never change.
        self._movable: Final = movable_bowls(position)
        self._children: dict[State, tuple[Child, ...]] = {}
        self._exact: dict[State, int] = {}  # fewest moves that meet the goal
        self._beyond: dict[State, int] = {}  # proven: no sequence of this many moves wins
        self._table = table
        self._max_states = max_states

    @classmethod
    def for_puzzle(cls, puzzle: Puzzle, *, precomputed: bool = True) -> Hinter:
        """A hinter for a loaded puzzle, with the build-time table when it fits the puzzle."""
        table = shipped_table(puzzle) if precomputed else None
        return cls(puzzle.position, puzzle.goal, puzzle.moves, table)

    @property
    def precomputed(self) -> bool:
        return self._table is not None

    # -- questions ---------------------------------------------------------------------------

    def answer(self, moves: Sequence[int] = ()) -> HintAnswer:
        """The hint after ``moves`` (bowls, from the start); ``IllegalMove`` if one is not
        legal where it is played, including any move after the attempt has ended."""
        path = self._replay(moves)
        moves_left = self.move_limit - len(moves)
        if path.won:
            return HintAnswer(None, (), None, 0, ENDED_WON)
        current = path.states[-1]
        ended = self._ended(path, moves_left)
        if ended is not None:
            moves_left = 0  # the attempt is over: nothing more can be played (R6.2, R7.4)
        winning: tuple[int, ...] = ()
        hint: int | None = None
        if ended is None:
            best: int | None = None
            found: list[int] = []
            for move, child in self._expand(current):
                distance = 0 if child is None else self.distance(child, moves_left - 1)
                if distance is None:
                    continue
                found.append(move)
                if best is None or distance < best:
                    best, hint = distance, move
            winning = tuple(found)
        if winning:
            return HintAnswer(hint, winning, None, moves_left)
        return HintAnswer(None, (), self._undo_to(path), moves_left, ended)

    def _ended(self, path: _Path, moves_left: int) -> str | None:
        """Why the attempt after ``path`` has ended (it was not won), or None if it goes on."""
        if path.overflowed:
            return ENDED_OVERFLOW  # R6.2: the attempt ends at once
        if moves_left <= 0:
            return ENDED_OUT_OF_MOVES  # R7.4
        bowls = path.states[-1][0]
        if not any(bowls[bowl] for bowl in self._movable):
            return ENDED_NO_MOVES  # R7.4: no bowl can be selected (R2.1)
        return None

    def distance(self, state: State, budget: int) -> int | None:
        """The fewest moves (at most ``budget``) that meet the goal from ``state``, or None."""
        if budget <= 0:
            return None
        if self._table is not None:
            # Only asked about reachable states with at most the moves left where they were
            # first reached, which is what the table was built for.
            known = self._table.get(state)
            return known if known is not None and known <= budget else None
        exact = self._exact.get(state)
        if exact is not None:
            return exact if exact <= budget else None
        if self._beyond.get(state, 0) >= budget:
            return None
        children = self._expand(state)
        if any(child is None for _, child in children):
            self._exact[state] = 1
            return 1
        best: int | None = None
        limit = budget  # only a line shorter than the best so far is worth looking for
        for _, child in children:
            if limit <= 1:
                break
            assert child is not None
            found = self.distance(child, limit - 1)
            if found is not None:
                best = found + 1
                limit = best - 1
        if best is None:
            self._beyond[state] = budget
        else:
            # Exact: every child was searched with a budget that would have found a shorter line.
            self._exact[state] = best
        return best

    def can_win(self, moves: Sequence[int]) -> bool:
        """Whether the goal can still be met after ``moves`` (won already counts)."""
        answer = self.answer(moves)
        return answer.undo_to is None

    def reachable(self) -> dict[State, int]:
        """Every state reachable within the move limit without ending the attempt, with the
        fewest moves that reach it (the start is 0)."""
        start: State = (self.position.bowls, 0)
        seen = {start: 0}
        layer = [start]
        for depth in range(1, self.move_limit):
            following: list[State] = []
            for state in layer:
                for _, child in self._expand(state):
                    if child is not None and child not in seen:
                        seen[child] = depth
                        following.append(child)
            layer = following
        return seen

    def winnable_table(self) -> dict[State, int]:
        """The distance of every reachable state that can still win where first reached."""
        live = Hinter(self.position, self.goal, self.move_limit)
        table: dict[State, int] = {}
        for state, depth in live.reachable().items():
            distance = live.distance(state, self.move_limit - depth)
            if distance is not None:
                table[state] = distance
        return table

    # -- internals ---------------------------------------------------------------------------

    def _expand(self, state: State) -> tuple[Child, ...]:
        """The safe moves from ``state`` (R6.4) and where they lead, memoised."""
        known = self._children.get(state)
        if known is not None:
            return known
        if self._max_states is not None and len(self._children) >= self._max_states:
            raise HintSearchTooLarge(f"more than {self._max_states} states to search")
        bowls, progress = state
        children: list[Child] = []
        play = fast.play  # the solver's path: these moves are legal (R2.1), no result objects
        info = self._info
        for move in self._movable:
            if not bowls[move]:
                continue
            outcome = play(bowls, info, move)
            if outcome[4] is not None:
                continue  # R6.2, R7.3: overflow loses even if it met the goal
            after, met = self._step(progress, outcome)
            children.append((move, None if met else (outcome[0], after)))
        found = tuple(children)
        self._children[state] = found
        return found

    def _replay(self, moves: Sequence[int]) -> _Path:
        state: State = (self.position.bowls, 0)
        states = [state]
        for number, move in enumerate(moves, start=1):
            where = f"move {number} (bowl {move!r})"
            if number > self.move_limit:
                raise IllegalMove(
                    f"{where} is not legal: the move limit of {self.move_limit} is used up"
                )
            board = Position(state[0], self._modifiers)
            try:
                source = check_move(board, move)
            except GameError as error:
                raise IllegalMove(f"{where} is not legal: {error}") from None
            result = apply(board, source, log=False)
            last = number == len(moves)
            if result.overflow is not None:
                if not last:
                    raise IllegalMove(
                        f"move {number + 1} is not legal: move {number} overflowed and "
                        "ended the attempt"
                    )
                return _Path(tuple(states), won=False, overflowed=True)
            progress, met = self._step(state[1], as_outcome(result))
            state = (result.position.bowls, progress)
            states.append(state)
            if met:
                if not last:
                    raise IllegalMove(
                        f"move {number + 1} is not legal: move {number} met the goal and "
                        "won the attempt"
                    )
                return _Path(tuple(states), won=True, overflowed=False)
        return _Path(tuple(states), won=False, overflowed=False)

    def _undo_to(self, path: _Path) -> int | None:
        """The longest prefix of the moves after which the goal could still be met."""
        # After an overflow states has no entry for the overflowing move: it cannot be kept.
        last = len(path.states) - 1 if path.overflowed else len(path.states) - 2
        for keep in range(last, -1, -1):
            if self.distance(path.states[keep], self.move_limit - keep) is not None:
                return keep
        return None  # the start itself cannot win: not a playable puzzle


def as_outcome(result: MoveResult) -> fast.Outcome:
    """A result as the solver's goal check reads it (``engine.fast.play``'s tuple)."""
    return (
        result.position.bowls,
        result.points,
        result.combo,
        result.perfect_clear,
        result.overflow,
        result.erupted,
        result.collected,
    )


def puzzle_digest(position: Position, goal: Goal, move_limit: int) -> str:
    """What a table depends on: the start position, goal and move limit (R10.3)."""
    text = json.dumps(
        {
            "bowls": list(position.bowls),
            "modifiers": position.modifiers_notation(),
            "goal": goal.to_json(),
            "moves": move_limit,
        },
        sort_keys=True,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def encode_table(table: Mapping[State, int]) -> tuple[tuple[str, int, int], ...]:
    """A table as sorted rows ``(bowls joined by commas, progress, distance)``."""
    return tuple(sorted((",".join(bowls), progress, d) for (bowls, progress), d in table.items()))


def decode_table(rows: Iterable[tuple[str, int, int]]) -> dict[State, int]:
    return {(tuple(bowls.split(",")), progress): d for bowls, progress, d in rows}


def shipped_table(puzzle: Puzzle) -> dict[State, int] | None:
    """The build-time table of a shipped puzzle, or None if there is none for this content."""
    return table_for(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)


def table_for(
    puzzle_id: int, position: Position, goal: Goal, move_limit: int
) -> dict[State, int] | None:
    """The build-time table for puzzle ``puzzle_id`` if it was built for exactly this start
    position, goal and move limit; None otherwise (search live)."""
    entry = TABLES.get(puzzle_id)
    if entry is None or entry[0] != puzzle_digest(position, goal, move_limit):
        return None
    return _decoded(puzzle_id)


@functools.cache
def _decoded(puzzle_id: int) -> dict[State, int]:
    return decode_table(TABLES[puzzle_id][1])


__all__ = [
    "ENDED_NO_MOVES",
    "ENDED_OUT_OF_MOVES",
    "ENDED_OVERFLOW",
    "ENDED_WON",
    "HintAnswer",
    "Hinter",
    "as_outcome",
    "decode_table",
    "encode_table",
    "puzzle_digest",
    "shipped_table",
    "table_for",
]
