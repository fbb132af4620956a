"""Propose puzzle candidates for a designer to choose from (the first puzzle set's helper).

Draws small random positions from a recipe (which stones, which modifiers, which goal),
keeps those the solver proves to have an optimum in the wanted range and that really need
the wanted mechanic, and prints them as JSON lines with their statistics. A person picks
one, names it, writes its hint and saves it with ``tools/shape_puzzles.py``.

    python tools/propose_puzzles.py --stones RRRGGG --goal clear_board --optimum 3 4 \
        --modifiers reverse --need reverse --seed 1 --count 5
    python tools/propose_puzzles.py --stones RRRYYYGGGBBBPP --bowls 10 --goal score \
        --value best --optimum 5 6 --beat-two-ply --min-branching 6 --min-bits 2.6
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import replace

from twelve_bowls.engine.board import BOWL_COUNT, BOWL_PLACES, Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, Progress, goal_met
from twelve_bowls.engine.puzzles import Puzzle, mechanics
from twelve_bowls.engine.rules import apply, legal_moves, match_bowl
from twelve_bowls.engine.solve import SearchLimit, Solution, solve


def random_position(
    rng: random.Random,
    stones: str,
    bowl_count: int,
    modifiers: Sequence[str],
    span: int,
    per_bowl: int,
    volcano_load: int = 0,
    bait: int = 0,
    pairs: int = 0,
) -> Position | None:
    """Deal ``stones`` into ``bowl_count`` random bowls within a ``span`` of the ring.

    With ``volcano_load``, each volcano is dealt that many items first (one short of
    erupting at 5), so the puzzle is about when to set it off; ``bait`` pairs are then laid
    where the eruption will sow their colour, so a chain can follow (R3.4). ``pairs``
    bowls are first given two stones of one colour, so combos (R5.2) are within reach.
    """
    start = rng.randrange(BOWL_COUNT)
    window = [(start + k) % BOWL_COUNT for k in range(span)]
    chosen = rng.sample(window, min(bowl_count, len(window)))
    slots: list[Modifier | None] = [None] * BOWL_COUNT
    free = list(window)
    for name in modifiers:
        kind = ModifierKind(name)
        # A reverse bowl is only useful with stones in it, so it goes on a dealt bowl.
        pool = [b for b in free if b in chosen] if kind is ModifierKind.REVERSE else free
        if not pool:
            return None
        bowl = rng.choice(pool)
        free.remove(bowl)
        slots[bowl] = Modifier(kind)
    bowls = [""] * BOWL_COUNT
    items = list(stones)
    rng.shuffle(items)
    if volcano_load:
        for bowl, modifier in enumerate(slots):
            if modifier is not None and modifier.kind is ModifierKind.VOLCANO:
                bowls[bowl], items = "".join(items[:volcano_load]), items[volcano_load:]
                for offset in rng.sample(range(volcano_load), min(bait, volcano_load)):
                    colour = bowls[bowl][offset]
                    target = (bowl + 1 + offset) % BOWL_COUNT
                    if items.count(colour) >= 2 and not bowls[target] and not slots[target]:
                        items.remove(colour)
                        items.remove(colour)
                        bowls[target] = colour * 2
        chosen = [b for b in chosen if not bowls[b]] or chosen
    for colour in [c for c in dict.fromkeys(items) if items.count(c) >= 3][:pairs]:
        empty = [b for b in chosen if not bowls[b]]
        if not empty:
            break
        items.remove(colour)
        items.remove(colour)
        bowls[rng.choice(empty)] = colour * 2
    if pairs:
        chosen = [b for b in chosen if not bowls[b]] or chosen
    for index, item in enumerate(items):
        target = chosen[index] if index < len(chosen) else rng.choice(chosen)
        bowls[target] += item
    if any(len(b) > min(per_bowl, BOWL_PLACES) for b in bowls):
        return None
    if any(match_bowl(b) is not None for b in bowls):
        return None
    return Position(tuple(bowls), tuple(slots))


def auto_goal(position: Position, kind: str, value: str | None, depth: int) -> Goal | None:
    """The goal object; ``best`` picks the best score / fewest stones within ``depth``."""
    raw: dict[str, object] = {"type": kind}
    if kind in ("clear_color", "collect"):
        assert value is not None
        colour, _, count = value.partition(":")
        raw["color"] = colour
        if kind == "collect":
            raw["count"] = int(count) if count else "".join(position.bowls).count(colour)
    elif kind in ("score", "at_most"):
        assert value is not None
        if value == "best":
            best = _best_within(position, depth, kind)
            if best is None:
                return None
            raw["points" if kind == "score" else "stones"] = best
        else:
            raw["points" if kind == "score" else "stones"] = int(value)
    elif kind == "combo":
        assert value is not None
        raw["size"] = int(value)
    goal = Goal.from_json(raw)
    if goal_met(goal, position, Progress()):
        return None
    return goal


def _best_within(position: Position, depth: int, kind: str) -> int | None:
    """Highest score, or fewest items left, reachable by safe play in ``depth`` moves."""
    layer = {(position.bowls, 0)}
    best: int | None = None
    modifiers = position.modifiers
    for _ in range(depth):
        following: set[tuple[tuple[str, ...], int]] = set()
        for bowls, score in layer:
            board = Position(bowls, modifiers)
            for move in legal_moves(board):
                result = apply(board, move, log=False)
                if not result.safe:
                    continue
                total = score + result.points
                left = result.position.item_count()
                value = total if kind == "score" else left
                if best is None or (value > best if kind == "score" else value < best):
                    best = value
                following.add((result.position.bowls, total if kind == "score" else 0))
        layer = following
        if len(layer) > 200_000:
            return None
    if kind == "at_most" and best is not None and best >= position.item_count():
        return None
    if kind == "score" and not best:
        return None
    return best


def needs(position: Position, goal: Goal, solution: Solution, need: Sequence[str]) -> bool:
    """True if the solution uses every mechanic in ``need`` and cannot do without it."""
    assert solution.optimum is not None
    puzzle = Puzzle(0, "", "", 1, position, goal, solution.optimum, solution.line)
    used = mechanics(puzzle)
    if not set(need) <= used:
        return False
    shorter = solution.optimum
    for name in need:
        variant: Position | None = None
        if name == "wild":
            variant = replace(position, bowls=tuple(b.replace("W", "") for b in position.bowls))
        elif name in ("reverse", "volcano"):
            variant = replace(
                position,
                modifiers=tuple(
                    None if m is not None and m.kind.value == name else m
                    for m in position.modifiers
                ),
            )
        if variant is None:
            continue
        if any(match_bowl(b) is not None for b in variant.bowls):
            continue
        if goal_met(goal, variant, Progress()):
            return False
        try:
            without = solve(variant, goal, max_depth=shorter)
        except SearchLimit:
            return False
        if without.optimum is not None:
            return False  # the mechanic was not needed
    return True


def measured_fit(puzzle: Puzzle, args: argparse.Namespace) -> bool:
    """The second puzzle set's filters, measured with ``tools/puzzle_measures.py``."""
    wanted = {f for f in args.features.split(",") if f}
    import puzzle_measures as pm

    # The third edition's filters first: they cost a fraction of the exhaustive measures.
    if args.beat_two_ply and not pm.beats_two_ply(puzzle):
        return False
    if args.min_branching and statistics.median(pm.branching(puzzle)) < args.min_branching:
        return False
    if not (args.all_matter or args.not_greedy or args.min_bits or args.tight or wanted):
        return True

    m = pm.measure(puzzle)
    if args.all_matter and (m.decorative or not all(pm.inert_ablation(puzzle, m.search).values())):
        return False
    if args.not_greedy and m.greedy:
        return False
    if m.bits < args.min_bits or (args.tight and not m.capacity_matters):
        return False
    if m.search.count > args.max_lines:
        return False
    return all(wanted <= pm.line_features(puzzle.position, line) for line in m.search.lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stones", required=True, help="items to deal, e.g. RRRGGGW")
    parser.add_argument("--bowls", type=int, default=4, help="non-empty bowls")
    parser.add_argument("--span", type=int, default=12, help="ring window to deal into")
    parser.add_argument("--per-bowl", type=int, default=5)
    parser.add_argument("--volcano-load", type=int, default=0, help="items dealt to volcanoes")
    parser.add_argument("--bait", type=int, default=0, help="pairs laid in a volcano's path")
    parser.add_argument("--pairs", type=int, default=0, help="bowls dealt a pair first")
    parser.add_argument("--modifiers", default="", help="comma list: frozen,reverse,volcano")
    parser.add_argument("--goal", required=True)
    parser.add_argument("--value", help="colour[:count], points, size, stones or 'best'")
    parser.add_argument("--optimum", type=int, nargs=2, default=(1, 3))
    parser.add_argument("--need", default="", help="comma list of mechanics the win must use")
    parser.add_argument("--avoid", default="", help="comma list of mechanics the win must not use")
    parser.add_argument("--max-winning", type=int, default=10**9)
    parser.add_argument("--min-difficulty", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=1.0)
    parser.add_argument(
        "--all-matter", action="store_true", help="every mechanic on the board must matter"
    )
    parser.add_argument("--not-greedy", action="store_true", help="a greedy player must lose")
    parser.add_argument("--min-bits", type=float, default=0.0, help="bits per move at least")
    parser.add_argument(
        "--tight", action="store_true", help="an overflow must sit beside a winning line"
    )
    parser.add_argument(
        "--features", default="", help="comma list every winning line must show (see FEATURES)"
    )
    parser.add_argument(
        "--beat-two-ply", action="store_true", help="the 2-ply player must lose every tie-break"
    )
    parser.add_argument(
        "--min-branching", type=float, default=0.0, help="median legal moves on the line"
    )
    parser.add_argument("--max-lines", type=int, default=10**9, help="winning lines at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--tries", type=int, default=3000)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    modifiers = [m for m in args.modifiers.split(",") if m]
    need = [m for m in args.need.split(",") if m]
    avoid = {m for m in args.avoid.split(",") if m}
    low, high = args.optimum
    found = 0
    for _ in range(args.tries):
        position = random_position(
            rng,
            args.stones,
            args.bowls,
            modifiers,
            args.span,
            args.per_bowl,
            args.volcano_load,
            args.bait,
        )
        if position is None:
            continue
        goal = auto_goal(position, args.goal, args.value, high)
        if goal is None:
            continue
        started = time.perf_counter()
        try:
            solution = solve(position, goal, max_depth=high, max_states=100_000)
        except SearchLimit:
            continue
        if solution.optimum is None or solution.optimum < low:
            continue
        if time.perf_counter() - started > args.max_seconds:
            continue
        if solution.winning > args.max_winning or solution.difficulty < args.min_difficulty:
            continue
        if not needs(position, goal, solution, need):
            continue
        line = Puzzle(0, "", "", 1, position, goal, solution.optimum, solution.line)
        if avoid & mechanics(line):
            continue
        if not measured_fit(line, args):
            continue
        print(
            json.dumps(
                {
                    "bowls": list(position.bowls),
                    "modifiers": position.modifiers_notation(),
                    "goal": goal.to_json(),
                    "optimum": solution.optimum,
                    "winning": solution.winning,
                    "difficulty": solution.difficulty,
                    "line": list(solution.line),
                    "seconds": round(solution.seconds, 3),
                }
            ),
            flush=True,
        )
        found += 1
        if found >= args.count:
            break
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
