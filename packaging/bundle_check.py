"""Report what an app build can see at run time, as JSON, so a frozen build can be compared
with the source tree it came from.

    python packaging/bundle_check.py OUT.json          # the source tree
    <frozen twelve-bowls> --bundle-check OUT.json      # a frozen build (via entry.py)
    python packaging/bundle_check.py --compare SOURCE.json FROZEN.json

Written to a file rather than stdout because windowed builds on Windows have no console.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.resources
import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

THEME_GROUP = "twelve_bowls.themes"
#: The languages the game ships; Qt has no ``qtbase_hi.qm`` (the app carries its own).
LANGUAGES = ("en", "es", "ja", "hi", "ar")

_APP: object = None


def _package_files(package: str, suffix: str) -> list[str]:
    try:
        root = importlib.resources.files(package)
    except ModuleNotFoundError:
        return []
    return sorted(item.name for item in root.iterdir() if item.name.endswith(suffix))


def _themes() -> dict[str, Any]:
    points = sorted(ep.name for ep in importlib.metadata.entry_points(group=THEME_GROUP))
    report: dict[str, Any] = {"entry_points": points}
    from PySide6.QtGui import QGuiApplication

    # Themes are checked by painting, which needs a GUI application (offscreen is enough);
    # it lives until the process ends so no theme outlives it.
    global _APP
    _APP = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    try:
        registry = importlib.import_module("twelve_bowls.app.theming.registry").discover()
    except Exception as error:  # an unfinished or broken registry is reported, not raised
        report["registry_error"] = f"{type(error).__name__}: {error}"
        return report
    report["loaded"] = [theme.id for theme in registry.themes()]
    report["unavailable"] = [list(item) for item in registry.unavailable()]
    report["from_metadata"] = sorted(
        theme.id
        for theme in registry.themes()
        if (source := registry.source(theme.id)) is not None and source.distribution
    )
    return report


def _qt_translations() -> dict[str, Any]:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return {
        "qtbase": sorted(lang for lang in LANGUAGES if (folder / f"qtbase_{lang}.qm").is_file())
    }


def _notices() -> list[str]:
    """The distributions the third-party notices name (their summary lines)."""
    try:
        text = importlib.import_module("twelve_bowls.app.notices").load()
    except Exception as error:  # reported, not raised: the comparison names it
        return [f"error: {type(error).__name__}: {error}"]
    summary = text.split("\n\n", 3)[2] if text.count("\n\n") >= 3 else ""
    return sorted(line.strip() for line in summary.splitlines() if line.startswith("  "))


def collect() -> dict[str, Any]:
    return {
        "notices": _notices(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "themes": _themes(),
        "translations": _package_files("twelve_bowls.translations", ".qm"),
        "qt_translations": _qt_translations(),
        "puzzles": _package_files("twelve_bowls.puzzles", ".json"),
    }


def compare(source: dict[str, Any], frozen: dict[str, Any]) -> list[str]:
    """Everything the frozen build lacks compared with the source tree, as sentences."""
    problems: list[str] = []
    if source.get("notices") != frozen.get("notices"):
        problems.append(
            f"third-party notices: source names {source.get('notices')}, "
            f"build names {frozen.get('notices')}"
        )
    for key in ("translations", "puzzles"):
        missing = sorted(set(source[key]) - set(frozen[key]))
        if missing:
            problems.append(f"{key} missing from the build: {', '.join(missing)}")
    missing_qt = sorted(
        set(source["qt_translations"]["qtbase"]) - set(frozen["qt_translations"]["qtbase"])
    )
    if missing_qt:
        problems.append(f"Qt translations missing: {', '.join('qtbase_' + q for q in missing_qt)}")
    for key in ("entry_points", "loaded", "from_metadata"):
        want, got = source["themes"].get(key, []), frozen["themes"].get(key, [])
        if want != got:
            problems.append(f"themes {key}: source has {want}, build has {got}")
    if "registry_error" in frozen["themes"] and "registry_error" not in source["themes"]:
        problems.append(f"theme registry fails in the build: {frozen['themes']['registry_error']}")
    known_broken = {name for name, _reason in source["themes"].get("unavailable", [])}
    broken = [
        item for item in frozen["themes"].get("unavailable", []) if item[0] not in known_broken
    ]
    if broken:
        problems.append(f"themes unavailable in the build only: {broken}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "--compare":
        source, frozen = (json.loads(Path(p).read_text(encoding="utf-8")) for p in argv[1:])
        problems = compare(source, frozen)
        for problem in problems:
            print(f"bundle check: {problem}", file=sys.stderr)
        return 1 if problems else 0
    if len(argv) != 1:
        print(
            "usage: bundle_check.py OUT.json | --compare SOURCE.json FROZEN.json", file=sys.stderr
        )
        return 2
    Path(argv[0]).write_text(json.dumps(collect(), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
