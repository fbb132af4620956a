"""One game session: the attempt being played, the selection, and what follows a move.

The session is the game's *midend*: a click or key selects a bowl, a confirm calls
``attempt.play`` (the engine), and the session then **at once** saves the attempt, or
records its result if the move ended it, before it hands the move's events to the
animation. The animation is pure view: whatever happens while it plays (a crash, the window
closing), the move and its result are already on disk.

Screens learn what changed from one notification, ``state_changed(SessionChange)``, and
redraw themselves from the session's state.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from twelve_bowls.app.game.texts import unselectable_reason
from twelve_bowls.app.i18n import fill
from twelve_bowls.engine.board import BOWL_COUNT, GameError, ModifierKind
from twelve_bowls.engine.events import Event, Overflowed, Phase
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    MoveOutcome,
    PuzzleAttempt,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from twelve_bowls.app.context import AppContext

log = logging.getLogger(__name__)


class Animation(Protocol):
    """What the session needs from the view that plays a move (``AnimationPlayer``)."""

    finished: SignalInstance

    @property
    def running(self) -> bool: ...
    def play(self, events: Sequence[Event]) -> None: ...
    def skip(self) -> None: ...


class Change(StrEnum):
    """What a ``state_changed`` notification is about."""

    SELECTED = "selected"  # the selection (or the queued confirm) changed; nothing else
    PLAYED = "played"  # a move was accepted and saved; its animation starts now
    SETTLED = "settled"  # the move's animation has ended (or was skipped)
    UNDONE = "undone"  # R9.2
    REPLACED = "replaced"  # restart, new game, next puzzle: another attempt is shown
    ENDED = "ended"  # R8.3 End attempt


@dataclass(frozen=True, slots=True)
class SessionChange:
    """The payload of ``state_changed``; ``outcome`` is the move of PLAYED and SETTLED."""

    kind: Change
    outcome: MoveOutcome | None = None


class GameSession(QObject):
    """Owns one attempt at a time, the selection and a queued confirm (R2.1, R2.2)."""

    state_changed = Signal(object)  # SessionChange
    status = Signal(str)  # a one-line, translated message for the player

    def __init__(
        self,
        context: AppContext,
        attempt: Attempt,
        animation: Animation,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.attempt: Attempt = attempt
        self.animation = animation
        animation.finished.connect(self._settled)
        self.selected: int | None = None
        self.cursor = 0  # where arrow keys start from when nothing is selected
        self.queued: int | None = None  # a confirm made during an animation
        self.overflowing: tuple[int, ...] = ()  # R6.2: the bowls the last move overflowed
        self.overflow_phase: Phase | None = None  # R6.2: by the player's move or the refill
        self.earned: list[str] = []  # achievements the current result earned
        self._outcome: MoveOutcome | None = None  # the move being animated
        if attempt.ended is not None:
            # e.g. a finished attempt handed over by a save: record it (a no-op if done).
            self._record()

    # -- reading ----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """From an accepted move until its animation has ended or was skipped."""
        return self._outcome is not None or self.animation.running

    def selectable(self) -> list[int]:
        return self.attempt.legal_moves()

    def selected_items(self) -> str:
        """R2.1: the selected bowl's items in queue order (for the queue strip)."""
        if self.selected is None:
            return ""
        return str(self.attempt.position.bowls[self.selected])

    # -- selecting (R2.1) -------------------------------------------------------------------

    def select(self, bowl: int) -> bool:
        """Select ``bowl`` if R2.1 allows it, else say why; selection changes nothing else."""
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return False
        if bowl not in self.selectable():
            self.status.emit(self._unselectable(bowl))
            return False
        self.selected = bowl
        self.cursor = bowl
        self.status.emit("")
        self._notify(Change.SELECTED)
        return True

    def move_selection(self, step: int) -> None:
        """Arrow keys: the next selectable bowl clockwise (+1) or counter-clockwise (-1)."""
        choices = set(self.selectable())
        if not choices:
            self.status.emit(QCoreApplication.translate("Game", "No bowl can be chosen."))
            return
        start = self.selected if self.selected is not None else self.cursor - step
        for k in range(1, BOWL_COUNT + 1):
            bowl = (start + step * k) % BOWL_COUNT
            if bowl in choices:
                self.select(bowl)
                return

    def click_bowl(self, bowl: int) -> None:
        """A click skips a running animation; clicking the selected bowl confirms (R2.2)."""
        if self.animating:
            self.skip()
            return
        if bowl == self.selected:
            self.confirm()
        else:
            self.select(bowl)

    def double_click_bowl(self, bowl: int) -> None:
        """A double-click plays the bowl. Its first click already selected it, or played
        it if it was selected (then the animation runs and the second click is ignored)."""
        if self.animating:
            return
        if bowl != self.selected and not self.select(bowl):
            return
        self.confirm()

    def click_board(self) -> None:
        if self.animating:
            self.skip()

    # -- playing (R2.2) ---------------------------------------------------------------------

    def confirm(self) -> None:
        """Play the selected bowl; during an animation the confirm is queued, visibly."""
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return
        if self.selected is None:
            self.status.emit(QCoreApplication.translate("Game", "Select a bowl first."))
            return
        if self.animating:
            self.queued = self.selected
            self.status.emit(
                fill(
                    QCoreApplication.translate(
                        "Game", "Bowl %1 will be played when the animation ends."
                    ),
                    self.selected,
                )
            )
            return
        self._play(self.selected)

    def _play(self, bowl: int) -> None:
        try:
            outcome = self.attempt.play(bowl)
        except GameError:
            self.status.emit(self._unselectable(bowl))
            self._drop_stale_selection()
            self._notify(Change.SELECTED)
            return
        self.overflowing = ()
        self.overflow_phase = None
        for event in outcome.events:
            if isinstance(event, Overflowed):
                self.overflowing = tuple(event.bowls)
                self.overflow_phase = event.phase
        self.selected = None
        self.cursor = bowl
        self._outcome = outcome  # animating from now on: the HUD waits for the animation
        # The move is kept before anything is drawn: the animation below can be cut short
        # at any instant without losing it (issue 12). The old message goes first, so that
        # a "cannot save" from keeping the move stays in view (issue 16).
        self.status.emit("")
        self._persist()
        self._notify(Change.PLAYED, outcome)
        self.animation.play(outcome.events)

    def skip(self) -> None:
        """Space or a click: jump to the end of the running animation."""
        self.animation.skip()

    def _settled(self) -> None:
        outcome, self._outcome = self._outcome, None
        self._drop_stale_selection()
        self._notify(Change.SETTLED, outcome)
        if self.attempt.ended is not None:
            self.queued = None
            return
        queued, self.queued = self.queued, None
        if queued is None:
            return
        if queued in self.selectable():
            self.selected = queued
            self._play(queued)
        else:
            self.status.emit(
                fill(
                    QCoreApplication.translate(
                        "Game", "The queued move on bowl %1 is no longer possible."
                    ),
                    queued,
                )
            )

    # -- undo, restart, end -----------------------------------------------------------------

    def undo(self) -> bool:
        """R9.2: back to the state before the last move (the screen warns first, R9.3)."""
        self.skip()
        if not self.attempt.can_undo:
            self.status.emit(QCoreApplication.translate("Game", "There is no move to undo."))
            return False
        self.attempt.undo()
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.selected = None
        self.earned = []
        # An undone result stays recorded; the attempt goes on and is kept for resuming.
        self._persist()
        self.status.emit(QCoreApplication.translate("Game", "Move undone."))
        self._notify(Change.UNDONE)
        return True

    def restart(self) -> None:
        """A fresh attempt of the same game: same puzzle, new Endless seed, same Daily date."""
        attempt = self.attempt
        fresh: Attempt
        if isinstance(attempt, PuzzleAttempt):
            attempt.restart()  # R7.4: a new id, so its result is a new one
            fresh = attempt
        elif isinstance(attempt, DailyAttempt) and attempt.past:
            # An earlier day's Daily: practice again (R9.3, issue 14), even past midnight.
            fresh = DailyAttempt(attempt.date, practice=True)
            fresh.past = True
        elif isinstance(attempt, DailyAttempt):
            fresh = DailyAttempt(attempt.date)
        else:
            fresh = EndlessAttempt(EndlessAttempt.new_seed())
        self._clear_saved(attempt)
        self.replace_attempt(fresh)

    def new_game(self, attempt: Attempt) -> None:
        """Play ``attempt`` instead (a chosen Endless seed, another date)."""
        self._clear_saved(self.attempt)
        self.replace_attempt(attempt)

    def next_puzzle(self) -> bool:
        """The puzzle after the current one in the picker's order (issue 14); False after
        the last."""
        from twelve_bowls.app.screens.puzzle_order import next_puzzle

        attempt = self.attempt
        following = next_puzzle(attempt.puzzle_id) if isinstance(attempt, PuzzleAttempt) else None
        if following is None or following > puzzle_count():
            return False
        if not self._kept():
            return False  # a player's own file has no next puzzle
        self.new_game(new_puzzle_attempt(following))
        return True

    def _clear_saved(self, attempt: Attempt) -> None:
        """Drop the mode's paused attempt; an earlier day's Daily has none of its own and
        must leave today's alone (issue 14)."""
        if not (isinstance(attempt, DailyAttempt) and attempt.past):
            mode = attempt.mode_id
            self._keep("clear_attempt", lambda: self.context.store.clear_attempt(mode))

    def replace_attempt(self, attempt: Attempt) -> None:
        """Show another attempt on the same screen."""
        self.skip()
        self.attempt = attempt
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.selected = None
        self.cursor = 0
        self.earned = []
        self._outcome = None
        if attempt.ended is not None:
            self._record()
        self.status.emit("")
        self._notify(Change.REPLACED)

    def end(self) -> bool:
        """R8.3: End attempt records the result at once."""
        self.skip()
        if self.attempt.ended is not None:
            return False
        try:
            self.attempt.end()
        except GameError:
            return False
        self.queued = None
        self.selected = None
        self._persist()
        self._notify(Change.ENDED)
        return True

    # -- keeping --------------------------------------------------------------------------------

    def save(self) -> None:
        """Keep an unfinished attempt for resuming (Pause, Back, quit)."""
        attempt = self.attempt
        if attempt.ended is None and attempt.moves_played > 0:
            self._keep("save_attempt", lambda: self.context.store.save_attempt(attempt))

    def _persist(self) -> None:
        """After every change of the attempt: save it, or record the result it reached."""
        if self.attempt.ended is None:
            self.save()
            return
        # The ended attempt is written first: if the process stops before the profile is
        # saved, the next start finds a finished attempt and records it (never the state
        # before the final move, which could be played again: R9.3).
        attempt = self.attempt
        self._keep("save_attempt", lambda: self.context.store.save_attempt(attempt))
        self._record()

    def _kept(self) -> bool:
        """False for a player's own puzzle file: played, never saved or recorded (issue 15)."""
        return bool(getattr(self.attempt, "recordable", True))

    def _record(self) -> None:
        """Records and achievements for the result reached; once per result (the profile
        remembers result ids), so a win after an undone loss counts too."""
        if not self._kept():
            return
        attempt = self.attempt
        self.earned = []
        self._keep(
            "record_finished", lambda: self.earned.extend(self.context.record_finished(attempt))
        )

    def _keep(self, what: str, action: Callable[[], object]) -> None:
        """Persistence must never crash the game: a failure becomes a status message."""
        if not self._kept():
            return
        try:
            action()
        except (OSError, ValueError) as error:
            log.warning("%s failed: %s", what, error)
            self.status.emit(
                fill(QCoreApplication.translate("Game", "Could not save the game: %1"), str(error))
            )
        self._tell_store_notices()

    def _tell_store_notices(self) -> None:
        """Issue 16: "cannot save" is told where the player is, not only back on Home."""
        texts = self.context.store.notices()
        if texts:
            self.status.emit(" ".join(texts))

    # -- helpers ----------------------------------------------------------------------------

    def _unselectable(self, bowl: int) -> str:
        frozen = self.attempt.position.modifier_kind(bowl) is ModifierKind.FROZEN
        return unselectable_reason(bowl, frozen)

    def _drop_stale_selection(self) -> None:
        if self.selected is not None and self.selected not in self.selectable():
            self.selected = None

    def _notify(self, kind: Change, outcome: MoveOutcome | None = None) -> None:
        self.state_changed.emit(SessionChange(kind, outcome))


def puzzle_count() -> int:
    from twelve_bowls.engine import puzzles

    return len(puzzles.puzzle_paths())


def new_puzzle_attempt(number: int) -> PuzzleAttempt:
    """A fresh attempt at shipped puzzle ``number`` (1-100)."""
    from twelve_bowls.engine import puzzles

    paths = puzzles.puzzle_paths()
    if not 1 <= number <= len(paths):
        raise ValueError(f"there is no puzzle {number}")
    return PuzzleAttempt.from_puzzle(puzzles.load_puzzle(paths[number - 1], check_solution=False))
