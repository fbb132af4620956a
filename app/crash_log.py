"""Crash reports for builds with no console.

The Windows and macOS builds are windowed programs: an exception that ends the game prints
its traceback nowhere, and the player sees the window vanish (or never appear). So the
traceback is written to ``crash-<UTC time>.log`` in the data folder, and the next start says
where it is, once. Nothing is sent anywhere (R9.3: everything is local).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sys
import traceback
from pathlib import Path
from types import TracebackType

from twelve_bowls.app.paths import data_dir

PREFIX = "crash-"
SUFFIX = ".log"
SEEN_SUFFIX = ".seen"
KEEP = 5  # older reports are removed so a crash loop cannot fill the disk


def write(
    kind: type[BaseException],
    error: BaseException,
    tb: TracebackType | None,
    base: Path | None = None,
) -> Path | None:
    """Write one report; None if even that failed (the game is closing either way)."""
    folder = data_dir() if base is None else base
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = folder / f"{PREFIX}{stamp}{SUFFIX}"
    try:
        import platform  # only when writing a report: not on every start
        from importlib.metadata import PackageNotFoundError, version

        try:
            game = version("twelve-bowls")
        except PackageNotFoundError:
            game = "?"
        folder.mkdir(parents=True, exist_ok=True)
        lines = [
            f"Twelve Bowls {game} on {platform.platform()}, Python {platform.python_version()}",
            f"frozen: {bool(getattr(sys, 'frozen', False))}",
            "",
            *traceback.format_exception(kind, error, tb),
        ]
        path.write_text("".join(line if line.endswith("\n") else line + "\n" for line in lines))
        _prune(folder)
    except OSError:
        return None
    return path


def _prune(folder: Path) -> None:
    reports = sorted(folder.glob(f"{PREFIX}*{SUFFIX}*"))
    for old in reports[:-KEEP]:
        old.unlink(missing_ok=True)


def take_unseen(base: Path | None = None) -> Path | None:
    """The newest report not yet shown to the player, marked as shown (None: nothing new)."""
    folder = data_dir() if base is None else base
    try:
        unseen = sorted(folder.glob(f"{PREFIX}*{SUFFIX}"))
    except OSError:
        return None
    if not unseen:
        return None
    newest = unseen[-1]
    for report in unseen:
        with contextlib.suppress(OSError):
            report.rename(report.with_name(report.name + SEEN_SUFFIX))
    return newest.with_name(newest.name + SEEN_SUFFIX)


def install_hook(base: Path | None = None) -> None:
    """Also log exceptions that escape a Qt slot: PySide6 hands them to ``sys.excepthook``."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        write(kind, error, tb, base)
        previous(kind, error, tb)

    sys.excepthook = hook
