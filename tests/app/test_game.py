"""The in-game screen played through the UI: puzzles, Endless, Daily, undo, keyboard."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from twelve_bowls.app import i18n
from twelve_bowls.app.board import layout
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.midend.session import Change
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.events import Phase
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, EndReason, PuzzleAttempt


@pytest.fixture(autouse=True)
def english_catalog(qapp: object) -> None:
    """The English catalog, as the game loads it at start: its plural forms ("1 point",
    "2 points") are what a player reads, whichever test ran before."""
    i18n.set_language("en")


@pytest.fixture
def context(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    return AppContext(store=InMemoryProfileService())


def make_screen(qtbot, context, attempt, instant=True):
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    if instant:
        screen.player.speed = 0.0  # every animation ends at once
    screen.focus_first()
    return screen


def click_bowl(screen, bowl):
    view = screen.view
    point = view.mapFromScene(layout.bowl_centre(bowl))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def key(screen, k, modifier=Qt.KeyboardModifier.NoModifier):
    # Board keys act on the board: press them where a player's focus would be.
    if not isinstance(screen, GameScreen):
        QTest.keyClick(screen, k, modifier)  # a widget the test chose
        return
    target = QApplication.focusWidget() if screen.board_has_focus() else screen.view
    QTest.keyClick(target or screen.view, k, modifier)


def scene_board(screen):
    return tuple(screen.scene.contents(b) for b in range(12))


# -- puzzles ---------------------------------------------------------------------------------


@pytest.mark.parametrize("number", [1, 5, 12, 20])
def test_win_a_puzzle_through_the_ui_by_its_stored_solution(qtbot, context, number):  # R7.3
    paths = puzzles.puzzle_paths()
    if len(paths) < number:
        pytest.fail(f"puzzle {number} is not shipped")
    puzzle = puzzles.load_puzzle(paths[number - 1])
    attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
    screen = make_screen(qtbot, context, attempt)
    for bowl in puzzle.solution:
        click_bowl(screen, bowl)  # R2.1: select
        assert screen.session.selected == bowl
        assert screen.strip.items == attempt.position.bowls[bowl]  # queue in queue order
        click_bowl(screen, bowl)  # R2.2: clicking the selected bowl again confirms
    assert attempt.ended is EndReason.GOAL_MET
    assert scene_board(screen) == attempt.position.bowls
    assert screen.result.isVisible()
    assert screen.result.title.text() == "Puzzle solved!"
    # Recorded once, at once.
    assert context.profile.recorded_attempts == [attempt.result().record_key]
    assert context.profile.records.puzzle(puzzle.id).solved


def hand_made_puzzle() -> PuzzleAttempt:
    # Bowl 0 sows R into bowl 1 (R R -> three reds match, R4.1); bowl 2 is frozen.
    mods = [None] * 12
    mods[2] = Modifier(ModifierKind.FROZEN)
    position = Position(("R", "RR", "G", "Y", "", "", "", "", "", "", "", ""), tuple(mods))
    return PuzzleAttempt(99, position, Goal(GoalType.CLEAR_COLOR, color="R"), 2)


def test_empty_and_frozen_bowls_say_why(qtbot, context):  # R2.1
    screen = make_screen(qtbot, context, hand_made_puzzle())
    click_bowl(screen, 2)
    assert screen.session.selected is None
    assert "frozen" in screen.status.text()
    click_bowl(screen, 6)
    assert "empty" in screen.status.text()
    click_bowl(screen, 0)
    assert screen.session.selected == 0 and screen.status.text() == ""
    click_bowl(screen, 3)  # selecting elsewhere just moves the selection
    assert screen.session.selected == 3
    assert screen.attempt.moves_played == 0


def test_out_of_moves_and_undo_in_a_puzzle(qtbot, context):  # R7.4, R9.2
    attempt = hand_made_puzzle()
    start = attempt.position
    screen = make_screen(qtbot, context, attempt)
    for bowl in (3, 4):  # Y to bowl 4, then Y on to bowl 5: no red cleared
        click_bowl(screen, bowl)
        screen.play_button.click()
    assert attempt.ended is EndReason.OUT_OF_MOVES
    assert screen.result.isVisible() and screen.result.title.text() == "Out of moves"
    assert screen.result.undo_button.isVisible()
    screen.result.undo_button.click()  # no practice warning in puzzles
    assert not screen.question.isVisible()
    assert attempt.ended is None and attempt.moves_played == 1
    assert not screen.result.isVisible()
    screen.undo_button.click()
    assert attempt.position == start
    assert scene_board(screen) == start.bowls
    screen.restart_button.click()
    assert attempt.position == start


# -- Endless -----------------------------------------------------------------------------------


def biggest_bowl(attempt) -> int:
    legal = attempt.legal_moves()
    return max(legal, key=lambda b: (len(attempt.position.bowls[b]), b))


def test_endless_played_to_overflow(qtbot, context):  # R6.2, R8.3
    attempt = EndlessAttempt("overflow-test")
    screen = make_screen(qtbot, context, attempt)
    for _ in range(400):
        if attempt.ended is not None:
            break
        # Pile stones up: play the move the preview says overflows, else the fullest bowl.
        legal = attempt.legal_moves()
        overflowing = [b for b in legal if attempt.preview(b).overflow]
        bowl = overflowing[0] if overflowing else biggest_bowl(attempt)
        screen.session.select(bowl)
        key(screen, Qt.Key.Key_Return)
    assert attempt.ended is EndReason.OVERFLOW
    assert context.profile.recorded_attempts == [attempt.result().record_key]
    assert context.profile.records.endless_games == 1
    bowls = screen.session.overflowing
    assert bowls and all(len(attempt.position.bowls[b]) >= 8 for b in bowls)
    assert screen.result.title.text() == "Overflow"
    # The overflowing move is not counted (R6.4), and the HUD says which moves are.
    safe = attempt.moves_played
    assert len(attempt.moves) == safe + 1
    assert screen.hud.moves.text().startswith(f"{safe} safe move")  # plural: the en catalog
    assert (
        f"Bowl {bowls[0]}" in screen.result.detail.text() or "Bowls" in screen.result.detail.text()
    )
    # The overflowing bowl stays marked and its extra items stand outside the rim.
    keys = [getattr(item, "key", "") for item in screen.scene.transient]
    assert "highlight.overflow" in keys
    assert any(stone.extra for stone in screen.scene.stones[bowls[0]])
    # Nothing looks choosable or singled out; a frozen bowl keeps its hatching (R2.1).
    frozen = {
        b
        for b, m in enumerate(attempt.position.modifiers)
        if m is not None and m.kind is ModifierKind.FROZEN
    }
    for b, item in enumerate(screen.scene.bowls):
        assert item.key == ("bowl.disabled" if b in frozen else "bowl"), b
    assert scene_board(screen) == attempt.position.bowls


def test_endless_undo_warns_about_practice_first(qtbot, context):  # R9.3
    attempt = EndlessAttempt("undo-test")
    screen = make_screen(qtbot, context, attempt)
    before = attempt.position
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()
    assert attempt.moves_played == 1
    key(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.question.isVisible() and "practice" in screen.question.text.text()
    screen.question.no.click()  # Keep playing: nothing changes
    assert attempt.moves_played == 1 and not attempt.practice
    screen.undo_button.click()
    assert screen.question.isVisible()
    screen.question.yes.click()
    assert attempt.moves_played == 0 and attempt.practice
    assert attempt.position == before
    assert screen.hud.practice.isVisible()
    # Once practice, no second warning.
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()
    screen.undo_button.click()
    assert not screen.question.isVisible() and attempt.moves_played == 0


def test_endless_pause_saves_and_end_records(qtbot, context):  # R8.3
    attempt = EndlessAttempt("pause-test")
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()
    with qtbot.waitSignal(screen.leave_requested, timeout=500):
        screen.pause_button.click()
    assert context.store.load_attempt("endless") is attempt
    screen.end_button.click()
    assert screen.question.isVisible()
    screen.question.yes.click()
    assert attempt.ended is EndReason.ENDED_BY_PLAYER
    assert context.profile.recorded_attempts == [attempt.result().record_key]
    assert screen.result.isVisible() and screen.result.title.text() == "Attempt ended"
    assert context.store.load_attempt("endless") is None
    assert context.profile.records.endless_best is not None
    # Play again starts a new attempt with another seed.
    screen.result.again_button.click()
    assert screen.attempt is not attempt and screen.attempt.moves_played == 0
    assert not screen.result.isVisible()


# -- Daily -------------------------------------------------------------------------------------


def safe_choice(attempt) -> int:
    """A move whose player phase does not overflow, preferring points."""
    legal = attempt.legal_moves()
    previews = [(attempt.preview(b), b) for b in legal]
    safe = [
        (p.result.points, -len(attempt.position.bowls[b]), b) for p, b in previews if not p.overflow
    ]
    return max(safe)[2] if safe else legal[0]


def test_a_daily_of_twenty_moves(qtbot, context):  # R8.5
    date = datetime.date(2026, 11, 30)
    attempt = DailyAttempt(date)
    screen = make_screen(qtbot, context, attempt)
    assert "2026" in screen.hud.subtitle.text() and "UTC" in screen.hud.subtitle.text()
    while attempt.ended is None:
        screen.session.select(safe_choice(attempt))
        screen.play_button.click()
        assert scene_board(screen) == attempt.position.bowls
        if attempt.ended is None:
            assert screen.hud.moves.text().startswith(f"{attempt.moves_left} ")
    assert attempt.ended is EndReason.OUT_OF_MOVES, attempt.ended
    assert screen.hud.moves.text().startswith("20 ")  # the moves played, once it ended
    assert attempt.moves_played == 20
    assert screen.result.title.text() == "All moves played"
    best = context.profile.records.daily_best(date)
    assert best is not None and best.score == attempt.score
    screen.refresh()
    assert screen.hud.best.isVisible() and str(attempt.score) in screen.hud.best.text()


def test_daily_undo_makes_practice_after_warning(qtbot, context):  # R9.3
    attempt = DailyAttempt(datetime.date(2026, 1, 2))
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(safe_choice(attempt))
    screen.session.confirm()
    screen.undo_button.click()
    assert screen.question.isVisible()
    screen.question.yes.click()
    assert attempt.practice and attempt.moves_played == 0


# -- keyboard and animation input -------------------------------------------------------------


def test_keyboard_flow(qtbot, context):
    attempt = hand_made_puzzle()  # selectable: 0, 1, 3 (2 frozen)
    screen = make_screen(qtbot, context, attempt)
    key(screen, Qt.Key.Key_Right)  # clockwise from the top
    assert screen.session.selected == 0 == screen.access.last
    key(screen, Qt.Key.Key_Right)
    assert screen.session.selected == 1
    # The frozen bowl 2 is reached and read like every bowl, but not selected (R2.1).
    key(screen, Qt.Key.Key_Right)
    assert screen.access.last == 2 and screen.session.selected == 1
    assert "frozen" in screen.access.proxy(2).accessibleName()
    key(screen, Qt.Key.Key_Right)
    assert screen.session.selected == 3
    key(screen, Qt.Key.Key_Left)
    key(screen, Qt.Key.Key_Left)
    key(screen, Qt.Key.Key_Left)
    assert screen.session.selected == 0
    key(screen, Qt.Key.Key_Left)  # counter-clockwise wraps round to bowl 11
    assert screen.access.last == 11
    key(screen, Qt.Key.Key_Right)
    assert screen.session.selected == 0
    key(screen, Qt.Key.Key_Return)  # plays bowl 0: the reds in bowl 1 match
    assert attempt.ended is EndReason.GOAL_MET
    assert screen.result.isVisible()
    with qtbot.waitSignal(screen.leave_requested, timeout=500):
        key(screen.result.again_button, Qt.Key.Key_Escape)


def test_ctrl_z_undoes_a_puzzle_move(qtbot, context):
    attempt = hand_made_puzzle()
    screen = make_screen(qtbot, context, attempt)
    key(screen, Qt.Key.Key_Right)
    key(screen, Qt.Key.Key_Down)
    key(screen, Qt.Key.Key_Down)  # the frozen bowl 2, read but not selected
    key(screen, Qt.Key.Key_Down)  # bowl 3
    key(screen, Qt.Key.Key_Enter)
    assert attempt.moves_played == 1
    key(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert attempt.moves_played == 0


def test_confirm_during_animation_is_queued_not_dropped(qtbot, context):
    attempt = EndlessAttempt("queue-test")
    screen = make_screen(qtbot, context, attempt, instant=False)
    screen.player.speed = 1.0
    first = attempt.legal_moves()[0]
    screen.session.select(first)
    key(screen, Qt.Key.Key_Return)
    assert screen.session.animating
    assert attempt.moves_played == 1
    second = attempt.legal_moves()[-1]
    screen.session.select(second)  # selection changes freely while it animates
    key(screen, Qt.Key.Key_Return)
    assert "animation ends" in screen.status.text()
    assert attempt.moves_played == 1
    key(screen, Qt.Key.Key_Space)  # skip: the queued move plays next
    assert attempt.moves_played == 2 or attempt.ended is not None
    screen.session.skip()
    assert not screen.session.animating
    assert scene_board(screen) == attempt.position.bowls


def test_click_skips_the_animation(qtbot, context):
    attempt = EndlessAttempt("skip-test")
    screen = make_screen(qtbot, context, attempt, instant=False)
    screen.player.speed = 1.0
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()
    assert screen.session.animating
    QTest.mouseClick(
        screen.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(5, 5),
    )
    assert not screen.session.animating
    assert scene_board(screen) == attempt.position.bowls


def test_animation_plays_to_the_end_on_its_own(qtbot, context):
    attempt = EndlessAttempt("clock-test")
    screen = make_screen(qtbot, context, attempt, instant=False)
    screen.player.speed = 4.0
    screen.session.select(attempt.legal_moves()[0])
    screen.session.confirm()
    qtbot.waitUntil(lambda: not screen.session.animating, timeout=60_000)
    assert scene_board(screen) == attempt.position.bowls


def test_settings_apply_live(qtbot, context):
    attempt = EndlessAttempt("settings-test")
    screen = make_screen(qtbot, context, attempt)
    context.update_settings(
        symbols=True, reduced_motion=True, animation_speed=2.0, move_preview=True
    )
    assert screen.scene.look.symbols and screen.strip.symbols
    assert screen.player.reduced_motion
    assert screen.player.speed == 2.0
    screen.session.select(attempt.legal_moves()[0])
    assert screen.preview.isVisible() and screen.preview.text().startswith("This move would")


def test_language_change_retranslates_without_losing_state(qtbot, context):
    attempt = hand_made_puzzle()
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(0)
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))
    assert screen.session.selected == 0
    assert screen.play_button.text() == "Play bowl 0"


def test_keyboard_focus_on_the_board_is_visible(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle())
    screen.hide()
    with qtbot.waitActive(screen):
        screen.show()
        screen.activateWindow()
    screen.focus_first()  # the board, not the whole screen, takes focus
    assert screen.view.hasFocus() and screen.scene.focus_ring
    screen.restart_button.setFocus()
    assert screen.restart_button.hasFocus() and not screen.scene.focus_ring


def test_hud_shows_the_new_score_once_the_move_has_been_seen(qtbot, context):
    attempt = hand_made_puzzle()
    screen = make_screen(qtbot, context, attempt, instant=False)
    screen.player.speed = 1.0
    assert screen.hud.score.text() == "0 points"
    screen.session.select(0)
    screen.session.confirm()  # R, R, R match in bowl 1: 30 points (R5.3)
    assert screen.session.animating and attempt.score == 30
    assert screen.hud.score.text() == "0 points"
    assert not screen.play_button.isEnabled()
    screen.session.skip()
    assert screen.hud.score.text() == "30 points"


def test_no_selectable_bowl_ends_a_puzzle(qtbot, context):  # R7.4
    position = Position(("R", "RR", "", "", "", "", "", "", "", "", "", ""))
    attempt = PuzzleAttempt(98, position, Goal(GoalType.SCORE, points=500), 3)
    screen = make_screen(qtbot, context, attempt)
    click_bowl(screen, 0)
    click_bowl(screen, 0)
    assert attempt.ended is EndReason.NO_SELECTABLE_BOWL
    assert screen.result.title.text() == "No bowl can be chosen"
    assert "empty or frozen" in screen.result.detail.text()


def test_pointer_hover_marks_the_bowl_under_it(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle())
    QTest.mouseMove(screen.view.viewport(), screen.view.mapFromScene(layout.bowl_centre(3)))
    qtbot.waitUntil(lambda: screen.scene.hovered == 3, timeout=1000)
    assert screen.scene.bowls[3].key == "bowl.hovered"
    QTest.mouseMove(screen.view.viewport(), screen.view.mapFromScene(layout.bowl_centre(2)))
    qtbot.waitUntil(lambda: screen.scene.hovered == 2, timeout=1000)
    assert screen.scene.bowls[2].key == "bowl.disabled"  # frozen: never looks choosable


def test_random_input_keeps_the_scene_equal_to_the_attempt(qtbot, context):
    """Seeded random clicks and keys on one game: whenever no animation runs, the board
    shows exactly the attempt's position, and the buttons agree with the attempt."""
    import random

    rng = random.Random(11)
    attempt = EndlessAttempt("fuzz")
    screen = make_screen(qtbot, context, attempt, instant=False)
    screen.player.speed = 0.0
    keys = [
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Return,
        Qt.Key.Key_Space,
        Qt.Key.Key_Escape,
    ]
    moves: list[bool] = []
    screen.session.state_changed.connect(
        lambda change: change.kind is Change.PLAYED and moves.append(True)
    )
    endings = 0
    for step in range(800):
        screen.player.speed = 0.0 if step % 3 else 1.0
        roll = rng.random()
        if roll < 0.45:
            click_bowl(screen, rng.randrange(12))
        elif roll < 0.85:
            key(screen, rng.choice(keys))
        elif roll < 0.9:
            key(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif screen.question.isVisible():
            rng.choice([screen.question.yes, screen.question.no]).click()
        elif screen.result.isVisible():
            screen.result.again_button.click()
        if not screen.session.animating:
            attempt = screen.attempt
            assert scene_board(screen) == attempt.position.bowls, step
            assert screen.undo_button.isEnabled() == bool(attempt.can_undo)
            if attempt.ended is not None:
                assert screen.result.isVisible()
                endings += 1
    screen.session.skip()
    assert len(moves) > 50 and endings > 0, (len(moves), endings)  # it really played
    assert scene_board(screen) == screen.attempt.position.bowls


# -- the screen's look and words ---------------------------------------------------------------


def test_a_puzzle_shows_its_title_hint_and_goal_in_words(qtbot, context):
    from PySide6.QtCore import QCoreApplication

    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0], check_solution=False)
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    screen = make_screen(qtbot, context, attempt)
    hud = screen.hud
    assert hud.title.text() == f"Puzzle {puzzle.id}"
    assert hud.subtitle.text() == QCoreApplication.translate("Puzzles", puzzle.title)
    assert hud.hint.text() == QCoreApplication.translate("Puzzles", puzzle.hint)
    assert hud.subtitle.isVisible() and hud.hint.isVisible()
    assert hud.goal.isVisible() and hud.goal_progress.isVisible()


