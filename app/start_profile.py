"""The first frame's view of the profile, read with plain ``json`` (issue 17: start-up).

Validating the profile with pydantic costs more than the rest of the first frame put
together (importing it and building the models: 150-220 ms). The home screen's first frame
needs only the six settings and three record facts, so start-up reads those from the profile
file with the standard library, strictly: whatever this reader is not sure of (another
schema version, an unknown or out-of-range setting, a record of an unexpected shape) makes
it give up, and the context then loads the profile the full way at once. Either way the full
load (``ProfileService.load_profile``: pydantic validation, the backup, notices about a
damaged file) runs right after the first frame, and whatever it finds different from this
view is announced like any other change (``AppContext.finish_loading``).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

MAX_BYTES = 4 * 1024 * 1024  # larger than any real profile: let the full load judge it

# NamedTuples: Python 3.11 compiles five methods for each frozen dataclass, 1-1.5 ms a class
# before the first frame (issue 17); a NamedTuple costs a quarter of that.


class StartPlacement(NamedTuple):
    """``engine.profile.WindowPlacement``'s values: where the window was when it closed."""

    x: int
    y: int
    width: int
    height: int
    maximized: bool = False
    full_screen: bool = False


class StartSettings(NamedTuple):
    """The values of ``engine.profile.Settings`` (a test keeps names and defaults equal)."""

    language: str = "en"
    theme: str = "simple"
    move_preview: bool = False
    symbols: bool = False
    animation_speed: float = 1.0
    reduced_motion: bool = False
    symbols_offered: bool = False
    window: StartPlacement | None = None
    sound: bool = True
    effects_volume: int = 70
    colour_scheme: str = "system"


class HomeFacts(NamedTuple):
    """What the home screen shows from the records."""

    solved: int = 0
    endless_best: int | None = None
    daily: Mapping[str, int] = MappingProxyType({})  # ISO date -> best score
    # Issue 14: consecutive UTC days with a completed Daily; 0 in the first frame's view
    # until the full profile has loaded (``AppContext.finish_loading`` redraws home).
    streak: int = 0

    def daily_best(self, date: dt.date) -> int | None:
        return self.daily.get(date.isoformat())


class StartView(NamedTuple):
    settings: StartSettings
    facts: HomeFacts


class _Unsure(Exception):
    """Something the full validation must judge."""


def read_start_view(path: Path, version: int) -> StartView | None:
    """The settings and home facts of the profile file at ``path``, or None when there is
    no such file or this reader cannot vouch for it. Never writes, never raises."""
    try:
        raw = path.read_bytes()
        if len(raw) > MAX_BYTES:
            return None
        document = json.loads(raw.decode("utf-8"))
        if not isinstance(document, dict) or document.get("schema_version") != version:
            raise _Unsure
        if version != 1 or set(document) - {
            "schema_version",
            "settings",
            "records",
            "achievements",
            "recorded_attempts",
        }:
            raise _Unsure
        return StartView(
            _settings(document.get("settings", {})), _facts(document.get("records", {}))
        )
    except (OSError, ValueError, RecursionError, _Unsure):
        return None


def _settings(raw: Any) -> StartSettings:
    if not isinstance(raw, dict) or set(raw) - set(StartSettings._fields):
        raise _Unsure
    values = {**StartSettings()._asdict(), **raw}
    language, theme, speed = values["language"], values["theme"], values["animation_speed"]
    if not (isinstance(language, str) and 2 <= len(language) <= 16):
        raise _Unsure
    if not (isinstance(theme, str) and 1 <= len(theme) <= 64):
        raise _Unsure
    # engine.profile raises a speed below MIN_ANIMATION_SPEED: that one the full load judges.
    if isinstance(speed, bool) or not isinstance(speed, int | float) or not 0.25 <= speed <= 4.0:
        raise _Unsure
    for name in ("move_preview", "symbols", "reduced_motion", "symbols_offered", "sound"):
        if not isinstance(values[name], bool):
            raise _Unsure
    volume = values["effects_volume"]
    if isinstance(volume, bool) or not isinstance(volume, int) or not 0 <= volume <= 100:
        raise _Unsure
    if values["colour_scheme"] not in ("system", "light", "dark"):
        raise _Unsure
    window = _placement(values["window"])
    return StartSettings(**{**values, "animation_speed": float(speed), "window": window})


def _placement(raw: Any) -> StartPlacement | None:
    """The same bounds as ``engine.profile.WindowPlacement``; anything else: unsure."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or not {"x", "y", "width", "height"} <= set(raw) <= set(
        StartPlacement._fields
    ):
        raise _Unsure
    for name, low in (("x", -100_000), ("y", -100_000), ("width", 1), ("height", 1)):
        value = raw[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 100_000:
            raise _Unsure
    for name in ("maximized", "full_screen"):
        if not isinstance(raw.get(name, False), bool):
            raise _Unsure
    return StartPlacement(**raw)


def _facts(raw: Any) -> HomeFacts:
    if not isinstance(raw, dict):
        raise _Unsure
    puzzles = raw.get("puzzles", {})
    endless = raw.get("endless_best")
    daily = raw.get("daily", {})
    if not isinstance(puzzles, dict) or not isinstance(daily, dict):
        raise _Unsure
    solved = 0
    for record in puzzles.values():
        if not isinstance(record, dict) or not isinstance(record.get("solved", False), bool):
            raise _Unsure
        solved += record.get("solved", False)
    best = None
    if endless is not None:
        best = _score(endless)
    scores = {}
    for date, record in daily.items():
        dt.date.fromisoformat(date)  # ValueError: unsure
        scores[date] = _score(record)
    return HomeFacts(solved, best, scores)


def _score(record: Any) -> int:
    score = record.get("score") if isinstance(record, dict) else None
    if isinstance(score, bool) or not isinstance(score, int) or score < 0:
        raise _Unsure
    return score
