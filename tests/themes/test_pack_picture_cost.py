"""A theme pack can never stop the game from opening: what its pictures may cost to draw
is bounded (app/theming/picture_cost.py counts it, app/theming/picture_trial.py draws
them once away from the game), and a pack beyond the bounds is refused with one sentence
while the game opens with Simple."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.themes.hostile_pictures import HOSTILE_PICTURES, blurred_rectangles
from tests.themes.readme_pack import write_readme_pack
from twelve_bowls.app import paths
from twelve_bowls.app.theming import picture_cost, picture_trial
from twelve_bowls.app.theming.registry import ThemeRegistry, builtin_packs_folder

FIXTURE = Path(__file__).resolve().parents[1] / "app" / "data" / "saves" / "profile-v1.json"


def _hostile_pack(folder: Path, picture: bytes) -> Path:
    pack = write_readme_pack(folder)
    (pack / "background.svg").write_bytes(picture)
    return pack


@pytest.mark.parametrize("case", HOSTILE_PICTURES)
def test_a_picture_that_costs_too_much_refuses_its_pack_in_one_sentence(
    tmp_path: Path, qapp: object, case: str
) -> None:
    _hostile_pack(tmp_path, HOSTILE_PICTURES[case]())
    registry = ThemeRegistry([], user_folder=tmp_path)
    reasons = dict(registry.unavailable())
    assert set(reasons) == {"chalk"}
    assert reasons["chalk"].startswith("background.svg ")
    assert reasons["chalk"].endswith(".") and "\n" not in reasons["chalk"]
    assert registry.get("chalk").id == "simple"


def test_every_builtin_picture_is_within_the_bounds() -> None:
    pictures = sorted(builtin_packs_folder().glob("*/*.svg"))
    assert len(pictures) > 100
    for picture in pictures:
        picture_cost.check_picture_cost(picture.read_bytes(), picture.name)


def test_a_picture_the_counts_let_through_is_drawn_away_from_the_game_and_refused(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # With the counted bounds out of the way, 2,000 blurred rectangles (about eight
    # seconds of drawing) reach the trial, whose child the system stops after one second
    # of processor time: however busy the machine, it never finishes, so the verdict
    # does not depend on the clock.
    monkeypatch.setattr(picture_cost, "MAX_OFFSCREEN", 10**9)
    monkeypatch.setattr(picture_trial, "CPU_SECONDS", 1)
    monkeypatch.setattr(picture_trial, "_verdicts", {})
    _hostile_pack(tmp_path, blurred_rectangles(2000))
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert dict(registry.unavailable()) == {"chalk": "The pictures take too long to draw."}
    assert registry.get("chalk").id == "simple"


def test_a_pack_within_the_bounds_passes_the_trial(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(picture_trial, "_verdicts", {})
    write_readme_pack(tmp_path)
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert "chalk" in registry.ids()
    assert len(picture_trial._verdicts) == 1  # the trial ran, and let it through


@pytest.mark.skipif(os.name != "posix", reason="the scripted run writes to a POSIX home")
@pytest.mark.parametrize("case", ["use-fan-out-39", "blurred-rectangles-21000"])
def test_the_window_opens_whatever_the_chosen_pack_holds(tmp_path: Path, case: str) -> None:
    # The reported attacks, as the player's chosen theme: the real start opens the
    # window, plays a move and quits. Without the bounds the first frame is never drawn
    # (minutes to hours of painting); the timeout is a hang guard, not a measure.
    _hostile_pack(tmp_path / "themes", HOSTILE_PICTURES[case]())
    profile = json.loads(FIXTURE.read_text("utf-8"))
    profile["settings"]["theme"] = "chalk"
    paths.profile_path(tmp_path).write_text(json.dumps(profile), "utf-8")
    frames = tmp_path / "frames"
    env = {**os.environ, paths.HOME_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    game = subprocess.run(
        [
            sys.executable,
            "-m",
            "twelve_bowls.app.main",
            "--play",
            "puzzle:1",
            "--moves",
            "0",
            "--record",
            str(frames),
            "--quit",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert game.returncode == 0, game.stderr
    assert "Traceback" not in game.stderr
    assert any(frames.glob("frame-*.png"))  # the window was drawn
    saved = json.loads(paths.profile_path(tmp_path).read_text("utf-8"))
    assert saved["records"]["puzzles"]["1"]["solved"] is True
    assert saved["settings"]["theme"] == "chalk"  # tried again at the next start


def test_a_picture_slow_at_a_size_the_trial_did_not_draw_turns_its_theme_off(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # In play the board may ask for larger pictures than the trial drew. A drawing over
    # the bound (here any drawing at all: the bound is set below zero, so the verdict
    # needs no clock) turns the theme off for the session, and Simple draws instead.
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from twelve_bowls.app.theming import packs
    from twelve_bowls.app.theming.guard import theme_guard

    write_readme_pack(tmp_path)
    registry = ThemeRegistry([], user_folder=tmp_path)
    chalk = registry.get("chalk")
    assert chalk.id == "chalk"
    monkeypatch.setattr(packs, "MAX_RENDER_SECONDS", -1.0)
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        chalk.paint_background(painter, QRectF(0, 0, 300, 300))
        reason = theme_guard().reasons()["chalk"]
        assert reason.startswith("background.svg took ")
        assert registry.get("chalk").id == "simple"
        # A built-in is never timed: its drawing cannot turn it off.
        simple = registry.get("simple")
        simple.paint_background(painter, QRectF(0, 0, 300, 300))
        assert not theme_guard().is_disabled("simple")
    finally:
        painter.end()
        qapp.processEvents()  # type: ignore[attr-defined]
        theme_guard().reset()
