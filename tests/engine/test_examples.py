"""R10.2: every line of the shared examples file, through the real CLI, in one process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).parent / "data" / "rules-examples.jsonl"


def test_cli_reproduces_every_example() -> None:
    lines = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    assert len(lines) == 400
    stdin = "".join(json.dumps(line["case"]) + "\n" for line in lines)
    completed = subprocess.run(
        [sys.executable, "-m", "engine", "resolve"],
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
        if got != line["expect"]
    ]
    assert mismatches == []
    assert completed.stderr == ""
