"""A save is checked against what it claims (the mode its file is named
after, the shipped puzzle it names, achievements earned once); puzzle attempts are not
written, since nothing reads them back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.modes import PuzzleAttempt
from twelve_bowls.engine.profile import Profile, Settings, unlocked_themes
from twelve_bowls.engine.puzzles import load_puzzle, shipped_directory


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _one_move_puzzle(puzzle_id: int) -> dict[str, Any]:
    """A hand-made puzzle save, solved by its first move (R R R in bowl 1)."""
    return {
        "schema_version": 1,
        "mode": "puzzle",
        "attempt_id": "tampered-1",
        "moves": [0],
        "puzzle_id": puzzle_id,
        "bowls": ["R", "RR"] + [""] * 10,
        "modifiers": {},
        "goal": {"type": "clear_color", "color": "R"},
        "move_limit": 1,
    }


def _write_attempt(key: str, document: dict[str, Any]) -> None:
    target = paths.attempt_path(key)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(document), "utf-8")


@pytest.mark.parametrize("puzzle_id", [100, 7, 10**6])
def test_a_made_up_puzzle_in_the_endless_file_records_nothing(home: Path, puzzle_id: int) -> None:
    _write_attempt("endless", _one_move_puzzle(puzzle_id))
    store = ProfileService()
    assert store.load_attempt("endless") is None
    assert store.load_profile().records.puzzles == {}
    assert store.load_profile().achievements == []
    [notice] = store.notices()
    assert "endless.json.corrupt-" in notice


def test_a_made_up_puzzle_in_the_puzzle_file_records_nothing(home: Path) -> None:
    _write_attempt("puzzle", _one_move_puzzle(7))  # right file, not the shipped puzzle 7
    store = ProfileService()
    assert store.load_attempt("puzzle") is None
    assert store.load_profile().records.puzzles == {}


def test_a_save_of_another_mode_is_not_decoded(home: Path) -> None:
    _write_attempt(
        "endless",
        {"schema_version": 1, "mode": "daily", "attempt_id": "d", "date": "2026-11-30"},
    )
    store = ProfileService()
    assert store.load_attempt("endless") is None
    assert any("endless.json.corrupt-" in text for text in store.notices())


def test_the_shipped_puzzle_save_still_loads(home: Path) -> None:
    attempt = PuzzleAttempt.from_puzzle(load_puzzle(shipped_directory() / "007.json"))
    attempt.play(3)
    _write_attempt("puzzle", attempt.to_save().model_dump(mode="json"))
    loaded = ProfileService().load_attempt("puzzle")
    assert isinstance(loaded, PuzzleAttempt) and loaded.state == attempt.state


def test_repeated_achievements_unlock_nothing(home: Path) -> None:
    raw = {"schema_version": 1, "achievements": ["first_puzzle"] * 7}
    paths.profile_path().write_text(json.dumps(raw), "utf-8")
    store = ProfileService()
    profile = store.load_profile()
    assert profile == Profile(settings=Settings(language_chosen=False))
    assert unlocked_themes(profile) == 1  # R9.5: Simple only
    assert any("profile.json.corrupt-" in text for text in store.notices())


def test_puzzle_attempts_are_not_written(home: Path) -> None:
    attempt = PuzzleAttempt.from_puzzle(load_puzzle(shipped_directory() / "007.json"))
    attempt.play(3)
    ProfileService().save_attempt(attempt)
    assert not paths.attempt_path("puzzle").exists()
    assert not paths.attempt_path("puzzle").parent.exists() or not any(
        paths.attempt_path("puzzle").parent.iterdir()
    )
