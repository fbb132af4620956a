"""R10.2: every line of the shared examples file, through the real CLI, in one process."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent / "data" / "rules-examples.jsonl"
ROOT = Path(__file__).resolve().parents[2]


# R10.2: `python -m engine resolve` from a checkout's root, and the installed package's name
# from anywhere.
@pytest.mark.parametrize("module", ["engine", "twelve_bowls.engine"])
def test_cli_reproduces_every_example(module: str) -> None:
    lines = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    assert len(lines) == 400
    stdin = "".join(json.dumps(line["case"]) + "\n" for line in lines)
    completed = subprocess.run(
        [sys.executable, "-m", module, "resolve"],
        cwd=ROOT if module == "engine" else EXAMPLES.parent,
        input=stdin,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    results = [json.loads(line) for line in completed.stdout.splitlines()]
    assert len(results) == len(lines)
    mismatches = [
        (line["case"]["id"], line["expect"], got)
        for line, got in zip(lines, results, strict=True)
        if _comparable(got) != _comparable(line["expect"])
    ]
    assert mismatches == []
    assert completed.stderr == ""


def _comparable(result: dict[str, object]) -> dict[str, object]:
    """An error line's message is a human sentence (R10.2) whose wording is ours: the
    examples quote values as Python reprs (``None``, ``'w'``), the engine quotes them as
    JSON. The id, the error kind and that there is a sentence must match."""
    if "error" not in result:
        return result
    message = result.get("message")
    return {**result, "message": isinstance(message, str) and len(message) > 5}


def test_both_paths_reproduce_every_example_in_this_process() -> None:
    # The same examples without a child process (whose code no tool in this process can
    # see, such as tools/mutation.py): resolve's own answer (the fast path, R10.2), and for
    # each legal case the logged path of rules.apply (R2-R6), field by field, and
    # apply's fast path, whose stones collected per colour (R7.2) resolve does not print.
    from twelve_bowls.engine import Position, apply, resolve_cli

    lines = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    played = 0
    for line in lines:
        case, expect = line["case"], line["expect"]
        answer = resolve_cli.answer_line(1, json.dumps(case))
        assert answer is not None
        assert _comparable(json.loads(answer)) == _comparable(expect), case["id"]
        if "error" in expect:
            continue
        position = Position.from_notation(case["bowls"], case.get("modifiers"))
        refill = [(bowl, item) for bowl, item in case.get("refill", [])]
        result = apply(position, case["move"], refill)
        # The fast path's MoveResult is the same but for the log: collected stones too.
        fast = apply(position, case["move"], refill, log=False)
        assert fast == dataclasses.replace(result, events=()), case["id"]
        overflow = result.overflow.value if result.overflow is not None else None
        assert {
            "id": case["id"],
            "bowls": list(result.position.bowls),
            "points": result.points,
            "combo": result.combo,
            "perfect_clear": result.perfect_clear,
            "overflow": overflow,
            "erupted": list(result.erupted),
        } == expect, case["id"]
        played += 1
    assert played > 300  # most examples are legal moves
