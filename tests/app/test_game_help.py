"""Help on the game screen: Hint (button and key), "Undo to move k", Show solution,
Replay last move and the Daily share text, played through the UI."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app.board.items import HighlightItem
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.assist import daily_share_text
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.midend.puzzle_idea import puzzle_idea
from twelve_bowls.app.midend.replay import MoveReplay, event_caption
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.events import Matched, Sown
from twelve_bowls.engine.hint import Hinter
from twelve_bowls.engine.modes import DailyAttempt, EndReason, PuzzleAttempt
from twelve_bowls.engine.puzzles import Puzzle
from twelve_bowls.engine.rules import apply, legal_moves


@pytest.fixture
def context(qapp: object) -> AppContext:
    return AppContext(store=InMemoryProfileService())


def make_screen(qtbot: QtBot, context: AppContext, attempt: object) -> GameScreen:
    screen = GameScreen(context, attempt)  # type: ignore[arg-type]
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    for player in (screen.player, screen.replay_player, screen.demo.player):
        player.speed = 0.0  # every animation ends at once
    screen.focus_first()
    return screen


def scene_board(screen: GameScreen) -> tuple[str, ...]:
    return tuple(screen.scene.contents(b) for b in range(12))


def shipped(number: int) -> Puzzle:
    return puzzles.load_puzzle(puzzles.puzzle_paths()[number - 1])


def puzzle_with_a_losing_first_move() -> tuple[Puzzle, int]:
    """A shipped puzzle of two or more moves and a safe first move that cannot win."""
    for puzzle in puzzles.load_puzzles():
        if len(puzzle.solution) < 2:
            continue
        winning = Hinter.for_puzzle(puzzle).answer().winning_moves
        for move in legal_moves(puzzle.position):
            if move not in winning and apply(puzzle.position, move).safe:
                return puzzle, move
    raise AssertionError("no shipped puzzle has a losing first move")


def hints(screen: GameScreen) -> list[HighlightItem]:
    return [
        item
        for item in screen.scene.transient
        if isinstance(item, HighlightItem) and item.key == "highlight.match"
    ]


def test_a_late_puzzle_keeps_its_plan_until_the_last_help_step_or_the_solve(
    qtbot: QtBot, context: AppContext
) -> None:
    # Puzzles 1-30 teach: their hint shows from the start. From 31 the hint is a plan that
    # often states the whole line ("one sowing ends both"), so it arrives with the line
    # itself, or once the puzzle is solved; never beside the bowl of the second step.
    lesson = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(shipped(25)))
    assert lesson.hud.hint.isVisible() and lesson.hud.hint.text()
    puzzle = shipped(59)
    plan = QCoreApplication.translate("Puzzles", puzzle.hint)
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    assert not screen.hud.hint.isVisible()
    QTest.keyClick(screen.view, Qt.Key.Key_H)  # step 1: the idea only
    assert screen.status.text() == puzzle_idea(screen.attempt)  # whole sentences, no label
    assert not screen.hud.hint.isVisible()
    QTest.keyClick(screen.view, Qt.Key.Key_H)  # step 2: the bowl, still no plan
    assert screen.session.selected is not None
    assert not screen.hud.hint.isVisible()
    QTest.keyClick(screen.view, Qt.Key.Key_H)  # step 3: the line, and the plan with it
    assert screen.session.demo.running
    assert screen.hud.hint.isVisible() and screen.hud.hint.text() == plan
    # Solved without help: the plan is shown with the result.
    solved = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    for bowl in puzzle.solution:
        solved.session.select(bowl)
        solved.session.confirm()
    assert solved.attempt.ended is EndReason.GOAL_MET
    assert solved.hud.hint.isVisible() and solved.hud.hint.text() == plan


def test_the_hint_key_marks_and_selects_a_winning_bowl(qtbot: QtBot, context: AppContext) -> None:
    puzzle = shipped(40)
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    screen = make_screen(qtbot, context, attempt)
    assert screen.hint_button.isVisible() and screen.hint_button.isEnabled()
    screen.view.setFocus()
    assert screen.hint_button.text() == "Hint 1/3"
    QTest.keyClick(screen.view, Qt.Key.Key_H)  # from the board, where keyboard play starts
    # Step 1 is the puzzle's idea: a sentence, no bowl marked or selected.
    assert screen.status.text() == puzzle_idea(attempt)
    assert screen.session.selected is None and not hints(screen)
    assert attempt.hints_used == 1 and attempt.hint_step == 1
    assert screen.hint_button.text() == "Hint 2/3"
    QTest.keyClick(screen.view, Qt.Key.Key_H)  # step 2: the bowl
    answer = Hinter.for_puzzle(puzzle).answer()
    assert screen.session.selected == answer.hint
    assert answer.hint in answer.winning_moves
    marks = hints(screen)
    assert len(marks) == 1  # the theme's highlight over the hinted bowl
    assert f"play bowl {answer.hint}" in screen.status.text()
    assert attempt.hints_used == 2 and attempt.hint_step == 2
    assert screen.hint_button.text() == "Hint 3/3"  # a third press would show the line
    # The bowl named is selected: play it. The count does not run back to 2/3 after the
    # move (it read 1/3, 2/3, 3/3, 2/3): the next step is the line.
    screen.play_button.click()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    assert screen.hint_button.text() == "Hint 3/3"
    screen.ask_undo()  # nor after an undo
    assert screen.hint_button.text() == "Hint 3/3"
    # Following the shortest line from here wins the puzzle (R7.3).
    while attempt.ended is None:
        screen.session.select(Hinter.for_puzzle(puzzle).answer(attempt.moves).hint)
        screen.play_button.click()
        qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
        if attempt.ended is None:
            assert screen.hint_button.text() == "Hint 3/3"
    assert attempt.ended is EndReason.GOAL_MET
    record = context.profile.records.puzzle(puzzle.id)
    assert record.solved and not record.clean and record.fewest_hints == attempt.hints_used
    assert record.hint_step == 2  # the most help this solve used: a bowl


def test_a_lost_state_offers_undo_to_the_last_state_that_can_win(
    qtbot: QtBot, context: AppContext
) -> None:
    puzzle, losing = puzzle_with_a_losing_first_move()
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(losing)
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    if attempt.ended is not None:  # a one-move loss ends the attempt: no hint then
        pytest.skip("the losing move ended the attempt")
    screen.hint_button.click()  # step 1: the idea
    assert not screen.question.isVisible()
    screen.hint_button.click()  # step 2: no bowl can win, so the undo that can
    assert screen.question.isVisible()
    assert "can no longer be solved" in screen.question.text.text()
    assert screen.question.yes.text() == "Undo to the start"
    assert not hints(screen)
    screen.question.yes.click()
    assert attempt.moves_played == 0 and attempt.undos == 1


def test_show_solution_plays_the_stored_solution_then_starts_again(
    qtbot: QtBot, context: AppContext
) -> None:
    puzzle = shipped(40)
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    screen = make_screen(qtbot, context, attempt)
    played: list[int] = []
    screen.demo.step_shown.connect(lambda shown, total: played.append(shown))
    boards: list[tuple[str, ...]] = []
    screen.demo.step_shown.connect(lambda *_: boards.append(scene_board(screen)))
    screen.solution_button.click()  # nothing played yet: no question
    assert screen.demo.running
    assert screen.help.solution_bar.isVisible()
    qtbot.waitUntil(lambda: not screen.demo.running, timeout=10_000)
    assert played == list(range(1, len(puzzle.solution) + 1))
    # Its bar goes with it: it had stayed, saying "move 5 of 5" over the new start.
    assert not screen.help.solution_bar.isVisible()
    assert screen.hasFocus()
    # The board went through the solution, then the puzzle starts again for the player.
    replay = PuzzleAttempt.from_puzzle(puzzle)
    for move in puzzle.solution:
        replay.play(move)
    assert replay.ended is EndReason.GOAL_MET
    assert screen.attempt.moves_played == 0
    assert scene_board(screen) == puzzle.position.bowls
    assert "Now try it yourself" in screen.status.text()
    assert (
        context.profile.records.puzzle(puzzle.id)
        == type(context.profile.records.puzzle(puzzle.id))()
    )  # watching the solution is not a solve


def test_the_solution_starts_line_gives_way_at_the_first_move(
    qtbot: QtBot, context: AppContext
) -> None:
    """ "The solution starts…" stayed up through the whole demonstration; once its first
    move is shown the solution bar counts the moves and the status line is cleared."""
    puzzle = shipped(40)
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    statuses: list[str] = []
    screen.demo.step_shown.connect(lambda *_: statuses.append(screen.status.text()))
    screen.solution_button.click()
    assert screen.status.text() == "The solution starts…"
    screen.session.pause_solution(True)
    screen.session.step_solution(+1)
    assert screen.demo.shown == 1
    assert statuses == [""]
    assert screen.status.text() == ""


def test_show_solution_during_an_attempt_asks_first(qtbot: QtBot, context: AppContext) -> None:
    puzzle = shipped(40)
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    screen.session.select(puzzle.solution[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    screen.solution_button.click()
    assert screen.question.isVisible() and not screen.demo.running
    screen.question.no.click()
    assert screen.attempt.moves_played == 1
    screen.solution_button.click()
    screen.question.yes.click()
    assert screen.demo.running
    QTest.keyClick(screen, Qt.Key.Key_Escape)  # stops the demo, the attempt is as it was
    assert not screen.demo.running and screen.attempt.moves_played == 1
    assert scene_board(screen) == screen.attempt.position.bowls


def test_a_failed_puzzle_offers_the_solution_on_the_result(
    qtbot: QtBot, context: AppContext
) -> None:
    puzzle, losing = next(
        (p, m)
        for p in puzzles.load_puzzles()
        if p.moves == 1
        for m in legal_moves(p.position)
        if m != p.solution[0] and apply(p.position, m).safe
    )
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    screen.session.select(losing)
    screen.session.confirm()
    qtbot.waitUntil(lambda: screen.result.isVisible(), timeout=3000)
    assert screen.result.solution_button.isVisible()
    assert not screen.result.share_button.isVisible()
    screen.result.solution_button.click()
    assert screen.demo.running and not screen.result.isVisible()


def test_replay_last_move_steps_forward_and_back(qtbot: QtBot, context: AppContext) -> None:
    puzzle = shipped(40)
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    screen = make_screen(qtbot, context, attempt)
    assert not screen.replay_button.isEnabled()  # nothing played yet
    before = scene_board(screen)
    screen.session.select(puzzle.solution[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    after = scene_board(screen)
    assert screen.replay_button.isEnabled()
    screen.replay_button.click()
    replay = screen.replay
    assert replay is not None and screen.help.replay_bar.isVisible()
    assert scene_board(screen) == before
    assert "Step 0 of" in screen.help.replay_caption.text()
    seen = [scene_board(screen)]
    for _ in replay.stops:
        QTest.keyClick(screen, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: not screen.replay_player.running, timeout=3000)
        seen.append(scene_board(screen))
    assert seen[-1] == after  # the last stop is the whole move
    assert len(set(seen)) > 2  # the stops show the board in between
    QTest.keyClick(screen, Qt.Key.Key_Left)
    assert scene_board(screen) == seen[-2]
    QTest.keyClick(screen, Qt.Key.Key_Escape)  # done: the board as it is, the game goes on
    assert screen.replay is None and not screen.help.replay_bar.isVisible()
    assert scene_board(screen) == attempt.position.bowls
    assert attempt.moves_played == 1


def test_the_replay_bar_is_built_when_first_shown_where_it_always_was(
    qtbot: QtBot, context: AppContext
) -> None:
    # Built with the screen, its five widgets were restyled (twice each) on every
    # theme switch, shown or not. Built at the first replay, it takes the same place: above
    # the question bar, its buttons next in the tab order after the game's last button.
    puzzle = shipped(40)
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    screen.resize(1920, 1080)  # the panel's text grows with the window
    qtbot.waitUntil(lambda: screen.undo_button.font().pointSizeF() > screen.font().pointSizeF())
    assert screen.help.built_replay_bar is None
    screen.session.select(puzzle.solution[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    assert screen.help.built_replay_bar is None  # a move alone builds nothing
    screen.replay_button.click()
    bar = screen.help.replay_bar
    assert bar.isVisible() and bar.parentWidget() is screen.panel_body
    side = screen._side
    assert side.indexOf(bar) + 1 == side.indexOf(screen.question)
    assert side.indexOf(screen.status) + 2 == side.indexOf(bar)  # past the stretch
    # In the panel's children (a screen reader's order) between the status and question.
    children = [c for c in screen.panel_body.children() if isinstance(c, QWidget)]
    assert children.index(screen.status) + 1 == children.index(bar)
    assert children.index(bar) + 1 == children.index(screen.question)
    assert screen.focusWidget() is screen.help.replay_forward  # where focus goes (as before)
    assert screen.help.replay_forward.accessibleName() == "Next step"
    assert screen.help.replay_done.text() == "Done"
    for widget in (screen.help.replay_caption, screen.help.replay_back, screen.help.replay_done):
        assert widget.font() == screen.undo_button.font()  # the panel's, at this size

    def next_tab_stop(widget: QWidget) -> QWidget:
        widget = widget.nextInFocusChain()
        while not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            widget = widget.nextInFocusChain()
        return widget

    last_button = screen.help.replay_back.previousInFocusChain()
    while not last_button.focusPolicy() & Qt.FocusPolicy.TabFocus:
        last_button = last_button.previousInFocusChain()
    assert last_button in screen._buttons()
    assert next_tab_stop(screen.help.replay_back) is screen.help.replay_forward
    assert next_tab_stop(screen.help.replay_forward) is screen.help.replay_done
    QTest.keyClick(screen, Qt.Key.Key_Escape)  # done: the bar hides, the game goes on
    assert screen.replay is None and not bar.isVisible()
    screen.replay_button.click()
    assert screen.help.replay_bar is bar  # built once


def test_replay_stops_name_what_happens() -> None:
    position = shipped(40).position
    result = apply(position, shipped(40).solution[0])
    replay = MoveReplay.of(position, result.events)
    assert replay is not None
    captions = [event_caption(result.events[stop - 1]) for stop in replay.stops]
    assert all(captions)
    kinds = {type(result.events[stop - 1]) for stop in replay.stops}
    assert Sown in kinds
    assert any(isinstance(e, Matched) for e in result.events) == (Matched in kinds)


def test_a_finished_daily_copies_its_share_text(qtbot: QtBot, context: AppContext) -> None:
    attempt = DailyAttempt(datetime.date(2026, 12, 1))
    while attempt.ended is None:
        safe = [m for m in attempt.legal_moves() if apply(attempt.position, m).safe]
        attempt.play(safe[0] if safe else attempt.legal_moves()[0])
    screen = make_screen(qtbot, context, attempt)
    assert screen.result.isVisible() and screen.result.share_button.isVisible()
    assert not screen.result.solution_button.isVisible()
    assert not screen.hint_button.isVisible()  # hints are for puzzles
    # What the symbols mean is said in the panel, before anything is copied.
    legend = screen.result.share_legend
    assert legend.isVisible() and "one symbol per move" in legend.text()
    assert not screen.result.share_note.isVisible()
    screen.result.share_button.click()
    text = QGuiApplication.clipboard().text()
    assert text == daily_share_text(attempt)
    lines = text.splitlines()
    assert "2026-12-01" in lines[0]
    assert f"{attempt.score:,} point" in lines[1] and "move" in lines[1]
    # The confirmation is in the result panel, where the button was pressed: the side
    # panel's status line sat behind it, unseen.
    note = screen.result.share_note
    assert note.isVisible() and "clipboard" in note.text()
    assert screen.result.geometry().contains(note.geometry().translated(screen.result.pos()))


def test_next_puzzle_after_a_win_follows_the_picker_order(
    qtbot: QtBot, context: AppContext
) -> None:
    from twelve_bowls.app.screens.puzzle_order import next_puzzle

    puzzle = shipped(1)
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    for move in puzzle.solution:
        screen.session.select(move)
        screen.session.confirm()
        qtbot.waitUntil(lambda: not screen.session.animating, timeout=3000)
    qtbot.waitUntil(lambda: screen.result.isVisible(), timeout=3000)
    assert screen.result.next_button.isVisible()
    assert not screen.result.solution_button.isVisible()  # solved: nothing to show
    screen.result.next_button.click()
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt) and attempt.puzzle_id == next_puzzle(1)
    assert not screen.result.isVisible()


def test_h_outside_a_puzzle_says_hints_are_for_the_puzzles(
    qtbot: QtBot, context: AppContext
) -> None:
    # In the Daily the player is still playing: "for puzzles still being played" misled.
    daily = make_screen(qtbot, context, DailyAttempt(datetime.date(2026, 12, 1)))
    assert daily.session.hint() is None
    assert daily.status.text() == "Hints are only for the puzzles."
    # A puzzle that has ended is the other case.
    puzzle = shipped(1)
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    for move in puzzle.solution:
        attempt.play(move)
    assert attempt.ended is EndReason.GOAL_MET
    ended = make_screen(qtbot, context, attempt)
    assert ended.session.hint() is None
    assert ended.status.text() == "Hints are for puzzles still being played."
