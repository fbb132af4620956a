"""Benchmark: the CPU an untouched game costs, its own and its sound server's, over 30 s.

A script that prints figures, not a timed test. Starts a private PulseAudio server with a
null sink (``tools/null_sink.py``, as the sound tests do; a desktop always runs one), then
the game in it (offscreen), once on a puzzle and once on the home screen. After the game
has settled (``--settle`` seconds: the first frame, the sound output opened, the start's
own work done) nobody touches it for ``--seconds``; the script reads the CPU time (user +
system, ``/proc/PID/stat``) of the game and of the server at both ends and prints the
difference in milliseconds (target: at most 30 ms each). Linux only.

Run: ``python benchmarks/idle_cpu.py [--seconds 30] [--settle 8] [--rounds 1]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.null_sink import NullSink, available  # noqa: E402

SCENES = {"puzzle open": ["--play", "puzzle:7"], "home screen": []}
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_ms(pid: int) -> float:
    """User + system CPU of a process so far, in milliseconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / TICKS


def idle(arguments: list[str], seconds: float, settle: float) -> tuple[float, float]:
    """(game, server) CPU milliseconds over ``seconds`` of an untouched game."""
    with tempfile.TemporaryDirectory(prefix="idle-cpu-") as name:
        folder = Path(name)
        home = folder / "home"
        home.mkdir()
        with NullSink(folder) as sink:
            env = sink.env(os.environ)
            env.update(QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=str(home))
            game = subprocess.Popen(
                [sys.executable, "-m", "twelve_bowls.app.main", *arguments],
                cwd=ROOT,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            try:
                time.sleep(settle)
                assert sink.process is not None
                server = sink.process.pid
                game_before, server_before = cpu_ms(game.pid), cpu_ms(server)
                time.sleep(seconds)
                return cpu_ms(game.pid) - game_before, cpu_ms(server) - server_before
            finally:
                game.terminate()
                game.wait(timeout=60)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--settle", type=float, default=8.0)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    if not available():
        print("needs pulseaudio, pactl, parec and sox")
        return 2
    print(f"load average (1, 5, 15 min): {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    worst = 0.0
    for _ in range(args.rounds):
        for scene, arguments in SCENES.items():
            game, server = idle(arguments, args.seconds, args.settle)
            worst = max(worst, game, server)
            print(
                f"{scene}: game {game:.0f} ms, sound server {server:.0f} ms of CPU "
                f"over {args.seconds:.0f} s untouched (target <= 30 ms each)"
            )
    print(f"load average (1, 5, 15 min): {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if worst <= 30 else 1


if __name__ == "__main__":
    sys.exit(main())
