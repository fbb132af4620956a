"""Run a check where directory permissions apply, even when the tests run as root.

Root ignores permission bits through its DAC capabilities. As root, the check runs in a
child process started by util-linux's ``setpriv`` with those capabilities removed from its
bounding set, so a 0555 directory refuses writes as it would for a player; otherwise the
check runs in this process.
"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DROP_DAC = ["--bounding-set=-dac_override,-dac_read_search,-fowner"]

CHILD = """
import importlib, sys
from pathlib import Path
module = importlib.import_module(sys.argv[1])
getattr(module, sys.argv[2])(Path(sys.argv[3]))
print("checked")
"""


def run_check(check: Callable[[Path], None], directory: Path) -> None:
    """Run ``check(directory)`` without permission overrides; ``check`` is module-level."""
    if os.name != "posix" or os.geteuid() != 0:
        check(directory)
        return
    setpriv = shutil.which("setpriv")
    assert setpriv, "running the tests as root needs util-linux's setpriv"
    module = importlib.import_module(check.__module__)
    assert getattr(module, check.__name__) is check, "the check must be a module-level function"
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
    command = [setpriv, *DROP_DAC, sys.executable, "-c", CHILD]
    completed = subprocess.run(
        [*command, check.__module__, check.__name__, str(directory)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    assert completed.stdout.strip().endswith("checked")
