"""R10.2: the resolve interface answers every line, bad ones included, never a traceback."""

from __future__ import annotations

import io
import json

from engine import resolve_cli


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