def test_goal_progress_is_live(qtbot, context):  # R7.2
    attempt = hand_made_puzzle()  # clear every red: three reds on the board
    screen = make_screen(qtbot, context, attempt)
    hud = screen.hud
    assert hud.goal.text() == "Clear every red stone"
    assert hud.goal_progress.text() == "3 stones left on the board"
    assert hud.goal_bar.value() == 0
    click_bowl(screen, 0)
    click_bowl(screen, 0)  # R R R match in bowl 1
    assert attempt.ended is EndReason.GOAL_MET
    assert hud.goal_progress.text() == "0 stones left on the board"
    assert hud.goal_bar.value() == hud.goal_bar.maximum() > 0


def test_a_puzzle_without_its_file_shows_its_number_only(qtbot, context):
    position = Position(("R", "RR") + ("",) * 10)
    attempt = PuzzleAttempt(500, position, Goal(GoalType.CLEAR_COLOR, color="R"), 2)
    screen = make_screen(qtbot, context, attempt)  # there is no puzzles/500.json
    assert screen.hud.title.text() == "Puzzle 500"
    assert not screen.hud.subtitle.isVisible() and not screen.hud.hint.isVisible()


def test_restart_says_what_it_does_in_each_mode(qtbot, context):  # R8.5
    puzzle_screen = make_screen(qtbot, context, hand_made_puzzle())
    assert puzzle_screen.restart_button.text() == "Restart"

    endless = EndlessAttempt("restart-endless")
    screen = make_screen(qtbot, context, endless)
    assert screen.restart_button.text() == "New game"
    screen.session.select(endless.legal_moves()[0])
    screen.session.confirm()
    screen.restart_button.click()
    assert screen.question.isVisible() and "End attempt" in screen.question.text.text()
    assert screen.question.yes.text() == "New game"
    screen.question.yes.click()
    fresh = screen.attempt
    assert fresh is not endless and fresh.moves_played == 0
    assert fresh.seed != endless.seed  # new stones

    date = datetime.date(2026, 3, 4)
    daily = DailyAttempt(date)
    screen = make_screen(qtbot, context, daily)
    assert screen.restart_button.text() == "Replay day"
    screen.session.select(daily.legal_moves()[0])
    screen.session.confirm()
    screen.restart_button.click()
    screen.question.yes.click()
    assert screen.attempt is not daily and screen.attempt.moves_played == 0
    assert screen.attempt.date == date  # the same date's challenge again
    assert screen.attempt.position == DailyAttempt(date).position


