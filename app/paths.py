"""Where the player's data lives on this device (R8.3, R8.5, R9.3: everything is local)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from platformdirs import user_data_path

APP_NAME = "TwelveBowls"
HOME_ENV = "TWELVE_BOWLS_HOME"

PROFILE_FILE = "profile.json"
ATTEMPTS_DIR = "attempts"

# Mode ids become file names; anything outside this set could escape the directory or be
# refused by some file system.
_SAFE_ID = re.compile(r"[^A-Za-z0-9_.-]")


def data_dir() -> Path:
    """The data directory: ``$TWELVE_BOWLS_HOME`` when set (tests, portable use), else the
    platform's user data directory. Not created here: the storage layer creates it when it
    first writes, and reports when it cannot."""
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return user_data_path(APP_NAME, appauthor=False, roaming=True)


# The longest name one part of a path may have on the file systems the game runs on
# (NAME_MAX on Linux and macOS, 255 UTF-16 units on NTFS).
NAME_MAX = 255


def data_dir_problem(directory: Path | None = None) -> str | None:
    """One sentence when the data folder cannot be a folder on any file system (a part of
    its path longer than ``NAME_MAX``), else None; checked before anything touches it."""
    folder = data_dir() if directory is None else directory
    for part in folder.parts:
        if len(part.encode("utf-8", "surrogateescape")) > NAME_MAX:
            return (
                f"the data folder {str(folder)[:80]}... cannot be used: one part of its path is "
                f"longer than {NAME_MAX} characters, which file systems refuse; set "
                f"{HOME_ENV} to a shorter path"
            )
    return None


def profile_path(base: Path | None = None) -> Path:
    return (data_dir() if base is None else base) / PROFILE_FILE


def attempt_path(mode_id: str, base: Path | None = None) -> Path:
    """The file of the unfinished attempt of one mode (``endless``, ``daily``, ``puzzle-007``)."""
    safe = _SAFE_ID.sub("_", mode_id).strip(".") or "_"
    return (data_dir() if base is None else base) / ATTEMPTS_DIR / f"{safe}.json"
