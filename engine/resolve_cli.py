"""R10.2: ``python -m engine resolve`` — JSON Lines in, one JSON line out per case.

The hot path: input is taken in the pieces the pipe delivers and the answers to
one piece are written together, so an answer waits only while more input is already there
to read; a case is checked and played on the fast path's plain values (``engine.fast``)
without building a ``Position`` or a ``MoveResult``; and a result whose id is an integer,
null or ASCII text is written from a template, the same bytes ``json`` writes for it.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Iterable, Iterator
from json.encoder import encode_basestring

from . import fast
from .cli_safety import has_surrogates, shown
from .notation import (
    BOWL_COUNT,
    NO_KINDS,
    GameError,
    IllegalMove,
    InvalidRefill,
    ModifierKind,
    bowls_from_notation,
    check_refill,
    modifier_kinds,
)
from .phase import Phase

TYPE_CHECKING = False  # as typing's, which resolve's start does not import (mypy reads it)
if TYPE_CHECKING:
    from typing import Any, TextIO


def resolve_case(case: Any) -> dict[str, Any]:
    """One R10.2 case to its result object, or to an error object; never raises."""
    if not isinstance(case, dict):
        return _error(None, "malformed", "each line must be a JSON object")
    case_id = case.get("id")
    try:
        bowls, points, combo, perfect, overflow, erupted, _ = _play(case)
    except GameError as error:
        return _error(case_id, error.kind, str(error))
    return {
        "id": case_id,
        "bowls": list(bowls),
        "points": points,
        "combo": combo,
        "perfect_clear": perfect,
        "overflow": overflow.value if overflow else None,
        "erupted": list(erupted),
    }


def _play(case: dict[str, Any]) -> fast.Outcome:
    """The checks of ``Position.from_notation`` and ``rules.apply``, in their order, then
    the move on the fast path (``apply(..., log=False)`` without its result objects)."""
    bowls = bowls_from_notation(case.get("bowls"))
    modifiers = case.get("modifiers") or {}
    info = _modifier_info(modifiers) if type(modifiers) is dict else None
    if info is None:  # not plain R10.1 modifiers: the checks' own error, or their kinds
        info = fast.kinds_info(modifier_kinds(modifiers))
    if "move" not in case:
        raise IllegalMove("the case has no 'move'")
    refill = _parse_refill(case.get("refill", []))
    move = case["move"]
    if (
        type(move) is not int
        or not 0 <= move < BOWL_COUNT
        or not bowls[move]
        or info[2] >> move & 1
    ):
        _refuse(bowls, info, move)  # only a refused move gets here (R2.1)
    if refill:
        check_refill(refill)
    return fast.play_once(bowls, info, move, refill)


# R10.1's modifier pairs, each spelt as ``modifier_kinds`` accepts it, to its bowl and kind.
_PAIRS: dict[tuple[str, str], tuple[int, str]] = {
    (str(bowl), kind.value): (bowl, kind.value)
    for bowl in range(BOWL_COUNT)
    for kind in ModifierKind
}
_FROZEN, _REVERSE = ModifierKind.FROZEN.value, ModifierKind.REVERSE.value


def _modifier_info(modifiers: dict[Any, Any]) -> fast.ModifierInfo | None:
    """``fast.kinds_info(modifier_kinds(modifiers))`` for a case's own modifiers object,
    straight from its pairs (each case brings a new one: nothing to memoise), or None when
    a pair is not plain R10.1 notation."""
    if not modifiers:
        return fast.kinds_info(NO_KINDS)
    reaches = list(fast.FORWARD)
    volcanoes = []
    frozen = 0
    for pair in modifiers.items():
        try:
            bowl, kind = _PAIRS[pair]
        except (KeyError, TypeError):  # TypeError: a value that cannot be hashed
            return None
        if kind == _FROZEN:
            frozen |= 1 << bowl
        elif kind == _REVERSE:
            reaches[bowl] = fast.BACKWARD[bowl]
        else:
            volcanoes.append(bowl)
    if len(volcanoes) > 1:
        volcanoes.sort()  # R3.3: in increasing bowl number
    return tuple(reaches), tuple(volcanoes), frozen


def _refuse(bowls: tuple[str, ...], info: fast.ModifierInfo, move: object) -> None:
    """Raise the ``IllegalMove`` of ``rules.check_move``, word for word, without building
    the board's classes (their import costs as much as a thousand cases)."""
    if isinstance(move, bool) or not isinstance(move, int):
        raise IllegalMove(f"move {shown(move)} is not a bowl number")
    if not 0 <= move < BOWL_COUNT:
        raise IllegalMove(f"bowl {shown(move)} does not exist")
    if not bowls[move]:
        raise IllegalMove(f"bowl {move} is empty")
    raise IllegalMove(f"bowl {move} is frozen")  # info[2]'s bit: the last reason left


def _parse_refill(raw: object) -> list[tuple[int, str]]:
    """Shape check only; ``check_refill`` checks bowl numbers and item letters."""
    if not isinstance(raw, list):
        raise InvalidRefill(_REFILL_SHAPE)
    pairs = []
    for entry in raw:
        if not isinstance(entry, list) or len(entry) != 2:
            raise InvalidRefill(_REFILL_SHAPE)
        pairs.append((entry[0], entry[1]))
    return pairs


