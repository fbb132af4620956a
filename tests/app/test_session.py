"""The game session: a move is kept and its result recorded before it animates."""

from __future__ import annotations

import pytest

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.midend.session import Change, SessionChange
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import Attempt, EndlessAttempt, EndReason, PuzzleAttempt
from twelve_bowls.engine.profile import Profile


class CountingStore(InMemoryProfileService):
    """Counts profile writes, and keeps what was saved the way a disk would."""

    def __init__(self) -> None:
        super().__init__()
        self.profile_saves = 0

    def save_profile(self, profile: Profile) -> None:
        self.profile_saves += 1
        super().save_profile(profile.model_copy(deep=True))


@pytest.fixture
def store() -> CountingStore:
    return CountingStore()


@pytest.fixture
def context(qapp, store: CountingStore) -> AppContext:
    return AppContext(store=store)


def make_screen(qtbot, context: AppContext, attempt: Attempt) -> GameScreen:
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.player.speed = 1.0  # real animations: the checks below run while they play
    return screen


def red_puzzle() -> PuzzleAttempt:
    # Bowl 0 sows its R into bowl 1 (R R -> three reds match, R4.1) and clears every red.
    mods: list[Modifier | None] = [None] * 12
    mods[2] = Modifier(ModifierKind.FROZEN)
    position = Position(("R", "RR", "G", "Y", "", "", "", "", "", "", "", ""), tuple(mods))
    return PuzzleAttempt(99, position, Goal(GoalType.CLEAR_COLOR, color="R"), 2)


def play(screen: GameScreen, bowl: int) -> None:
    assert screen.session.select(bowl)
    screen.session.confirm()


def test_a_win_is_recorded_before_its_animation_with_one_profile_write(
    qtbot, context, store
):  # R7.3
    attempt = red_puzzle()
    screen = make_screen(qtbot, context, attempt)
    changes: list[SessionChange] = []
    screen.session.state_changed.connect(changes.append)
    before = store.profile_saves
    play(screen, 0)
    assert attempt.ended is EndReason.GOAL_MET
    assert screen.session.animating  # the animation has only started...
    assert store.load_profile().records.puzzle(99).solved  # ...and the win is kept
    assert store.profile_saves == before + 1
    assert not screen.result.isVisible()  # the result shows once the move has been seen
    screen.session.skip()
    assert screen.result.isVisible() and screen.result.title.text() == "Puzzle solved!"
    assert store.profile_saves == before + 1  # the end of the animation writes nothing
    assert [c.kind for c in changes] == [Change.SELECTED, Change.PLAYED, Change.SETTLED]
    assert changes[1].outcome is changes[2].outcome is not None


def test_a_winning_move_redraws_the_screen_twice(qtbot, context, monkeypatch):
    # Once when it is accepted (buttons, queue strip), once when it has been seen (HUD,
    # result panel); recording the result adds no redraw of its own.
    redraws: list[bool] = []
    original = GameScreen.refresh

    def counted(self: GameScreen) -> None:
        redraws.append(True)
        original(self)

    # On the class, before the screen exists: every connection reaches the counted one.
    monkeypatch.setattr(GameScreen, "refresh", counted)
    screen = make_screen(qtbot, context, red_puzzle())
    assert screen.session.select(0)
    redraws.clear()
    screen.session.confirm()
    screen.session.skip()
    assert screen.attempt.ended is EndReason.GOAL_MET and screen.result.isVisible()
    assert len(redraws) == 2


def test_lose_undo_win_records_the_win(qtbot, context, store):  # R7.4, R9.2, R7.3
    attempt = red_puzzle()
    screen = make_screen(qtbot, context, attempt)
    for bowl in (3, 4):  # Y to bowl 4, then on to bowl 5: no red cleared, out of moves
        play(screen, bowl)
        screen.session.skip()
    assert attempt.ended is EndReason.OUT_OF_MOVES
    lost = attempt.result().record_key
    assert store.load_profile().recorded_attempts == [lost]
    screen.result.undo_button.click()
    assert attempt.ended is None and attempt.moves_played == 1
    play(screen, 0)
    screen.session.skip()
    assert attempt.ended is EndReason.GOAL_MET
    assert screen.result.title.text() == "Puzzle solved!"
    profile = store.load_profile()
    assert profile.records.puzzle(99).solved
    assert profile.recorded_attempts == [lost, attempt.result().record_key]


def test_an_overflow_is_recorded_and_not_resumable_while_it_animates(
    qtbot, context, store
):  # R6.2, R8.3
    attempt = EndlessAttempt("session-overflow")
    screen = make_screen(qtbot, context, attempt)
    screen.player.speed = 0.0
    while attempt.ended is None:
        legal = attempt.legal_moves()
        overflowing = [b for b in legal if attempt.preview(b).overflow]
        if overflowing:
            break
        play(screen, max(legal, key=lambda b: (len(attempt.position.bowls[b]), b)))
    assert attempt.ended is None, "the fixed seed overflows before it runs out of moves"
    assert store.load_attempt("endless") is attempt  # every safe move was saved at once
    screen.player.speed = 1.0
    play(screen, overflowing[0])
    assert attempt.ended is EndReason.OVERFLOW and screen.session.animating
    assert store.load_attempt("endless") is None  # recorded: never offered for resuming
    assert store.load_profile().records.endless_games == 1


def test_restart_is_a_session_operation(qtbot, context, store):  # R7.4
    attempt = red_puzzle()
    screen = make_screen(qtbot, context, attempt)
    play(screen, 3)
    screen.session.skip()
    first_id = attempt.attempt_id
    screen.session.restart()
    assert screen.attempt.moves_played == 0 and screen.attempt.attempt_id != first_id
    assert store.load_attempt("puzzle") is None


def test_next_puzzle_is_a_session_operation(qtbot, context, store):  # R7.1
    from twelve_bowls.app.midend.shipped import new_puzzle_attempt
    from twelve_bowls.engine.limits import PUZZLE_COUNT

    screen = make_screen(qtbot, context, new_puzzle_attempt(1))
    changes: list[SessionChange] = []
    screen.session.state_changed.connect(changes.append)
    assert screen.session.next_puzzle()
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt) and attempt.puzzle_id == 2
    assert [c.kind for c in changes] == [Change.REPLACED]
    assert screen.hud.title.text() == "Puzzle 2"
    screen.session.replace_attempt(new_puzzle_attempt(PUZZLE_COUNT))
    assert not screen.session.next_puzzle()  # after the last one there is none
