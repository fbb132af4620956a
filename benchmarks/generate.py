"""Benchmark: how long a generated puzzle takes, per difficulty, over many seeds.

A script that prints figures, not a timed test. For each difficulty it generates the
puzzles of seeds 0..N-1 in this one process (one core) and prints the distribution of the
CPU seconds each took (``time.process_time``: the work of this process alone, which a
busy machine does not inflate the way it inflates wall-clock time), with wall-clock
seconds beside them, and the attempts each needed. The goal: a Hard puzzle in under 2 s
at the median, an Expert one in under 10 s at the 90th percentile.

``--save FILE`` also writes one JSON line per puzzle (its R10.3 JSON, grades, CPU seconds
and the machine's one-minute load average when it was done), which
``tools/generated_figures.py --from FILE`` reads instead of generating the puzzles again.

    python benchmarks/generate.py [--seeds 200] [--difficulty hard] [--save puzzles.jsonl]
    python benchmarks/generate.py --seeds 50 --first-seed 150 --save part4.jsonl  # a share
    python benchmarks/generate.py --summarise puzzles.jsonl  # the figures of saved lines
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a clone
    sys.path.insert(0, str(ROOT))

from twelve_bowls.engine.generate import Difficulty, GeneratedPuzzle, Tally, generate  # noqa: E402


def record(puzzle: GeneratedPuzzle, cpu: float, wall: float, attempts: int) -> dict[str, object]:
    """One saved line: the puzzle as R10.3 JSON plus what the figures need."""
    grades = puzzle.grades
    return {
        "puzzle": puzzle.to_json(),
        "optimum": puzzle.optimum,
        "win_chance": grades.win_chance,
        "bits": grades.bits_per_move,
        "greedy": grades.greedy,
        "two_ply": grades.two_ply,
        "walks": [grades.walks.numerator, grades.walks.denominator],
        "mechanics": list(grades.mechanics),
        "shape": grades.shape,
        "branching": list(grades.branching),
        "cpu": cpu,
        "wall": wall,
        "attempts": attempts,
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of ``values`` (``share`` from 0 to 1)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


HEADER = "difficulty  seeds  cpu median  cpu p90  cpu max  wall median  attempts median"


def line(name: str, cpu: list[float], wall: list[float], attempts: list[float]) -> str:
    return (
        f"{name:<10}  {len(cpu):5d}  {statistics.median(cpu):8.2f} s  "
        f"{percentile(cpu, 0.9):5.2f} s  {max(cpu):5.2f} s  "
        f"{statistics.median(wall):9.2f} s  {statistics.median(attempts):8g}"
    )


def summarise(paths: list[Path]) -> int:
    """The figures of lines saved by ``--save``, per difficulty."""
    rows: dict[str, tuple[list[float], list[float], list[float]]] = {}
    for path in paths:
        for text in path.read_text(encoding="utf-8").splitlines():
            raw = json.loads(text)
            cpu, wall, attempts = rows.setdefault(raw["puzzle"]["level"], ([], [], []))
            cpu.append(float(raw["cpu"]))
            wall.append(float(raw["wall"]))
            attempts.append(float(raw["attempts"]))
    print(HEADER)
    for level in Difficulty:
        if level.value in rows:
            print(line(level.value, *rows[level.value]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=200, help="seeds per difficulty")
    parser.add_argument(
        "--first-seed", type=int, default=0, help="the first seed (to split a run over processes)"
    )
    parser.add_argument(
        "--difficulty",
        choices=[level.value for level in Difficulty],
        action="append",
        help="only this difficulty (may be repeated); default all four",
    )
    parser.add_argument("--save", type=Path, help="append one JSON line per puzzle here")
    parser.add_argument(
        "--summarise", type=Path, action="append", help="print the figures of saved lines"
    )
    args = parser.parse_args(argv)
    if args.summarise:
        return summarise(args.summarise)
    levels = [Difficulty(name) for name in args.difficulty or [d.value for d in Difficulty]]
    saved = args.save.open("a", encoding="utf-8") if args.save else None
    print(HEADER)
    for level in levels:
        cpu: list[float] = []
        wall: list[float] = []
        attempts: list[float] = []
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            tally = Tally()
            started, clock = time.process_time(), time.perf_counter()
            puzzle = generate(seed, level, tally=tally)
            cpu.append(time.process_time() - started)
            wall.append(time.perf_counter() - clock)
            attempts.append(tally.attempts)
            if saved is not None:
                saved.write(json.dumps(record(puzzle, cpu[-1], wall[-1], tally.attempts)) + "\n")
                saved.flush()
        print(line(level.value, cpu, wall, attempts), flush=True)
    if saved is not None:
        saved.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
