"""The midend's fence: ``app.midend`` imports no widget, nothing of ``app.game`` (the game
screen and its parts) and nothing of ``app.screens``, directly, inside a function, or
through another module; only ``TYPE_CHECKING`` imports are exempt. A session then runs on
a ``QCoreApplication``, and every game rule stays where it can be tested without a window."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

MIDEND = Path(__file__).resolve().parents[2] / "app" / "midend"
FORBIDDEN = (
    "PySide6.QtWidgets",
    "PySide6.QtGui",
    "twelve_bowls.app.game",
    "twelve_bowls.app.screens",
    "twelve_bowls.app.board",
)

PROBE = """
import importlib, pkgutil, sys
import twelve_bowls.app.midend as midend
names = [m.name for m in pkgutil.walk_packages(midend.__path__, "twelve_bowls.app.midend.")]
for name in names:
    importlib.import_module(name)
forbidden = {forbidden!r}
loaded = sorted(m for m in sys.modules if m.startswith(forbidden))
print(len(names), loaded)
"""


def _imports(tree: ast.Module) -> list[tuple[int, str]]:
    """Every module imported, with its line, except under ``if TYPE_CHECKING:``."""
    exempt: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            exempt.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in exempt:
            continue
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.extend((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)
    return found


def test_no_midend_module_names_a_widget_the_game_screen_or_a_screen() -> None:
    sources = sorted(MIDEND.glob("*.py"))
    assert {path.stem for path in sources} >= {"session", "solution_demo", "replay", "store"}
    crossing = [
        f"{path.name}:{line}: {name}"
        for path in sources
        for line, name in _imports(ast.parse(path.read_text(encoding="utf-8")))
        if name.startswith(FORBIDDEN)
    ]
    assert crossing == []


def test_importing_every_midend_module_loads_no_widget_and_no_screen() -> None:
    # A child process: this test process already holds widgets for the app tests.
    completed = subprocess.run(
        [sys.executable, "-c", PROBE.format(forbidden=FORBIDDEN)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    count, loaded = completed.stdout.strip().split(" ", 1)
    assert int(count) >= 6
    assert loaded == "[]"
