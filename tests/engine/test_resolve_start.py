"""``python -m engine resolve`` starts with the rules alone (start <= 0.1 s).

Measured by ``benchmarks/resolve_cli.py``; this keeps the lazy path lazy: the modes,
pydantic and the other commands load only for the commands that use them.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading

_PROBE = """
import io, json, sys
sys.argv = ["engine", "resolve"]
case = {"id": 1, "bowls": ["RR", "R"] + [""] * 10, "move": 0}
sys.stdin = io.StringIO(json.dumps(case) + "\\n")
import runpy
try:
    runpy.run_module("engine", run_name="__main__")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def test_resolve_loads_neither_modes_nor_pydantic() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(done.stdout)["id"] == 1  # it really resolved the case
    modules = json.loads(done.stderr.strip().splitlines()[-1])
    early = [
        m
        for m in modules
        if m.startswith(
            (
                "twelve_bowls.engine.modes",
                "twelve_bowls.engine.replay_cli",
                "twelve_bowls.engine.puzzles",
                "pydantic",
            )
        )
    ]
    assert early == []


def test_each_answer_arrives_before_the_next_case_is_sent() -> None:
    # R10.2 as a conversation: one case in, its line out, while stdin stays open. Answers
    # are buffered only while more input is already there to read.
    process = subprocess.Popen(
        [sys.executable, "-m", "twelve_bowls.engine", "resolve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    guard = threading.Timer(120, process.kill)  # only against a hang, never a limit
    guard.start()
    try:
        assert process.stdin is not None and process.stdout is not None
        for case_id in (1, 2, 3):
            case = {"id": case_id, "bowls": ["RR", "R"] + [""] * 10, "move": 0}
            process.stdin.write(json.dumps(case) + "\n")
            process.stdin.flush()
            assert json.loads(process.stdout.readline())["id"] == case_id
        process.stdin.close()
        assert process.wait() == 0
    finally:
        guard.cancel()
        process.kill()
