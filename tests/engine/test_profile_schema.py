"""The plain table of the profile (``engine.profile_table``) is the models' own description:
generated from them, never kept by hand, and every profile it describes the models load."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from tests.engine.helpers import examples
from tests.engine.profile_documents import document
from twelve_bowls.engine.profile import Profile
from twelve_bowls.engine.profile_schema import KINDS, derive_table
from twelve_bowls.engine.profile_table import TABLE


def test_the_table_is_derived_from_the_models() -> None:
    # A field changed in engine.profile or engine.records: run tools/update_profile_table.py.
    assert derive_table() == TABLE


def _kinds(spec: Any) -> set[str]:
    if isinstance(spec, dict):
        found = {spec["kind"]} if isinstance(spec.get("kind"), str) else set()
        return found.union(*(_kinds(value) for value in spec.values()))
    if isinstance(spec, list):
        return set().union(*(_kinds(value) for value in spec))
    return set()


def test_the_table_uses_only_the_kinds_the_first_frame_reader_knows() -> None:
    assert _kinds(TABLE["models"]) <= set(KINDS)


def test_the_bounds_are_the_limits_of_engine_limits() -> None:
    from twelve_bowls.engine import limits

    puzzle = TABLE["models"]["Records"]["fields"]["puzzles"]["type"]
    assert puzzle["key"] == {"kind": "int", "ge": 1, "le": limits.PUZZLE_COUNT}
    score = TABLE["models"]["EndlessRecord"]["fields"]["score"]["type"]
    assert score == {"kind": "int", "ge": 0, "le": limits.MAX_SCORE}


@settings(max_examples=examples(200), deadline=None)
@given(document())
def test_every_profile_the_table_describes_loads(raw: dict[str, Any]) -> None:
    Profile.load(raw)
