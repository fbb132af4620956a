"""R10.2: the resolve interface answers every line, bad ones included, never a traceback."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.helpers import examples
from twelve_bowls.engine import GameError, Position, apply, resolve_cli


def run_lines(*lines: str) -> list[dict[str, object]]:
    out = io.StringIO()
    assert resolve_cli.run(io.StringIO("".join(line + "\n" for line in lines)), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


GOOD = json.dumps({"id": "ok", "bowls": ["R", "RR"] + [""] * 10, "move": 0})


def test_malformed_json_gets_an_error_line_and_processing_goes_on() -> None:
    results = run_lines("{not json", GOOD)
    assert results[0]["error"] == "malformed_json"
    assert "line 1" in str(results[0]["message"])
    assert results[1]["id"] == "ok"
    assert results[1]["points"] == 30 + 100  # the match empties the board: Perfect Clear


def test_a_line_that_is_not_an_object_gets_an_error() -> None:
    results = run_lines("[1, 2]", "42", GOOD)
    assert [r.get("error") for r in results] == ["malformed", "malformed", None]


def test_bad_refill_and_bad_modifiers_get_errors_not_tracebacks() -> None:
    bowls = ["R", "RR"] + [""] * 10
    cases = [
        {"id": 1, "bowls": bowls, "move": 0, "refill": [[12, "R"]]},
        {"id": 2, "bowls": bowls, "move": 0, "refill": [[1, "Q"]]},
        {"id": 3, "bowls": bowls, "move": 0, "refill": "RR"},
        {"id": 4, "bowls": bowls, "move": 0, "modifiers": ["frozen"]},
        {"id": 5, "bowls": bowls, "move": 0, "modifiers": {"x": "frozen"}},
        {"id": 6, "bowls": [1] * 12, "move": 0},
    ]
    results = run_lines(*(json.dumps(case) for case in cases))
    assert [r["error"] for r in results] == [
        "invalid_refill",
        "invalid_refill",
        "invalid_refill",
        "invalid_position",
        "invalid_position",
        "invalid_position",
    ]
    assert all(isinstance(r["message"], str) and r["message"] for r in results)


def test_blank_lines_are_skipped_and_ids_pass_through() -> None:
    results = run_lines("", json.dumps({"id": {"any": ["thing"]}, "bowls": [""] * 12, "move": 0}))
    assert results == [
        {"id": {"any": ["thing"]}, "error": "illegal_move", "message": "bowl 0 is empty"}
    ]


def reference(case: Any) -> dict[str, Any]:
    """R10.2's result for one case, from the validated position and the logged path."""
    if not isinstance(case, dict):
        return {"id": None, "error": "malformed", "message": "each line must be a JSON object"}
    try:
        position = Position.from_notation(case.get("bowls"), case.get("modifiers"))
        if "move" not in case:
            raise resolve_cli.IllegalMove("the case has no 'move'")
        refill = resolve_cli._parse_refill(case.get("refill", []))
        result = apply(position, case["move"], refill)
    except GameError as error:
        return {"id": case.get("id"), "error": error.kind, "message": str(error)}
    return {
        "id": case.get("id"),
        "bowls": list(result.position.bowls),
        "points": result.points,
        "combo": result.combo,
        "perfect_clear": result.perfect_clear,
        "overflow": result.overflow.value if result.overflow else None,
        "erupted": list(result.erupted),
    }


_ids = st.one_of(
    st.integers(-(10**20), 10**20),
    st.text(max_size=8),
    st.none(),
    st.booleans(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.lists(st.integers(), max_size=2),
)
_board = st.lists(st.text(alphabet="RRYYGGBBPWX", min_size=1, max_size=7), min_size=12, max_size=12)
_odd_bowl = st.sampled_from(["RRRRRRRR", "r", "", "RQ", 7])
_bad_board = st.lists(st.text(alphabet="RYGBPWX", max_size=7) | _odd_bowl, min_size=11, max_size=13)
_refill_bowl = st.sampled_from([*range(12), *range(12), -1, 12, True, "1"])
_cases = st.fixed_dictionaries(
    {
        # Most boards valid, most moves bowl numbers: the path that plays is the hot one.
        "bowls": st.sampled_from([_board, _board, _board, _bad_board]).flatmap(lambda s: s),
        "move": st.sampled_from([0, 0, 1]).flatmap(
            lambda odd: st.sampled_from([-1, 12, True, None, 2.0]) if odd else st.integers(0, 11)
        ),
    },
    optional={
        "id": _ids,
        "modifiers": st.dictionaries(
            st.sampled_from([*(str(i) for i in range(12))] * 4 + ["12", "01", "x"]),
            st.sampled_from(["frozen", "reverse", "volcano", "volcano"] * 4 + ["hot"]),
            max_size=3,
        ),
        "refill": st.lists(
            st.tuples(_refill_bowl, st.sampled_from("RYGBPWXRYGBPQ")).map(list), max_size=3
        ),
    },
)


@settings(max_examples=examples(500), deadline=None)
@given(_cases)
def test_each_answer_is_the_json_of_the_logged_result(case: dict[str, Any]) -> None:
    # The resolve hot path plays on the fast path and writes common result lines from a
    # template: byte for byte what json writes for the R10.2 result the logged path gives.
    expected = resolve_cli.encode_result(reference(case))
    assert resolve_cli.answer(case) == expected
    assert resolve_cli.encode_result(resolve_cli.resolve_case(case)) == expected
