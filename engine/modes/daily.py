"""Daily attempts (R8.5): the date is the seed, 20 moves, normal stones only, no events."""

from __future__ import annotations

import datetime
from typing import ClassVar, Final

from ..clock import utc_today
from ..modes.attempt import Attempt, AttemptState, EndReason, ModeId
from ..modes.draws import refill, start_position
from ..modes.saves import DailySave
from ..modes.tuning import DAILY_MOVES
from ..rng import KeyedRandom

PAST_DAYS: Final = 30  # Earlier Dailies playable as practice


def past_dates(today: datetime.date | None = None) -> list[datetime.date]:
    """The dates of the earlier Dailies that can be replayed, newest first."""
    today = today or utc_today()
    return [today - datetime.timedelta(days=n) for n in range(1, PAST_DAYS + 1)]


def daily_seed(date: datetime.date) -> str:
    """R9.1: the Daily seed is the UTC date, ``YYYY-MM-DD``."""
    return date.isoformat()


class DailyAttempt(Attempt):
    """R8.5: keeps the date it started on, even past midnight."""

    mode_id: ClassVar[ModeId] = ModeId.DAILY
    undo_makes_practice: ClassVar[bool] = True
    player_can_end: ClassVar[bool] = True
    move_limit: ClassVar[int] = DAILY_MOVES

    def __init__(
        self,
        date: datetime.date,
        attempt_id: str | None = None,
        *,
        practice: bool = False,
        past: bool = False,
    ) -> None:
        """``practice`` starts the attempt as practice (R9.3). ``past``: an earlier day's
        Daily (``earlier``), which always starts as practice, so that it never becomes a
        record."""
        self.date = date
        self.seed = daily_seed(date)
        self.random = KeyedRandom(self.seed)
        start = AttemptState(start_position(self.random), practice=practice or past)
        super().__init__(start, attempt_id)
        # An earlier day's Daily: played as practice, never saved, and never in the place
        # of the paused Daily of today.
        self.past = past

    @classmethod
    def earlier(cls, date: datetime.date, today: datetime.date | None = None) -> DailyAttempt:
        """An earlier day's Daily as practice; only the last ``PAST_DAYS`` days are offered."""
        today = today or utc_today()
        if not 1 <= (today - date).days <= PAST_DAYS:
            raise ValueError(
                f"the Daily of {date.isoformat()} is not one of the {PAST_DAYS} days before "
                f"{today.isoformat()}"
            )
        return cls(date, past=True)

    def again(self) -> DailyAttempt:
        """A fresh attempt at the same date (R8.5: even past midnight); an earlier day's
        stays an earlier day's (practice, never saved)."""
        return DailyAttempt(self.date, past=self.past)

    @property
    def keeps_save(self) -> bool:
        return not self.past

    @property
    def moves_left(self) -> int:
        return self.move_limit - self.state.moves_played

    def _refill(self, move: int) -> tuple[tuple[int, str], ...]:
        if move >= self.move_limit:
            return ()  # R8.5: no refill after the 20th move
        return refill(self.random, move, None)

    def _end_after_safe_move(self, state: AttemptState) -> EndReason | None:
        if state.moves_played >= self.move_limit:
            return EndReason.OUT_OF_MOVES  # R8.5: all 20 moves played
        return super()._end_after_safe_move(state)

    def _date(self) -> datetime.date:
        return self.date

    def _seed(self) -> str:
        return self.seed

    def to_save(self) -> DailySave:
        return DailySave(
            attempt_id=self.attempt_id,
            moves=self._played_moves(),
            practice=self.state.practice,
            ended_by_player=self._ended_by_player(),
            date=self.date,
        )
