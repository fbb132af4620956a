"""Odd files in the data folder (a FIFO, a link to /dev/zero, a huge file)
are set aside without hanging or filling memory; a profile restored from its backup is
written back, so the notice is not repeated on every start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from twelve_bowls.app import paths, storage
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.profile import Profile, Settings

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _load_in_child(home: Path) -> subprocess.CompletedProcess[str]:
    """Load the profile in a child process, so that a hang is a failed test, not a stuck run
    (the timeout is a safety net far above the fraction of a second this takes)."""
    code = textwrap.dedent(
        """
        from twelve_bowls.app.profile_service import ProfileService
        store = ProfileService()
        print(store.load_profile().settings.language)
        print(store.notices())
        """
    )
    env = {**os.environ, paths.HOME_ENV: str(home)}
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )


@posix_only
def test_a_fifo_named_profile_json_does_not_hang_the_start(home: Path) -> None:
    os.mkfifo(paths.profile_path())
    done = _load_in_child(home)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "en"
    assert "profile.json.corrupt-" in done.stdout
    assert not paths.profile_path().exists()


@posix_only
def test_a_link_to_dev_zero_is_not_read(home: Path) -> None:
    paths.profile_path().symlink_to("/dev/zero")
    done = _load_in_child(home)
    assert done.returncode == 0, done.stderr
    assert "profile.json.corrupt-" in done.stdout


def test_a_file_over_the_size_limit_is_not_read_whole(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage, "MAX_FILE_BYTES", 1000)
    paths.profile_path().write_bytes(b'{"schema_version": 1}' + b" " * 5000)
    reads: list[int] = []
    real_read = os.read

    def counting_read(fd: int, n: int) -> bytes:
        reads.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(storage.os, "read", counting_read)
    assert (
        storage.JsonFile(paths.profile_path(), version=1, decode=lambda d: d, encode=lambda d: d)
        .load()
        .status
        is storage.LoadStatus.CORRUPT_NO_BACKUP
    )
    assert sum(reads) <= 1001


def test_a_restored_profile_is_written_back_and_the_notice_comes_once(home: Path) -> None:
    store = ProfileService()
    store.save_profile(Profile(settings=Settings(language="es")))
    store.save_profile(Profile(settings=Settings(language="ja")))
    paths.profile_path().write_bytes(b"\x00garbage")

    first = ProfileService()
    assert first.load_profile().settings.language == "es"
    assert len(first.notices()) == 1
    assert json.loads(paths.profile_path().read_text("utf-8"))["settings"]["language"] == "es"

    second = ProfileService()
    assert second.load_profile().settings.language == "es"
    assert second.notices() == []  # not "restored ..." again on every start


def test_a_file_that_could_not_be_kept_is_not_named_dash(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths.profile_path().write_bytes(b"\x00garbage")

    def cannot_rename(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "quarantine", cannot_rename)
    store = ProfileService()
    # A new profile: it follows the system's language (app/first_run.py).
    assert store.load_profile() == Profile(settings=Settings(language_chosen=False))
    [notice] = store.notices()
    assert "-" not in notice and "kept as" not in notice
    assert "could not be read" in notice
