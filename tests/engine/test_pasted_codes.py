"""A code copied from a chat (R7.1's shared puzzle): invisible and direction characters
are dropped and look-alike spaces and dashes folded, in the engine, so the game's dialog
and ``engine code decode`` read the same code; the proof of a pasted code is bounded as a
whole; the command line's sentences keep their capitals."""

from __future__ import annotations

import contextlib
import io
import json
import tracemalloc

import pytest

from twelve_bowls.engine import solve
from twelve_bowls.engine.__main__ import main as engine_main
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.puzzle_code import decode, encode
from twelve_bowls.engine.puzzles import load_puzzles

PUZZLE = load_puzzles()[11]
CODE = encode(PUZZLE.position, PUZZLE.goal, PUZZLE.moves)

# What chats, word processors and right-to-left text fields put into a copied code.
PASTED: dict[str, str] = {
    "right-to-left marks": "\u200f" + CODE + "\u200f",
    "left-to-right mark inside": CODE[:6] + "\u200e" + CODE[6:],
    "embedding": "\u202b" + CODE + "\u202c",
    "override": "\u202e" + CODE + "\u202c",
    "isolate": "\u2067" + CODE + "\u2069",
    "zero-width space": CODE[:4] + "\u200b" + CODE[4:10] + "\u200b" + CODE[10:],
    "zero-width joiners": CODE[:5] + "\u200c\u200d" + CODE[5:],
    "word joiner": CODE[:8] + "\u2060" + CODE[8:],
    "byte-order mark": "\ufeff" + CODE,
    "soft hyphen": CODE[:7] + "\u00ad" + CODE[7:],
    "no-break spaces": CODE[:4] + "\u00a0" + CODE[4:9] + "\u202f" + CODE[9:],
    "ideographic space": "\u3000" + CODE + "\u3000",
    "thin and figure spaces": CODE[:6] + "\u2009\u2007" + CODE[6:],
    "line separator": CODE[:10] + "\u2028" + CODE[10:],
    "en dash for the hyphen": CODE.replace("-", "\u2013", 1),
    "non-breaking hyphen": CODE.replace("-", "\u2011", 1),
    "minus sign": CODE.replace("-", "\u2212", 1),
    "full-width letters": "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c for c in CODE),
}


@pytest.mark.parametrize("case", PASTED)
def test_a_pasted_code_reads_as_the_code(case: str) -> None:
    shared = decode(PASTED[case])
    assert (shared.position, shared.goal, shared.moves) == (
        PUZZLE.position,
        PUZZLE.goal,
        PUZZLE.moves,
    )


def _engine(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = engine_main(["code", *args])
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("case", ["right-to-left marks", "no-break spaces", "isolate"])
def test_the_command_line_reads_a_pasted_code_too(case: str) -> None:
    status, out, _ = _engine("decode", PASTED[case])
    assert status == 0
    assert json.loads(out)["proven"] is True


def test_the_command_lines_sentences_keep_their_capitals() -> None:
    status, out, err = _engine("decode", "XB1-0000")
    assert status == 2
    message = json.loads(out)["message"]
    assert message == "A puzzle code starts with TB1- or TB2-."
    assert err == f"error: {message}\n"
    _, out, _ = _engine("decode", "TB1-00U0")
    assert "I, L, O and U" in json.loads(out)["message"]


def _hostile_code() -> str:
    # Thirty moves on a crowded board whose goal (at most two stones) is far away: the
    # search grows by about ten times per move.
    board = ("RYG", "BPR", "YGB", "PRY", "GBP", "RYG", "BPR", "YGB", "PRY", "GBP", "RY", "GB")
    goal = Goal(GoalType.AT_MOST, stones=2)
    return encode(Position(bowls=board, modifiers=(None,) * 12), goal, 30)


def test_the_search_is_bounded_as_a_whole_not_per_layer() -> None:
    # The bound counts every state the search holds, as they are found: the memory it
    # takes stays in proportion to the bound (about 430 and 520 bytes per state here).
    # The per-layer check let a layer twice the bound be built first, and kept every
    # layer before it: 1,080 and 1,220 bytes per state of the bound, here; on a long
    # limit, gigabytes.
    shared = decode(_hostile_code())
    bound = 20_000
    tracemalloc.start()
    try:
        with pytest.raises(solve.SearchLimit):
            solve.solve_optimum(
                shared.position, shared.goal, max_depth=shared.moves, max_states=bound
            )
        with pytest.raises(solve.SearchLimit):
            solve.solve(shared.position, shared.goal, max_depth=shared.moves, max_states=bound)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < bound * 800


def test_the_command_line_says_when_the_proof_was_cut_short(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("twelve_bowls.engine.puzzle_code.PROOF_MAX_STATES", 5_000)
    status, out, err = _engine("decode", _hostile_code())
    assert status == 0
    answer = json.loads(out)
    assert answer["proven"] is False and answer["optimum"] is None
    assert err == (
        "note: the solver stopped after 5000 positions without a proof; "
        "the code can be played unproven.\n"
    )
