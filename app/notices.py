"""Third-party notices: every distribution the game ships, its version, licence and licence text.

One text serves every package: the build writes it with ``python -m app.notices OUT.txt``
(``packaging/twelve_bowls.spec`` bundles it, so the .deb, the Windows installer and the macOS
app all carry it), and the About box shows it. A frozen build has no package metadata for its
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
    expression = meta.get("License-Expression") or meta.get("License") or ""
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
    texts = ()
    if licence_file.is_file():
        texts = (("LICENSE.txt", licence_file.read_text(encoding="utf-8", errors="replace")),)
    return Notice("Python", platform.python_version(), "PSF-2.0", texts)


def render(notices: list[Notice] | None = None) -> str:
    """The whole notices text, plain, for a file and for the About box."""
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


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m app.notices OUT.txt", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(render(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
