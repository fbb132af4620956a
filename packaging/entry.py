"""The frozen build's entry script: the same ``twelve_bowls.app.main:main`` that the
``twelve-bowls`` command runs.

``--bundle-check OUT.json`` (for the build recipes, not for players) writes what the frozen
app can see (themes, translations, puzzles) and exits without opening a window;
``--platform-check OUT.json`` writes which Qt platform plugin and style it loaded.
"""

from __future__ import annotations

import sys


def run(argv: list[str]) -> int:
    from twelve_bowls.app.streams import ensure_streams

    ensure_streams()  # a windowed build has no streams; the checks below print
    if len(argv) == 2 and argv[0] == "--bundle-check":
        import bundle_check

        return bundle_check.main(argv[1:])
    if len(argv) == 2 and argv[0] == "--platform-check":
        import platform_check

        return platform_check.main(argv[1:])
    from twelve_bowls.app.main import main

    return main()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
