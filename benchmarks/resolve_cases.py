"""Generated R10.2 cases for ``benchmarks/resolve_cli.py``: seeded, so every run is the same.

The mix covers what ``python -m engine resolve`` meets: every item kind (R1.3: five
colours, wild, blocker), the three modifiers (R1.5), refills (R8.2), legal moves, illegal
ones (empty, frozen, missing, out of range, not a number: R2.1), and a few broken cases
(bad bowls, modifiers, refills, ids of every JSON kind) whose answers are error lines.
Boards are random, not drawn from a small pool, so no cache of whole cases can shortcut
them; modifier sets repeat as a puzzle's do.

Run alone to write the cases to stdout: ``python benchmarks/resolve_cases.py [--count N]``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

SEED = 33
COUNT = 20_000
_BOWLS = 12
# Item letters weighted toward colours, as boards are: wilds and blockers are rarer.
_ITEMS = "RRRYYYGGGBBBPPPWX"
_KINDS = ("frozen", "reverse", "volcano")


def _bowls(rng: random.Random) -> list[str]:
    fill = rng.choice((2, 3, 4, 5, 6))  # how crowded the board is: items per bowl at most
    return ["".join(rng.choices(_ITEMS, k=rng.randint(0, fill))) for _ in range(_BOWLS)]


def _modifier_sets(rng: random.Random, count: int) -> list[dict[str, str]]:
    sets = []
    for _ in range(count):
        bowls = rng.sample(range(_BOWLS), rng.randint(1, 5))
        sets.append({str(bowl): rng.choice(_KINDS) for bowl in sorted(bowls)})
    return sets


def _refill(rng: random.Random) -> list[list[Any]]:
    return [[rng.randrange(_BOWLS), rng.choice(_ITEMS)] for _ in range(rng.randint(1, 3))]


def _broken(rng: random.Random, case: dict[str, Any]) -> None:
    """Turn a case into one that gets an error line (R10.2), one of many ways."""
    way = rng.randrange(8)
    if way == 0:
        case["bowls"] = case["bowls"][:11]
    elif way == 1:
        case["bowls"][rng.randrange(_BOWLS)] += rng.choice("QZr7")
    elif way == 2:
        case["bowls"][rng.randrange(_BOWLS)] = "RGBYPWXR"
    elif way == 3:
        case["modifiers"] = {str(rng.randrange(12, 20)): "frozen"}
    elif way == 4:
        case["modifiers"] = {"1": rng.choice(("ice", "Frozen", 3))}
    elif way == 5:
        case["refill"] = [[rng.choice((12, -1, "1", True)), "R"]]
    elif way == 6:
        case["refill"] = [[0, rng.choice(("Q", "RR", "", 5))]]
    else:
        case["refill"] = "RR"


def _move(rng: random.Random, case: dict[str, Any]) -> None:
    bowls = case["bowls"]
    frozen = {int(bowl) for bowl, kind in case.get("modifiers", {}).items() if kind == "frozen"}
    playable = [b for b in range(_BOWLS) if bowls[b] and b not in frozen]
    chance = rng.random()
    if chance < 0.90 and playable:
        case["move"] = rng.choice(playable)
    elif chance < 0.94:
        empty = [b for b in range(_BOWLS) if not bowls[b]]
        case["move"] = rng.choice(empty) if empty else 12
    elif chance < 0.96 and frozen:
        case["move"] = rng.choice(sorted(frozen))
    elif chance < 0.98:
        case["move"] = rng.choice((12, -1, 99, "3", 2.0, True, None))
    # else: no move at all


def _id(rng: random.Random, number: int) -> Any:
    chance = rng.random()
    if chance < 0.80:
        return number
    if chance < 0.95:
        return f"case-{number}"
    return rng.choice((None, True, 1.5, [number], {"n": number}, "caf\u00e9", "\u6f22"))


def generate(count: int = COUNT, seed: int = SEED) -> list[dict[str, Any]]:
    """``count`` cases, the same for the same seed."""
    rng = random.Random(seed)
    modifier_sets = _modifier_sets(rng, 40)
    cases = []
    for number in range(count):
        case: dict[str, Any] = {"id": _id(rng, number), "bowls": _bowls(rng)}
        if rng.random() < 0.5:
            case["modifiers"] = dict(rng.choice(modifier_sets))
        if rng.random() < 0.5:
            case["refill"] = _refill(rng)
        _move(rng, case)
        if rng.random() < 0.03:
            _broken(rng, case)
        cases.append(case)
    return cases


def jsonl(cases: list[dict[str, Any]]) -> bytes:
    """The cases as JSON Lines, as a client would write them."""
    return "".join(json.dumps(case) + "\n" for case in cases).encode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    sys.stdout.buffer.write(jsonl(generate(args.count, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
