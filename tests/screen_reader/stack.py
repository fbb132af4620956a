"""The Linux screen-reader stack, for real: Xvfb, a D-Bus session bus, the AT-SPI registry,
Orca with speech-dispatcher and espeak-ng (sound to ALSA's ``null`` device), and the game.

What Orca speaks is read from its debug output, one line at a time: Orca writes its debug
file through Python's ``open``, which buffers a plain file by blocks but a terminal by
lines, so the file it is given is the far end of a pseudo-terminal this process reads.
Every ``SPEECH OUTPUT: '...'`` line is one phrase. Waits are bounded only so that a hang
ends; the assertions are on the phrases.

Usable as a script for playing by hand with a screen reader that is heard in the log:
``python -m tests.screen_reader.stack puzzle:1`` prints every phrase and reads xdotool key
names from standard input (``Right``, ``Return``, ``Tab``...).
"""

from __future__ import annotations

import contextlib
import json
import os
import pty
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ORCA = shutil.which("orca") or "/usr/bin/orca"
SYSTEM_PYTHON = "/usr/bin/python3"  # Orca and pyatspi are Debian's, for Debian's Python
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# The phrase, then Orca's voice settings as a dict (whose own quotes never precede "{").
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\s?\{.*)?$", re.S)
# Orca's debug lines start with the time; a phrase of several lines goes on in lines
# indented to the text after it, so a phrase is complete only at its closing quote.
STAMPED = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ")
INDENT = " " * 18
# Orca's record of each event it receives, for a bowl (a push button named "Bowl N...").
BOWL_EVENT = re.compile(
    r"EVENT MANAGER: (object:state-changed:focused|object:property-change:accessible-name)"
    r" for \[push button \| \D*(\d+)\D.*\] in \[application \| [^\]]*\] \((\d)"
)
HANG = 90.0  # seconds: only bounds a hang, never decides a result

REQUIRED = ("Xvfb", "xdotool", "dbus-daemon", ORCA, BUS_LAUNCHER, "speech-dispatcher", "localedef")


def missing() -> list[str]:
    """The programs of the stack that are not installed."""
    return [p for p in REQUIRED if shutil.which(p) is None and not os.access(p, os.X_OK)]


def _speechd_config(config_home: Path) -> None:
    """speech-dispatcher with espeak-ng, its sound sent to ALSA's null device: without a
    sound card and without it, Orca waits for a PulseAudio server that never comes."""
    target = config_home / "speech-dispatcher"
    shutil.copytree("/etc/speech-dispatcher", target, dirs_exist_ok=True)
    with (target / "speechd.conf").open("a", encoding="utf-8") as conf:
        conf.write(
            '\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n'
            'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
        )


