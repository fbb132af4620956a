"""The app icon ships with the package and is every window's icon."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from twelve_bowls.app.main import APP_ID

PROBE = """
from twelve_bowls.app.window_start import create_application
app = create_application([])
icon = app.windowIcon()
print(icon.isNull(), icon.pixmap(64, 64).isNull())
"""


def test_the_application_sets_the_shipped_svg_as_window_icon() -> None:
    # A child process: the QApplication of this test run was made by pytest-qt, not the game.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    completed = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=60
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    assert completed.stdout.split() == ["False", "False"]


def test_packaging_uses_the_same_id_and_icon() -> None:
    spec = importlib.util.spec_from_file_location(
        "appinfo", Path(__file__).resolve().parents[2] / "packaging" / "appinfo.py"
    )
    assert spec and spec.loader
    appinfo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(appinfo)
    assert appinfo.APP_ID == APP_ID
    assert appinfo.ICON_SVG.is_file()
    assert appinfo.ICON_SVG.parent.name == "resources"
