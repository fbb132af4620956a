"""Benchmark: moves resolved per second on the engine's fast path (``log=False``).

A script that prints figures, not a timed test. Positions are random but fixed by a seed,
biased like a real mid-game (every bowl 0-7 items, some wilds, blockers and modifiers) and
settled like every position a solver or a preview sees: no bowl would match (R4).
Rates are per CPU second of this process (``time.process_time``), so other work on a shared
machine does not count against the engine. Run:
``python benchmarks/engine_moves.py [--positions N] [--rounds R]``.
"""

from __future__ import annotations

import argparse
import random
import time

from engine import COLOURS, Modifier, ModifierKind, Position, apply, legal_moves
from engine.rules import match_bowl


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(20261130)
    cases: list[tuple[Position, int]] = []
    while len(cases) < args.positions:
        position = random_position(rng)
        cases.extend((position, move) for move in legal_moves(position))
    rates = []
    for _ in range(args.rounds):
        start = time.process_time()
        for position, move in cases:
            apply(position, move, log=False)
        rates.append(len(cases) / (time.process_time() - start))
    logged_start = time.process_time()
    for position, move in cases:
        apply(position, move)
    logged_rate = len(cases) / (time.process_time() - logged_start)
    rates.sort()
    print(f"moves per round: {len(cases)}")
    median, best = rates[len(rates) // 2], rates[-1]
    print(f"fast path (log=False): median {median:,.0f} moves/s, best {best:,.0f}")
    print(f"with event log:        {logged_rate:,.0f} moves/s")


if __name__ == "__main__":
    main()
