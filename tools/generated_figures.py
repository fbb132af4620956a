"""The generated puzzles in figures: the same figures ``docs/puzzles.md`` gives the set.

For N generated puzzles per difficulty (seeds 0..N-1) it prints the two-ply player's
losses (the puzzles that beat it), the median legal moves on the solution lines, the
median bits per move, the mean walk share, the mean number of mechanics a line uses and
the greedy player's wins, beside the same figures for the shipped puzzles 71-100, and
says whether each figure climbs from Easy to Expert. The puzzles come from
``benchmarks/generate.py --save FILE`` (``--from FILE``) or are generated here.

    python tools/generated_figures.py --from puzzles.jsonl [--write]
    python tools/generated_figures.py --seeds 20

``--write`` puts the figures into ``docs/puzzles.md`` under "Generated puzzles" (which
``tools/puzzle_table.py`` keeps when it rewrites the page).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a clone
    sys.path.insert(0, str(ROOT))

from twelve_bowls.engine.generate import SETTINGS, Difficulty, generate  # noqa: E402
from twelve_bowls.engine.puzzle_grading import line_mechanics, walk_share  # noqa: E402
from twelve_bowls.engine.puzzle_proof import two_ply_wins  # noqa: E402
from twelve_bowls.engine.puzzles import load_puzzles  # noqa: E402
from twelve_bowls.engine.rules import apply, legal_moves  # noqa: E402
from twelve_bowls.engine.solve import solve  # noqa: E402

DOC = ROOT / "docs" / "puzzles.md"
HEADING = "## Generated puzzles"
BEFORE = "## Puzzles"  # the section goes right before the table of the hundred
SHIPPED_FROM = 71


@dataclass(frozen=True, slots=True)
class Graded:
    """The figures of one puzzle."""

    two_ply: bool
    greedy: bool | None  # None where it was not measured (the shipped set)
    bits: float
    walks: Fraction
    mechanics: tuple[str, ...]
    branching: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    count: int
    beaten: int
    branching: float
    bits: float
    walks: float
    mechanics: float
    greedy: int | None


@dataclass(frozen=True, slots=True)
class Speed:
    """How long one difficulty's puzzles took (``benchmarks/generate.py``'s saved lines)."""

    name: str
    cpu: tuple[float, ...]  # CPU seconds of each puzzle, one process
    attempts: tuple[int, ...]
    load: tuple[float, ...]  # the one-minute load average as each was done, where saved


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (as ``benchmarks/generate.py``'s)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(share * len(ordered))) - 1]


def speed_lines(speeds: Sequence[Speed]) -> list[str]:
    """The speed table, the targets and the machine's load while it was measured."""
    lines = [
        "| puzzles | count | CPU median | CPU 90th percentile | CPU max | attempts median |",
        "|---|---|---|---|---|---|",
    ]
    for sp in speeds:
        lines.append(
            f"| {sp.name} | {len(sp.cpu)} | {statistics.median(sp.cpu):.2f} s "
            f"| {percentile(sp.cpu, 0.9):.2f} s | {max(sp.cpu):.2f} s "
            f"| {statistics.median(sp.attempts):g} |"
        )
    by_name = {sp.name: sp for sp in speeds}
    verdicts = []
    if "Hard" in by_name:
        hard = statistics.median(by_name["Hard"].cpu)
        verdicts.append(f"Hard's median {hard:.2f} s ({'met' if hard < 2 else 'NOT met'})")
    if "Expert" in by_name:
        expert = percentile(by_name["Expert"].cpu, 0.9)
        verdicts.append(
            f"Expert's 90th percentile {expert:.2f} s ({'met' if expert < 10 else 'NOT met'})"
        )
    loads = [load for sp in speeds for load in sp.load]
    lines += [
        "",
        "The targets: a Hard puzzle in under 2 s of CPU at the median, an Expert one in under",
        "10 s at the 90th percentile: " + ", ".join(verdicts) + ".",
    ]
    if loads:
        lines.append(
            f"The machine's one-minute load average as {len(loads)} of them were made: "
            f"{min(loads):.1f} to {max(loads):.1f} (median {statistics.median(loads):.1f}); CPU "
            "time is the work of the one process, which a busy machine inflates less than "
            "wall-clock time."
        )
    return lines


