"""The .deb's copyright file credits each bundled part to its own authors.

``packaging/linux/check_copyright.py`` runs on the staged package at build time; here it
runs on the real copyright file against the frozen app's layout (as PyInstaller 6 lays it
out for this game), and on a file that lets ``Files: *`` catch a bundled library.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from tests.packaging.helpers import PACKAGING

COPYRIGHT = (PACKAGING / "linux" / "copyright").read_text("utf-8")
LIB = "usr/lib/twelve-bowls/_internal/"
# One of each kind of file the frozen app has (packaging/build/deb after packaging/linux/build).
INSTALLED = [
    "usr/lib/twelve-bowls/twelve-bowls",
    LIB + "LICENSE",
    LIB + "THIRD-PARTY-NOTICES.txt",
    LIB + "twelve_bowls/puzzles/001.json",
    LIB + "twelve_bowls.egg-info/PKG-INFO",
    LIB + "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
    LIB + "_miniaudio.abi3.so",
    LIB + "pyinstaller-6.22.3.dist-info/METADATA",
    LIB + "pyinstaller-6.22.3.dist-info/licenses/COPYING.txt",
    LIB + "pydantic-2.14.4.dist-info/METADATA",
    LIB + "pydantic_core/_pydantic_core.cpython-311-x86_64-linux-gnu.so",
    LIB + "libpython3.11.so.1.0",
    LIB + "python3.11/lib-dynload/_decimal.cpython-311-x86_64-linux-gnu.so",
    LIB + "base_library.zip",
    LIB + "babel/global.dat",
    LIB + "PySide6/QtCore.abi3.so",
    LIB + "PySide6/Qt/lib/libicuuc.so.73",
    LIB + "shiboken6/Shiboken.abi3.so",
    LIB + "libQt6Core.so.6",
    LIB + "libicuuc.so.73",
    LIB + "libpyside6.abi3.so.6.11",
    LIB + "libshiboken6.abi3.so.6.11",
    "usr/share/doc/twelve-bowls/copyright",
]


def checker() -> ModuleType:
    path = PACKAGING / "linux" / "check_copyright.py"
    spec = importlib.util.spec_from_file_location("twelve_bowls_check_copyright", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_bundled_part_has_a_paragraph_of_its_own() -> None:
    assert checker().problems(COPYRIGHT, INSTALLED) == []


def test_miniaudio_cffi_and_pyinstallers_metadata_are_credited_to_their_authors() -> None:
    blocks = checker().paragraphs(COPYRIGHT)
    by_pattern = {p: b for b in blocks if "Files" in b for p in b["Files"].split()}
    assert "David Reid" in by_pattern[LIB + "_miniaudio*"]["Copyright"]
    assert "Armin Rigo" in by_pattern[LIB + "_cffi_backend*"]["Copyright"]
    assert by_pattern[LIB + "_cffi_backend*"]["License"] == "MIT-0"  # cffi 2's licence
    assert "PyInstaller" in by_pattern[LIB + "pyinstaller-*.dist-info/*"]["Copyright"]


def test_a_library_only_files_star_matches_is_named() -> None:
    loose = COPYRIGHT.replace(f"Files: {LIB}_cffi_backend*\n", f"Files: {LIB}gone*\n")
    found = checker().credited_to_the_game(loose, INSTALLED)
    assert found == [LIB + "_cffi_backend.cpython-311-x86_64-linux-gnu.so"]
