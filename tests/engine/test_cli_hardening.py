"""The engine's commands answer every bad line or option with a sentence
and go on; never a traceback (R10.2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

GOOD = json.dumps({"id": "ok", "bowls": ["R", "RR"] + [""] * 10, "move": 0}).encode()


def engine(
    *args: str | bytes, stdin: bytes = b"", **env: str
) -> subprocess.CompletedProcess[bytes]:
    environment = {**os.environ, "PYTHONUTF8": "0", **env}
    return subprocess.run(
        [sys.executable, "-m", *args],
        input=stdin,
        capture_output=True,
        env=environment,
        timeout=120,
        check=False,
    )


BAD_LINES = {
    "deep": b"[" * 5000 + b"]" * 5000,
    "deep-object": b'{"id": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "long-int": b'{"id": ' + b"9" * 5000 + b', "bowls": [], "move": 0}',
    "surrogate": b'{"id": "\\ud800", "bowls": ["R", "RR"' + b', ""' * 10 + b'], "move": 0}',
    "not-utf8": b'{"id": "\xff\xfe", "move": 0}',
    "nan": b'{"id": NaN, "bowls": [], "move": 0}',
    "infinity": b'{"id": 1e999, "bowls": [], "move": 0}',
}


@pytest.mark.parametrize("name", BAD_LINES)
def test_resolve_answers_a_bad_line_and_goes_on(name: str) -> None:
    # A strict UTF-8 locale: the output must not depend on it (R10.2).
    done = engine(
        "engine", "resolve", stdin=BAD_LINES[name] + b"\n" + GOOD + b"\n", LC_ALL="C.UTF-8"
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    first, second = (json.loads(line) for line in done.stdout.decode("utf-8").splitlines())
    assert second["id"] == "ok" and "error" not in second
    if name == "surrogate":
        assert first["id"] == "\ud800" and "error" not in first  # echoed, as valid JSON
    else:
        assert "error" in first and first["message"].startswith("line 1 ")


def test_resolve_into_a_closed_pipe_ends_quietly() -> None:
    # pipefail: the status is the engine's, not head's.
    command = f"set -o pipefail; {sys.executable} -m engine resolve | head -1"
    lines = (GOOD + b"\n") * 20_000
    done = subprocess.run(
        ["bash", "-c", command], input=lines, capture_output=True, timeout=300, check=False
    )
    assert done.returncode == 0
    assert done.stdout.count(b"\n") == 1
    assert b"Traceback" not in done.stderr and b"Error" not in done.stderr, done.stderr


def _messages(*cases: dict[str, Any]) -> list[str]:
    from tests.engine.test_resolve_cli import run_lines

    return [str(r["message"]) for r in run_lines(*(json.dumps(case) for case in cases))]


def test_messages_quote_values_as_json_not_python() -> None:
    bowls = ["R", "RR"] + [""] * 10
    messages = _messages(
        {"bowls": bowls, "move": True},
        {"bowls": bowls, "move": None},
        {"bowls": bowls, "move": 0, "refill": [[0, ["RR"]]]},
        {"bowls": ["R", "RQ"] + [""] * 10, "move": 0},
    )
    assert messages[0] == "move true is not a bowl number"
    assert messages[1] == "move null is not a bowl number"
    assert '[0, ["RR"]]' in messages[2]
    assert '"Q"' in messages[3]
    for text in messages:
        assert "True" not in text and "None" not in text and "'" not in text


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("engine", "new", "endless", "--seed", b"\xff"), b"seed must be UTF-8 text"),
        (("engine", "new", "endless", "--seed", "s" * 201), b"1 to 200 characters"),
        (("engine", "replay", "--mode", "endless", "--seed", b"\xfe", "--moves", "0"), b"UTF-8"),
        (
            ("twelve_bowls.engine.simulate", "--first-date", "9999-12-31", "--days", "2"),
            b"past the year",
        ),
        (("twelve_bowls.engine.simulate", "--days", "-1"), b"--days must be a whole number"),
        (
            ("twelve_bowls.engine.solve", "--max-depth", "-5", "puzzles/001.json"),
            b"--max-depth must be",
        ),
        (
            ("twelve_bowls.engine.solve", "--max-depth", "9" * 5000, "puzzles/001.json"),
            b"--max-depth must be",
        ),
    ],
    ids=["seed-bytes", "seed-long", "replay-seed", "simulate-date", "days", "depth", "depth-huge"],
)
def test_bad_option_values_are_refused_with_a_sentence(
    args: tuple[str | bytes, ...], says: bytes
) -> None:
    done = engine(*args, LC_ALL="C.UTF-8")
    assert done.returncode == 2, done.stderr
    assert says in done.stderr
    assert b"Traceback" not in done.stderr
