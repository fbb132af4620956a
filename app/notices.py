"""Third-party notices: every distribution the game ships, its version, licence and licence text.

One text serves every package: the build writes it with ``python -m twelve_bowls.app.notices OUT.txt
--bundle-files LIST`` (``packaging/twelve_bowls.spec`` hands it the build's file list and
bundles the result, so the .deb, the Windows installer and the macOS app all carry it), and
the About box shows it. The native libraries of the build are named by
``app/native_notices.py``. A frozen build has no package metadata for its
dependencies, so it reads the bundled file; a source checkout builds the text from the
installed distributions' metadata, the same way the build does.
"""

from __future__ import annotations

import importlib.metadata as metadata
import platform
import re
import sys
import sysconfig
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

PROJECT = "twelve-bowls"
FILE_NAME = "THIRD-PARTY-NOTICES.txt"
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
_LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE)[^/]*$", re.IGNORECASE)
#: PySide6 and shiboken6 wheels carry no licence file; Qt is used under the LGPL 3, whose
#: text (with the GPL 3 it builds on) ships in app/resources/licenses.
_BUNDLED_TEXTS = {"LGPL-3.0": "LGPL-3.0.txt", "GPL-3.0": "GPL-3.0.txt"}
_QT_DISTRIBUTIONS = frozenset({"pyside6-essentials", "pyside6", "shiboken6"})


@dataclass(frozen=True)
class Notice:
    name: str
    version: str
    licence: str
    texts: tuple[tuple[str, str], ...]  # (file name, text)


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_names(dist: metadata.Distribution) -> list[str]:
    names = []
    for requirement in dist.requires or ():
        if "extra ==" in requirement.replace("extra==", "extra =="):
            continue  # optional extras (tests, e-mail validation, ...) are not shipped
        match = _NAME.match(requirement)
        if match:
            names.append(match.group(1))
    return names


def shipped_distributions(root: str = PROJECT) -> list[metadata.Distribution]:
    """The runtime dependency closure of the game that is installed here, root excluded."""
    seen: dict[str, metadata.Distribution] = {}
    queue = [root]
    while queue:
        name = queue.pop()
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another Python version or platform
        key = _canonical(dist.metadata["Name"])
        if key in seen:
            continue
        seen[key] = dist
        queue.extend(_requirement_names(dist))
    seen.pop(_canonical(root), None)
    return sorted(seen.values(), key=lambda d: _canonical(d.metadata["Name"]))


