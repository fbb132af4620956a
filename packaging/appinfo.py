"""The facts every packaging recipe shares, read from ``pyproject.toml`` so nothing drifts.

Run as a script to print one field for shell recipes: ``python packaging/appinfo.py version``.
"""

from __future__ import annotations

import re
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
#: Debian package name and install folder (/usr/lib/twelve-bowls).
PACKAGE = "twelve-bowls"
PUBLISHER = "Twelve Bowls developers"
HOMEPAGE = "https://github.com/twelvebowls/twelve-bowls"
#: The languages the game ships: every recipe that lists languages uses this.
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


#: PEP 440 versions the project may carry: a release, then an optional pre-release,
#: post-release or development part (``1.2.3``, ``1.2.3rc1``, ``1.2.3.post2``, ``1.2.3.dev4``).
_PEP440 = re.compile(
    r"^(?P<release>\d+(?:\.\d+){0,2})"
    r"(?:(?P<pre>a|b|rc)(?P<pre_n>\d+))?"
    r"(?:\.post(?P<post>\d+))?"
    r"(?:\.dev(?P<dev>\d+))?$"
)
#: The fourth number of a Windows file version orders the stages the way PEP 440 does:
#: dev < alpha < beta < release candidate < final < post-release.
_STAGE_BASE = {"dev": 0, "a": 1000, "b": 2000, "rc": 3000, "final": 4000}


def version_tuple(text: str | None = None) -> tuple[int, int, int, int]:
    """Four numbers for Windows version resources, ordered like the versions themselves.

    ``1.2.3`` -> ``(1, 2, 3, 4000)``; ``1.2.3rc1`` -> ``(1, 2, 3, 3001)``, below the final
    release (reading only the digits once made it ``(1, 2, 31, 0)``, above it);
    ``1.2.3.post1`` -> ``(1, 2, 3, 4001)``; ``1.2.3.dev2`` -> ``(1, 2, 3, 2)``.
    """
    text = version() if text is None else text
    match = _PEP440.match(text)
    if match is None:
        raise ValueError(f"version {text!r} is not of the form 1.2.3, 1.2.3rc1 or 1.2.3.post1")
    release = [int(part) for part in match["release"].split(".")]
    major, minor, patch = [*release, 0, 0][:3]
    if match["dev"] is not None and match["pre"] is None and match["post"] is None:
        build = _STAGE_BASE["dev"] + int(match["dev"])
    elif match["pre"] is not None:
        build = _STAGE_BASE[match["pre"]] + int(match["pre_n"])
    else:
        build = _STAGE_BASE["final"] + int(match["post"] or 0)
    if any(n > 65535 for n in (major, minor, patch, build)):
        raise ValueError(f"version {text!r} has a part above 65535, which Windows cannot hold")
    return major, minor, patch, build


def version_numeric(text: str | None = None) -> str:
    """The dotted four-number form Inno Setup's ``VersionInfoVersion`` accepts."""
    return ".".join(str(n) for n in version_tuple(text))


def macos_bundle_version(text: str | None = None) -> str:
    """``CFBundleShortVersionString`` must be up to three numbers: the release part."""
    major, minor, patch, _build = version_tuple(text)
    return f"{major}.{minor}.{patch}"


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
    "version_numeric": version_numeric,
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