def test_result_panel_names_the_next_attempt(qtbot, context):
    attempt = hand_made_puzzle()
    screen = make_screen(qtbot, context, attempt)
    for bowl in (3, 4):  # out of moves
        click_bowl(screen, bowl)
        click_bowl(screen, bowl)
    assert screen.result.again_button.text() == "Try again"
    screen.result.again_button.click()
    click_bowl(screen, 0)
    click_bowl(screen, 0)
    assert attempt.ended is EndReason.GOAL_MET
    assert screen.result.again_button.text() == "Play again"


def test_play_is_highlighted_only_when_it_can_be_pressed(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle())
    screen.hide()
    with qtbot.waitActive(screen):
        screen.show()
        screen.activateWindow()
    screen.focus_first()
    assert not screen.play_button.isEnabled() and not screen.play_button.property("primary")
    key(screen, Qt.Key.Key_Right)  # the first selectable bowl clockwise
    assert screen.play_button.isEnabled() and screen.play_button.property("primary")
    assert screen.scene.focus_bowl() == screen.session.selected  # keyboard focus shown there


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_board_and_panel_sit_side_by_side_in_the_middle(qtbot, context, size):
    from PySide6.QtWidgets import QApplication

    from twelve_bowls.app.game.game_screen import GAP, MARGIN

    screen = make_screen(qtbot, context, EndlessAttempt("layout"))
    screen.resize(*size)
    qtbot.waitUntil(lambda: screen.board.width() == screen.height() - 2 * MARGIN, timeout=1000)
    QApplication.processEvents()  # the layout places the resized board
    board = screen.board.geometry()
    panel = screen.panel.geometry()
    assert board.width() == board.height()  # the largest square that fits the height
    assert panel.left() - board.right() - 1 == GAP  # no empty gulf between them
    left, right = board.left(), screen.width() - panel.right() - 1
    assert abs(left - right) <= 1, (left, right)  # the spare width is shared evenly
    assert panel.width() >= 320


