"""Atomic saves, backups, damaged files, newer versions and migrations (app/storage.py).

The player's data lives on their device (R8.3, R8.5, R9.3); these tests pin down that no bad
file and no failed write ever loses the last good state.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from tests.app.unprivileged import run_check
from twelve_bowls.app import paths, storage
from twelve_bowls.app.storage import JsonFile, LoadStatus, NewerVersionLocked, SaveFailed


def _decode(doc: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(doc.get("n"), int):
        raise ValueError("n must be an integer")
    return {"n": doc["n"]}


def _encode(value: dict[str, Any]) -> dict[str, Any]:
    return {"n": value["n"]}


def _file(path: Path, version: int = 1, **kwargs: Any) -> JsonFile[dict[str, Any]]:
    return JsonFile(path, version=version, decode=_decode, encode=_encode, **kwargs)


def _corrupt_files(directory: Path) -> list[Path]:
    return sorted(p for p in directory.iterdir() if storage.CORRUPT_INFIX in p.name)


def test_missing_file_loads_as_missing(tmp_path: Path) -> None:
    result = _file(tmp_path / "p.json").load()
    assert result.status is LoadStatus.MISSING
    assert result.value is None


def test_round_trip_and_backup_is_previous_generation(tmp_path: Path) -> None:
    f = _file(tmp_path / "sub" / "p.json")
    f.save({"n": 1})
    assert not f.backup_path.exists()  # nothing older to keep yet
    f.save({"n": 2})
    f.save({"n": 3})
    assert json.loads(f.path.read_text("utf-8")) == {"n": 3, "schema_version": 1}
    assert json.loads(f.backup_path.read_text("utf-8")) == {"n": 2, "schema_version": 1}
    result = _file(f.path).load()
    assert (result.status, result.value) == (LoadStatus.LOADED, {"n": 3})
    assert not [p for p in f.path.parent.iterdir() if p.name.endswith(".tmp")]


def test_non_ascii_text_survives(tmp_path: Path) -> None:
    f = JsonFile(tmp_path / "p.json", version=1, decode=lambda d: d["s"], encode=lambda s: {"s": s})
    f.save("日本語 हिन्दी العربية")
    assert f.load().value == "日本語 हिन्दी العربية"


BAD_CONTENTS = {
    "empty": b"",
    "whitespace": b"  \n",
    "truncated": b'{"n": 3, "schema_ver',
    "binary-garbage": bytes(range(256)) * 4,
    "not-utf8": b'{"n": 3, "schema_version": 1, "x": "\xff\xfe"}',
    "json-list": b"[1, 2, 3]",
    "no-version": b'{"n": 3}',
    "version-string": b'{"n": 3, "schema_version": "1"}',
    "version-bool": b'{"n": 3, "schema_version": true}',
    "version-zero": b'{"n": 3, "schema_version": 0}',
    "invalid-content": b'{"n": "three", "schema_version": 1}',
    "deep-nesting": b'{"schema_version": 1, "n": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}


@pytest.mark.parametrize("kind", sorted(BAD_CONTENTS))
def test_damaged_file_falls_back_to_backup_and_is_kept(tmp_path: Path, kind: str) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.save({"n": 2})  # backup now holds n=1
    f.path.write_bytes(BAD_CONTENTS[kind])

    result = _file(f.path).load()

    assert result.status is LoadStatus.RESTORED_FROM_BACKUP
    assert result.value == {"n": 1}
    [kept] = _corrupt_files(tmp_path)
    assert kept.name.startswith("p.json.corrupt-")
    assert kept.read_bytes() == BAD_CONTENTS[kind]  # never deleted, never altered
    assert result.quarantined == (kept,)
    # The restored generation is written back, the backup stays where it is.
    assert f.path.read_bytes() == f.backup_path.read_bytes()


def test_save_after_restore_keeps_backup_and_writes_new_file(tmp_path: Path) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.save({"n": 2})
    f.path.write_bytes(b"\x00\x00garbage")
    g = _file(f.path)
    assert g.load().value == {"n": 1}
    g.save({"n": 5})
    assert g.load().value == {"n": 5}
    assert json.loads(g.backup_path.read_text("utf-8"))["n"] == 1


def test_damaged_file_and_damaged_backup_start_fresh_and_keep_both(tmp_path: Path) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.save({"n": 2})
    f.path.write_bytes(b"")
    f.backup_path.write_bytes(b'{"n": 1, "sch')

    result = _file(f.path).load()

    assert result.status is LoadStatus.CORRUPT_NO_BACKUP
    assert result.value is None
    kept = _corrupt_files(tmp_path)
    assert {p.name.split(".corrupt-")[0] for p in kept} == {"p.json", "p.json.bak"}
    assert sorted(p.read_bytes() for p in kept) == [b"", b'{"n": 1, "sch']


def test_two_corruptions_in_the_same_instant_get_distinct_names(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    first, second = None, None
    target.write_bytes(b"one")
    first = storage.quarantine(target)
    target.write_bytes(b"two")
    second = storage.quarantine(target)
    assert first != second
    assert {first.read_bytes(), second.read_bytes()} == {b"one", b"two"}


@pytest.mark.parametrize("bad", [b"{broken", b'{"n": "three", "schema_version": 1}'])
def test_file_changed_behind_our_back_is_kept_not_backed_up(tmp_path: Path, bad: bytes) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.save({"n": 2})
    f.path.write_bytes(bad)
    f.save({"n": 3})  # the bad file must not become the backup
    assert json.loads(f.backup_path.read_text("utf-8"))["n"] == 1
    [kept] = _corrupt_files(tmp_path)
    assert kept.read_bytes() == bad
    assert f.load().value == {"n": 3}


def test_good_file_written_by_someone_else_becomes_the_backup(tmp_path: Path) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.path.write_bytes(b'{"n": 7, "schema_version": 1}')  # another copy of the game
    f.save({"n": 8})
    assert json.loads(f.backup_path.read_text("utf-8"))["n"] == 7
    assert _corrupt_files(tmp_path) == []


def test_newer_version_is_never_overwritten(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    newer = b'{"n": 9, "schema_version": 7, "future_field": [1, 2]}'
    target.write_bytes(newer)
    f = _file(target, version=2, migrations={1: lambda d: d})

    result = f.load()

    assert result.status is LoadStatus.NEWER_VERSION
    assert result.value is None
    assert f.read_only and f.locked_version == 7
    with pytest.raises(NewerVersionLocked):
        f.save({"n": 1})
    with pytest.raises(NewerVersionLocked):
        f.delete()
    assert target.read_bytes() == newer
    assert not f.backup_path.exists()
    assert _corrupt_files(tmp_path) == []


def test_save_without_load_still_refuses_to_overwrite_newer_file(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    target.write_bytes(b'{"n": 9, "schema_version": 3}')
    f = _file(target, version=1)
    with pytest.raises(NewerVersionLocked):
        f.save({"n": 1})
    assert target.read_bytes() == b'{"n": 9, "schema_version": 3}'
    assert f.read_only


def test_newer_backup_behind_damaged_file_also_locks(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    target.write_bytes(b"garbage")
    (tmp_path / "p.json.bak").write_bytes(b'{"n": 9, "schema_version": 3}')
    f = _file(target)
    assert f.load().status is LoadStatus.NEWER_VERSION
    assert f.read_only


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    doc["count"] = doc.pop("number")
    return doc


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    doc["n"] = doc.pop("count") * 10
    return doc


def test_migration_chain_runs_every_step_in_order(tmp_path: Path) -> None:
    chain = {1: _v1_to_v2, 2: _v2_to_v3}
    for version, body in ((1, {"number": 4}), (2, {"count": 4}), (3, {"n": 40})):
        target = tmp_path / f"v{version}.json"
        target.write_text(json.dumps({"schema_version": version, **body}), "utf-8")
        f = _file(target, version=3, migrations=chain)
        result = f.load()
        assert (result.status, result.value) == (LoadStatus.LOADED, {"n": 40}), version
        f.save({"n": 41})
        assert json.loads(target.read_text("utf-8"))["schema_version"] == 3
        # The original old-version file is the backup, untouched.
        assert json.loads(f.backup_path.read_text("utf-8"))["schema_version"] == version


def test_failed_migration_counts_as_damaged(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    target.write_text('{"schema_version": 1, "wrong": 4}', "utf-8")
    f = _file(target, version=3, migrations={1: _v1_to_v2, 2: _v2_to_v3})
    result = f.load()
    assert result.status is LoadStatus.CORRUPT_NO_BACKUP
    assert "migration from version 1" in result.detail
    assert len(_corrupt_files(tmp_path)) == 1


def test_version_older_than_the_chain_counts_as_damaged(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    target.write_text('{"schema_version": 1, "n": 4}', "utf-8")
    assert _file(target, version=3, migrations={2: _v2_to_v3}).load().status is (
        LoadStatus.CORRUPT_NO_BACKUP
    )


def test_broken_migration_chain_is_refused_at_construction(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="chain"):
        _file(tmp_path / "p.json", version=3, migrations={1: _v1_to_v2})
    with pytest.raises(ValueError, match="chain"):
        _file(tmp_path / "p.json", version=2, migrations={1: _v1_to_v2, 2: _v2_to_v3})


def test_unencodable_value_is_refused_and_old_file_kept(tmp_path: Path) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    with pytest.raises(SaveFailed):
        f.save({"n": float("nan")})
    assert f.load().value == {"n": 1}


def test_delete_removes_file_and_backup(tmp_path: Path) -> None:
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    f.save({"n": 2})
    f.delete()
    assert not f.path.exists() and not f.backup_path.exists()
    assert f.load().status is LoadStatus.MISSING
    f.delete()  # deleting nothing is fine


@pytest.mark.skipif(os.name != "posix", reason="a dead process is recognised on POSIX only")
def test_stale_temp_files_of_dead_writers_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    dead = tmp_path / ".p.json.999999999.abcd.tmp"
    dead_bak = tmp_path / ".p.json.bak.999999999.abcd.tmp"
    mine = tmp_path / f".p.json.{os.getpid()}.abcd.tmp"
    other = tmp_path / ".q.json.999999999.abcd.tmp"
    for p in (dead, dead_bak, mine, other):
        p.write_bytes(b"partial")
    removed = storage.remove_stale_temps(target)
    assert sorted(removed) == sorted([dead, dead_bak])
    assert mine.exists() and other.exists()


def test_old_temp_files_are_removed_whoever_wrote_them(tmp_path: Path) -> None:
    target = tmp_path / "p.json"
    fresh = tmp_path / f".p.json.{os.getpid()}.aaaa.tmp"
    old = tmp_path / f".p.json.{os.getpid()}.bbbb.tmp"
    for p in (fresh, old):
        p.write_bytes(b"partial")
    long_ago = time.time() - storage.STALE_TMP_AGE - 60
    os.utime(old, (long_ago, long_ago))
    assert storage.remove_stale_temps(target) == [old]
    assert fresh.exists()


def test_replace_is_retried_while_windows_holds_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_replace = os.replace
    failures = iter([True, True, False])

    def flaky_replace(src: Any, dst: Any) -> None:
        if next(failures):
            raise PermissionError(13, "The process cannot access the file")
        real_replace(src, dst)

    monkeypatch.setattr(storage, "RETRY_PERMISSION_ERRORS", True)
    monkeypatch.setattr(storage, "REPLACE_RETRY_DELAY", 0.0)
    monkeypatch.setattr(storage.os, "replace", flaky_replace)
    f = _file(tmp_path / "p.json")
    f.save({"n": 1})
    assert f.load().value == {"n": 1}


def test_permission_error_is_not_retried_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []

    def refusing_replace(src: Any, dst: Any) -> None:
        calls.append(dst)
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "RETRY_PERMISSION_ERRORS", False)
    monkeypatch.setattr(storage.os, "replace", refusing_replace)
    f = _file(tmp_path / "p.json")
    with pytest.raises(SaveFailed):
        f.save({"n": 1})
    assert len(calls) == 1
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # cleaned up


def test_full_fsync_is_used_where_the_platform_has_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if os.name != "posix":
        pytest.skip("fcntl is POSIX only")
    requests: list[int] = []
    monkeypatch.setattr(storage, "_FULLFSYNC", 51)  # F_FULLFSYNC's value on macOS
    monkeypatch.setattr(storage.fcntl, "fcntl", lambda fd, op: requests.append(op))
    _file(tmp_path / "p.json").save({"n": 1})
    assert requests and set(requests) == {51}


def test_unwritable_directory_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    reason = storage.probe_writable(blocker / "data")
    assert reason
    assert storage.probe_writable(tmp_path / "fine") is None
    f = _file(blocker / "data" / "p.json")
    with pytest.raises(SaveFailed):
        f.save({"n": 1})


def check_read_only_directory(directory: Path) -> None:
    f = _file(directory / "p.json")
    assert storage.probe_writable(directory)
    with pytest.raises(SaveFailed):
        f.save({"n": 2})
    assert f.load().value == {"n": 1}


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_read_only_directory_refuses_save_and_keeps_file(tmp_path: Path) -> None:
    f = _file(tmp_path / "ro" / "p.json")
    f.save({"n": 1})
    f.path.parent.chmod(0o555)
    try:
        run_check(check_read_only_directory, f.path.parent)
        assert f.load().value == {"n": 1}
        assert sorted(p.name for p in f.path.parent.iterdir()) == ["p.json"]
    finally:
        f.path.parent.chmod(0o755)


def test_data_dir_comes_from_environment_or_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "/some/where")
    assert paths.data_dir() == Path("/some/where")
    assert paths.profile_path() == Path("/some/where/profile.json")
    assert paths.attempt_path("puzzle-007") == Path("/some/where/attempts/puzzle-007.json")
    assert paths.attempt_path("../../etc/x").parent == Path("/some/where/attempts")
    monkeypatch.delenv(paths.HOME_ENV)
    default = paths.data_dir()
    assert default.is_absolute() and "TwelveBowls" in default.parts
