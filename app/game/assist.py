"""Help in the game (issue 14): the Daily share text, Replay last move and Show solution.

Nothing here changes the attempt the session owns. Replay last move and Show solution draw
on the board with players of their own (``AnimationPlayer``), so the session never sees
their animations end; the screen re-syncs the board from the attempt when they are done.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from twelve_bowls.app.board.animation import AnimationPlayer
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.i18n import fill, translate_plural
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Event,
    Matched,
    Overflowed,
    PerfectClear,
    Refilled,
    Scored,
    Sown,
)
from twelve_bowls.engine.modes import DailyAttempt, PuzzleAttempt
from twelve_bowls.engine.share import daily_share, share_text

SOLUTION_PAUSE_MS = 700  # between two moves of Show solution: time to see the board


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Assist", text, disambiguation)


# -- the Daily share text ------------------------------------------------------------------------


def daily_share_text(attempt: DailyAttempt) -> str:
    """What Share copies: the date, score and moves in the player's language, then one
    symbol per move (``engine.share``); nothing that reveals the board."""
    share = daily_share(attempt)
    title = fill(_tr("Twelve Bowls · Daily %1"), share.date)
    score = (
        translate_plural("Assist", "%n point(s)", None, share.score)
        + " · "
        + translate_plural("Assist", "%n move(s)", None, share.moves)
    )
    return share_text(share, title, score)


# -- Replay last move ----------------------------------------------------------------------------


def event_caption(event: Event) -> str | None:
    """One line saying what an event of the move does; None for bookkeeping events."""
    if isinstance(event, Sown):
        return fill(_tr("A stone is sown into bowl %1."), event.target)
    if isinstance(event, Matched):
        return fill(_tr("Bowl %1 makes a group: %2 stones removed."), event.bowl, event.stones)
    if isinstance(event, BlockersRemoved):
        return fill(_tr("Blockers next to a group fall in bowl %1."), event.bowl)
    if isinstance(event, Erupted):
        return fill(_tr("The volcano in bowl %1 erupts and sows again."), event.bowl)
    if isinstance(event, Refilled):
        return fill(_tr("Refill: a stone drops into bowl %1."), event.bowl)
    if isinstance(event, Scored):
        return fill(_tr("Points for this phase: %1 (combo ×%2)."), event.points, event.combo)
    if isinstance(event, PerfectClear):
        return _tr("Perfect Clear: the board is empty.")
    if isinstance(event, Overflowed):
        bowls = _tr(", ", "separator of a list of bowl numbers").join(
            fill("%1", bowl) for bowl in event.bowls
        )
        return fill(_tr("Overflow in bowl %1: more than seven items."), bowls)
    return None


@dataclass
class MoveReplay:
    """The last move, as stops the player can step through: ``shown`` events are on the
    board (0: the position before the move; ``len(stops)``: the whole move)."""

    before: Position
    events: tuple[Event, ...]
    stops: tuple[int, ...]  # for each stop, how many events are shown at it
    index: int = 0

    @classmethod
    def of(cls, before: Position, events: Sequence[Event]) -> MoveReplay | None:
        captioned = tuple(i + 1 for i, e in enumerate(events) if event_caption(e) is not None)
        if not captioned:
            return None
        return cls(before, tuple(events), captioned)

    @property
    def shown(self) -> int:
        return self.stops[self.index - 1] if self.index else 0

    def caption(self) -> str:
        if self.index == 0:
            return fill(_tr("Step %1 of %2: the board before the move."), 0, len(self.stops))
        text = event_caption(self.events[self.shown - 1]) or ""
        return fill(_tr("Step %1 of %2: %3"), self.index, len(self.stops), text)


# -- Show solution -------------------------------------------------------------------------------


class SolutionDemo(QObject):
    """Plays a puzzle's stored solution on the board, one move at a time, with the normal
    animation; the attempt being played is not touched."""

    step_shown = Signal(int, int)  # moves shown, moves in the solution
    finished = Signal()

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.player = AnimationPlayer(scene, self)
        self.player.finished.connect(self._move_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._attempt: PuzzleAttempt | None = None
        self._moves: tuple[int, ...] = ()
        self._shown = 0

    @property
    def running(self) -> bool:
        return self._attempt is not None

    @property
    def attempt(self) -> PuzzleAttempt | None:
        """The attempt the solution is being played on (for the HUD)."""
        return self._attempt

    def start(self, attempt: PuzzleAttempt, solution: Sequence[int]) -> None:
        """``attempt`` is a fresh attempt at the puzzle: the demo plays on it."""
        self._attempt = attempt
        self._moves = tuple(solution)
        self._shown = 0
        self.scene.sync(attempt.position)
        self.scene.set_interactive(False)
        self._timer.start(SOLUTION_PAUSE_MS)

    def skip(self) -> None:
        """A click or Space: the running move jumps to its end, or the pause is cut short."""
        if self.player.running:
            self.player.skip()
        elif self._timer.isActive():
            self._timer.stop()
            self._next()

    def stop(self) -> None:
        self._timer.stop()
        self._attempt = None
        self.player.skip()

    def _next(self) -> None:
        attempt = self._attempt
        if attempt is None:
            return
        if self._shown >= len(self._moves) or attempt.ended is not None:
            self._attempt = None
            self.finished.emit()
            return
        outcome = attempt.play(self._moves[self._shown])
        self._shown += 1
        self.step_shown.emit(self._shown, len(self._moves))
        self.player.play(outcome.events)

    def _move_done(self) -> None:
        attempt = self._attempt
        if attempt is None:
            return
        self.scene.sync(attempt.position)
        self.scene.set_interactive(False)
        self._timer.start(SOLUTION_PAUSE_MS)


__all__ = ["MoveReplay", "SolutionDemo", "daily_share_text", "event_caption"]