def test_visible_texts_read_as_english_with_no_plural_markers(qtbot, context):
    from twelve_bowls.app.i18n import set_language

    set_language("en")  # English plural forms come from its catalog (R: no "move(s)")
    attempt = DailyAttempt(datetime.date(2026, 5, 6))
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(safe_choice(attempt))
    screen.session.confirm()
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in screen.findChildren(QAbstractButton) if w.isVisible()]
    assert any("moves left" in t or "move left" in t for t in texts), texts
    assert not [t for t in texts if "(s)" in t or "(es)" in t]


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_720p_panel_fits_hint_goal_preview_status_and_a_question(qtbot, context, language):
    from PySide6.QtWidgets import QApplication, QLabel

    from twelve_bowls.app.i18n import set_language

    set_language(language)
    try:
        puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[8], check_solution=False)
        context.update_settings(move_preview=True)
        screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
        screen.session.select(puzzle.solution[0])
        screen.session.confirm()
        screen.session.select(screen.attempt.legal_moves()[0])
        empty = next(b for b in range(12) if not screen.attempt.position.bowls[b])
        click_bowl(screen, empty)  # a status message
        screen.ask_restart()  # a question
        QApplication.processEvents()
        assert screen.question.isVisible() and screen.status.isVisible()
        assert screen.preview.isVisible() and screen.hud.hint.isVisible()
        assert screen.height() == 720
        squeezed = [
            (label.objectName(), label.text(), label.height())
            for label in screen.panel.findChildren(QLabel)
            if label.isVisible() and label.height() < label.heightForWidth(label.width()) - 1
        ]
        assert not squeezed
    finally:
        set_language("en")


