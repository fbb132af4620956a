"""Smoke-run an installed build on any platform, offscreen: the frozen app must see the same
themes, translations and puzzles as the source tree, and its ``--screenshot`` of the home
screen in Arabic with a non-default theme must match the source tree's pixel for pixel and
differ from English; every other screen must match the source tree's too.

    python packaging/smoke_run.py PATH/TO/INSTALLED/twelve-bowls[.exe] [--keep DIR]

Run from the repository root with the Python that has the project installed. Used by
``packaging/smoke_test.sh`` (Linux, here and in CI) and by the release workflow (Windows,
macOS).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
SIZE = "1280x720"
DEFAULT_THEME = "simple"


class SmokeError(RuntimeError):
    """A check failed; the message says which and why."""


def run(command: list[str], env: dict[str, str]) -> None:
    # Windowed builds have no console: output is captured and shown only on failure.
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=180)
    if done.returncode != 0:
        raise SmokeError(
            f"{' '.join(command)} exited {done.returncode}\n{done.stdout}{done.stderr}".rstrip()
        )


def smoke(binary: Path, work: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=str(work / "home"))
    python = sys.executable
    report: list[str] = []

    run([str(binary), "--bundle-check", str(work / "frozen.json")], env)
    run([python, str(PACKAGING / "bundle_check.py"), str(work / "source.json")], env)
    compare = [str(work / "source.json"), str(work / "frozen.json")]
    run([python, str(PACKAGING / "bundle_check.py"), "--compare", *compare], env)
    frozen = json.loads((work / "frozen.json").read_text(encoding="utf-8"))
    themes = [t for t in frozen["themes"].get("loaded", []) if t != DEFAULT_THEME]
    if not themes:
        raise SmokeError("the installed app found no theme besides the default")
    theme = themes[-1]
    report.append(
        f"bundle: {len(frozen['themes']['loaded'])} themes, "
        f"{len(frozen['translations'])} catalogs, {len(frozen['puzzles'])} puzzles"
    )

    def shot(out: str, program: list[str], lang: str, screen: str = "home") -> Path:
        path = work / out
        args = ["--screenshot", str(path), "--screen", screen, "--size", SIZE]
        run([*program, *args, "--lang", lang, "--theme", theme], env)
        return path

    installed_ar = shot("installed-ar.png", [str(binary)], "ar")
    source_ar = shot("source-ar.png", [python, "-m", "twelve_bowls.app.main"], "ar")
    installed_en = shot("installed-en.png", [str(binary)], "en")
    check = [python, str(PACKAGING / "check_screenshot.py"), str(installed_ar), "--size", SIZE]
    run([*check, "--same-as", str(source_ar), "--differs-from", str(installed_en)], env)
    report.append(f"screenshot: home, Arabic, theme {theme}, {SIZE}: matches the source tree")

    # Every other screen too, so data only one screen reads (a puzzle, the help diagrams)
    # cannot go missing unnoticed.
    others = [name for name in screens() if name != "home"]
    for name in others:
        out = name.replace(":", "")
        installed = shot(f"installed-{out}-ar.png", [str(binary)], "ar", name)
        source = shot(f"source-{out}-ar.png", [python, "-m", "twelve_bowls.app.main"], "ar", name)
        run(
            [
                python,
                str(PACKAGING / "check_screenshot.py"),
                str(installed),
                "--size",
                SIZE,
                "--same-as",
                str(source),
            ],
            env,
        )
    report.append(f"screenshots: {', '.join(others)} (Arabic) match the source tree")
    return report


def screens() -> list[str]:
    """The app's ``--screen`` values, with the first puzzle for ``puzzle:N``."""
    from twelve_bowls.app.main import SCREENS

    return [*SCREENS, "puzzle:1"]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", type=Path)
    parser.add_argument("--keep", type=Path, help="copy the screenshots and reports here")
    args = parser.parse_args(argv)
    if not args.binary.is_file():
        print(f"smoke run: {args.binary} is not a file", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="twelve-bowls-smoke-") as tmp:
        work = Path(tmp)
        try:
            report = smoke(args.binary.resolve(), work)
        except (SmokeError, subprocess.TimeoutExpired) as error:
            print(f"smoke run FAILED: {error}", file=sys.stderr)
            return 1
        finally:
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                for item in work.iterdir():
                    if item.is_file():
                        shutil.copy(item, args.keep / item.name)
    for line in report:
        print(f"smoke run: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
