"""Write ``engine/profile_table.py``: the profile's models as plain data (engine.profile_schema).

Run after changing a saved field of ``engine.profile`` or ``engine.records`` (a test says so):
``python tools/update_profile_table.py``.
"""

from __future__ import annotations

import pprint
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "engine" / "profile_table.py"

HEADER = '''"""The profile's description as plain data, for readers that must not import pydantic.

Written by ``tools/update_profile_table.py`` from the models (``engine.profile_schema``); do
not edit by hand: change the model and run the tool (a test keeps the two equal).
"""

from __future__ import annotations

from typing import Any, Final

TABLE: Final[dict[str, Any]] = '''


def render() -> str:
    sys.path.insert(0, str(ROOT))
    from twelve_bowls.engine.profile_schema import derive_table

    return HEADER + pprint.pformat(derive_table(), sort_dicts=False, width=90) + "\n"


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    # The repository's formatter has the last word on layout; the data is what a test checks.
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(TARGET)], check=False)
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
