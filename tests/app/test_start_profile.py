"""The first frame reads the profile without pydantic; the full load follows.

The plain reader (``app.start_profile``) must agree with the full load on every value the
first frame shows, give up on anything it cannot vouch for, and a profile that the full
load rejects must still be reported, just after the first frame.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest

from twelve_bowls.app import paths
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import PROFILE_SCHEMA_VERSION, ProfileService
from twelve_bowls.app.start_profile import HomeFacts, StartSettings, read_start_view
from twelve_bowls.engine import profile as engine_profile
from twelve_bowls.engine.profile import Settings

FIXTURE = Path(__file__).parent / "data" / "saves" / "profile-v1.json"


def test_start_settings_mirror_the_model() -> None:
    assert StartSettings()._asdict() == Settings().model_dump()
    assert PROFILE_SCHEMA_VERSION == engine_profile.SCHEMA_VERSION
    # The plain reader accepts speeds in [0.25, 4.0]: the range the full load keeps as is.
    assert (engine_profile.MIN_ANIMATION_SPEED, engine_profile.MAX_ANIMATION_SPEED) == (0.25, 4.0)


def test_the_plain_view_agrees_with_the_full_load(tmp_path: Path) -> None:
    shutil.copy(FIXTURE, paths.profile_path(tmp_path))
    store = ProfileService(tmp_path)
    view = store.start_view()
    assert view is not None
    profile = store.load_profile()
    plain = view.settings._asdict()
    window = plain["window"]
    plain["window"] = None if window is None else window._asdict()
    assert plain == profile.settings.model_dump()
    full = AppContext(store)
    assert view.facts == full.home_facts()
    assert view.facts.daily_best(dt.date(2026, 11, 28)) == 410
    assert view.facts == HomeFacts(2, 1234, {"2026-11-28": 410, "2026-11-29": 180})


@pytest.mark.parametrize(
    "change",
    [
        {"schema_version": 2},
        {"settings": {"theme": ""}},
        {"settings": {"animation_speed": 9}},
        {"settings": {"symbols": 1}},
        {"settings": {"colour": "red"}},
        {"records": {"endless_best": {"score": -5}}},
        {"records": {"daily": {"yesterday": {"score": 3}}}},
        {"surprise": True},
    ],
)
def test_the_plain_reader_gives_up_when_unsure(tmp_path: Path, change: dict[str, object]) -> None:
    document = json.loads(FIXTURE.read_text())
    for key, value in change.items():
        if isinstance(value, dict) and isinstance(document.get(key), dict):
            document[key] = {**document[key], **value}
        else:
            document[key] = value
    path = tmp_path / "profile.json"
    path.write_text(json.dumps(document))
    assert read_start_view(path, PROFILE_SCHEMA_VERSION) is None


def test_a_first_start_shows_the_defaults_without_a_full_load(tmp_path: Path) -> None:
    context = AppContext(ProfileService(tmp_path), defer_profile=True)
    assert context._profile is None  # the full load waits for the first frame
    # A new profile: the system's language (English here), followed until one is chosen.
    assert context.settings == StartSettings(language_chosen=False)
    assert context.home_facts() == HomeFacts()
    context.finish_loading()
    assert context.profile.settings == Settings(language_chosen=False)


def test_a_profile_the_plain_reader_refuses_is_loaded_and_reported_at_once(
    tmp_path: Path,
) -> None:
    # A record the description refuses (no seed on the best): the plain reader gives up, so
    # the first frame already comes from the full load, which sets the file aside.
    document = json.loads(FIXTURE.read_text())
    del document["records"]["endless_best"]["seed"]
    paths.profile_path(tmp_path).write_text(json.dumps(document))
    store = ProfileService(tmp_path)
    context = AppContext(store, defer_profile=True)
    assert context._profile is not None
    assert context.settings.theme == "simple" and context.settings.language == "en"
    notices = store.notices()
    assert notices and "damaged" in notices[0]


def test_what_the_full_load_changes_is_announced_after_the_first_frame(tmp_path: Path) -> None:
    # A speed the description allows and the full load raises to the slowest usable one.
    document = json.loads(FIXTURE.read_text())
    document["settings"]["animation_speed"] = 0.1
    paths.profile_path(tmp_path).write_text(json.dumps(document))
    context = AppContext(ProfileService(tmp_path), defer_profile=True)
    assert context.settings.animation_speed == 0.1  # what the first frame has
    announced: list[str] = []
    context.settings_changed.connect(lambda: announced.append("settings"))
    context.theme_changed.connect(lambda: announced.append("theme"))
    context.finish_loading()
    assert context.settings.animation_speed == engine_profile.MIN_ANIMATION_SPEED
    assert announced == ["settings"]


def test_a_change_before_the_full_load_loads_it_first(tmp_path: Path) -> None:
    shutil.copy(FIXTURE, paths.profile_path(tmp_path))
    context = AppContext(ProfileService(tmp_path), defer_profile=True)
    context.update_settings(symbols=False)
    assert context.profile.records.endless_best is not None  # nothing was lost
    saved = json.loads(paths.profile_path(tmp_path).read_text())
    assert saved["settings"]["symbols"] is False
    assert saved["records"]["endless_best"]["score"] == 1234


def test_the_window_placement_is_read_for_the_first_frame(tmp_path: Path) -> None:
    # The settings keep the window's place; the first frame must open it there
    # without waiting for the full load, and a placement out of bounds is left to it.
    from twelve_bowls.app.start_profile import StartPlacement

    path = tmp_path / "profile.json"
    placed = {"x": 40, "y": 30, "width": 1100, "height": 700, "maximized": True}
    path.write_text(json.dumps({"schema_version": 1, "settings": {"window": placed}}), "utf-8")
    view = read_start_view(path, 1)
    assert view is not None
    assert view.settings.window == StartPlacement(40, 30, 1100, 700, maximized=True)
    placed["width"] = 0
    path.write_text(json.dumps({"schema_version": 1, "settings": {"window": placed}}), "utf-8")
    assert read_start_view(path, 1) is None
