"""``python -m engine hint --file puzzles/NNN.json [--moves 3,5]``: one hint as JSON.

Prints one line ``{"hint": bowl or null, "winning_moves": [...], "undo_to": k or null,
"moves_left": n, "ended": why or null}`` (``engine.hint.HintAnswer``: an attempt that a move
ended, by a win, an overflow or the limit, says why and has no moves left). A move list that
is not legal, a bad argument or a puzzle file that cannot be played exits 2 with one
sentence on stderr.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from .board import GameError


def add_command(commands: Any) -> None:
    """Register ``hint`` on the engine's subcommand parser."""
    hint = commands.add_parser(
        "hint", help="the next move of an optimal line from the state after --moves"
    )
    hint.add_argument("--file", required=True, help="puzzle file, e.g. puzzles/012.json")
    hint.add_argument(
        "--moves", type=_moves, default=[], help="comma-separated bowls 0-11 played so far"
    )


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    # Imported here: the loader pulls in pydantic, which `resolve` never needs.
    from .hint import Hinter
    from .puzzles import PuzzleError, load_puzzle

    try:
        # Not check_solution: a draft puzzle may be asked for hints before it has one.
        puzzle = load_puzzle(args.file, check_solution=False)
    except PuzzleError as error:
        err.write(f"error: {error}\n")
        return 2
    try:
        answer = Hinter.for_puzzle(puzzle).answer(args.moves)
    except GameError as error:
        err.write(f"error: {error}\n")
        return 2
    out.write(json.dumps(answer.to_json()) + "\n")
    return 0


def _moves(text: str) -> list[int]:
    tokens = [token.strip() for token in text.split(",")] if text.strip() else []
    for token in tokens:
        if not token.isdigit() or not 0 <= int(token) <= 11:
            raise argparse.ArgumentTypeError(f"{token!r} is not a bowl 0-11 in the move list")
    return [int(token) for token in tokens]
