"""Nothing a player earned is lost by saving: stars (``clean``) and fewest hints survive
several saves and a restart, through the real store and the first frame's reader."""

from __future__ import annotations

import json
from pathlib import Path

from twelve_bowls.app import paths
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.start_profile import read_start_view
from twelve_bowls.engine.modes import PuzzleAttempt
from twelve_bowls.engine.puzzles import load_puzzle, shipped_directory


def _solve(context: AppContext, number: int) -> None:
    puzzle = load_puzzle(shipped_directory() / f"{number:03d}.json")
    attempt = PuzzleAttempt.from_puzzle(puzzle)
    for bowl in puzzle.solution:
        attempt.play(bowl)
    assert attempt.ended is not None
    context.record_finished(attempt)


def test_three_clean_solves_keep_their_stars_through_saves_and_a_restart(
    tmp_path: Path,
) -> None:
    context = AppContext(ProfileService(tmp_path))
    for number in (1, 2, 3):
        _solve(context, number)  # each solve saves the profile
    context.update_settings(symbols=True)  # more saves after the solves
    context.update_settings(move_preview=True)
    saved = json.loads(paths.profile_path(tmp_path).read_text("utf-8"))
    for number in ("1", "2", "3"):
        record = saved["records"]["puzzles"][number]
        assert record["clean"] is True and record["fewest_hints"] == 0, record

    # A restart: the first frame's plain view and the full load both see the stars.
    store = ProfileService(tmp_path)
    view = read_start_view(paths.profile_path(tmp_path), 1)
    assert view is not None and view.facts.solved == 3
    restarted = AppContext(store, defer_profile=True)
    for number in (1, 2, 3):
        record = restarted.profile.records.puzzle(number)
        assert record.solved and record.clean and record.fewest_hints == 0
    _solve(restarted, 4)  # and after the restart's first save too
    for number in (1, 2, 3, 4):
        assert AppContext(ProfileService(tmp_path)).profile.records.puzzle(number).clean
