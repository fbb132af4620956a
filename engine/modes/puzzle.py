"""Puzzle attempts (R7): a fixed start, one goal, a move limit, no refill, no events."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, ClassVar

from ..board import Position
from ..goals import Goal, Progress, goal_met, goal_progress
from ..limits import MAX_MOVES
from ..modes.attempt import Attempt, AttemptState, EndReason, ModeId
from ..modes.saves import GeneratedSave, PuzzleSave
from ..modes.source import Generated, Keeps, PuzzleSource, Shipped

if TYPE_CHECKING:
    from ..hint import HintAnswer, Hinter
    from ..puzzles import Puzzle


# The three steps of help in a puzzle, each asked for by one more press of Hint.
HINT_IDEA = 1  # a sentence about what to look for
HINT_BOWL = 2  # the bowl to play next
HINT_LINE = 3  # the whole line, shown move by move


class PuzzleAttempt(Attempt):
    """R7: won by the first safe move that meets the goal (R7.3), lost by overflow, by
    running out of moves or out of selectable bowls (R7.4)."""

    mode_id: ClassVar[ModeId] = ModeId.PUZZLE
    # R7.4: a puzzle not solved within its moves, or with no bowl left to choose, fails.
    _losing_ends: ClassVar[frozenset[EndReason]] = frozenset(
        {EndReason.OVERFLOW, EndReason.OUT_OF_MOVES, EndReason.NO_SELECTABLE_BOWL}
    )

    def __init__(
        self,
        puzzle_id: int,
        position: Position,
        goal: Goal,
        move_limit: int,
        attempt_id: str | None = None,
        *,
        source: PuzzleSource | None = None,
    ) -> None:
        """``source``: what is being played (``engine.modes.source``); a shipped puzzle
        of number ``puzzle_id`` unless said otherwise."""
        if move_limit < 1:
            raise ValueError("a puzzle needs a move limit of at least 1")
        super().__init__(AttemptState(position), attempt_id)
        self.puzzle_id = puzzle_id
        self.source: PuzzleSource = Shipped(puzzle_id) if source is None else source
        self.goal = goal
        self.move_limit = move_limit
        self._hinter: Hinter | None = None
        self.hint_step = 0  # the highest help step used: 1 the idea, 2 a bowl, 3 the line

    @classmethod
    def from_puzzle(cls, puzzle: Puzzle, attempt_id: str | None = None) -> PuzzleAttempt:
        """A new attempt at a loaded puzzle (``engine.puzzles.load_puzzle``)."""
        return cls(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves, attempt_id)

    @property
    def keeps(self) -> Keeps:
        return self.source.keeps

    @property
    def keeps_save(self) -> bool:
        """Saved for resuming: a shipped puzzle, and a generated one (whose save the game
        checks by making the puzzle again before resuming it)."""
        return self.source.keeps in (Keeps.PROFILE, Keeps.GENERATED)

    @property
    def start_position(self) -> Position:
        """The puzzle's start (R7.1), whatever has been played since."""
        return self._history[0].position

    @property
    def moves_left(self) -> int:
        return self.move_limit - self.state.moves_played

    def goal_progress(self) -> tuple[int, int]:
        """``(current, target)`` for the HUD; see ``engine.goals.goal_progress``."""
        return goal_progress(self.goal, self.state.position, self.state.progress)

    def goal_start(self) -> int:
        """The goal's current value at the start position: where a bar for a goal that
        counts down (``engine.goals.counts_down``) starts."""
        start = self._history[0]
        return goal_progress(self.goal, start.position, start.progress)[0]

    def _meets_goal(self, position: Position, progress: Progress) -> bool:
        return goal_met(self.goal, position, progress)

    def _end_after_safe_move(self, state: AttemptState) -> EndReason | None:
        if goal_met(self.goal, state.position, state.progress):
            return EndReason.GOAL_MET  # R7.3: may be met on the last allowed move
        if state.moves_played >= self.move_limit:
            return EndReason.OUT_OF_MOVES  # R7.4
        return super()._end_after_safe_move(state)

    def restart(self) -> AttemptState:
        """R7.4: back to the start position as a new attempt (a new id for records)."""
        self.attempt_id = uuid.uuid4().hex
        self._history = [self._history[0]]
        self._moves = []
        self.hints_used = 0
        self.undos = 0
        self.hint_step = 0
        return self.state

    def hint(self) -> HintAnswer:
        """The next move of an optimal line from the current state, or which move
        to undo to; asking while the attempt is open counts as a hint used."""
        answer = self.hint_answer()
        self.use_help(HINT_BOWL)
        return answer

    def use_help(self, step: int) -> None:
        """Count one press of help at ``step`` (1 the idea, 2 a bowl, 3 the whole line)
        while the attempt is open; the attempt keeps the highest step used."""
        if not HINT_IDEA <= step <= HINT_LINE:
            raise ValueError(f"a help step is 1 to 3, not {step}")
        if self.state.ended is None:
            self.hints_used += 1
            self.hint_step = max(self.hint_step, step)

    def hint_answer(self) -> HintAnswer:
        """The same answer without counting it (tests, tools, the solution replay)."""
        if self._hinter is None:
            from ..hint import LIVE_SEARCH_STATES, Hinter, table_for

            start = self._history[0].position
            table = table_for(self.puzzle_id, start, self.goal, self.move_limit)
            bound = None if table is not None else LIVE_SEARCH_STATES
            self._hinter = Hinter(start, self.goal, self.move_limit, table, bound)
        return self._hinter.answer(self._played_moves())

    def _hint_step(self) -> int:
        return self.hint_step

    def _puzzle_id(self) -> int:
        return self.puzzle_id

    def to_save(self) -> PuzzleSave:
        start = self._history[0].position
        return PuzzleSave(
            attempt_id=self.attempt_id,
            moves=self._played_moves(),
            puzzle_id=self.puzzle_id,
            bowls=list(start.bowls),
            modifiers=start.modifiers_notation(),
            goal=self.goal.to_json(),
            move_limit=self.move_limit,
            # Bounded as the save is, so that what is saved always loads.
            hints_used=min(self.hints_used, MAX_MOVES),
            undos=min(self.undos, MAX_MOVES),
            hint_step=self.hint_step,
            generated=(
                GeneratedSave(
                    seed=self.source.seed,
                    difficulty=self.source.difficulty,
                    day=self.source.day,
                )
                if isinstance(self.source, Generated)
                else None
            ),
        )
