"""One game session: the attempt being played, the selection, and what follows a move.

The session is the game's *midend*: a click or key selects a bowl, a confirm calls
``attempt.play`` (the engine), and the session then **at once** saves the attempt, or
records its result if the move ended it, before it hands the move's events to the
animation. The animation is pure view: whatever happens while it plays (a crash, the window
closing), the move and its result are already on disk.

Every game operation is the session's: selecting and playing, undo and undo to move k,
restart, new game and next puzzle, End attempt, the hint steps, Show solution (stepping),
Replay last move, the Daily's best; which input is taken while help is being shown; which
operations ask the player first (``request``, ``app.midend.questions``); and what a finished
attempt may keep, by what is being played (``_record``, ``engine.modes.source``). Screens
learn what changed from one notification, ``state_changed(SessionChange)``, and redraw
themselves from the session's state; a session needs no widget (a ``QCoreApplication``, a
``SessionStore`` and stand-ins for the animations are enough). The API is described in
``docs/ARCHITECTURE.md``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from twelve_bowls.app.i18n import fill, join_sentences, translate_plural
from twelve_bowls.app.midend.animation import Animation, PartAnimation, StillAnimation
from twelve_bowls.app.midend.questions import Action, Asked, question_for
from twelve_bowls.app.midend.replay import MoveReplay
from twelve_bowls.app.midend.shipped import new_puzzle_attempt, next_puzzle, shipped_puzzle
from twelve_bowls.app.midend.solution_demo import SolutionDemo
from twelve_bowls.engine.board import BOWL_COUNT, GameError, ModifierKind, Position
from twelve_bowls.engine.events import Overflowed, Phase
from twelve_bowls.engine.hint import HintSearchTooLarge
from twelve_bowls.engine.modes import (
    HINT_BOWL,
    HINT_IDEA,
    HINT_LINE,
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    Generated,
    Keeps,
    MoveOutcome,
    PuzzleAttempt,
    Shipped,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from twelve_bowls.app.midend.store import SessionStore
    from twelve_bowls.engine.puzzles import Puzzle

log = logging.getLogger(__name__)


class Change(StrEnum):
    """What a ``state_changed`` notification is about."""

    SELECTED = "selected"  # the selection (or the queued confirm) changed; nothing else
    PLAYED = "played"  # a move was accepted and saved; its animation starts now
    SETTLED = "settled"  # the move's animation has ended (or was skipped)
    UNDONE = "undone"  # R9.2
    REPLACED = "replaced"  # restart, new game, next puzzle: another attempt is shown
    ENDED = "ended"  # R8.3 End attempt
    HINTED = "hinted"  # a step of help was given (``hint``)
    SOLUTION = "solution"  # Show solution started, stepped, paused or ended
    REPLAY = "replay"  # Replay last move started, stepped or ended
    ASKED = "asked"  # an operation asks the player first (``asked``); nothing changed yet


@dataclass(frozen=True, slots=True)
class HintShown:
    """One press of Hint: ``step`` 1 the idea (``text``), 2 the bowl to play (``bowl``),
    or, when the goal can no longer be reached, the moves to keep (``undo_to``)."""

    step: int
    text: str = ""
    bowl: int | None = None
    undo_to: int | None = None


@dataclass(frozen=True, slots=True)
class SessionChange:
    """The payload of ``state_changed``; ``outcome`` is the move of PLAYED and SETTLED, and
    of SOLUTION while that move is being animated; ``hint`` the help of HINTED; ``asked``
    the question of ASKED."""

    kind: Change
    outcome: MoveOutcome | None = None
    hint: HintShown | None = None
    asked: Asked | None = None


class GameSession(QObject):
    """Owns one attempt at a time, the selection and a queued confirm (R2.1, R2.2)."""

    state_changed = Signal(object)  # SessionChange
    status = Signal(str)  # a one-line, translated message for the player
    leave = Signal()  # leaving was asked for and, if it had to ask, said yes to

    def __init__(
        self,
        store: SessionStore,
        attempt: Attempt,
        animation: Animation,
        parent: QObject | None = None,
        *,
        solution_animation: Animation | None = None,
        replay_animation: PartAnimation | None = None,
    ) -> None:
        """``store`` keeps what is played (``app.midend.store``; the game's is the
        ``AppContext``). The move's animation, and those of Show solution and Replay last
        move: players of their own, so the session never takes their ends for its move's."""
        super().__init__(parent)
        self.store = store
        self.attempt: Attempt = attempt
        self.animation = animation
        animation.finished.connect(self._settled)
        self.replay_animation: PartAnimation = replay_animation or StillAnimation(self)
        self.demo = SolutionDemo(solution_animation or StillAnimation(self), self)
        self.demo.changed.connect(self._demo_changed)
        self.demo.finished.connect(self._demo_finished)
        self.demo.step_shown.connect(self._demo_stepped)
        self.last_move: MoveReplay | None = None  # what Replay last move steps through
        self.replay: MoveReplay | None = None  # the last move, while it is being replayed
        self.selected: int | None = None
        self.cursor = 0  # where arrow keys start from when nothing is selected
        self.queued: int | None = None  # a confirm made during an animation
        self.overflowing: tuple[int, ...] = ()  # R6.2: the bowls the last move overflowed
        self.overflow_phase: Phase | None = None  # R6.2: by the player's move or the refill
        self.earned: list[str] = []  # achievements the current result earned
        self._outcome: MoveOutcome | None = None  # the move being animated
        # The attempt whose moves the store holds (a resumed one from the start).
        self._kept: Attempt | None = attempt if attempt.moves_played > 0 else None
        if attempt.ended is not None:
            # e.g. a finished attempt handed over by a save: record it (a no-op if done).
            self._record()

    # -- reading ----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """From an accepted move until its animation has ended or was skipped."""
        return self._outcome is not None or self.animation.running

    @property
    def showing_help(self) -> bool:
        """While the solution or the last move is shown, the board is not the attempt's:
        nothing may act on the attempt until it is back (Esc, Done or the demo's end)."""
        return self.demo.running or self.replay is not None

    @property
    def board_position(self) -> Position:
        """What the board shows when no animation runs: the solution's board while it is
        shown, the board before the last move while it is replayed, else the attempt's."""
        if self.demo.attempt is not None:
            return self.demo.attempt.position
        if self.replay is not None:
            return self.replay.before
        return self.attempt.position

    def selectable(self) -> list[int]:
        return self.attempt.legal_moves()

    def daily_best(self) -> int | None:
        """R8.5: the best valid score kept for this Daily's date, if any."""
        attempt = self.attempt
        if not isinstance(attempt, DailyAttempt):
            return None
        return self.store.daily_best(attempt.date)

    def next_puzzle_number(self) -> int | None:
        """The shipped puzzle after this one in the picker's order; None after
        the last, outside puzzles, and for a player's own file."""
        attempt = self.attempt
        if not isinstance(attempt, PuzzleAttempt) or not isinstance(attempt.source, Shipped):
            return None
        return next_puzzle(attempt.puzzle_id)

    def solution(self) -> Puzzle | None:
        """The shipped puzzle of the attempt, if its start, goal and limit are this attempt's
        (a puzzle opened from another file has no stored solution to show)."""
        attempt = self.attempt
        if not isinstance(attempt, PuzzleAttempt):
            return None
        if isinstance(attempt.source, Generated):
            from twelve_bowls.app.midend.generated import generated_solution

            return generated_solution(attempt)
        puzzle = shipped_puzzle(attempt.puzzle_id)
        if puzzle is None or (puzzle.position, puzzle.goal, puzzle.moves) != (
            attempt.start_position,
            attempt.goal,
            attempt.move_limit,
        ):
            return None
        return puzzle

    def puzzle_code(self) -> str | None:
        """The code a friend pastes to play this puzzle (``app.midend.attempt_code``);
        None outside a puzzle."""
        from twelve_bowls.app.midend.attempt_code import attempt_code

        return attempt_code(self.attempt)

    def selected_items(self) -> str:
        """R2.1: the selected bowl's items in queue order (for the queue strip)."""
        if self.selected is None:
            return ""
        return str(self.attempt.position.bowls[self.selected])

    # -- selecting (R2.1) -------------------------------------------------------------------

    def select(self, bowl: int) -> bool:
        """Select ``bowl`` if R2.1 allows it, else say why; selection changes nothing else."""
        if self.showing_help:
            return False
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return False
        if bowl not in self.selectable():
            self.status.emit(self._unselectable(bowl))
            return False
        self.selected = bowl
        self.cursor = bowl
        self.status.emit("")
        self._notify(Change.SELECTED)
        return True

    def move_selection(self, step: int) -> None:
        """Arrow keys: the next selectable bowl clockwise (+1) or counter-clockwise (-1)."""
        choices = set(self.selectable())
        if not choices:
            self.status.emit(QCoreApplication.translate("Game", "No bowl can be chosen."))
            return
        start = self.selected if self.selected is not None else self.cursor - step
        for k in range(1, BOWL_COUNT + 1):
            bowl = (start + step * k) % BOWL_COUNT
            if bowl in choices:
                self.select(bowl)
                return

    def click_bowl(self, bowl: int) -> None:
        """A click skips a running animation; clicking the selected bowl confirms (R2.2)."""
        if self.showing_help:
            self.click_board()
            return
        if self.animating:
            self.skip()
            return
        if bowl == self.selected:
            self.confirm()
        else:
            self.select(bowl)

    def double_click_bowl(self, bowl: int) -> None:
        """A double-click plays the bowl. Its first click already selected it, or played
        it if it was selected (then the animation runs and the second click is ignored)."""
        if self.animating or self.showing_help:
            return
        if bowl != self.selected and not self.select(bowl):
            return
        self.confirm()

    def click_board(self) -> None:
        """A click hurries the solution shown or the move being animated; while the last
        move is replayed the board takes no clicks."""
        if self.demo.running:
            self.demo.skip()
        elif self.replay is None and self.animating:
            self.skip()

    # -- playing (R2.2) ---------------------------------------------------------------------

    def confirm(self) -> None:
        """Play the selected bowl; during an animation the confirm is queued, visibly."""
        if self.showing_help:
            return
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return
        if self.selected is None:
            self.status.emit(QCoreApplication.translate("Game", "Select a bowl first."))
            return
        if self.animating:
            self.queued = self.selected
            self.status.emit(
                fill(
                    QCoreApplication.translate(
                        "Game", "Bowl %1 will be played when the animation ends."
                    ),
                    self.selected,
                )
            )
            return
        self._play(self.selected)

    def _play(self, bowl: int) -> None:
        before = self.attempt.position
        try:
            outcome = self.attempt.play(bowl)
        except GameError:
            self.status.emit(self._unselectable(bowl))
            self._drop_stale_selection()
            self._notify(Change.SELECTED)
            return
        self.overflowing = ()
        self.overflow_phase = None
        for event in outcome.events:
            if isinstance(event, Overflowed):
                self.overflowing = tuple(event.bowls)
                self.overflow_phase = event.phase
        self.selected = None
        self.cursor = bowl
        self.last_move = MoveReplay.of(before, outcome.events)
        self._outcome = outcome  # animating from now on: the HUD waits for the animation
        # The move is kept before anything is drawn: the animation below can be cut short
        # at any instant without losing it. The old message goes first, so that
        # a "cannot save" from keeping the move stays in view.
        self.status.emit("")
        self._persist()
        self._notify(Change.PLAYED, outcome)
        self.animation.play(outcome.events)

    def skip(self) -> None:
        """Space or a click: jump to the end of the running animation."""
        self.animation.skip()

    def _settled(self) -> None:
        outcome, self._outcome = self._outcome, None
        self._drop_stale_selection()
        self._notify(Change.SETTLED, outcome)
        if self.attempt.ended is not None:
            self.queued = None
            return
        queued, self.queued = self.queued, None
        if queued is None:
            return
        if queued in self.selectable():
            self.selected = queued
            self._play(queued)
        else:
            self.status.emit(
                fill(
                    QCoreApplication.translate(
                        "Game", "The queued move on bowl %1 is no longer possible."
                    ),
                    queued,
                )
            )

    # -- operations that may ask first --------------------------------------------------------

    def request(self, action: Action) -> Asked | None:
        """The player asked for ``action``: done at once, or, when the rules say it must ask
        first (``app.midend.questions``), a question emitted as ``Change.ASKED`` for the
        screen to place; the player's yes calls ``perform``."""
        question = question_for(self.attempt, action)
        if question is None:
            self.perform(action)
            return None
        asked = Asked(action, question, after_end=self.attempt.ended is not None)
        self._notify(Change.ASKED, asked=asked)
        return asked

    def request_hint(self) -> None:
        """Hint: the next step of help; the whole line is Show solution, which may ask."""
        if self.next_hint_step() == HINT_LINE:
            self.request(Action.SOLUTION)
        else:
            self.hint()

    def perform(self, action: Action) -> None:
        """Do ``action``, asked or not."""
        if action is Action.UNDO:
            self.undo()
        elif action is Action.RESTART:
            self.restart()
        elif action is Action.SOLUTION:
            self.show_solution()
        elif action is Action.LEAVE:
            self.save()
            self.leave.emit()
        else:
            self.end()

    # -- undo, restart, end -----------------------------------------------------------------

    def undo(self) -> bool:
        """R9.2: back to the state before the last move (the screen warns first, R9.3)."""
        self.skip()
        if not self.attempt.can_undo:
            self.status.emit(QCoreApplication.translate("Game", "There is no move to undo."))
            return False
        self.attempt.undo()
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.selected = None
        self.earned = []
        self.last_move = None
        # An undone result stays recorded; the attempt goes on and is kept for resuming.
        self._persist()
        self.status.emit(QCoreApplication.translate("Game", "Move undone."))
        self._notify(Change.UNDONE)
        return True

    def undo_to(self, keep: int) -> None:
        """Undo until ``keep`` moves are left (R9.2, one undo at a time)."""
        while self.attempt.moves_played > keep and self.attempt.can_undo:
            if not self.undo():
                break

    def restart(self) -> None:
        """A fresh attempt of the same game: same puzzle, new Endless seed, same Daily date."""
        attempt = self.attempt
        fresh: Attempt
        if isinstance(attempt, PuzzleAttempt):
            attempt.restart()  # R7.4: a new id, so its result is a new one
            fresh = attempt
        elif isinstance(attempt, DailyAttempt | EndlessAttempt):
            # An earlier day's Daily stays one: practice again (R9.3), even past midnight.
            fresh = attempt.again()
        else:
            raise TypeError(f"no restart for a {attempt.mode_id.value} attempt")
        self._clear_saved(attempt)
        self.replace_attempt(fresh)

    def new_game(self, attempt: Attempt) -> None:
        """Play ``attempt`` instead (a chosen Endless seed, another date)."""
        self._clear_saved(self.attempt)
        self.replace_attempt(attempt)

    def next_puzzle(self) -> bool:
        """The puzzle after the current one in the picker's order; False after
        the last (and for a player's own file)."""
        following = self.next_puzzle_number()
        if following is None:
            return False
        self.new_game(new_puzzle_attempt(following))
        return True

    def _clear_saved(self, attempt: Attempt) -> None:
        """Drop the mode's paused attempt; an earlier day's Daily has none of its own and
        must leave today's alone."""
        if attempt.keeps_save:
            mode = attempt.mode_id
            self._keep("clear_attempt", lambda: self.store.clear_attempt(mode))

    def replace_attempt(self, attempt: Attempt) -> None:
        """Show another attempt on the same screen."""
        self.skip()
        self.attempt = attempt
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.selected = None
        self.cursor = 0
        self.earned = []
        self._outcome = None
        self.last_move = None
        if attempt.ended is not None:
            self._record()
        self.status.emit("")
        self._notify(Change.REPLACED)

    def end(self) -> bool:
        """R8.3: End attempt records the result at once."""
        self.skip()
        if self.attempt.ended is not None:
            return False
        try:
            self.attempt.end()
        except GameError:
            return False
        self.queued = None
        self.selected = None
        self._persist()
        self._notify(Change.ENDED)
        return True

    # -- help in steps: the idea, the bowl, the whole line -----------------------------------

    def next_hint_step(self) -> int | None:
        """What the next press of Hint gives: 1 the puzzle's idea, 2 the bowl to play next,
        3 the whole line; None outside a puzzle being played. The steps only climb (the
        most help this attempt used, plus one): after a bowl was named, playing it does
        not take the count back to 2/3, and after the line, Hint shows the line again."""
        attempt = self.attempt
        if not isinstance(attempt, PuzzleAttempt) or attempt.ended is not None:
            return None
        return min(max(attempt.hint_step + 1, HINT_IDEA), HINT_LINE)

    def hint(self) -> HintShown | None:
        """One press of Hint: the next step of help (counted: the record keeps the most
        help used). Step 3 starts Show solution at once (the screen asks first)."""
        attempt = self.attempt
        tr = QCoreApplication.translate
        step = self.next_hint_step()
        if not isinstance(attempt, PuzzleAttempt):
            # H in Endless or the Daily: there is no stored line to hint from.
            self.status.emit(tr("Game", "Hints are only for the puzzles."))
            return None
        if step is None:
            self.status.emit(tr("Game", "Hints are for puzzles still being played."))
            return None
        if self.showing_help:
            return None
        self.skip()
        if step == HINT_LINE:
            self.show_solution()
            return HintShown(HINT_LINE)
        if step == HINT_IDEA:
            from twelve_bowls.app.midend.puzzle_idea import puzzle_idea

            attempt.use_help(HINT_IDEA)
            self.save()
            shown = HintShown(HINT_IDEA, text=puzzle_idea(attempt))
            # The idea is whole sentences of its own: shown as it is, never after a label
            # (a lead sentence took the status a line more than the panel keeps for it).
            self.status.emit(shown.text)
            self._notify(Change.HINTED, hint=shown)
            return shown
        try:
            answer = attempt.hint()  # counted, as step 2
        except HintSearchTooLarge:
            # A long move limit on a board of one's own: more states than a hint may search
            # on the window's thread. Not counted: no hint was given.
            self.status.emit(tr("Game", "This puzzle is too large for a hint to be worked out."))
            return None
        self.save()
        if answer.hint is not None:
            self.select(answer.hint)
            shown = HintShown(HINT_BOWL, bowl=answer.hint)
            self.status.emit(
                fill(
                    tr("Game", "Hint: play bowl %1. It leads to the goal in the fewest moves."),
                    answer.hint,
                )
            )
        elif answer.undo_to is None:
            self.status.emit(tr("Game", "No move can reach the goal from here."))
            shown = HintShown(HINT_BOWL)
        else:
            shown = HintShown(HINT_BOWL, undo_to=answer.undo_to)
        self._notify(Change.HINTED, hint=shown)
        return shown

    def show_solution(self) -> bool:
        """Show the stored line on a fresh attempt, move by move (the attempt played stays
        as it is). Seeing it is the third step of help, for this attempt and the next."""
        puzzle = self.solution()
        attempt = self.attempt
        if puzzle is None or not isinstance(attempt, PuzzleAttempt) or self.demo.running:
            return False
        self.skip()
        self._leave_replay()
        attempt.use_help(HINT_LINE)  # counted only while the attempt is open
        self.save()
        shown = PuzzleAttempt.from_puzzle(puzzle)
        shown.use_help(HINT_LINE)  # the line itself: what is read beside it may say its plan
        self.demo.start(shown, puzzle.solution)
        self.status.emit(QCoreApplication.translate("Game", "The solution starts…"))
        return True

    def pause_solution(self, paused: bool) -> None:
        self.demo.set_paused(paused)

    def step_solution(self, step: int) -> None:
        """Step forward (+1: the next move, animated) or back (-1: the move before)."""
        if step > 0:
            self.demo.step_forward()
        else:
            self.demo.step_back()

    def stop_solution(self) -> None:
        """Esc or Stop: back to the attempt as it was."""
        if not self.demo.running:
            return
        self.demo.stop()
        self.status.emit(QCoreApplication.translate("Game", "Solution stopped."))
        self._notify(Change.SOLUTION)

    def _demo_changed(self, outcome: MoveOutcome | None) -> None:
        self._notify(Change.SOLUTION, outcome)

    def _demo_stepped(self, shown: int, _total: int) -> None:
        """ "The solution starts…" is true only until its first move: from then on the
        solution bar counts the moves, and the status line gives way."""
        if shown == 1:
            self.status.emit("")

    def _demo_finished(self) -> None:
        """The whole line has been shown: the puzzle starts again, for the player to try;
        the new attempt has seen the line (no ★ for it)."""
        puzzle = self.solution()
        total = len(puzzle.solution) if puzzle is not None else 0
        self.restart()
        attempt = self.attempt
        if isinstance(attempt, PuzzleAttempt):
            attempt.use_help(HINT_LINE)
        self.status.emit(
            translate_plural(
                "Game", "That was the solution in %n move(s). Now try it yourself.", None, total
            )
        )

    # -- Replay last move -------------------------------------------------------------------------

    def start_replay(self) -> bool:
        """Step through the last move's events, from the board before it."""
        if self.last_move is None or self.demo.running:
            return False
        self.skip()
        self.replay = self.last_move
        self.replay.index = 0
        self._draw_replay(animate=False)
        return True

    def step_replay(self, step: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(len(replay.stops), replay.index + step))
        if index == replay.index:
            return
        forward = index > replay.index
        before = replay.shown
        replay.index = index
        self._draw_replay(animate=forward, from_shown=before)

    def end_replay(self) -> None:
        """Done: back to the board as it is."""
        if self.replay is None:
            return
        self._leave_replay()
        self._notify(Change.REPLAY)

    def _draw_replay(self, animate: bool, from_shown: int = 0) -> None:
        replay = self.replay
        assert replay is not None
        self.replay_animation.skip()
        self._notify(Change.REPLAY)  # the screen draws the board before the move
        # The move's events, from the board before it: the ones already seen at once, the
        # new stop with the normal animation (forward), or none animated (back).
        instant = from_shown if animate else replay.shown
        self.replay_animation.play_part(replay.events, instant, replay.shown)

    def _leave_replay(self) -> None:
        if self.replay is not None:
            self.replay = None
            self.replay_animation.skip()

    # -- keeping --------------------------------------------------------------------------------

    def save(self) -> None:
        """Keep an unfinished attempt for resuming (Pause, Back, quit)."""
        attempt = self.attempt
        if attempt.ended is not None or not attempt.keeps_save:
            return
        if attempt.moves_played > 0:
            self._keep("save_attempt", lambda: self.store.save_attempt(attempt))
            self._kept = attempt
        elif self._kept is attempt:
            # Undone back to its start: there is nothing left to resume.
            self._clear_saved(attempt)
            self._kept = None

    def _persist(self) -> None:
        """After every change of the attempt: save it, or record the result it reached."""
        if self.attempt.ended is None:
            self.save()
            return
        # The ended attempt is written first: if the process stops before the profile is
        # saved, the next start finds a finished attempt and records it (never the state
        # before the final move, which could be played again: R9.3).
        attempt = self.attempt
        if attempt.keeps is Keeps.GENERATED:
            # Its result goes to the generated records at once, never through a finished
            # save; the puzzle slot it held has nothing left to resume.
            if self._kept is attempt:
                self._clear_saved(attempt)
                self._kept = None
        elif attempt.keeps_save:
            self._keep("save_attempt", lambda: self.store.save_attempt(attempt))
        self._record()

    def _record(self) -> None:
        """The one place a finished attempt is recorded, by what its source may keep
        (``engine.modes.source``): records and achievements in the profile, once per result
        (the profile remembers result ids, so a win after an undone loss counts too); the
        best win at one of My puzzles, apart; or nothing."""
        attempt = self.attempt
        self.earned = []
        keeps = attempt.keeps
        if keeps is Keeps.PROFILE:
            self._keep(
                "record_finished",
                lambda: self.earned.extend(self.store.record_finished(attempt)),
            )
        elif keeps is Keeps.GENERATED and attempt.won is True:
            assert isinstance(attempt, PuzzleAttempt)
            self._keep("record_generated_win", lambda: self.store.record_generated_win(attempt))
        elif keeps is Keeps.OWN_BEST and attempt.won is True:
            assert isinstance(attempt, PuzzleAttempt)
            moves = attempt.moves_played
            self._keep(
                "record_own_win", lambda: self.store.record_own_win(attempt.puzzle_id, moves)
            )

    def _keep(self, what: str, action: Callable[[], object]) -> None:
        """Persistence must never crash the game: a failure becomes a status message."""
        try:
            action()
        except (OSError, ValueError) as error:
            log.warning("%s failed: %s", what, error)
            self.status.emit(
                fill(QCoreApplication.translate("Game", "Could not save the game: %1"), str(error))
            )
        self._tell_store_notices()

    def _tell_store_notices(self) -> None:
        """ "cannot save" is told where the player is, not only back on Home."""
        texts = self.store.store_notices()
        if texts:
            self.status.emit(join_sentences(texts))

    # -- helpers ----------------------------------------------------------------------------

    def _unselectable(self, bowl: int) -> str:
        frozen = self.attempt.position.modifier_kind(bowl) is ModifierKind.FROZEN
        return unselectable_reason(bowl, frozen)

    def _drop_stale_selection(self) -> None:
        if self.selected is not None and self.selected not in self.selectable():
            self.selected = None

    def _notify(
        self,
        kind: Change,
        outcome: MoveOutcome | None = None,
        hint: HintShown | None = None,
        asked: Asked | None = None,
    ) -> None:
        if kind not in (
            Change.SELECTED,
            Change.HINTED,
            Change.SOLUTION,
            Change.REPLAY,
            Change.ASKED,
        ):
            self._leave_replay()  # the board changed under the replay: it is over
        self.state_changed.emit(SessionChange(kind, outcome, hint, asked))


def unselectable_reason(bowl: int, frozen: bool) -> str:
    """R2.1: why a bowl cannot be chosen."""
    if frozen:
        return fill(
            QCoreApplication.translate(
                "Game", "Bowl %1 is frozen: it cannot be chosen, but it still receives stones."
            ),
            bowl,
        )
    return fill(
        QCoreApplication.translate("Game", "Bowl %1 is empty: there is nothing to sow."), bowl
    )