# -- preview on the board, input polish ---------------------------------------------


def marks(screen, key):
    return [item for item in screen.scene.preview_items if getattr(item, "key", "") == key]


def test_the_preview_is_drawn_on_the_board_from_the_engine_preview(qtbot, context):  # R2.1
    modifiers = [None] * 12
    modifiers[2] = Modifier(ModifierKind.VOLCANO)
    bowls = ("GG", "GG", "RBYPR", "XXXXBYP", "", "", "", "", "", "", "", "")
    attempt = PuzzleAttempt(98, Position(bowls, tuple(modifiers)), Goal(GoalType.CLEAR_BOARD), 3)
    screen = make_screen(qtbot, context, attempt)
    click_bowl(screen, 0)
    assert screen.scene.preview_items == []  # off by default: selecting shows nothing more
    context.update_settings(move_preview=True)
    preview = attempt.preview(0)
    ghosts = [item for item in screen.scene.preview_items if getattr(item, "item", None)]
    assert [(round(g.pos().x()), round(g.pos().y())) for g in ghosts] == [
        (round(layout.place_point(1, 2).x()), round(layout.place_point(1, 2).y())),
        (round(layout.place_point(2, 5).x()), round(layout.place_point(2, 5).y())),
    ]
    assert [g.item for g in ghosts] == [item for _, item in preview.landing]
    assert len(marks(screen, "mark.land")) == 2
    assert len(marks(screen, "mark.group")) == 1 and len(marks(screen, "mark.erupt")) == 1
    assert len(marks(screen, "mark.overflow")) == 1
    assert attempt.moves_played == 0 and scene_board(screen) == bowls  # changes nothing
    click_bowl(screen, 1)  # another selection, another preview
    other = attempt.preview(1)
    assert other.groups == () and other.landing == ((2, "G"), (3, "G"))
    assert marks(screen, "mark.group") == [] and len(marks(screen, "mark.land")) == 2
    click_bowl(screen, 1)  # played: the marks go with the selection
    assert screen.scene.preview_items == []


