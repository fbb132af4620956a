"""Generated puzzles in the picker and the game: made on a worker thread (the window never
waits), cancelled, played with the three steps of help and undo, recorded apart from the
profile, copied as a code a friend's decode proves, and the puzzle of the day's share text.

Each test here was seen to fail on a deliberate mistake: the job run on the GUI thread
(``ProofRun.run`` called in place of ``start``), Cancel that let the finished puzzle
through, the session's line lookup left shipped-only, the win kept in the profile."""

from __future__ import annotations

import datetime
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.app.test_puzzle_codes_app import window
from twelve_bowls.app.game.assist import generated_share_text
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.generated_records import GeneratedStore
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.midend.generated import generated_attempt, generated_idea
from twelve_bowls.app.screens.generated_section import GeneratedSection
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.generate import Difficulty, GeneratedPuzzle, generate
from twelve_bowls.engine.generated_day import day_seed
from twelve_bowls.engine.modes import HINT_BOWL, HINT_IDEA, Generated, PuzzleAttempt
from twelve_bowls.engine.puzzle_code import decode
from twelve_bowls.engine.solve import solve_optimum

DAY = datetime.date(2026, 12, 7)
WAIT_MS = 300_000  # a real generation on a loaded machine; the test never times anything


@pytest.fixture(scope="module")
def easy_day() -> GeneratedPuzzle:
    """The Easy puzzle of the day of ``DAY``, made once for the module."""
    return generate(day_seed(DAY), Difficulty.EASY)


def picker_of(window: MainWindow) -> PuzzlePicker:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    return picker


def held_job(
    gate: threading.Event, threads: list[int], made: GeneratedPuzzle
) -> Callable[[str, Difficulty], object]:
    """A stand-in for the generator: reports progress until ``gate`` opens, then gives
    ``made``; notes the thread it ran on."""

    def make(seed: str, level: Difficulty) -> object:
        def job(report: Callable[[str, int, int], None]) -> object:
            threads.append(threading.get_ident())
            if threading.current_thread() is threading.main_thread():
                raise AssertionError("the generator ran on the GUI thread")  # never wait there
            states = 0
            while not gate.wait(0.01):
                states += 1
                report("draw", 1, states)  # raises once Cancel was pressed
            return made

        return job

    return make


def test_a_puzzle_is_made_off_the_gui_thread_and_played(
    qtbot: QtBot, window: MainWindow, easy_day: GeneratedPuzzle
) -> None:
    picker = picker_of(window)
    section = picker.generated
    gate, threads = threading.Event(), []
    section.make_job = held_job(gate, threads, easy_day)  # type: ignore[assignment]
    section.level_box.setCurrentIndex(list(Difficulty).index(Difficulty.EASY))
    qtbot.mouseClick(section.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(threads), timeout=WAIT_MS)
    assert threads[0] != threading.get_ident()  # the job runs on the worker thread
    # The job is running and the window still answers: its progress arrives through
    # queued signals, and the level box still changes.
    qtbot.waitUntil(lambda: "Trying board" in section.status.text(), timeout=WAIT_MS)
    assert section.run is not None and section.bar.isVisible()
    section.level_box.setCurrentIndex(0)
    assert section.level() is Difficulty.EASY
    gate.set()
    qtbot.waitUntil(lambda: isinstance(window.current_screen(), GameScreen), timeout=WAIT_MS)
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    attempt = screen.attempt
    assert isinstance(attempt, PuzzleAttempt)
    assert isinstance(attempt.source, Generated) and attempt.source.day == ""
    assert attempt.source.difficulty == "easy"
    assert screen.hud.title.text() == "Easy generated puzzle"
    assert section.last is easy_day and section.copy_button.isVisibleTo(section)


def test_cancel_stops_the_worker_and_plays_nothing(
    qtbot: QtBot, window: MainWindow, easy_day: GeneratedPuzzle
) -> None:
    picker = picker_of(window)
    section = picker.generated
    gate, threads = threading.Event(), []
    section.make_job = held_job(gate, threads, easy_day)  # type: ignore[assignment]
    qtbot.mouseClick(section.day_button, Qt.MouseButton.LeftButton)
    run = section.run
    assert run is not None
    qtbot.waitUntil(lambda: bool(threads), timeout=WAIT_MS)
    with qtbot.waitSignal(run.cancelled, timeout=WAIT_MS):
        qtbot.mouseClick(section.cancel_button, Qt.MouseButton.LeftButton)
    assert section.run is None and not section.bar.isVisible()
    assert "Cancelled" in section.status.text()
    assert window.current_screen() is picker  # nothing was played
    gate.set()


