"""The engine never imports Qt, directly or through a dependency: the rules run without a
display, in tools and scripts."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import importlib, pkgutil, sys
import twelve_bowls.engine as engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, "twelve_bowls.engine.")]
for name in names:
    if name.endswith("__main__"):
        continue
    importlib.import_module(name)
qt = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"})
print(len(names), qt)
"""


def test_importing_every_engine_module_loads_no_qt() -> None:
    # A child process: this test process may already hold Qt for the app tests.
    completed = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=60
    )
    count, qt = completed.stdout.strip().split(" ", 1)
    assert int(count) >= 4  # board, events, rules, resolve_cli at the least
    assert qt == "[]"
