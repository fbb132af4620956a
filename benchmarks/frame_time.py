"""Benchmark: one full-board frame during an animation at 1920x1080, offscreen.

A script that prints figures, not a timed test. A Daily attempt is played a few moves so
the board is full, then a move is animated frame by frame on the real game screen: each
frame advances the animation clock by 1/60 s (``AnimationPlayer.seek``) and paints the
whole board view into a 1920x1080-sized image. The time of advance + paint is recorded per
frame. Target: median under 8 ms.

Run: ``python benchmarks/frame_time.py [--frames N] [--theme ID] [--size WxH]``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--theme", default="simple")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--symbols", action="store_true", help="draw the colour symbols")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("TWELVE_BOWLS_HOME", tempfile.mkdtemp(prefix="tb-bench-"))

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from twelve_bowls.app.context import AppContext, InMemoryProfileService
    from twelve_bowls.app.game.game_screen import GameScreen
    from twelve_bowls.engine.modes import DailyAttempt

    context = AppContext(store=InMemoryProfileService())
    context.update_settings(theme=args.theme, symbols=args.symbols)
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    screen = GameScreen(context, attempt)
    screen.resize(width, height)
    screen.show()
    app.processEvents()
    session = screen.session
    screen.player.speed = 0.0
    for _ in range(6):  # fill the board a little
        legal = attempt.legal_moves()
        previews = [(attempt.preview(b), b) for b in legal]
        safe = [b for p, b in previews if not p.overflow]
        session.select(max(safe or legal, key=lambda b: len(attempt.position.bowls[b])))
        session.confirm()
    screen.player.speed = 1.0

    viewport = screen.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    times: list[float] = []
    frames = 0
    moves = 0
    while frames < args.frames and attempt.ended is None:
        legal = attempt.legal_moves()
        session.select(max(legal, key=lambda b: len(attempt.position.bowls[b])))
        session.confirm()
        moves += 1
        player = screen.player
        total = player.total_duration()
        elapsed = 0.0
        while player.running and elapsed < total and frames < args.frames:
            elapsed += 1000 / 60
            start = time.perf_counter()
            player.seek(elapsed)
            viewport.render(image)  # the whole board, not just the changed region
            times.append((time.perf_counter() - start) * 1000)
            frames += 1
        session.skip()
    if not times:
        print("no animation frames were rendered", file=sys.stderr)
        return 1
    times.sort()
    print(f"board view {viewport.width()}x{viewport.height()} in a {width}x{height} game screen")
    print(f"theme {args.theme}, {frames} frames over {moves} animated moves")
    print(f"median {statistics.median(times):.2f} ms")
    print(f"p90    {times[int(len(times) * 0.9)]:.2f} ms")
    print(f"max    {times[-1]:.2f} ms")
    print("target: median < 8 ms ->", "PASS" if statistics.median(times) < 8 else "FAIL")
    return 0


if __name__ == "__main__":
    sys.exit(main())
