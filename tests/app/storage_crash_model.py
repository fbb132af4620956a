"""The document the fault-injection test saves: a counter plus padding whose length and
checksum depend on the counter, so that any torn or mixed write fails validation."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from app.storage import JsonFile


def _pad(n: int) -> str:
    # 0.1 to 40 KB: large enough that a write spans several pages, sizes vary per save.
    seed = hashlib.sha256(str(n).encode()).hexdigest()
    return seed * (1 + (n * 37) % 640)


def encode(n: int) -> dict[str, Any]:
    return {"n": n, "pad": _pad(n)}


def decode(doc: dict[str, Any]) -> int:
    n = doc["n"]
    if not isinstance(n, int) or doc["pad"] != _pad(n):
        raise ValueError("padding does not match the counter")
    return n


def make_file(path: Path) -> JsonFile[int]:
    return JsonFile(path, version=1, decode=decode, encode=encode)
