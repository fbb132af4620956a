"""R10.2: ``python -m engine resolve`` — JSON Lines in, one JSON line out per case."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

from engine.board import GameError, IllegalMove, InvalidRefill, Position
from engine.rules import apply


def resolve_case(case: Any) -> dict[str, Any]:
    """One R10.2 case to its result object, or to an error object; never raises."""
    if not isinstance(case, dict):
        return _error(None, "malformed", "each line must be a JSON object")
    case_id = case.get("id")
    try:
        position = Position.from_notation(case.get("bowls"), case.get("modifiers"))
        if "move" not in case:
            raise IllegalMove("the case has no 'move'")
        refill = _parse_refill(case.get("refill", []))
        result = apply(position, case["move"], refill, log=False)
    except GameError as error:
        return _error(case_id, error.kind, str(error))
    return {
        "id": case_id,
        "bowls": list(result.position.bowls),
        "points": result.points,
        "combo": result.combo,
        "perfect_clear": result.perfect_clear,
        "overflow": result.overflow.value if result.overflow else None,
        "erupted": list(result.erupted),
    }


def _parse_refill(raw: object) -> list[tuple[int, str]]:
    """Shape check only; ``apply`` checks bowl numbers and item letters."""
    if not isinstance(raw, list) or not all(
        isinstance(entry, list) and len(entry) == 2 for entry in raw
    ):
        raise InvalidRefill("'refill' must be a list of [bowl, item] pairs")
    return [(entry[0], entry[1]) for entry in raw]


def _error(case_id: object, kind: str, message: str) -> dict[str, Any]:
    return {"id": case_id, "error": kind, "message": message}


def resolve_lines(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
        except json.JSONDecodeError as error:
            yield _error(None, "malformed_json", f"line {number} is not valid JSON: {error.msg}")
            continue
        yield resolve_case(case)


# One encoder for every line: json.dumps with options builds a new one per call.
_encode = json.JSONEncoder(ensure_ascii=False).encode


def run(stdin: TextIO, stdout: TextIO) -> int:
    for result in resolve_lines(stdin):
        stdout.write(_encode(result) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.stdin, sys.stdout))
