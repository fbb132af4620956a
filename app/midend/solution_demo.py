"""Show solution: a puzzle's line played on a fresh attempt of its own, move by move.

It plays by itself, a pause between moves, and the player may pause it, step forward (the
next move, animated) or step back (the move before, at once). The attempt being played by
the player is never touched; the session (``app.midend.session``) owns the demo and tells the
screen what to draw. Nothing here knows the scene: the moves' events go to an ``Animation``
(the board's ``AnimationPlayer``, or a stand-in in tests).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from twelve_bowls.engine.modes import MoveOutcome, PuzzleAttempt

if TYPE_CHECKING:
    from twelve_bowls.app.midend.animation import Animation

SOLUTION_PAUSE_MS = 700  # between two moves of Show solution: time to see the board


class SolutionDemo(QObject):
    """The stepping state of Show solution; ``changed`` says what to draw (the move being
    animated, or None: draw ``attempt.position`` as it is)."""

    step_shown = Signal(int, int)  # moves shown, moves in the line
    changed = Signal(object)  # MoveOutcome | None
    finished = Signal()  # the whole line was shown and the demo has ended

    def __init__(self, animation: Animation, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = animation
        animation.finished.connect(self._move_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        self._attempt: PuzzleAttempt | None = None
        self._moves: tuple[int, ...] = ()
        self.paused = False
        self._moving = False  # a move's animation is being played

    # -- reading ------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._attempt is not None

    @property
    def attempt(self) -> PuzzleAttempt | None:
        """The attempt the line is played on (the HUD and the board follow it)."""
        return self._attempt

    @property
    def moving(self) -> bool:
        """A move of the line is being animated: the board still shows part of it."""
        return self._attempt is not None and self._moving

    @property
    def shown(self) -> int:
        return self._attempt.moves_played if self._attempt is not None else 0

    @property
    def total(self) -> int:
        return len(self._moves)

    def bowl_of(self, move: int) -> int | None:
        """The bowl of move ``move`` (1-based) of the line, if there is one."""
        return self._moves[move - 1] if 1 <= move <= len(self._moves) else None

    # -- driving ------------------------------------------------------------------------------

    def start(self, attempt: PuzzleAttempt, line: Sequence[int]) -> None:
        """``attempt`` is a fresh attempt at the puzzle: the line is played on it."""
        self._attempt = attempt
        self._moves = tuple(line)
        self.paused = False
        self._moving = False
        self.changed.emit(None)
        self._timer.start(SOLUTION_PAUSE_MS)

    def skip(self) -> None:
        """Enter or a click: the running move jumps to its end, or the pause is cut short."""
        if self.player.running:
            self.player.skip()
        elif self._timer.isActive():
            self._timer.stop()
            self._advance()

    def set_paused(self, paused: bool) -> None:
        """Pause: no move follows by itself; continue: the next one follows after a pause."""
        if self._attempt is None:
            return
        self.paused = paused
        if paused:
            self._timer.stop()
        elif not self._moving:
            self._timer.start(SOLUTION_PAUSE_MS)
        self.changed.emit(None)  # the screen redraws the panel (the board if not moving)

    def step_forward(self) -> None:
        """The next move of the line, animated (after the last: the demo ends)."""
        if self._attempt is None:
            return
        if self.player.running:
            self.player.skip()
        self._timer.stop()
        self._advance()

    def step_back(self) -> None:
        """The move before, at once; the demo pauses (stepping back is looking closely)."""
        attempt = self._attempt
        if attempt is None:
            return
        if self.player.running:
            self.player.skip()
        self._timer.stop()
        self.paused = True
        if attempt.can_undo:
            attempt.undo()
            self.step_shown.emit(attempt.moves_played, len(self._moves))
        self.changed.emit(None)

    def stop(self) -> None:
        self._timer.stop()
        self._attempt = None
        self.player.skip()
        self._moving = False

    def _advance(self) -> None:
        attempt = self._attempt
        if attempt is None:
            return
        shown = attempt.moves_played
        if shown >= len(self._moves) or attempt.ended is not None:
            self._attempt = None
            self.finished.emit()
            return
        outcome: MoveOutcome = attempt.play(self._moves[shown])
        self._moving = True
        self.step_shown.emit(attempt.moves_played, len(self._moves))
        self.changed.emit(outcome)  # the board still shows the move's start: animate it
        self.player.play(outcome.events)

    def _move_done(self) -> None:
        if self._attempt is None or not self._moving:
            return
        self._moving = False
        self.changed.emit(None)
        if not self.paused:
            self._timer.start(SOLUTION_PAUSE_MS)


__all__ = ["SOLUTION_PAUSE_MS", "SolutionDemo"]
