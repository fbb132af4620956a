"""Puzzle codes (engine.puzzle_code): every shipped puzzle survives the round trip in at most
64 characters, and a hostile code gets one sentence, never an exception of another kind."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from twelve_bowls.engine import puzzle_code
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.puzzle_code import ALPHABET, CodeProblem, PuzzleCodeError, decode, encode
from twelve_bowls.engine.puzzles import load_puzzles, shipped_directory

PUZZLES = load_puzzles()
CODES = [encode(p.position, p.goal, p.moves) for p in PUZZLES]


@pytest.mark.parametrize("index", range(len(PUZZLES)), ids=lambda i: f"{i + 1:03d}")
def test_every_shipped_puzzle_round_trips_in_at_most_64_characters(index: int) -> None:
    # R7.1, R10.3: the start (items and modifiers of every bowl), the goal and the limit.
    puzzle, code = PUZZLES[index], CODES[index]
    assert len(code) <= 64
    assert code.startswith("TB1-")
    assert set(code[4:]) <= set(ALPHABET)
    shared = decode(code)
    assert (shared.position, shared.goal, shared.moves) == (
        puzzle.position,
        puzzle.goal,
        puzzle.moves,
    )


def test_codes_are_distinct_and_survive_retyping() -> None:
    assert len(set(CODES)) == len(CODES)
    code = CODES[41]
    retyped = " ".join(
        code.lower().replace("0", "o").replace("1", "l")[i : i + 5] for i in range(0, len(code), 5)
    )
    assert decode(retyped) == decode(code)
    assert decode(code.replace("-", "")) == decode(code)


def test_every_goal_type_and_modifier_kind_round_trips() -> None:
    bowls = ("RW", "YX", "G", "BB", "P", "", "WWX", "RGBYP", "", "", "X", "RGBYPWX")
    position = Position.from_notation(list(bowls), {"0": "frozen", "5": "reverse", "11": "volcano"})
    goals = [
        Goal(GoalType.CLEAR_COLOR, color="P"),
        Goal(GoalType.COLLECT, color="B", count=84),
        Goal(GoalType.SCORE, points=1_000_000),
        Goal(GoalType.COMBO, size=12),
        Goal(GoalType.AT_MOST, stones=0),
        Goal(GoalType.CLEAR_BOARD),
    ]
    for goal in goals:
        for moves in (1, 99):
            code = encode(position, goal, moves)
            assert decode(code) == puzzle_code.SharedPuzzle(position, goal, moves)


def test_a_full_board_still_fits_a_chat_line() -> None:
    full = Position.from_notation(["RYGBPWX"] * 12, {str(b): "volcano" for b in range(12)})
    code = encode(full, Goal(GoalType.SCORE, points=999_999), 99)
    assert len(code) <= 90
    assert decode(code).position == full


def _bad(text: str) -> PuzzleCodeError:
    with pytest.raises(PuzzleCodeError) as caught:
        decode(text)
    return caught.value


def test_each_kind_of_bad_code_gets_its_own_sentence() -> None:
    code = CODES[0]
    assert _bad("").kind is CodeProblem.EMPTY
    assert _bad("hello").kind is CodeProblem.NOT_A_CODE
    assert _bad("TB1-" + "U" * 10).kind is CodeProblem.NOT_A_CODE
    assert _bad("TB7-" + code[4:]).kind is CodeProblem.UNKNOWN_VERSION
    assert _bad(code[:-1]).kind is CodeProblem.CHECKSUM
    assert _bad("TB1-" + "Z" * 500).kind is CodeProblem.TOO_LONG
    flipped = code[:6] + ("0" if code[6] != "0" else "1") + code[7:]
    assert _bad(flipped).kind is CodeProblem.CHECKSUM
    # A body that holds a whole puzzle and more (its number plus a multiple of the product
    # of every radix), with a right checksum.
    assert _bad(_code_of(EMPTY_BOARD + CLEAR_IN_ONE, extra=1)).kind is CodeProblem.OUT_OF_RANGE
    # Modifiers must come in bowl order (one code per puzzle).
    unordered = [*EMPTY_BOARD, (2, 13), (5, 12), (0, 3), (2, 12), (1, 3), *CLEAR_IN_ONE]
    error = _bad(_code_of(unordered))
    assert error.kind is CodeProblem.OUT_OF_RANGE and "bowl order" in str(error)


EMPTY_BOARD = [(0, 8)] * 12  # (digit, radix): twelve empty bowls
CLEAR_IN_ONE = [(0, 13), (5, 6), (0, 99)]  # no modifier, clear_board, one move


def _code_of(digits: list[tuple[int, int]], extra: int = 0) -> str:
    """A signed code written field by field, as a hostile sender could."""
    number = 0
    product = 1
    for digit, radix in reversed(digits):
        number = number * radix + digit
        product *= radix
    body = puzzle_code._to_base32(number + extra * product)
    return f"TB1-{body}{puzzle_code._checksum(1, body)}"


def _signed(position: Position, goal: Goal, moves: int) -> str:
    """A code for a start ``encode`` accepts but R7.1 does not: made as a hostile sender
    would, with a right checksum."""
    return encode(position, goal, moves)


def test_a_board_not_at_rest_or_a_goal_already_met_is_refused() -> None:
    # R7.1: no bowl that would match, and not already meeting the goal.
    at_rest = Position.from_notation(["R", "RR"] + [""] * 10)
    busy = Position.from_notation(["RRR", "G"] + [""] * 10)
    error = _bad(_signed(busy, Goal(GoalType.CLEAR_BOARD), 3))
    assert error.kind is CodeProblem.NOT_AT_REST and error.bowl == 0
    met = _bad(_signed(at_rest, Goal(GoalType.CLEAR_COLOR, color="B"), 3))
    assert met.kind is CodeProblem.ALREADY_MET


def test_encode_refuses_what_no_code_can_carry() -> None:
    position = PUZZLES[0].position
    with pytest.raises(PuzzleCodeError):
        encode(position, PUZZLES[0].goal, 100)
    with pytest.raises(PuzzleCodeError):
        encode(position, Goal(GoalType.SCORE, points=2_000_000), 3)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=120))
def test_fuzz_any_text_is_a_puzzle_or_one_sentence(text: str) -> None:
    _decode_or_sentence(text)


CODE_CHARS = ALPHABET + "-ILOUilo u"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=CODE_CHARS, min_size=1, max_size=70))
def test_fuzz_code_like_text_is_a_puzzle_or_one_sentence(tail: str) -> None:
    _decode_or_sentence("TB1-" + tail)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET, min_size=1, max_size=60))
def test_fuzz_bodies_with_a_right_checksum_reach_the_puzzle_checks(body: str) -> None:
    # The checksum stops random text first; signing it reaches every later check.
    _decode_or_sentence(f"TB1-{body}{puzzle_code._checksum(1, body)}")


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CODES), st.integers(0, 63), st.sampled_from(ALPHABET))
def test_fuzz_one_changed_character_is_caught(code: str, where: int, char: str) -> None:
    where = 4 + where % (len(code) - 4)
    changed = code[:where] + char + code[where + 1 :]
    if changed == code:
        return
    error = _bad(changed)
    assert error.kind is CodeProblem.CHECKSUM


def _decode_or_sentence(text: str) -> None:
    try:
        shared = decode(text)
    except PuzzleCodeError as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 200
        assert isinstance(error.kind, CodeProblem)
        return
    # Whatever decodes is a start R7.1 accepts, and encodes back to a code of its own.
    assert puzzle_code.start_problem(shared.position, shared.goal) is None
    again = encode(
        shared.position,
        shared.goal,
        shared.moves,
        title=shared.title,
        generated=shared.generated,
    )
    assert decode(again) == shared


# -- the command line (R10.2's habits: JSON out, exit 2 with a sentence) --------------------


def engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", "code", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_cli_encode_then_decode_proves_the_limit() -> None:
    path = shipped_directory() / "017.json"
    done = engine("encode", "--file", str(path))
    assert done.returncode == 0, done.stderr
    code = json.loads(done.stdout)["code"]
    assert code == CODES[16]
    done = engine("decode", code)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert answer["bowls"] == raw["bowls"] and answer["goal"] == raw["goal"]
    assert answer["proven"] is True and answer["optimum"] <= raw["moves"]
    assert len(answer["solution"]) == answer["optimum"]


def test_cli_decode_refuses_a_goal_no_line_reaches(tmp_path: Path) -> None:
    # Puzzle 42 needs 4 moves (its optimum); the same board with a limit of 1 cannot be won.
    puzzle = PUZZLES[41]
    code = encode(puzzle.position, puzzle.goal, 1)
    done = engine("decode", code)
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"] == "unsolvable"
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("decode", "TB1-XYZW1234"),
        ("decode", "TB9-ABCDEFGH"),
        ("decode", "nonsense"),
        ("decode", "x" * 500),
        ("encode", "--file", "/nonexistent/puzzle.json"),
    ],
)
def test_cli_bad_input_exits_2_with_one_sentence(args: tuple[str, ...]) -> None:
    done = engine(*args)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().count("\n") <= 2  # argparse adds its usage line
