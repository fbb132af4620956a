"""The first frame's view of the profile, read without pydantic (start-up).

Validating the profile with pydantic costs more than the rest of the first frame put
together (importing it and building the models: 150-220 ms). The home screen's first frame
needs only the settings and three record facts, so start-up reads the profile file with the
standard library, through the same safe reader as every save file (``app.storage``: regular
files only, size checked first, duplicate keys refused) and checks every field of it against
the profile's own description (``engine.profile_table``, derived from the pydantic models:
types, bounds, which fields exist). Whatever does not fit makes this reader give up, and the
context then loads the profile the full way at once, which sets a damaged file aside and
says so. Either way the full load (``ProfileService.load_profile``) runs right after the
first frame, and whatever it finds different from this view is announced like any other
change (``AppContext.finish_loading``).
"""

from __future__ import annotations

import datetime as dt
import math
from collections import namedtuple
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from twelve_bowls.app.storage import BadDocument, parse_document, read_regular_file
from twelve_bowls.engine.profile_table import TABLE

MAX_BYTES = 4 * 1024 * 1024  # larger than any real profile: let the full load judge it

_MODELS: Mapping[str, Any] = TABLE["models"]


def _plain_model(model: str, name: str) -> Any:
    """A NamedTuple class with the fields and defaults of the model ``model`` (a
    NamedTuple costs a quarter of a frozen dataclass), so that a field added to the model
    is here too without a second edit."""
    fields = _MODELS[model]["fields"]
    names = list(fields)
    defaults: list[Any] = []
    for field in reversed(names):  # a NamedTuple's defaults are its last fields'
        if "default" not in fields[field]:
            break
        defaults.insert(0, _default(fields[field]))
    return namedtuple(name, names, defaults=defaults)


def _default(field: Mapping[str, Any]) -> Any:
    value = field["default"]
    spec = field["type"]
    if spec["kind"] == "model":
        return _plain(spec["name"], value)
    return value


# ``engine.profile.WindowPlacement`` and ``engine.profile.Settings``'s values.
StartPlacement = _plain_model("WindowPlacement", "StartPlacement")
StartSettings = _plain_model("Settings", "StartSettings")
_PLAIN = {"WindowPlacement": StartPlacement, "Settings": StartSettings}


def _plain(model: str, raw: Mapping[str, Any]) -> Any:
    """A checked model value as its NamedTuple (nested models too)."""
    fields = _MODELS[model]["fields"]
    values = {}
    for name, value in raw.items():
        spec = fields[name]["type"]
        if spec["kind"] == "optional" and value is not None:
            spec = spec["inner"]
        if spec["kind"] == "model" and value is not None:
            value = _plain(spec["name"], value)
        elif spec["kind"] == "float":
            value = float(value)
        values[name] = value
    return _PLAIN[model](**values)


class HomeFacts(NamedTuple):
    """What the home screen shows from the records."""

    solved: int = 0
    endless_best: int | None = None
    daily: Mapping[str, int] = MappingProxyType({})  # ISO date -> best score
    # Consecutive UTC days with a completed Daily; 0 in the first frame's view
    # until the full profile has loaded (``AppContext.finish_loading`` redraws home).
    streak: int = 0

    def daily_best(self, date: dt.date) -> int | None:
        return self.daily.get(date.isoformat())


class StartView(NamedTuple):
    settings: Any  # a StartSettings: a class made from the model at import, unknown to mypy
    facts: HomeFacts


class _Unsure(Exception):
    """Something the full validation must judge."""


def read_start_view(path: Path, version: int) -> StartView | None:
    """The settings and home facts of the profile file at ``path``, or None when there is
    no such file or this reader cannot vouch for it. Never writes, never raises."""
    try:
        document = parse_document(read_regular_file(path, MAX_BYTES))
        if version != TABLE["version"] or document.get("schema_version") != version:
            raise _Unsure
        check(document, {"kind": "model", "name": TABLE["root"]})
        settings = _plain("Settings", document.get("settings", {}))
        return StartView(settings, _facts(document.get("records", {})))
    except (OSError, BadDocument, _Unsure):
        return None


def check(value: Any, spec: Mapping[str, Any]) -> None:
    """``value`` (decoded JSON) fits the table's type ``spec``, bounds included, or
    ``_Unsure``. Stricter than pydantic where they differ (no text for a number): whatever
    this refuses, the full load judges."""
    kind = spec["kind"]
    if kind == "model":
        fields = _MODELS[spec["name"]]["fields"]
        if not isinstance(value, dict) or not set(value) <= set(fields):
            raise _Unsure
        for name, field in fields.items():
            if name in value:
                check(value[name], field["type"])
            elif "default" not in field:
                raise _Unsure
    elif kind == "optional":
        if value is not None:
            check(value, spec["inner"])
    elif kind == "bool":
        if not isinstance(value, bool):
            raise _Unsure
    elif kind in ("int", "float"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise _Unsure
        if kind == "int" and not isinstance(value, int):
            raise _Unsure
        if not math.isfinite(value):
            raise _Unsure
        _bounded(value, spec)
    elif kind == "str":
        if not isinstance(value, str):
            raise _Unsure
        _bounded(len(value), {"ge": spec.get("min_length"), "le": spec.get("max_length")})
    elif kind == "date":
        if not isinstance(value, str) or len(value) != 10:
            raise _Unsure
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            raise _Unsure from None
    elif kind in ("enum", "literal"):
        # ``True == 1``: the value's type must match too.
        if not any(type(value) is type(v) and value == v for v in spec["values"]):
            raise _Unsure
    elif kind == "list":
        if not isinstance(value, list):
            raise _Unsure
        _bounded(len(value), {"le": spec.get("max_length")})
        for item in value:
            check(item, spec["item"])
        if spec.get("unique") and len(set(map(repr, value))) != len(value):
            raise _Unsure
    elif kind == "dict":
        if not isinstance(value, dict):
            raise _Unsure
        for key, item in value.items():
            check(_key(key, spec["key"]), spec["key"])
            check(item, spec["value"])
    else:
        raise _Unsure  # a kind this reader does not know: the full load knows it


def _key(key: str, spec: Mapping[str, Any]) -> Any:
    """A JSON object key as the value the model's key type holds."""
    if spec["kind"] == "int":
        if not (key.isascii() and key.isdigit() and len(key) <= 18):
            raise _Unsure
        return int(key)
    return key


def _bounded(value: float, spec: Mapping[str, Any]) -> None:
    checks: tuple[tuple[str, Callable[[float], bool]], ...] = (
        ("ge", lambda limit: value >= limit),
        ("gt", lambda limit: value > limit),
        ("le", lambda limit: value <= limit),
        ("lt", lambda limit: value < limit),
    )
    for name, within in checks:
        limit = spec.get(name)
        if limit is not None and not within(limit):
            raise _Unsure


def _facts(records: Mapping[str, Any]) -> HomeFacts:
    """The home screen's facts from records ``check`` has passed."""
    solved = sum(1 for record in records.get("puzzles", {}).values() if record.get("solved"))
    best = records.get("endless_best")
    scores = {date: record["score"] for date, record in records.get("daily", {}).items()}
    return HomeFacts(solved, None if best is None else best["score"], scores)
