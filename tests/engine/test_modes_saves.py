"""Attempt saves: versioned pydantic models that resume identically."""

from __future__ import annotations

import datetime
import json

import pytest

from tests.engine.helpers import board
from tests.engine.modes_helpers import careful_move, play_until
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    DailySave,
    EndlessAttempt,
    EndlessSave,
    EndReason,
    InvalidSave,
    PuzzleAttempt,
    PuzzleSave,
    attempt_from_save,
    load_attempt_save,
)


def round_trip(attempt: Attempt) -> Attempt:
    text = attempt.to_save().model_dump_json()
    return attempt_from_save(load_attempt_save(json.loads(text)))


def continue_both(one: Attempt, two: Attempt, moves: int) -> None:
    for _ in range(moves):
        if one.ended is not None:
            break
        move = careful_move(one)
        assert one.play(move) == two.play(move)
        assert one.state == two.state


def test_endless_resumes_identically() -> None:
    attempt = EndlessAttempt("save")
    play_until(attempt, 30)
    save = attempt.to_save()
    assert isinstance(save, EndlessSave)
    assert save.schema_version == 1 and save.mode == "endless"
    loaded = round_trip(attempt)
    assert loaded.state == attempt.state
    assert loaded.attempt_id == attempt.attempt_id
    continue_both(attempt, loaded, 20)


def test_daily_resumes_with_its_date_and_practice_mark() -> None:  # R8.5, R9.3
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    play_until(attempt, 4)
    attempt.undo()
    loaded = round_trip(attempt)
    assert isinstance(loaded, DailyAttempt) and isinstance(attempt.to_save(), DailySave)
    assert loaded.date == datetime.date(2026, 11, 30)
    assert loaded.practice
    assert loaded.state == attempt.state
    continue_both(attempt, loaded, 20)


def test_puzzle_resumes_identically() -> None:
    position = board({0: "Y", 1: "YY", 3: "R", 4: "RR", 6: "GB"}, {6: "reverse"})
    attempt = PuzzleAttempt(7, position, Goal(GoalType.CLEAR_BOARD), 4)
    attempt.play(6)
    save = attempt.to_save()
    assert isinstance(save, PuzzleSave)
    loaded = round_trip(attempt)
    assert isinstance(loaded, PuzzleAttempt)
    assert (loaded.puzzle_id, loaded.goal, loaded.move_limit) == (7, attempt.goal, 4)
    assert loaded.state == attempt.state
    assert loaded.can_undo
    loaded.undo()
    assert loaded.position == position


def test_ended_by_player_survives() -> None:  # R8.3
    attempt = EndlessAttempt("ended")
    play_until(attempt, 3)
    attempt.end()
    loaded = round_trip(attempt)
    assert loaded.ended is EndReason.ENDED_BY_PLAYER
    assert loaded.state == attempt.state


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (
            {"mode": "endless", "attempt_id": "a", "seed": "s", "schema_version": 2},
            "endless save field 'schema_version'",
        ),
        ({"mode": "weekly", "attempt_id": "a"}, "attempt save: .*'weekly'"),
        ({"mode": "endless", "attempt_id": "a"}, "endless save field 'seed'"),
        ({"mode": "daily", "attempt_id": "a", "date": "2026-02-30"}, "daily save field 'date'"),
        ({"mode": "endless", "attempt_id": "a", "seed": "s", "moves": [12]}, "field 'moves.0'"),
        ({"mode": "endless", "attempt_id": "a", "seed": "s", "cheat": 1}, "field 'cheat'"),
        ("not an object", "attempt save: "),
    ],
)
def test_bad_save_names_the_field(raw: object, message: str) -> None:
    with pytest.raises(InvalidSave, match=message):
        load_attempt_save(raw)


def test_save_whose_moves_do_not_replay() -> None:
    attempt = EndlessAttempt("tamper")
    play_until(attempt, 3)
    raw = json.loads(attempt.to_save().model_dump_json())
    raw["moves"].append(raw["moves"][-1])  # that bowl was just emptied
    with pytest.raises(InvalidSave, match="does not replay"):
        attempt_from_save(load_attempt_save(raw))
