"""``python -m engine generate --difficulty D --seed S``: a generated puzzle as R10.3 JSON.

Prints one JSON object (``engine.generate.GeneratedPuzzle.to_json``): ``id``, ``bowls``,
``modifiers``, ``goal``, ``moves`` (the limit), ``solution``, ``hint`` and ``idea`` (the
idea in English), ``hint_steps`` (idea message ids, first bowl, line), ``difficulty`` (the
1-10 rating of the shipped files), ``level`` (easy, medium, hard or expert), ``seed`` and
``code`` (the puzzle code). The same seed prints the same puzzle on every machine. A bad
argument exits 2 with one sentence on stderr.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from .cli_safety import text_argument

SEED_MAX = 200  # characters of a seed


def add_command(commands: Any) -> None:
    """Register ``generate`` on the engine's subcommand parser."""
    from .generate import Difficulty

    generate = commands.add_parser(
        "generate", help="a new proven puzzle from a seed and a difficulty, as R10.3 JSON"
    )
    generate.add_argument(
        "--difficulty",
        required=True,
        choices=[level.value for level in Difficulty],
        help="how much the puzzle asks",
    )
    generate.add_argument(
        "--seed",
        required=True,
        type=text_argument("seed", SEED_MAX),
        help="any text; the same seed gives the same puzzle",
    )


def run(args: argparse.Namespace, out: TextIO) -> int:
    from .generate import generate

    puzzle = generate(args.seed, args.difficulty)
    out.write(json.dumps(puzzle.to_json(), ensure_ascii=False) + "\n")
    return 0
