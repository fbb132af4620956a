"""What every attempt shares: frozen states, a list of them for undo, play and preview.

An attempt owns everything undo must restore, and only that (what a player expects undo
to bring back is state; anything else is not): the board with its modifiers and their
counters, score, moves, goal progress and the event counters. Undo is
the list of states, not inverse operations (R9.2). The subclasses say where refills and
events come from and when the attempt ends.
"""

from __future__ import annotations

import datetime
import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from ..board import IllegalMove, Modifier, Position
from ..events import (
    Event,
    Matched,
    ModifierExpired,
    Overflowed,
    Phase,
    Sown,
    StepStarted,
)
from ..goals import Progress
from ..modes.source import Keeps
from ..rules import OVERFLOW_AT, MoveResult, apply, check_move, legal_moves

if TYPE_CHECKING:
    from ..modes.saves import AttemptSave


class ModeId(StrEnum):
    """Stable mode ids used by saves and records: a renamed class must not orphan a save."""

    PUZZLE = "puzzle"
    ENDLESS = "endless"
    DAILY = "daily"


class EndReason(StrEnum):
    """Why an attempt ended; the app translates these, the engine has no sentences."""

    OVERFLOW = "overflow"  # R6.2
    OUT_OF_MOVES = "out_of_moves"  # R7.4 move limit used up; R8.5 Daily's 20 moves played
    NO_SELECTABLE_BOWL = "no_selectable_bowl"  # R7.4, R8.3
    GOAL_MET = "goal_met"  # R7.3
    ENDED_BY_PLAYER = "ended_by_player"  # R8.3 End attempt


@dataclass(frozen=True, slots=True)
class AttemptState:
    """Everything undo restores (R9.2). ``moves_played`` counts safe moves only (R6.4)."""

    position: Position
    progress: Progress = field(default_factory=Progress)
    moves_played: int = 0
    ended: EndReason | None = None
    practice: bool = False  # R9.3
    last_combo: int = 0
    perfect_clears: int = 0
    eruptions: int = 0

    @property
    def score(self) -> int:
        return self.progress.score


@dataclass(frozen=True, slots=True)
class MoveOutcome:
    """One accepted move: the rules' ``MoveResult`` of it plus what the mode added.

    ``result`` holds the points, combo, overflow and the log of the player and refill
    phases (R2-R6, R8.2); ``result.position`` is the board when they have resolved.
    ``position`` is the board the player sees next: after R9.4's countdown and the mode's
    events (``mode_events``: ``ModifierExpired``, ``ModifierPlaced``). ``refill`` is what
    was appended (none after an overflowing player phase); ``ended`` is set if the move
    ended the attempt.
    """

    bowl: int
    result: MoveResult
    refill: tuple[tuple[int, str], ...]
    mode_events: tuple[Event, ...]
    position: Position
    ended: EndReason | None

    @property
    def events(self) -> tuple[Event, ...]:
        """The whole ordered log: player phase, refill phase, then the mode's events."""
        return self.result.events + self.mode_events

    @property
    def safe(self) -> bool:
        """R6.4."""
        return self.result.safe


@dataclass(frozen=True, slots=True)
class Preview:
    """The player phase of one move only (never the refill): what the preview shows.

    ``result`` is that phase's ``MoveResult``. ``meets_goal`` is None outside puzzles; in a
    puzzle it says whether the move would win (R7.3: a safe move that meets the goal; an
    overflowing one never does).

    What the board draws comes from the same player phase's event log: ``landing`` is
    where each item of the selected bowl's hand goes, in sowing order (R2.3), as
    ``(bowl, item)``; ``groups`` the bowls where a group forms (R4); ``overflowing`` the
    bowls holding eight or more items when the phase ends (R6.2).
    """

    bowl: int
    result: MoveResult
    meets_goal: bool | None
    landing: tuple[tuple[int, str], ...] = ()
    groups: tuple[int, ...] = ()
    overflowing: tuple[int, ...] = ()
    # R8.2: bowls left at seven by a safe player phase that a refill follows: a refill
    # stone landing there overflows it (where the stones land stays unknown).
    refill_risk: tuple[int, ...] = ()

    @property
    def overflow(self) -> bool:
        """R6.2: the player phase would overflow."""
        return not self.result.safe


