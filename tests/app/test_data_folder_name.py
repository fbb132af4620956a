"""A data folder whose path has a part longer than file systems allow: one sentence and a
clear refusal at start, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from twelve_bowls.app import paths


@pytest.mark.parametrize("args", [[], ["--play", "puzzle:1", "--moves", "0", "--quit"]])
def test_a_data_folder_with_an_overlong_part_is_refused_in_one_sentence(
    tmp_path: Path, args: list[str]
) -> None:
    home = tmp_path / ("a" * (paths.NAME_MAX + 1))
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    game = subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,  # a hang guard only
        check=False,
    )
    assert game.returncode == 2
    assert game.stderr.count("\n") == 1 and "longer than 255 characters" in game.stderr
    assert "Traceback" not in game.stderr


def test_the_platforms_own_folder_is_never_refused() -> None:
    assert paths.data_dir_problem(Path("/home/someone/.local/share/TwelveBowls")) is None
