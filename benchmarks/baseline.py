"""Today's code path, kept for comparison: the engine as it was before the speed work.

Benchmarks that compare against the code before a change run it from a copy of that
commit's ``engine/`` package (``git archive``), in its own process, interleaved with runs of
the working tree. The copy is made once per commit under the system's temporary folder.

The children import the top-level ``engine`` package (as ``python -m engine`` does from a
checkout's root; the engine imports itself relatively), so an old commit's engine and
today's are imported the same way, not through the installed ``twelve_bowls`` package.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# main just before the speed work (start-up, engine, solver and test-suite speed) changed anything.
BEFORE = "e6c6e376f9ca94884ba9d7a7bbd674da5fd72fc3"


def baseline_tree(commit: str = BEFORE) -> Path:
    """A folder holding ``engine/`` as of ``commit``, to put first on ``PYTHONPATH``."""
    target = Path(tempfile.gettempdir()) / f"twelve-bowls-engine-{commit[:12]}"
    if not (target / "engine" / "__init__.py").exists():
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "engine"],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def python_env(first_on_path: Path) -> dict[str, str]:
    """The environment for a child that imports ``engine`` from ``first_on_path``."""
    env = dict(os.environ, PYTHONPATH=str(first_on_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # both sides run from compiled bytecode
    return env


def run_child(args: list[str], first_on_path: Path, stdin: bytes | None = None) -> str:
    """Run ``python ARGS`` with ``engine`` from ``first_on_path``; its stdout."""
    completed = subprocess.run(
        [sys.executable, *args],
        input=stdin,
        capture_output=True,
        env=python_env(first_on_path),
        cwd=first_on_path,
        check=True,
    )
    return completed.stdout.decode()