@dataclass(frozen=True, slots=True)
class AttemptResult:
    """A finished attempt, as records and achievements read it (``Profile.record``)."""

    attempt_id: str
    mode: ModeId
    score: int
    moves_played: int
    ended: EndReason
    practice: bool
    best_combo: int
    perfect_clears: int
    eruptions: int
    puzzle_id: int | None = None
    date: datetime.date | None = None
    seed: str | None = None
    hints_used: int = 0  # Hints asked for during the attempt
    undos: int = 0  # undos made during the attempt (R9.2)
    # The most help asked for in a puzzle: 0 none, 1 its idea, 2 a bowl, 3 the whole line.
    hint_step: int = 0
    # Which end of the attempt this is: an undo then another end is another result (a
    # puzzle lost, undone, then won must count as won). Empty: the attempt id alone.
    result_id: str = ""

    @property
    def record_key(self) -> str:
        """What ``Profile.record`` remembers so that each result counts once."""
        return self.result_id or self.attempt_id

    @property
    def solved(self) -> bool:
        """A puzzle won (R7.3)."""
        return self.mode is ModeId.PUZZLE and self.ended is EndReason.GOAL_MET

    @property
    def completed(self) -> bool:
        """A Daily played through all its moves without overflow (R8.5)."""
        return self.mode is ModeId.DAILY and self.ended is EndReason.OUT_OF_MOVES


class AttemptEnded(IllegalMove):
    """A move, end or preview asked of an attempt that has already ended."""


