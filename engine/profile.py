"""The player's profile: settings values, records, achievements (pydantic, versioned).

``Profile.record(result)`` feeds a finished attempt in exactly once (keyed by its result
id) and returns the achievements it newly earned. R9.5: achievements unlock the themes of
``THEME_ORDER`` one by one.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .achievements import Achievement, achievements_for
from .board import GameError
from .limits import MAX_ATTEMPT_ID_LENGTH
from .records import PuzzleRecord, Records

if TYPE_CHECKING:
    # Only for types: reading the profile at start must not load every mode (issue 5).
    from .modes.attempt import Attempt, AttemptResult

SCHEMA_VERSION: Literal[1] = 1

# R9.5: the fixed unlock order; Simple is always unlocked.
THEME_ORDER: Final = ("simple", "garden", "sand", "ocean", "runes", "neon", "space")

# How many recent attempt ids are remembered to make ``record`` idempotent. A finished
# attempt is recorded once by the app right away; the window only has to cover a crash
# between recording and forgetting the paused attempt.
RECORDED_IDS_KEPT: Final = 200

# Animation speed multipliers the game can play (the dialog offers 0.5 to 2).
MIN_ANIMATION_SPEED: Final = 0.25
MAX_ANIMATION_SPEED: Final = 4.0


class InvalidProfile(GameError):
    """A profile file that does not follow the schema; the message names the field."""

    kind = "invalid_profile"


class WindowPlacement(BaseModel):
    """Where the main window was last: its normal (not maximised) rectangle in desktop
    pixels and whether it was maximised or full screen (the app restores it at start)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    x: int = Field(ge=-100_000, le=100_000)
    y: int = Field(ge=-100_000, le=100_000)
    width: int = Field(ge=1, le=100_000)
    height: int = Field(ge=1, le=100_000)
    maximized: bool = False
    full_screen: bool = False


class Settings(BaseModel):
    """Settings values (the app owns the dialog and what each setting does)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    language: str = Field(default="en", min_length=2, max_length=16)
    theme: str = Field(default="simple", min_length=1, max_length=64)
    move_preview: bool = False
    symbols: bool = False  # R1.6
    animation_speed: float = Field(default=1.0, gt=0.0, le=MAX_ANIMATION_SPEED)
    reduced_motion: bool = False
    window: WindowPlacement | None = None  # None: the default size, placed by the system
    symbols_offered: bool = False  # the first start offers the colour symbols once (R1.6)
    sound: bool = True  # sound effects (app/sound/); the mute key toggles it
    effects_volume: int = Field(default=70, ge=0, le=100)  # percent of the files' level
    # The platform's colour scheme: the desktop's, or the player's choice (app/colour_scheme.py).
    colour_scheme: Literal["system", "light", "dark"] = "system"

    @field_validator("animation_speed")
    @classmethod
    def _usable_speed(cls, value: float) -> float:
        # Issue 16: the schema allows any speed above 0, but one near 0 makes every step
        # last for ever; such a file is hand-made, so the speed is raised, nothing is lost.
        return max(value, MIN_ANIMATION_SPEED)


class Profile(BaseModel):
    """Everything that outlives an attempt."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    settings: Settings = Field(default_factory=Settings)
    records: Records = Field(default_factory=Records)
    achievements: list[Achievement] = Field(default_factory=list)  # earned, oldest first
    recorded_attempts: list[Annotated[str, Field(max_length=MAX_ATTEMPT_ID_LENGTH)]] = Field(
        default_factory=list, max_length=RECORDED_IDS_KEPT
    )

    def record(
        self, finished: AttemptResult | Attempt, today: datetime.date | None = None
    ) -> list[Achievement]:
        """Feed a finished attempt into records and achievements, once per result
        (``AttemptResult.record_key``: an attempt undone after its end can end again).

        Returns the achievements earned by it (empty for practice, R9.3, and for an
        attempt already recorded).
        """
        from .modes.attempt import Attempt  # loaded by then: something finished

        result = finished.result() if isinstance(finished, Attempt) else finished
        # Profiles saved before results had ids remember bare attempt ids.
        if {result.record_key, result.attempt_id} & set(self.recorded_attempts):
            return []
        self.recorded_attempts.append(result.record_key)
        del self.recorded_attempts[:-RECORDED_IDS_KEPT]
        self.records.add(result, today)
        new = [a for a in achievements_for(result, self.records) if a not in self.achievements]
        self.achievements.extend(new)
        return new

    @field_validator("achievements")
    @classmethod
    def _each_once(cls, earned: list[Achievement]) -> list[Achievement]:
        # Issue 16: each achievement is earned once; a repeat (an edited file) would
        # unlock themes (R9.5) that were not earned.
        if len(set(earned)) != len(earned):
            raise ValueError("an achievement is listed more than once")
        return earned

    @classmethod
    def load(cls, raw: object) -> Profile:
        """Validate a decoded JSON object, or raise ``InvalidProfile`` naming the field."""
        try:
            return cls.model_validate(raw)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "profile"
            raise InvalidProfile(f"profile field '{where}': {first['msg']}") from None


