"""``python -m engine new`` and ``replay`` (R10.1)."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.modes_helpers import play_until
from tests.engine.test_modes_daily import GOLDEN_STARTS
from twelve_bowls.engine.__main__ import main
from twelve_bowls.engine.modes import DailyAttempt, EndlessAttempt, PuzzleAttempt
from twelve_bowls.engine.puzzles import load_puzzle

ROOT = Path(__file__).resolve().parents[2]
PUZZLE_12 = ROOT / "puzzles" / "012.json"
PUZZLE_13 = ROOT / "puzzles" / "013.json"  # a limit of 2: a second move can be tried


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_new_daily_prints_the_golden_start(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "new", "daily", "--date", "2026-11-30")
    assert code == 0
    state = json.loads(out)
    assert tuple(state["bowls"]) == GOLDEN_STARTS[datetime.date(2026, 11, 30)]
    assert state["modifiers"] == {}
    assert state["seed"] == "2026-11-30"


def test_new_endless(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "new", "endless", "--seed", "S")
    assert code == 0
    assert json.loads(out)["bowls"] == list(EndlessAttempt("S").position.bowls)


def test_replay_endless_matches_the_attempt(capsys: pytest.CaptureFixture[str]) -> None:
    attempt = EndlessAttempt("cli")
    play_until(attempt, 40)
    moves = ",".join(str(move) for move in attempt.moves)
    code, out, _ = run(capsys, "replay", "--mode", "endless", "--seed", "cli", "--moves", moves)
    assert code == 0
    state = json.loads(out)
    assert state["bowls"] == list(attempt.position.bowls)
    assert state["modifiers"] == attempt.position.modifiers_notation()
    assert state["modifier_moves_left"] == {
        str(bowl): modifier.moves_left
        for bowl, modifier in enumerate(attempt.position.modifiers)
        if modifier is not None
    }
    assert (state["score"], state["moves"]) == (attempt.score, attempt.moves_played)
    assert state["ended"] == (attempt.ended.value if attempt.ended else None)
    assert state["practice"] is False


def test_replay_daily_with_undo_is_practice(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "replay", "--mode", "daily", "--date", "2026-11-30", "--moves", "3,5,u,0"
    )
    assert code == 0
    state = json.loads(out)
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    attempt.play(3)
    attempt.play(0)
    assert state["bowls"] == list(attempt.position.bowls)
    assert state["moves"] == 2 and state["practice"] is True  # R9.3


def test_replay_puzzle(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = load_puzzle(PUZZLE_12)
    moves = ",".join(map(str, puzzle.solution))
    code, out, _ = run(
        capsys, "replay", "--mode", "puzzle", "--file", str(PUZZLE_12), "--moves", moves
    )
    assert code == 0
    state = json.loads(out)
    assert state["ended"] == "goal_met"
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    for move in puzzle.solution:
        attempt.play(move)
    assert state["bowls"] == list(attempt.position.bowls)


def test_end_token(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", "--mode", "endless", "--seed", "e", "--moves", "0,end")
    assert code == 0
    assert json.loads(out)["ended"] == "ended_by_player"


def test_illegal_move_stops_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "replay", "--mode", "puzzle", "--file", str(PUZZLE_13), "--moves", "4,1"
    )
    assert code == 1
    assert out == ""
    assert err == "error: move 2 (bowl 1) is illegal: bowl 1 is empty\n"


@pytest.mark.parametrize(
    "argv",
    [
        ("replay", "--mode", "daily"),
        ("replay", "--mode", "daily", "--date", "2026-13-01"),
        ("replay", "--mode", "daily", "--date", "2026-11-30", "--seed", "x"),
        ("replay", "--mode", "endless", "--seed", "S", "--moves", "1,x"),
        ("replay", "--mode", "endless", "--seed", "S", "--moves", "12"),
        ("replay", "--mode", "chess", "--seed", "S"),
        ("replay", "--mode", "puzzle", "--file", "no/such/file.json"),
        ("new", "weekly"),
        ("new", "daily", "--date", "tomorrow"),
    ],
)
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert "error" in err and "Traceback" not in err


def test_module_entry_point() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", "new", "endless", "--seed", "S"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["bowls"] == list(EndlessAttempt("S").position.bowls)
