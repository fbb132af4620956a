"""When each achievement and theme arrives: a pace model of real players over days of play.

A real player (one profile, 1 h 50 min in the real window) solved the first thirty puzzles
in seconds each (25 puzzles by about minute 10), found the puzzles from about 40 on took
minutes, and had all seven themes after 55 minutes under the first conditions (Garden at
puzzle 1, Sand at the first Perfect Clear, Ocean at 10 puzzles, Runes at 25, Neon at 500
Endless points, Space at the first Daily). The model is calibrated on those times:

- a **puzzle** takes ``0.3 + 0.1 * (2**effort - 1)`` minutes, at most 20 (help is there
  by then), where *effort* is ``tools/puzzle_effort.py``'s: the bits a person who tries
  the obvious moves first still needs. The tutorials cost 0-2 bits (20-40 s), the
  thinking puzzles 4-8 (2-20 minutes). Puzzles are played in the play order and all are
  solved in the end (by help if need be), each going through ``Profile.record``;
- an **Endless move** takes 4 s and the **Daily** 6 minutes, played by
  ``engine.simulate``'s greedy bot (never an overflowing move, then the most points);
- a **day** is one sitting. Three players:

  - *stays*: the tested player. Day 1 is their 110 minutes: puzzles for 30, Endless for
    15, the Daily, then puzzles again. Every later day is an hour: the Daily, 30 minutes
    of puzzles, Endless for the rest.
  - *no Daily*: the same hours, never the Daily (Endless instead).
  - *Endless only*: an hour of Endless a day.

Every finished attempt goes through ``Profile.record`` with the day's date, so the
achievements are the engine's own (``engine.achievements``), and R9.5 turns their count
into themes.

    python tools/achievement_pacing.py              # every player, 14 days
    python tools/achievement_pacing.py --days 21 --players stays
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a clone
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import puzzle_effort  # noqa: E402

from twelve_bowls.app.screens.puzzle_order import PLAY_ORDER  # noqa: E402
from twelve_bowls.engine.achievements import Achievement  # noqa: E402
from twelve_bowls.engine.modes import Attempt, DailyAttempt, EndlessAttempt, PuzzleAttempt  # noqa: E402
from twelve_bowls.engine.profile import THEME_ORDER, Profile  # noqa: E402
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles  # noqa: E402
from twelve_bowls.engine.simulate import greedy_bot  # noqa: E402

DAILY_MINUTES = 6.0
ENDLESS_MOVE_MINUTES = 4.0 / 60
PUZZLE_CAP_MINUTES = 20.0
FIRST_DATE = datetime.date(2027, 1, 1)


def puzzle_minutes(effort: float) -> float:
    """Minutes a person spends on a puzzle of this effort (see the module's note)."""
    return min(PUZZLE_CAP_MINUTES, 0.3 + 0.1 * (2.0**effort - 1.0))


# A day's plan: ("puzzles" | "endless", minutes) or ("daily", 0), in order.
Plan = tuple[tuple[str, float], ...]
HOUR_WITH_DAILY: Plan = (("daily", 0.0), ("puzzles", 30.0), ("endless", 24.0))
HOUR_WITHOUT_DAILY: Plan = (("puzzles", 30.0), ("endless", 30.0))
TESTED_FIRST_DAY: Plan = (("puzzles", 30.0), ("endless", 15.0), ("daily", 0.0), ("puzzles", 59.0))
FIRST_DAY_WITHOUT_DAILY: Plan = (("puzzles", 30.0), ("endless", 21.0), ("puzzles", 59.0))


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    first_day: Plan
    other_days: Plan


PLAYERS = {
    "stays": Player("stays", TESTED_FIRST_DAY, HOUR_WITH_DAILY),
    "no Daily": Player("no Daily", FIRST_DAY_WITHOUT_DAILY, HOUR_WITHOUT_DAILY),
    "Endless only": Player("Endless only", (("endless", 60.0),), (("endless", 60.0),)),
}


@dataclass(slots=True)
class Run:
    """One player's days: when (day, minute of play so far) each achievement was earned."""

    player: str
    earned: dict[Achievement, tuple[int, float]] = field(default_factory=dict)
    milestones: dict[str, tuple[int, float]] = field(default_factory=dict)
    puzzles_solved: int = 0
    endless_games: int = 0
    dailies: int = 0


def simulate(
    player: Player,
    days: int,
    puzzles: Sequence[Puzzle],
    minutes_of: Callable[[int], float],
) -> Run:
    """Play ``days`` days; ``minutes_of(puzzle id)`` is the time a puzzle takes."""
    profile = Profile()
    run = Run(player.name)
    chooser = random.Random(0)
    queue = list(puzzles)
    endless_seed = 0
    clock = 0.0

    def record(attempt: Attempt, day: int) -> None:
        date = FIRST_DATE + datetime.timedelta(days=day - 1)
        for achievement in profile.record(attempt, date):
            run.earned[achievement] = (day, clock)

    def milestone(name: str, day: int) -> None:
        run.milestones.setdefault(name, (day, clock))

    for day in range(1, days + 1):
        plan = player.first_day if day == 1 else player.other_days
        for activity, minutes in plan:
            used = 0.0
            if activity == "puzzles":
                while used < minutes and queue:
                    puzzle = queue.pop(0)
                    cost = minutes_of(puzzle.id)
                    attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
                    for move in puzzle.solution:
                        attempt.play(move)
                    used += cost
                    clock += cost
                    record(attempt, day)
                    run.puzzles_solved += 1
                    if attempt.result().perfect_clears:
                        milestone("first Perfect Clear", day)
                    for count in (1, 10, 25, 50):
                        if run.puzzles_solved == count:
                            milestone(f"{count} puzzles", day)
            elif activity == "daily":
                daily = DailyAttempt(FIRST_DATE + datetime.timedelta(days=day - 1))
                while daily.ended is None:
                    daily.play(greedy_bot(daily, chooser))
                clock += DAILY_MINUTES
                record(daily, day)
                run.dailies += 1
                milestone("first Daily", day)
            else:
                while used < minutes:
                    game = EndlessAttempt(f"pace-{endless_seed}")
                    endless_seed += 1
                    while game.ended is None and game.moves_played < 3000:
                        game.play(greedy_bot(game, chooser))
                        used += ENDLESS_MOVE_MINUTES
                        clock += ENDLESS_MOVE_MINUTES
                        if game.score >= 500:
                            milestone("500 Endless points", day)
                    if game.ended is None:
                        game.end()
                    record(game, day)
                    run.endless_games += 1
    return run


def report(runs: Sequence[Run]) -> list[str]:
    names = [run.player for run in runs]
    rule = "|---" * (len(runs) + 1) + "|"
    lines = ["| the tested player's moments | " + " | ".join(names) + " |", rule]
    for name in ("1 puzzles", "first Perfect Clear", "10 puzzles", "25 puzzles"):
        cells = [_when(run.milestones.get(name)) for run in runs]
        lines.append(f"| {name.replace('1 puzzles', 'first puzzle')} | " + " | ".join(cells) + " |")
    for name in ("500 Endless points", "first Daily", "50 puzzles"):
        cells = [_when(run.milestones.get(name)) for run in runs]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines += ["", "| achievement | " + " | ".join(names) + " |", rule]
    for achievement in Achievement:
        cells = [_when(run.earned.get(achievement)) for run in runs]
        lines.append(f"| `{achievement.value}` | " + " | ".join(cells) + " |")
    lines += ["", "| theme (R9.5) | " + " | ".join(names) + " |", rule]
    for k, theme in enumerate(THEME_ORDER[1:], start=1):
        cells = []
        for run in runs:
            times = sorted(run.earned.values(), key=lambda when: when[1])
            cells.append(_when(times[k - 1] if len(times) >= k else None))
        label = f"{theme.capitalize()} ({_ordinal(k)} achievement)"
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return lines


def _when(when: tuple[int, float] | None) -> str:
    return "—" if when is None else f"day {when[0]} ({when[1]:.0f} min)"


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=14)
    parser.add_argument("--players", default=",".join(PLAYERS))
    args = parser.parse_args(argv)
    shipped = {puzzle.id: puzzle for puzzle in load_puzzles()}
    ordered = [shipped[n] for n in PLAY_ORDER if n in shipped]
    minutes = {p.id: puzzle_minutes(puzzle_effort.effort(p)) for p in ordered}
    runs = [
        simulate(PLAYERS[name], args.days, ordered, minutes.__getitem__)
        for name in args.players.split(",")
    ]
    for run in runs:
        print(
            f"{run.player}: {run.puzzles_solved} puzzles, {run.dailies} Dailies, "
            f"{run.endless_games} Endless games in {args.days} days"
        )
    print("\n".join(report(runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
