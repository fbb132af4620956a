"""A theme pack's manifest file as JSON, and the error a pack that cannot be used raises.

Apart from ``app.theming.packs`` (loading a pack) and ``app.theming.manifest`` (checking
its manifest with pydantic, after the first frame), which both read them: neither then
imports the other back.
"""

from __future__ import annotations

import json
from typing import Any

MANIFEST = "theme.json"


class PackError(Exception):
    """A theme pack that cannot be used; the message is one sentence for the gallery."""


def json_object(data: bytes, source: str = MANIFEST) -> dict[str, Any]:
    """``data`` read as one JSON object; ``PackError`` when it is not."""
    try:
        # utf-8-sig: a byte-order mark, as Windows Notepad writes one, is not part of the text.
        raw = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise PackError(f"{source} is not UTF-8 text.") from None
    except json.JSONDecodeError as error:
        raise PackError(
            f"{source} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})."
        ) from None
    if not isinstance(raw, dict):
        raise PackError(f"{source} must hold one JSON object.")
    return raw
