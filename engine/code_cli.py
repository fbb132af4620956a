"""``python -m engine code encode --file F`` and ``code decode CODE``: puzzle codes.

``encode`` reads a puzzle file (R10.3; its stored solution must be right) and prints
``{"code": ..., "length": n}``. ``decode`` reads a code (``engine.puzzle_code``), proves with
the solver that its goal can be met within its limit (a code carries no solution) and
prints the puzzle as an R10.3 object plus ``optimum`` and ``proven``; a code of version 2
adds its ``title`` (plain text, as the game shows it) and, when it says the generator made
it, ``generated``: its ``difficulty``, ``seed`` and ``matches`` (whether the generator,
run again from them, makes this very board, goal and limit: only then is it generated).
The proof is bounded as in the game (``puzzle_code.PROOF_MAX_STATES`` states in all, its
memory and time with them): beyond it ``proven`` is false and a note on stderr says why.
Anything wrong (a bad file, a hostile code, a goal no line reaches) prints
``{"error": kind, "message": ...}``, writes the sentence on stderr and exits 2; never a
traceback.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, TextIO

from .cli_safety import text_argument
from .puzzle_code import CODE_MAX

if TYPE_CHECKING:
    from .puzzle_code import SharedPuzzle

# A code is far shorter; longer text is refused by argparse with a sentence.
_CODE = text_argument("code", CODE_MAX)


def add_command(commands: Any) -> None:
    """Register ``code encode`` and ``code decode`` on the engine's subcommand parser."""
    code = commands.add_parser("code", help="puzzle codes: encode a puzzle file, decode a code")
    actions = code.add_subparsers(dest="action", required=True)
    encode = actions.add_parser("encode", help="the code of a puzzle file")
    encode.add_argument("--file", required=True, help="puzzle file, e.g. puzzles/012.json")
    decode = actions.add_parser("decode", help="the puzzle of a code, proven by the solver")
    decode.add_argument("code", type=_CODE, help="a code such as TB1-...")


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    # Imported here: the loader pulls in pydantic, which `resolve` never needs.
    from .puzzle_code import PROOF_MAX_STATES, PuzzleCodeError, decode, encode
    from .puzzles import PuzzleError, load_own_puzzle

    if args.action == "encode":
        try:
            puzzle = load_own_puzzle(args.file)
            code = encode(puzzle.position, puzzle.goal, puzzle.moves)
        except PuzzleError as error:
            return _fail(out, err, "bad_file", str(error))
        except PuzzleCodeError as error:
            return _fail(out, err, error.kind.value, str(error))
        out.write(json.dumps({"code": code, "length": len(code)}) + "\n")
        return 0
    try:
        shared = decode(args.code)
    except PuzzleCodeError as error:
        return _fail(out, err, error.kind.value, _sentence(str(error)))
    from .solve import SearchLimit, solve_optimum

    answer: dict[str, object] = {
        "format": 1,
        "bowls": list(shared.position.bowls),
        "modifiers": shared.position.modifiers_notation(),
        "goal": shared.goal.to_json(),
        "moves": shared.moves,
    }
    if shared.title:
        answer["title"] = shared.title
    if shared.generated is not None:
        answer["generated"] = {
            "difficulty": shared.generated.difficulty,
            "seed": shared.generated.seed,
            "matches": _made_again(shared),
        }
    try:
        found = solve_optimum(
            shared.position, shared.goal, max_depth=shared.moves, max_states=PROOF_MAX_STATES
        )
    except SearchLimit:
        answer.update(proven=False, optimum=None)
        out.write(json.dumps(answer) + "\n")
        err.write(
            f"note: the solver stopped after {PROOF_MAX_STATES} positions without a proof; "
            "the code can be played unproven.\n"
        )
        return 0
    if found.optimum is None:
        return _fail(
            out,
            err,
            "unsolvable",
            f"No line of at most {shared.moves} moves meets this code's goal.",
        )
    answer.update(proven=True, optimum=found.optimum, solution=list(found.line))
    out.write(json.dumps(answer) + "\n")
    return 0


def _made_again(shared: SharedPuzzle) -> bool:
    """Whether the generator, from the code's difficulty and seed, makes its puzzle."""
    from .generate import GenerationFailed, generate

    assert shared.generated is not None
    try:
        made = generate(shared.generated.seed, shared.generated.difficulty)
    except GenerationFailed:
        return False
    return (made.position, made.goal, made.limit) == (shared.position, shared.goal, shared.moves)


def _sentence(message: str) -> str:
    """``message`` as a sentence: its first letter raised, nothing else touched
    (``str.capitalize`` lowered the rest: "TB1-" became "tb1-")."""
    return message[:1].upper() + message[1:] + ("" if message.endswith(".") else ".")


def _fail(out: TextIO, err: TextIO, kind: str, message: str) -> int:
    out.write(json.dumps({"error": kind, "message": message}) + "\n")
    err.write(f"error: {message}\n")
    return 2
