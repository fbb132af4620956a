"""A recording file-system layer for power-loss tests.

``Recorder`` stands in for ``os`` inside ``app.storage``: every call goes to the real
system, and the calls that change files are logged in the order they happened (creating a
file, writing to it, ``fsync`` of a file or a directory, rename, hard link, unlink), with
markers where the program acknowledged a save. ``crash_state(log, k)`` then rebuilds what
a disk would hold if the power failed after the first ``k`` entries, keeping ONLY what was
made durable, as the crash-consistency studies model it (SQLite's crash tests, ALICE):

* a file's data survives only up to its last ``fsync``; a file never fsynced is empty;
* a directory entry (a create, rename, link or unlink) survives only once its directory
  was fsynced; until then the directory shows what it held at its previous ``fsync``;
* a truncation may reach the disk at once, before any data written after it (file systems
  commit the size change with the metadata): the file's durable content is empty from the
  truncate until its next ``fsync``. An in-place rewrite (truncate, then write) is caught.

This is the strict model: a real file system may keep more, never less.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Entry = tuple[Any, ...]


@dataclass
class _Inode:
    data: bytearray = field(default_factory=bytearray)
    durable: bytes = b""


class Recorder:
    """Passes every call to the real ``os``; logs the ones that change files."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.log: list[Entry] = []
        self._fds: dict[int, str] = {}  # fd -> path relative to root

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def _rel(self, path: Any) -> str | None:
        resolved = Path(os.fspath(path)).absolute()
        try:
            return str(resolved.relative_to(self.root))
        except ValueError:
            return None

    def mark(self, *what: Any) -> None:
        self.log.append(("mark", *what))

    def open(self, path: Any, flags: int, mode: int = 0o777, *args: Any, **kw: Any) -> int:
        rel = self._rel(path)
        existed = os.path.lexists(path)
        fd = os.open(path, flags, mode, *args, **kw)
        if rel is not None:
            self._fds[fd] = rel
            if flags & os.O_CREAT and not existed:
                self.log.append(("create", rel))
            if flags & os.O_TRUNC:
                self.log.append(("truncate", rel))
        return fd

    def write(self, fd: int, data: Any) -> int:
        written = os.write(fd, data)
        if fd in self._fds:
            self.log.append(("write", self._fds[fd], bytes(data[:written])))
        return written

    def fsync(self, fd: int) -> None:
        os.fsync(fd)
        rel = self._fds.get(fd)
        if rel is not None:
            kind = "fsync_dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync"
            self.log.append((kind, rel))

    def close(self, fd: int) -> None:
        self._fds.pop(fd, None)
        os.close(fd)

    def replace(self, src: Any, dst: Any, *args: Any, **kw: Any) -> None:
        os.replace(src, dst, *args, **kw)
        self._two("rename", src, dst)

    rename = replace

    def link(self, src: Any, dst: Any, *args: Any, **kw: Any) -> None:
        os.link(src, dst, *args, **kw)
        self._two("link", src, dst)

    def unlink(self, path: Any, *args: Any, **kw: Any) -> None:
        os.unlink(path, *args, **kw)
        rel = self._rel(path)
        if rel is not None:
            self.log.append(("unlink", rel))

    remove = unlink

    def _two(self, kind: str, src: Any, dst: Any) -> None:
        a, b = self._rel(src), self._rel(dst)
        if a is not None and b is not None:
            self.log.append((kind, a, b))


def snapshot(root: Path) -> dict[str, bytes]:
    """The files under ``root`` now (taken before recording starts: all durable)."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def crash_state(start: dict[str, bytes], log: Iterable[Entry]) -> dict[str, bytes]:
    """The files a disk keeps if the power fails after ``log`` (see the module docstring)."""
    inodes: list[_Inode] = []
    names: dict[str, int] = {}  # the directory entries as the running system sees them

    def new(content: bytes = b"") -> int:
        inodes.append(_Inode(bytearray(content), content))
        return len(inodes) - 1

    for path, content in start.items():
        names[path] = new(content)
    durable: dict[str, int] = dict(names)  # the entries that would survive

    for entry in log:
        kind = entry[0]
        if kind == "create":
            names[entry[1]] = new()
        elif kind == "truncate":
            inode = inodes[names[entry[1]]]
            inode.data.clear()
            inode.durable = b""  # the worst a crash may leave (see the module docstring)
        elif kind == "write":
            inodes[names[entry[1]]].data += entry[2]
        elif kind == "fsync":
            inode = inodes[names[entry[1]]]
            inode.durable = bytes(inode.data)
        elif kind == "fsync_dir":
            folder = entry[1]
            inside = {p for p in set(names) | set(durable) if _parent(p) == folder}
            for path in inside:
                if path in names:
                    durable[path] = names[path]
                else:
                    durable.pop(path, None)
        elif kind == "rename":
            names[entry[2]] = names.pop(entry[1])
        elif kind == "link":
            names[entry[2]] = names[entry[1]]
        elif kind == "unlink":
            names.pop(entry[1], None)
    return {path: inodes[inode].durable for path, inode in durable.items()}


def _parent(path: str) -> str:
    parent = str(Path(path).parent)
    return "." if parent in ("", ".") else parent


def write_state(root: Path, files: dict[str, bytes]) -> None:
    for path, content in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
