"""Every move animates on the real clock, seen in the real window's frames.

The game runs as its own process: ``twelve-bowls --play GAME --moves ... --record DIR
--quit`` opens the real window, plays each move as a player does and writes a PNG of the
window every 50 ms with ``confirmed`` and ``settled`` lines in ``moves.jsonl``. Frames are
compared by their pixels; no assert depends on how long anything took.

The bug this guards against: the reused timeline, parked at the end of the previous move,
played every step of the next one at once, so the board jumped to the final position and
the "Overflow!", "+N" and combo banners never showed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from twelve_bowls.app.theming.registry import theme_registry
from twelve_bowls.engine.events import Erupted, Overflowed, Phase, Scored
from twelve_bowls.engine.modes import EndlessAttempt, EndReason
from twelve_bowls.engine.puzzles import load_puzzle, puzzle_paths

HANG_GUARD = 600.0  # seconds: only stops a hung child, never a measure of speed
# Found with the engine: a six-move Endless game with a combo (R5.3) whose sixth move
# overflows (R6.2); puzzle 37's first move feeds its volcano, which erupts (R3.3).
ENDLESS_SEED, ENDLESS_MOVES = "anim0", (7, 9, 6, 10, 0, 8)
ERUPTION_PUZZLE, ERUPTION_MOVES = 37, (3,)


def play(home: Path, record: Path, game: str, moves: tuple[int, ...]) -> list[dict[str, object]]:
    env = {**os.environ, "TWELVE_BOWLS_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    code = "import sys; from app.main import main; sys.exit(main(sys.argv[1:]))"
    args = ["--play", game, "--moves", ",".join(map(str, moves)), "--record", str(record)]
    done = subprocess.run(
        [sys.executable, "-c", code, *args, "--quit"],
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        timeout=HANG_GUARD,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    lines = (record / "moves.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def frames(record: Path) -> list[tuple[int, Path]]:
    """(ms since start, file) of every recorded frame, in time order."""
    found = [(int(p.stem.removeprefix("frame-")), p) for p in record.glob("frame-*.png")]
    return sorted(found)


def window(log: list[dict[str, object]], index: int) -> tuple[int, int]:
    confirmed = next(e for e in log if e["event"] == "confirmed" and e["index"] == index)
    settled = next(e for e in log if e["event"] == "settled" and e["index"] == index)
    return int(confirmed["ms"]), int(settled["ms"])  # type: ignore[call-overload]


def distinct_frames_while_animating(record: Path, log: list[dict[str, object]], index: int) -> int:
    start, end = window(log, index)
    # Decoded pixels, not file bytes: two PNGs of one picture are one frame.
    images = {_pixels(p) for ms, p in frames(record) if start < ms < end}
    return len(images)


def _pixels(path: Path) -> bytes:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    return bytes(image.constBits())


def banner_width(image: QImage, board: dict[str, object], colour: QColor) -> int:
    """The width in pixels of what is drawn in ``colour`` round the board's centre, where
    the centre popups (combo, Overflow!, Perfect Clear) stand and nothing else does: the
    ring's bowls are farther out than this box."""
    scale = float(board["scale"])  # type: ignore[arg-type]
    cx, cy = int(board["x"]), int(board["y"])  # type: ignore[call-overload]
    half_w, half_h = round(280 * scale), round(70 * scale)
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    left, right = max(0, cx - half_w), min(rgb.width(), cx + half_w)
    bits, stride = bytes(rgb.constBits()), rgb.bytesPerLine()
    red, green, blue = colour.red(), colour.green(), colour.blue()
    xs = []
    for y in range(max(0, cy - half_h), min(rgb.height(), cy + half_h), 2):
        row = bits[y * stride + left * 4 : y * stride + right * 4]  # B, G, R, A per pixel
        xs.extend(
            left + i // 4
            for i in range(0, len(row), 4)
            if abs(row[i + 2] - red) + abs(row[i + 1] - green) + abs(row[i] - blue) < 40
        )
    return max(xs) - min(xs) if len(xs) > 20 else 0


def _combos() -> list[bool]:
    """Per move of the Endless game: whether its player phase scored a combo (R5.3)."""
    attempt = EndlessAttempt(ENDLESS_SEED)
    return [
        any(
            isinstance(e, Scored) and e.phase is Phase.PLAYER and e.multiplier > 1
            for e in attempt.play(move).events
        )
        for move in ENDLESS_MOVES
    ]


@pytest.fixture(scope="module")
def endless(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, object]]]:
    record = tmp_path_factory.mktemp("endless-frames")
    log = play(tmp_path_factory.mktemp("home"), record, f"endless:{ENDLESS_SEED}", ENDLESS_MOVES)
    return record, log


def test_the_scripted_games_are_what_the_test_needs() -> None:
    # R5.3, R6.2, R3.3: if the engine changed, these games no longer prove anything.
    assert any(_combos())
    attempt = EndlessAttempt(ENDLESS_SEED)
    for move in ENDLESS_MOVES:
        events = attempt.play(move).events
    assert attempt.ended is EndReason.OVERFLOW
    assert any(isinstance(e, Overflowed) for e in events)  # on the last move
    puzzle = load_puzzle(puzzle_paths()[ERUPTION_PUZZLE - 1])
    from twelve_bowls.engine.modes import PuzzleAttempt

    outcome = PuzzleAttempt.from_puzzle(puzzle).play(ERUPTION_MOVES[0])
    assert any(isinstance(e, Erupted) for e in outcome.events)


def test_every_move_of_a_six_move_endless_game_animates(qapp, endless) -> None:  # R2-R6 drawn
    record, log = endless
    for index in range(len(ENDLESS_MOVES)):
        seen = distinct_frames_while_animating(record, log, index)
        assert seen >= 3, f"move {index + 1} showed {seen} different frame(s) while animating"


def test_the_combo_and_overflow_banners_show(qapp, endless) -> None:  # R5.3, R6.2
    record, log = endless
    board = json.loads((record / "board.json").read_text(encoding="utf-8"))
    palette = theme_registry().get("simple").palette()
    scale = float(board["scale"])  # type: ignore[arg-type]
    combo_move = next(i for i, combo in enumerate(_combos()) if combo)
    overflow_move = len(ENDLESS_MOVES) - 1

    def shown(index: int, colour: QColor, wider_than: float) -> bool:
        """Whether a frame recorded while move ``index`` animated has a centre banner in
        ``colour``; frames are decoded one at a time (about 20 ms each) until one has."""
        start, end = window(log, index)
        animating = (QImage(str(p)) for ms, p in frames(record) if start < ms < end)
        return any(banner_width(image, board, colour) > wider_than for image in animating)

    # "Combo ×2  +N" is a long pill in the accent colour; a plain "+N" is a short one.
    assert shown(combo_move, palette.accent, 300 * scale), "no combo banner in any frame"
    assert shown(overflow_move, palette.danger, 200 * scale), "no Overflow! banner in any frame"


def test_a_puzzle_move_with_an_eruption_animates(qapp, tmp_path: Path) -> None:  # R3.3
    record = tmp_path / "frames"
    record.mkdir()
    game = f"puzzle:{ERUPTION_PUZZLE}"
    log = play(tmp_path / "home", record, game, ERUPTION_MOVES)
    seen = distinct_frames_while_animating(record, log, 0)
    assert seen >= 3, f"the eruption showed {seen} different frame(s) while animating"
