"""The key list beside the board names only keys that do something in that mode."""

from __future__ import annotations

import pytest

from tests.app.test_game import context, hand_made_puzzle, make_screen
from twelve_bowls.app.game.key_help import key_sentences
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt
from twelve_bowls.engine.modes.attempt import ModeId

__all__ = ["context"]  # the fixture, shared with the game tests


def test_a_puzzle_lists_hints_and_the_goal(qapp) -> None:
    anywhere = key_sentences(ModeId.PUZZLE)[1]
    assert "H gives the next step of a hint" in anywhere
    assert "G reads the goal and the moves left" in anywhere


@pytest.mark.parametrize(
    ("mode", "g_reads"),
    [(ModeId.ENDLESS, "G reads the score,"), (ModeId.DAILY, "G reads the score and the moves")],
)
def test_endless_and_the_daily_list_no_hint_key_and_no_goal(
    qapp, mode: ModeId, g_reads: str
) -> None:
    # Hints are for puzzles (H only says so there); Endless and the Daily have no goal (R8).
    anywhere = key_sentences(mode)[1]
    assert "H " not in anywhere and "hint" not in anywhere
    assert "goal" not in anywhere
    assert g_reads in anywhere


@pytest.mark.parametrize(
    "attempt",
    [lambda: EndlessAttempt("keys"), lambda: DailyAttempt(utc_today()), hand_made_puzzle],
    ids=["endless", "daily", "puzzle"],
)
def test_the_game_screen_shows_its_own_mode_s_keys(qtbot, context, attempt) -> None:
    made = attempt()
    screen = make_screen(qtbot, context, made)
    assert screen.keys_hint.text().split("\n")[1] == key_sentences(made.mode_id)[1]
