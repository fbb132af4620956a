"""Benchmark: the frozen build's start against a bare frozen window, spawn to first frame.

A script that prints figures, not a timed test. It freezes two probes with the game's own
PyInstaller spec (``packaging/twelve_bowls.spec``: the same excludes, trimming, hidden
imports and data; only the entry script differs): the game's start as ``twelve-bowls``
runs it, and a bare ``QMainWindow``. Each probe is the one ``benchmarks/startup.py`` runs
from source: it prints the wall clock of the first painted frame, so each run is measured
from spawn to that frame, interleaved, bare then game, with a played profile on disk.
A frozen start differs from a source start in where modules come from (the bundle's
archive instead of ``.pyc`` files) and in the libraries it loads (the bundle's own).

Run: ``python benchmarks/frozen_startup.py [--runs N] [--build DIR] [--reuse]`` (building
both takes some minutes; ``--reuse`` measures the builds already in DIR).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import startup  # the sibling benchmark: its probes and profile

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "twelve_bowls.spec"
COMMAND = "twelve-bowls"
PYINSTALLER = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]


def freeze(kind: str, code: str, build: Path) -> Path:
    """Freeze ``code`` as the spec's entry; returns the frozen executable."""
    entry = build / f"{kind}_probe.py"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(code)
    dist = build / kind / "dist"
    subprocess.run(
        [
            *PYINSTALLER,
            "--distpath",
            str(dist),
            "--workpath",
            str(build / kind / "work"),
            str(SPEC),
        ],
        cwd=ROOT,
        env=dict(os.environ, TWELVE_BOWLS_FREEZE_ENTRY=str(entry)),
        check=True,
    )
    return dist / COMMAND / COMMAND


def measure(binary: Path, env: dict[str, str]) -> tuple[float, float, int]:
    """Seconds from spawn to first frame, the child's CPU seconds by then, resident kB
    1.5 s later."""
    start = time.time()
    result = subprocess.run(
        [str(binary)], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    lines = result.stdout.strip().splitlines()
    first, settled = lines[-2].split(), lines[-1].split()
    return float(first[0]) - start, float(first[2]), int(settled[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="runs of each (default 11)")
    parser.add_argument("--build", type=Path, default=ROOT / "packaging/build/frozen-startup")
    parser.add_argument("--reuse", action="store_true", help="measure the builds in --build")
    args = parser.parse_args()
    probes = {
        "bare frozen window": ("bare", startup.BARE),
        "Twelve Bowls frozen": ("game", startup.GAME),
    }
    binaries = {}
    for name, (kind, code) in probes.items():
        binary = args.build / kind / "dist" / COMMAND / COMMAND
        if not args.reuse or not binary.exists():
            binary = freeze(kind, code, args.build)
        binaries[name] = binary
    load_before = os.getloadavg()
    seconds: dict[str, list[float]] = {name: [] for name in binaries}
    cpu: dict[str, list[float]] = {name: [] for name in binaries}
    rss: dict[str, list[int]] = {name: [] for name in binaries}
    with tempfile.TemporaryDirectory() as home:
        startup._write_profile(Path(home))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=home)
        for binary in binaries.values():  # one warm-up each: the same file-system cache
            measure(binary, env)
        for _ in range(args.runs):
            for name, binary in binaries.items():
                wall, used, resident = measure(binary, env)
                seconds[name].append(wall)
                cpu[name].append(used)
                rss[name].append(resident)
    load_after = os.getloadavg()
    print(f"runs: {args.runs} each, interleaved, a played profile on disk")
    print(
        f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}, "
        f"on {os.cpu_count()} cores"
    )
    for name in binaries:
        print(
            f"{name + ':':22} start to first paint median "
            f"{statistics.median(seconds[name]) * 1000:4.0f} ms "
            f"(min {min(seconds[name]) * 1000:4.0f}, max {max(seconds[name]) * 1000:4.0f}), "
            f"CPU median {statistics.median(cpu[name]) * 1000:4.0f} ms, "
            f"resident {statistics.median(rss[name]) / 1024:.0f} MB"
        )
    bare, game = probes
    ratio = statistics.median(seconds[game]) / statistics.median(seconds[bare])
    pairs = sorted(g / b for g, b in zip(seconds[game], seconds[bare], strict=True))
    print(
        f"ratio: {ratio:.2f}; run by run median {statistics.median(pairs):.2f}, "
        f"min {pairs[0]:.2f}, max {pairs[-1]:.2f}"
    )
    print(f"CPU ratio: {statistics.median(cpu[game]) / statistics.median(cpu[bare]):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
