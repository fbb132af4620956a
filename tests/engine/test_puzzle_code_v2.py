"""Puzzle codes of version 2 (engine.puzzle_code): a code may carry a title (plain text,
cleaned and bounded) and the generator's difficulty and seed; version 1 codes still decode
and a code with neither is still written as version 1 (R7.1: what a code carries is a
start, a goal and a limit; the rest is a claim that the reader checks)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from twelve_bowls.engine import puzzle_code
from twelve_bowls.engine.generate import Difficulty, generate
from twelve_bowls.engine.puzzle_code import (
    ALPHABET,
    TITLE_BYTES_MAX,
    TITLE_CHARS_MAX,
    CodeProblem,
    GeneratedOrigin,
    PuzzleCodeError,
    clean_title,
    decode,
    encode,
)
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE = load_puzzles()[6]  # puzzle 7
START = (PUZZLE.position, PUZZLE.goal, PUZZLE.moves)


def _v2(digits: list[tuple[int, int]]) -> str:
    """A version 2 code signed from raw fields, as a hostile sender could write one."""
    number = 0
    for digit, radix in reversed(digits):
        number = number * radix + digit
    body = puzzle_code._to_base32(number)
    return f"TB2-{body}{puzzle_code._checksum(2, body)}"


def _bad(text: str) -> PuzzleCodeError:
    with pytest.raises(PuzzleCodeError) as caught:
        decode(text)
    return caught.value


def test_a_code_with_nothing_more_is_still_version_1_and_version_1_still_decodes() -> None:
    plain = encode(*START)
    assert plain.startswith("TB1-")
    assert decode(plain) == puzzle_code.SharedPuzzle(*START)
    titled = encode(*START, title="Two Steps")
    assert titled.startswith("TB2-")
    # The same start, goal and limit, and the title.
    shared = decode(titled)
    assert (shared.position, shared.goal, shared.moves, shared.title) == (*START, "Two Steps")
    assert shared.generated is None


@pytest.mark.parametrize(
    "title",
    ["Two Steps", "Deux étapes", "二つの段階", "दो चालें", "خطوتان", "🙂 emoji 🙂"],
)
def test_a_title_in_any_script_survives_the_round_trip(title: str) -> None:
    code = encode(*START, title=title)
    assert decode(code).title == title
    assert len(code) <= 160
    # Retyped in lower case, wrapped and pasted with marks, it still reads the same.
    wrapped = "\u200f" + " ".join(code.lower()[i : i + 8] for i in range(0, len(code), 8))
    assert decode(wrapped).title == title


def test_a_title_is_cleaned_of_invisible_and_direction_characters_and_bounded() -> None:
    assert clean_title("\u202eTwo\u200b Steps\u200f\u2066") == "Two Steps"
    assert clean_title("  a\tb\n\nc\u00a0\u3000d  ") == "a b c d"
    assert clean_title("\x00\x07x\ufeff\ue000") == "x"
    assert len(clean_title("x" * 500)) == TITLE_CHARS_MAX
    assert len(clean_title("界" * 40).encode("utf-8")) <= TITLE_BYTES_MAX
    assert decode(encode(*START, title="\u202eTwo Steps\u202c")).title == "Two Steps"
    assert encode(*START, title="\u200b\u200f ").startswith("TB1-")  # nothing left of it


def test_a_hand_made_title_is_cleaned_when_read_and_bytes_that_are_not_text_refused() -> None:
    digits = puzzle_code._puzzle_digits(*START)
    # A title the game never writes: an override and a zero-width space around the words.
    raw = "\u202eevil\u200b title".encode()
    sneaky = _v2([*digits, (len(raw), TITLE_BYTES_MAX + 1), *((b, 256) for b in raw), (0, 2)])
    assert decode(sneaky).title == "evil title"
    broken = _v2([*digits, (2, TITLE_BYTES_MAX + 1), (0xC3, 256), (0x28, 256), (0, 2)])
    error = _bad(broken)
    assert error.kind is CodeProblem.OUT_OF_RANGE and "title" in str(error)
    # A seed of the text kind that is not UTF-8.
    bad_seed = _v2([*digits, (0, TITLE_BYTES_MAX + 1), (1, 2), (0, 4), (2, 3), (0, 32), (255, 256)])
    assert _bad(bad_seed).kind is CodeProblem.OUT_OF_RANGE


@pytest.mark.parametrize(
    "seed", ["0", "123456789", "999999999999", "day-2026-12-07", "007", "a seed", "day-2026-13-01"]
)
@pytest.mark.parametrize("level", [level.value for level in Difficulty])
def test_a_generated_origin_survives_the_round_trip(seed: str, level: str) -> None:
    origin = GeneratedOrigin(level, seed)
    code = encode(*START, generated=origin)
    assert code.startswith("TB2-")
    assert decode(code).generated == origin
    assert decode(encode(*START, title="t", generated=origin)).generated == origin


def test_the_codes_levels_are_the_generators() -> None:
    assert tuple(level.value for level in Difficulty) == puzzle_code.LEVELS


def test_encode_refuses_an_origin_no_code_can_carry() -> None:
    with pytest.raises(PuzzleCodeError):
        encode(*START, generated=GeneratedOrigin("impossible", "1"))
    with pytest.raises(PuzzleCodeError):
        encode(*START, generated=GeneratedOrigin("easy", "x" * 40))
    with pytest.raises(PuzzleCodeError):
        encode(*START, generated=GeneratedOrigin("easy", ""))


def test_a_generated_puzzles_code_carries_its_difficulty_and_seed() -> None:
    made = generate("42", Difficulty.EASY)
    shared = decode(made.code)
    assert shared.generated == GeneratedOrigin("easy", "42")
    assert (shared.position, shared.goal, shared.moves) == (made.position, made.goal, made.limit)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET, min_size=1, max_size=120))
def test_fuzz_version_2_bodies_with_a_right_checksum_are_a_puzzle_or_one_sentence(
    body: str,
) -> None:
    try:
        shared = decode(f"TB2-{body}{puzzle_code._checksum(2, body)}")
    except PuzzleCodeError as error:
        assert str(error) and "\n" not in str(error) and isinstance(error.kind, CodeProblem)
        return
    assert shared.title == clean_title(shared.title)
    again = encode(
        shared.position, shared.goal, shared.moves, title=shared.title, generated=shared.generated
    )
    assert decode(again) == shared


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_fuzz_any_title_encodes_to_a_code_that_decodes_to_its_cleaned_self(title: str) -> None:
    code = encode(*START, title=title)
    assert len(code) < puzzle_code.CODE_MAX
    assert decode(code).title == clean_title(title)


# -- the command line -----------------------------------------------------------------------


def engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", "code", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_cli_decode_shows_the_title() -> None:
    done = engine("decode", encode(*START, title="\u202eTwo Steps"))
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["title"] == "Two Steps" and answer["proven"] is True
    assert "title" not in json.loads(engine("decode", encode(*START)).stdout)


def test_cli_decode_checks_a_generated_claim_by_making_the_puzzle_again() -> None:
    made = generate("42", Difficulty.EASY)
    answer = json.loads(engine("decode", made.code).stdout)
    assert answer["generated"] == {"difficulty": "easy", "seed": "42", "matches": True}
    # The same board claimed to come from another seed: not the generator's.
    forged = encode(made.position, made.goal, made.limit, generated=GeneratedOrigin("easy", "43"))
    answer = json.loads(engine("decode", forged).stdout)
    assert answer["generated"]["matches"] is False
    assert answer["proven"] is True  # still a puzzle, proven as any pasted code
