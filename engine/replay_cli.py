"""``python -m engine new`` and ``python -m engine replay``: modes on the command line.

``new daily --date D`` / ``new endless --seed S`` print the start position (R10.1) as one
JSON object. ``replay --mode M ... --moves 3,5,0`` plays the moves and prints the final
state as one JSON object. Bad arguments exit with code 2; an illegal move in the list stops
with a one-line error naming it and exit code 1.
"""

from __future__ import annotations

import argparse
import datetime
import json
from typing import Any, TextIO

from .board import GameError
from .cli_safety import shown, text_argument
from .limits import MAX_SEED_LENGTH
from .modes import Attempt, DailyAttempt, EndlessAttempt, PuzzleAttempt, utc_today

UNDO = "u"  # in --moves: undo the last move (R9.2; marks Endless and Daily as practice)
END = "end"  # in --moves: End attempt (R8.3)
# A seed is hashed as UTF-8 (R9.1) and saved with at most this many characters.
_SEED = text_argument("seed", MAX_SEED_LENGTH)


def add_commands(commands: Any) -> None:
    """Register ``new`` and ``replay`` on the engine's subcommand parser."""
    new = commands.add_parser("new", help="print a new Daily or Endless start position")
    new_modes = new.add_subparsers(dest="mode", required=True)
    daily = new_modes.add_parser("daily", help="the Daily of a UTC date (R8.5)")
    daily.add_argument("--date", type=_date, default=None, help="YYYY-MM-DD (default: today)")
    endless = new_modes.add_parser("endless", help="an Endless game from a seed (R9.1)")
    endless.add_argument(
        "--seed", type=_SEED, default=None, help="any text (default: a fresh seed)"
    )

    replay = commands.add_parser("replay", help="replay moves and print the final state")
    replay.add_argument("--mode", required=True, choices=("puzzle", "endless", "daily"))
    replay.add_argument("--date", type=_date, help="Daily date, YYYY-MM-DD")
    replay.add_argument("--seed", type=_SEED, help="Endless seed")
    replay.add_argument("--file", help="puzzle file, e.g. puzzles/012.json")
    replay.add_argument(
        "--moves",
        type=_moves,
        default=[],
        help=f"comma-separated bowls 0-11; '{UNDO}' undoes, '{END}' ends the attempt",
    )
    replay.set_defaults(replay_parser=replay)


def run_new(args: argparse.Namespace, out: TextIO) -> int:
    attempt: Attempt
    if args.mode == "daily":
        attempt = DailyAttempt(args.date or utc_today())
        extra: dict[str, object] = {"date": attempt.date.isoformat(), "seed": attempt.seed}
    else:
        attempt = EndlessAttempt(args.seed if args.seed is not None else EndlessAttempt.new_seed())
        extra = {"seed": attempt.seed}
    position = attempt.position
    out.write(
        json.dumps(
            {
                "mode": args.mode,
                **extra,
                "bowls": list(position.bowls),
                "modifiers": position.modifiers_notation(),
            },
            ensure_ascii=False,
        )
        + "\n"
    )
    return 0


def run_replay(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    attempt = _attempt(args, args.replay_parser)
    for number, token in enumerate(args.moves, start=1):
        try:
            if token == UNDO:
                attempt.undo()
            elif token == END:
                attempt.end()
            else:
                attempt.play(int(token))
        except GameError as error:
            what = f"bowl {token}" if token.isdigit() else shown(token)
            err.write(f"error: move {number} ({what}) is illegal: {error}\n")
            return 1
    out.write(json.dumps(final_state(attempt), ensure_ascii=False) + "\n")
    return 0


def final_state(attempt: Attempt) -> dict[str, object]:
    """The replay output: R10.1 board, temporary modifiers' moves left, score and status."""
    position = attempt.position
    return {
        "mode": attempt.mode_id.value,
        "bowls": list(position.bowls),
        "modifiers": position.modifiers_notation(),
        "modifier_moves_left": {
            str(bowl): modifier.moves_left
            for bowl, modifier in enumerate(position.modifiers)
            if modifier is not None and modifier.moves_left is not None
        },
        "score": attempt.score,
        "moves": attempt.moves_played,
        "moves_left": attempt.moves_left,
        "ended": attempt.ended.value if attempt.ended is not None else None,
        "practice": attempt.practice,
    }


def _attempt(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Attempt:
    """The attempt the arguments name; ``parser.error`` (exit 2) when they do not fit."""
    given = {name for name in ("date", "seed", "file") if getattr(args, name) is not None}
    needed = {"daily": "date", "endless": "seed", "puzzle": "file"}[args.mode]
    if needed not in given:
        parser.error(f"--mode {args.mode} needs --{needed}")
    if given - {needed}:
        extra = ", ".join(f"--{name}" for name in sorted(given - {needed}))
        parser.error(f"--mode {args.mode} does not take {extra}")
    if args.mode == "daily":
        return DailyAttempt(args.date)
    if args.mode == "endless":
        return EndlessAttempt(args.seed)
    from .puzzles import PuzzleError, load_puzzle

    try:
        puzzle = load_puzzle(args.file, check_solution=False)
    except PuzzleError as error:
        parser.error(str(error))
    return PuzzleAttempt.from_puzzle(puzzle)


def _date(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a date YYYY-MM-DD") from None


def _moves(text: str) -> list[str]:
    tokens = [token.strip() for token in text.split(",")] if text.strip() else []
    for token in tokens:
        if token in (UNDO, END):
            continue
        if not token.isdigit() or not 0 <= int(token) <= 11:
            raise argparse.ArgumentTypeError(
                f"{shown(token)} is not a bowl 0-11, '{UNDO}' or '{END}' in the move list"
            )
    return tokens
