"""The HUD's numbers and the replay's captions as whole sentences with plural forms, never
"Label: value" templates (R5.2 combo, R5.3 points, R8.5 the Daily's date)."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.game.hud import Hud
from twelve_bowls.app.game.spoken import brief
from twelve_bowls.app.i18n import LRI, PDI
from twelve_bowls.app.midend.replay import MoveReplay, event_caption
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.events import Phase, Scored
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import DailyAttempt, PuzzleAttempt
from twelve_bowls.engine.rules import apply


@pytest.fixture(autouse=True)
def english(qapp: object) -> Iterator[None]:
    i18n.set_language("en")  # the English catalog holds the plural forms
    yield
    i18n.set_language("en")


def three_reds() -> PuzzleAttempt:
    """Bowl 0 sows R into bowl 1 (R R: three reds match, R4.1); bowl 3 sows Y into the
    empty bowl 4 (no match)."""
    mods = [None] * 12
    mods[2] = Modifier(ModifierKind.FROZEN)
    position = Position(("R", "RR", "G", "Y", "", "", "", "", "", "", "", ""), tuple(mods))
    return PuzzleAttempt(99, position, Goal(GoalType.CLEAR_COLOR, color="R"), 3)


def make_hud(qtbot: QtBot) -> Hud:
    hud = Hud()
    qtbot.addWidget(hud)
    return hud


def test_score_and_combo_are_sentences_with_plural_forms(qtbot: QtBot) -> None:  # R5.2
    hud = make_hud(qtbot)
    attempt = three_reds()
    hud.refresh(attempt)
    assert hud.score.text() == "0 points"
    assert hud.score_spoken == "Your score is 0 points."
    assert hud.combo.text() == "No combo yet."
    attempt.play(3)  # no group
    hud.refresh(attempt)
    assert hud.combo.text() == "No combo on the last move."
    attempt.play(0)  # one bowl matches: a combo of 1, 30 points (R5.3)
    hud.refresh(attempt)
    assert hud.combo.text() == "The last move made a ×1 combo."
    assert hud.score.text() == "30 points"
    assert hud.score_spoken == "Your score is 30 points."


def test_the_spoken_brief_says_the_goal_and_the_score_as_sentences(qtbot: QtBot) -> None:
    hud = make_hud(qtbot)
    hud.refresh(three_reds())
    hud.show()
    said = brief(hud)
    assert f"{hud.goal.text()} to win" in said
    assert "Your score is 0 points" in said
    assert "Goal:" not in said and "Score:" not in said


def test_the_dailys_best_is_a_sentence(qtbot: QtBot) -> None:  # R8.5
    hud = make_hud(qtbot)
    hud.daily_best = 1
    hud.refresh(DailyAttempt(datetime.date(2026, 12, 1)))
    assert hud.best.text() == "Your best for this date is 1 point."
    hud.daily_best = 410
    hud.refresh(DailyAttempt(datetime.date(2026, 12, 1)))
    assert hud.best.text() == "Your best for this date is 410 points."


def test_arabic_counts_the_score_with_its_own_forms(qtbot: QtBot) -> None:
    i18n.set_language("ar")
    hud = make_hud(qtbot)
    attempt = three_reds()
    attempt.play(0)  # 30 points: Arabic's 11-99 form, the singular in the accusative
    hud.refresh(attempt)
    assert hud.score.text() == f"{LRI}30{PDI} نقطةً"
    assert f"{LRI}×1{PDI}" in hud.combo.text()


def test_replay_captions_are_a_step_sentence_then_the_event_sentence() -> None:
    attempt = three_reds()
    result = apply(attempt.position, 0)
    replay = MoveReplay.of(attempt.position, result.events)
    assert replay is not None
    total = len(replay.stops)
    assert replay.caption() == f"Step 0 of {total}. This is the board before the move."
    replay.index = 1
    assert replay.caption() == f"Step 1 of {total}. A stone is sown into bowl 1."
    scored = Scored(Phase.PLAYER, removed=6, combo=2, multiplier=2, points=120)
    assert event_caption(scored) == "This phase scores 120 points with a ×2 combo."
