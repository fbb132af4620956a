"""Benchmark: ``python -m engine resolve`` on 20,000 lines, and its start, against today's.

A script that prints figures, not a timed test. The input is the 400 shared rules examples
(tests/engine/data/rules-examples.jsonl) fifty times over: 20,000 lines. Each round runs
the command as a whole process with the engine as it was before the speed work
(``benchmarks/baseline.py``) and with the working tree's, alternately, and once more each
on an empty input to time the start alone. Rates are lines per CPU second of the child
(user + system), so other work on a shared machine does not count; wall times are printed
too. Both sides' outputs must agree line for line: byte for byte, except that error
messages quote values as JSON since the hardening work (``'w'`` became ``"w"``), so an error line
may
differ in its message alone; the script counts such lines and fails on any other difference.

A second part measures against the floor of any JSON Lines interface in Python: a script
that reads each line with ``json.loads`` and writes ``json.dumps`` of it back. Both it and
``resolve`` run as whole processes (start included), interleaved, on 20,000 random cases
drawn from R10.2 alone (``benchmarks/resolve_random.py``: every modifier, several
volcanoes on a board, refills, positions not at rest, illegal moves and invalid
positions) and on the 20,000 cases the engine was first measured on
(``benchmarks/resolve_cases.py``); the script prints the medians and their ratio for each
(target <= 3x on the random cases). With
``--against FOLDER`` (a folder holding another commit's ``engine/``, e.g. from ``git
archive``) it also checks that resolve's output on the generated cases is byte for byte
that folder's.

Run: ``python benchmarks/resolve_cli.py [--rounds R] [--against FOLDER]``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import resolve_cases
import resolve_random
from baseline import ROOT, baseline_tree, python_env

EXAMPLES = ROOT / "tests" / "engine" / "data" / "rules-examples.jsonl"
COPIES = 50


# The floor: reading and writing each line's JSON and nothing else.
FLOOR = (
    "import json, sys\n"
    "for line in sys.stdin:\n"
    "    sys.stdout.write(json.dumps(json.loads(line)) + '\\n')\n"
)


def run(tree: Path, stdin: bytes, command: list[str] | None = None) -> tuple[float, float, bytes]:
    """CPU seconds (user + system) and wall seconds of one run, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    completed = subprocess.run(
        [sys.executable, *(command or ["-m", "engine", "resolve"])],
        input=stdin,
        capture_output=True,
        env=python_env(tree),
        cwd=tree,
        check=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, completed.stdout


def compare(today: bytes, now: bytes) -> tuple[bool, int]:
    """Whether the outputs agree, and how many error lines differ in their message only."""
    before, after = today.splitlines(), now.splitlines()
    if len(before) != len(after):
        return False, 0
    reworded = 0
    for old, new in zip(before, after, strict=True):
        if old == new:
            continue
        old_line, new_line = json.loads(old), json.loads(new)
        if "error" not in old_line or {**old_line, "message": ""} != {**new_line, "message": ""}:
            return False, reworded
        reworded += 1
    return True, reworded


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--against", type=Path, help="a folder holding another engine/")
    args = parser.parse_args()
    floor_same = True
    for name, module in (("random R10.2", resolve_random), ("generated", resolve_cases)):
        print(f"-- {name} cases ({module.__name__}.py)")
        floor_same &= against_floor(module.jsonl(module.generate()), args.rounds, args.against)
    print("-- the 400 rules examples, 50 times over, against the engine before the speed work")
    cases = [json.loads(line)["case"] for line in EXAMPLES.read_text().splitlines() if line]
    stdin = "".join(json.dumps(case) + "\n" for case in cases * COPIES).encode()
    lines = len(cases) * COPIES
    sides = {"today": baseline_tree(), "now": ROOT}
    figures: dict[str, dict[str, list[float]]] = {
        side: {"cpu": [], "wall": [], "start_cpu": [], "start_wall": []} for side in sides
    }
    outputs: dict[str, bytes] = {}
    for tree in sides.values():  # warm-up: bytecode and file cache alike
        run(tree, b"")
    load_before = os.getloadavg()[0]
    for _ in range(args.rounds):
        for side, tree in sides.items():
            cpu, wall, out = run(tree, stdin)
            figures[side]["cpu"].append(cpu)
            figures[side]["wall"].append(wall)
            outputs[side] = out
        for side, tree in sides.items():
            cpu, wall, _ = run(tree, b"")
            figures[side]["start_cpu"].append(cpu)
            figures[side]["start_wall"].append(wall)
    load_after = os.getloadavg()[0]
    same, reworded = compare(outputs["today"], outputs["now"])

    def median(side: str, key: str) -> float:
        return statistics.median(figures[side][key])

    pairs = zip(figures["today"]["cpu"], figures["now"]["cpu"], strict=True)
    speedup = statistics.median(today / now for today, now in pairs)
    print(
        f"{lines} lines, {args.rounds} rounds, interleaved; outputs agree: {same} "
        f"(byte for byte but for {reworded} error lines' message wording)"
    )
    print(f"load average (1 min) before {load_before:.2f}, after {load_after:.2f}")
    for side in sides:
        print(
            f"{side:>5}: {lines / median(side, 'cpu'):8,.0f} lines per CPU second "
            f"(CPU {median(side, 'cpu'):.2f} s, wall {median(side, 'wall'):.2f} s); "
            f"start: CPU {median(side, 'start_cpu') * 1000:.0f} ms, "
            f"wall {median(side, 'start_wall') * 1000:.0f} ms"
        )
    print(f"lines per second now / today: {speedup:.2f}x (target >= 2x)")
    print(f"start CPU now: {median('now', 'start_cpu'):.3f} s (target <= 0.1 s)")
    return 0 if same and floor_same else 1


def against_floor(stdin: bytes, rounds: int, against: Path | None) -> bool:
    """Resolve against the JSON floor on ``stdin``'s cases; prints figures, returns
    whether the output agrees with ``against``'s byte for byte (True without one)."""
    floor = ["-c", FLOOR]
    run(ROOT, b""), run(ROOT, b"", floor)  # warm-up
    cpu: dict[str, list[float]] = {"resolve": [], "floor": []}
    load_before = os.getloadavg()
    output = b""
    for _ in range(rounds):
        seconds, _, output = run(ROOT, stdin)
        cpu["resolve"].append(seconds)
        cpu["floor"].append(run(ROOT, stdin, floor)[0])
    load_after = os.getloadavg()
    same = True
    if against is not None:
        same = run(against, stdin)[2] == output
    resolve, floor_cpu = statistics.median(cpu["resolve"]), statistics.median(cpu["floor"])
    lines = stdin.count(b"\n")
    print(f"{lines} lines, {rounds} rounds, interleaved")
    print(
        "load average (1, 5, 15 min) before "
        + ", ".join(f"{x:.2f}" for x in load_before)
        + "; after "
        + ", ".join(f"{x:.2f}" for x in load_after)
    )
    print(
        f"resolve CPU median {resolve:.3f} s (runs {', '.join(f'{x:.2f}' for x in cpu['resolve'])})"
    )
    print(
        f"floor   CPU median {floor_cpu:.3f} s (runs {', '.join(f'{x:.2f}' for x in cpu['floor'])})"
    )
    print(f"resolve / floor: {resolve / floor_cpu:.2f}x (target <= 3x)")
    if against is not None:
        print(f"output byte for byte that of {against}: {same}")
    return same


if __name__ == "__main__":
    sys.exit(main())