def achievements_to_unlock(profile: Profile, theme_id: str) -> int:
    """R9.5, the one unlock rule every screen asks: how many more achievements
    ``theme_id`` needs (0: unlocked). With k achievements earned the first k + 1 themes of
    ``THEME_ORDER`` are unlocked; themes outside it (third-party plugins) are not part of
    the progression and are always open."""
    if theme_id not in THEME_ORDER:
        return 0
    return max(0, THEME_ORDER.index(theme_id) - len(profile.achievements))


def is_theme_unlocked(profile: Profile, theme_id: str) -> bool:
    return achievements_to_unlock(profile, theme_id) == 0


def unlocked_themes(profile: Profile) -> int:
    """How many themes of ``THEME_ORDER`` are unlocked."""
    return sum(is_theme_unlocked(profile, theme_id) for theme_id in THEME_ORDER)


def unlocked_theme_ids(profile: Profile) -> tuple[str, ...]:
    return tuple(t for t in THEME_ORDER if is_theme_unlocked(profile, t))


def theme_unlocked_by(index: int) -> str | None:
    """R9.5: the theme the ``index``-th achievement earned (0-based) unlocks, if any."""
    return THEME_ORDER[index + 1] if 0 <= index < len(THEME_ORDER) - 1 else None


def merge_profiles(ours: Profile, theirs: Profile) -> Profile:
    """Issue 16: ``ours`` (about to be saved) plus every record and achievement only
    ``theirs`` (found on disk, written by another copy of the game) has; never a record
    less than either. Settings are ours: the save comes from our change."""
    records = ours.records.model_copy(deep=True)
    other = theirs.records
    best, their_best = records.endless_best, other.endless_best
    if their_best is not None and (best is None or their_best.score > best.score):
        records.endless_best = their_best
    records.endless_games = max(records.endless_games, other.endless_games)
    for date, their_day in other.daily.items():
        day = records.daily.get(date)
        if day is None or their_day.score > day.score:
            day, their_day = their_day, day or their_day
        records.daily[date] = day.model_copy(
            update={"completed": day.completed or their_day.completed}
        )
    for number, their_puzzle in other.puzzles.items():
        puzzle = records.puzzle(number)
        fewest = [m for m in (puzzle.best_moves, their_puzzle.best_moves) if m is not None]
        records.puzzles[number] = PuzzleRecord(
            solved=puzzle.solved or their_puzzle.solved,
            best_moves=min(fewest) if fewest else None,
        )
    achievements = list(ours.achievements)
    achievements += [a for a in theirs.achievements if a not in achievements]
    recorded = list(ours.recorded_attempts)
    recorded = [i for i in theirs.recorded_attempts if i not in recorded] + recorded
    return ours.model_copy(
        update={
            "records": records,
            "achievements": achievements,
            "recorded_attempts": recorded[-RECORDED_IDS_KEPT:],
        }
    )
