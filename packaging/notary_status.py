"""Read ``xcrun notarytool submit --wait --output-format json``: exit 0 only when Apple
accepted the submission. ``notarytool`` itself exits 0 after a rejection ("Invalid"), so a
build that trusted its exit code would staple nothing and ship a build Gatekeeper refuses.

    python packaging/notary_status.py RESULT.json        # 0 Accepted, 1 anything else
    python packaging/notary_status.py --id RESULT.json   # print the submission id (for the log)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def verdict(result: dict[str, object]) -> str | None:
    """None when accepted, else the sentence that says what Apple answered."""
    status = result.get("status")
    if status == "Accepted":
        return None
    message = result.get("message") or ""
    return f"notarisation was not accepted: status {status or 'missing'}; {message}".rstrip("; ")


def main(argv: list[str]) -> int:
    want_id = argv[:1] == ["--id"]
    paths = argv[1:] if want_id else argv
    if len(paths) != 1:
        print("usage: notary_status.py [--id] RESULT.json", file=sys.stderr)
        return 2
    try:
        result = json.loads(Path(paths[0]).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"notarisation result unreadable: {error}", file=sys.stderr)
        return 1
    if not isinstance(result, dict):
        print("notarisation result is not a JSON object", file=sys.stderr)
        return 1
    if want_id:
        print(result.get("id", ""))
        return 0 if result.get("id") else 1
    problem = verdict(result)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    print(f"notarisation accepted (submission {result.get('id', '?')})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
