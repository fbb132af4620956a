"""Help in the game: the Daily share text and Replay last move's stops.

Nothing here changes an attempt. Show solution is ``app.game.solution_demo``; the session
(``app.game.session``) owns both and the players they draw with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, translate_plural, without_bidi_controls
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
from twelve_bowls.engine.modes import DailyAttempt
from twelve_bowls.engine.share import daily_share, share_text


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Assist", text, disambiguation)


# -- the Daily share text ------------------------------------------------------------------------


def daily_share_text(attempt: DailyAttempt) -> str:
    """What Share copies: the date, score and moves in the player's language, then one
    symbol per move (``engine.share``); nothing that reveals the board. Plain text: the
    Arabic numbers' isolates stay on our screens (a chat app shows them as boxes), and a
    line of right-to-left text keeps its Western numbers in order without them."""
    share = daily_share(attempt)
    title = fill(_tr("Twelve Bowls · Daily %1"), share.date)
    # One template per language: Japanese separates the two with ・ and no spaces.
    score = fill(
        _tr("%1 · %2", "the share text: its points, then its moves"),
        translate_plural("Assist", "%n point(s)", None, share.score),
        translate_plural("Assist", "%n move(s)", None, share.moves),
    )
    return without_bidi_controls(share_text(share, title, score))


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
        if self.index == 0:
            return fill(_tr("Step %1 of %2: the board before the move."), 0, len(self.stops))
        text = event_caption(self.events[self.shown - 1]) or ""
        return fill(_tr("Step %1 of %2: %3"), self.index, len(self.stops), text)


__all__ = ["MoveReplay", "daily_share_text", "event_caption"]
