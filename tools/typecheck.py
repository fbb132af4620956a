"""Type-check the game as the package it installs as: ``python tools/typecheck.py [ARGS]``.

mypy names a module by its place on disk and cannot follow the editable install's import
hook, so it reads the folders through ``build/package-tree`` (``tools/link_tree.py``); its
settings are in ``pyproject.toml``. Extra arguments go to mypy.
"""

from __future__ import annotations

import subprocess
import sys

from link_tree import ROOT, link_tree


def main(argv: list[str]) -> int:
    link_tree()
    return subprocess.run([sys.executable, "-m", "mypy", *argv], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
