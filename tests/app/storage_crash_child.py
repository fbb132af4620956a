"""Child process of the SIGKILL test: plays and records real Endless results through the
real ``ProfileService`` in a loop, until killed (issue 16: the real save path).

Run from the repository root as ``python -m tests.app.storage_crash_child <data folder>``.
Prints ``ready`` once the profile is loaded, then, after each result's profile save has
returned, the number of Endless games recorded (the parent's acknowledgements).

Each round does what a finished game does in the app (``GameSession`` and
``AppContext.record_finished``): the ended attempt is written, the result goes into the
profile, the profile is saved, and the attempt's file is dropped.
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.profile_service import ProfileService
from engine.modes import EndlessAttempt


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


def main() -> None:
    store = ProfileService(Path(sys.argv[1]))
    profile = store.load_profile()
    print("ready", flush=True)
    while True:
        number = profile.records.endless_games + 1
        play_round(store, profile, number)
        print(profile.records.endless_games, flush=True)


if __name__ == "__main__":
    main()