_REFILL_SHAPE = "'refill' must be a list of [bowl, item] pairs"


def _error(case_id: object, kind: str, message: str) -> dict[str, Any]:
    return {"id": case_id, "error": kind, "message": message}


# A result line as json.JSONEncoder(ensure_ascii=False) writes it: ", " and ": " between
# items, bowls are item letters (nothing to escape), the numbers are ints.
_RESULT = (
    '{"id": %s, "bowls": ["%s"], "points": %d, "combo": %d, "perfect_clear": %s, '
    '"overflow": %s, "erupted": [%s]}\n'
)
_OVERFLOW = {None: "null", Phase.PLAYER: '"player"', Phase.REFILL: '"refill"'}


def answer(case: Any) -> str:
    """One parsed case to its output line, newline included; never raises."""
    if type(case) is dict:
        case_id = case.get("id")
        id_text: str | None = None
        if type(case_id) is int:  # not bool: JSON's true is written "true"
            id_text = repr(case_id)
        elif case_id is None:
            id_text = "null"
        elif type(case_id) is str and case_id.isascii():  # no lone surrogates to escape
            id_text = encode_basestring(case_id)
        if id_text is not None:
            try:
                bowls, points, combo, perfect, overflow, erupted, _ = _play(case)
            except GameError as error:
                return encode_result(_error(case_id, error.kind, str(error)))
            return _RESULT % (
                id_text,
                '", "'.join(bowls),
                points,
                combo,
                "true" if perfect else "false",
                _OVERFLOW[overflow],
                ", ".join(map(str, erupted)),
            )
    return encode_result(resolve_case(case))


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"{text} is too large for a number")
    return value


# One decoder for every line: json.loads with options builds a new one per call.
_decoder = json.JSONDecoder(parse_constant=_not_json, parse_float=_finite)
_decode = _decoder.decode
_scan: Callable[[str, int], tuple[Any, int]] = _decoder.scan_once  # type: ignore[attr-defined]
_JSON_SPACE = " \t\n\r"


def _json_value(line: str) -> Any:
    """``_decode(line)``. A line whose value starts at once is handed to the scanner that
    ``decode`` calls, without decode's two whitespace matches; if anything but JSON
    whitespace follows the value, or there is none, ``decode`` says what is wrong."""
    if line and line[0] not in _JSON_SPACE:
        try:
            value, end = _scan(line, 0)
        except StopIteration:
            pass
        else:
            if not line[end:].strip(_JSON_SPACE):
                return value
    return _decode(line)


def parse_line(number: int, line: str | bytes) -> Any:
    """One line to a JSON value, or an error object (``_LineError``) saying why not."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as error:
            raise _LineError(f"line {number} is not UTF-8 text (byte {error.start + 1})") from None
    try:
        if line.startswith("\ufeff"):  # what json.loads says of it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", line, 0)
        return _json_value(line)
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


def answer_line(number: int, line: str | bytes) -> str | None:
    """The output line for input line ``number``, or None for a blank line."""
    if not line or line.isspace():  # what `not line.strip()` says, without a copy
        return None
    try:
        case = parse_line(number, line)
    except _LineError as error:
        return encode_result(_error(None, "malformed_json", str(error)))
    try:
        return answer(case)
    except RecursionError:
        return encode_result(_error(None, "malformed", f"line {number} is nested too deeply"))


def resolve_lines(lines: Iterable[str | bytes]) -> Iterator[str]:
    """Output lines, one per case, for input lines (numbered from 1, blank ones too)."""
    for number, line in enumerate(lines, start=1):
        text = answer_line(number, line)
        if text is not None:
            yield text


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


_PIECE = 1 << 16


def _pieces(read1: Any) -> Iterator[list[bytes]]:
    """Whole lines, newline kept, in the pieces the stream delivers: ``read1`` returns what
    is there to read without waiting for more. A last line without newline comes last."""
    pending: list[bytes] = []
    while True:
        chunk: bytes = read1(_PIECE)
        if not chunk:
            break
        if b"\n" not in chunk:
            pending.append(chunk)
            continue
        pending.append(chunk)
        *lines, rest = b"".join(pending).split(b"\n")
        pending = [rest] if rest else []
        yield [line + b"\n" for line in lines]
    if pending:
        yield [b"".join(pending)]


def run(stdin: TextIO, stdout: TextIO) -> int:
    # Bytes in and out where the streams have them: the locale's encoding plays no part.
    source: Any = getattr(stdin, "buffer", stdin)
    sink = getattr(stdout, "buffer", None)
    read1 = getattr(source, "read1", None)
    if sink is None or read1 is None:  # text streams (tests): one line at a time
        for line in resolve_lines(source):
            if sink is not None:
                sink.write(line.encode("utf-8"))
                sink.flush()
            else:
                stdout.write(line)
                stdout.flush()
        return 0
    number = 0
    for piece in _pieces(read1):
        answers = []
        for raw in piece:
            number += 1
            text = answer_line(number, raw)
            if text is not None:
                answers.append(text)
        if answers:  # every answer is valid UTF-8: encode_result escaped the rest
            sink.write("".join(answers).encode("utf-8"))
            sink.flush()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.stdin, sys.stdout))