def _licence(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    # get_all, not [] (a missing key raises KeyError in newer Pythons) or get (not in the protocol).
    found: list[str] = meta.get_all("License-Expression") or meta.get_all("License") or [""]
    expression = found[0]
    if expression and "\n" not in expression.strip() and len(expression) < 120:
        return expression.strip()
    classifiers = [
        c.rsplit("::", 1)[-1].strip() for c in meta.get_all("Classifier") or () if "License" in c
    ]
    return ", ".join(classifiers) or "see the licence text"


def _texts(dist: metadata.Distribution, licence: str) -> tuple[tuple[str, str], ...]:
    found = []
    for item in dist.files or ():
        if _LICENCE_FILE.search(str(item)):
            path = Path(str(dist.locate_file(item)))
            if path.is_file():
                found.append((path.name, path.read_text(encoding="utf-8", errors="replace")))
    if not found and _canonical(dist.metadata["Name"]) in _QT_DISTRIBUTIONS:
        licences = files("twelve_bowls.app.resources") / "licenses"
        for key, file_name in _BUNDLED_TEXTS.items():
            if key in licence:
                found.append((file_name, (licences / file_name).read_text(encoding="utf-8")))
    return tuple(found)


def collect() -> list[Notice]:
    notices = []
    for dist in shipped_distributions():
        licence = _licence(dist)
        notices.append(Notice(dist.metadata["Name"], dist.version, licence, _texts(dist, licence)))
    return notices


def _python_notice() -> Notice:
    licence_file = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    texts: tuple[tuple[str, str], ...] = ()
    if licence_file.is_file():
        texts = (("LICENSE.txt", licence_file.read_text(encoding="utf-8", errors="replace")),)
    return Notice("Python", platform.python_version(), "PSF-2.0", texts)


def _version_of(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "unknown"


def _pyinstaller_licence() -> tuple[tuple[str, str], ...]:
    """PyInstaller's COPYING.txt (bootloader exception included), from the build's copy."""
    try:
        dist = metadata.distribution("pyinstaller")
    except metadata.PackageNotFoundError:
        return ()
    for item in dist.files or ():
        if Path(str(item)).name == "COPYING.txt":
            path = Path(str(dist.locate_file(item)))
            if path.is_file():
                return (("COPYING.txt", path.read_text(encoding="utf-8", errors="replace")),)
    return ()


def native_section(bundle_files: list[str]) -> list[str]:
    """The lines naming every shared library of a build by its component, with licence
    texts; raises ``UnnamedLibraries`` when any library has no component."""
    from twelve_bowls.app import native_notices

    libraries = [path for path in bundle_files if native_notices.is_native(path)]
    owned, unnamed = native_notices.assign(libraries)
    if unnamed:
        raise native_notices.UnnamedLibraries(unnamed)
    licences = files("twelve_bowls.app.resources") / "licenses"
    qt_note = native_notices.qt_note(_version_of("shiboken6"))
    rule = "=" * 72
    lines = [
        "",
        rule,
        "Native libraries in this build",
        rule,
        "",
        "Each shared library and program of this build, with the component it comes from.",
    ]
    for component in native_notices.COMPONENTS:
        paths = owned.get(component)
        if not paths:
            continue
        note = component.note.replace("{qt_note}", qt_note)
        lines += ["", f"--- {component.name} ({component.licence}) ---", "", note, ""]
        lines += [f"    {path}" for path in sorted(paths)]
        texts = [(name, (licences / name).read_text(encoding="utf-8")) for name in component.texts]
        if component.name == "PyInstaller bootloader":
            texts += _pyinstaller_licence()
        for file_name, text in texts:
            lines += ["", f"--- {component.name}: {file_name} ---", "", text.rstrip()]
    return lines


def render(notices: list[Notice] | None = None, bundle_files: list[str] | None = None) -> str:
    """The whole notices text, plain, for a file and for the About box; with a build's file
    list, every shared library in it is named too (``native_section``)."""
    items = [_python_notice(), *(collect() if notices is None else notices)]
    rule = "=" * 72
    lines = [
        "Twelve Bowls - third-party notices",
        "",
        "Twelve Bowls is free software under the MIT licence. It ships the following software,",
        "each under its own licence, reproduced below. Qt is used under the GNU LGPL 3 as",
        "unmodified shared libraries; Qt's own third-party components are listed in Qt's",
        "documentation (Licenses Used in Qt). Babel carries the Unicode CLDR data under the",
        "Unicode licence (babel/locale-data/LICENSE.unicode below).",
        "",
    ]
    lines += [f"  {n.name} {n.version} ({n.licence})" for n in items]
    for notice in items:
        lines += ["", rule, f"{notice.name} {notice.version}", f"Licence: {notice.licence}", rule]
        for file_name, text in notice.texts:
            lines += ["", f"--- {file_name} ---", "", text.rstrip()]
    if bundle_files is not None:
        lines += native_section(bundle_files)
    return "\n".join(lines) + "\n"


def bundled_path() -> Path | None:
    """Where a frozen build keeps the file the build wrote (None in a source checkout)."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / FILE_NAME if base else None


def load() -> str:
    """The notices to show: the bundled file in a frozen build, else built from metadata."""
    path = bundled_path()
    if path is not None and path.is_file():
        return path.read_text(encoding="utf-8")
    return render()


USAGE = """usage: python -m twelve_bowls.app.notices OUT.txt [--bundle-files LIST.txt]
       python -m twelve_bowls.app.notices --check BUNDLE_DIR"""


def main(argv: list[str]) -> int:
    """Write the notices (with the native libraries a build's file list names, one path a
    line), or check that every library in a finished bundle folder has its notice."""
    from twelve_bowls.app import native_notices

    try:
        if len(argv) == 2 and argv[0] == "--check":
            unnamed = native_notices.assign(native_notices.native_files(Path(argv[1])))[1]
            if unnamed:
                raise native_notices.UnnamedLibraries(unnamed)
            return 0
        if len(argv) == 1:
            Path(argv[0]).write_text(render(), encoding="utf-8")
            return 0
        if len(argv) == 3 and argv[1] == "--bundle-files":
            listed = Path(argv[2]).read_text(encoding="utf-8").splitlines()
            text = render(bundle_files=[line for line in listed if line.strip()])
            Path(argv[0]).write_text(text, encoding="utf-8")
            return 0
    except native_notices.UnnamedLibraries as error:
        print(f"notices: {error}", file=sys.stderr)
        return 1
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
