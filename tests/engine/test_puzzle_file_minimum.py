"""Every engine interface that reads a puzzle file accepts R10.3's minimum, refuses what is
not a regular file at once (a FIFO would hang it), and Ctrl+C ends a command with one line."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from twelve_bowls.engine.puzzles import PuzzleError, load_own_puzzle, load_puzzle, shipped_directory

ROOT = Path(__file__).resolve().parents[2]
HANG_GUARD = 300  # seconds: only stops a hung child, never a measure of speed
needs_posix = pytest.mark.skipif(os.name != "posix", reason="FIFOs and signals")


def _engine(*args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
        **kw,  # type: ignore[arg-type]
    )


def _minimum(folder: Path) -> Path:
    """Puzzle 1 as R10.3's minimum: no title, hint or difficulty."""
    raw = json.loads((shipped_directory() / "001.json").read_text("utf-8"))
    for name in ("title", "hint", "difficulty"):
        raw.pop(name, None)
    path = folder / "001.json"
    path.write_text(json.dumps(raw), "utf-8")
    return path


def test_the_loader_accepts_r10_3s_minimum(tmp_path: Path) -> None:
    # R10.3: title, hint and difficulty "may be added".
    puzzle = load_puzzle(_minimum(tmp_path))
    assert (puzzle.id, puzzle.title, puzzle.difficulty) == (1, "", None)


def test_hint_and_replay_accept_r10_3s_minimum(tmp_path: Path) -> None:
    path = str(_minimum(tmp_path))
    hint = _engine("hint", "--file", path)
    assert hint.returncode == 0, hint.stderr
    assert json.loads(hint.stdout)["hint"] == 0
    replay = _engine("replay", "--mode", "puzzle", "--file", path, "--moves", "0")
    assert replay.returncode == 0, replay.stderr


@needs_posix
def test_a_fifo_is_not_a_puzzle_file(tmp_path: Path) -> None:
    fifo = tmp_path / "001.json"
    os.mkfifo(fifo)
    for load in (load_puzzle, load_own_puzzle):
        with pytest.raises(PuzzleError, match="not a regular file"):
            load(fifo)
    for args in (["hint", "--file"], ["replay", "--mode", "puzzle", "--moves", "0", "--file"]):
        done = _engine(*args, str(fifo))
        assert done.returncode == 2, done.stderr
        assert "not a regular file" in done.stderr and "Traceback" not in done.stderr


@needs_posix
def test_ctrl_c_ends_an_engine_command_with_one_line(tmp_path: Path) -> None:
    # `resolve` waits for its input: Ctrl+C there, as a user at a terminal would.
    child = subprocess.Popen(
        [sys.executable, "-m", "twelve_bowls.engine", "resolve"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As at a terminal: a shell that starts a job in the background (CI may) leaves
        # SIGINT ignored in it, and Python then never turns Ctrl+C into KeyboardInterrupt.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert child.stdin is not None
    child.stdin.write('{"id": 1, "bowls": ["R","","","","","","","","","","",""], "move": 0}\n')
    child.stdin.flush()
    assert child.stdout is not None
    assert child.stdout.readline()  # it has started and answered: now interrupt it
    child.send_signal(signal.SIGINT)
    try:
        _out, err = child.communicate(timeout=HANG_GUARD)
    finally:
        child.kill()
    assert child.returncode == 130
    assert err == "interrupted\n"
