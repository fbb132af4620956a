"""How much play each achievement needs: simulated players over ordinary sessions.

A simulated player plays *sessions* of about 45 minutes each: 15 minutes of puzzles in
order (from where it stopped), the Daily of that day, then Endless games until the
session's time is used (a game once started is finished). Each finished attempt goes
through ``Profile.record`` exactly as in the game, so the achievements are the engine's
own (``engine.achievements``); R9.5 turns their count into unlocked themes.

Two players, as in ``tools/puzzle_measures.py`` and ``engine.simulate``:

- **greedy**: in Endless and the Daily ``engine.simulate.greedy_bot`` (never an
  overflowing move, then the most points); a puzzle the greedy player can win is played
  along a greedy winning line;
- **2-ply**: in Endless and the Daily a two-move look-ahead (the most points over a move
  and its best follow-up, never an overflow, fewest bowls at seven); a puzzle the 2-ply
  player can win is played along its line.

A puzzle the player's method cannot win is still solved, by its stored solution, but
costs more time (thinking, a hint): 4 minutes plus 30 s a move, against 1 minute plus
15 s a move for one it wins on its own. A Daily takes 4 minutes; an Endless move 4 s.

    python tools/achievement_pacing.py              # both players, 12 sessions each
    python tools/achievement_pacing.py --sessions 20 --players greedy
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

import puzzle_measures as pm  # noqa: E402

from twelve_bowls.engine.achievements import Achievement  # noqa: E402
from twelve_bowls.engine.modes import Attempt, DailyAttempt, EndlessAttempt, PuzzleAttempt  # noqa: E402
from twelve_bowls.engine.profile import THEME_ORDER, Profile  # noqa: E402
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles  # noqa: E402
from twelve_bowls.engine.rules import apply, legal_moves  # noqa: E402
from twelve_bowls.engine.simulate import greedy_bot  # noqa: E402

SESSION_MINUTES = 45.0
PUZZLE_MINUTES = 15.0
DAILY_MINUTES = 4.0
ENDLESS_MOVE_MINUTES = 4.0 / 60
FIRST_DATE = datetime.date(2027, 1, 1)

Bot = Callable[[Attempt, random.Random], int]


def two_ply_bot(attempt: Attempt, chooser: random.Random) -> int:
    """Two moves ahead without the refill: the most points over a move and its best safe
    follow-up; never an overflowing move; then the fewest bowls left at seven items."""
    best: tuple[tuple[int, int, int], int] | None = None
    for move in attempt.legal_moves():
        result = apply(attempt.position, move, log=False)
        if not result.safe:
            key = (0, 0, 0)
        else:
            board = result.position
            follow = 0
            for reply in legal_moves(board):
                after = apply(board, reply, log=False)
                if after.safe:
                    follow = max(follow, after.points)
            full = sum(1 for bowl in board.bowls if len(bowl) >= 7)
            key = (1, result.points + follow, -full)
        if best is None or key > best[0]:
            best = (key, move)
    assert best is not None
    return best[1]


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    bot: Bot
    wins_puzzle: Callable[[Puzzle], tuple[int, ...] | None]  # its own winning line


def greedy_line(puzzle: Puzzle) -> tuple[int, ...] | None:
    found = pm.search(puzzle.position, puzzle.goal, puzzle.moves)
    step = pm.goal_step(puzzle.goal)
    for line in sorted(found.lines):
        if pm._greedy_line(puzzle.position, step, line):
            return line
    return None


def two_ply_line(puzzle: Puzzle) -> tuple[int, ...] | None:
    """A line the 2-ply player plays and wins with, if some way of breaking ties wins."""
    return pm.TwoPly(puzzle).line()


PLAYERS = {
    "greedy": Player("greedy", greedy_bot, greedy_line),
    "2-ply": Player("2-ply", two_ply_bot, two_ply_line),
}


@dataclass(slots=True)
class Run:
    """One player's sessions: when (session, minute) each achievement was earned."""

    player: str
    earned: dict[Achievement, tuple[int, float]] = field(default_factory=dict)
    puzzles_solved: int = 0
    endless_games: int = 0
    dailies: int = 0


def simulate(player: Player, sessions: int, puzzles: Sequence[Puzzle]) -> Run:
    profile = Profile()
    run = Run(player.name)
    chooser = random.Random(0)
    next_puzzle = 0
    endless_seed = 0
    clock = 0.0  # minutes of play so far

    def record(attempt: Attempt | object, session: int) -> None:
        for achievement in profile.record(attempt):  # type: ignore[arg-type]
            run.earned[achievement] = (session, clock)

    for session in range(1, sessions + 1):
        used = 0.0
        while used < PUZZLE_MINUTES and next_puzzle < len(puzzles):
            puzzle = puzzles[next_puzzle]
            own = player.wins_puzzle(puzzle)
            line = own if own is not None else puzzle.solution
            cost = (1.0 + 0.25 * len(line)) if own is not None else (4.0 + 0.5 * len(line))
            attempt = PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.moves)
            for move in line:
                attempt.play(move)
            used += cost
            clock += cost
            record(attempt, session)
            next_puzzle += 1
            run.puzzles_solved += 1
        daily = DailyAttempt(FIRST_DATE + datetime.timedelta(days=session - 1))
        while daily.ended is None:
            daily.play(player.bot(daily, chooser))
        used += DAILY_MINUTES
        clock += DAILY_MINUTES
        record(daily, session)
        run.dailies += 1
        while used < SESSION_MINUTES:
            game = EndlessAttempt(f"pace-{endless_seed}")
            endless_seed += 1
            while game.ended is None and game.moves_played < 3000:
                game.play(player.bot(game, chooser))
                used += ENDLESS_MOVE_MINUTES
                clock += ENDLESS_MOVE_MINUTES
            if game.ended is None:
                game.end()
            record(game, session)
            run.endless_games += 1
    return run


def report(runs: Sequence[Run]) -> list[str]:
    names = [run.player for run in runs]
    lines = ["| achievement | " + " | ".join(names) + " |", "|---" * (len(runs) + 1) + "|"]
    for achievement in Achievement:
        cells = []
        for run in runs:
            when = run.earned.get(achievement)
            cells.append("not within the sessions" if when is None else _when(when))
        lines.append(f"| `{achievement.value}` | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("| themes unlocked (R9.5) | " + " | ".join(names) + " |")
    lines.append("|---" * (len(runs) + 1) + "|")
    for k, theme in enumerate(THEME_ORDER[1:], start=1):
        cells = []
        for run in runs:
            times = sorted(run.earned.values(), key=lambda when: when[1])
            cells.append(_when(times[k - 1]) if len(times) >= k else "not within the sessions")
        lines.append(f"| {theme} (achievement {k}) | " + " | ".join(cells) + " |")
    return lines


def _when(when: tuple[int, float]) -> str:
    return f"session {when[0]} ({when[1]:.0f} min)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=12)
    parser.add_argument("--players", default="greedy,2-ply")
    args = parser.parse_args(argv)
    puzzles = load_puzzles()
    runs = [simulate(PLAYERS[name], args.sessions, puzzles) for name in args.players.split(",")]
    for run in runs:
        print(
            f"{run.player}: {run.puzzles_solved} puzzles, {run.dailies} Dailies, "
            f"{run.endless_games} Endless games in {args.sessions} sessions"
        )
    print("\n".join(report(runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
