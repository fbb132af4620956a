"""The facts every packaging recipe shares, read from ``pyproject.toml`` so nothing drifts.

Run as a script to print one field for shell recipes: ``python packaging/appinfo.py version``.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
ROOT = PACKAGING_DIR.parent

#: Reverse-DNS id: names the .desktop file, the AppStream component, the icons and the
#: macOS bundle identifier, so desktops can tie the running window to its launcher.
APP_ID = "io.github.twelvebowls.TwelveBowls"
#: The command players type and the name of the frozen executable.
COMMAND = "twelve-bowls"
DISPLAY_NAME = "Twelve Bowls"
#: Debian package name and install folder (/opt/twelve-bowls).
PACKAGE = "twelve-bowls"
PUBLISHER = "Twelve Bowls developers"
HOMEPAGE = "https://github.com/twelvebowls/twelve-bowls"
#: The languages the game ships (issue 8): every recipe that lists languages uses this.
LANGUAGES = ("en", "es", "ja", "hi", "ar")
ICON_SVG = PACKAGING_DIR.parent / "app" / "resources" / f"{APP_ID}.svg"  # also the window icon
#: Square icon sizes installed into the hicolor theme on Linux.
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    assert isinstance(project, dict)
    return project


def version() -> str:
    """The project version, e.g. ``0.1.0``."""
    return str(_project()["version"])


def version_tuple() -> tuple[int, int, int, int]:
    """Four numbers for Windows file-version resources (``0.1.0`` -> ``(0, 1, 0, 0)``)."""
    numbers = [
        int("".join(ch for ch in part if ch.isdigit()) or 0) for part in version().split(".")
    ]
    padded = [*numbers, 0, 0, 0, 0][:4]
    return padded[0], padded[1], padded[2], padded[3]


def description() -> str:
    return str(_project()["description"])


FIELDS = {
    "app_id": lambda: APP_ID,
    "command": lambda: COMMAND,
    "display_name": lambda: DISPLAY_NAME,
    "package": lambda: PACKAGE,
    "publisher": lambda: PUBLISHER,
    "homepage": lambda: HOMEPAGE,
    "version": version,
    "description": description,
    "languages": lambda: " ".join(LANGUAGES),
}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in FIELDS:
        print(f"usage: appinfo.py {{{'|'.join(FIELDS)}}}", file=sys.stderr)
        return 2
    print(FIELDS[argv[0]]())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
