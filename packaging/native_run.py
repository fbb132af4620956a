"""Run an installed build once on its real platform plugin and keep what it showed.

    python packaging/native_run.py BINARY --platform windows --out DIR
    python packaging/native_run.py "Twelve Bowls.app" --platform cocoa --out DIR   # via open -W

Names the plugin explicitly (``QT_QPA_PLATFORM=windows`` or ``cocoa``): the frozen app must
load it and its native style (``platform_check.py``), and its ``--screenshot`` of home must
be a real picture. DIR then holds ``platform.json`` and ``home-<platform>.png``, which the
release workflow attaches to its run, so the style players see is looked at before a release.
On macOS the app is started the way Finder starts it, through ``open -W``: then its working
directory is ``/`` and ``open`` exits 0 whatever the app did, so every path the app is handed
is made absolute first, and a missing report says that the app wrote nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
sys.path.insert(0, str(PACKAGING))

import platform_check  # noqa: E402


def command(target: Path, args: list[str], env: dict[str, str], via_open: bool) -> list[str]:
    if not via_open:
        return [str(target), *args]
    # open(1) hands the app no environment of the shell: pass each variable with --env.
    wanted = ("QT_QPA_PLATFORM", "TWELVE_BOWLS_HOME")
    pairs = [item for name in wanted for item in ("--env", f"{name}={env[name]}")]
    return ["open", "-W", "-n", *pairs, str(target), "--args", *args]


def run(target: Path, platform: str, out: Path) -> list[str]:
    # Absolute: the app may start elsewhere (open(1) starts it in /).
    target, out = target.resolve(), out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    via_open = target.suffix == ".app"
    home = Path(tempfile.mkdtemp(prefix="twelve-bowls-native-"))
    env = dict(os.environ, QT_QPA_PLATFORM=platform, TWELVE_BOWLS_HOME=str(home))
    report_path = out / "platform.json"
    shot = out / f"home-{platform}.png"
    for args in (["--platform-check", str(report_path)], ["--screenshot", str(shot)]):
        done = subprocess.run(
            command(target, args, env, via_open),
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            return [f"{' '.join(args)} exited {done.returncode}: {done.stderr.strip()}"]
    if not report_path.is_file():
        return [f"the app wrote no platform report at {report_path}"]
    found = platform_check.problems(json.loads(report_path.read_text("utf-8")), platform)
    if not shot.is_file() or shot.stat().st_size < 10_000:
        found.append(f"no real screenshot at {shot}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", type=Path, help="the installed binary, or the .app on macOS")
    parser.add_argument("--platform", required=True, help="windows, cocoa, xcb, wayland")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    found = run(args.target, args.platform, args.out)
    for problem in found:
        print(f"native run: {problem}", file=sys.stderr)
    if not found:
        print(f"native run: {args.platform} platform and style loaded; screenshot in {args.out}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
