"""Fault injection: a child process recording real results through the real
``ProfileService`` is killed with SIGKILL at random moments (issue 16 point 10).

After every kill, the next start (the parent, doing what ``AppContext`` does at start) must
find the last result the child acknowledged, or the one it was saving when it died: never
older, never a damaged file, never a notice. A kill is not corruption.

A SIGKILL cannot test durability (the page cache outlives the process): that is what
``test_storage_power_loss`` is for. This test proves that the order of writes, renames
and clean-up is safe against a process that stops at any instruction.

The acknowledgements are read unbuffered: a buffered ``readline()`` can read ahead lines
that ``communicate()`` then never sees (which lost acknowledgements on a tmpfs).
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

from app import storage
from app.profile_service import ProfileService
from engine.modes import ModeId

ROOT = Path(__file__).resolve().parents[2]
# About 40 s on an idle 2-core machine (child start-up dominates); no timing
# assertion, because a loaded CI machine must not turn a correct result into a failure.
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

    for kill in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.app.storage_crash_child", str(base)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,  # raw pipes: nothing read ahead, so no acknowledgement is lost
        )
        assert child.stdout is not None and child.stderr is not None
        ready = child.stdout.readline()
        assert ready == b"ready\n", (ready, child.stderr.read())
        time.sleep(rng.uniform(0.0, 0.25))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        output = child.stdout.read()
        errors = child.stderr.read()
        child.stdout.close()
        child.stderr.close()
        assert child.returncode == -signal.SIGKILL, errors
        acknowledged = [int(line) for line in output.split()]
        acknowledged_total += len(acknowledged)
        last_ack = acknowledged[-1] if acknowledged else last
        if _tmp_files(base):
            interrupted_writes += 1

        found = _next_start(base)

        assert found in (last_ack, last_ack + 1), (kill, last_ack, found)
        assert list(base.rglob("*.corrupt-*")) == []
        assert _tmp_files(base) == []  # leftovers of the dead writer are cleaned up
        last = found

    assert sorted(p.name for p in base.iterdir() if p.is_file()) == [
        "profile.json",
        "profile.json.bak",
    ]
    assert acknowledged_total >= KILLS  # the children really were recording between kills
    assert interrupted_writes > 0  # and some kills landed in the middle of a save
