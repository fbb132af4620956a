"""Write the .deb's changelog from the AppStream releases, the one list of release notes.

    python packaging/linux/debian_changelog.py OUT     # Debian changelog format, not gzipped

Debian wants /usr/share/doc/<package>/changelog.gz in every binary package; the AppStream
metainfo already holds each release's version, date and notes, so the changelog is made
from it and cannot disagree with what software centres show. The newest release must be
the version being built (pyproject.toml), so a release without notes cannot be packaged.
"""

from __future__ import annotations

import datetime as dt
import sys
import textwrap
import xml.etree.ElementTree as ElementTree
from pathlib import Path

LINUX = Path(__file__).resolve().parent
sys.path.insert(0, str(LINUX.parent))

import appinfo  # noqa: E402

MAINTAINER = "Twelve Bowls developers <twelvebowls@users.noreply.github.com>"
METAINFO = LINUX / f"{appinfo.APP_ID}.metainfo.xml"


def changelog(metainfo: Path = METAINFO, version: str | None = None) -> str:
    version = version or appinfo.version()
    releases = ElementTree.parse(metainfo).getroot().findall("releases/release")
    if not releases or releases[0].get("version") != version:
        newest = releases[0].get("version") if releases else None
        raise ValueError(
            f"the newest AppStream release is {newest}, the package is {version}: add a "
            f"<release> for {version} to {metainfo.name}.in"
        )
    entries = []
    for release in releases:
        day = dt.date.fromisoformat(str(release.get("date")))
        stamp = dt.datetime(day.year, day.month, day.day, 12, tzinfo=dt.UTC)
        notes = [
            " ".join("".join(p.itertext()).split())
            for p in release.findall("description/p")
            if not p.get("{http://www.w3.org/XML/1998/namespace}lang")
        ]
        items = [
            textwrap.fill(note, width=78, initial_indent="  * ", subsequent_indent="    ")
            for note in notes or [f"Release {release.get('version')}."]
        ]
        entries.append(
            f"{appinfo.PACKAGE} ({release.get('version')}) unstable; urgency=medium\n\n"
            + "\n".join(items)
            + f"\n\n -- {MAINTAINER}  {stamp.strftime('%a, %d %b %Y %H:%M:%S %z')}\n"
        )
    return "\n".join(entries)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: debian_changelog.py OUT", file=sys.stderr)
        return 2
    try:
        text = changelog()
    except ValueError as error:
        print(f"changelog: {error}", file=sys.stderr)
        return 1
    Path(argv[0]).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
