"""``python -m engine.simulate``: seeded bot games to balance Endless and check Daily.

Plays Endless games (seeds ``sim-0``, ``sim-1``, ...) and the Daily of consecutive dates with
a random bot and a greedy one-move bot, then prints the distribution of score and length.
``docs/balance.md`` records the figures behind the tuning table (``engine.modes.tuning``).
Experiment with ``--set name=value`` (an integer field of ``EndlessTuning``).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import math
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .board import COLOURS
from .cli_safety import int_argument, run_guarded, shown
from .events import ModifierPlaced
from .modes import Attempt, DailyAttempt, EndlessAttempt, EndlessTuning
from .modes.tuning import ENDLESS
from .rules import apply

Bot = Callable[[Attempt, random.Random], int]


def random_bot(attempt: Attempt, chooser: random.Random) -> int:
    """Any selectable bowl, uniformly."""
    return chooser.choice(attempt.legal_moves())


def greedy_bot(attempt: Attempt, chooser: random.Random) -> int:
    """One-move greedy: never a move whose player phase overflows, then the most points,
    then the fewest bowls left at seven items (a refill stone there would overflow)."""
    best: tuple[tuple[int, int, int], int] | None = None
    for move in attempt.legal_moves():
        result = apply(attempt.position, move, log=False)
        if result.safe:
            full = sum(1 for bowl in result.position.bowls if len(bowl) >= 7)
            key = (1, result.points, -full)
        else:
            key = (0, 0, 0)
        if best is None or key > best[0]:
            best = (key, move)
    assert best is not None
    return best[1]


def careful_bot(attempt: Attempt, chooser: random.Random) -> int:
    """Still one move ahead, but safety first: the fewest bowls at seven items, then the
    most points, then the lowest bowls. Shows how much room for skill Endless leaves."""
    best: tuple[tuple[int, int, int, int], int] | None = None
    for move in attempt.legal_moves():
        result = apply(attempt.position, move, log=False)
        if result.safe:
            bowls = result.position.bowls
            full = sum(1 for bowl in bowls if len(bowl) >= 7)
            height = sum(max(0, len(bowl) - 4) ** 2 for bowl in bowls)
            key = (1, -full, result.points, -height)
        else:
            key = (0, 0, 0, 0)
        if best is None or key > best[0]:
            best = (key, move)
    assert best is not None
    return best[1]


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot, "careful": careful_bot}


@dataclass(frozen=True, slots=True)
class Game:
    score: int
    moves: int
    ended: str
    best_combo: int
    perfect_clears: int
    modifiers_placed: int


def play(attempt: Attempt, bot: Bot, seed: int, max_moves: int) -> Game:
    chooser = random.Random(seed)  # the bot's own choices; the game's draws are keyed
    placed = 0
    while attempt.ended is None and attempt.moves_played < max_moves:
        outcome = attempt.play(bot(attempt, chooser))
        placed += sum(isinstance(event, ModifierPlaced) for event in outcome.events)
    state = attempt.state
    return Game(
        score=state.score,
        moves=state.moves_played,
        ended=state.ended.value if state.ended is not None else "max_moves",
        best_combo=state.progress.best_combo,
        perfect_clears=state.perfect_clears,
        modifiers_placed=placed,
    )


def percentile(values: Sequence[int], fraction: float) -> int:
    """Nearest-rank percentile of already sorted values."""
    index = max(0, min(len(values) - 1, math.ceil(fraction * len(values)) - 1))
    return sorted(values)[index]


def summary(name: str, games: Sequence[Game]) -> list[str]:
    scores = sorted(game.score for game in games)
    lengths = sorted(game.moves for game in games)
    ends = Counter(game.ended for game in games)
    return [
        f"{name}: {len(games)} games",
        "  length  " + _spread(lengths) + f"  mean {statistics.fmean(lengths):.1f}",
        "  score   " + _spread(scores) + f"  mean {statistics.fmean(scores):.0f}",
        "  ended   " + ", ".join(f"{reason} {count}" for reason, count in ends.most_common()),
        f"  games with combo >= 3: {sum(g.best_combo >= 3 for g in games)}, "
        f">= 4: {sum(g.best_combo >= 4 for g in games)}, "
        f"with a Perfect Clear: {sum(g.perfect_clears > 0 for g in games)}, "
        f"modifiers placed per game: {statistics.fmean(g.modifiers_placed for g in games):.1f}",
    ]


def _spread(values: Sequence[int]) -> str:
    return (
        f"min {values[0]}  p10 {percentile(values, 0.1)}  median {percentile(values, 0.5)}  "
        f"p90 {percentile(values, 0.9)}  max {values[-1]}"
    )


def endless_games(bot: Bot, games: int, tuning: EndlessTuning, max_moves: int) -> list[Game]:
    tuned = type("TunedEndless", (EndlessAttempt,), {"tuning": tuning})
    return [play(tuned(f"sim-{n}"), bot, n, max_moves) for n in range(games)]


def daily_games(bot: Bot, first: datetime.date, days: int) -> list[Game]:
    return [
        play(DailyAttempt(first + datetime.timedelta(days=n)), bot, n, 10_000) for n in range(days)
    ]


def daily_start_report(first: datetime.date, days: int) -> list[str]:
    """Degeneracy checks of consecutive Daily starts (R8.1)."""
    boards = [DailyAttempt(first + datetime.timedelta(days=n)).position for n in range(days)]
    distinct = len({board.bowls for board in boards})
    spreads = Counter(
        tuple(sorted(board.colour_count(colour) for colour in COLOURS)) for board in boards
    )
    matching = sum(
        1 for board in boards for bowl in board.bowls if bowl.count(bowl[0]) == len(bowl)
    )
    first_points = [
        max(apply(board, move, log=False).points for move in range(12)) for board in boards
    ]
    scoring_first = sum(points > 0 for points in first_points)
    return [
        f"daily starts {first} + {days} days: {distinct} distinct boards, "
        f"bowls of one colour: {matching}",
        "  colour counts: "
        + ", ".join(f"{'/'.join(map(str, spread))} x{n}" for spread, n in spreads.items()),
        f"  dates whose best first move scores: {scoring_first} of {days}",
    ]


def parse_tuning(pairs: Sequence[str]) -> EndlessTuning:
    tuning = ENDLESS
    names = {f.name for f in dataclasses.fields(EndlessTuning) if f.type in ("int", int)}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if name not in names or not value.lstrip("-").isdigit():
            raise argparse.ArgumentTypeError(
                f"--set needs name=integer with name one of {', '.join(sorted(names))}"
            )
        tuning = dataclasses.replace(tuning, **{name: int(value)})  # type: ignore[arg-type]
    return tuning


def _date(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a date YYYY-MM-DD") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__)
    parser.add_argument(
        "--games", type=int_argument("--games", 1, 10**6), default=100, help="Endless games per bot"
    )
    parser.add_argument(
        "--days", type=int_argument("--days", 0, 10**5), default=365, help="consecutive Dailies"
    )
    parser.add_argument("--first-date", type=_date, default="2027-01-01")
    parser.add_argument(
        "--max-moves", type=int_argument("--max-moves", 1, 10**7), default=3000, help="per game"
    )
    parser.add_argument("--bots", default="random,greedy", help="comma-separated bot names")
    parser.add_argument("--set", action="append", default=[], help="tuning override name=int")
    parser.add_argument("--skip-daily", action="store_true")
    args = parser.parse_args(argv)
    try:
        tuning = parse_tuning(args.set)
    except argparse.ArgumentTypeError as error:
        parser.error(str(error))
    bots = args.bots.split(",")
    unknown = [name for name in bots if name not in BOTS]
    if unknown:
        parser.error(f"bots are {', '.join(BOTS)}")
    if args.days and datetime.date.max - args.first_date < datetime.timedelta(days=args.days - 1):
        parser.error("--first-date plus --days goes past the year 9999")
    started = time.perf_counter()
    for name in bots:
        games = endless_games(BOTS[name], args.games, tuning, args.max_moves)
        print("\n".join(summary(f"endless/{name}", games)), flush=True)
    if not args.skip_daily and args.days:
        print("\n".join(daily_start_report(args.first_date, args.days)))
        for name in bots:
            games = daily_games(BOTS[name], args.first_date, args.days)
            print("\n".join(summary(f"daily/{name}", games)), flush=True)
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(run_guarded(main))
