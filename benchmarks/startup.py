"""Benchmark: process start to first painted frame, and resident memory after start.

A script that prints figures, not a timed test. Each run starts a fresh Python process and
measures from just before the process is spawned to the first ``QEvent.Paint`` delivered
to the shown main window (the wall clock is shared by parent and child). The same
measurement is made, interleaved in the same run, for a bare PySide6 window (``QMainWindow``,
1280x720) so the ratio says what the game adds. Targets: ratio <= 1.5 with a played profile
on disk (``--with-profile``, the everyday start), <= 1.8 without (the first-ever start), and
resident memory after start < 150 MB.

On a shared machine the wall clock also counts other people's work, so the CPU time each
start used until its first paint (user + system, the child's own) is printed too. Memory
is read 1.5 s after the first paint, once the work left for after it (the profile's full
validation) is done. ``--reference`` adds a third
window, plain widgets shaped like the home screen (a title, seven buttons, a style sheet,
the ``Qt`` namespace in use) and no game code: what any PySide6 home screen costs.

With ``--instructions N`` each start is also run N times under valgrind (callgrind) and
the instructions it executes up to its first frame are counted: a figure that does not
depend on the machine's load, which the wall clock on a shared machine does.

Run: ``python benchmarks/startup.py [--runs N] [--platform offscreen|xcb] [--reference]
[--with-profile] [--instructions N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The child prints "<wall time of first paint> <VmRSS kB>" and quits after that frame. The
# probe watches the main window only (``watch(window)``, before the event loop runs): an
# application-wide Python event filter would make PySide6 wrap every object that receives
# an event, such as the text controls of rich-text labels, which loads the Python types
# (and creates the enums) of every class in QtCore, QtGui and QtWidgets: about 180 enums,
# 40-60 ms that only the measuring would cost the game, never a player's start.
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
            # The window is painted first, then every widget in it: the clock is read once
            # the whole frame is done (the next turn of the event loop). Then what the app
            # does right after its first frame, before memory is read again.
            QTimer.singleShot(0, self.frame_done)
        return False

    def frame_done(self):
        print(time.time(), rss_kb(), time.process_time(), flush=True)
        if os.environ.get("STARTUP_PROBE_EXIT_AT_FRAME"):
            os._exit(0)  # counting instructions: up to the first frame, nothing after
        QTimer.singleShot(1500, lambda: (print("settled", rss_kb(), flush=True), app.quit()))

def watch(window):
    global probe
    probe = FirstPaint()
    window.installEventFilter(probe)
"""

BARE = (
    _PROBE
    + """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(['bare'])
window = QMainWindow()
watch(window)
window.setWindowTitle('bare')
window.resize(1280, 720)
window.show()
app.exec()
"""
)

# The player's start: ``twelve-bowls`` with no arguments (the crash hook, the single-copy
# lock, the application with its name and icon, the window); the probe is handed the
# window as ``build_window`` returns it, shown but not painted (painting waits for the
# event loop).
GAME = (
    _PROBE
    + """
import twelve_bowls.app.main as game
_build_window = game.build_window
def build_window(argv, **options):
    global app
    app, window = _build_window(argv, **options)
    watch(window)
    return app, window
game.build_window = build_window
game.main([])
"""
)


REFERENCE = (
    _PROBE
    + """
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication, QGridLayout, QLabel, QMainWindow, QPushButton, QStackedWidget, QVBoxLayout,
    QWidget,
)
app = QApplication(['reference'])
app.setStyleSheet(
    "QPushButton { background: #e6e1d6; border: 2px solid #aaa; border-radius: 10px;"
    " padding: 8px 18px; } QLabel[role='title'] { font-size: 34pt; font-weight: 700; }"
)
window = QMainWindow()
watch(window)
stack = QStackedWidget()
window.setCentralWidget(stack)
home = QWidget()
column = QVBoxLayout(home)
title = QLabel('Twelve Bowls')
title.setProperty('role', 'title')
column.addWidget(title, 0, Qt.AlignmentFlag.AlignLeft)
for text in ('Puzzles', 'Endless', 'Daily challenge'):
    column.addWidget(QPushButton(text))
grid = QGridLayout()
for i, text in enumerate(('Themes', 'Settings', 'How to play', 'Records')):
    grid.addWidget(QPushButton(text), i // 2, i % 2)
column.addLayout(grid)
stack.addWidget(home)
window.resize(1280, 720)
window.show()
app.exec()
"""
)


def measure(code: str, env: dict[str, str]) -> tuple[float, int, float, int]:
    """Seconds from spawn to first paint, and the child's CPU seconds (user + system) by
    then; resident kB at that moment and 1.5 s later, when the work the app leaves for after
    its first frame is done."""
    start = time.time()
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    lines = result.stdout.strip().splitlines()
    first = lines[-2].split()
    settled = lines[-1].split()
    return float(first[0]) - start, int(first[1]), float(first[2]), int(settled[1])


CALLGRIND = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]


