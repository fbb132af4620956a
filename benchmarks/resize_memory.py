"""Benchmark: memory of the game window through many resizes during play, offscreen.

A script that prints figures, not a timed test. The real window is built as at start
(``app.main.build_window``), an Endless game of a fixed seed is started, a few moves are
played, and then the window is resized ``--resizes`` times (every size from 640x480 to
1919x1079 in steps that never repeat a size until the last) and painted after each,
as dragging a window's corner does. The resident memory of this process (VmRSS in
``/proc/self/status``, Linux) is printed before, every ``--every`` resizes and after,
with its peak (VmHWM), and the theme's picture cache (``CachedTheme.cache_bytes``).
``/usr/bin/time -v python benchmarks/resize_memory.py`` reports the same peak.

Run: ``python benchmarks/resize_memory.py [--resizes N] [--every N] [--theme ID]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _status(field: str) -> int:
    """A ``/proc/self/status`` figure in KiB (0 where there is none)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _mib(kib: int) -> str:
    return f"{kib / 1024:6.1f} MiB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--resizes", type=int, default=1200)
    parser.add_argument("--every", type=int, default=200)
    parser.add_argument("--theme", default="simple")
    parser.add_argument("--seed", default="resize-memory")
    args = parser.parse_args()
    os.environ.setdefault("TWELVE_BOWLS_HOME", tempfile.mkdtemp(prefix="tb-bench-"))

    from twelve_bowls.app.main import build_window

    app, window = build_window(["twelve-bowls", "--theme", args.theme])
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    window.start_endless(seed=args.seed)  # type: ignore[attr-defined]
    app.processEvents()
    game = window.current_screen()  # type: ignore[attr-defined]
    session = game.session
    game.player.speed = 0.0
    for _ in range(3):  # a game in play, not a fresh board
        moves = session.attempt.legal_moves()
        if not moves:
            break
        session.select(moves[0])
        session.confirm()
        app.processEvents()
    theme = window.context.theme  # type: ignore[attr-defined]
    inner = getattr(theme, "inner", theme)
    window.repaint()
    app.processEvents()
    before = _status("VmRSS")
    print(f"theme {args.theme}, {args.resizes} resizes during an Endless game")
    print(f"before: RSS {_mib(before)}")
    for index in range(1, args.resizes + 1):
        # Widths and heights walk their ranges at coprime steps: every size is new.
        width = 640 + (index * 37) % 1280
        height = 480 + (index * 23) % 600
        window.resize(width, height)
        app.processEvents()
        window.repaint()
        if index % args.every == 0 or index == args.resizes:
            cache = getattr(inner, "cache_bytes", lambda: 0)()
            print(
                f"after {index:5} resizes: RSS {_mib(_status('VmRSS'))}, "
                f"peak {_mib(_status('VmHWM'))}, picture cache {cache / 2**20:5.1f} MiB"
            )
    after = _status("VmRSS")
    print(f"growth: {_mib(after - before)} over {args.resizes} resizes")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