def row(name: str, graded: Sequence[Graded]) -> Row:
    greedy = [g.greedy for g in graded if g.greedy is not None]
    return Row(
        name=name,
        count=len(graded),
        beaten=sum(not g.two_ply for g in graded),
        branching=statistics.median(n for g in graded for n in g.branching),
        bits=statistics.median(g.bits for g in graded),
        walks=float(sum(g.walks for g in graded) / len(graded)),
        mechanics=sum(len(g.mechanics) for g in graded) / len(graded),
        greedy=sum(greedy) if len(greedy) == len(graded) else None,
    )


def from_record(raw: dict[str, object]) -> Graded:
    walks = raw["walks"]
    assert isinstance(walks, list)
    mechanics = raw["mechanics"]
    branching = raw["branching"]
    assert isinstance(mechanics, list) and isinstance(branching, list)
    return Graded(
        two_ply=bool(raw["two_ply"]),
        greedy=bool(raw["greedy"]),
        bits=float(str(raw["bits"])),
        walks=Fraction(int(walks[0]), int(walks[1])),
        mechanics=tuple(str(m) for m in mechanics),
        branching=tuple(int(n) for n in branching),
    )


def generated(level: Difficulty, seeds: int) -> list[Graded]:
    found = []
    for seed in range(seeds):
        puzzle = generate(seed, level)
        g = puzzle.grades
        found.append(
            Graded(g.two_ply, g.greedy, g.bits_per_move, g.walks, g.mechanics, g.branching)
        )
    return found


def shipped() -> list[Graded]:
    """The same figures for the shipped puzzles 71-100, from their stored lines."""
    found = []
    for puzzle in load_puzzles():
        if puzzle.id < SHIPPED_FROM:
            continue
        proof = solve(puzzle.position, puzzle.goal)
        optimum = proof.optimum or 1
        counts = []
        board = puzzle.position
        for move in puzzle.solution:
            counts.append(len(legal_moves(board)))
            board = apply(board, move, log=False).position
        found.append(
            Graded(
                two_ply=two_ply_wins(puzzle.position, puzzle.goal, puzzle.moves),
                greedy=None,
                bits=-math.log2(proof.win_chance) / optimum,
                walks=walk_share(puzzle.position, puzzle.solution),
                mechanics=line_mechanics(puzzle.position, puzzle.solution).used,
                branching=tuple(counts),
            )
        )
    return found


def climbs(rows: Sequence[Row]) -> dict[str, bool]:
    """Whether each figure grows from each difficulty to the next (the walk share falls)."""

    def rising(values: list[float]) -> bool:
        return all(a < b for a, b in itertools.pairwise(values))

    return {
        "two-ply beaten": rising([r.beaten / r.count for r in rows]),
        "legal moves": rising([r.branching for r in rows]),
        "bits per move": rising([r.bits for r in rows]),
        "walk share (falls)": rising([-r.walks for r in rows]),
        "mechanics per line": rising([r.mechanics for r in rows]),
    }


