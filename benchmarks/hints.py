"""Benchmark: how long a hint takes in every reachable state of every shipped puzzle.

A script that prints figures, not a timed test. It walks every state an attempt can reach
(every board and goal progress after every number of safe moves up to the move limit,
including states that can no longer win) and asks a *fresh* ``Hinter.for_puzzle`` for the
hint there, the way the game's first Hint press of an attempt does: loading the
build-time table, replaying the moves, looking at every next move. Each answer is timed
twice: in CPU time of this process (``time.process_time``, so other work on a shared
machine does not count against it) and in wall-clock time (``time.perf_counter``, which a
loaded machine inflates). ``--live`` repeats the walk without the build-time tables (the search the
tables replace; slow, so only the start states unless ``--live-all``). Run:
``python benchmarks/hints.py [--live] [--live-all]``.

The cycle collector is paused during each timed answer, as in the game, where it runs only
from a UI-thread timer between events (app/collector.py). Left on, the collections that
this walk's own half a million states provoke land inside some answers: over all 526,271
states the worst answer took 122.8 ms with it on (5 at 100 ms or more) and 3.4 ms paused.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Iterator

from twelve_bowls.engine.hint import Hinter, as_outcome
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles
from twelve_bowls.engine.rules import apply, legal_moves
from twelve_bowls.engine.solve import goal_step

TARGET_MS = 100.0  # a hint answers within a tenth of a second


def reachable(puzzle: Puzzle) -> Iterator[tuple[int, ...]]:
    """One move list per distinct (board, progress, moves played) that has not ended."""
    step = goal_step(puzzle.goal)
    seen: set[tuple[tuple[str, ...], int, int]] = set()
    layer = [(puzzle.position, 0, ())]
    for depth in range(puzzle.moves + 1):
        following = []
        for position, progress, moves in layer:
            key = (position.bowls, progress, depth)
            if key in seen:
                continue
            seen.add(key)
            yield moves
            if depth == puzzle.moves:
                continue
            for move in legal_moves(position):
                result = apply(position, move, log=False)
                if result.overflow is not None:
                    continue
                after, met = step(progress, as_outcome(result))
                if not met:
                    following.append((result.position, after, (*moves, move)))
        layer = following


Times = list[tuple[float, int]]  # (milliseconds, puzzle id)


def walk(puzzles: list[Puzzle], precomputed: bool, starts_only: bool) -> tuple[Times, Times]:
    cpu: Times = []
    wall: Times = []
    for puzzle in puzzles:
        for moves in reachable(puzzle):
            gc.disable()
            cpu_start, wall_start = time.process_time(), time.perf_counter()
            Hinter.for_puzzle(puzzle, precomputed=precomputed).answer(moves)
            cpu.append(((time.process_time() - cpu_start) * 1000, puzzle.id))
            wall.append(((time.perf_counter() - wall_start) * 1000, puzzle.id))
            gc.enable()
            if starts_only:
                break
    return cpu, wall


def line(label: str, times: Times) -> str:
    values = sorted(ms for ms, _ in times)
    worst, worst_id = max(times)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    over = sum(ms >= TARGET_MS for ms in values)
    return (
        f"  {label}: max {worst:.1f} ms (puzzle {worst_id}), p99 {p99:.2f} ms, "
        f"median {statistics.median(values):.2f} ms; {over} at or over {TARGET_MS:.0f} ms"
    )


def report(title: str, times: tuple[Times, Times], cpu: float) -> None:
    print(f"{title}: {len(times[0])} states, {cpu:.1f} CPU s in all")
    print(line("CPU time ", times[0]))
    print(line("wall time", times[1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--live", action="store_true", help="also time the live search")
    parser.add_argument("--live-all", action="store_true", help="live search in every state")
    args = parser.parse_args()
    puzzles = load_puzzles()
    missing = [p.id for p in puzzles if not Hinter.for_puzzle(p).precomputed]
    if missing:
        print(f"no current build-time table for puzzles {missing}: they are searched live")
    cpu = time.process_time()
    report("with build-time tables", walk(puzzles, True, False), time.process_time() - cpu)
    if args.live or args.live_all:
        cpu = time.process_time()
        title = "live search" + ("" if args.live_all else " (start states only)")
        times = walk(puzzles, False, not args.live_all)
        report(title, times, time.process_time() - cpu)


if __name__ == "__main__":
    main()
