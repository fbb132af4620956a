"""No path of the build machine ships: library search paths and files that name the build.

    python packaging/shipped_paths.py --fix BUNDLE_DIR              # Linux: strip RUNPATHs
    python packaging/shipped_paths.py --check BUNDLE_DIR PATH...    # fail on any leak

Python built elsewhere (pyenv, the runners' toolcache) links its libraries and extension
modules with ``RUNPATH=<its prefix>/lib``: shipped, that makes the loader search a folder of
the build machine on every player's machine first (and lintian calls it an error). ``--fix``
keeps only the ``$ORIGIN``-relative entries (the bundle's own layout, which Qt and PySide6
use) and blanks the rest in place. ``--check`` fails when any ELF file still
carries another entry, or when any file of the bundle contains one of the given paths (the
source folder, the virtual environment): a bundle frozen from an editable install, for one,
would carry ``direct_url.json`` with the source folder's address.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DT_RPATH, DT_RUNPATH = 15, 29
SHT_DYNAMIC = 6


def _search_path_strings(data: bytes) -> list[tuple[int, str]]:
    """``(file offset, text)`` of each RPATH and RUNPATH string of an ELF image."""
    if data[:4] != b"\x7fELF" or len(data) < 64:
        return []
    wide = data[4] == 2
    order = "<" if data[5] == 1 else ">"
    if wide:
        (shoff,) = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        section, dyn = order + "IIQQQQIIQQ", order + "qQ"
    else:
        (shoff,) = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        section, dyn = order + "IIIIIIIIII", order + "iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    found: list[tuple[int, str]] = []
    for _name, kind, _flags, _addr, offset, size, link, *_rest in sections:
        if kind != SHT_DYNAMIC:
            continue
        strings = sections[link][4]
        step = struct.calcsize(dyn)
        for start in range(offset, offset + size, step):
            tag, value = struct.unpack_from(dyn, data, start)
            if tag in (DT_RPATH, DT_RUNPATH):
                begin = strings + value
                found.append((begin, data[begin : data.index(b"\0", begin)].decode("utf-8")))
    return found


def search_paths(path: Path) -> list[str]:
    """The RPATH and RUNPATH entries of an ELF file ([] for any other file)."""
    with path.open("rb") as handle:
        if handle.read(4) != b"\x7fELF":
            return []
    texts = _search_path_strings(path.read_bytes())
    return [entry for _offset, text in texts for entry in text.split(":") if entry]


def foreign(entries: list[str]) -> list[str]:
    """The entries that point outside the bundle (anything not relative to ``$ORIGIN``)."""
    return [e for e in entries if not e.startswith(("$ORIGIN", "${ORIGIN}"))]


def fix(root: Path) -> int:
    """Rewrite every search path to its ``$ORIGIN`` entries alone, in place (the string
    shrinks and is padded with NUL bytes, so no byte of the old path is left behind and no
    offset moves); returns how many files were changed."""
    changed = 0
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink() or not search_paths(path):
            continue
        data = bytearray(path.read_bytes())
        touched = False
        for offset, text in _search_path_strings(bytes(data)):
            entries = [e for e in text.split(":") if e]
            if not foreign(entries):
                continue
            kept = ":".join(e for e in entries if e not in foreign(entries)).encode()
            data[offset : offset + len(text)] = kept + b"\0" * (len(text.encode()) - len(kept))
            touched = True
        if touched:
            path.write_bytes(bytes(data))
            changed += 1
    return changed


def problems(root: Path, forbidden: list[str]) -> list[str]:
    """Sentences naming every file that leaks a path of the build machine."""
    needles = sorted({p.rstrip("/").encode() for p in forbidden if len(p.rstrip("/")) > 1})
    found = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        name = path.relative_to(root).as_posix()
        outside = foreign(search_paths(path))
        if outside:
            found.append(f"{name}: library search path {':'.join(outside)}")
        data = path.read_bytes()
        for needle in needles:
            if needle in data:
                found.append(f"{name}: contains {needle.decode()}")
    return found


def build_machine_paths() -> list[str]:
    """The paths of this build that no shipped file may contain: the source folder, the
    virtual environment and, for an editable install, the folder it points at. The base
    interpreter's own prefix is not among them: libpython keeps it as its compiled-in
    default, which a frozen app never reads (PyInstaller sets the module paths)."""
    import importlib.metadata
    import json

    found = [str(ROOT)]
    if sys.prefix != sys.base_prefix:
        found.append(sys.prefix)
    try:
        direct_url = importlib.metadata.distribution("twelve-bowls").read_text("direct_url.json")
    except importlib.metadata.PackageNotFoundError:
        direct_url = None
    if direct_url:
        url = str(json.loads(direct_url).get("url", ""))
        if url.startswith("file://"):
            found.append(url.removeprefix("file://"))
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fix", action="store_true", help="remove foreign RUNPATHs first")
    parser.add_argument("--check", action="store_true", help="fail on any leaked path")
    parser.add_argument("bundle", type=Path)
    parser.add_argument(
        "forbidden",
        nargs="*",
        help="more paths no file may contain (besides the source "
        "folder, the Python environment and an editable install's folder)",
    )
    args = parser.parse_args(argv)
    if args.fix:
        print(f"shipped paths: removed foreign library search paths from {fix(args.bundle)} files")
    if args.check:
        found = problems(args.bundle, [*args.forbidden, *build_machine_paths()])
        for line in found:
            print(f"shipped paths: {line}", file=sys.stderr)
        if found:
            return 1
        print(f"shipped paths: no path of the build machine in {args.bundle}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
