"""The third-party notices name every native library a build ships: they are written from
the build's real file list, and a library no component names stops the build."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT
from twelve_bowls.app import native_notices, notices

#: The shared libraries and programs of a Linux build (PyInstaller 6, Python 3.11, PySide6
#: 6.11, after trimming), as the spec hands them over: relative to the bundle's _internal.
LINUX_BUILD = [
    "twelve-bowls",
    "libpython3.11.so.1.0",
    "python3.11/lib-dynload/_asyncio.cpython-311-x86_64-linux-gnu.so",
    "python3.11/lib-dynload/pyexpat.cpython-311-x86_64-linux-gnu.so",
    "python3.11/lib-dynload/_decimal.cpython-311-x86_64-linux-gnu.so",
    "PySide6/QtCore.abi3.so",
    "PySide6/libpyside6.abi3.so.6.11",
    "shiboken6/Shiboken.abi3.so",
    "shiboken6/libshiboken6.abi3.so.6.11",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/lib/libicudata.so.73",
    "PySide6/Qt/lib/libicuuc.so.73",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "pydantic_core/_pydantic_core.cpython-311-x86_64-linux-gnu.so",
]
#: Windows and macOS names of the same parts, and what Python brings there.
OTHER_BUILDS = [
    "twelve-bowls.exe",
    "python311.dll",
    "_ssl.pyd",
    "libcrypto-3.dll",
    "libssl-3.dll",
    "libffi-8.dll",
    "VCRUNTIME140_1.dll",
    "PySide6/Qt6Core.dll",
    "PySide6/pyside6.abi3.dll",
    "PySide6/plugins/platforms/qwindows.dll",
    "Contents/MacOS/twelve-bowls",
    "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
    "Contents/Frameworks/libssl.3.dylib",
    "Contents/Frameworks/python3.11/lib-dynload/_ssl.cpython-311-darwin.so",
]


def test_every_library_of_a_real_build_has_its_component() -> None:
    owned, unnamed = native_notices.assign(LINUX_BUILD + OTHER_BUILDS)
    assert unnamed == []
    names = {component.name for component in owned}
    assert {"Qt and Qt for Python", "ICU 73 (with Qt)", "OpenSSL 3", "Python"} <= names


@pytest.mark.parametrize(
    "library", ["libmystery.so.2", "_internal/libstdc++.so.6", "PySide6/Qt/lib/libfoo.dylib"]
)
def test_the_notices_refuse_a_build_with_an_unnamed_library(library: str) -> None:
    with pytest.raises(native_notices.UnnamedLibraries) as refused:
        notices.render(notices=[], bundle_files=[*LINUX_BUILD, library])
    assert refused.value.files == [library]


def test_the_notices_of_a_build_name_its_libraries_and_qts_sources() -> None:
    text = notices.render(notices=[], bundle_files=LINUX_BUILD)
    assert "Native libraries in this build" in text
    assert "    PySide6/Qt/lib/libQt6Core.so.6" in text
    assert "    PySide6/Qt/lib/libicuuc.so.73" in text
    # The LGPL's due: the exact sources, and how to replace the bundled Qt.
    assert "https://download.qt.io/official_releases/qt/" in text
    assert "pyside-setup-everywhere-src-" in text
    assert "replace the libraries" in text
    # The licence texts of what Python's extension modules incorporate.
    assert "Stefan Krah" in text and "expat" in text.lower()


def _run_notices(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.notices", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


def _fake_library(folder: Path, name: str) -> None:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x7fELF\x02\x01\x01" + bytes(57))


def test_the_check_of_a_finished_folder_reads_what_is_really_there(tmp_path: Path) -> None:
    bundle = tmp_path / "twelve-bowls"
    _fake_library(bundle, "twelve-bowls")
    _fake_library(bundle, "_internal/PySide6/Qt/lib/libQt6Gui.so.6")
    (bundle / "_internal" / "README").write_text("not a library\n", encoding="utf-8")
    assert _run_notices("--check", str(bundle)).returncode == 0
    # A library with a name no rule expects, found by its first bytes.
    _fake_library(bundle, "_internal/libzstd.so.1")
    done = _run_notices("--check", str(bundle))
    assert done.returncode == 1
    assert "_internal/libzstd.so.1" in done.stderr


def test_the_build_writes_the_notices_from_its_file_list(tmp_path: Path) -> None:
    listing = tmp_path / "files.txt"
    listing.write_text("\n".join(LINUX_BUILD) + "\n", encoding="utf-8")
    out = tmp_path / "notices.txt"
    done = _run_notices(str(out), "--bundle-files", str(listing))
    assert done.returncode == 0, done.stderr
    assert "libQt6WaylandClient.so.6" in out.read_text("utf-8")
    listing.write_text("\n".join([*LINUX_BUILD, "libnew.so.1"]) + "\n", encoding="utf-8")
    assert _run_notices(str(out), "--bundle-files", str(listing)).returncode == 1
