"""Personal records (R8.5, R9.3)."""

from __future__ import annotations

import datetime
import hashlib

from twelve_bowls.engine.modes import AttemptResult, EndReason, ModeId
from twelve_bowls.engine.records import DailyRecord, EndlessRecord, PuzzleRecord, Records

DAY = datetime.date(2026, 11, 30)


def result(mode: ModeId, score: int = 0, **changes: object) -> AttemptResult:
    values: dict[str, object] = {
        # Distinct per score and changes, within the saved 64 characters (engine.limits).
        "attempt_id": hashlib.sha256(f"{score}{sorted(changes.items())}".encode()).hexdigest(),
        "mode": mode,
        "score": score,
        "moves_played": 5,
        "ended": EndReason.OVERFLOW,
        "practice": False,
        "best_combo": 1,
        "perfect_clears": 0,
        "eruptions": 0,
    }
    if mode is ModeId.DAILY:
        values["date"] = DAY
    if mode is ModeId.ENDLESS:
        values["seed"] = "s"
    if mode is ModeId.PUZZLE:
        values["puzzle_id"] = 7
    values.update(changes)
    return AttemptResult(**values)  # type: ignore[arg-type]


def test_best_endless_score() -> None:  # R8.3
    records = Records()
    assert records.add(result(ModeId.ENDLESS, 300))
    records.add(result(ModeId.ENDLESS, 200))
    assert records.endless_best == EndlessRecord(score=300, moves=5, seed="s")
    records.add(result(ModeId.ENDLESS, 301, moves_played=9))
    assert records.endless_best == EndlessRecord(score=301, moves=9, seed="s")
    assert records.endless_games == 3


def test_practice_never_becomes_a_record() -> None:  # R9.3
    records = Records()
    assert not records.add(result(ModeId.ENDLESS, 900, practice=True))
    assert not records.add(result(ModeId.DAILY, 900, practice=True))
    assert records == Records()


def test_best_daily_per_date() -> None:  # R8.5
    records = Records()
    records.add(result(ModeId.DAILY, 400, ended=EndReason.OUT_OF_MOVES, moves_played=20))
    records.add(result(ModeId.DAILY, 300))
    other = DAY + datetime.timedelta(days=1)
    records.add(result(ModeId.DAILY, 100, date=other))
    assert records.daily_best(DAY) == DailyRecord(score=400, moves=20, completed=True)
    assert records.daily_best(other) == DailyRecord(score=100, moves=5, completed=False)
    assert records.dailies_completed == 1
    # A better score on a date keeps the fact that it was completed before.
    records.add(result(ModeId.DAILY, 500, moves_played=12))
    assert records.daily_best(DAY) == DailyRecord(score=500, moves=12, completed=True)


def test_puzzle_progress_keeps_the_fewest_moves() -> None:
    records = Records()
    assert not records.add(result(ModeId.PUZZLE, ended=EndReason.OUT_OF_MOVES))
    assert records.puzzle(7) == PuzzleRecord()
    records.add(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, moves_played=6))
    records.add(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, moves_played=8))
    # Solved without hint or undo: clean, no hints.
    assert records.puzzle(7) == PuzzleRecord(
        solved=True, best_moves=6, clean=True, fewest_hints=0, hint_step=0
    )
    records.add(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET, moves_played=4))
    assert records.puzzle(7) == PuzzleRecord(
        solved=True, best_moves=4, clean=True, fewest_hints=0, hint_step=0
    )
    assert records.puzzles_solved == 1


def test_records_round_trip() -> None:
    records = Records()
    records.add(result(ModeId.DAILY, 400, ended=EndReason.OUT_OF_MOVES))
    records.add(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET))
    records.add(result(ModeId.ENDLESS, 10))
    assert Records.model_validate_json(records.model_dump_json()) == records


def test_days_of_play_are_counted_once_per_date_and_never_for_practice() -> None:
    # The achievements' clock (engine.achievements): UTC dates with a valid result.
    records = Records()
    first, second = datetime.date(2027, 1, 1), datetime.date(2027, 1, 2)
    records.add(result(ModeId.ENDLESS, 10), first)
    records.add(result(ModeId.PUZZLE, ended=EndReason.GOAL_MET), first)
    assert records.days_played == 1
    records.add(result(ModeId.ENDLESS, 20, practice=True), second)  # R9.3: not a valid result
    assert records.days_played == 1
    records.add(result(ModeId.DAILY, 30, ended=EndReason.OUT_OF_MOVES), second)
    assert records.play_days == [first, second]
    # An edited file's repeats and order are put right; old files have no days yet.
    edited = Records.model_validate({"play_days": ["2027-01-02", "2027-01-01", "2027-01-02"]})
    assert edited.play_days == [first, second]
    assert Records.model_validate({}).days_played == 0
