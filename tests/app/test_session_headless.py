"""The midend without a widget: a ``GameSession`` on a ``QCoreApplication`` plays a whole
puzzle with the hint steps, undo to move k and Show solution, through stand-ins for the
animation players, and what it saved is checked."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# In a child process: the test suite's own QApplication (widgets) must not be there.
SCRIPT = textwrap.dedent(
    """
    import sys
    from collections.abc import Sequence

    from PySide6.QtCore import QCoreApplication, QObject, Signal

    app = QCoreApplication(sys.argv)

    from pathlib import Path

    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.midend.session import Change, GameSession
    from twelve_bowls.engine import puzzles
    from twelve_bowls.engine.events import Event
    from twelve_bowls.engine.hint import Hinter
    from twelve_bowls.engine.modes import EndReason, PuzzleAttempt


    class StandIn(QObject):
        # Plays nothing: it keeps the events it was given and ends when told to.
        finished = Signal()

        def __init__(self) -> None:
            super().__init__()
            self.running = False
            self.played: list[tuple[Event, ...]] = []

        def play(self, events: Sequence[Event]) -> None:
            self.played.append(tuple(events))
            self.running = True

        def play_part(self, events: Sequence[Event], instant: int, stop: int) -> None:
            self.play(events[:stop])

        def skip(self) -> None:
            if self.running:
                self.running = False
                self.finished.emit()


    puzzle = puzzles.load_puzzle(puzzles.puzzle_paths()[39])  # four moves
    store = ProfileService(Path(sys.argv[1]))  # on disk, as the game keeps it
    context = AppContext(store=store)
    moves, solution, replay = StandIn(), StandIn(), StandIn()
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    session = GameSession(
        context, attempt, moves, solution_animation=solution, replay_animation=replay
    )
    changes: list[Change] = []
    session.state_changed.connect(lambda change: changes.append(change.kind))
    assert not session.showing_help and session.next_hint_step() == 1

    # Step 1, the idea: a sentence, no bowl; counted in the attempt.
    idea = session.hint()
    assert idea is not None and idea.step == 1 and idea.bowl is None and idea.text
    assert not any(ch.isdigit() for ch in idea.text)  # names no bowl
    assert attempt.hint_step == 1 and attempt.hints_used == 1

    # Step 2, the bowl: selected; playing it is saved before it is drawn.
    bowl = session.hint()
    assert bowl is not None and bowl.step == 2
    assert bowl.bowl == Hinter.for_puzzle(puzzle).answer().hint == session.selected
    session.confirm()
    assert session.animating and moves.played  # the events went to the player
    moves.skip()
    assert not session.animating and Change.SETTLED in changes

    # Replay last move: gated input while it shows, the board before the move.
    assert session.start_replay() and session.showing_help
    assert session.board_position == puzzle.position
    session.confirm()
    assert attempt.moves_played == 1  # nothing plays during the replay
    session.step_replay(+1)
    assert replay.played
    session.end_replay()
    assert not session.showing_help

    # A losing move, then undo to move 1 (the state that can still win).
    winning = Hinter.for_puzzle(puzzle).answer(attempt.moves).winning_moves
    losing = next(
        m for m in attempt.legal_moves() if m not in winning and m != attempt.moves[0]
    )
    session.select(losing)
    session.confirm()
    moves.skip()
    if attempt.ended is None:
        session.undo_to(1)
        assert attempt.moves_played == 1 and attempt.undos == 1
    else:
        session.undo()

    # Step 3, the whole line: Show solution on a fresh attempt, stepped by hand. The
    # steps only climb: after the bowl, the next press is the line, here too.
    assert session.next_hint_step() == 3
    line = session.hint()
    assert line is not None and line.step == 3 and session.demo.running
    assert attempt.hint_step == 3
    session.pause_solution(True)
    session.step_solution(+1)
    assert session.demo.shown == 1 and session.demo.bowl_of(1) == puzzle.solution[0]
    solution.skip()
    session.step_solution(-1)
    assert session.demo.shown == 0 and session.board_position == puzzle.position
    assert attempt.moves_played == 1  # the player's attempt is untouched
    session.confirm()
    assert attempt.moves_played == 1  # input is gated while the line is shown
    for _ in puzzle.solution:
        session.step_solution(+1)
        solution.skip()
    session.step_solution(+1)  # past the last move: the demo ends, the puzzle restarts
    assert not session.demo.running
    fresh = session.attempt
    assert isinstance(fresh, PuzzleAttempt) and fresh.moves_played == 0
    assert fresh.hint_step == 3  # the new attempt has seen the line

    # Play the line; the result is recorded: solved, with the most help used.
    for move in puzzle.solution:
        session.select(move)
        session.confirm()
        moves.skip()
    assert fresh.ended is EndReason.GOAL_MET
    record = context.profile.records.puzzle(puzzle.id)
    assert record.solved and not record.clean and record.hint_step == 3
    kept = ProfileService(Path(sys.argv[1])).load_profile()  # read back from the disk
    assert kept.records.puzzle(puzzle.id) == record
    from twelve_bowls.engine.modes import attempt_from_save, load_attempt_save

    # What a save of the attempt keeps: the help it used comes back with it.
    again = attempt_from_save(load_attempt_save(fresh.to_save().model_dump(mode="json")))
    assert isinstance(again, PuzzleAttempt) and again.hint_step == 3
    assert session.next_puzzle_number() is not None and session.next_puzzle()
    print("ok")
    """
)


def test_a_session_plays_a_puzzle_with_no_widget(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path)],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok")
    assert "QtWidgets" not in done.stderr
