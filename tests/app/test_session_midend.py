"""The midend in the test's own process: a ``GameSession`` built directly, with animation
stand-ins defined here, and what it keeps checked in the store and the profile.

Each test here was seen to fail on a deliberate mistake in the session or the modes: the
move kept after its animation starts instead of before, an earlier day's Daily restarted as
today's, a lost attempt at one of My puzzles kept as its best, a puzzle source that may
keep nothing recorded in the profile."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QObject, Signal

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.generated_records import GeneratedRecords, GeneratedStore
from twelve_bowls.app.midend.questions import Action, Asked, Question, question_for
from twelve_bowls.app.midend.session import Change, GameSession, SessionChange
from twelve_bowls.app.my_puzzles import MyPuzzles
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.events import Event
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    EndReason,
    Generated,
    Keeps,
    OpenedFile,
    OwnPuzzle,
    PastedCode,
    PuzzleAttempt,
    PuzzleSource,
    Shipped,
    utc_today,
)
from twelve_bowls.engine.modes.saves import AttemptSave

# Bowl 0 sows its R into bowl 1 (three reds match, R4.1) and clears every red: a win
# (R7.3). Bowl 3 sows its Y into the empty bowl 4: nothing matches, the one move allowed
# is used up and the puzzle is lost (R7.4).
WIN, LOSE = 0, 3


def red_puzzle(number: int, source: PuzzleSource | None = None) -> PuzzleAttempt:
    modifiers: list[Modifier | None] = [None] * 12
    modifiers[2] = Modifier(ModifierKind.FROZEN)
    position = Position(("R", "RR", "G", "Y", "", "", "", "", "", "", "", ""), tuple(modifiers))
    return PuzzleAttempt(number, position, Goal(GoalType.CLEAR_COLOR, color="R"), 1, source=source)


class KeepingStore(InMemoryProfileService):
    """Keeps each saved attempt as its save (what a disk would hold), in order."""

    def __init__(self) -> None:
        super().__init__()
        self.saved: list[AttemptSave] = []

    def save_attempt(self, attempt: Attempt) -> None:
        if attempt.keeps_save:
            self.saved.append(attempt.to_save())
        super().save_attempt(attempt)


class AtOnce(QObject):
    """An animation that ends as soon as it starts, and notes at each start what the store
    and the profile held then."""

    finished = Signal()

    def __init__(self, store: KeepingStore, context: AppContext) -> None:
        super().__init__()
        self.store = store
        self.context = context
        self.seen: list[tuple[AttemptSave | None, int]] = []

    @property
    def running(self) -> bool:
        return False

    def play(self, events: Sequence[Event]) -> None:
        last = self.store.saved[-1] if self.store.saved else None
        self.seen.append((last, len(self.context.profile.recorded_attempts)))
        self.finished.emit()

    def play_part(self, events: Sequence[Event], instant: int, stop: int) -> None:
        self.finished.emit()

    def skip(self) -> None:
        pass


@pytest.fixture
def store() -> KeepingStore:
    return KeepingStore()


@pytest.fixture
def context(qapp: object, store: KeepingStore) -> AppContext:
    return AppContext(store=store)


def session_for(context: AppContext, attempt: Attempt) -> tuple[GameSession, AtOnce]:
    store = context.store
    assert isinstance(store, KeepingStore)
    animation = AtOnce(store, context)
    return GameSession(context, attempt, animation), animation


def play(session: GameSession, bowl: int) -> None:
    assert session.select(bowl), bowl
    session.confirm()
    assert not session.animating  # the stand-in ended at once


def safe_bowl(attempt: Attempt) -> int:
    """A bowl whose move neither overflows nor ends the attempt."""
    for bowl in attempt.legal_moves():
        preview = attempt.preview(bowl)
        if not preview.overflow and max(len(b) for b in preview.result.position.bowls) < 6:
            return bowl
    raise AssertionError("no careful move")


def test_each_move_is_saved_before_it_is_drawn(context: AppContext, store: KeepingStore) -> None:
    attempt = EndlessAttempt("saved-before-drawn")
    session, animation = session_for(context, attempt)
    for _ in range(3):
        play(session, safe_bowl(attempt))
        saved, _recorded = animation.seen[-1]
        # When the animation was handed the move, the save already held it.
        assert saved is not None and tuple(saved.moves) == attempt.moves
    assert len(animation.seen) == 3


def test_a_win_is_recorded_before_it_is_drawn(context: AppContext) -> None:  # R7.3
    attempt = red_puzzle(7)
    session, animation = session_for(context, attempt)
    play(session, WIN)
    assert attempt.won is True
    _saved, recorded = animation.seen[-1]
    assert recorded == 1  # the result was in the profile before anything was drawn
    assert context.profile.records.puzzles[7].solved


def test_an_earlier_daily_restarted_leaves_todays_paused_daily(
    context: AppContext,
) -> None:  # R8.5, R9.3
    today = DailyAttempt(utc_today())
    session, _ = session_for(context, today)
    play(session, safe_bowl(today))  # kept as today's paused Daily
    paused = today.to_save()
    # Paused; an earlier day's Daily is opened on a screen (and a session) of its own.
    earlier = DailyAttempt.earlier(utc_today() - datetime.timedelta(days=3))
    session, _ = session_for(context, earlier)
    for _ in range(2):
        play(session, safe_bowl(session.attempt))
        session.restart()
        again = session.attempt
        assert isinstance(again, DailyAttempt) and again.date == earlier.date
        assert again.past and again.practice  # never a record, never saved
        play(session, safe_bowl(again))
    resumed = context.load_paused("daily")
    assert resumed is not None and resumed.to_save() == paused


@pytest.mark.parametrize(
    ("source", "keeps"),
    [
        (Shipped(7), Keeps.PROFILE),
        (OwnPuzzle(1001, "Mine"), Keeps.OWN_BEST),
        (OwnPuzzle(0, "Draft", draft=True), Keeps.NOTHING),
        (OpenedFile("mine.json", "Mine", ""), Keeps.NOTHING),
        (PastedCode("TB1-ABC", 1), Keeps.NOTHING),
        (Generated("seed", "easy", "2026-12-07"), Keeps.GENERATED),
    ],
    ids=["shipped", "my-puzzle", "draft", "file", "code", "generated"],
)
def test_a_lost_then_won_attempt_of_each_source_keeps_what_it_may(
    context: AppContext, store: KeepingStore, source: PuzzleSource, keeps: Keeps
) -> None:  # R7.3, R7.4, R9.5
    number = source.number if isinstance(source, Shipped | OwnPuzzle) else 7
    attempt = red_puzzle(number or 1001, source)
    session, _ = session_for(context, attempt)
    play(session, LOSE)
    assert attempt.ended is EndReason.OUT_OF_MOVES and attempt.won is False
    mine = MyPuzzles().best()
    assert mine == {}  # a loss is never anyone's best
    assert GeneratedStore().records() == GeneratedRecords()
    profile = context.profile
    if keeps is Keeps.PROFILE:
        assert len(profile.recorded_attempts) == 1  # the loss is a result (R7.4)
        assert 7 not in profile.records.puzzles or not profile.records.puzzles[7].solved
    else:
        assert profile.recorded_attempts == [] and profile.records.puzzles == {}
    assert store.saved == ([attempt.to_save()] if keeps is Keeps.PROFILE else [])

    session.restart()  # R7.4
    play(session, WIN)
    assert session.attempt.won is True
    assert MyPuzzles().best() == ({1001: 1} if keeps is Keeps.OWN_BEST else {})
    generated = GeneratedStore().records()
    if keeps is Keeps.GENERATED:  # apart from the profile: one solved, today's best
        assert generated == GeneratedRecords({"easy": 1}, {"2026-12-07": {"easy": 1}})
    else:
        assert generated == GeneratedRecords()
    if keeps is Keeps.PROFILE:
        assert context.profile.records.puzzles[7].solved
    else:
        assert context.profile.records.puzzles == {}
        assert context.profile.achievements == []
    assert session.next_puzzle_number() == (8 if keeps is Keeps.PROFILE else None)


def test_the_session_decides_which_operations_ask_first(context: AppContext) -> None:
    attempt = EndlessAttempt("questions")
    session, _ = session_for(context, attempt)
    changes: list[SessionChange] = []
    session.state_changed.connect(changes.append)
    # Nothing played: a restart has nothing to lose and is done at once.
    assert session.request(Action.RESTART) is None and session.attempt is not attempt
    attempt = session.attempt
    play(session, safe_bowl(attempt))
    changes.clear()
    # R9.3: the first undo in Endless makes the attempt practice: asked, nothing undone.
    asked = session.request(Action.UNDO)
    assert asked == Asked(Action.UNDO, Question.UNDO_MAKES_PRACTICE)
    assert [(c.kind, c.asked) for c in changes] == [(Change.ASKED, asked)]
    assert attempt.moves_played == 1 and not attempt.practice
    session.perform(asked.action)  # the player's yes
    assert attempt.moves_played == 0 and attempt.practice
    play(session, safe_bowl(attempt))
    assert session.request(Action.UNDO) is None  # already practice: undone at once
    assert attempt.moves_played == 0
    play(session, safe_bowl(attempt))
    assert session.request(Action.RESTART) == Asked(Action.RESTART, Question.RESTART)
    assert session.request(Action.END) == Asked(Action.END, Question.END)  # R8.3
    assert attempt.ended is None
    session.perform(Action.END)
    assert attempt.ended is EndReason.ENDED_BY_PLAYER
    assert session.request(Action.END) is None  # nothing left to end


def test_giving_up_for_the_solution_asks_once_moves_are_played(context: AppContext) -> None:
    attempt = red_puzzle(7)
    attempt.move_limit = 2
    session, _ = session_for(context, attempt)
    assert question_for(attempt, Action.SOLUTION) is None  # nothing played: nothing to lose
    play(session, LOSE)
    assert session.request(Action.SOLUTION) == Asked(Action.SOLUTION, Question.GIVE_UP)
    assert not session.demo.running
    play(session, WIN)  # ended: nothing to give up, the solution is shown at once
    assert question_for(session.attempt, Action.SOLUTION) is None