class Stack:
    """One private desktop session with Orca; ``close`` ends every process it started."""

    def __init__(self, base: Path, locale: str = "C.UTF-8") -> None:
        self.base = base
        self.locale = locale  # Orca's: it speaks in its locale's language (espeak-ng's voice)
        self.phrases: list[str] = []
        self.log_lines: list[str] = []
        self._pending: str | None = None  # a phrase whose closing quote is still to come
        self._cond = threading.Condition()
        self._procs: list[subprocess.Popen[bytes]] = []
        self.game: subprocess.Popen[bytes] | None = None
        self.env = self._environment()

    # -- starting ---------------------------------------------------------------------------

    def _environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DBUS_"))}
        for name in ("home", "config", "data", "cache", "runtime"):
            (self.base / name).mkdir(mode=0o700, parents=True, exist_ok=True)
        env.update(
            HOME=str(self.base / "home"),
            XDG_CONFIG_HOME=str(self.base / "config"),
            XDG_DATA_HOME=str(self.base / "data"),
            XDG_CACHE_HOME=str(self.base / "cache"),
            XDG_RUNTIME_DIR=str(self.base / "runtime"),
            LANG=self.locale,
            GTK_A11Y="atspi",
        )
        if self.locale != "C.UTF-8":
            # A locale compiled into this session's own directory (glibc reads LOCPATH):
            # without it speech-dispatcher's setlocale fails and it refuses to start.
            name = self.locale
            source = name.split(".")[0]
            (self.base / "locale").mkdir(exist_ok=True)
            subprocess.run(
                ["localedef", "-i", source, "-f", "UTF-8", str(self.base / "locale" / name)],
                check=True,
                capture_output=True,
                timeout=HANG,
            )
            env["LOCPATH"] = str(self.base / "locale")
        env.pop("NO_AT_BRIDGE", None)
        env.pop("QT_QPA_PLATFORM", None)
        return env

    def _spawn(self, args: list[str], **kw: object) -> subprocess.Popen[bytes]:
        log = (self.base / f"{Path(args[0]).name}-{len(self._procs)}.log").open("wb")
        proc = subprocess.Popen(
            args,
            env=self.env,
            stdout=kw.pop("stdout", log),  # type: ignore[arg-type]
            stderr=log,
            start_new_session=True,
            **kw,  # type: ignore[call-overload]
        )
        self._procs.append(proc)
        return proc

    def start(self) -> None:
        # Xvfb picks a free display and writes its number to the pipe.
        read_fd, write_fd = os.pipe()
        self._spawn(
            [
                "Xvfb",
                "-displayfd",
                str(write_fd),
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write_fd,),
        )
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        self.env["DISPLAY"] = f":{display}"
        bus = self._spawn(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE
        )
        assert bus.stdout is not None
        address = bus.stdout.readline().decode().strip()
        if not address:
            raise RuntimeError("dbus-daemon did not start")
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address
        self._spawn([BUS_LAUNCHER, "--launch-immediately"])
        _speechd_config(self.base / "config")
        self._start_orca()

    def _start_orca(self) -> None:
        master, slave = pty.openpty()
        # Orca's launcher run by the interpreter: its process is named python3, so the
        # launcher's refusal to start beside another process named "orca" never applies.
        self._spawn(
            [SYSTEM_PYTHON, ORCA, f"--debug-file={os.ttyname(slave)}"],
            stdin=subprocess.DEVNULL,
        )
        self._slave = slave
        threading.Thread(target=self._read, args=(master,), daemon=True).start()
        # The first phrase: "Screen reader on." in English, in Orca's own words elsewhere.
        self.wait_for(lambda p: True, what="Orca's greeting")

    def _read(self, fd: int) -> None:
        pending = b""
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            pending += chunk
            *lines, pending = pending.split(b"\n")
            with self._cond:
                for raw in lines:
                    line = raw.decode("utf-8", "replace").rstrip("\r")
                    self.log_lines.append(line)
                    self._speech_line(line)
                self._cond.notify_all()

    def _speech_line(self, line: str) -> None:
        """Collect ``SPEECH OUTPUT`` phrases, those of several lines too."""
        if self._pending is not None and not STAMPED.match(line):
            self._pending += "\n" + line.removeprefix(INDENT)
        elif "SPEECH OUTPUT: '" in line:
            self._pending = line
        else:
            self._pending = None
            return
        match = SPEECH.search(self._pending)
        if match:
            self._pending = None
            if match.group(1).strip():
                self.phrases.append(match.group(1))

    def launch(self, *args: str, home: Path | None = None) -> None:
        """Start the game in this session with the real window (keyboard input only)."""
        env = dict(self.env)
        env["QT_QPA_PLATFORM"] = "xcb"
        env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        env["TWELVE_BOWLS_HOME"] = str(home or self.base / "profile")
        env["PYTHONPATH"] = str(ROOT)
        log = (self.base / "game.log").open("wb")
        self.game = subprocess.Popen(
            [sys.executable, "-m", "twelve_bowls.app.main", *args],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        self._procs.append(self.game)
        deadline = time.monotonic() + HANG
        window = ""
        while not window:
            if self.game.poll() is not None or time.monotonic() > deadline:
                log = (self.base / "game.log").read_text(errors="replace")
                raise RuntimeError(f"the game's window never appeared:\n{log}")
            window = self.xdotool("search", "--onlyvisible", "--pid", str(self.game.pid))
            time.sleep(0.2)
        self.window = window.split()[0]
        self.xdotool("windowfocus", "--sync", self.window)

    # -- playing ----------------------------------------------------------------------------

    def xdotool(self, *args: str) -> str:
        result = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=HANG
        )
        return result.stdout

    def key(self, *names: str) -> None:
        for name in names:
            self.xdotool("key", "--clearmodifiers", name)

    def bowls(self, *press: str) -> dict[str, Any]:
        """The bowls as AT-SPI shows them (``atspi_bowls.py``); ``press N`` also runs bowl
        N's first action."""
        result = subprocess.run(
            [SYSTEM_PYTHON, str(Path(__file__).with_name("atspi_bowls.py")), *press],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=HANG,
        )
        if result.returncode != 0:
            raise AssertionError(f"AT-SPI query failed: {result.stderr}")
        found: dict[str, Any] = json.loads(result.stdout)
        return found

    def events(self, since: int = 0) -> list[tuple[str, str]]:
        """The events Orca received for the bowls since log line ``since``, in order:
        ("focus", bowl) as a bowl gains focus, ("name", bowl) as it is renamed."""
        with self._cond:
            lines = self.log_lines[since:]
        found: list[tuple[str, str]] = []
        for line in lines:
            match = BOWL_EVENT.search(line)
            if match is None:
                continue
            kind, bowl, detail = match.groups()
            if kind.endswith("focused"):
                if detail.startswith("1"):
                    found.append(("focus", bowl))
            else:
                found.append(("name", bowl))
        return found

    def log_mark(self) -> int:
        with self._cond:
            return len(self.log_lines)

    def mark(self) -> int:
        with self._cond:
            return len(self.phrases)

    def wait_for(self, test: Callable[[str], bool], since: int = 0, what: str = "a phrase") -> str:
        """The first phrase spoken at or after ``since`` that passes ``test``."""
        deadline = time.monotonic() + HANG
        with self._cond:
            seen = since
            while True:
                for phrase in self.phrases[seen:]:
                    if test(phrase):
                        return phrase
                seen = len(self.phrases)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(
                        f"Orca never spoke {what}; it said: {self.phrases[since:]!r}"
                    )
                self._cond.wait(left)

    def wait_said(self, text: str, since: int = 0) -> str:
        return self.wait_for(lambda p: text in p, since, repr(text))

    def spoken_since(self, since: int) -> list[str]:
        with self._cond:
            return list(self.phrases[since:])

    def quiet(self, seconds: float = 1.0) -> None:
        """Until Orca has said nothing new for ``seconds``, bounded by the hang limit: a
        pause to let queued speech arrive; never a result."""
        deadline = time.monotonic() + HANG
        with self._cond:
            while time.monotonic() < deadline:
                count = len(self.log_lines)
                self._cond.wait(seconds)
                if len(self.log_lines) == count:
                    return

    def close(self) -> None:
        for proc in reversed(self._procs):
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
        for proc in reversed(self._procs):
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        # speech-dispatcher started by Orca lives in its own session: end it by its pid file.
        pid_file = self.base / "runtime" / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
        with contextlib.suppress(OSError, ValueError):
            os.kill(int(pid_file.read_text().split()[0]), signal.SIGTERM)
        (self.base / "orca.log").write_text("\n".join(self.log_lines), encoding="utf-8")


@contextlib.contextmanager
def running(base: Path, locale: str = "C.UTF-8") -> Iterator[Stack]:
    stack = Stack(base, locale)
    try:
        stack.start()
        yield stack
    finally:
        stack.close()


def _main() -> None:
    base = Path(tempfile.mkdtemp(prefix="twelve-bowls-orca-"))
    with running(base) as stack:
        shown = 0

        def echo() -> None:
            nonlocal shown
            for phrase in stack.spoken_since(shown):
                print("ORCA:", phrase, flush=True)
            shown = stack.mark()

        stack.launch("--play", *sys.argv[1:2])
        stack.quiet(2.0)
        echo()
        for line in sys.stdin:
            keys = line.split()
            if keys:
                stack.key(*keys)
            stack.quiet(1.5)
            echo()
    print("logs in", base)


if __name__ == "__main__":
    _main()
