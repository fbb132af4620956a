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
from .merge_rules import Merge
from .records import Records

if TYPE_CHECKING:
    # Only for types: reading the profile at start must not load every mode.
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

# Says in the description that a list holds each item once (the validator checks it).
UNIQUE: Final = {"uniqueItems": True}


class InvalidProfile(GameError):
    """A profile file that does not follow the schema; the message names the field."""

    kind = "invalid_profile"


class WindowPlacement(BaseModel):
    """Where the main window was last: its normal (not maximised) rectangle in desktop
    pixels and whether it was maximised or full screen (the app restores it at start)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # Merged as one value (``Settings.window`` is NEWEST); the rules say the same per field.
    x: Annotated[int, Field(ge=-100_000, le=100_000), Merge.NEWEST]
    y: Annotated[int, Field(ge=-100_000, le=100_000), Merge.NEWEST]
    width: Annotated[int, Field(ge=1, le=100_000), Merge.NEWEST]
    height: Annotated[int, Field(ge=1, le=100_000), Merge.NEWEST]
    maximized: Annotated[bool, Merge.NEWEST] = False
    full_screen: Annotated[bool, Merge.NEWEST] = False


class Settings(BaseModel):
    """Settings values (the app owns the dialog and what each setting does)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # One line per setting: its type, default, bounds and merge rule (see engine.merge_rules;
    # a setting is NEWEST unless there is a reason). Then run tools/update_profile_table.py.
    language: Annotated[str, Field(min_length=2, max_length=16), Merge.NEWEST] = "en"
    # False while the game speaks the system's language, whatever ``language`` holds (a new
    # profile: app/first_run.py); choosing a language in Settings sets it. A profile saved
    # before the field existed keeps the language it has: nothing tells a choice from a
    # first run's there, and a choice must not be lost.
    language_chosen: Annotated[bool, Merge.NEWEST] = True
    theme: Annotated[str, Field(min_length=1, max_length=64), Merge.NEWEST] = "simple"
    move_preview: Annotated[bool, Merge.NEWEST] = False
    symbols: Annotated[bool, Merge.NEWEST] = False  # R1.6
    animation_speed: Annotated[float, Field(gt=0.0, le=MAX_ANIMATION_SPEED), Merge.NEWEST] = 1.0
    reduced_motion: Annotated[bool, Merge.NEWEST] = False
    # None: the default size, placed by the system
    window: Annotated[WindowPlacement | None, Merge.NEWEST] = None
    # The first start offers the colour symbols once (R1.6): offered by either copy stays so.
    symbols_offered: Annotated[bool, Merge.ANY] = False
    # Sound effects (app/sound/); the mute key toggles it.
    sound: Annotated[bool, Merge.NEWEST] = True
    # Percent of the sound files' level.
    effects_volume: Annotated[int, Field(ge=0, le=100), Merge.NEWEST] = 70
    # The platform's colour scheme: the desktop's, or the player's choice (app/colour_scheme.py).
    colour_scheme: Annotated[Literal["system", "light", "dark"], Merge.NEWEST] = "system"

    @field_validator("animation_speed")
    @classmethod
    def _usable_speed(cls, value: float) -> float:
        # The schema allows any speed above 0, but one near 0 makes every step
        # last for ever; such a file is hand-made, so the speed is raised, nothing is lost.
        return max(value, MIN_ANIMATION_SPEED)


class Profile(BaseModel):
    """Everything that outlives an attempt."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Annotated[Literal[1], Merge.NEWEST] = SCHEMA_VERSION
    settings: Annotated[Settings, Field(default_factory=Settings), Merge.FIELDS]
    records: Annotated[Records, Field(default_factory=Records), Merge.FIELDS]
    # Earned, oldest first; each once (``_each_once``).
    achievements: Annotated[
        list[Achievement], Field(default_factory=list, json_schema_extra=UNIQUE), Merge.UNION
    ]
    recorded_attempts: Annotated[
        list[Annotated[str, Field(max_length=MAX_ATTEMPT_ID_LENGTH)]],
        Field(default_factory=list, max_length=RECORDED_IDS_KEPT),
        Merge.RECENT,
    ]

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
        # Each achievement is earned once; a repeat (an edited file) would
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
    """``ours`` (about to be saved) merged with ``theirs`` (found on disk: written by another
    copy of the game, or by this one before), every field by the rule written next to it
    (``engine.merge_rules``): nothing either side earned is lost, settings are ours."""
    from .profile_merge import merge_model

    return merge_model(ours, theirs)
