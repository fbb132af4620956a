"""Fault injection: a child process recording real results through the real
``ProfileService`` is killed with SIGKILL at random moments.

After every kill, the next start (the parent, doing what ``AppContext`` does at start) must
find the last result the child acknowledged, or the one it was saving when it died: never
older, never a damaged file, never a notice. A kill is not corruption.

A SIGKILL cannot test durability (the page cache outlives the process): that is what
``test_storage_power_loss`` is for. This test proves that the order of writes, renames
and clean-up is safe against a process that stops at any instruction.

Each recorder is forked from a process that has imported the game's code once (the
child's ``--zygote`` mode), so the 60 kills cost what the saves cost, not 60 interpreter
starts. The acknowledgements come through a named pipe, read unbuffered: a buffered
``readline()`` can read ahead lines that are then never seen (which lost acknowledgements
on a tmpfs).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from twelve_bowls.app import storage
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.modes import ModeId

ROOT = Path(__file__).resolve().parents[2]
# About 10 s on an idle 2-core machine; no timing assertion, because a loaded CI machine
# must not turn a correct result into a failure.
KILLS = 60


def _tmp_files(directory: Path) -> list[Path]:
    return [p for p in directory.rglob("*") if p.name.endswith(storage.TMP_SUFFIX)]


def _next_start(base: Path) -> int:
    """What the game's next start finds: the profile's Endless games, plus a finished
    attempt whose result had not reached the profile yet (recorded now, as the app does)."""
    store = ProfileService(base)
    profile = store.load_profile()
    pending = store.load_attempt(ModeId.ENDLESS.value)
    if pending is not None:
        assert pending.ended is not None  # the child only leaves finished games
        profile.record(pending.result())  # once per result id: a no-op if already in
        assert store.save_profile(profile)
        store.clear_attempt(ModeId.ENDLESS.value)
    notices = store.notices()
    assert notices == [], notices
    return profile.records.endless_games


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_sigkill_during_saves_never_loses_an_acknowledged_result(tmp_path: Path) -> None:
    rng = random.Random(20261201)
    base = tmp_path / "data"
    last = 0
    interrupted_writes = 0  # kills that left a temp file behind: proof we hit mid-save
    acknowledged_total = 0

    errors = tmp_path / "recorders.stderr"
    with errors.open("wb") as stderr:
        zygote = subprocess.Popen(
            [sys.executable, "-m", "tests.app.storage_crash_child", "--zygote"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            bufsize=1,
        )
    assert zygote.stdin is not None and zygote.stdout is not None

    def ask(request: str) -> str:
        zygote.stdin.write(request + "\n")  # type: ignore[union-attr]
        answer = zygote.stdout.readline().strip()  # type: ignore[union-attr]
        assert answer, errors.read_text()
        return answer

    try:
        assert zygote.stdout.readline() == "ready\n", errors.read_text()
        for kill in range(KILLS):
            acks = tmp_path / f"acks-{kill}"
            os.mkfifo(acks)
            pid = int(ask(f"fork {base} {acks}"))
            with acks.open("rb", buffering=0) as pipe:  # raw: nothing read ahead
                ready = pipe.readline()
                assert ready == b"ready\n", (ready, errors.read_text())
                time.sleep(rng.uniform(0.0, 0.25))
                os.kill(pid, signal.SIGKILL)
                exit_code = int(ask(f"wait {pid}"))
                output = pipe.read()
            assert exit_code == -signal.SIGKILL, errors.read_text()
            last, recorded, interrupted = _check_next_start(base, output, last, kill)
            acknowledged_total += recorded
            interrupted_writes += interrupted
    finally:
        zygote.kill()
        zygote.wait()

    assert sorted(p.name for p in base.iterdir() if p.is_file()) == [
        "profile.json",
        "profile.json.bak",
    ]
    assert acknowledged_total >= KILLS  # the children really were recording between kills
    assert interrupted_writes > 0  # and some kills landed in the middle of a save


def _check_next_start(base: Path, output: bytes, last: int, kill: int) -> tuple[int, int, int]:
    """What the next start finds after a kill: the last acknowledged result, or the one
    being saved. Returns it, the acknowledgements read, and 1 if a save was cut short."""
    acknowledged = [int(line) for line in output.split()]
    last_ack = acknowledged[-1] if acknowledged else last
    interrupted = 1 if _tmp_files(base) else 0

    found = _next_start(base)

    assert found in (last_ack, last_ack + 1), (kill, last_ack, found)
    assert list(base.rglob("*.corrupt-*")) == []
    assert _tmp_files(base) == []  # leftovers of the dead writer are cleaned up
    return found, len(acknowledged), interrupted
