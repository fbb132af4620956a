"""Check that the .deb's machine-readable copyright file (DEP-5) is true of the package.

    python packaging/linux/check_copyright.py COPYRIGHT [STAGE_DIR]

Every ``Files:`` pattern must match files the package installs (a pattern that matches
nothing describes a layout that is gone), every licence a ``Files:`` paragraph names
must have its text in a stand-alone ``License:`` paragraph, as the format asks, and every
file of the frozen app that is not the game's own must have a paragraph of its own: the
``Files: *`` paragraph credits the game's authors, so a bundled library it catches is
credited to the wrong people.
"""

from __future__ import annotations

import fnmatch
import re
import sys
from pathlib import Path


def paragraphs(text: str) -> list[dict[str, str]]:
    """deb822 paragraphs: fields with their (joined) values."""
    found = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line[:1] in (" ", "\t") and name:
                fields[name] += "\n" + line.strip()
            else:
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        found.append(fields)
    return found


def licence_names(expression: str) -> list[str]:
    first = expression.splitlines()[0] if expression else ""
    return [part.strip() for part in re.split(r"\s+(?:and|or)\s+", first) if part.strip()]


# The frozen app's folder, and what in it is the game's own (``Files: *`` is right for these).
BUNDLE = "usr/lib/*/_internal/*"
GAME_FILES = [
    "usr/lib/*/_internal/twelve_bowls/*",
    "usr/lib/*/_internal/twelve_bowls.egg-info/*",
    "usr/lib/*/_internal/twelve_bowls-*.dist-info/*",
    "usr/lib/*/_internal/LICENSE",
    "usr/lib/*/_internal/THIRD-PARTY-NOTICES.txt",
]


def _matches(path: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in patterns)


def credited_to_the_game(copyright_text: str, installed: list[str]) -> list[str]:
    """Files of the frozen app, not the game's, that only ``Files: *`` matches."""
    patterns = [
        pattern
        for block in paragraphs(copyright_text)[1:]
        if "Files" in block
        for pattern in block["Files"].split()
        if pattern != "*"
    ]
    return [
        path
        for path in installed
        if fnmatch.fnmatchcase(path, BUNDLE)
        and not _matches(path, GAME_FILES)
        and not _matches(path, patterns)
    ]


def problems(copyright_text: str, installed: list[str] | None) -> list[str]:
    found = []
    blocks = paragraphs(copyright_text)
    if not blocks or not blocks[0].get("Format", "").startswith("https://www.debian.org/"):
        found.append("the first paragraph has no Format: field of the copyright format")
    texts = {b["License"].splitlines()[0] for b in blocks if "License" in b and "Files" not in b}
    for block in blocks[1:]:
        if "Files" not in block:
            continue
        if not block.get("Copyright"):
            found.append(f"Files: {block['Files']}: no Copyright")
        for name in licence_names(block.get("License", "")):
            if name not in texts:
                found.append(f"Files: {block['Files']}: no License paragraph for {name}")
        for pattern in block["Files"].split():
            if (
                installed is not None
                and pattern != "*"
                and not any(fnmatch.fnmatchcase(path, pattern) for path in installed)
            ):
                found.append(f"Files: {pattern} matches nothing the package installs")
    for path in credited_to_the_game(copyright_text, installed or []):
        found.append(f"{path} is credited to the game's authors: give it a Files: paragraph")
    return found


def main(argv: list[str]) -> int:
    if len(argv) not in (1, 2):
        print("usage: check_copyright.py COPYRIGHT [STAGE_DIR]", file=sys.stderr)
        return 2
    installed = None
    if len(argv) == 2:
        stage = Path(argv[1])
        installed = [p.relative_to(stage).as_posix() for p in stage.rglob("*") if p.is_file()]
    found = problems(Path(argv[0]).read_text(encoding="utf-8"), installed)
    for line in found:
        print(f"copyright: {line}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
