"""Atomic, durable JSON files with one backup generation (R8.3, R8.5, R9.3 keep data locally).

Pure Python, no Qt: the app turns the statuses reported here into translated notices.

A file ``name`` on disk always has a loadable version:

* a save writes ``.name.<pid>.<token>.tmp`` in the same directory, flushes and fsyncs it,
  hard-links (or copies) the current good ``name`` to ``name.bak`` and then ``os.replace``-s
  the temp file over ``name`` and fsyncs the directory. Each step is a single rename, so a
  crash at any moment leaves ``name`` as either the previous or the new content, and
  ``name.bak`` as a good older generation;
* a damaged file (empty, truncated, not UTF-8, not JSON, wrong shape, failed migration,
  failed validation) is renamed ``name.corrupt-<UTC timestamp>`` (never deleted) and the
  backup is used instead;
* a file whose ``schema_version`` is newer than this build knows is never overwritten:
  the file becomes read-only for this run;
* older versions go through an ordered chain of migrations, one step per version.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import stat
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

if sys.platform != "win32":
    import fcntl

    _FULLFSYNC: int | None = getattr(fcntl, "F_FULLFSYNC", None)
else:
    _FULLFSYNC = None

T = TypeVar("T")

SCHEMA_KEY = "schema_version"
BACKUP_SUFFIX = ".bak"
CORRUPT_INFIX = ".corrupt-"
TMP_SUFFIX = ".tmp"

# A save file larger than this is not ours (a profile is a few kilobytes).
MAX_FILE_BYTES = 16 * 1024 * 1024
# Windows: another program (an antivirus, a backup tool) may hold the file for a moment.
REPLACE_RETRIES = 20
REPLACE_RETRY_DELAY = 0.05
RETRY_PERMISSION_ERRORS = sys.platform == "win32"
# Temp files left by a crashed writer are removed once they are this old (seconds).
STALE_TMP_AGE = 600.0

Document = dict[str, Any]
Migration = Callable[[Document], Document]


class LoadStatus(enum.Enum):
    MISSING = "missing"  # no file yet: the caller starts from defaults
    LOADED = "loaded"
    RESTORED_FROM_BACKUP = "restored_from_backup"  # the main file was damaged
    CORRUPT_NO_BACKUP = "corrupt_no_backup"  # damaged and no good backup: start fresh
    NEWER_VERSION = "newer_version"  # written by a newer build: read-only this run


# A NamedTuple, like the others read at start: a frozen dataclass costs 1-1.5 ms a class
# to make, and importing ``dataclasses`` 3-6 ms more (start-up time).
class LoadResult(NamedTuple, Generic[T]):
    value: T | None
    status: LoadStatus
    quarantined: tuple[Path, ...] = ()  # files renamed to .corrupt-<timestamp>
    detail: str = ""  # English, for logs and tests; never shown to a player as is


class RecordsProblem(NamedTuple):
    """A records file was damaged: restored from its backup, or started afresh; ``kept``:
    the names the damaged files were set aside as (the player is told once)."""

    restored: bool
    kept: str


def records_problem(loaded: LoadResult[Any]) -> RecordsProblem | None:
    """What the player is to be told of a load that found the file damaged, else None."""
    if loaded.status not in (LoadStatus.RESTORED_FROM_BACKUP, LoadStatus.CORRUPT_NO_BACKUP):
        return None
    return RecordsProblem(
        restored=loaded.status is LoadStatus.RESTORED_FROM_BACKUP,
        kept=", ".join(path.name for path in loaded.quarantined),
    )


class SaveRefused(Exception):
    """A save that did not happen; the data in memory is untouched."""


class NewerVersionLocked(SaveRefused):
    """The file on disk belongs to a newer version of the game and is left alone."""


class SaveFailed(SaveRefused):
    """The operating system refused the write (read-only directory, disk full, ...)."""


class BadDocument(ValueError):
    """The bytes of a file are not a usable document."""


class _NewerDocument(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


# -- durable file-system primitives ----------------------------------------------------


def _fsync_fd(fd: int) -> None:
    # macOS: fsync only reaches the drive's cache; F_FULLFSYNC asks the drive to flush it.
    if _FULLFSYNC is not None:
        try:
            fcntl.fcntl(fd, _FULLFSYNC)
            return
        except OSError:
            pass  # not supported by this file system: fsync is the best there is
    os.fsync(fd)


def fsync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable. Windows cannot open directories: skip there."""
    if os.name != "posix":
        return
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(directory, flags)
    except OSError:
        return
    try:
        _fsync_fd(fd)
    except OSError:
        pass  # some file systems refuse fsync on a directory; the rename itself happened
    finally:
        os.close(fd)


