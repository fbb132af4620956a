"""Guard: PySide6 6.12.0 on CPython 3.11 drops a reference to None on every binding call
that returns None and aborts after ~5,000 calls (``Fatal Python error: none_dealloc``).
pyproject.toml keeps such installs on a clean release; this test fails if the bad build
comes back. The loop runs in a child process so that the abort is a failure, not a crash
of the whole test run.
"""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
from PySide6.QtCore import QObject
probe = QObject()
before = sys.getrefcount(None)
for _ in range(20_000):
    probe.setObjectName("probe")  # a binding that returns None
print(before, sys.getrefcount(None))
"""


def test_none_returning_bindings_keep_the_refcount_of_none() -> None:
    completed = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    before, after = (int(n) for n in completed.stdout.split())
    # A leak of the bug's kind loses 20,000; allow small movements by the interpreter.
    assert after >= before - 100, f"refcount of None fell from {before} to {after}"
