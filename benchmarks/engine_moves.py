"""Benchmark: moves resolved per second on the engine's fast path, against today's code.

A script that prints figures, not a timed test. Positions are random but fixed by a seed,
biased like a real mid-game (every bowl 0-7 items, some wilds, blockers and modifiers) and
settled like every position a solver or a preview sees: no bowl would match (R4).
Rates are per CPU second of the measuring process (``time.process_time``), so other work
on a shared machine does not count against the engine.

Each round runs the same cases in two fresh processes, one with the engine as it was before
the speed work (``benchmarks/baseline.py``) and one with the working tree's, alternately; the
ratio is taken pair by pair and its median printed. Figures: ``apply(..., log=False)``
(results as ``MoveResult``), the raw fast path ``engine.fast.play`` that the solver uses
(the same values as plain tuples), and the logged path. Run:
``python benchmarks/engine_moves.py [--positions N] [--rounds R]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

# The top-level engine of this checkout, as the children import it (baseline.py).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine import COLOURS, Modifier, ModifierKind, Position, apply, legal_moves
from engine.rules import match_bowl

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, baseline_tree, run_child


def random_bowl(rng: random.Random) -> str:
    while True:
        size = rng.randint(0, 7)
        bowl = "".join(rng.choice(COLOURS * 6 + "WX") for _ in range(size))
        if match_bowl(bowl) is None:
            return bowl


def random_position(rng: random.Random) -> Position:
    bowls = [random_bowl(rng) for _ in range(12)]
    modifiers: list[Modifier | None] = [None] * 12
    for bowl in rng.sample(range(12), rng.randint(0, 3)):
        modifiers[bowl] = Modifier(rng.choice(list(ModifierKind)))
    return Position(tuple(bowls), tuple(modifiers))


def cases_for(positions: int) -> list[tuple[Position, int]]:
    rng = random.Random(20261130)
    cases: list[tuple[Position, int]] = []
    while len(cases) < positions:
        position = random_position(rng)
        cases.extend((position, move) for move in legal_moves(position))
    return cases


def rate(cases: list[tuple[Position, int]], play: object, repeats: int = 3) -> float:
    """Moves per CPU second, the best of ``repeats`` passes after a warm-up pass."""
    assert callable(play)
    play(cases)
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        play(cases)
        best = min(best, time.process_time() - start)
    return len(cases) / best


def child(positions: int) -> None:
    cases = cases_for(positions)
    figures = {
        "apply": rate(cases, lambda cs: [apply(p, m, log=False) for p, m in cs]),
        "logged": rate(cases, lambda cs: [apply(p, m) for p, m in cs]),
    }
    try:
        from engine import fast  # type: ignore[attr-defined, unused-ignore]
    except ImportError:  # today's engine has no separate fast path
        pass
    else:
        ready = [(p.bowls, fast.modifier_info(p.modifiers), m) for p, m in cases]
        figures["raw"] = rate(ready, lambda rs: [fast.play(b, i, m) for b, i, m in rs])
    print(json.dumps({"moves": len(cases), **figures}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.positions)
        return
    script = [str(Path(__file__).resolve()), "--child", "--positions", str(args.positions)]
    before_tree = baseline_tree()
    load_before = os.getloadavg()[0]
    runs: dict[str, list[dict[str, float]]] = {"before": [], "now": []}
    for _ in range(args.rounds):
        runs["before"].append(json.loads(run_child(script, before_tree)))
        runs["now"].append(json.loads(run_child(script, ROOT)))
    load_after = os.getloadavg()[0]

    def median(side: str, key: str) -> float:
        return statistics.median(run[key] for run in runs[side])

    def ratio(key: str, base_key: str = "apply") -> float:
        pairs = zip(runs["now"], runs["before"], strict=True)
        return statistics.median(now[key] / before[base_key] for now, before in pairs)

    print(f"moves per pass: {runs['now'][0]['moves']:.0f}; {args.rounds} rounds, interleaved")
    print(f"load average (1 min) before {load_before:.2f}, after {load_after:.2f}")
    print(f"anchor, today's apply(log=False): median {median('before', 'apply'):,.0f} moves/s")
    print(
        f"apply(log=False) now:              median {median('now', 'apply'):,.0f} moves/s, "
        f"{ratio('apply'):.2f}x"
    )
    print(
        f"raw fast path (engine.fast.play):  median {median('now', 'raw'):,.0f} moves/s, "
        f"{ratio('raw'):.2f}x (target >= 3x)"
    )
    print(
        f"with event log: today {median('before', 'logged'):,.0f}, "
        f"now {median('now', 'logged'):,.0f} moves/s, {ratio('logged', 'logged'):.2f}x"
    )


if __name__ == "__main__":
    main()
