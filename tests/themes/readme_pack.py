"""The data theme of themes/README.md ("A data theme from scratch"), written out from the
README's own text, so the example a reader copies is the one the tests load."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "themes" / "README.md"
_FILE = re.compile(r"^`chalk/([^`]+)`:\n\n```(?:json|svg)\n(.*?)\n```$", re.M | re.S)


def readme_files() -> dict[str, str]:
    section = README.read_text(encoding="utf-8").split("## A data theme from scratch", 1)[1]
    section = section.split("\n## ", 1)[0]
    return dict(_FILE.findall(section))


def write_readme_pack(folder: Path) -> Path:
    """The example pack in ``folder / "chalk"``."""
    pack = folder / "chalk"
    pack.mkdir(parents=True)
    for name, text in readme_files().items():
        (pack / name).write_text(text + "\n", encoding="utf-8")
    return pack
