"""A hypothesis state machine plays random attempts with undo and save/load mixed in.

Invariants: undo restores the exact previous state (R9.2), replay is deterministic (R9.1),
a save resumes identically, and practice attempts never feed records (R9.3).
"""

from __future__ import annotations

import datetime
import json
from dataclasses import replace
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from tests.engine.modes_helpers import careful_move
from twelve_bowls.engine.board import BOWL_PLACES, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import (
    Attempt,
    AttemptState,
    DailyAttempt,
    EndlessAttempt,
    EndReason,
    PuzzleAttempt,
    attempt_from_save,
    load_attempt_save,
)
from twelve_bowls.engine.profile import Profile
from twelve_bowls.engine.puzzles import load_puzzle

ROOT = Path(__file__).resolve().parents[2]
_FILES = sorted((ROOT / "puzzles").glob("[0-9][0-9][0-9].json"))
# A hand-made puzzle with modifiers, plus a spread of the shipped ones.
PUZZLES: list[tuple[int, Position, Goal, int]] = [
    (
        999,
        Position.from_notation(
            ["RY", "GBR", "", "YYB", "RG", "P", "PB", "", "GRW", "X", "BPY", "G"],
            {"2": "frozen", "5": "volcano", "9": "reverse"},
        ),
        Goal(GoalType.CLEAR_COLOR, color="G"),
        6,
    )
] + [
    (puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
    for puzzle in (
        load_puzzle(path, check_solution=False) for path in _FILES[:: max(1, len(_FILES) // 6)]
    )
]


def fresh_copy(attempt: Attempt) -> Attempt:
    """The same attempt started again from scratch (same id, same seed or puzzle)."""
    if isinstance(attempt, EndlessAttempt):
        return EndlessAttempt(attempt.seed, attempt.attempt_id)
    if isinstance(attempt, DailyAttempt):
        return DailyAttempt(attempt.date, attempt.attempt_id)
    assert isinstance(attempt, PuzzleAttempt)
    return PuzzleAttempt(
        attempt.puzzle_id,
        attempt._history[0].position,
        attempt.goal,
        attempt.move_limit,
        attempt.attempt_id,
    )


class AttemptMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.attempt: Attempt = EndlessAttempt("placeholder")
        self.before: list[AttemptState] = []  # the state before each accepted move
        self.score_from_outcomes: list[int] = []
        self.profile = Profile()

    @initialize(
        kind=st.sampled_from(["endless", "daily", "puzzle"]),
        seed=st.text(min_size=1, max_size=6),
        day=st.integers(0, 2000),
        puzzle=st.sampled_from(PUZZLES),
    )
    def start(self, kind: str, seed: str, day: int, puzzle: object) -> None:
        if kind == "endless":
            self.attempt = EndlessAttempt(seed)
        elif kind == "daily":
            self.attempt = DailyAttempt(datetime.date(2026, 1, 1) + datetime.timedelta(day))
        else:
            self.attempt = PuzzleAttempt(*puzzle)  # type: ignore[misc]

    @precondition(lambda self: self.attempt.ended is None)
    @rule(pick=st.integers(0, 11))
    def play(self, pick: int) -> None:
        moves = self.attempt.legal_moves()
        move = moves[pick % len(moves)]
        preview = self.attempt.preview(move)
        before = self.attempt.state
        outcome = self.attempt.play(move)
        # The preview is the player phase of the real move (never the refill).
        assert preview.result.combo == outcome.result.combo
        assert preview.overflow == (outcome.result.overflow is not None and outcome.refill == ())
        self.before.append(before)
        self.score_from_outcomes.append(outcome.result.points)
        assert self.attempt.score == before.score + outcome.result.points

    @precondition(lambda self: self.attempt.ended is None)
    @rule()
    def play_careful_burst(self) -> None:
        """Ten good moves at once, so Endless reaches its events (R8.4) within the steps."""
        for _ in range(10):
            if self.attempt.ended is not None:
                break
            before = self.attempt.state
            outcome = self.attempt.play(careful_move(self.attempt))
            self.before.append(before)
            self.score_from_outcomes.append(outcome.result.points)

    @precondition(lambda self: self.attempt.can_undo)
    @rule()
    def undo(self) -> None:
        expected = self.before.pop()
        self.score_from_outcomes.pop()
        restored = self.attempt.undo()
        if self.attempt.undo_makes_practice:
            expected = replace(expected, practice=True)  # R9.3
        assert restored == expected  # R9.2: the exact previous state

    @precondition(lambda self: self.attempt.player_can_end and self.attempt.ended is None)
    @rule()
    def end(self) -> None:
        self.attempt.end()
        assert self.attempt.ended is EndReason.ENDED_BY_PLAYER

    # A puzzle save must be a shipped puzzle (1-100, its own board), so the
    # hand-made puzzle 999 is played, undone and ended here but never saved.
    @precondition(
        lambda self: not (isinstance(self.attempt, PuzzleAttempt) and self.attempt.puzzle_id > 100)
    )
    @rule()
    def save_and_load(self) -> None:
        text = self.attempt.to_save().model_dump_json()
        loaded = attempt_from_save(load_attempt_save(json.loads(text)))
        assert type(loaded) is type(self.attempt)
        assert loaded.attempt_id == self.attempt.attempt_id
        assert loaded.state == self.attempt.state
        assert loaded.moves == self.attempt.moves
        assert loaded.to_save() == self.attempt.to_save()
        assert loaded.can_undo == self.attempt.can_undo
        self.attempt = loaded

    @precondition(lambda self: self.attempt.ended is not None)
    @rule()
    def record(self) -> None:
        before = self.profile.model_copy(deep=True)
        earned = self.profile.record(self.attempt)
        if self.attempt.practice:  # R9.3
            assert earned == []
            assert self.profile.records == before.records
            assert self.profile.achievements == before.achievements
        assert self.profile.record(self.attempt) == []  # exactly once

    @rule()
    def replay_is_deterministic(self) -> None:  # R9.1
        again = fresh_copy(self.attempt)
        for move in self.attempt.moves:
            again.play(move)
        state = self.attempt.state
        if state.ended is EndReason.ENDED_BY_PLAYER:
            again.end()
        assert replace(again.state, practice=state.practice) == state

    @invariant()
    def consistent(self) -> None:
        state = self.attempt.state
        assert state.score == sum(self.score_from_outcomes)
        assert len(self.before) == len(self.attempt.moves)
        if state.ended is not EndReason.OVERFLOW:
            assert all(len(bowl) <= BOWL_PLACES for bowl in state.position.bowls)  # R6
        for modifier in state.position.modifiers:
            assert modifier is None or modifier.moves_left is None or modifier.moves_left >= 1
        left = self.attempt.moves_left
        assert left is None or left >= 0
        if not isinstance(self.attempt, (EndlessAttempt, DailyAttempt)):
            assert not state.practice


AttemptMachine.TestCase.settings = settings(max_examples=30, stateful_step_count=30, deadline=None)
TestAttemptMachine = AttemptMachine.TestCase
