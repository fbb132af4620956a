"""What is being played has a type (``engine.modes.source``), and it says what may be kept."""

from __future__ import annotations

import datetime

import pytest

from tests.engine.helpers import board
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import (
    DailyAttempt,
    EndlessAttempt,
    Generated,
    Keeps,
    OpenedFile,
    OwnPuzzle,
    PastedCode,
    PuzzleAttempt,
    PuzzleSource,
    Shipped,
)

START = board({0: "R", 1: "RR", 5: "Y"})
SCORE = Goal(GoalType.SCORE, points=30)
DAY = datetime.date(2026, 3, 14)


def test_a_puzzle_attempt_is_a_shipped_puzzle_unless_told_otherwise() -> None:
    attempt = PuzzleAttempt(7, START, SCORE, 5)
    assert attempt.source == Shipped(7)
    assert attempt.keeps is Keeps.PROFILE and attempt.keeps_save


@pytest.mark.parametrize(
    ("source", "keeps"),
    [
        (Shipped(7), Keeps.PROFILE),  # R9.5: the game's puzzles make records
        (OwnPuzzle(1001, "Mine"), Keeps.OWN_BEST),
        (OwnPuzzle(0, "draft", draft=True), Keeps.NOTHING),  # the editor's test play
        (OpenedFile("mine.json", "Mine", "a hint"), Keeps.NOTHING),
        (PastedCode("TB1-XYZ", 4), Keeps.NOTHING),
        (Generated("seed", "hard"), Keeps.GENERATED),  # its own records, apart
    ],
)
def test_each_source_says_what_it_may_keep(source: PuzzleSource, keeps: Keeps) -> None:
    attempt = PuzzleAttempt(7, START, SCORE, 5, source=source)
    assert attempt.keeps is keeps
    # Only the shipped and the generated puzzles are saved for resuming: a save of any
    # other would be a place to claim one of them solved (a generated one's is checked by
    # making the puzzle again before it is resumed).
    assert attempt.keeps_save is (keeps in (Keeps.PROFILE, Keeps.GENERATED))
    attempt.restart()  # R7.4: a restart plays the same source
    assert attempt.source == source


def test_an_earlier_days_daily_stays_one_when_played_again() -> None:  # R8.5, R9.3
    earlier = DailyAttempt.earlier(DAY, today=DAY + datetime.timedelta(days=3))
    assert earlier.past and earlier.practice and not earlier.keeps_save
    again = earlier.again()
    assert again.past and again.practice and not again.keeps_save and again.date == DAY
    today = DailyAttempt(DAY).again()
    assert not today.past and not today.practice and today.keeps_save
    assert today.keeps is Keeps.PROFILE


def test_endless_again_is_a_new_game() -> None:
    first = EndlessAttempt("abc")
    again = first.again()
    assert again.seed != first.seed and again.keeps_save