def run_to_first_frame(
    valgrind: list[str], code: str, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run the probe ``code`` under ``valgrind`` until its first frame (it exits there)."""
    result = subprocess.run(
        [*valgrind, sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=dict(env, STARTUP_PROBE_EXIT_AT_FRAME="1"),
        timeout=600,
        check=True,
    )
    # The game's single-copy lock, left behind by the exit at the first frame, would make
    # the next start take over a stale lock: work a player's start never does.
    Path(env["TWELVE_BOWLS_HOME"], "twelve-bowls.lock").unlink(missing_ok=True)
    return result


def count_instructions(code: str, env: dict[str, str]) -> int:
    """Instructions the child executes from its start to its first frame (callgrind):
    unlike seconds, the count hardly depends on what else the machine is doing."""
    result = run_to_first_frame(CALLGRIND, code, env)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1])
    raise RuntimeError("valgrind printed no instruction count:\n" + result.stderr[-2000:])


def _spread(values: list[float]) -> str:
    return f"min {min(values) * 1000:4.0f}, max {max(values) * 1000:4.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="runs of each (default 11)")
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument(
        "--reference", action="store_true", help="also measure plain widgets shaped like home"
    )
    parser.add_argument(
        "--with-profile",
        action="store_true",
        help="start with a played profile on disk (records, achievements; English, Garden)",
    )
    parser.add_argument(
        "--instructions",
        type=int,
        default=0,
        metavar="N",
        help="also count instructions to the first frame, N runs of each under valgrind",
    )
    args = parser.parse_args()
    kinds = {"bare PySide6 window": BARE, "Twelve Bowls": GAME}
    if args.reference:
        kinds["plain widgets (ref.)"] = REFERENCE
    load_before = os.getloadavg()
    seconds: dict[str, list[float]] = {name: [] for name in kinds}
    cpu: dict[str, list[float]] = {name: [] for name in kinds}
    rss: dict[str, list[int]] = {name: [] for name in kinds}
    counts: dict[str, list[int]] = {name: [] for name in kinds}
    with tempfile.TemporaryDirectory() as home:
        if args.with_profile:
            _write_profile(Path(home))
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform, TWELVE_BOWLS_HOME=home)
        # An installed game has compiled bytecode (pip and PyInstaller write it); a
        # PYTHONDONTWRITEBYTECODE in the developer's shell would make every run compile
        # the whole app from source and measure that instead.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        # One warm-up of each so all start with the same file-system cache and bytecode.
        for code in kinds.values():
            measure(code, env)
        for _ in range(args.runs):
            for name, code in kinds.items():
                wall, _at_paint, used, resident = measure(code, env)
                seconds[name].append(wall)
                rss[name].append(resident)
                cpu[name].append(used)
        for _ in range(args.instructions):
            for name, code in kinds.items():
                counts[name].append(count_instructions(code, env))
    load_after = os.getloadavg()
    median = {name: statistics.median(values) for name, values in seconds.items()}
    cpu_median = {name: statistics.median(values) for name, values in cpu.items()}
    bare, game = "bare PySide6 window", "Twelve Bowls"
    print(f"platform: {args.platform}, runs: {args.runs} each, interleaved")
    # The figures depend on what else the machine is doing: say how busy it was.
    print(
        f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}, "
        f"on {os.cpu_count()} cores"
    )
    for name in kinds:
        print(
            f"{name + ':':22} start to first paint median {median[name] * 1000:4.0f} ms "
            f"({_spread(seconds[name])}), "
            f"CPU median {cpu_median[name] * 1000:4.0f} ms ({_spread(cpu[name])})"
        )
    profile = args.with_profile
    print("profile on disk:", "a played one" if profile else "none (a first start)")
    # The everyday start (a played profile) has the tighter target; a first-ever start also
    # writes the profile and chooses a language.
    target = 1.5 if profile else 1.8
    ratio = median[game] / median[bare]
    print(f"ratio: {ratio:.2f} (target <= {target})  {'OK' if ratio <= target else 'OVER'}")
    # Each game run against the bare run just before it: the machine's speed drifts less
    # within a pair than across the whole benchmark.
    pairs = sorted(g / b for g, b in zip(seconds[game], seconds[bare], strict=True))
    print(
        f"ratio run by run: median {statistics.median(pairs):.2f}, "
        f"min {pairs[0]:.2f}, max {pairs[-1]:.2f}"
    )
    print(f"CPU ratio: {cpu_median[game] / cpu_median[bare]:.2f}")
    if args.instructions:
        ins = {name: statistics.median(values) for name, values in counts.items()}
        for name in kinds:
            print(
                f"{name + ':':22} instructions to first frame median {ins[name] / 1e6:6.0f} M "
                f"(min {min(counts[name]) / 1e6:.0f}, max {max(counts[name]) / 1e6:.0f})"
            )
        print(f"instruction ratio: {ins[game] / ins[bare]:.2f}")
    if args.reference:
        print(f"plain widgets ratio: {median['plain widgets (ref.)'] / median[bare]:.2f}")
    rss_mb = statistics.median(rss[game]) / 1024
    print(
        f"resident memory after start: bare {statistics.median(rss[bare]) / 1024:.0f} MB, ",
        end="",
    )
    print(f"Twelve Bowls {rss_mb:.0f} MB (target < 150)  {'OK' if rss_mb < 150 else 'OVER'}")
    return 0


def _write_profile(home: Path) -> None:
    """The saves fixture (tests/app/data/saves/profile-v1.json), in English."""
    fixture = Path(__file__).resolve().parent.parent / "tests/app/data/saves/profile-v1.json"
    document = json.loads(fixture.read_text())
    document["settings"]["language"] = "en"
    (home / "profile.json").write_text(json.dumps(document))


if __name__ == "__main__":
    sys.exit(main())
