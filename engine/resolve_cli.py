"""R10.2: ``python -m engine resolve`` — JSON Lines in, one JSON line out per case."""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

from engine.board import GameError, IllegalMove, InvalidRefill, Position
from engine.cli_safety import has_surrogates
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


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"{text} is too large for a number")
    return value


def parse_line(number: int, line: str | bytes) -> Any:
    """One line to a JSON value, or an error object (``_LineError``) saying why not."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as error:
            raise _LineError(f"line {number} is not UTF-8 text (byte {error.start + 1})") from None
    try:
        return json.loads(line, parse_constant=_not_json, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise _LineError(f"line {number} is not valid JSON: {error.msg}") from None
    except RecursionError:
        raise _LineError(f"line {number} is nested too deeply") from None
    except ValueError as error:  # NaN, 1e999, an integer of 4300+ digits
        reason = str(error) if "JSON number" in str(error) or "too large" in str(error) else ""
        raise _LineError(
            f"line {number} is not valid JSON: {reason or 'a number is too long'}"
        ) from None


class _LineError(Exception):
    pass


def resolve_lines(lines: Iterable[str | bytes]) -> Iterator[dict[str, Any]]:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            case = parse_line(number, line)
        except _LineError as error:
            yield _error(None, "malformed_json", str(error))
            continue
        try:
            yield resolve_case(case)
        except RecursionError:
            yield _error(None, "malformed", f"line {number} is nested too deeply")


# One encoder for every line: json.dumps with options builds a new one per call.
_encode = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode


def encode_result(result: dict[str, Any]) -> str:
    """One output line of valid JSON whatever the echoed id holds (lone surrogates are
    written escaped; an id that cannot be JSON is replaced by an error)."""
    try:
        text = _encode(result)
        if has_surrogates(text):
            text = json.dumps(result, ensure_ascii=True, allow_nan=False)
    except (ValueError, TypeError, RecursionError):
        text = json.dumps(_error(None, "malformed", "the case's id cannot be written as JSON"))
    return text + "\n"


def run(stdin: TextIO, stdout: TextIO) -> int:
    # Bytes in and out where the streams have them: the locale's encoding plays no part.
    source: Iterable[str | bytes] = getattr(stdin, "buffer", stdin)
    sink = getattr(stdout, "buffer", None)
    for result in resolve_lines(source):
        line = encode_result(result)
        if sink is not None:
            sink.write(line.encode("utf-8"))
            sink.flush()
        else:
            stdout.write(line)
            stdout.flush()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.stdin, sys.stdout))