def test_a_full_bowl_is_marked(qtbot, context):  # R6.1: seven items, one more overflows
    bowls = ("R", "RGBYPXG", "RGBYPX", "", "", "", "", "", "", "", "", "")
    attempt = PuzzleAttempt(97, Position(bowls), Goal(GoalType.CLEAR_BOARD), 3)
    screen = make_screen(qtbot, context, attempt)

    def bowl_image(bowl, fill):
        item = screen.scene.bowls[bowl]
        item.set_state("bowl", None, fill)
        image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(150 - layout.bowl_centre(bowl).x(), 150 - layout.bowl_centre(bowl).y())
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        return image

    assert screen.scene.bowls[1].fill == 7 and screen.scene.bowls[2].fill == 6
    assert bowl_image(1, 7) != bowl_image(1, 6)  # the mark.full key is drawn
    assert bowl_image(1, 6) == bowl_image(1, 3)  # and only for a full bowl


def test_frozen_bowls_keep_their_hatching_while_a_move_animates(qtbot, context):  # R2.1
    screen = make_screen(qtbot, context, hand_made_puzzle(), instant=False)
    click_bowl(screen, 0)
    click_bowl(screen, 0)
    assert screen.session.animating
    assert screen.scene.bowls[2].key == "bowl.disabled"
    assert screen.scene.bowls[3].key == "bowl"  # selectable bowls just look plain meanwhile
    screen.session.skip()