def table(rows: Sequence[Row], reference: Row) -> list[str]:
    lines = [
        "| puzzles | count | beat the two-ply player | median legal moves | median bits/move "
        "| mean walk share | mean mechanics per line | greedy player wins |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in [*rows, reference]:
        greedy = "-" if r.greedy is None else f"{r.greedy} ({r.greedy / r.count:.0%})"
        lines.append(
            f"| {r.name} | {r.count} | {r.beaten} ({r.beaten / r.count:.0%}) | {r.branching:g} "
            f"| {r.bits:.2f} | {r.walks:.2f} | {r.mechanics:.2f} | {greedy} |"
        )
    return lines


def asks() -> str:
    """What each difficulty asks, from ``engine.generate.SETTINGS``."""

    def span(bounds: tuple[int, int]) -> str:
        low, high = bounds
        return str(low) if low == high else f"{low}-{high}"

    parts = []
    for level, st in SETTINGS.items():
        players = []
        if not st.greedy_may_win:
            players.append("the greedy player")
        if not st.two_ply_may_win:
            players.append("the two-ply player")
        beats = f", beats {' and '.join(players)}" if players else ""
        walks = f"a walk share of at most {st.max_walks}" if st.max_walks else "no walk"
        mechanics = (
            f", a line that uses {st.min_mechanics} mechanics or more" if st.min_mechanics else ""
        )
        spread = ", each given one at least" if st.spread else ""
        parts.append(
            f"{level.value.capitalize()}: an optimum of {span(st.optimum)} moves, items drawn "
            f"into {span(st.bowls)} bowls{spread}, {span(st.colours)} colours, "
            f"{span(st.specials)} modifiers, wilds or blockers, {float(st.min_bits):g} bits "
            f"per move or more, {walks}{mechanics}{beats}"
        )
    return "; ".join(parts) + "."


def section(
    rows: Sequence[Row],
    reference: Row,
    mechanics: dict[str, Counter[str]],
    speeds: Sequence[Speed] = (),
) -> list[str]:
    verdict = climbs(rows)
    used = "; ".join(
        f"{name}: "
        + (", ".join(f"{m} {n}" for m, n in sorted(c.items(), key=lambda i: (-i[1], i[0]))) or "-")
        for name, c in mechanics.items()
    )
    return [
        HEADING,
        "",
        "`python -m twelve_bowls.engine generate --difficulty D --seed S` prints a puzzle made",
        "by `engine/generate.py`: its optimum proven, its limit the optimum plus the",
        "difficulty's slack (Easy and Medium 1, Hard and Expert 0), graded by the measures",
        "above and refused when dull (a line of walks, a single legal first move, a",
        "near-duplicate of a puzzle here, a stone, wild, blocker or modifier whose removal",
        "changes neither the optimum nor the number of optimal winning lines). Figures for",
        "the puzzles of seeds 0, 1, 2, ... of each difficulty (how many: *count*), from",
        "`python benchmarks/generate.py --save FILE` then",
        "`python tools/generated_figures.py --from FILE --write`, beside the same figures for",
        f"the shipped puzzles {SHIPPED_FROM}-100 (their stored lines).",
        "",
        f"What each difficulty asks (`SETTINGS` in `engine/generate.py`): {asks()}",
        "",
        *table(rows, reference),
        "",
        "Each figure climbs from Easy to Expert (the walk share falls): "
        + ", ".join(f"{name} {'yes' if ok else 'NO'}" for name, ok in verdict.items())
        + ".",
        "",
        f"Mechanics the lines use: {used}.",
        "",
        *(
            [
                "How long each took on one core (`python benchmarks/generate.py`, CPU seconds",
                "of the one process, `time.process_time`):",
                "",
                *speed_lines(speeds),
                "",
            ]
            if speeds
            else []
        ),
    ]


def write(lines: list[str]) -> None:
    text = DOC.read_text(encoding="utf-8").splitlines()
    start = text.index(HEADING) if HEADING in text else None
    if start is not None:
        end = next((i for i in range(start + 1, len(text)) if text[i].startswith("## ")), len(text))
        text[start:end] = lines
    else:
        where = text.index(BEFORE)
        text[where:where] = lines
    DOC.write_text("\n".join(text) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", type=Path, action="append", help="saved lines")
    parser.add_argument("--seeds", type=int, default=200, help="seeds per difficulty")
    parser.add_argument("--write", action="store_true", help="write into docs/puzzles.md")
    args = parser.parse_args(argv)
    by_level: dict[Difficulty, list[Graded]] = {level: [] for level in Difficulty}
    mechanics: dict[str, Counter[str]] = {level.value: Counter() for level in Difficulty}
    timing: dict[Difficulty, tuple[list[float], list[int], list[float]]] = {
        level: ([], [], []) for level in Difficulty
    }
    if args.source:
        for path in args.source:
            for text in path.read_text(encoding="utf-8").splitlines():
                raw = json.loads(text)
                level = Difficulty(raw["puzzle"]["level"])
                by_level[level].append(from_record(raw))
                cpu, attempts, load = timing[level]
                cpu.append(float(raw["cpu"]))
                attempts.append(int(raw["attempts"]))
                if raw.get("load") is not None:
                    load.append(float(raw["load"]))
    else:
        for level in Difficulty:
            by_level[level] = generated(level, args.seeds)
    for level, graded in by_level.items():
        for g in graded:
            mechanics[level.value].update(g.mechanics)
    rows = [row(level.value.capitalize(), by_level[level]) for level in Difficulty]
    reference = row(f"shipped {SHIPPED_FROM}-100", shipped())
    speeds = [
        Speed(level.value.capitalize(), tuple(cpu), tuple(attempts), tuple(load))
        for level, (cpu, attempts, load) in timing.items()
        if cpu
    ]
    lines = section(rows, reference, mechanics, speeds)
    print("\n".join(lines))
    if args.write:
        write(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
