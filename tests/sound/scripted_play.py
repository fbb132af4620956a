"""The scripted game the sound tests listen to: puzzle 37's move 3, an eruption chain."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def play_eruption_move(env: Mapping[str, str]) -> subprocess.CompletedProcess[str]:
    """``twelve-bowls --play puzzle:37 --moves 3 --quit`` in a child with ``env``."""
    game = ["--play", "puzzle:37", "--moves", "3", "--quit"]
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *game],
        cwd=ROOT,
        env=dict(env),
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
