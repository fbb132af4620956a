"""Benchmark: the move preview when the selection changes, on the real game screen.

A script that prints figures, not a timed test. With the preview setting on, a busy
Endless board is set up; then the selection moves from bowl to bowl the way a player does
it (``GameController.select``, as a click or an arrow key would), which asks the engine
for the preview, rebuilds the side line and the board's ghost marks, and paints. Every
other change is painted the way Qt does it on screen (only the regions that changed, run
by the event loop), the others paint the whole board view into an image (an upper bound).
Target: preview + redraw under 5 ms (median of this thread's CPU time; the
wall-clock figures, p90 and max are printed too).

Run: ``python benchmarks/preview_time.py [--changes N] [--theme ID] [--size WxH]``.
"""

from __future__ import annotations

import argparse
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
    parser.add_argument("--changes", type=int, default=300)
    parser.add_argument("--theme", default="simple")
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("TWELVE_BOWLS_HOME", tempfile.mkdtemp(prefix="tb-bench-"))

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from twelve_bowls.app.context import AppContext, InMemoryProfileService
    from twelve_bowls.app.game.game_screen import GameScreen
    from twelve_bowls.engine.modes import EndlessAttempt

    context = AppContext(store=InMemoryProfileService())
    context.update_settings(theme=args.theme, move_preview=True)
    attempt = EndlessAttempt("preview-benchmark")
    screen = GameScreen(context, attempt)
    screen.resize(width, height)
    screen.show()
    app.processEvents()
    controller = screen.session
    screen.player.speed = 0.0
    for _ in range(25):  # a busy mid-game board: many stones, marks to draw
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow]
        controller.select(max(safe or legal, key=lambda b: len(attempt.position.bowls[b])))
        controller.confirm()
        if attempt.ended is not None:
            print("the set-up game ended early", file=sys.stderr)
            return 1
    stones = sum(len(bowl) for bowl in attempt.position.bowls)

    viewport = screen.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    viewport.render(image)  # warm the theme's image cache once, as the first frame does
    legal = attempt.legal_moves()
    times: list[float] = []
    marks = 0
    # Each figure twice: wall-clock time, and this thread's CPU time (what the work costs,
    # without the waits a busy shared machine adds).
    redraw: dict[str, list[float]] = {"wall": [], "cpu": []}  # Qt repaints what changed
    whole: dict[str, list[float]] = {"wall": [], "cpu": []}  # the whole view (upper bound)
    app.processEvents()
    for change in range(2 * args.changes):
        bowl = legal[change % len(legal)]
        wall, cpu = time.perf_counter(), time.thread_time()
        controller.select(bowl)
        if change % 2 == 0:
            app.processEvents()  # the scene's changed regions are repainted here
            target = redraw
            marks += len(screen.scene.preview_items)
        else:
            viewport.render(image)
            target = whole
        target["wall"].append((time.perf_counter() - wall) * 1000)
        target["cpu"].append((time.thread_time() - cpu) * 1000)
        app.processEvents()
    print(f"board view {viewport.width()}x{viewport.height()} in a {width}x{height} game screen")
    print(f"theme {args.theme}, {stones} stones on the board, {len(legal)} selectable bowls")
    print(f"{args.changes} selection changes each, {marks / args.changes:.1f} preview items each")
    for name, figures in (("preview + redraw", redraw), ("preview + whole view", whole)):
        for clock, times in figures.items():
            times.sort()
            print(
                f"{name:21} {clock:4} median {statistics.median(times):5.2f} ms"
                f"  p90 {times[int(len(times) * 0.9)]:5.2f} ms  max {times[-1]:5.2f} ms"
            )
    median = statistics.median(redraw["cpu"])
    print("target: preview + redraw, median CPU < 5 ms ->", "PASS" if median < 5 else "FAIL")
    return 0


if __name__ == "__main__":
    sys.exit(main())