def test_hover_is_cleared_when_the_pointer_leaves_the_board(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle())
    QTest.mouseMove(screen.view.viewport(), screen.view.mapFromScene(layout.bowl_centre(3)))
    qtbot.waitUntil(lambda: screen.scene.hovered == 3, timeout=1000)
    QApplication.sendEvent(screen.view, QEvent(QEvent.Type.Leave))
    assert screen.scene.hovered is None
    assert screen.scene.bowls[3].key == "bowl"


def test_a_double_click_plays_the_bowl(qtbot, context):  # R2.2
    screen = make_screen(qtbot, context, hand_made_puzzle())
    point = screen.view.mapFromScene(layout.bowl_centre(0))
    QTest.mouseDClick(
        screen.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    assert screen.attempt.moves_played == 1
    assert screen.attempt.position.bowls[1] == ""  # R R R matched


def test_the_result_says_when_the_refill_overflowed(qtbot, context):  # R6.2, R8.2
    from tests.engine.modes_helpers import careful_move

    attempt = EndlessAttempt("r1")  # a careful player is overflowed by a refill here
    screen = make_screen(qtbot, context, attempt)
    while attempt.ended is None:
        screen.session.select(careful_move(attempt))
        screen.session.confirm()
    assert attempt.ended is EndReason.OVERFLOW
    assert screen.session.overflow_phase is Phase.REFILL
    bowl = screen.session.overflowing[0]
    assert screen.result.detail.text().startswith(f"The refill overflowed bowl {bowl}:")


# -- the result flow ------------------------------------------------------------------


def test_a_solved_puzzle_offers_the_next_one_and_names_what_it_earned(qtbot, context):  # R7.3
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0])
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    for bowl in puzzle.solution:
        screen.session.select(bowl)
        screen.session.confirm()
    assert screen.result.isVisible() and screen.result.next_button.isVisible()
    assert screen.result.next_button.text() == "Next puzzle"
    notes = screen.result.extra.text()
    # R9.5: the first achievement unlocks the second theme, Garden.
    assert "You earned the achievement “First steps”." in notes
    assert "You unlocked the theme “Garden”; find it in Themes." in notes
    screen.result.next_button.click()
    assert screen.attempt.puzzle_id == 2 and screen.attempt.moves_played == 0
    assert not screen.result.isVisible()


