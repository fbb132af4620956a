"""Help and sharing in the engine: hints and undos kept in records, the "clean" puzzle mark, the ten
best Endless results, the Daily streak, earlier Dailies as practice, the share text."""

from __future__ import annotations

import datetime

import pytest

from twelve_bowls.engine.modes import (
    PAST_DAYS,
    AttemptResult,
    DailyAttempt,
    EndReason,
    ModeId,
    PuzzleAttempt,
    attempt_from_save,
    load_attempt_save,
    past_dates,
)
from twelve_bowls.engine.profile import Profile
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles
from twelve_bowls.engine.records import (
    ENDLESS_TOP,
    DailyRecord,
    EndlessEntry,
    EndlessRecord,
    Records,
)
from twelve_bowls.engine.share import (
    COLOUR_CELLS,
    NO_MATCH_CELL,
    OVERFLOW_CELL,
    daily_share,
    move_cell,
    share_text,
)

DAY = datetime.date(2026, 12, 1)


@pytest.fixture(scope="module")
def puzzle() -> Puzzle:
    return next(p for p in load_puzzles() if len(p.solution) >= 2)


def solve(puzzle: Puzzle, *, hints: int = 0, undo: bool = False) -> PuzzleAttempt:
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    for _ in range(hints):
        attempt.hint()
    if undo:
        attempt.play(puzzle.solution[0])
        attempt.undo()  # R9.2
    for move in puzzle.solution:
        attempt.play(move)
    assert attempt.ended is EndReason.GOAL_MET
    return attempt


# -- hints and undo in puzzle records ----------------------------------------------------------


def test_a_hint_is_counted_and_points_into_a_winning_line(puzzle: Puzzle) -> None:
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    answer = attempt.hint()
    assert attempt.hints_used == 1
    assert answer.hint in answer.winning_moves and puzzle.solution[0] in answer.winning_moves
    # hint_answer asks without counting (the app uses hint()).
    attempt.hint_answer()
    assert attempt.hints_used == 1
    attempt.restart()  # R7.4: a new attempt starts with no aids used
    assert (attempt.hints_used, attempt.undos) == (0, 0)


def test_solved_without_hint_or_undo_is_clean(puzzle: Puzzle) -> None:
    records = Records()
    records.add(solve(puzzle, hints=2).result())
    record = records.puzzle(puzzle.id)
    assert record.solved and not record.clean and record.fewest_hints == 2
    records.add(solve(puzzle, undo=True).result())
    record = records.puzzle(puzzle.id)
    assert not record.clean and record.fewest_hints == 0  # undo alone is not clean either
    records.add(solve(puzzle).result())
    assert records.puzzle(puzzle.id).clean
    records.add(solve(puzzle, hints=1).result())
    assert records.puzzle(puzzle.id).clean  # once clean, always marked


def test_hints_and_undos_survive_a_save(puzzle: Puzzle) -> None:
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    attempt.hint()
    attempt.play(puzzle.solution[0])
    attempt.undo()
    attempt.play(puzzle.solution[0])
    resumed = attempt_from_save(load_attempt_save(attempt.to_save().model_dump(mode="json")))
    assert (resumed.hints_used, resumed.undos) == (1, 1)
    # A save written before hints existed still loads, with no aids.
    raw = attempt.to_save().model_dump(mode="json")
    del raw["hints_used"], raw["undos"]
    older = attempt_from_save(load_attempt_save(raw))
    assert (older.hints_used, older.undos) == (0, 0)


def test_profiles_from_before_hints_still_load() -> None:
    old = {"records": {"puzzles": {"3": {"solved": True, "best_moves": 2}}}}
    profile = Profile.load(old)
    record = profile.records.puzzle(3)
    assert record.solved and not record.clean and record.fewest_hints is None


# -- Endless ten best --------------------------------------------------------------------------


def endless(score: int, attempt_id: str, practice: bool = False) -> AttemptResult:
    return AttemptResult(
        attempt_id=attempt_id,
        mode=ModeId.ENDLESS,
        score=score,
        moves_played=score // 10,
        ended=EndReason.OVERFLOW,
        practice=practice,
        best_combo=1,
        perfect_clears=0,
        eruptions=0,
        seed="s",
    )


