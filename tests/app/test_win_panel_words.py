"""What the goal line and the win panel say: a goal of "at most 0 stones" is clearing the
board (R7.2), a score goal passed reads the score as it is, and a Perfect Clear's bonus
(R5.4) is named where the final score is; every one of them a whole sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.achievement_texts import achievement_title, theme_title
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.result_view import help_note
from twelve_bowls.app.game.texts import goal_progress_text, goal_text
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import EndReason, PuzzleAttempt


@pytest.fixture
def context(qtbot: QtBot) -> Iterator[AppContext]:
    i18n.set_language("en")
    yield AppContext(InMemoryProfileService())
    i18n.set_language("en")  # a test that changed the language leaves English behind


@pytest.fixture
def english_after(qapp: object) -> Iterator[None]:
    yield
    i18n.set_language("en")


def won_screen(qtbot: QtBot, context: AppContext, puzzle: puzzles.Puzzle) -> GameScreen:
    screen = GameScreen(context, PuzzleAttempt.from_puzzle(puzzle))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.player.speed = 0.0
    for bowl in puzzle.solution:
        screen.session.select(bowl)
        screen.session.confirm()
    QApplication.processEvents()
    assert screen.attempt.ended is EndReason.GOAL_MET and screen.result_shown()
    return screen


def test_at_most_no_stone_is_said_as_clearing_the_board(qapp: object) -> None:  # R7.2
    i18n.set_language("en")
    goal = Goal(GoalType.AT_MOST, stones=0)
    assert goal_text(goal) == "Clear the whole board"
    assert goal_progress_text(goal, 3, 0) == "3 stones left on the board"
    some = Goal(GoalType.AT_MOST, stones=3)
    assert goal_text(some) == "Leave at most 3 stones on the board"


def test_a_score_goal_passed_reads_the_score_itself(qtbot: QtBot, context: AppContext) -> None:
    passed = []
    for puzzle in puzzles.load_puzzles():
        if puzzle.goal.type is GoalType.SCORE:
            attempt = PuzzleAttempt.from_puzzle(puzzle)
            for bowl in puzzle.solution:
                attempt.play(bowl)
            if attempt.score > (puzzle.goal.points or 0):
                passed.append(puzzle)
    assert passed, "no shipped score puzzle ends above its goal"
    puzzle = passed[0]
    screen = won_screen(qtbot, context, puzzle)
    score = screen.attempt.score
    assert f"{score:,} of {puzzle.goal.points:,} points" == screen.hud.goal_progress.text()


def test_a_perfect_clear_is_named_on_the_win_panel(qtbot: QtBot, context: AppContext) -> None:
    for puzzle in puzzles.load_puzzles():
        attempt = PuzzleAttempt.from_puzzle(puzzle)
        for bowl in puzzle.solution:
            attempt.play(bowl)
        if attempt.state.perfect_clears:
            break
    else:
        pytest.fail("no shipped puzzle's line makes a Perfect Clear")
    screen = won_screen(qtbot, context, puzzle)
    assert "Perfect Clear: the board was emptied, and its bonus of 100 points is in the score." in (
        screen.result.extra.text()
    )


def test_replay_under_the_solved_panel_moves_it_aside_and_gives_back_the_buttons(
    qtbot: QtBot, context: AppContext
) -> None:
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[40])
    screen = won_screen(qtbot, context, puzzle)
    screen.replay_player.speed = 0.0
    assert screen.replay_button.isEnabled()
    screen.replay_button.click()
    assert screen.session.replay is not None
    assert not screen.result.isVisible()  # it ran beneath the panel
    screen.session.end_replay()
    QApplication.processEvents()
    assert screen.result.isVisible() and screen.result.next_button.hasFocus()
    # Restart and Solution stayed disabled after the replay.
    assert screen.restart_button.isVisible() and screen.restart_button.isEnabled()
    assert screen.solution_button.isVisible() and screen.solution_button.isEnabled()


def test_the_goal_lines_count_their_stones_and_bowls(english_after: None) -> None:  # R7.2
    # Whole sentences with plural forms, never "On the board: 6 (at most 3)".
    i18n.set_language("en")
    some = Goal(GoalType.AT_MOST, stones=3)
    assert goal_progress_text(some, 6, 3) == "6 stones on the board (at most 3)"
    assert goal_progress_text(some, 1, 3) == "1 stone on the board (at most 3)"
    combo = Goal(GoalType.COMBO, size=3)
    assert goal_progress_text(combo, 2, 3) == "Your biggest combo so far reached 2 of 3 bowls"
    # Arabic counts 3-10 stones with the plural and 11-99 with the singular (accusative).
    i18n.set_language("ar")
    assert "أحجار" in goal_progress_text(some, 6, 3)
    assert "حجرًا" in goal_progress_text(some, 11, 3)
    assert "حجران" in goal_progress_text(some, 2, 3)


def test_the_most_help_a_solve_used_is_one_sentence_per_hint_step(qapp: object) -> None:
    i18n.set_language("en")
    board = Position.from_notation(["RRR"] + [""] * 11)
    attempt = PuzzleAttempt(0, board, Goal(GoalType.CLEAR_BOARD), 3)
    said = []
    for step in (1, 2, 3):
        attempt.hint_step = step
        said.append(help_note(attempt).split(". ")[0] + ".")
    assert said == [
        "You used the hint's first step, the puzzle's idea.",
        "You used the hint up to its second step, the bowl to play next.",
        "You used all three hint steps, up to the whole line.",
    ]


def test_arabic_quotes_the_achievement_and_theme_names_isolated(
    qtbot: QtBot, context: AppContext
) -> None:  # R9.5
    # A name inside an Arabic sentence keeps its own direction (FSI ... PDI) in «» quotes.
    context.update_settings(language="ar")
    context.apply_language()
    screen = won_screen(qtbot, context, puzzles.load_puzzle(puzzles.puzzle_paths()[0]))
    notes = screen.result.extra.text()
    first_steps = achievement_title(Achievement.FIRST_PUZZLE)
    garden = theme_title("garden")
    assert f"«\u2068{first_steps}\u2069»" in notes, notes
    assert f"«\u2068{garden}\u2069»" in notes, notes
    assert "النتيجة النهائية" not in screen.result.score.text()  # the old label
    assert screen.result.score.text().startswith("نتيجتك النهائية")
