"""Hypothesis strategies for saved profiles, built from the profile's own description
(``engine.profile_table``: types, bounds, which fields may be left out), so that a field
added to the models is generated too, without a change here."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st

from twelve_bowls.engine.profile_table import TABLE

MODELS: Mapping[str, Any] = TABLE["models"]
# Few dates and puzzle numbers, so that two profiles often hold the same one.
DATES = st.dates(dt.date(2026, 11, 1), dt.date(2026, 11, 6))
LIST_MOST = 12  # a longer cap (200 attempt ids) is reached in its own test


def document(model: str = TABLE["root"]) -> st.SearchStrategy[dict[str, Any]]:
    """A JSON object the model accepts: every required field, any of the others."""
    fields = MODELS[model]["fields"]
    required = {n: of(f["type"]) for n, f in fields.items() if "default" not in f}
    optional = {n: of(f["type"]) for n, f in fields.items() if "default" in f}
    return st.fixed_dictionaries(required, optional=optional)


def of(spec: Mapping[str, Any], *, key: bool = False) -> st.SearchStrategy[Any]:
    kind = spec["kind"]
    if kind == "model":
        return document(spec["name"])
    if kind == "optional":
        return st.none() | of(spec["inner"])
    if kind == "bool":
        return st.booleans()
    if kind == "int":
        low = spec.get("ge", spec["gt"] + 1 if "gt" in spec else -(10**15))
        high = spec.get("le", spec["lt"] - 1 if "lt" in spec else 10**15)
        small = st.integers(low, min(high, low + (7 if key else 3)))
        numbers = small if key else small | st.integers(low, high)
        return numbers.map(str) if key else numbers
    if kind == "float":
        return st.floats(
            min_value=spec.get("ge", spec.get("gt")),
            max_value=spec.get("le", spec.get("lt")),
            exclude_min="gt" in spec,
            exclude_max="lt" in spec,
            allow_nan=False,
            allow_infinity=False,
        )
    if kind == "str":
        return st.text(
            min_size=spec.get("min_length", 0), max_size=min(spec.get("max_length", 20), 20)
        )
    if kind == "date":
        return DATES.map(dt.date.isoformat)
    if kind in ("enum", "literal"):
        return st.sampled_from(spec["values"])
    if kind == "list":
        most = min(spec.get("max_length", LIST_MOST), LIST_MOST)
        return st.lists(of(spec["item"]), max_size=most, unique=bool(spec.get("unique")))
    if kind == "dict":
        return st.dictionaries(of(spec["key"], key=True), of(spec["value"]), max_size=6)
    raise AssertionError(f"a kind the strategies do not know: {kind}")
