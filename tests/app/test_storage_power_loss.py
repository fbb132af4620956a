"""Power loss at every point of a save.

The real save path (``ProfileService`` recording real Endless results, the attempt file
written first and dropped after, as a finished game does) runs once on a real folder
through a recording layer (``tests.app.power_loss``). Then, for every prefix of the
recorded system calls, the disk a power cut would leave is rebuilt, keeping only what was
fsynced (file data and directory entries, in syscall order), and the game's next start is
checked on it: it must find the last acknowledged result or the one being saved, and never
a damaged, empty or older profile (a restore from the backup counts as a failure too: with
every ``fsync`` in place it never happens).

The check is itself checked: with the file ``fsync`` or the directory ``fsync`` removed
from ``app.storage``, it finds cuts that lose data.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.app import power_loss
from tests.app.storage_crash_child import play_round
from tests.app.test_storage_crash import _next_start
from twelve_bowls.app import storage
from twelve_bowls.app.profile_service import ProfileService

ROUNDS = 5


def _record(base: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, bytes], list]:
    """Run ROUNDS results through the real store; the start state and the call log."""
    store = ProfileService(base)
    profile = store.load_profile()
    assert store.save_profile(profile)  # a profile with 0 games, on disk before the cut
    start = power_loss.snapshot(base)
    recorder = power_loss.Recorder(base)
    with monkeypatch.context() as patch:
        patch.setattr(storage, "os", recorder)
        store = ProfileService(base)
        profile = store.load_profile()
        for number in range(1, ROUNDS + 1):
            play_round(store, profile, number)
            recorder.mark("ack", profile.records.endless_games)  # save_profile returned
    return start, recorder.log


def _bad_cuts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    base = tmp_path / "data"
    start, log = _record(base, monkeypatch)
    assert sum(1 for entry in log if entry[0] == "mark") == ROUNDS
    bad: list[tuple[int, str]] = []
    acknowledged = 0
    for cut in range(len(log) + 1):
        if cut and log[cut - 1][0] == "mark":
            acknowledged = log[cut - 1][2]
        folder = tmp_path / f"cut-{cut}"
        power_loss.write_state(folder, power_loss.crash_state(start, log[:cut]))
        try:
            found = _next_start(folder)
        except AssertionError as error:  # a notice: damaged, restored or unreadable
            bad.append((cut, f"the next start says: {error}"))
            continue
        if found not in (acknowledged, acknowledged + 1):
            bad.append((cut, f"{found} games after {acknowledged} were acknowledged"))
    return bad


def test_a_power_cut_at_any_point_keeps_the_last_acknowledged_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _bad_cuts(tmp_path, monkeypatch) == []


def _without_file_fsync(fd: int) -> None:
    import stat

    # Directories still go through storage's ``os`` (the recorder); files are skipped.
    if not stat.S_ISREG(storage.os.fstat(fd).st_mode):
        storage.os.fsync(fd)


def _in_place_write(target: Path, data: bytes) -> None:
    """A non-atomic save: truncate the file, then write and fsync it."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    fd = storage.os.open(target, flags, 0o644)
    try:
        storage.os.write(fd, data)
        storage._fsync_fd(fd)
    finally:
        storage.os.close(fd)
    storage.fsync_directory(target.parent)


@pytest.mark.parametrize(
    ("target", "replacement"),
    [
        ("_fsync_fd", _without_file_fsync),  # file data before the rename
        ("fsync_directory", lambda directory: None),  # the rename itself
        ("write_bytes_atomic", _in_place_write),  # truncate and rewrite in place
    ],
    ids=["file-fsync-removed", "directory-fsync-removed", "in-place-write"],
)
def test_the_check_catches_a_missing_fsync(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    target: str,
    replacement: Callable[..., None],
) -> None:
    monkeypatch.setattr(storage, target, replacement)
    assert _bad_cuts(tmp_path, monkeypatch) != []


def _record_quarantine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    """What a power cut right after ``quarantine()`` returned leaves on disk."""
    base = tmp_path / "data"
    base.mkdir()
    (base / "profile.json").write_bytes(b"{ damaged")
    start = power_loss.snapshot(base)
    recorder = power_loss.Recorder(base)
    with monkeypatch.context() as patch:
        patch.setattr(storage, "os", recorder)
        storage.quarantine(base / "profile.json")
    return power_loss.crash_state(start, recorder.log)


def test_a_quarantine_that_returned_survives_a_power_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Else the damaged file comes back under its own name, and its notice with it.
    after = _record_quarantine(tmp_path, monkeypatch)
    assert "profile.json" not in after
    assert [name for name in after if storage.CORRUPT_INFIX in name]


def test_the_quarantine_check_catches_a_missing_directory_fsync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage, "fsync_directory", lambda directory: None)
    assert "profile.json" in _record_quarantine(tmp_path, monkeypatch)
