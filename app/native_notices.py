"""The native code a frozen build carries, each library tied to the component it comes from.

The third-party notices name the Python distributions from their metadata (``app.notices``);
a frozen build also ships shared libraries that no distribution's metadata describes: the
interpreter, Qt and its ICU, OpenSSL, the PyInstaller bootloader. The build hands its real
file list here (``python -m app.notices OUT --bundle-files LIST``), and every shared library
in it must match a component below, or the notices are refused and the build stops: a new
library cannot ship without its licence being named. ``python -m app.notices --check DIR``
applies the same rule to a finished bundle folder, by reading each file's first bytes.

Libraries that every Linux system has (the C++ runtime, zlib, OpenSSL, ...) are not
bundled in the .deb but left to the system (``packaging/trim.py``), so they are named only
for the Windows and macOS builds that do carry them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

QT_VERSION_NOTE = (
    "Qt {qt} and Qt for Python (PySide6, shiboken6) {qt} are used under the GNU LGPL 3 as "
    "unmodified shared libraries. Their exact sources: "
    "https://download.qt.io/official_releases/qt/{minor}/{qt}/src/single/ "
    "(qt-everywhere-src-{qt}) and "
    "https://download.qt.io/official_releases/QtForPython/pyside6/PySide6-{qt}-src/ "
    "(pyside-setup-everywhere-src-{qt}). To use your own build of the same Qt version, "
    "replace the libraries in the game's folder: on Linux "
    "/usr/lib/twelve-bowls/_internal/PySide6/Qt/lib/libQt6*.so.6 (and the plugins beside "
    "them), on Windows _internal\\PySide6\\Qt6*.dll in the install folder, on macOS "
    "Twelve Bowls.app/Contents/Frameworks/PySide6/Qt/lib/Qt*.framework (then sign the app "
    "again, ad hoc: codesign --force --deep -s - 'Twelve Bowls.app'). Qt's libraries contain "
    "third-party parts under their own licences (among them HarfBuzz, libpng, libjpeg, "
    "PCRE2, double-conversion, md4c, TinyCBOR, zlib and the Wayland protocols); Qt's "
    "documentation lists them for this version under 'Licenses Used in Qt', and each "
    "one's licence text is in the source archive above, beside its code in src/3rdparty."
)


@dataclass(frozen=True)
class Component:
    """Where a group of shipped libraries comes from and under which licence."""

    name: str
    licence: str  # SPDX expression
    patterns: tuple[str, ...]  # regular expressions over the bundle-relative POSIX path
    texts: tuple[str, ...] = ()  # licence files in app/resources/licenses
    note: str = ""

    def matches(self, path: str) -> bool:
        # Windows spells the same DLL in either case (VCRUNTIME140.dll, vcruntime140.dll).
        return any(re.search(pattern, path, re.IGNORECASE) for pattern in self.patterns)


#: Every component a build may ship native code from. Order matters only for reading.
COMPONENTS: tuple[Component, ...] = (
    Component(
        "PyInstaller bootloader",
        "GPL-2.0-or-later WITH Bootloader-exception",
        (r"^twelve-bowls(\.exe)?$", r"(^|/)MacOS/twelve-bowls$"),
        note="The program that starts the frozen game. PyInstaller's licence lets the "
        "bootloader be distributed with any program; its text (COPYING.txt) follows.",
    ),
    Component(
        "Python",
        "PSF-2.0",
        (
            r"(^|/)libpython3[.\d]*\.(so|dylib)",
            r"(^|/)python3\d*\.dll$",
            r"(^|/)Python(\.framework/.*)?$",
            r"(^|/)lib-dynload/[^/]+\.(so|dylib)$",
            r"^[^/]+\.pyd$",  # Windows: the standard library's extension modules
        ),
        texts=("expat.txt", "mpdecimal.txt", "bzip2.txt", "xz.txt", "zlib.txt"),
        note="The interpreter and its standard library's extension modules (Python's own "
        "licence is reproduced with the distributions above). They incorporate expat "
        "(pyexpat), libmpdec (_decimal) and, in the Windows build, bzip2 (_bz2), xz (_lzma) "
        "and zlib; their licences follow.",
    ),
    Component(
        "Qt and Qt for Python",
        "LGPL-3.0-only",
        (
            r"(^|/)(lib)?Qt6[A-Za-z]+(\.so\.6|\.dll)",
            r"(^|/)Qt[A-Za-z]+\.framework/",
            r"(^|/)PySide6/(Qt/)?plugins/",
            r"(^|/)PySide6/[^/]+\.(abi3\.so|pyd)$",
            r"(^|/)shiboken6/[^/]+\.(abi3\.so|pyd)$",
            r"(^|/)(lib)?(pyside6|shiboken6)[^/]*\.(so[.\d]*|dll|dylib)$",
        ),
        texts=("LGPL-3.0.txt", "GPL-3.0.txt"),
        note="{qt_note}",
    ),
    Component(
        "ICU 73 (with Qt)",
        "Unicode-DFS-2016",
        (r"(^|/)libicu[a-z0-9]+\.so\.\d+$", r"(^|/)icu[a-z0-9]+\d*\.dll$"),
        texts=("ICU.txt",),
        note="Unicode's International Components for Unicode, shipped inside the Qt for "
        "Python wheel; sources: https://github.com/unicode-org/icu/releases (release 73).",
    ),
    Component(
        "pydantic-core",
        "MIT",
        (r"(^|/)pydantic_core/_pydantic_core[^/]*\.(so|pyd)$",),
        note="The compiled part of pydantic-core; its licence is reproduced with the "
        "distributions above.",
    ),
    Component(
        "miniaudio and pyminiaudio",
        "MIT AND (MIT-0 OR LicenseRef-public-domain)",
        (r"(^|/)_miniaudio[^/]*\.(so|pyd)$",),
        note="The sound output (app/sound/): the compiled part of the miniaudio "
        "distribution, which holds David Reid's miniaudio library (public domain or MIT-0, "
        "at the user's choice); the distribution's MIT licence is reproduced above.",
    ),
    Component(
        "cffi",
        "MIT",
        (r"(^|/)_cffi_backend[^/]*\.(so|pyd)$",),
        note="The C part of cffi, which the sound output's compiled module is built on; its "
        "licence is reproduced with the distributions above.",
    ),
    Component(
        "OpenSSL 3",
        "Apache-2.0",
        (r"(^|/)lib(ssl|crypto)[-.\d]*(-x64)?\.(dll|dylib)$",),
        texts=("Apache-2.0.txt",),
        note="Used by Python's hashlib and ssl modules (Windows and macOS builds).",
    ),
    Component(
        "libffi",
        "MIT",
        (r"(^|/)libffi[-.\d]*\.(dll|dylib)$",),
        texts=("libffi.txt",),
        note="Used by Python's ctypes module (Windows and macOS builds).",
    ),
    Component(
        "xz (liblzma)",
        "0BSD OR LicenseRef-public-domain",
        (r"(^|/)liblzma[.\d]*\.dylib$",),
        texts=("xz.txt",),
    ),
    Component(
        "Microsoft Visual C++ runtime",
        "LicenseRef-Microsoft-VC-Redistributable",
        (
            r"(^|/)(vcruntime|msvcp|concrt|vccorlib)\d+[_\w]*\.dll$",
            r"(^|/)(api-ms-win-[\w-]+|ucrtbase|d3dcompiler_\d+)\.dll$",
        ),
        note="Microsoft's C and C++ runtime for Windows, redistributable with programs "
        "built with Visual Studio under the terms of its licence.",
    ),
)

#: The beginnings of executable and shared-library files: ELF, Mach-O (32/64 bit, either
#: byte order, universal) and Windows PE.
_MAGIC = (
    b"\x7fELF",
    b"\xfe\xed\xfa\xce",
    b"\xfe\xed\xfa\xcf",
    b"\xce\xfa\xed\xfe",
    b"\xcf\xfa\xed\xfe",
    b"\xca\xfe\xba\xbe",
    b"MZ",
)
_LIBRARY_NAME = re.compile(r"\.(so(\.\d+)*|dll|pyd|dylib)$|(^|/)[^/.]+$")


def is_native(path: str) -> bool:
    """Whether a bundle-relative path names native code by its name (a file list has no
    contents to read): a shared library, an extension module, or a file without suffix
    (an executable, a framework's binary)."""
    return bool(_LIBRARY_NAME.search(path))


def native_files(root: Path) -> list[str]:
    """Every executable and shared library under a bundle folder, by its first bytes."""
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                head = handle.read(4)
            if head.startswith(_MAGIC):
                found.append(path.relative_to(root).as_posix())
    return found


def _relative(path: str) -> str:
    # A finished folder's files sit under _internal/ (and on macOS under Contents/...);
    # the build's list is relative to that already.
    return re.sub(r"^(_internal/|Contents/(Frameworks|Resources)/)", "", path)


def assign(files: Iterable[str]) -> tuple[dict[Component, list[str]], list[str]]:
    """``({component: its files}, [files no component names])``."""
    owned: dict[Component, list[str]] = {}
    unnamed: list[str] = []
    for path in files:
        relative = _relative(path)
        component = next((c for c in COMPONENTS if c.matches(relative)), None)
        if component is None:
            unnamed.append(path)
        else:
            owned.setdefault(component, []).append(path)
    return owned, unnamed


def qt_note(qt_version: str) -> str:
    minor = ".".join(qt_version.split(".")[:2])
    return QT_VERSION_NOTE.format(qt=qt_version, minor=minor)


class UnnamedLibraries(ValueError):
    """Shared libraries in a build that no component of the notices names."""

    def __init__(self, files: list[str]) -> None:
        super().__init__(
            "no third-party notice names these shipped libraries (add their component, "
            "licence and text to app/native_notices.py): " + ", ".join(files)
        )
        self.files = files
