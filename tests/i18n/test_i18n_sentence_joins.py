"""Sentences the code puts side by side are joined as each language writes them: Japanese
runs one sentence into the next after 。 with no space, and separates the share line's
points and moves with ・, not " · "."""

from __future__ import annotations

import datetime

from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.assist import daily_share_text
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.result_view import help_note
from twelve_bowls.app.midend.puzzle_idea import derived_idea
from twelve_bowls.app.screens.records import RecordsScreen
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import DailyAttempt, PuzzleAttempt

# A board with a wild: the idea says what the goal asks, then what the wild does.
WITH_A_WILD = Position.from_notation(["RRW", "YY", "", "G", "", "B", "", "", "P", "", "", ""])


def test_english_and_arabic_put_a_space_between_sentences() -> None:
    for code in ("en", "ar"):
        i18n.set_language(code)
        assert i18n.join_sentences(["One.", "", "Two."]) == "One. Two."


def test_japanese_runs_sentences_together_after_the_full_stop() -> None:
    i18n.set_language("ja")
    idea = derived_idea(Goal(GoalType.CLEAR_BOARD), WITH_A_WILD)
    assert idea.count("。") == 4 and "。 " not in idea and idea.endswith("。"), idea
    attempt = PuzzleAttempt(0, WITH_A_WILD, Goal(GoalType.CLEAR_BOARD), 3)
    attempt.hint_step = 2
    note = help_note(attempt)
    assert note.count("。") == 2 and "。 " not in note, note


def test_the_japanese_share_line_separates_points_and_moves_with_a_middle_dot() -> None:
    i18n.set_language("ja")
    lines = daily_share_text(DailyAttempt(datetime.date(2026, 12, 1))).splitlines()
    assert lines[1] == "0点・0手", lines
    i18n.set_language("es")
    lines = daily_share_text(DailyAttempt(datetime.date(2026, 12, 1))).splitlines()
    assert lines[1] == "0 puntos · 0 jugadas", lines


def test_the_queue_strip_says_stones_and_modifier_as_the_language_joins_them(
    qtbot: QtBot,
) -> None:
    """The selected bowl's stones and its modifier (R8.4) are parts of one description:
    Arabic separates them with its own semicolon, Japanese with 、, never a Latin ". "."""
    bowls = ("RG", "BY", "", "", "", "", "", "", "", "", "", "P")
    modifiers = (Modifier(ModifierKind.REVERSE, 3),) + (None,) * 11
    attempt = PuzzleAttempt(0, Position(bowls, modifiers), Goal(GoalType.CLEAR_COLOR, color="R"), 3)
    for code, separator in (("ar", "؛ "), ("ja", "、")):
        i18n.set_language(code)
        screen = GameScreen(AppContext(InMemoryProfileService()), attempt)
        qtbot.addWidget(screen)
        screen.session.select(0)
        description = screen.strip.accessibleDescription()
        assert separator in description and ". " not in description, (code, description)


def test_an_achievements_description_and_its_status_are_two_sentences(
    qtbot: QtBot,
) -> None:
    i18n.set_language("ja")
    screen = RecordsScreen(AppContext(InMemoryProfileService()))
    qtbot.addWidget(screen)
    screen.refresh()
    described = [row.accessibleDescription() for row in screen.achievement_rows]
    assert described and all("。 " not in text for text in described), described
