"""``python -m engine resolve`` starts with the rules alone (issue 17: start <= 0.1 s).

Measured by ``benchmarks/resolve_cli.py``; this keeps the lazy path lazy: the modes,
pydantic and the other commands load only for the commands that use them.
"""

from __future__ import annotations

import json
import subprocess
import sys

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
        if m.startswith(("engine.modes", "engine.replay_cli", "engine.puzzles", "pydantic"))
    ]
    assert early == []
