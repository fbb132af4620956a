"""Fault injection: a child process saving in a loop is killed with SIGKILL at random moments.

After every kill the file must load as the last state the child acknowledged, or the one
it was writing when it died (never older, never damaged), and the backup must be the
generation before it. Nothing may ever be quarantined: a kill is not corruption.
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
from app.storage import LoadStatus
from tests.app.storage_crash_model import make_file

ROOT = Path(__file__).resolve().parents[2]
# About 20 s on an idle 2-core machine (child start-up dominates); no timing assertion,
# because a loaded CI machine must not turn a correct result into a failure.
KILLS = 220


def _tmp_files(directory: Path) -> list[Path]:
    return [p for p in directory.iterdir() if p.name.endswith(storage.TMP_SUFFIX)]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_sigkill_during_saves_never_loses_the_last_good_state(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    target = tmp_path / "profile.json"
    make_file(target).save(0)
    last_loaded = 0
    interrupted_writes = 0  # kills that left a temp file behind: proof we hit mid-save
    saves_seen = 0

    for kill in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.app.storage_crash_child", str(target)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        ready = child.stdout.readline()
        assert ready == "ready\n", (ready, child.stderr.read() if child.stderr else "")
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        output, errors = child.communicate()
        assert child.returncode == -signal.SIGKILL, errors
        acknowledged = [int(line) for line in output.split()]
        saves_seen += len(acknowledged)
        last_ack = acknowledged[-1] if acknowledged else last_loaded
        if _tmp_files(tmp_path):
            interrupted_writes += 1

        file = make_file(target)
        result = file.load()

        assert result.status is LoadStatus.LOADED, (kill, result)
        assert result.value in (last_ack, last_ack + 1), (kill, last_ack, result.value)
        backup = make_file(file.backup_path).load()
        if result.value and result.value > 1:
            assert backup.status is LoadStatus.LOADED, (kill, backup)
            assert backup.value in (result.value - 1, result.value), (kill, backup.value)
        assert result.quarantined == () and backup.quarantined == ()
        assert _tmp_files(tmp_path) == []  # leftovers of the dead writer are cleaned up
        assert result.value is not None
        last_loaded = result.value

    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["profile.json", "profile.json.bak"]
    assert saves_seen > KILLS  # the children really were saving between kills
    assert interrupted_writes > 0  # and some kills landed in the middle of a save
