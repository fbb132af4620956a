"""Replay last move: the move's events as stops the player steps through, each with a
caption saying what it does. Nothing here changes an attempt; the session
(``app.midend.session``) owns the replay and the player it draws with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, format_multiplier, join_sentences, translate_plural
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


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Assist", text, disambiguation)


def event_caption(event: Event) -> str | None:
    """One line saying what an event of the move does; None for bookkeeping events."""
    if isinstance(event, Sown):
        return fill(_tr("A stone is sown into bowl %1."), event.target)
    if isinstance(event, Matched):
        removed = translate_plural(
            "Assist", "Bowl %1 makes a group and %n stone(s) are removed.", None, event.stones
        )
        return fill(removed, event.bowl)
    if isinstance(event, BlockersRemoved):
        return fill(_tr("Blockers next to a group fall in bowl %1."), event.bowl)
    if isinstance(event, Erupted):
        return fill(_tr("The volcano in bowl %1 erupts and sows again."), event.bowl)
    if isinstance(event, Refilled):
        return fill(_tr("Refill: a stone drops into bowl %1."), event.bowl)
    if isinstance(event, Scored):
        scored = translate_plural(
            "Assist",
            "This phase scores %n point(s) with a %1 combo.",
            "%1 is a multiplier: ×3",
            event.points,
        )
        return fill(scored, format_multiplier(event.combo))
    if isinstance(event, PerfectClear):
        return _tr("Perfect Clear: the board is empty.")
    if isinstance(event, Overflowed):
        bowls = _tr(", ", "separator of a list of bowl numbers").join(
            fill("%1", bowl) for bowl in event.bowls
        )
        return fill(_tr("Overflow in bowl %1: more than seven stones."), bowls)
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
        step = fill(_tr("Step %1 of %2."), self.index, len(self.stops))
        if self.index == 0:
            return join_sentences((step, _tr("This is the board before the move.")))
        return join_sentences((step, event_caption(self.events[self.shown - 1]) or ""))


__all__ = ["MoveReplay", "event_caption"]