class Attempt:
    """Base of the three modes. Subclasses set ``mode_id`` and the hooks below."""

    mode_id: ClassVar[ModeId]
    # R9.3: whether the first undo turns the attempt into practice (Endless, Daily).
    undo_makes_practice: ClassVar[bool] = False
    # R8.3: whether the player may end the attempt (End attempt).
    player_can_end: ClassVar[bool] = False

    def __init__(self, start: AttemptState, attempt_id: str | None = None) -> None:
        self.attempt_id = attempt_id or uuid.uuid4().hex
        self._history: list[AttemptState] = [start]
        self._moves: list[int] = []  # _history[i + 1] is the state after _moves[i]
        # Aids used. Not part of the state: undoing a move does not give back the
        # hint or the undo that helped.
        self.hints_used = 0
        self.undos = 0

    # -- hooks -----------------------------------------------------------------------------

    def _refill(self, move: int) -> tuple[tuple[int, str], ...]:
        """R8.2: the refill stones for safe move number ``move`` (none in puzzles)."""
        return ()

    def _between_moves(self, move: int, position: Position) -> tuple[Position, list[Event]]:
        """R8.4: mode events after safe move ``move`` (after the R9.4 countdown)."""
        return position, []

    def _end_after_safe_move(self, state: AttemptState) -> EndReason | None:
        """Why the attempt ends after a safe move, or None. Subclasses add goals/limits."""
        if not legal_moves(state.position):
            return EndReason.NO_SELECTABLE_BOWL  # R7.4, R8.3
        return None

    @property
    def moves_left(self) -> int | None:
        """Moves still allowed; None when there is no limit (Endless)."""
        return None

    def _meets_goal(self, position: Position, progress: Progress) -> bool | None:
        return None

    def to_save(self) -> AttemptSave:
        raise NotImplementedError

    # -- what may be kept ------------------------------------------------------------------

    @property
    def keeps(self) -> Keeps:
        """Where this attempt's result may go once it has ended (``engine.modes.source``):
        the profile, unless a puzzle's source says otherwise."""
        return Keeps.PROFILE

    @property
    def keeps_save(self) -> bool:
        """Whether the store keeps this attempt for resuming (and, once it has ended,
        until its result is recorded). An earlier day's Daily and a puzzle not shipped
        with the game are never saved."""
        return True

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> AttemptState:
        return self._history[-1]

    @property
    def position(self) -> Position:
        return self.state.position

    @property
    def score(self) -> int:
        return self.state.score

    @property
    def moves_played(self) -> int:
        return self.state.moves_played

    @property
    def ended(self) -> EndReason | None:
        return self.state.ended

    @property
    def practice(self) -> bool:
        return self.state.practice

    @property
    def last_combo(self) -> int:
        return self.state.last_combo

    @property
    def won(self) -> bool | None:
        """How the attempt ended: True won (R7.3), False lost (R6.2 in every mode; R7.4
        fails a puzzle), None still running or simply over (Endless and Daily, R8.3)."""
        ended = self.state.ended
        if ended is EndReason.GOAL_MET:
            return True
        if ended in self._losing_ends:
            return False
        return None

    _losing_ends: ClassVar[frozenset[EndReason]] = frozenset({EndReason.OVERFLOW})  # R6.2

    @property
    def moves(self) -> tuple[int, ...]:
        """The accepted moves that lead from the start to the current state."""
        return tuple(self._played_moves())

    def legal_moves(self) -> list[int]:
        """R2.1, and nothing once the attempt has ended."""
        if self.state.ended is not None:
            return []
        return legal_moves(self.state.position)

    # -- playing ---------------------------------------------------------------------------

    def play(self, bowl: int) -> MoveOutcome:
        """Make a move (R2), resolve it with its refill (R3-R6, R8.2), then mode events.

        Raises ``IllegalMove`` (``AttemptEnded`` once the attempt has ended).
        """
        state = self.state
        if state.ended is not None:
            raise AttemptEnded(f"bowl {bowl!r} cannot be played: the attempt has ended")
        source = check_move(state.position, bowl)
        number = state.moves_played + 1
        refill = self._refill(number)
        result = apply(state.position, source, refill)
        events: list[Event] = []  # the mode's, after the phases
        # R5.6: a player phase that overflowed counts for nothing, its combo included.
        player_safe = result.overflow is not Phase.PLAYER
        progress = state.progress.after(result) if player_safe else state.progress
        base = replace(
            state,
            progress=progress,
            last_combo=result.combo,
            perfect_clears=state.perfect_clears + result.perfect_clear,
            eruptions=state.eruptions + len(result.erupted),
        )
        if not result.safe:
            # R6.2: overflow ends the attempt at once; R5.6 has already kept only the points
            # of a safe player phase. The overflowing move is not a safe move.
            new = replace(base, position=result.position, ended=EndReason.OVERFLOW)
        else:
            position, expired = count_down(result.position)  # R9.4, after the refill
            events.extend(expired)
            position, placed = self._between_moves(number, position)
            events.extend(placed)
            new = replace(base, position=position, moves_played=number)
            new = replace(new, ended=self._end_after_safe_move(new))
        self._history.append(new)
        self._moves.append(source)
        return MoveOutcome(
            bowl=source,
            result=result,
            refill=refill if player_safe else (),
            mode_events=tuple(events),
            position=new.position,
            ended=new.ended,
        )

    def preview(self, bowl: int) -> Preview:
        """The player phase of ``bowl`` without the refill (it must stay unknown).

        Plays the logged path (the ghost marks read its events); raises ``IllegalMove``
        as ``play`` would.
        """
        state = self.state
        if state.ended is not None:
            raise AttemptEnded(f"bowl {bowl!r} cannot be previewed: the attempt has ended")
        # No refill is passed, so the log holds the player phase only (the refill stays
        # unknown); the board's ghost marks read the same log the animation would play.
        result = apply(state.position, bowl)
        overflow = not result.safe
        meets_goal = self._meets_goal(result.position, state.progress.after(result))
        landing: list[tuple[int, str]] = []
        groups: set[int] = set()
        overflowing: tuple[int, ...] = ()
        sowing = True
        for event in result.events:
            # R2.3 sows the hand before the first resolve step (R3.1) starts; sowing
            # after that is an eruption's (R3.3).
            if isinstance(event, StepStarted):
                sowing = False
            elif isinstance(event, Sown) and sowing:
                landing.append((event.target, event.item))
            elif isinstance(event, Matched) and event.phase is Phase.PLAYER:
                groups.add(event.bowl)
            elif isinstance(event, Overflowed) and event.phase is Phase.PLAYER:
                overflowing = event.bowls
        risk: tuple[int, ...] = ()
        if not overflow and self._refill(state.moves_played + 1):
            bowls = result.position.bowls
            risk = tuple(b for b in range(len(bowls)) if len(bowls[b]) == OVERFLOW_AT - 1)
        return Preview(
            bowl=bowl,
            result=result,
            meets_goal=None if meets_goal is None else (meets_goal and not overflow),
            landing=tuple(landing),
            groups=tuple(sorted(groups)),
            overflowing=overflowing,
            refill_risk=risk,
        )

    # -- undo, restart, end ----------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """R9.2; an attempt the player ended has been recorded and stays ended."""
        return len(self._history) > 1 and self.state.ended is not EndReason.ENDED_BY_PLAYER

    def undo(self) -> AttemptState:
        """R9.2: back to the exact state before the last accepted move.

        R9.3: in Endless and Daily this marks the attempt as practice.
        """
        if not self.can_undo:
            raise IllegalMove("there is no move to undo")
        self._history.pop()
        self._moves.pop()
        self.undos += 1
        if self.undo_makes_practice:
            self._history[-1] = replace(self._history[-1], practice=True)
        return self.state

    def end(self) -> AttemptState:
        """R8.3: End attempt (Endless and Daily)."""
        if not self.player_can_end:
            raise IllegalMove(f"a {self.mode_id.value} attempt cannot be ended by the player")
        if self.state.ended is not None:
            raise AttemptEnded("the attempt has already ended")
        self._history.append(replace(self.state, ended=EndReason.ENDED_BY_PLAYER))
        self._moves.append(-1)  # keeps _moves aligned; never replayed (see ``moves``)
        return self.state

    def result(self) -> AttemptResult:
        """The finished attempt for records and achievements; it must have ended."""
        state = self.state
        if state.ended is None:
            raise ValueError("only an attempt that has ended has a result")
        return AttemptResult(
            attempt_id=self.attempt_id,
            mode=self.mode_id,
            score=state.score,
            moves_played=state.moves_played,
            ended=state.ended,
            practice=state.practice,
            best_combo=state.progress.best_combo,
            perfect_clears=state.perfect_clears,
            eruptions=state.eruptions,
            puzzle_id=self._puzzle_id(),
            date=self._date(),
            seed=self._seed(),
            hints_used=self.hints_used,
            undos=self.undos,
            hint_step=self._hint_step(),
            result_id=self._result_id(state.ended),
        )

    def _result_id(self, ended: EndReason) -> str:
        """Names this end of the attempt: the same moves always reach the same end (R9.1),
        also after a reload; an undo and another end is another result. 32 hex digits,
        as long as a fresh attempt id, whatever the attempt id's length."""
        key = f"{self.attempt_id}/{len(self._moves)}/{ended.value}"
        return hashlib.sha256(key.encode()).hexdigest()[:32]

    def _hint_step(self) -> int:
        return 0  # hints in steps are a puzzle's (PuzzleAttempt)

    def _puzzle_id(self) -> int | None:
        return None

    def _date(self) -> datetime.date | None:
        return None

    def _seed(self) -> str | None:
        return None

    # -- saves -----------------------------------------------------------------------------

    def _replay(self, moves: Sequence[int], practice: bool, ended_by_player: bool) -> None:
        """Rebuild the history from a save by playing its moves again (R9.1 makes it exact)."""
        for move in moves:
            self.play(move)
        if practice:
            self._history[-1] = replace(self._history[-1], practice=True)
        if ended_by_player:
            self.end()

    def _ended_by_player(self) -> bool:
        return self.state.ended is EndReason.ENDED_BY_PLAYER

    def _played_moves(self) -> list[int]:
        return [move for move in self._moves if move >= 0]


def count_down(position: Position) -> tuple[Position, list[Event]]:
    """R9.4: temporary modifiers lose one move; one at zero leaves the bowl."""
    if all(m is None or m.moves_left is None for m in position.modifiers):
        return position, []
    events: list[Event] = []
    modifiers: list[Modifier | None] = []
    for bowl, modifier in enumerate(position.modifiers):
        if modifier is None or modifier.moves_left is None:
            modifiers.append(modifier)
        elif modifier.moves_left <= 1:
            modifiers.append(None)
            events.append(ModifierExpired(bowl, modifier.kind))
        else:
            modifiers.append(Modifier(modifier.kind, modifier.moves_left - 1))
    return Position(position.bowls, tuple(modifiers)), events
