"""Finish puzzle files with the solver: move limit, stored solution and difficulty.

A designer writes (or picks with ``tools/propose_puzzles.py``) the start position, goal,
title and hint; this tool proves the optimum and writes the derived fields back:

- ``solution``: the solver's first winning line (R10.3);
- ``moves``: the proven optimum, plus the slack the file already had (``--slack`` for a
  new file; the set allows one move of slack in puzzles 1-20 only);
- ``difficulty``: 1-10 from the solver's statistics (``engine.solve.difficulty_from``).

    python tools/shape_puzzles.py puzzles/017.json [more files] [--slack 1]
    python tools/shape_puzzles.py --draft '{"id": 17, ...}'   # write a new file
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from twelve_bowls.engine.puzzles import parse_puzzle
from twelve_bowls.engine.solve import describe, solve

ROOT = Path(__file__).resolve().parent.parent
KEY_ORDER = (
    "format",
    "id",
    "title",
    "hint",
    "idea",  # optional: what to look for, without naming a bowl (the first step of help)
    "difficulty",
    "bowls",
    "modifiers",
    "goal",
    "moves",
    "solution",
)


def dump(raw: dict[str, Any]) -> str:
    """Puzzle JSON with a stable key order and one-line lists, easy to read in review."""
    keys = [k for k in KEY_ORDER if k in raw] + sorted(k for k in raw if k not in KEY_ORDER)
    lines = []
    for key in keys:
        value = json.dumps(raw[key], ensure_ascii=False)
        lines.append(f"  {json.dumps(key)}: {value}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def shape(raw: dict[str, Any], source: str, slack: int | None) -> tuple[dict[str, Any], str]:
    """Return the file with derived fields filled in, and the solver's report line."""
    previous_slack = None
    if isinstance(raw.get("moves"), int) and isinstance(raw.get("solution"), list):
        previous_slack = raw["moves"] - len(raw["solution"])
    draft = {"format": 1, "difficulty": 1, "modifiers": {}, "moves": 1, "solution": [0], **raw}
    puzzle = parse_puzzle(draft, source, check_solution=False)
    solution = solve(puzzle.position, puzzle.goal)
    if solution.optimum is None:
        raise ValueError(f"{source}: no solution within the search depth")
    extra = slack if slack is not None else (previous_slack or 0)
    shaped = dict(draft)
    shaped["solution"] = list(solution.line)
    shaped["moves"] = solution.optimum + extra
    shaped["difficulty"] = solution.difficulty
    parse_puzzle(shaped, source)  # the result must be a valid, winning file
    return shaped, describe(source, solution, shaped["moves"])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--draft", action="append", default=[], help="a new puzzle as JSON")
    parser.add_argument("--slack", type=int, help="moves above the optimum (puzzles 1-20)")
    args = parser.parse_args(argv)
    status = 0
    jobs: list[tuple[Path, dict[str, Any]]] = []
    for path in args.files:
        jobs.append((path, json.loads(path.read_text(encoding="utf-8"))))
    for text in args.draft:
        raw = json.loads(text)
        jobs.append((ROOT / "puzzles" / f"{raw['id']:03d}.json", raw))
    for path, raw in jobs:
        try:
            shaped, report = shape(raw, str(path), args.slack)
        except ValueError as error:  # PuzzleError included: report it, shape the rest
            print(error, file=sys.stderr)
            status = 1
            continue
        path.write_text(dump(shaped), encoding="utf-8")
        print(report)
    return status


if __name__ == "__main__":
    sys.exit(main())
