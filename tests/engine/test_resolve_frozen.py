"""resolve answers random R10.2 cases as the engine did when its answers were frozen.

``benchmarks/resolve_frozen.py`` compares all 100,000 cases (a script, some seconds); this
keeps the first block of 1,000 in the default run, in process.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from benchmarks.resolve_random import generate, jsonl
from twelve_bowls.engine.resolve_cli import resolve_lines

FROZEN = Path(__file__).resolve().parents[2] / "benchmarks" / "resolve_frozen.json"


def test_the_first_thousand_random_cases_answer_byte_for_byte_as_frozen() -> None:
    frozen = json.loads(FROZEN.read_text(encoding="utf-8"))
    cases = generate(frozen["block"], frozen["seed"])  # the first block's cases (R10.2)
    answers = "".join(resolve_lines(jsonl(cases).decode().splitlines(keepends=True)))
    assert answers.count("\n") == frozen["block"]
    assert hashlib.sha256(answers.encode()).hexdigest()[:16] == frozen["blocks"][0]
