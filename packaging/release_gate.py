"""Decide whether a release may be published, or only as a draft labelled unsigned.

    python packaging/release_gate.py ARTIFACTS_DIR     # prints "signed" or "unsigned", and why

Each signed platform build writes one status file into its package artifact: "signed",
"signed and notarised" or "unsigned" (packaging/windows/build.ps1, packaging/macos/build).
Every build listed in ``SIGNED_BUILDS`` must say it is signed; a missing file, an empty one,
or anything else counts as unsigned, so a build that lost its status cannot go out as if it
had been signed.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The release workflow's package artifacts that must be signed, and the status file in each.
SIGNED_BUILDS = {
    "package-windows": "signing-windows.txt",
    "package-macos-arm64": "signing-macos.txt",
    "package-macos-x86_64": "signing-macos.txt",
}
SIGNED = frozenset({"signed", "signed and notarised"})


def unsigned(artifacts: Path) -> list[str]:
    """One sentence per build that is not known to be signed (empty: all are signed)."""
    found = []
    for artifact, name in SIGNED_BUILDS.items():
        matches = sorted((artifacts / artifact).rglob(name))
        if not matches:
            found.append(f"{artifact}: no {name}")
            continue
        status = matches[0].read_text(encoding="utf-8", errors="replace").strip()
        if status not in SIGNED:
            found.append(f"{artifact}: {status or 'empty status file'}")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: release_gate.py ARTIFACTS_DIR", file=sys.stderr)
        return 2
    found = unsigned(Path(argv[0]))
    print("unsigned" if found else "signed")
    for line in found:
        print(f"  {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
