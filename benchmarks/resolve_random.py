"""Random R10.2 cases drawn from the rules alone, for ``benchmarks/resolve_cli.py``.

Written from ``RULES.md`` R10.2 and R1-R3 without looking at how the engine is built, as
an outside client's fuzzer would: each case draws its shape afresh, so no mix the engine
was tuned on is favoured. What R10.2 allows, and so what the cases hold:

- boards of every density, from a few stones (a move may clear them, R5.4) to bowls of
  seven (R1.4), every item kind
  (R1.3) in changing proportions (colour-heavy, wild-heavy, blocker-heavy), and positions
  not at rest: bowls that would match as they stand (R3.4) and volcanoes already ready;
- any modifier on any bowl (R1.5), several volcanoes on one board, frozen and reverse
  bowls; every case its own set, and the field sometimes absent or empty;
- refills of any length and any items (wilds and blockers included), to any bowls, the
  same bowl twice, sometimes absent or empty;
- legal moves and illegal ones (an empty bowl, a frozen bowl, out of range, not an
  integer, absent), invalid positions (a wrong bowl count, unknown letters, eight items,
  an unknown modifier or bowl number), bad refills, ids of every JSON kind.

Seeded, so a seed and a count name the same cases for ever (``resolve_frozen.py`` keeps
the engine's answers to them). Run alone to write cases to stdout:
``python benchmarks/resolve_random.py [--count N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

SEED = 41
COUNT = 20_000
BOWLS = 12
COLOURS = "RYGBP"
ITEMS = COLOURS + "WX"
KINDS = ("frozen", "reverse", "volcano")


def _palette(rng: random.Random) -> str:
    """A weighting of the seven item letters for one board."""
    weights = [rng.randint(1, 6) for _ in COLOURS]
    colours = rng.randint(2, 5)  # some boards use only a few colours: more matches
    for index in rng.sample(range(5), 5 - colours):
        weights[index] = 0
    weights += [rng.choice((0, 0, 1, 1, 2, 4)), rng.choice((0, 0, 1, 1, 2, 4))]
    return "".join(letter * weight for letter, weight in zip(ITEMS, weights, strict=True))


def _board(rng: random.Random) -> list[str]:
    if rng.random() < 0.08:  # nearly empty: a stone and a pair it may complete (R5.4)
        sparse = [""] * BOWLS
        colour = rng.choice(COLOURS)
        start = rng.randrange(BOWLS)
        sparse[start] = colour
        pair = rng.choice((colour * 2, colour + "W", "W" + colour, colour * 3))
        sparse[(start + 1) % BOWLS] = pair
        if rng.random() < 0.5:
            sparse[rng.randrange(BOWLS)] += rng.choice(ITEMS)
        return sparse
    palette = _palette(rng)
    top = rng.choice((1, 2, 3, 4, 5, 6, 6, 7, 7))  # the fullest a bowl may be on this board
    bowls = []
    for _ in range(BOWLS):
        size = rng.choice((0, rng.randint(0, top), rng.randint(0, top), top))
        bowls.append("".join(rng.choice(palette) for _ in range(size)))
    if rng.random() < 0.25:  # not at rest: a bowl that matches as it stands (R3.4)
        bowl = rng.randrange(BOWLS)
        colour = rng.choice(COLOURS)
        group = colour * rng.randint(1, 3)
        group += "W" * (3 - len(group))
        bowls[bowl] = (bowls[bowl] + group)[-7:]
    return bowls


def _modifiers(rng: random.Random) -> dict[str, str] | None:
    chance = rng.random()
    if chance < 0.25:
        return None
    if chance < 0.3:
        return {}
    count = rng.choice((1, 1, 2, 3, 4, 6, 12))
    chosen = rng.sample(range(BOWLS), count)
    volcano_heavy = rng.random() < 0.4  # several volcanoes on one board
    modifiers = {}
    for bowl in chosen:
        if volcano_heavy and rng.random() < 0.7:
            modifiers[str(bowl)] = "volcano"
        else:
            modifiers[str(bowl)] = rng.choice(KINDS)
    return modifiers


def _refill(rng: random.Random) -> list[list[Any]] | None:
    chance = rng.random()
    if chance < 0.3:
        return None
    if chance < 0.35:
        return []
    length = rng.choice((1, 2, 2, 2, 3, 4, 6, 10))
    return [[rng.randrange(BOWLS), rng.choice(ITEMS)] for _ in range(length)]


def _move(rng: random.Random, bowls: list[str], modifiers: dict[str, str] | None) -> Any:
    """A bowl R2.1 allows most of the time; otherwise an illegal one. ``...``: no move."""
    frozen = {int(b) for b, kind in (modifiers or {}).items() if kind == "frozen"}
    legal = [b for b in range(BOWLS) if bowls[b] and b not in frozen]
    chance = rng.random()
    if chance < 0.85 and legal:
        return rng.choice(legal)
    if chance < 0.9:
        return rng.choice([b for b in range(BOWLS) if not bowls[b]] or [0])
    if chance < 0.93 and frozen:
        return rng.choice(sorted(frozen))
    if chance < 0.98:
        return rng.choice((12, 13, -1, -12, 1000, "4", 4.0, 2.5, True, False, None, [3]))
    return ...


def _break(rng: random.Random, case: dict[str, Any]) -> None:
    """Make the position or the refill invalid (R10.2), one way of many."""
    way = rng.randrange(10)
    bowls = case["bowls"]
    if way == 0:
        case["bowls"] = bowls[: rng.choice((0, 11))] or [*bowls, ""]
    elif way == 1:
        bowls[rng.randrange(BOWLS)] += rng.choice(("r", "Q", "1", " ", "\u00e9", "RR"))
    elif way == 2:
        bowls[rng.randrange(BOWLS)] = "".join(rng.choice(ITEMS) for _ in range(8))
    elif way == 3:
        bowls[rng.randrange(BOWLS)] = rng.choice((None, 3, ["R"], {"R": 1}))
    elif way == 4:
        case["bowls"] = rng.choice(("RRR", None, {"0": "R"}, 12))
    elif way == 5:
        case["modifiers"] = {str(rng.choice((12, 15, -1))): "frozen"}
    elif way == 6:
        case["modifiers"] = {str(rng.randrange(BOWLS)): rng.choice(("ice", "Volcano", 2, None))}
    elif way == 7:
        case["modifiers"] = rng.choice((["frozen"], "volcano", 3, {"a": "frozen"}))
    elif way == 8:
        case["refill"] = [[rng.choice((12, -1, "2", True, 1.0)), "R"]]
    else:
        case["refill"] = rng.choice(([[0, "Q"]], [[0, "RR"]], [[0]], "RG", [0, "R"], 7))


def _id(rng: random.Random, number: int) -> Any:
    chance = rng.random()
    if chance < 0.7:
        return number
    if chance < 0.85:
        return f"r{number}"
    return rng.choice(
        (None, True, False, -number, number * 1.5, [number], {"n": number}, "\u00fc", "\u6f22", "")
    )


def case(rng: random.Random, number: int) -> dict[str, Any]:
    bowls = _board(rng)
    modifiers = _modifiers(rng)
    refill = _refill(rng)
    move = _move(rng, bowls, modifiers)
    drawn: dict[str, Any] = {"id": _id(rng, number), "bowls": bowls}
    if modifiers is not None:
        drawn["modifiers"] = modifiers
    if move is not ...:
        drawn["move"] = move
    if refill is not None:
        drawn["refill"] = refill
    if rng.random() < 0.04:
        _break(rng, drawn)
    if rng.random() < 0.5:  # key order is the client's business
        drawn = dict(sorted(drawn.items(), key=lambda _: rng.random()))
    if rng.random() < 0.02:  # no id at all
        drawn.pop("id", None)
    return drawn


def generate(count: int = COUNT, seed: int = SEED) -> list[dict[str, Any]]:
    """``count`` cases, the same for the same seed."""
    rng = random.Random(seed)
    return [case(rng, number) for number in range(count)]


def jsonl(cases: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(drawn) + "\n" for drawn in cases).encode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    sys.stdout.buffer.write(jsonl(generate(args.count, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
