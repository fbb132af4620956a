"""A generated puzzle left after a move and the game closed opens at that move next time,
as a shipped puzzle does ("your unfinished attempts are saved on your device"): through the
real store and a second start on the same data folder. The save is believed only once the
generator, run again from its seed, makes the start it names; a finished generated attempt
in the slot is never recorded in the profile.

Seen failing before the change: nothing was saved (``keeps_save`` was for shipped puzzles
only), so the second start had no Continue and the puzzle started afresh; and with
``resumed_attempt`` that did not compare the start, an edited save was played."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.test_unfinished_attempts import game_of
from tests.app.test_unfinished_attempts import open_window as open_shipped_window
from twelve_bowls.app import i18n, paths
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.generated_records import GeneratedStore
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.midend.generated import generated_attempt
from twelve_bowls.app.screens.generated_section import GeneratedSection
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker
from twelve_bowls.engine.generate import Difficulty, GeneratedPuzzle, generate
from twelve_bowls.engine.generated_day import day_seed
from twelve_bowls.engine.modes import Generated, PuzzleAttempt

WAIT_MS = 300_000  # a real generation on a loaded machine; nothing here is timed
DAY = datetime.date(2026, 12, 7)


@pytest.fixture(scope="module")
def easy() -> GeneratedPuzzle:
    return generate("42", Difficulty.EASY)


@pytest.fixture(scope="module")
def easy_day() -> GeneratedPuzzle:
    return generate(day_seed(DAY), Difficulty.EASY)


def open_window(qtbot: QtBot, folder: Path) -> MainWindow:
    i18n.set_language("en")  # English with its plural forms
    return open_shipped_window(qtbot, folder)


def section_of(window: MainWindow) -> GeneratedSection:
    picker = window.open_puzzle_picker()
    assert isinstance(picker, PuzzlePicker)
    return picker.generated


def play_one_move(window: MainWindow, puzzle: GeneratedPuzzle, day: str = "") -> PuzzleAttempt:
    window.start_made_puzzle(generated_attempt(puzzle, day))
    screen = game_of(window)
    screen.session.select(puzzle.solution[0])
    screen.session.confirm()
    screen.session.skip()
    played = screen.attempt
    assert isinstance(played, PuzzleAttempt)
    assert played.ended is None and played.moves_played == 1
    return played


def test_a_generated_puzzle_left_after_a_move_continues_there_after_a_restart(
    qtbot: QtBot, tmp_path: Path, easy: GeneratedPuzzle
) -> None:
    window = open_window(qtbot, tmp_path)
    played = play_one_move(window, easy)
    window.close()  # the game closed with the puzzle unfinished

    again = open_window(qtbot, tmp_path)  # a second start on the same data folder
    section = section_of(again)
    assert section.continue_button.isVisible()
    assert section.paused_label.text() == "A generated puzzle was left unfinished after 1 move."
    qtbot.mouseClick(section.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(again.current_screen(), GameScreen), timeout=WAIT_MS)
    screen = game_of(again)
    resumed = screen.attempt
    assert isinstance(resumed, PuzzleAttempt)
    assert resumed.source == Generated("42", "easy")
    assert resumed.moves_played == 1 and resumed.position == played.position
    assert screen.hud.title.text() == "Easy generated puzzle"
    # Made again, so its line is known: Show solution and the idea work as before.
    assert screen.session.solution() is not None
    for move in easy.solution[1:]:
        screen.session.click_bowl(move)
        screen.session.click_bowl(move)
        screen.session.skip()
    assert resumed.won is True
    # Recorded apart, never in the profile; nothing is left to continue.
    assert GeneratedStore(tmp_path).records().solved == {"easy": 1}
    assert again.context.profile.records.puzzles == {}
    assert not paths.attempt_path("puzzle", tmp_path).exists()
    again.go_home()
    assert not section_of(again).continue_button.isVisible()
    again.close()


def test_the_same_puzzle_of_the_day_opens_where_it_was_left(
    qtbot: QtBot, tmp_path: Path, easy_day: GeneratedPuzzle
) -> None:
    window = open_window(qtbot, tmp_path)
    played = play_one_move(window, easy_day, day=DAY.isoformat())
    window.close()

    again = open_window(qtbot, tmp_path)
    section = section_of(again)
    section.today = lambda: DAY
    section.level_box.setCurrentIndex(list(Difficulty).index(Difficulty.EASY))
    qtbot.mouseClick(section.day_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(again.current_screen(), GameScreen), timeout=WAIT_MS)
    resumed = game_of(again).attempt
    assert isinstance(resumed, PuzzleAttempt)
    assert resumed.source == Generated(day_seed(DAY), "easy", DAY.isoformat())
    assert resumed.moves_played == 1 and resumed.position == played.position
    again.close()


def test_an_edited_save_is_not_played_and_is_said_once(
    qtbot: QtBot, tmp_path: Path, easy: GeneratedPuzzle
) -> None:
    window = open_window(qtbot, tmp_path)
    play_one_move(window, easy)
    window.close()
    # The save keeps its seed but names another start (still a valid one, R7.1).
    path = paths.attempt_path("puzzle", tmp_path)
    save = json.loads(path.read_text("utf-8"))
    bowls = list(save["bowls"])
    empty = bowls.index("")
    bowls[empty] = "RG"
    save["bowls"] = bowls
    path.write_text(json.dumps(save), "utf-8")
    for backup in path.parent.glob("puzzle.json.*"):
        backup.unlink()

    again = open_window(qtbot, tmp_path)
    section = section_of(again)
    assert section.continue_button.isVisible()
    qtbot.mouseClick(section.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.run is None and section.status.isVisible(), timeout=WAIT_MS)
    assert "cannot be continued" in section.status.text()
    assert not isinstance(again.current_screen(), GameScreen)
    assert not path.exists()  # dropped: nothing to offer again
    assert not section.continue_button.isVisible()
    again.close()


def test_a_finished_generated_save_is_never_recorded_in_the_profile(
    qtbot: QtBot, tmp_path: Path, easy: GeneratedPuzzle
) -> None:
    # The game never writes one; a hand-made one (every winning move) is dropped unrecorded.
    attempt = generated_attempt(easy)
    for move in easy.solution:
        attempt.play(move)
    assert attempt.won is True
    path = paths.attempt_path("puzzle", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(attempt.to_save().model_dump(mode="json")), "utf-8")
    window = open_window(qtbot, tmp_path)
    assert window.context.profile.records.puzzles == {}
    assert window.context.profile.achievements == []
    assert window.context.profile.recorded_attempts == []
    assert not path.exists()
    window.close()