def test_the_real_generator_runs_on_the_worker_to_the_puzzle_of_the_day(
    qtbot: QtBot, tmp_path: Path, easy_day: GeneratedPuzzle
) -> None:
    section = GeneratedSection(tmp_path, today=lambda: DAY)
    qtbot.addWidget(section)
    played: list[PuzzleAttempt] = []
    section.play_requested.connect(played.append)
    section.start(Difficulty.EASY, of_the_day=True)
    qtbot.waitUntil(lambda: bool(played), timeout=WAIT_MS)
    attempt = played[0]
    # Same date, same difficulty, same puzzle: the one every player gets today.
    assert attempt.source == Generated(day_seed(DAY), "easy", "2026-12-07")
    assert (attempt.start_position, attempt.goal, attempt.move_limit) == (
        easy_day.position,
        easy_day.goal,
        easy_day.limit,
    )
    # Asked again the same day, it is played at once: no second run.
    section.start(Difficulty.EASY, of_the_day=True)
    assert section.run is None and len(played) == 2
    assert played[1].source == played[0].source


def test_a_generated_puzzle_plays_with_help_undo_and_records_apart(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, easy_day: GeneratedPuzzle
) -> None:
    window.start_made_puzzle(generated_attempt(easy_day, day="2026-12-07"))
    screen = window.current_screen()
    assert isinstance(screen, GameScreen)
    session = screen.session
    assert screen.hud.title.text() == "Easy puzzle of the day"
    # Step 1: the idea worded from the puzzle's own line, never a bowl number.
    shown = session.hint()
    assert shown is not None and shown.step == HINT_IDEA
    assert shown.text == generated_idea(easy_day) and shown.text
    # Step 2: the bowl of a shortest line.
    shown = session.hint()
    assert shown is not None and shown.step == HINT_BOWL
    assert shown.bowl in session.attempt.legal_moves()
    # Step 3: the stored line, as Show solution plays it.
    solution = session.solution()
    assert solution is not None and solution.solution == easy_day.solution
    # Undo works as for the shipped puzzles (R9.2).
    first = easy_day.solution[0]
    session.click_bowl(first)
    session.click_bowl(first)
    session.skip()
    assert session.attempt.moves_played == 1
    session.undo()
    assert session.attempt.moves_played == 0
    for move in easy_day.solution:
        session.click_bowl(move)
        session.click_bowl(move)
        session.skip()
    attempt = session.attempt
    assert attempt.won is True
    # Kept apart: the profile has no record and no achievement of it.
    assert window.context.profile.records.puzzles == {}
    assert window.context.profile.achievements == []
    records = GeneratedStore(tmp_path / "home").records()
    assert records.solved == {"easy": 1}
    assert records.days == {"2026-12-07": {"easy": len(easy_day.solution)}}
    # Its idea is shown once solved, under its date.
    assert screen.hud.hint.text() == generated_idea(easy_day)
    assert "2026" in screen.hud.subtitle.text()
    # The share text: difficulty, date, moves, one symbol per move; nothing of the board.
    assert isinstance(attempt, PuzzleAttempt)
    text = generated_share_text(attempt)
    assert text is not None
    lines = text.splitlines()
    assert lines[0] == "Twelve Bowls · Easy puzzle of the day 2026-12-07"
    assert lines[1].startswith(f"{attempt.score} point")  # the Daily's points and moves
    assert f" · {len(easy_day.solution)} move" in lines[1]
    assert len("".join(lines[2:])) >= len(easy_day.solution)
    assert easy_day.code not in text
    assert not any(letter in "".join(lines[2:]) for letter in "RYGBPW*#")
    screen.share_daily()
    assert QGuiApplication.clipboard().text() == text


def test_a_puzzle_on_demand_has_no_share_text(easy_day: GeneratedPuzzle, qapp: object) -> None:
    assert generated_share_text(generated_attempt(easy_day)) is None


def test_the_copied_code_is_what_a_friend_decodes_and_proves(
    qtbot: QtBot, tmp_path: Path, easy_day: GeneratedPuzzle
) -> None:
    section = GeneratedSection(tmp_path, today=lambda: DAY)
    qtbot.addWidget(section)
    section.last = easy_day
    section.refresh()
    section.copy_button.click()
    code = QGuiApplication.clipboard().text()
    shared = decode(code)
    assert (shared.position, shared.goal, shared.moves) == (
        easy_day.position,
        easy_day.goal,
        easy_day.limit,
    )
    proof = solve_optimum(shared.position, shared.goal, max_depth=shared.moves)
    assert proof.optimum == easy_day.optimum


__all__ = ["window"]  # the fixture, shared with the paste tests
