"""Child process of the fault-injection test: saves a counter in a loop until killed.

Run from the repository root as ``python -m tests.app.storage_crash_child <save file>``.
Prints ``ready`` once imported, then the counter after each save has returned (so the
parent knows which states were acknowledged as saved).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.app.storage_crash_model import make_file


def main() -> None:
    file = make_file(Path(sys.argv[1]))
    loaded = file.load().value
    n = 0 if loaded is None else loaded
    print("ready", flush=True)
    while True:
        n += 1
        file.save(n)
        print(n, flush=True)


if __name__ == "__main__":
    main()
