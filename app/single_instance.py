"""One running copy of the game per data folder.

Two copies would each keep the profile in memory and write all of it, the last one
silently erasing what the other recorded. The first copy holds a ``QLockFile`` in the data
folder and watches the folder (``QFileSystemWatcher``: no network module, which the native
builds leave out); a second copy finds the lock taken, drops a request file there that asks
the first to bring its window forward, says so on standard error and exits by itself: it
never shows a dialog that waits for a click.

Only a lock held by a live process on this machine sends a start away. Anything else in
the lock's place is stale and taken over: a lock left by a copy that was killed (its process
is gone), an empty, zero-filled or garbled lock (a power cut can leave one), a directory of
that name, and a lock written on another machine (its process cannot be checked from here,
and a start that refused would leave the player with no game and, on Windows and macOS,
nothing on screen).
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QSysInfo, Signal

log = logging.getLogger(__name__)

LOCK_NAME = "twelve-bowls.lock"
RAISE_NAME = "twelve-bowls.raise"  # the second copy's request: bring the window forward


class SingleInstance(QObject):
    """``acquire()`` once at start, ``watch()`` once the application exists; then
    ``raise_requested`` fires whenever a second copy starts."""

    raise_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self._lock = QLockFile(str(data_dir / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when the holder's process is gone
        self._watcher: QFileSystemWatcher | None = None

    def acquire(self) -> bool:
        """True when this is the only copy (or the folder cannot hold a lock: a read-only
        folder must not stop the game; it cannot save there anyway)."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        for _ in range(2):  # once more after taking a stale lock over
            if self._lock.tryLock(0):
                self._take_request()  # one left from before is not for this run
                return True
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                log.warning("no lock in %s (%s): not checking for a second copy", self.data_dir,
                            self._lock.error())  # fmt: skip
                return True
            if self._held_by_a_live_copy_here():
                return False
            self._clear_stale()
        return not self._held_by_a_live_copy_here()

    def _held_by_a_live_copy_here(self) -> bool:
        """Qt refused the lock: held only if it names a process of this machine (Qt has
        found that process alive, which is why it refused)."""
        pid, host, _app = self._lock.getLockInfo()
        return pid > 0 and bool(host) and host == QSysInfo.machineHostName()

    def _clear_stale(self) -> None:
        path = self.data_dir / LOCK_NAME
        log.warning("taking over the stale lock %s", path)
        try:
            if path.is_dir() and not path.is_symlink():
                try:
                    path.rmdir()
                except OSError:  # not empty: not ours to delete, set aside instead
                    path.rename(path.with_name(f"{LOCK_NAME}.stale-{os.getpid()}"))
            else:
                path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove the stale lock %s: %s", path, error)

    def watch(self) -> None:
        """Listen for a second copy's request (once the application exists)."""
        if self._lock.isLocked() and self._watcher is None:
            self._watcher = QFileSystemWatcher([str(self.data_dir)], self)
            self._watcher.directoryChanged.connect(self._check)

    def _take_request(self) -> bool:
        try:
            os.unlink(self.data_dir / RAISE_NAME)
        except OSError:
            return False
        return True

    def _check(self, _path: str = "") -> None:
        if self._take_request():
            self.raise_requested.emit()

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.directories())
        self._lock.unlock()


def ask_first_copy_to_raise(data_dir: Path) -> bool:
    """From the second copy: ask the first to bring its window forward."""
    with contextlib.suppress(OSError):
        (data_dir / RAISE_NAME).write_bytes(b"")
        return True
    return False


def bring_forward(window: object) -> None:
    """Show, un-minimise and activate the main window."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    if not isinstance(window, QWidget):
        return
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
