"""The shipped puzzles carry the fields R10.3 allows beyond its minimum (title, hint,
difficulty): the picker and the HUD show them. The loader does not require them (R10.3:
they "may be added"); this test of the shipped set does."""

from __future__ import annotations

import json

from twelve_bowls.engine.puzzles import DIFFICULTY_MAX, DIFFICULTY_MIN, puzzle_paths


def test_every_shipped_puzzle_has_a_title_a_hint_and_a_difficulty() -> None:
    for path in puzzle_paths():
        raw = json.loads(path.read_text("utf-8"))
        assert isinstance(raw.get("title"), str) and raw["title"].strip(), path.name
        assert isinstance(raw.get("hint"), str) and raw["hint"].strip(), path.name
        assert DIFFICULTY_MIN <= raw.get("difficulty", 0) <= DIFFICULTY_MAX, path.name
