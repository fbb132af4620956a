"""Ctrl+C at the terminal closes the game like its window would (app/main.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from twelve_bowls.app import paths
from twelve_bowls.app.main import INTERRUPTED_STATUS
from twelve_bowls.app.single_instance import RAISE_NAME, SingleInstance, ask_first_copy_to_raise

START = "import sys; from twelve_bowls.app.main import main; sys.exit(main())"


def _wait_until_it_answers_a_second_copy(home: Path, game: subprocess.Popen[str]) -> None:
    """Until the running game has taken two requests of a second copy: made anew each round
    (its watcher sees the folder change), taken only from its event loop, which runs after
    the Ctrl+C handler is set (a start may clear one left over). The loop guards against a
    hang; no time is asserted."""
    request = home / RAISE_NAME
    taken = 0
    for _ in range(3000):
        assert game.poll() is None, game.communicate()
        request.unlink(missing_ok=True)
        ask_first_copy_to_raise(home)
        time.sleep(0.1)
        taken += not request.exists()
        if taken == 2:
            return
    raise AssertionError("the game never took a second copy's request")


def test_ctrl_c_closes_the_game_quietly_and_frees_its_data_folder(tmp_path: Path) -> None:
    env = {**os.environ, paths.HOME_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    game = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from twelve_bowls.app.main import main; sys.exit(main())",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As at a terminal: a background job would start it with SIGINT ignored.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        _wait_until_it_answers_a_second_copy(tmp_path, game)
        game.send_signal(signal.SIGINT)
        _out, err = game.communicate(timeout=300)
    finally:
        game.kill()
    assert game.returncode == INTERRUPTED_STATUS, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    free = SingleInstance(tmp_path)
    assert free.acquire()  # the lock was released on the way out
    free.release()
