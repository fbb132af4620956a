"""Event-to-sound latency and CPU of the two candidate outputs, into a private null sink.

    python benchmarks/sound.py miniaudio [GAP_S]
    python benchmarks/sound.py qsoundeffect   # needs PySide6-Addons (QtMultimedia)



10 ms pieces; the latency of one cue is the time from the ``play`` call to the arrival of
the piece holding its first loud sample (an upper bound: the capture's own delay is in
it). CPU is the process's CPU time over the run divided by its wall time. Prints figures.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from array import array
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.null_sink import RATE, NullSink

COUNT = 20
GAP = 0.3


def main() -> int:
    global GAP
    backend = sys.argv[1] if len(sys.argv) > 1 else "miniaudio"
    if len(sys.argv) > 2:
        GAP = float(sys.argv[2])
    folder = Path(tempfile.mkdtemp(prefix="sound-bench-"))
    with NullSink(folder) as sink:
        os.environ.update(sink.env(os.environ))
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        loud_at: list[float] = []
        reader = subprocess.Popen(
            [
                "parec",
                "--device=game.monitor",
                "--raw",
                f"--rate={RATE}",
                "--channels=1",
                "--format=s16le",
                "--latency-msec=5",
            ],
            stdout=subprocess.PIPE,
        )
        assert reader.stdout is not None
        stream = reader.stdout

        def read() -> None:
            quiet = True
            while True:
                piece = stream.read(2 * RATE // 200)
                if not piece:
                    return
                now = time.monotonic()
                level = max((abs(v) for v in array("h", piece)), default=0)
                if quiet and level > 2000:
                    loud_at.append(now)
                quiet = level < 50

        threading.Thread(target=read, daemon=True).start()
        play = _miniaudio() if backend == "miniaudio" else _qsoundeffect()
        time.sleep(1.0)
        asked: list[float] = []
        cpu0, wall0 = time.process_time(), time.monotonic()
        for k in range(COUNT):
            asked.append(time.monotonic())
            play()
            _wait(GAP + 0.013 * (k % 7))  # uneven gaps: a late cue cannot pass for on time
        cpu = (time.process_time() - cpu0) / (time.monotonic() - wall0)
        time.sleep(0.5)
        reader.terminate()
    latencies = []
    for t in asked:
        after = [x - t for x in loud_at if 0 <= x - t < 0.2]
        if after:
            latencies.append(1000 * after[0])
    print(f"{backend}: {len(latencies)}/{COUNT} cues heard within 200 ms; onsets {len(loud_at)}")
    print("  first loud piece after each play, ms:", [round(v) for v in latencies])
    if latencies:
        print(
            f"  latency ms: median {statistics.median(latencies):.1f}, "
            f"min {min(latencies):.1f}, max {max(latencies):.1f}"
        )
    print(f"  CPU while playing a cue every {GAP * 1000:.0f} ms: {100 * cpu:.1f} % of one core")
    return 0


_app = None


def _wait(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if _app is not None:
            _app.processEvents()
        time.sleep(0.002)


def _miniaudio():
    from twelve_bowls.app.sound.library import default_set
    from twelve_bowls.app.sound.player import SoundPlayer

    player = SoundPlayer()
    player.set_sounds(default_set())
    player.start()
    print("  device:", player.wait_started().value)
    return lambda: player.play("sow", 0, 100)


def _qsoundeffect():
    global _app
    from PySide6.QtCore import QUrl
    from PySide6.QtMultimedia import QSoundEffect
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    effect = QSoundEffect()
    path = Path(__file__).resolve().parent.parent / "app/resources/sounds/sow.wav"
    effect.setSource(QUrl.fromLocalFile(str(path)))
    _wait(1.0)
    return effect.play


if __name__ == "__main__":
    raise SystemExit(main())
