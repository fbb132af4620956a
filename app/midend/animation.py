"""The animation port: what the session needs from the view that plays a move.

The board's ``AnimationPlayer`` is one; ``StillAnimation`` shows nothing and ends at once
(the session's default for help shown with no board to draw on); tests bring stand-ins
of their own. The session hands a move's events to ``play`` only after the move is kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

if TYPE_CHECKING:
    from collections.abc import Sequence

    from twelve_bowls.engine.events import Event


class Animation(Protocol):
    """What the session needs from the view that plays a move (``AnimationPlayer``)."""

    finished: SignalInstance

    @property
    def running(self) -> bool: ...
    def play(self, events: Sequence[Event]) -> None: ...
    def skip(self) -> None: ...


class PartAnimation(Animation, Protocol):
    """Replay last move also shows part of a move: ``events[:instant]`` at once, then
    ``events[instant:stop]`` animated (``AnimationPlayer.play_part``)."""

    def play_part(self, events: Sequence[Event], instant: int, stop: int) -> None: ...


class StillAnimation(QObject):
    """An animation that shows nothing and ends at once: a session's default for the help
    it shows when no board is there to draw on."""

    finished = Signal()

    @property
    def running(self) -> bool:
        return False

    def play(self, events: Sequence[Event]) -> None:
        self.finished.emit()

    def play_part(self, events: Sequence[Event], instant: int, stop: int) -> None:
        self.finished.emit()

    def skip(self) -> None:
        pass
