"""The profile: settings values, records, achievements, saves."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

import pytest

from tests.engine.modes_helpers import play_until
from tests.engine.test_records import result
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, EndReason, ModeId
from twelve_bowls.engine.profile import InvalidProfile, Profile, Settings


def test_default_settings() -> None:
    settings = Profile().settings
    assert settings == Settings(
        language="en",
        theme="simple",
        move_preview=False,
        symbols=False,
        animation_speed=1.0,
        reduced_motion=False,
    )


def test_record_is_exactly_once_per_attempt() -> None:
    profile = Profile()
    finished = result(ModeId.ENDLESS, 10_000)
    assert profile.record(finished) == [Achievement.ENDLESS_10000]
    assert profile.record(finished) == []
    assert profile.records.endless_games == 1
    assert profile.achievements == [Achievement.ENDLESS_10000]


def test_record_accepts_a_finished_attempt() -> None:
    profile = Profile()
    attempt = EndlessAttempt("profile")
    play_until(attempt, 5)
    attempt.end()
    profile.record(attempt)
    assert profile.records.endless_best is not None
    assert profile.records.endless_best.score == attempt.score
    assert profile.record(attempt) == []


def test_practice_attempt_never_becomes_a_record() -> None:  # R9.3
    profile = Profile()
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    play_until(attempt, 2)
    attempt.undo()
    play_until(attempt, 20)
    assert attempt.practice and attempt.ended is not None
    assert profile.record(attempt) == []
    assert profile.records.daily == {}


def test_round_trip() -> None:
    profile = Profile(settings=Settings(language="ja", theme="garden", animation_speed=1.5))
    profile.record(result(ModeId.ENDLESS, 600))
    profile.record(result(ModeId.DAILY, 300, ended=EndReason.OUT_OF_MOVES))
    profile.record(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, puzzle_id=12))
    text = profile.model_dump_json()
    assert Profile.model_validate_json(text) == profile
    assert Profile.load(json.loads(text)) == profile


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"schema_version": 2}, "schema_version"),
        ({"settings": {"animation_speed": -1}}, "settings.animation_speed"),
        ({"settings": {"colour": "red"}}, "settings.colour"),
        ({"achievements": ["no_such_thing"]}, "achievements.0"),
        ({"records": {"daily": {"yesterday": {"score": 1, "moves": 1}}}}, "records.daily"),
        ([], "profile"),
    ],
)
def test_bad_profile_names_the_field(raw: object, field: str) -> None:
    with pytest.raises(InvalidProfile, match=field.replace(".", r"\.")):
        Profile.load(raw)


def test_reading_a_profile_does_not_load_the_modes() -> None:
    # Start-up time: the profile is read before the first frame; every mode and
    # its save models load only when a game is played or a paused one is read.
    code = (
        "import sys, engine.profile as p; p.Profile.load({'schema_version': 1});"
        "print(sorted(m for m in sys.modules if m.startswith('twelve_bowls.engine.modes')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_record_lists_an_endless_result_with_the_day_it_is_given() -> None:  # R8.3
    profile = Profile()
    day = datetime.date(2027, 3, 4)
    profile.record(result(ModeId.ENDLESS, 900), today=day)
    [entry] = profile.records.endless_ten()
    assert (entry.score, entry.date) == (900, day)


def test_a_profile_that_is_not_an_object_says_so_in_the_sentence() -> None:
    # Pydantic names no field for a wrong top-level type: the sentence names the profile.
    with pytest.raises(InvalidProfile) as raised:
        Profile.load([1])
    assert str(raised.value).startswith("profile field 'profile': ")
