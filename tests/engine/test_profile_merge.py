"""Merging two profiles keeps everything either side earned, field by field, by the rule
each field carries (``engine.merge_rules``); a field without a rule fails here."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from pydantic import BaseModel

from tests.engine.helpers import examples
from tests.engine.profile_documents import document
from twelve_bowls.engine.merge_rules import Merge
from twelve_bowls.engine.profile import RECORDED_IDS_KEPT, Profile, merge_profiles
from twelve_bowls.engine.profile_merge import MissingMergeRule, merge_model, rule_of
from twelve_bowls.engine.profile_schema import derive_table
from twelve_bowls.engine.records import PuzzleRecord

PROFILES = document().map(Profile.model_validate)


def _models(model: type[BaseModel], seen: dict[str, type[BaseModel]]) -> dict[str, Any]:
    seen[model.__name__] = model
    for info in model.model_fields.values():
        for inner in _classes(info.annotation):
            if issubclass(inner, BaseModel) and inner.__name__ not in seen:
                _models(inner, seen)
    return seen


def _classes(annotation: Any) -> list[type]:
    import typing

    found = [annotation] if isinstance(annotation, type) else []
    for argument in typing.get_args(annotation):
        found += _classes(argument)
    return found


def test_every_saved_field_has_exactly_one_merge_rule() -> None:
    models = _models(Profile, {})
    assert {"Profile", "Settings", "Records", "PuzzleRecord", "DailyRecord"} <= set(models)
    for model in models.values():
        for name in model.model_fields:
            assert isinstance(rule_of(model, name), Merge)


def test_a_field_added_without_a_merge_rule_fails() -> None:
    class Later(PuzzleRecord):
        stars: int = 0  # a new earned fact, and no word on how to merge it

    with pytest.raises(MissingMergeRule, match=r"Later\.stars"):
        rule_of(Later, "stars")
    with pytest.raises(MissingMergeRule):
        merge_model(Later(), Later(stars=3))

    # Nor can the description be written out for the first frame's reader.
    from twelve_bowls.engine import profile_schema

    with pytest.raises(MissingMergeRule):
        profile_schema._add_model(Later, {})


def _ranked(scores: list[int]) -> list[int]:
    return sorted(scores, reverse=True)


def _nothing_lost(merged: Profile, side: Profile) -> None:
    records, theirs = merged.records, side.records
    for number, earned in theirs.puzzles.items():
        kept = records.puzzles[number]
        assert kept.solved >= earned.solved and kept.clean >= earned.clean  # the ★
        for name in ("best_moves", "fewest_hints"):
            fewest = getattr(earned, name)
            if fewest is not None:
                assert getattr(kept, name) is not None and getattr(kept, name) <= fewest
    for date, day in theirs.daily.items():
        assert records.daily[date].score >= day.score
        assert records.daily[date].completed >= day.completed
    assert records.endless_games >= theirs.endless_games
    if theirs.endless_best is not None:
        assert records.endless_best is not None
        assert records.endless_best.score >= theirs.endless_best.score
    # A ranked list: the k-th best kept is at least the side's k-th best.
    ours_top = _ranked([e.score for e in records.endless_top])
    their_top = _ranked([e.score for e in theirs.endless_top])
    assert len(ours_top) >= len(their_top)
    assert all(a >= b for a, b in zip(ours_top, their_top, strict=False))
    assert set(side.achievements) <= set(merged.achievements)
    assert set(side.recorded_attempts) <= set(merged.recorded_attempts)
    assert merged.settings.symbols_offered >= side.settings.symbols_offered


@settings(max_examples=examples(300), deadline=None)
@given(PROFILES, PROFILES)
def test_a_merge_loses_nothing_either_side_earned(ours: Profile, theirs: Profile) -> None:
    merged = merge_profiles(ours, theirs)
    _nothing_lost(merged, ours)
    _nothing_lost(merged, theirs)
    # The settings are the ones being saved (the newest change).
    assert merged.settings.model_dump(exclude={"symbols_offered"}) == ours.settings.model_dump(
        exclude={"symbols_offered"}
    )
    # What is merged saves and loads again.
    assert Profile.load(merged.model_dump(mode="json")) == merged
    # Merging again with either side changes nothing: the save loop is stable.
    assert merge_profiles(merged, theirs) == merged
    assert merge_profiles(merged, ours) == merged


@settings(max_examples=examples(100), deadline=None)
@given(PROFILES)
def test_merging_a_profile_with_itself_changes_nothing(profile: Profile) -> None:
    assert merge_profiles(profile, profile) == profile


def test_a_score_keeps_the_moves_it_took() -> None:
    # R8.5: a Daily's best score and its moves come from the same attempt.
    ours = Profile.load({"schema_version": 1, "records": {"daily": {"2026-11-02": {
        "score": 300, "moves": 20, "completed": False}}}})  # fmt: skip
    theirs = Profile.load({"schema_version": 1, "records": {"daily": {"2026-11-02": {
        "score": 120, "moves": 7, "completed": True}}}})  # fmt: skip
    day = next(iter(merge_profiles(ours, theirs).records.daily.values()))
    assert (day.score, day.moves, day.completed) == (300, 20, True)
    day = next(iter(merge_profiles(theirs, ours).records.daily.values()))
    assert (day.score, day.moves, day.completed) == (300, 20, True)


def test_the_newest_attempt_ids_are_kept_when_the_list_is_full() -> None:
    ours = Profile(recorded_attempts=[f"ours-{n}" for n in range(RECORDED_IDS_KEPT)])
    theirs = Profile(recorded_attempts=[f"theirs-{n}" for n in range(5)])
    merged = merge_profiles(ours, theirs)
    assert merged.recorded_attempts == ours.recorded_attempts


def test_three_clean_solves_keep_their_stars_through_several_merges() -> None:
    # The shape of the loss: each save merged with the last one, the record rebuilt from
    # solved and best_moves only.
    saved: Profile | None = None
    profile = Profile()
    for number in (1, 2, 3):
        profile.records.puzzles[number] = PuzzleRecord(
            solved=True, best_moves=2, clean=True, fewest_hints=0
        )
        saved = profile if saved is None else merge_profiles(profile, saved)
        profile = saved.model_copy(deep=True)
    for _ in range(3):
        assert saved is not None
        saved = merge_profiles(profile, saved)
    assert saved is not None
    assert all(saved.records.puzzles[n].clean for n in (1, 2, 3))
    assert all(saved.records.puzzles[n].fewest_hints == 0 for n in (1, 2, 3))


def test_the_table_lists_every_model() -> None:
    assert set(derive_table()["models"]) == set(_models(Profile, {}))
