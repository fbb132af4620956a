"""Which Qt platform plugin and widget style a build really loads, as JSON.

    <frozen twelve-bowls> --platform-check OUT.json      (via entry.py)

Every offscreen run uses Qt's ``offscreen`` platform, which also forces the Fusion style, so
``qwindows.dll``, the Windows style plugin, ``libqcocoa.dylib`` and ``libqmacstyle.dylib``
would never be loaded before a player's first start. The release workflow runs this (and a
``--screenshot``) once per OS with the real plugin named in ``QT_QPA_PLATFORM``;
``native_run.py`` checks the answer.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: The styles Qt picks by itself on each platform (Qt 6: windows11 on Windows 11,
#: windowsvista before it; macos on macOS; fusion everywhere else).
NATIVE_STYLES = {
    "windows": ("windows11", "windowsvista"),
    "cocoa": ("macos",),
    "xcb": ("fusion",),
    "wayland": ("fusion",),
}


def collect() -> dict[str, object]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "twelve-bowls"])
    style = app.style()  # type: ignore[union-attr]
    return {
        "frozen": bool(getattr(sys, "frozen", False)),
        "platform": QApplication.platformName(),
        "style": style.name() if style is not None else "",
    }


def problems(report: dict[str, object], platform: str) -> list[str]:
    """What is wrong with a report for the platform that was asked for, as sentences."""
    found: list[str] = []
    if report.get("platform") != platform:
        found.append(f"asked for the {platform} platform plugin, got {report.get('platform')!r}")
    wanted = NATIVE_STYLES.get(platform)
    if wanted is not None and report.get("style") not in wanted:
        found.append(
            f"the {platform} platform should load one of {wanted}, got {report.get('style')!r}"
        )
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: --platform-check OUT.json", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(json.dumps(collect(), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
