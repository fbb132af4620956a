"""What every engine command needs to never end in a traceback (R10.2).

``shown`` puts a value a user gave into a message as JSON text (``true``, ``null``,
``[0, "RR"]``), not as a Python repr; the argparse types refuse out-of-range numbers and
text that is not valid Unicode; ``run_guarded`` turns a closed output pipe into a quiet end.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

SHOWN_MAX = 60  # characters of a value quoted in a message


def shown(value: object) -> str:
    """``value`` as the JSON a user would have typed, cut short; never raises."""
    try:
        text = json.dumps(value, ensure_ascii=True, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        text = "a value that is not JSON" if not isinstance(value, str) else json.dumps("?")
    return text if len(text) <= SHOWN_MAX else text[: SHOWN_MAX - 3] + "..."


def has_surrogates(text: str) -> bool:
    """True for text holding lone surrogates: bytes that were not UTF-8 (surrogateescape)
    or an escaped ``\\ud800``; such text cannot be written out or hashed as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def text_argument(what: str, max_length: int) -> Callable[[str], str]:
    """An argparse type: text of 1..``max_length`` characters that is valid Unicode."""

    def parse(text: str) -> str:
        import argparse  # only commands need it; the rules import ``shown``

        if has_surrogates(text):
            raise argparse.ArgumentTypeError(f"the {what} must be UTF-8 text")
        if not 1 <= len(text) <= max_length:
            raise argparse.ArgumentTypeError(f"the {what} must have 1 to {max_length} characters")
        return text

    return parse


def int_argument(what: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        import argparse

        digits = text.strip()
        body = digits[1:] if digits[:1] in "+-" else digits
        if not body.isdigit() or not body.isascii() or len(body) > 18:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number {low} to {high}")
        value = int(digits)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number {low} to {high}")
        return value

    return parse


INTERRUPTED = 130  # the shells' code for a command ended by Ctrl+C (128 + SIGINT)


def run_guarded(main: Callable[[], int]) -> int:
    """Run a command; a reader that stopped reading (``| head -1``) ends it quietly, and
    Ctrl+C ends it with one line and exit code 130, not a traceback."""
    try:
        return main()
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return INTERRUPTED
    except BrokenPipeError:
        # Point stdout at nothing so that the interpreter's final flush does not fail again.
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), sys.stdout.fileno())
        return 0
