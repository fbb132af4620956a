"""The macOS minimum: packaging/macho.py reads what each Mach-O binary needs,
and the build refuses an Info.plist that promises an older macOS than the binaries need.

The binaries here are assembled byte by byte the way ``mach-o/loader.h`` lays them out, so
the reader is proven on thin and universal files, on both load commands, without a Mac.
By hand on 2026-12-01: ``python packaging/macho.py scan`` over the PySide6-Essentials 6.11.3
and shiboken6 6.11.3 macOS wheels found Qt's frameworks and plugins at 13.0 and the binding
libraries (QtCore.abi3.so, libpyside6, libshiboken6) at 15.0 for both architectures.
"""

from __future__ import annotations

import plistlib
import struct
import zipfile
from pathlib import Path

from tests.packaging.helpers import PACKAGING, ROOT, load

macho = load("macho")

ARM64 = 0x0100000C
X86_64 = 0x01000007


def packed(major: int, minor: int, patch: int = 0) -> int:
    return (major << 16) | (minor << 8) | patch


def thin(
    cputype: int, *, build: tuple[int, int] | None = None, old: tuple[int, int] | None = None
) -> bytes:
    """A little-endian 64-bit Mach-O header with a segment-like filler and the version commands."""
    commands = [struct.pack("<II", 0x19, 72) + bytes(64)]  # LC_SEGMENT_64, ignored
    if build is not None:  # LC_BUILD_VERSION: platform, minos, sdk, ntools
        commands.append(struct.pack("<IIIIII", 0x32, 24, 1, packed(*build), packed(15, 0), 0))
    if old is not None:  # LC_VERSION_MIN_MACOSX: version, sdk
        commands.append(struct.pack("<IIII", 0x24, 16, packed(*old), packed(10, 15)))
    body = b"".join(commands)
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, cputype, 0, 6, len(commands), len(body), 0, 0)
    return header + body


def fat(*parts: tuple[int, bytes]) -> bytes:
    header = struct.pack(">II", 0xCAFEBABE, len(parts))
    offset = 4096
    entries, blobs = b"", b""
    for cputype, data in parts:
        entries += struct.pack(">iiIII", cputype, 0, offset + len(blobs), len(data), 12)
        blobs += data + bytes(-len(data) % 16)
    return (header + entries).ljust(offset, b"\0") + blobs


def test_thin_binary_with_build_version() -> None:
    assert macho.slices(thin(ARM64, build=(15, 0))) == [macho.Slice("arm64", (15, 0, 0))]


def test_old_version_min_command_is_read_too() -> None:
    assert macho.slices(thin(X86_64, old=(10, 13))) == [macho.Slice("x86_64", (10, 13, 0))]


def test_universal_binary_reports_each_architecture() -> None:
    data = fat((X86_64, thin(X86_64, build=(13, 0))), (ARM64, thin(ARM64, build=(15, 2))))
    assert macho.slices(data) == [
        macho.Slice("x86_64", (13, 0, 0)),
        macho.Slice("arm64", (15, 2, 0)),
    ]


def test_files_that_are_not_mach_o_give_nothing() -> None:
    assert macho.slices(b"") == []
    assert macho.slices(b"#!/bin/sh\necho hi\n") == []
    # A Java class file starts with 0xCAFEBABE too, followed by its version, not an arch count.
    assert macho.slices(struct.pack(">IHH", 0xCAFEBABE, 0, 52) + bytes(64)) == []


def make_app(tmp_path: Path, promised: str, binaries: dict[str, bytes]) -> Path:
    app = tmp_path / "Twelve Bowls.app"
    contents = app / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    with (contents / "Info.plist").open("wb") as handle:
        plistlib.dump({"LSMinimumSystemVersion": promised}, handle)
    for name, data in binaries.items():
        target = contents / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return app


def test_check_fails_naming_the_binary_that_needs_a_newer_macos(tmp_path: Path) -> None:
    app = make_app(
        tmp_path,
        "13.0",
        {
            "MacOS/twelve-bowls": thin(ARM64, build=(11, 0)),
            "Frameworks/PySide6/QtCore.abi3.so": fat(
                (X86_64, thin(X86_64, build=(15, 0))), (ARM64, thin(ARM64, build=(15, 0)))
            ),
            "Resources/readme.txt": b"not a binary",
        },
    )
    problem = macho.check(app, None)
    assert problem is not None
    assert "13.0" in problem and "15.0" in problem and "QtCore.abi3.so" in problem
    assert macho.main(["check", str(app)]) == 1


def test_check_passes_when_the_plist_covers_every_binary(tmp_path: Path) -> None:
    app = make_app(tmp_path, "15.0", {"MacOS/twelve-bowls": thin(ARM64, build=(15, 0))})
    assert macho.check(app, None) is None
    assert macho.main(["check", str(app), "--arch", "arm64"]) == 0


def test_arch_filter_looks_only_at_that_architecture(tmp_path: Path) -> None:
    data = fat((X86_64, thin(X86_64, build=(15, 0))), (ARM64, thin(ARM64, build=(13, 0))))
    app = make_app(tmp_path, "13.0", {"MacOS/twelve-bowls": data})
    assert macho.check(app, "arm64") is None
    assert macho.check(app, "x86_64") is not None


def test_scan_reads_binaries_inside_a_wheel(tmp_path: Path, capsys: object) -> None:
    wheel = tmp_path / "demo-1.0-py3-none-macosx_13_0_universal2.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo/lib.dylib", thin(ARM64, build=(15, 0)))
        archive.writestr("demo/__init__.py", "")
    assert macho.required([wheel]) == ((15, 0, 0), "demo/lib.dylib (arm64)")


def test_info_plist_promises_what_the_pinned_pyside6_bindings_need() -> None:
    # PySide6 6.11's binding libraries declare macOS 15.0 (see the module docstring).
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        minimum = macho.parse_version(plistlib.load(handle)["LSMinimumSystemVersion"])
    assert minimum >= (15, 0, 0)
    shown = macho.format_version(minimum)
    for readme in (ROOT / "README.md", PACKAGING / "README.md"):
        assert f"macOS {shown} or newer" in readme.read_text("utf-8"), readme


def test_the_macos_build_runs_the_check_on_the_app() -> None:
    build = (PACKAGING / "macos" / "build").read_text("utf-8")
    assert 'packaging/macho.py check "$APP"' in build