def test_the_ten_best_endless_results_with_dates() -> None:
    records = Records()
    for n, score in enumerate([50, 300, 120, 300, 10, 80, 90, 400, 70, 60, 20, 30]):
        records.add(endless(score, f"e{n}"), DAY + datetime.timedelta(days=n))
    records.add(endless(999, "practice", practice=True), DAY)  # R9.3: never a record
    ten = records.endless_ten()
    assert len(ten) == ENDLESS_TOP
    assert [e.score for e in ten] == [400, 300, 300, 120, 90, 80, 70, 60, 50, 30]
    # Equal scores: the earlier result stays ahead.
    assert [e.date for e in ten[1:3]] == [
        DAY + datetime.timedelta(days=1),
        DAY + datetime.timedelta(days=3),
    ]
    assert records.endless_best == EndlessRecord(score=400, moves=40, seed="s")


def test_an_older_profile_lists_its_one_best_endless_result() -> None:
    records = Records(endless_best=EndlessRecord(score=500, moves=50, seed="x"))
    assert records.endless_ten() == [EndlessEntry(score=500, moves=50, date=None)]
    records.add(endless(100, "new"), DAY)
    assert [(e.score, e.date) for e in records.endless_ten()] == [(500, None), (100, DAY)]


# -- Daily streak and earlier Dailies ----------------------------------------------------------


def test_streak_counts_consecutive_completed_utc_days() -> None:  # R8.5
    def done(days_ago: int, completed: bool = True) -> tuple[datetime.date, DailyRecord]:
        return DAY - datetime.timedelta(days=days_ago), DailyRecord(
            score=100, moves=20 if completed else 5, completed=completed
        )

    records = Records(daily=dict([done(1), done(2), done(3), done(5)]))
    assert records.daily_streak(DAY) == 3  # today still open: the streak ends yesterday
    records.daily.update([done(0)])
    assert records.daily_streak(DAY) == 4
    records.daily.update([done(4, completed=False)])  # ended early: does not join the gap
    assert records.daily_streak(DAY) == 4
    assert records.daily_streak(DAY + datetime.timedelta(days=2)) == 0
    assert Records().daily_streak(DAY) == 0


def test_an_earlier_daily_is_practice_from_the_start() -> None:  # R9.3
    dates = past_dates(DAY)
    assert len(dates) == PAST_DAYS and dates[0] == DAY - datetime.timedelta(days=1)
    attempt = DailyAttempt.earlier(dates[-1], today=DAY)
    assert attempt.practice and attempt.date == dates[-1]
    # The same game as that day's Daily (R9.1), only not for records.
    assert attempt.position == DailyAttempt(dates[-1]).position
    while attempt.ended is None:
        attempt.play(attempt.legal_moves()[0])
    profile = Profile()
    assert profile.record(attempt) == []
    assert profile.records.daily == {}
    for wrong in (DAY, DAY - datetime.timedelta(days=PAST_DAYS + 1)):
        with pytest.raises(ValueError, match="not one of the 30 days"):
            DailyAttempt.earlier(wrong, today=DAY)
    # A practice Daily stays practice through a save.
    resumed = attempt_from_save(load_attempt_save(attempt.to_save().model_dump(mode="json")))
    assert resumed.practice


# -- share text --------------------------------------------------------------------------------


def test_move_cells() -> None:
    assert move_cell(1, (0, 0, 0, 0, 0), False) == NO_MATCH_CELL
    assert move_cell(1, (0, 3, 0, 4, 0), False) == COLOUR_CELLS[3]  # most stones: blue
    assert move_cell(1, (3, 0, 3, 0, 0), False) == COLOUR_CELLS[0]  # a tie: R before G
    assert move_cell(3, (3, 3, 3, 0, 0), False) == "3\ufe0f\u20e3"  # R5.2 combo
    assert move_cell(2, (3, 3, 0, 0, 0), True) == OVERFLOW_CELL  # R6.2


def test_share_text_has_date_score_moves_and_one_cell_per_move() -> None:
    attempt = DailyAttempt(DAY)
    while attempt.ended is None:
        attempt.play(attempt.legal_moves()[-1])
    share = daily_share(attempt)
    assert share.date == "2026-12-01" and share.score == attempt.score
    assert share.moves == attempt.moves_played
    assert len(share.cells) == len(attempt.moves)
    text = share_text(share, "Daily 2026-12-01", f"{share.score} points")
    lines = text.splitlines()
    assert lines[:2] == ["Daily 2026-12-01", f"{share.score} points"]
    assert "".join(lines[2:]) == "".join(share.cells)
    # Nothing that reveals the board: no item letters, no bowl numbers.
    cells = "".join(lines[2:])
    assert not any(letter in cells for letter in "RYGBPWX")
    assert not any(char.isdigit() and char not in "23456789" for char in cells)
