"""Benchmark: the Puzzles screen with thousands of puzzles of one's own, offscreen.

A script that prints figures, not a timed test. ``--count`` puzzle files (copies of
shipped puzzle 1 with ids from 1001 up, each with a title) are written to a fresh data
folder; then the Puzzles screen (``PuzzlePicker``, the real screen with its My puzzles
list) is built and shown, and painted once, as the player's first opening does. A second
figure is a later showing (``refresh_mine`` when nothing changed), a third one after a win was
recorded (the list's best results changed). CPU time of this process
(``time.process_time``) and wall time are printed, and the count of buttons made.

Run: ``python benchmarks/my_puzzles_list.py [--count N ...]``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _write_puzzles(folder: Path, count: int) -> None:
    from twelve_bowls.app.my_puzzles import FIRST_ID, FOLDER
    from twelve_bowls.engine.puzzles import load_puzzles

    first = load_puzzles()[0]
    mine = folder / FOLDER
    mine.mkdir(parents=True, exist_ok=True)
    for index in range(count):
        number = FIRST_ID + index
        raw = {
            "format": 1,
            "id": number,
            "bowls": list(first.position.bowls),
            "modifiers": first.position.modifiers_notation(),
            "goal": first.goal.to_json(),
            "moves": first.moves,
            "solution": list(first.solution),
            "optimum": first.moves,
            "title": f"Practice {index}",
        }
        (mine / f"{number}.json").write_text(json.dumps(raw), "utf-8")


def _timed(action: object) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    action()  # type: ignore[operator]
    return time.process_time() - cpu, time.perf_counter() - wall


def measure(count: int) -> None:
    from PySide6.QtWidgets import QApplication

    from twelve_bowls.app.context import AppContext
    from twelve_bowls.app.my_puzzles import FIRST_ID, MyPuzzles
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as home:
        base = Path(home)
        _write_puzzles(base, count)
        context = AppContext(ProfileService(base))
        holder: list[PuzzlePicker] = []

        def first_opening() -> None:
            picker = PuzzlePicker(context)
            picker.resize(1280, 720)
            picker.show()
            app.processEvents()
            picker.repaint()
            holder.append(picker)

        opened = _timed(first_opening)
        picker = holder[0]
        again = _timed(lambda: (picker.refresh_mine(), app.processEvents()))
        MyPuzzles(base).record_win(FIRST_ID + count // 2, 3)
        after_win = _timed(lambda: (picker.refresh_mine(), app.processEvents()))
        buttons = len(picker.mine.buttons)
        picker.close()
        picker.deleteLater()
        app.processEvents()
    print(
        f"{count:6} puzzles: first opening {opened[0]:6.2f} s CPU ({opened[1]:6.2f} s wall); "
        f"shown again {again[0]:5.2f} s CPU; after a win {after_win[0]:5.2f} s CPU; "
        f"{buttons} buttons made"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, action="append")
    for count in parser.parse_args().count or [0, 1000, 5000]:
        measure(count)


if __name__ == "__main__":
    main()