def test_an_achievement_after_the_last_theme_names_its_medal(qtbot, context):  # R9.5
    from twelve_bowls.engine.achievements import Achievement

    # Six achievements already: every theme is unlocked, so the next one is a medal.
    others = [a for a in Achievement if a is not Achievement.FIRST_PUZZLE][:6]
    context.profile.achievements.extend(others)
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[0])
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    for bowl in puzzle.solution:
        screen.session.select(bowl)
        screen.session.confirm()
    assert screen.result.isVisible()
    notes = screen.result.extra.text()
    assert "You earned the achievement “First steps”." in notes
    assert "You unlocked the theme" not in notes
    assert "★ A new medal for “First steps” is on your shelf; find it in Records." in notes
    # The ★ of a clean solve is explained in the same panel.
    assert "★ Solved without a hint step and without undo." in notes


def test_a_failed_puzzle_offers_no_next_puzzle(qtbot, context):  # R7.4
    attempt = hand_made_puzzle()
    screen = make_screen(qtbot, context, attempt)
    screen.session.select(3)
    screen.session.confirm()
    screen.session.select(1)
    screen.session.confirm()
    assert attempt.ended is not None and attempt.ended is not EndReason.GOAL_MET
    assert screen.result.isVisible() and not screen.result.next_button.isVisible()


def test_after_an_overflow_pause_is_off_and_undo_asks_in_the_result(qtbot, context):  # R9.3
    attempt = EndlessAttempt("overflow-test")
    screen = make_screen(qtbot, context, attempt)
    while attempt.ended is None:
        legal = attempt.legal_moves()
        overflowing = [b for b in legal if attempt.preview(b).overflow]
        screen.session.select(overflowing[0] if overflowing else biggest_bowl(attempt))
        screen.session.confirm()
    assert attempt.ended is EndReason.OVERFLOW
    assert not screen.pause_button.isEnabled()
    screen.result.undo_button.click()
    question = screen.result.question
    assert question.isVisible() and not screen.question.isVisible()
    assert "Keep playing" not in (question.yes.text(), question.no.text())
    assert question.no.text() == "Keep this result"
    question.yes.click()
    assert attempt.ended is None and attempt.practice
    assert screen.pause_button.isEnabled()


def test_the_goal_figure_stays_on_one_line_beside_its_bar(qtbot, context):  # R7.2
    # A word-wrapped label picks its own width: "6 stones on the board (at most 3)" wrapped
    # beside a bar that had room to give it.
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[4], check_solution=False)  # at_most
    screen = make_screen(qtbot, context, PuzzleAttempt.from_puzzle(puzzle))
    figure = screen.hud.goal_progress
    assert figure.text() == "6 stones on the board (at most 3)"
    line = figure.fontMetrics().lineSpacing()
    assert figure.height() < 2 * line, (figure.width(), figure.height(), line)
    assert figure.width() >= figure.fontMetrics().horizontalAdvance(figure.text())
    assert screen.hud.goal_bar.width() >= 48  # the bar keeps its share


def test_the_result_sets_each_note_on_a_line_of_its_own(qtbot, context):  # R7.3, R9.5
    # The panel took the width a word-wrapped label picks for itself, and broke a note
    # about the new theme before its last word.
    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[58])
    attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
    screen = make_screen(qtbot, context, attempt)
    for bowl in puzzle.solution:
        click_bowl(screen, bowl)
        click_bowl(screen, bowl)
    assert attempt.ended is EndReason.GOAL_MET
    extra = screen.result.extra
    lines = extra.text().splitlines()
    assert any("You unlocked the theme" in line for line in lines), lines  # the first win
    assert extra.height() < (len(lines) + 1) * extra.fontMetrics().lineSpacing(), (
        extra.width(),
        extra.height(),
        lines,
    )
