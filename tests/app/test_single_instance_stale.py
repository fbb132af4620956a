"""Only a lock held by a live process on this machine sends a start away; any other lock
(empty, zero-filled, garbled, a directory, one from another machine) is stale: taken over."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSysInfo

from twelve_bowls.app.single_instance import LOCK_NAME, SingleInstance


def _write(content: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(content)


def _directory(path: Path) -> None:
    path.mkdir()


def _full_directory(path: Path) -> None:
    path.mkdir()
    (path / "something").write_text("kept")


def _live_elsewhere(path: Path) -> None:
    # A live pid (ours), written by a copy on another machine sharing the folder.
    path.write_text(f"{os.getpid()}\ntwelve-bowls\nanother-machine\n")


DAMAGED: dict[str, Callable[[Path], None]] = {
    "empty": _write(b""),
    "zero-filled": _write(b"\0" * 512),
    "garbage": _write(b"\xff\xfe not a lock \n\n\x01"),
    "pid-without-host": _write(f"{os.getpid()}\n".encode()),
    "a-directory": _directory,
    "a-directory-with-files": _full_directory,
    "dead-process-on-another-host": _write(b"999999\ntwelve-bowls\nanother-machine\n"),
    "live-pid-on-another-host": _live_elsewhere,
}


@pytest.mark.parametrize("make", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_stale_lock_is_taken_over(tmp_path: Path, make: Callable[[Path], None]) -> None:
    make(tmp_path / LOCK_NAME)
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    try:
        pid, host, _app = QLockFile(str(tmp_path / LOCK_NAME)).getLockInfo()
        assert (pid, host) == (os.getpid(), QSysInfo.machineHostName())  # ours now
        assert not SingleInstance(tmp_path).acquire()  # and it keeps a second copy out
    finally:
        instance.release()
    if make is _full_directory:  # set aside, never deleted
        (kept,) = tmp_path.glob(f"{LOCK_NAME}.stale-*")
        assert (kept / "something").read_text() == "kept"


def test_a_live_copy_on_this_machine_sends_a_start_away(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from app.single_instance import SingleInstance;"
        "s = SingleInstance(Path(sys.argv[1])); assert s.acquire(); print('locked', flush=True);"
        "sys.stdin.read()"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "locked"
        assert not SingleInstance(tmp_path).acquire()
    finally:
        child.communicate("")
