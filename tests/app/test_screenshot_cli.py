"""``twelve-bowls --screenshot``: writes the PNG and exits 0; bad values exit 2 with one line."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from twelve_bowls.app.main import build_parser
from twelve_bowls.app.screenshot import UsageError, parse_request


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, TWELVE_BOWLS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def parsed(*args: str) -> argparse.Namespace:
    return build_parser().parse_args(["--screenshot", "out.png", *args])


def test_home_screenshot_is_written_at_the_default_size(tmp_path: Path) -> None:
    out = tmp_path / "home.png"
    result = run_cli("--screenshot", str(out), home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    # Not a blank image: the title, buttons and emblem give many distinct colours.
    colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 20


def test_settings_screenshot_at_a_chosen_size(tmp_path: Path) -> None:
    out = tmp_path / "settings.png"
    result = run_cli(
        "--screenshot", str(out), "--screen", "settings", "--size", "1920x1080", home=tmp_path
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--screen", "bogus"), "unknown screen"),
        (("--screen", "puzzle:0"), "1 to 100"),
        (("--screen", "puzzle:101"), "1 to 100"),
        (("--screen", "puzzle:x"), "1 to 100"),
        (("--lang", "xx"), "unknown language"),
        (("--theme", "no-such-theme"), "unknown theme"),
        (("--size", "12"), "size must look like"),
        (("--size", "100x100"), "outside"),
    ],
)
def test_unknown_values_are_refused_with_a_reason(args: tuple[str, ...], words: str) -> None:
    with pytest.raises(UsageError, match=words):
        parse_request(parsed(*args))


def test_valid_values_are_accepted() -> None:
    request = parse_request(parsed("--screen", "puzzle:12", "--lang", "ar", "--size", "800x600"))
    assert (request.screen, request.puzzle, request.lang) == ("puzzle", 12, "ar")
    assert (request.width, request.height) == (800, 600)


def test_bad_value_exits_2_with_one_line(tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    result = run_cli("--screenshot", str(out), "--screen", "bogus", home=tmp_path)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "bogus" in result.stderr
    assert not out.exists()


def test_unknown_option_exits_2_with_one_line(tmp_path: Path) -> None:
    result = run_cli("--no-such-option", home=tmp_path)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
