"""R10.2: every line of the shared examples file, through the real CLI, in one process."""

from __future__ import annotations

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
