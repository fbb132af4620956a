"""Print the lowest PySide6-Essentials version pyproject.toml allows (.ci/run installs it).

    python packaging/qt_floor.py        # -> 6.8.0

The game declares one floor for every Python it supports; a pyproject whose PySide6 lines
disagree on it, or name none, is an error here rather than a floor nobody tried.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
_FLOOR = re.compile(r"^PySide6-Essentials\s*[^;]*?>=\s*([0-9][0-9.]*)", re.IGNORECASE)


def qt_floor(pyproject: str) -> str:
    """The one ``>=`` version of the PySide6-Essentials requirements, as pip installs it."""
    dependencies = tomllib.loads(pyproject)["project"]["dependencies"]
    floors = {m.group(1) for dep in dependencies if (m := _FLOOR.match(dep.strip()))}
    if len(floors) != 1:
        raise ValueError(f"expected one PySide6-Essentials floor, found {sorted(floors)}")
    (floor,) = floors
    # "6.8" installs 6.8.0 with ==: the release the floor names, not a later patch.
    parts = floor.split(".")
    return ".".join(parts + ["0"] * (3 - len(parts)))


def main() -> int:
    try:
        print(qt_floor(PYPROJECT.read_text("utf-8")))
    except (OSError, ValueError, KeyError) as error:
        print(f"qt_floor: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
