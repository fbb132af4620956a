"""Play one move of the installed build into a private PulseAudio null sink and check with
sox that the recording is not silent: the frozen bundle must really make sound, not only
load miniaudio.

    python packaging/smoke_sound.py PATH/TO/INSTALLED/twelve-bowls

Run from the repository root (it uses ``tools/null_sink.py``); needs pulseaudio, pactl,
parec and sox. Used by ``packaging/smoke_test.sh``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.null_sink import NullSink, available  # noqa: E402

#: A select tick and the first sown stones peak near 0.4 of full scale at the default volume;
#: digital silence is 0.0.
LOUD = 0.1


def max_amplitude(path: Path) -> float:
    done = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True)
    for line in done.stderr.splitlines():
        if line.startswith("Maximum amplitude:"):
            return float(line.split(":", 1)[1])
    raise RuntimeError(f"sox could not measure {path}: {done.stderr.strip()}")


def record(binary: Path, folder: Path) -> Path:
    home = folder / "home"
    home.mkdir(parents=True)
    with NullSink(folder) as sink:
        recorder = sink.record(folder / "installed.wav")
        env = sink.env(os.environ)
        env.update(QT_QPA_PLATFORM="offscreen", TWELVE_BOWLS_HOME=str(home))
        # Puzzle 1's first bowl: a select and a few sown stones, under a second of sound.
        game = subprocess.run(
            [str(binary), "--play", "puzzle:1", "--moves", "0", "--quit"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        path = recorder.stop()
    if game.returncode != 0:
        raise RuntimeError(f"{binary} exited {game.returncode}\n{game.stderr}".rstrip())
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", type=Path)
    args = parser.parse_args()
    if not available():
        print("smoke sound: needs pulseaudio, pactl, parec and sox", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="smoke-sound-") as tmp:
        path = record(args.binary, Path(tmp))
        peak = max_amplitude(path)
    if peak < LOUD:
        print(f"smoke sound: the installed build was silent (peak {peak})", file=sys.stderr)
        return 1
    print(f"   sound: one move played into a null sink, peak {peak:.2f} of full scale")
    return 0


if __name__ == "__main__":
    sys.exit(main())
