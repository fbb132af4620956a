"""A private PulseAudio server with one null sink, and a recorder of its monitor.

The sound test and benchmarks/sound.py play the game into it: nothing reaches a
speaker, and ``parec`` records exactly what the game sent. The server lives in its own
runtime folder, so it neither finds nor disturbs a desktop's own server.

    with NullSink(folder) as sink:
        recorder = sink.record(folder / "out.wav")
        subprocess.run([...], env=sink.env(os.environ))
        recorder.stop()
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Mapping
from pathlib import Path

RATE = 22050


def available() -> bool:
    return all(shutil.which(tool) for tool in ("pulseaudio", "pactl", "parec", "sox"))


class Recorder:
    def __init__(self, process: subprocess.Popen[bytes], path: Path) -> None:
        self.process = process
        self.path = path
        self.started = time.monotonic()

    def stop(self) -> Path:
        self.process.terminate()
        self.process.wait(timeout=10)
        return self.path


class NullSink:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.runtime = self.folder / "pulse-runtime"
        self.socket = self.runtime / "native"
        self.process: subprocess.Popen[bytes] | None = None

    def env(self, base: Mapping[str, str]) -> dict[str, str]:
        """``base`` with this server as every client's server and sink."""
        env = dict(base)
        env["PULSE_SERVER"] = f"unix:{self.socket}"
        env["PULSE_SINK"] = "game"
        env["XDG_RUNTIME_DIR"] = str(self.runtime)
        env["PULSE_RUNTIME_PATH"] = str(self.runtime)
        env["HOME"] = str(self.folder)
        return env

    def __enter__(self) -> NullSink:
        self.runtime.mkdir(parents=True, exist_ok=True)
        os.chmod(self.runtime, 0o700)
        command = [
            "pulseaudio",
            "-n",  # no default.pa: only the modules below
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--disallow-exit",
            "--use-pid-file=no",
            "--log-target=file:" + str(self.folder / "pulse.log"),
            "-L",
            f"module-native-protocol-unix socket={self.socket} auth-anonymous=1",
            "-L",
            f"module-null-sink sink_name=game rate={RATE} channels=1",
        ]
        if os.geteuid() == 0:
            command.insert(1, "--system=no")
        self.process = subprocess.Popen(
            command,
            env=self.env(os.environ),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            probe = subprocess.run(
                ["pactl", "info"], env=self.env(os.environ), capture_output=True, check=False
            )
            if probe.returncode == 0:
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.__exit__(None, None, None)
        log = self.folder / "pulse.log"
        raise RuntimeError(
            "the PulseAudio server did not start: "
            + (log.read_text(errors="replace")[-2000:] if log.exists() else "no log")
        )

    def record(self, path: Path) -> Recorder:
        """Record the sink's monitor into a WAV file until ``stop``."""
        process = subprocess.Popen(
            [
                "parec",
                "--device=game.monitor",
                "--file-format=wav",
                f"--rate={RATE}",
                "--channels=1",
                "--format=s16le",
                "--latency-msec=10",
                str(path),
            ],
            env=self.env(os.environ),
        )
        # Anything played before the recording runs would be lost: wait until the monitor
        # has delivered a tenth of a second (its silence) to the file.
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and process.poll() is None:
            if path.exists() and path.stat().st_size > 44 + 2 * RATE // 10:
                break
            time.sleep(0.02)
        else:
            raise RuntimeError(f"parec wrote nothing to {path}")
        return Recorder(process, path)

    def __exit__(self, *exc: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