def replace_with_retry(src: Path, dst: Path) -> None:
    """``os.replace``, retried briefly where Windows reports the target as held open."""
    for attempt in range(REPLACE_RETRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if not RETRY_PERMISSION_ERRORS or attempt == REPLACE_RETRIES - 1:
                raise
            time.sleep(REPLACE_RETRY_DELAY)


def _token() -> str:
    # What secrets.token_hex(4) returns, from the same os.urandom, without importing secrets
    # (and hmac, hashlib, OpenSSL) for the start's write probe (start-up).
    return os.urandom(4).hex()


def _sha256(data: bytes) -> bytes:
    """SHA-256 of ``data``; hashlib (which loads OpenSSL) is imported when a file is first
    read or written, not for a start with no paused game."""
    import hashlib

    return hashlib.sha256(data).digest()


def _temp_name(target: Path) -> Path:
    return target.with_name(f".{target.name}.{os.getpid()}.{_token()}{TMP_SUFFIX}")


def write_bytes_atomic(target: Path, data: bytes) -> None:
    """Replace ``target`` with ``data`` so that a crash leaves either the old or the new file."""
    tmp = _temp_name(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            _fsync_fd(fd)
        finally:
            os.close(fd)
        replace_with_retry(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_directory(target.parent)


def _snapshot(source: Path, target: Path) -> None:
    """Make ``target`` a durable copy of ``source`` via a temp name, so that ``target``
    itself is never half-written. A hard link costs nothing; copy where links fail."""
    tmp = _temp_name(target)
    try:
        os.link(source, tmp)
    except OSError:
        write_bytes_atomic(target, read_regular_file(source))
        return
    try:
        replace_with_retry(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if os.path.lexists(tmp):
        # ``target`` already was ``source`` (a save stopped between this step and the
        # next left them one file): POSIX rename then does nothing and leaves ``tmp``.
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def read_regular_file(path: Path, limit: int | None = None) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    A FIFO would block ``open`` for ever and a link to ``/dev/zero`` never ends,
    so the file is opened without blocking, checked with ``fstat`` and read only up to the
    limit. Anything else is ``BadDocument`` (damage: renamed aside, never followed).
    """
    limit = MAX_FILE_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadDocument("not a regular file")
        if info.st_size > limit:
            raise BadDocument(f"the file is larger than {limit} bytes")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise BadDocument(f"the file is larger than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _timestamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def quarantine(path: Path) -> Path:
    """Rename a damaged file to ``<name>.corrupt-<timestamp>``; it is never deleted."""
    stamp = _timestamp()
    candidate = path.with_name(f"{path.name}{CORRUPT_INFIX}{stamp}")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}{CORRUPT_INFIX}{stamp}-{n}")
        n += 1
    replace_with_retry(path, candidate)
    fsync_directory(path.parent)
    return candidate


def _pid_alive(pid: int) -> bool:
    if os.name != "posix":
        return True  # unknown: rely on the age test
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stale_temps(target: Path) -> list[Path]:
    """Remove temp files a killed writer left next to ``target`` (never the data files)."""
    removed: list[Path] = []
    prefixes = (f".{target.name}.", f".{target.name}{BACKUP_SUFFIX}.")
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        if not name.endswith(TMP_SUFFIX) or not name.startswith(prefixes):
            continue
        parts = name[: -len(TMP_SUFFIX)].split(".")
        pid = int(parts[-2]) if len(parts) >= 2 and parts[-2].isdigit() else None
        try:
            old = now - entry.stat().st_mtime > STALE_TMP_AGE
        except OSError:
            continue
        if old or (pid is not None and not _pid_alive(pid)):
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed


# -- documents ----------------------------------------------------------------------------


def encode_document(document: Document) -> bytes:
    # allow_nan=False: NaN is not JSON and another reader would choke on it.
    text = json.dumps(document, ensure_ascii=False, sort_keys=True, indent=1, allow_nan=False)
    return (text + "\n").encode("utf-8")


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A key given twice: JSON readers disagree on which one counts (Python keeps the last),
    # so a profile with two "records" could load as empty and the next save would make the
    # loss permanent. Such a file is damage, set aside like any other.
    document = dict(pairs)
    if len(document) != len(pairs):
        counts = Counter(key for key, _ in pairs)
        repeated = next(key for key, _ in pairs if counts[key] > 1)
        raise BadDocument(f"the key {json.dumps(repeated)} appears more than once")
    return document


def parse_document(raw: bytes) -> Document:
    """Bytes to a JSON object carrying an integer ``schema_version``, or ``BadDocument``."""
    if not raw.strip():
        raise BadDocument("the file is empty")
    if len(raw) > MAX_FILE_BYTES:
        raise BadDocument(f"the file is larger than {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadDocument(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    try:
        document = json.loads(text, object_pairs_hook=_object_without_repeats)
    except BadDocument:
        raise
    except (ValueError, RecursionError) as exc:
        raise BadDocument(f"not valid JSON ({exc})") from exc
    if not isinstance(document, dict):
        raise BadDocument(f"expected a JSON object, found {type(document).__name__}")
    version = document.get(SCHEMA_KEY)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BadDocument(f"{SCHEMA_KEY} must be a positive integer, found {version!r}")
    return document


class JsonFile(Generic[T]):
    """One save file: ``load()`` and ``save(value)`` through ``decode``/``encode``.

    ``migrations[v]`` turns a version-``v`` document into a version-``v + 1`` one; the chain
    must reach ``version`` from the oldest version listed. ``decode`` validates (for example
    a pydantic ``model_validate``) and raises ``ValueError``/``TypeError`` on bad content.
    """

    def __init__(
        self,
        path: Path,
        *,
        version: int,
        decode: Callable[[Document], T],
        encode: Callable[[T], Document],
        migrations: Mapping[int, Migration] | None = None,
        merge: Callable[[T, T], T] | None = None,
    ) -> None:
        chain = dict(migrations or {})
        oldest = min(chain, default=version)
        missing = [v for v in range(oldest, version) if v not in chain]
        if missing or any(v >= version for v in chain):
            raise ValueError(f"migrations must be a chain from {oldest} to {version}: {chain}")
        self.path = path
        self.version = version
        self.oldest_version = oldest
        self._decode = decode
        self._encode = encode
        self._migrations = chain
        self._merge = merge
        self.last_saved: T | None = None  # what the last save wrote (merged, if it was)
        self.locked_version: int | None = None  # set when a newer build's file is found
        self._known_good: bytes | None = None  # digest of the last content known to be good

    @property
    def backup_path(self) -> Path:
        return self.path.with_name(self.path.name + BACKUP_SUFFIX)

    @property
    def read_only(self) -> bool:
        return self.locked_version is not None

    # -- reading

    def _upgrade(self, document: Document) -> Document:
        """Run the migration chain up to the current version."""
        version = int(document[SCHEMA_KEY])
        if version > self.version:
            raise _NewerDocument(version)
        if version < self.oldest_version:
            raise BadDocument(f"{SCHEMA_KEY} {version} is older than any known version")
        while version < self.version:
            try:
                document = self._migrations[version](dict(document))
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise BadDocument(f"migration from version {version} failed: {exc!r}") from exc
            version += 1
            document[SCHEMA_KEY] = version
        return document

    def _decode_raw(self, raw: bytes) -> T:
        document = self._upgrade(parse_document(raw))
        try:
            value = self._decode(document)
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            raise BadDocument(f"content not valid: {exc}") from exc
        self._known_good = _sha256(raw)
        return value

    def _read(self, path: Path) -> T:
        return self._decode_raw(read_regular_file(path))

    def to_document(self, value: T) -> Document:
        """``value`` as its file holds it."""
        document = dict(self._encode(value))
        document[SCHEMA_KEY] = self.version
        return document

    def from_document(self, document: Document) -> T:
        """The value a file holding ``document`` loads as (a copy of its own)."""
        return self._decode(self._upgrade(dict(document)))

    def load(self) -> LoadResult[T]:
        remove_stale_temps(self.path)
        quarantined: list[Path] = []
        problems: list[str] = []
        for path in (self.path, self.backup_path):
            try:
                value = self._read(path)
            except FileNotFoundError:
                continue
            except _NewerDocument as newer:
                self.locked_version = newer.version
                detail = f"{path.name} has {SCHEMA_KEY} {newer.version} > {self.version}"
                return LoadResult(None, LoadStatus.NEWER_VERSION, tuple(quarantined), detail)
            except BadDocument as exc:
                problems.append(f"{path.name}: {exc}")
                with contextlib.suppress(OSError):
                    quarantined.append(quarantine(path))
                continue
            except OSError as exc:
                # Unreadable (permissions, a directory in the way): not ours to rename.
                problems.append(f"{path.name}: {exc.strerror or exc}")
                continue
            detail = "; ".join(problems)
            if path == self.path:
                return LoadResult(value, LoadStatus.LOADED, tuple(quarantined), detail)
            self._write_back_backup()
            return LoadResult(value, LoadStatus.RESTORED_FROM_BACKUP, tuple(quarantined), detail)
        if problems:
            return LoadResult(
                None, LoadStatus.CORRUPT_NO_BACKUP, tuple(quarantined), "; ".join(problems)
            )
        return LoadResult(None, LoadStatus.MISSING)

    def _write_back_backup(self) -> None:
        """The backup just restored becomes the main file again (otherwise the
        same "restored" notice returned on every start). Only where the damaged file was
        set aside; a file we could not rename is not ours to replace."""
        if os.path.lexists(self.path):
            return
        try:
            write_bytes_atomic(self.path, read_regular_file(self.backup_path))
        except (OSError, BadDocument) as exc:
            # Read-only folder and the like: the backup stays the good copy.
            del exc

    # -- writing

    def save(self, value: T) -> None:
        """Write ``value`` durably; the previous good file becomes ``name.bak``.

        When the file on disk is not what this object last read or wrote (another copy of
        the game wrote it), ``merge(value, theirs)`` is what gets written.
        Raises ``NewerVersionLocked`` (nothing written) or ``SaveFailed`` (the OS refused).
        """
        if self.locked_version is not None:
            raise NewerVersionLocked(f"{self.path.name} belongs to version {self.locked_version}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            theirs = self._keep_previous_generation()
        except NewerVersionLocked:
            raise
        except OSError as exc:
            raise SaveFailed(f"cannot write {self.path}: {exc.strerror or exc}") from exc
        if self._merge is not None:
            # What another copy wrote, or (when the disk is as we left it) what we merged
            # in before: the caller's value may not hold it yet.
            earlier = theirs if theirs is not None else self.last_saved
            if earlier is not None:
                value = self._merge(value, earlier)
        self.last_saved = value
        document = self.to_document(value)
        try:
            data = encode_document(document)
        except (TypeError, ValueError) as exc:
            raise SaveFailed(f"cannot encode {self.path.name}: {exc}") from exc
        try:
            write_bytes_atomic(self.path, data)
            self._known_good = _sha256(data)
        except OSError as exc:
            raise SaveFailed(f"cannot write {self.path}: {exc.strerror or exc}") from exc

    def _keep_previous_generation(self) -> T | None:
        """Turn the current file into the backup if (and only if) it is good; its value
        when someone else wrote it (else None).

        Checked on every save because another copy of the game, or a person, may have
        changed the file since we loaded it.
        """
        try:
            raw = read_regular_file(self.path)
        except FileNotFoundError:
            return None  # the backup (if any) stays the newest good generation
        except BadDocument:
            quarantine(self.path)  # not a file of ours (a FIFO, a huge file): set aside
            return None
        theirs: T | None = None
        try:
            # What we wrote or loaded ourselves is known to be good: skip decoding it
            # again (for an attempt that means replaying every move).
            if _sha256(raw) != self._known_good:
                theirs = self._decode_raw(raw)
        except _NewerDocument as newer:
            self.locked_version = newer.version
            raise NewerVersionLocked(
                f"{self.path.name} belongs to version {newer.version}"
            ) from None
        except BadDocument:
            quarantine(self.path)  # keep the bad file and keep the good backup as it is
            return None
        _snapshot(self.path, self.backup_path)
        return theirs

    def delete(self) -> None:
        """Remove the file and its backup; the backup first, so that a crash in between
        leaves the file as it was rather than an older generation coming back."""
        if self.locked_version is not None:
            raise NewerVersionLocked(f"{self.path.name} belongs to version {self.locked_version}")
        try:
            for path in (self.backup_path, self.path):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(path)
            fsync_directory(self.path.parent)
        except OSError as exc:
            raise SaveFailed(f"cannot remove {self.path}: {exc.strerror or exc}") from exc


def probe_writable(directory: Path) -> str | None:
    """``None`` when files can be created in ``directory`` (created if needed), else the
    operating system's reason."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        probe = directory / f".write-probe.{os.getpid()}.{_token()}{TMP_SUFFIX}"
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
