"""Benchmark: process start to first painted frame, and resident memory after start.

A script that prints figures, not a timed test. Each run starts a fresh Python process and
measures from just before the process is spawned to the first ``QEvent.Paint`` delivered
to a widget of the shown window (the wall clock is shared by parent and child). The same
measurement is made, interleaved in the same run, for a bare PySide6 window (``QWidget``,
1280x720) so the ratio says what the game adds. Targets (issue 5): ratio <= 1.5 and
resident memory after start < 150 MB.

Run: ``python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

# The child prints "<wall time of first paint> <VmRSS kB>" and quits after that frame.
_PROBE = """
import os, time
from PySide6.QtCore import QEvent, QObject, QTimer

def rss_kb():
    with open('/proc/self/status') as status:
        for line in status:
            if line.startswith('VmRSS:'):
                return int(line.split()[1])
    return -1

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            painted = time.time()
            # Quit once the frame that this paint belongs to has been flushed.
            QTimer.singleShot(0, lambda: (print(painted, rss_kb(), flush=True), app.quit()))
        return False
"""

BARE = (
    _PROBE
    + """
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(['bare'])
probe = FirstPaint()
app.installEventFilter(probe)
window = QWidget()
window.setWindowTitle('bare')
window.resize(1280, 720)
window.show()
app.exec()
"""
)

GAME = (
    _PROBE
    + """
from PySide6.QtWidgets import QApplication
app = QApplication(['twelve-bowls'])
probe = FirstPaint()
app.installEventFilter(probe)
from app.main import build_window
app, window = build_window(['twelve-bowls'])
app.exec()
"""
)


def measure(code: str, env: dict[str, str]) -> tuple[float, int]:
    """Seconds from spawn to first paint, and resident kB at that moment."""
    start = time.time()
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    last = result.stdout.strip().splitlines()[-1].split()
    return float(last[0]) - start, int(last[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each (default 7)")
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform, TWELVE_BOWLS_HOME=home)
        # An installed game has compiled bytecode (pip and PyInstaller write it); a
        # PYTHONDONTWRITEBYTECODE in the developer's shell would make every run compile
        # the whole app from source and measure that instead.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        # One warm-up of each so both start with the same file-system cache and bytecode.
        measure(BARE, env)
        measure(GAME, env)
        bare: list[float] = []
        game: list[float] = []
        bare_rss: list[int] = []
        game_rss: list[int] = []
        for _ in range(args.runs):
            seconds, rss = measure(BARE, env)
            bare.append(seconds)
            bare_rss.append(rss)
            seconds, rss = measure(GAME, env)
            game.append(seconds)
            game_rss.append(rss)
    bare_median = statistics.median(bare)
    game_median = statistics.median(game)
    ratio = game_median / bare_median
    rss_mb = statistics.median(game_rss) / 1024
    load_after = os.getloadavg()
    print(f"platform: {args.platform}, runs: {args.runs} each, interleaved")
    # The figures depend on what else the machine is doing: say how busy it was.
    print(
        f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}, "
        f"on {os.cpu_count()} cores"
    )
    print(f"bare PySide6 window: start to first paint median {bare_median * 1000:.0f} ms")
    print(f"Twelve Bowls:        start to first paint median {game_median * 1000:.0f} ms")
    print(f"ratio: {ratio:.2f} (target <= 1.5)  {'OK' if ratio <= 1.5 else 'OVER'}")
    print(
        f"resident memory after start: bare {statistics.median(bare_rss) / 1024:.0f} MB, ", end=""
    )
    print(f"Twelve Bowls {rss_mb:.0f} MB (target < 150)  {'OK' if rss_mb < 150 else 'OVER'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
