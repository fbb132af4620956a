"""Benchmark: the solver over every shipped puzzle, today's full search against now's.

A script that prints figures, not a timed test. The puzzles are read once with the working
tree's loader and handed to each child as plain JSON (bowls, modifiers, goal), so only the
search is timed: CPU seconds of the child's own solving (``time.process_time``). Each round
runs, alternately: today's ``solve`` (the engine before the speed work, ``benchmarks/baseline.py``),
now's ``solve`` (same answers, on the fast path) and now's ``solve_optimum`` (the optimum
only, for hints and checks). Every run's optima must agree with today's.

Run: ``python benchmarks/solver.py [--rounds R]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, baseline_tree, run_child

sys.path.insert(0, str(ROOT))  # the top-level engine, as the children import it


def child(mode: str) -> None:
    from engine.board import Position, parse_modifiers
    from engine.goals import Goal

    puzzles = json.load(sys.stdin)
    boards = [
        (Position(tuple(p["bowls"]), parse_modifiers(p["modifiers"])), Goal.from_json(p["goal"]))
        for p in puzzles
    ]
    if mode == "optimum":
        from engine.solve import solve_optimum as search  # type: ignore[attr-defined, unused-ignore]
    else:
        from engine.solve import solve as search
    started = time.process_time()
    optima = [search(position, goal).optimum for position, goal in boards]
    print(json.dumps({"cpu": time.process_time() - started, "optima": optima}))


def puzzles_json() -> bytes:
    from engine.puzzles import load_puzzles

    rows = []
    for puzzle in load_puzzles():
        goal = {"type": puzzle.goal.type.value}
        for name in ("color", "count", "points", "size", "stones"):
            value = getattr(puzzle.goal, name)
            if value is not None:
                goal[name] = value
        rows.append(
            {
                "bowls": list(puzzle.position.bowls),
                "modifiers": puzzle.position.modifiers_notation(),
                "goal": goal,
            }
        )
    return json.dumps(rows).encode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", choices=("full", "optimum"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    stdin = puzzles_json()
    script = str(Path(__file__).resolve())
    kinds = {
        "today solve": (baseline_tree(), "full"),
        "now solve": (ROOT, "full"),
        "now solve_optimum": (ROOT, "optimum"),
    }
    cpu: dict[str, list[float]] = {name: [] for name in kinds}
    optima: dict[str, list[int | None]] = {}
    load_before = os.getloadavg()[0]
    for _ in range(args.rounds):
        for name, (tree, mode) in kinds.items():
            out = json.loads(run_child([script, "--child", mode], tree, stdin))
            cpu[name].append(out["cpu"])
            optima[name] = out["optima"]
    load_after = os.getloadavg()[0]
    agree = all(found == optima["today solve"] for found in optima.values())
    anchor = cpu["today solve"]
    print(f"{len(optima['today solve'])} puzzles, {args.rounds} rounds, interleaved")
    print(f"load average (1 min) before {load_before:.2f}, after {load_after:.2f}")
    print(f"optima agree with today's solve in every run: {agree}")
    for name, values in cpu.items():
        ratio = statistics.median(a / b for a, b in zip(anchor, values, strict=True))
        print(
            f"{name:18}: CPU median {statistics.median(values):.2f} s "
            f"(min {min(values):.2f}), {ratio:.2f}x faster than today's solve"
        )
    print("target: solve_optimum >= 2x faster than today's solve")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
