"""The macOS version a bundle really needs, read from its Mach-O binaries.

Every Mach-O file records the oldest macOS it runs on: ``LC_BUILD_VERSION`` (its ``minos``)
in binaries built with Xcode 10 and newer, ``LC_VERSION_MIN_MACOSX`` in older ones. A bundle
needs the highest of those over every binary it loads; if ``Info.plist`` promises less
(``LSMinimumSystemVersion``), an older Mac starts the app and it dies without a word instead
of Finder saying it needs a newer macOS. ``packaging/macos/build`` runs :func:`main` on the
built app, and the tests run the reader on binaries they assemble, so this works on any OS:

    python packaging/macho.py check "packaging/dist/Twelve Bowls.app" [--arch arm64]
    python packaging/macho.py scan PATH...        # folders, files or wheels: one line each
"""

from __future__ import annotations

import argparse
import plistlib
import struct
import sys
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

Version = tuple[int, int, int]

FAT_MAGIC = 0xCAFEBABE
FAT_MAGIC_64 = 0xCAFEBABF
THIN_MAGICS = {
    b"\xfe\xed\xfa\xce": (">", 28),  # 32-bit, big-endian
    b"\xce\xfa\xed\xfe": ("<", 28),  # 32-bit, little-endian
    b"\xfe\xed\xfa\xcf": (">", 32),  # 64-bit, big-endian
    b"\xcf\xfa\xed\xfe": ("<", 32),  # 64-bit, little-endian (arm64, x86_64)
}
LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1
CPU_NAMES = {7: "i386", 0x01000007: "x86_64", 12: "arm", 0x0100000C: "arm64"}


@dataclass(frozen=True)
class Slice:
    """One architecture of one binary and the oldest macOS it declares (None: none given)."""

    arch: str
    minimum: Version | None


def _version(packed: int) -> Version:
    """``X.Y.Z`` packed as ``xxxx.yy.zz`` nibbles (mach-o/loader.h)."""
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def format_version(version: Version) -> str:
    major, minor, patch = version
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def parse_version(text: str) -> Version:
    parts = [int(part) for part in text.strip().split(".")]
    if not 1 <= len(parts) <= 3:
        raise ValueError(f"not a macOS version: {text!r}")
    padded = [*parts, 0, 0][:3]
    return padded[0], padded[1], padded[2]


def _thin(data: bytes, offset: int) -> Slice | None:
    layout = THIN_MAGICS.get(data[offset : offset + 4])
    if layout is None:
        return None
    order, header_size = layout
    cputype, _subtype, _filetype, ncmds, _sizeofcmds = struct.unpack_from(
        order + "iiIII", data, offset + 4
    )
    cursor = offset + header_size
    minimum: Version | None = None
    for _ in range(ncmds):
        if cursor + 8 > len(data):
            break
        cmd, cmdsize = struct.unpack_from(order + "II", data, cursor)
        if cmd == LC_BUILD_VERSION:
            platform, minos = struct.unpack_from(order + "II", data, cursor + 8)
            if platform == PLATFORM_MACOS:
                minimum = _version(minos)
        elif cmd == LC_VERSION_MIN_MACOSX:
            (packed,) = struct.unpack_from(order + "I", data, cursor + 8)
            minimum = _version(packed)
        if cmdsize < 8:
            break  # a malformed command; stop rather than loop forever
        cursor += cmdsize
    return Slice(CPU_NAMES.get(cputype & 0xFFFFFFFF, str(cputype)), minimum)


def slices(data: bytes) -> list[Slice]:
    """Every architecture in a thin or universal (fat) Mach-O file; [] if it is not one."""
    if len(data) < 8:
        return []
    (magic, count) = struct.unpack_from(">II", data, 0)
    if magic in (FAT_MAGIC, FAT_MAGIC_64):
        if count > 32:
            return []  # a Java class file shares 0xCAFEBABE; real fat files hold a few archs
        found = []
        entry = ">iiQQII" if magic == FAT_MAGIC_64 else ">iiIII"
        step = struct.calcsize(entry)
        for index in range(count):
            fields = struct.unpack_from(entry, data, 8 + index * step)
            one = _thin(data, int(fields[2]))
            if one is not None:
                found.append(one)
        return found
    one = _thin(data, 0)
    return [one] if one is not None else []


def _files(paths: Iterable[Path]) -> Iterator[tuple[str, bytes]]:
    for path in paths:
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.is_file() and not child.is_symlink():
                    with child.open("rb") as handle:
                        if handle.read(4) in (
                            *THIN_MAGICS,
                            b"\xca\xfe\xba\xbe",
                            b"\xca\xfe\xba\xbf",
                        ):
                            yield str(child.relative_to(path)), child.read_bytes()
        elif path.suffix == ".whl":
            with zipfile.ZipFile(path) as wheel:
                for name in wheel.namelist():
                    data = wheel.read(name)
                    if slices(data):
                        yield name, data
        elif path.is_file():
            yield path.name, path.read_bytes()


def required(paths: Iterable[Path], arch: str | None = None) -> tuple[Version, str] | None:
    """The highest declared minimum over every binary (of ``arch`` only, if given)."""
    best: tuple[Version, str] | None = None
    for name, data in _files(paths):
        for one in slices(data):
            if one.minimum is None or (arch is not None and one.arch != arch):
                continue
            if best is None or one.minimum > best[0]:
                best = (one.minimum, f"{name} ({one.arch})")
    return best


def plist_minimum(plist: Path) -> Version:
    with plist.open("rb") as handle:
        return parse_version(str(plistlib.load(handle)["LSMinimumSystemVersion"]))


def check(app: Path, arch: str | None) -> str | None:
    """None when Info.plist's minimum covers every binary, else the sentence to print."""
    promised = plist_minimum(app / "Contents" / "Info.plist")
    need = required([app], arch)
    if need is None:
        return f"no Mach-O binary with a macOS minimum found in {app}"
    version, where = need
    if promised < version:
        return (
            f"Info.plist says LSMinimumSystemVersion {format_version(promised)}, but {where} "
            f"needs macOS {format_version(version)}: raise it in packaging/macos/Info.plist"
        )
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    verbs = parser.add_subparsers(dest="verb", required=True)
    check_p = verbs.add_parser(
        "check", help="fail if Info.plist promises less than the binaries need"
    )
    check_p.add_argument("app", type=Path)
    check_p.add_argument("--arch", help="only this architecture (arm64, x86_64)")
    scan_p = verbs.add_parser("scan", help="print each binary's architectures and minimums")
    scan_p.add_argument("paths", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.verb == "check":
        problem = check(args.app, args.arch)
        if problem:
            print(problem, file=sys.stderr)
            return 1
        version, where = required([args.app], args.arch) or ((0, 0, 0), "")
        print(
            "Info.plist minimum covers every binary "
            f"(highest: macOS {format_version(version)}, {where})"
        )
        return 0
    for name, data in _files(args.paths):
        found = ", ".join(
            f"{one.arch} {format_version(one.minimum) if one.minimum else '-'}"
            for one in slices(data)
        )
        print(f"{name}: {found}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
