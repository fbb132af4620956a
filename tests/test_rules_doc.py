"""Every rule number the code and tests cite is written down in ``docs/rules.md``."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CITE = re.compile(r"\bR(\d{1,2})\.(\d{1,2})\b")
HEADING = re.compile(r"^- \*\*R(\d{1,2})\.(\d{1,2})\b", re.M)


def test_every_cited_rule_is_in_the_rules_page() -> None:
    written = {m.groups() for m in HEADING.finditer((ROOT / "docs" / "rules.md").read_text())}
    assert len(written) == 47  # R1.1 … R10.3
    cited: dict[tuple[str, str], str] = {}
    for folder in ("app", "engine", "themes", "tests", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            for m in CITE.finditer(path.read_text(encoding="utf-8")):
                cited.setdefault(m.groups(), str(path.relative_to(ROOT)))
    missing = {f"R{a}.{b}": where for (a, b), where in cited.items() if (a, b) not in written}
    assert missing == {}
