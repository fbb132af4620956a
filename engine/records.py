"""Personal records (R8.5, R9.3): Endless bests, best Daily per date, puzzle progress.

Only valid results become records: a practice attempt (R9.3) never does. ``Records`` is a
pydantic model because it is saved inside the profile (``engine.profile``).
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Annotated, Final

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .limits import (
    DAILY_MOVES,
    MAX_GAMES,
    MAX_MOVES,
    MAX_PUZZLE_MOVES,
    MAX_SCORE,
    MAX_SEED_LENGTH,
    PUZZLE_COUNT,
)
from .merge_rules import Merge

if TYPE_CHECKING:
    # Only for types: the profile (read at start) must not load every mode.
    from .modes.attempt import AttemptResult

ENDLESS_TOP: Final = 10  # The ten best valid Endless results are kept
# Days of play kept: more than any achievement counts (engine.achievements).
PLAY_DAYS_KEPT: Final = 60


class EndlessRecord(BaseModel):
    """The best valid Endless result (R8.3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    score: Annotated[int, Field(ge=0, le=MAX_SCORE), Merge.MAX]
    moves: Annotated[int, Field(ge=0, le=MAX_MOVES), Merge.WITH_SCORE]
    seed: Annotated[str, Field(max_length=MAX_SEED_LENGTH), Merge.WITH_SCORE]


class EndlessEntry(BaseModel):
    """One of the best valid Endless results, with the UTC date it was recorded on."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    score: Annotated[int, Field(ge=0, le=MAX_SCORE), Merge.MAX]
    moves: Annotated[int, Field(ge=0, le=MAX_MOVES), Merge.WITH_SCORE]
    # None: kept from before dates were recorded
    date: Annotated[datetime.date | None, Merge.WITH_SCORE] = None


class DailyRecord(BaseModel):
    """The best valid result for one Daily date (R8.5); ``completed`` if all 20 moves."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    score: Annotated[int, Field(ge=0, le=MAX_SCORE), Merge.MAX]
    moves: Annotated[int, Field(ge=0, le=DAILY_MOVES), Merge.WITH_SCORE]
    completed: Annotated[bool, Merge.ANY] = False


class PuzzleRecord(BaseModel):
    """Progress on one puzzle: solved at least once, and the fewest moves it took.

    ``clean``: solved at least once without a hint and without undo; ``fewest_hints``: the
    fewest hints any solve used (None in records from before hints existed);
    ``hint_step``: the least help a solve needed, as the highest help step that solve used
    (0 none, 1 the idea, 2 a bowl, 3 the whole line; None in records from before the steps).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    solved: Annotated[bool, Merge.ANY] = False
    best_moves: Annotated[int | None, Field(ge=1, le=MAX_PUZZLE_MOVES), Merge.MIN] = None
    clean: Annotated[bool, Merge.ANY] = False
    fewest_hints: Annotated[int | None, Field(ge=0, le=MAX_MOVES), Merge.MIN] = None
    # The least help any solve needed: 0 none, 1 the idea, 2 a bowl, 3 the whole line.
    hint_step: Annotated[int | None, Field(ge=0, le=3), Merge.MIN] = None


class Records(BaseModel):
    """Every personal record, plus the counts achievements need."""

    model_config = ConfigDict(extra="forbid")

    endless_best: Annotated[EndlessRecord | None, Merge.FIELDS] = None
    endless_games: Annotated[int, Field(ge=0, le=MAX_GAMES), Merge.MAX] = 0
    endless_top: Annotated[
        list[EndlessEntry], Field(default_factory=list, max_length=ENDLESS_TOP), Merge.TOP_SCORE
    ]
    daily: Annotated[dict[datetime.date, DailyRecord], Field(default_factory=dict), Merge.BY_KEY]
    # The UTC dates with a valid result in any mode, oldest first: the clock of days of
    # play that paces the achievements (a profile from before it starts counting now).
    play_days: Annotated[
        list[datetime.date],
        Field(default_factory=list, max_length=PLAY_DAYS_KEPT),
        Merge.RECENT,
    ]
    # Only the shipped puzzles' numbers (a record for "puzzle 10**30" is damage).
    puzzles: Annotated[
        dict[Annotated[int, Field(ge=1, le=PUZZLE_COUNT)], PuzzleRecord],
        Field(default_factory=dict),
        Merge.BY_KEY,
    ]

    @field_validator("endless_top")
    @classmethod
    def _best_first(cls, entries: list[EndlessEntry]) -> list[EndlessEntry]:
        # The list is ranked (the game keeps it so); an edited file's order is put right,
        # so that a merge, which ranks too, finds nothing to change.
        return sorted(entries, key=lambda entry: -entry.score)

    @field_validator("play_days")
    @classmethod
    def _days_in_order(cls, days: list[datetime.date]) -> list[datetime.date]:
        # Each date once, oldest first, whatever a merge or an edited file put together.
        return sorted(set(days))[-PLAY_DAYS_KEPT:]

    @property
    def days_played(self) -> int:
        """Distinct UTC dates with a valid result (up to ``PLAY_DAYS_KEPT``)."""
        return len(self.play_days)

    @property
    def puzzles_solved(self) -> int:
        return sum(1 for record in self.puzzles.values() if record.solved)

    @property
    def dailies_completed(self) -> int:
        """Distinct dates whose Daily was completed validly."""
        return sum(1 for record in self.daily.values() if record.completed)

    def daily_best(self, date: datetime.date) -> DailyRecord | None:
        return self.daily.get(date)

    def daily_streak(self, today: datetime.date) -> int:
        """Consecutive UTC days with a completed Daily, ending today, or yesterday while
        today's is still open."""
        day = today if self._completed(today) else today - datetime.timedelta(days=1)
        streak = 0
        while self._completed(day):
            streak += 1
            day -= datetime.timedelta(days=1)
        return streak

    def _completed(self, date: datetime.date) -> bool:
        record = self.daily.get(date)
        return record is not None and record.completed

    def endless_ten(self) -> list[EndlessEntry]:
        """The best valid Endless results, best first; a profile from before the list was
        kept shows its one best result (without a date)."""
        if self.endless_top or self.endless_best is None:
            return list(self.endless_top)
        best = self.endless_best
        return [EndlessEntry(score=best.score, moves=best.moves)]

    def puzzle(self, puzzle_id: int) -> PuzzleRecord:
        return self.puzzles.get(puzzle_id, PuzzleRecord())

    def add(self, result: AttemptResult, today: datetime.date | None = None) -> bool:
        """Feed one finished result in; returns whether any record changed.

        R9.3: a practice result changes nothing. ``today`` (default: the UTC date now) is
        the date an Endless result is listed with.
        """
        from .modes.attempt import ModeId  # loaded by then: the result came from a mode

        if result.practice:
            return False
        self._note_day(today)
        if result.mode is ModeId.ENDLESS:
            # Clamped to the saved bounds (engine.limits) so that what we save loads again.
            self.endless_games = min(self.endless_games + 1, MAX_GAMES)
            self._add_endless(result, today)  # before the best changes: it may seed the list
            best = self.endless_best
            score = min(result.score, MAX_SCORE)
            if best is None or score > best.score:
                self.endless_best = EndlessRecord(
                    score=score,
                    moves=min(result.moves_played, MAX_MOVES),
                    seed=(result.seed or "")[:MAX_SEED_LENGTH],
                )
            return True
        if result.mode is ModeId.DAILY:
            assert result.date is not None
            old = self.daily.get(result.date)
            completed = result.completed or (old is not None and old.completed)
            score = min(result.score, MAX_SCORE)
            if old is None or score > old.score:
                self.daily[result.date] = DailyRecord(
                    score=score, moves=min(result.moves_played, DAILY_MOVES), completed=completed
                )
                return True
            if completed != old.completed:
                self.daily[result.date] = old.model_copy(update={"completed": completed})
                return True
            return False
        assert result.puzzle_id is not None
        if not result.solved or not 1 <= result.puzzle_id <= PUZZLE_COUNT:
            return False  # only the shipped puzzles have records (R7.1)
        previous = self.puzzle(result.puzzle_id)
        fewest = previous.best_moves
        moves = min(result.moves_played, MAX_PUZZLE_MOVES)
        hints = min(result.hints_used, MAX_MOVES)
        new = PuzzleRecord(
            solved=True,
            best_moves=moves if fewest is None else min(fewest, moves),
            clean=previous.clean or (hints == 0 and result.undos == 0),
            fewest_hints=hints
            if previous.fewest_hints is None
            else min(previous.fewest_hints, hints),
            hint_step=result.hint_step
            if previous.hint_step is None
            else min(previous.hint_step, result.hint_step),
        )
        if new == previous:
            return False
        self.puzzles[result.puzzle_id] = new
        return True

    def _note_day(self, today: datetime.date | None) -> None:
        day = datetime.datetime.now(datetime.UTC).date() if today is None else today
        if day not in self.play_days:
            self.play_days = sorted([*self.play_days, day])[-PLAY_DAYS_KEPT:]

    def _add_endless(self, result: AttemptResult, today: datetime.date | None) -> None:
        if today is None:
            today = datetime.datetime.now(datetime.UTC).date()
        entries = self.endless_ten()
        entries.append(
            EndlessEntry(
                score=min(result.score, MAX_SCORE),
                moves=min(result.moves_played, MAX_MOVES),
                date=today,
            )
        )
        # Best score first; on equal scores the earlier result keeps its place.
        entries.sort(key=lambda entry: -entry.score)
        self.endless_top = entries[:ENDLESS_TOP]
