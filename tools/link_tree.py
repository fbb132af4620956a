"""A tree of links that names the repository's folders as the package installs them.

``app/``, ``engine/``, ``themes/``, ``puzzles/`` and ``translations/`` install as
``twelve_bowls.app`` and so on (``package-dir`` in ``pyproject.toml``). An editable install
provides those names through an import hook, which tools that find modules on disk (mypy,
PyInstaller's analysis) do not follow. ``link_tree()`` makes ``build/package-tree`` with
``twelve_bowls/<folder>`` linked to each folder: put that directory on such a tool's path.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("app", "engine", "themes", "puzzles", "translations")


def link_tree(root: Path = ROOT) -> Path:
    """``root/build/package-tree``, made or mended; its ``twelve_bowls`` holds the links."""
    base = root / "build" / "package-tree"
    package = base / "twelve_bowls"
    package.mkdir(parents=True, exist_ok=True)
    for part in PARTS:
        link = package / part
        target = os.path.relpath(root / part, package)
        if link.is_symlink() and os.readlink(link) == target:
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target, target_is_directory=True)
    return base
