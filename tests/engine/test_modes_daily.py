"""Daily attempts (R8.5, R9.1)."""

from __future__ import annotations

import datetime

import pytest

from tests.engine.modes_helpers import careful_move
from twelve_bowls.engine.board import COLOURS
from twelve_bowls.engine.events import ModifierPlaced, Refilled
from twelve_bowls.engine.modes import (
    DAILY_MOVES,
    DailyAttempt,
    EndReason,
    ModeId,
    MoveOutcome,
    daily_seed,
)
from twelve_bowls.engine.modes.draws import start_position
from twelve_bowls.engine.rng import KeyedRandom

# Golden Daily starts (R8.1, R9.1): these boards are what players of those dates got.
# Never edit them to make a test pass.
GOLDEN_STARTS = {
    datetime.date(2026, 11, 30): (
        "YBG", "PBP", "RGY", "GPB", "YRB", "BBR", "RRB", "GBY", "PPG", "GRY", "PGR", "PYY",
    ),
    datetime.date(2027, 1, 1): (
        "BRR", "BRY", "GPG", "BYG", "BPG", "PRB", "YPP", "BYY", "YGG", "PRY", "YPR", "BGR",
    ),
    datetime.date(2028, 2, 29): (
        "YBP", "GPG", "RGP", "GRG", "YPP", "YRB", "GBB", "YRB", "YYR", "PYG", "BYB", "RRP",
    ),
}  # fmt: skip


@pytest.mark.parametrize("date", sorted(GOLDEN_STARTS))
def test_golden_daily_starts(date: datetime.date) -> None:  # R8.1, R8.5, R9.1
    attempt = DailyAttempt(date)
    assert attempt.position.bowls == GOLDEN_STARTS[date]
    assert attempt.position.modifiers_notation() == {}


def test_seed_is_the_date() -> None:  # R9.1
    date = datetime.date(2026, 3, 4)
    assert daily_seed(date) == "2026-03-04"
    assert DailyAttempt(date).position == start_position(KeyedRandom("2026-03-04"))
    assert DailyAttempt.mode_id is ModeId.DAILY


def _play_through(date: datetime.date) -> tuple[DailyAttempt, list[MoveOutcome]]:
    attempt = DailyAttempt(date)
    outcomes: list[MoveOutcome] = []
    while attempt.ended is None:
        outcomes.append(attempt.play(careful_move(attempt)))
    return attempt, outcomes


def test_twenty_moves_and_no_refill_after_the_twentieth() -> None:  # R8.5
    completed = 0
    for day in range(10):
        attempt, outcomes = _play_through(datetime.date(2026, 12, 1) + datetime.timedelta(day))
        for number, outcome in enumerate(outcomes, start=1):
            refilled = [e for e in outcome.events if isinstance(e, Refilled)]
            if outcome.safe:
                assert len(refilled) == (0 if number == DAILY_MOVES else 2)  # R8.2, R8.5
        if attempt.ended is EndReason.OUT_OF_MOVES:
            completed += 1
            assert attempt.moves_played == DAILY_MOVES
            assert attempt.moves_left == 0
            assert attempt.result().completed
    assert completed >= 5


def test_normal_stones_only_and_no_events() -> None:  # R8.5
    for day in range(10):
        attempt, outcomes = _play_through(datetime.date(2027, 5, 1) + datetime.timedelta(day))
        for outcome in outcomes:
            for event in outcome.events:
                assert not isinstance(event, ModifierPlaced)
                if isinstance(event, Refilled):
                    assert event.item in COLOURS
        assert attempt.position.modifiers_notation() == {}


def test_keeps_its_date() -> None:  # R8.5: even past midnight
    date = datetime.date(2026, 11, 30)
    attempt = DailyAttempt(date)
    attempt.play(careful_move(attempt))
    assert attempt.date == date
    attempt.end()
    assert attempt.result().date == date
    assert attempt.result().ended is EndReason.ENDED_BY_PLAYER


def test_undo_marks_practice() -> None:  # R9.3
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    attempt.play(careful_move(attempt))
    attempt.undo()
    assert attempt.practice
    assert not DailyAttempt(datetime.date(2026, 11, 30)).practice
