"""A hint without a build-time table searches a bounded number of states: a board of
one's own with a long move limit froze the window for minutes and took 5 GB (the full
monkey found it in the editor's test play)."""

from __future__ import annotations

import pytest

from tests.app.test_session_midend import context, session_for, store
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.hint import Hinter, HintSearchTooLarge
from twelve_bowls.engine.modes import HINT_BOWL, PuzzleAttempt
from twelve_bowls.engine.modes.source import OwnPuzzle

__all__ = ["context", "store"]  # the fixtures, shared with the midend tests

# Many stones, no group in reach soon and a score goal far away: a wide, deep tree.
WIDE = Position(("RYG", "BPR", "YGB", "PRY", "GBP", "RYG", "BPR", "YGB", "PRY", "GBP", "RY", "GB"))
FAR = Goal(GoalType.SCORE, points=990)


def test_a_bounded_search_stops_with_a_reason() -> None:
    hinter = Hinter(WIDE, FAR, 40, max_states=500)
    with pytest.raises(HintSearchTooLarge):
        hinter.answer()


def test_the_session_says_so_and_counts_no_hint(context) -> None:
    attempt = PuzzleAttempt(0, WIDE, FAR, 40, source=OwnPuzzle(0, "draft", draft=True))
    session, _ = session_for(context, attempt)
    said: list[str] = []
    session.status.connect(said.append)
    attempt.use_help(1)  # the idea was read: the next step is the bowl
    assert session.next_hint_step() == HINT_BOWL
    assert session.hint() is None
    assert said and "too large" in said[-1]
    assert attempt.hint_step == 1 and attempt.hints_used == 1  # the bowl step was not counted
