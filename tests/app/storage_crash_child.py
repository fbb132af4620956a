"""Child process of the SIGKILL test: plays and records real Endless results through the
real ``ProfileService`` in a loop, until killed (the real save path).

Run from the repository root as ``python -m tests.app.storage_crash_child <data folder>``.
Prints ``ready`` once the profile is loaded, then, after each result's profile save has
returned, the number of Endless games recorded (the parent's acknowledgements).

``--zygote`` starts a process that imports all of that once and then forks one recorder
per request (a fresh interpreter spent about 0.7 s importing before every kill).
It reads ``fork <data folder> <fifo>`` (a recorder that writes to the named pipe instead of
standard output) and ``wait <pid>`` (the recorder's exit code, negative for a signal) from
standard input, and answers each with one line.

Each round does what a finished game does in the app (``GameSession`` and
``AppContext.record_finished``): the ended attempt is written, the result goes into the
profile, the profile is saved, and the attempt's file is dropped.
"""

from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path
from typing import BinaryIO

from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.modes import EndlessAttempt


def finished_attempt(number: int) -> EndlessAttempt:
    """A short real Endless game: a few moves from a seed, then End attempt (R8.3)."""
    attempt = EndlessAttempt(f"crash-{number}", attempt_id=f"crash-{number}")
    for _ in range(1 + number % 4):
        moves = attempt.legal_moves()
        if attempt.ended is not None or not moves:
            break
        attempt.play(moves[number % len(moves)])
    if attempt.ended is None:
        attempt.end()
    return attempt


def play_round(store: ProfileService, profile: object, number: int) -> None:
    attempt = finished_attempt(number)
    store.save_attempt(attempt)
    profile.record(attempt.result())  # type: ignore[attr-defined]
    if store.save_profile(profile):  # type: ignore[arg-type]
        store.clear_attempt(attempt.mode_id.value)


def record_until_killed(base: Path, out: BinaryIO) -> None:
    store = ProfileService(base)
    profile = store.load_profile()
    out.write(b"ready\n")
    out.flush()
    while True:
        number = profile.records.endless_games + 1
        play_round(store, profile, number)
        out.write(b"%d\n" % profile.records.endless_games)
        out.flush()


def zygote() -> None:
    print("ready", flush=True)
    for line in sys.stdin:
        verb, *args = line.split()
        if verb == "fork":
            pid = os.fork()
            if pid == 0:  # the recorder: never returns to this loop
                try:
                    with open(args[1], "wb", buffering=0) as fifo:
                        record_until_killed(Path(args[0]), fifo)
                except BaseException:
                    traceback.print_exc()
                finally:
                    os._exit(1)
            print(pid, flush=True)
        elif verb == "wait":
            _, status = os.waitpid(int(args[0]), 0)
            print(os.waitstatus_to_exitcode(status), flush=True)


def main() -> None:
    if sys.argv[1] == "--zygote":
        zygote()
    else:
        record_until_killed(Path(sys.argv[1]), sys.stdout.buffer)


if __name__ == "__main__":
    main()
