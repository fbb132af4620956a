"""``twelve-bowls --play GAME --moves 3,5,u,0 [--record DIR] [--quit]``: scripted play.

Opens the real window on the real profile (``TWELVE_BOWLS_HOME``), holding the one-copy
lock as a player's start does (``--lang``, ``--theme`` and ``--size`` hold for the run and
are not saved: app/run_choices.py), starts the game (``daily:DATE``: today's Daily, continuing a
paused one, or an earlier day's as practice; a day to come is refused;
``generated:LEVEL:SEED``: the puzzle the generator makes of that seed at that difficulty,
as the Generated section plays it, made before the window opens) and
plays each move as a player would: select the bowl, press Play, wait until the move's
animation has ended (``u`` = Undo, answering yes to the practice warning; ``h`` = one press
of Hint, the next step of help; its third step, the whole line, is watched to its end;
``n`` = Next puzzle on a solved puzzle's result panel).
For tests, our own checks and store screenshots.

``--record DIR`` writes a PNG of the window every 50 ms of wall-clock time while it plays
(``DIR/frame-<ms since start, 6 digits>.png``) and appends one JSON line to
``DIR/moves.jsonl`` when a move is confirmed and one when its animation has ended;
``DIR/board.json`` says where the board's centre is in the frames, and its scale.
``--quit`` exits 0 after the last move settles. A bad value or an illegal scripted move
exits 2 with a sentence on stderr; frames that could not be written exit 1. On a loaded
machine a frame whose 50 ms slot passed while the window was busy is skipped: names stay
on the 50 ms grid.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TextIO

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QMainWindow

    from twelve_bowls.app.game.game_screen import GameScreen
    from twelve_bowls.app.midend.session import SessionChange

FRAME_MS = 50
# Frames grabbed but not yet written; beyond this a frame is dropped rather than letting
# memory grow on a slow disk (the grab itself is quick, the PNG encoding is not).
MAX_PENDING_FRAMES = 16
# Qt's PNG "quality" 80 is zlib level 1: a 1280x720 frame encodes in about 36 ms of CPU
# against 77 ms at the default level (files a quarter larger). At the default the writer
# needed more than a core to keep up with 20 frames a second, and dropped frames.
FRAME_PNG_QUALITY = 80
UNDO: Literal["u"] = "u"
HINT: Literal["h"] = "h"
NEXT: Literal["n"] = "n"
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

Move = int | Literal["u", "h", "n"]


class PlayError(ValueError):
    """A bad ``--play``/``--moves`` value or a scripted move the game refuses."""


Mode = Literal["puzzle", "endless", "daily", "generated"]
GAMES = "puzzle:N, endless:SEED, daily:YYYY-MM-DD or generated:LEVEL:SEED"


@dataclass(frozen=True)
class PlayRequest:
    mode: Mode
    puzzle: int | None
    seed: str | None
    date: dt.date | None
    moves: tuple[Move, ...]
    record: Path | None
    quit: bool
    level: str | None = None  # generated: easy, medium, hard or expert


def parse_request(args: argparse.Namespace) -> PlayRequest:
    """Check every value before any window exists; raise ``PlayError`` naming the bad one."""
    game = str(args.play)
    kind, _, value = game.partition(":")
    mode: Mode
    puzzle: int | None = None
    seed: str | None = None
    date: dt.date | None = None
    level: str | None = None
    if kind == "puzzle":
        mode = "puzzle"
        if not value.isdigit() or not 1 <= int(value) <= 100:
            raise PlayError(f"the puzzle number must be 1 to 100, not {value!r}")
        puzzle = int(value)
    elif kind == "endless":
        mode = "endless"
        if not value or len(value) > 64 or not value.isprintable():
            raise PlayError(f"an Endless seed must be 1 to 64 printable characters, not {value!r}")
        seed = value
    elif kind == "daily":
        mode = "daily"
        try:
            if not _DATE.match(value):
                raise ValueError
            date = dt.date.fromisoformat(value)
        except ValueError:
            raise PlayError(f"a Daily date must look like 2026-12-01, not {value!r}") from None
        from twelve_bowls.engine.clock import utc_today

        if date > utc_today():
            # R8.5: a player meets no Daily of a day to come; the script may not either.
            raise PlayError(f"the Daily of {value} has not begun yet (dates are UTC)")
    elif kind == "generated":
        from twelve_bowls.engine.generate import Difficulty

        mode = "generated"
        level, _, seed = value.partition(":")
        levels = [d.value for d in Difficulty]
        if level not in levels:
            raise PlayError(f"a generated puzzle's level must be one of {', '.join(levels)}")
        if not seed or len(seed) > 64 or not seed.isprintable():
            raise PlayError("a generated puzzle's seed must be 1 to 64 printable characters")
    else:
        raise PlayError(f"--play must be {GAMES}, not {game!r}")
    moves = parse_moves(str(args.moves or ""))
    record = Path(args.record) if args.record else None
    if record is not None and record.exists() and not record.is_dir():
        raise PlayError(f"--record needs a directory, and {str(record)!r} is a file")
    return PlayRequest(mode, puzzle, seed, date, moves, record, bool(args.quit), level)


def parse_moves(text: str) -> tuple[Move, ...]:
    """``"3,5,u,0"`` -> ``(3, 5, "u", 0)``; bowls are 0-11 (R1.1), ``u`` is Undo, ``h``
    Hint, ``n`` Next puzzle."""
    moves: list[Move] = []
    for index, part in enumerate(p.strip() for p in text.split(",") if text.strip()):
        if part.lower() == UNDO:
            moves.append(UNDO)
        elif part.lower() == HINT:
            moves.append(HINT)
        elif part.lower() == NEXT:
            moves.append(NEXT)
        elif part.isdigit() and 0 <= int(part) <= 11:
            moves.append(int(part))
        else:
            raise PlayError(
                f"move {index + 1} must be a bowl 0 to 11 or u (undo), h (hint) or n (next puzzle),"
                f" not {part!r}"
            )
    return tuple(moves)


def run_play(args: argparse.Namespace) -> int:
    from twelve_bowls.app.run_choices import ChoiceError, read_choices

    try:
        request = parse_request(args)
        choices = read_choices(args)
    except (PlayError, ChoiceError) as error:
        print(f"twelve-bowls: {error}", file=sys.stderr)
        return 2
    if request.record is not None:
        try:
            request.record.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"twelve-bowls: cannot create {str(request.record)!r}: {error}", file=sys.stderr)
            return 2
    from twelve_bowls.app import paths
    from twelve_bowls.app.collector import UiThreadCollector
    from twelve_bowls.app.single_instance import SingleInstance
    from twelve_bowls.app.window_start import build_window

    # The script plays on the real profile: like a player's start, only one copy at a time.
    instance = SingleInstance(paths.data_dir())
    if not instance.acquire():
        print(
            f"twelve-bowls: Twelve Bowls is already running with the data folder "
            f"{paths.data_dir()}; close it to play a script there",
            file=sys.stderr,
        )
        return 2
    try:
        app, window = build_window([sys.argv[0] if sys.argv else "twelve-bowls"], choices=choices)
        window.remembers_placement = False  # type: ignore[attr-defined]  # not the player's
        script = Script(request, window)
        if not script.start():
            return 2
        UiThreadCollector(app)  # as in a player's game (app/collector.py)
        return app.exec()
    finally:
        instance.release()


class Script:
    """Plays the moves one after another on the game screen; see the module docstring."""

    def __init__(self, request: PlayRequest, window: QMainWindow) -> None:
        from PySide6.QtCore import QTimer

        self.request = request
        self.window = window
        self.screen: GameScreen | None = None
        self.index = 0  # the move being played
        self.waiting = False  # for the settling of move ``index``
        self._start = time.monotonic()
        self._last_frame = -1
        self._log: TextIO | None = None
        # PNG encoding runs beside the event loop (Qt releases the GIL while it encodes), so
        # the window is grabbed on the 50 ms grid even when one encoding takes longer.
        self._writer = ThreadPoolExecutor(max_workers=2, thread_name_prefix="frames")
        self._pending: list[Future[None]] = []
        self._unwritten: list[str] = []  # frames the writer threads could not save
        self._frames = QTimer()
        self._frames.setInterval(FRAME_MS // 5)  # ticks often; a frame per 50 ms slot
        self._frames.timeout.connect(self._frame)

    def ms(self) -> int:
        return round((time.monotonic() - self._start) * 1000)

    def start(self) -> bool:
        from twelve_bowls.app.game.game_screen import GameScreen
        from twelve_bowls.app.main_window import MainWindow

        window = self.window
        assert isinstance(window, MainWindow)
        request = self.request
        if request.mode == "puzzle":
            assert request.puzzle is not None
            screen = window.start_puzzle(request.puzzle, fresh=True)
        elif request.mode == "endless":
            screen = window.start_endless(seed=request.seed)
        elif request.mode == "generated":
            from twelve_bowls.app.midend.generated import generated_attempt
            from twelve_bowls.engine.generate import generate

            assert request.seed is not None and request.level is not None
            # Made here, before the first frame, not on a worker thread as the Generated
            # section does: a script has nothing to show while it waits.
            made = generate(request.seed, request.level)
            screen = window.start_made_puzzle(generated_attempt(made))
        else:
            from twelve_bowls.engine.clock import utc_today

            # As a player meets them: today's Daily (a paused one continues, R8.5), or an
            # earlier day's as practice, never saved or recorded (R9.3).
            assert request.date is not None
            if request.date == utc_today():
                screen = window.start_daily()
            else:
                screen = window.start_past_daily(request.date)
        if not isinstance(screen, GameScreen):
            return self._fail(f"the game {request.mode} could not be started")
        self.screen = screen
        screen.session.state_changed.connect(self._changed)
        if request.record is not None:
            self._log = (request.record / "moves.jsonl").open("a", encoding="utf-8")
            self._start = time.monotonic()
            self._write_board()
            self._frame()
            self._frames.start()
        else:
            self._start = time.monotonic()
        self._next_soon()
        return True

    # -- moves ------------------------------------------------------------------------------

    def _next_soon(self) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        screen = self.screen
        assert screen is not None
        if self.index == 0 and not screen.sounds.ready_to_play():
            # A scripted game is heard from its first move: the output opens in a worker
            # thread after the first frame (app/sound/player.py), a few hundred ms at most.
            from PySide6.QtCore import QTimer

            QTimer.singleShot(20, self._next)
            return
        if self.index >= len(self.request.moves):
            self._done()
            return
        move = self.request.moves[self.index]
        session = screen.session
        number = self.index + 1
        if move == UNDO:
            if not session.attempt.can_undo:
                self._fail(f"move {number} (u) is illegal: there is no move to undo")
                return
            screen.ask_undo()
            if screen.question.isVisible():  # R9.3's warning: the script means it
                screen.question.yes.click()
            self._write({"event": "confirmed", "index": self.index, "bowl": UNDO})
            self._write({"event": "settled", "index": self.index})
            self.index += 1
            self._next_soon()
            return
        if move == NEXT:
            built = screen.results.built
            button = built.next_button if built is not None else None
            if button is None or not button.isVisible() or not button.isEnabled():
                self._fail(f"move {number} (n) is illegal: no Next puzzle button is shown")
                return
            self._write({"event": "confirmed", "index": self.index, "bowl": NEXT})
            button.click()  # as the player's click: the next puzzle replaces this one
            self._write({"event": "settled", "index": self.index})
            self.index += 1
            self._next_soon()
            return
        if move == HINT:
            self._write({"event": "hint", "index": self.index, "step": session.next_hint_step()})
            screen.ask_hint()
            if screen.question.isVisible():  # the whole line asks first: the script means it
                screen.question.yes.click()
            if session.demo.running:
                self.waiting = True  # until the line has been shown (``_changed``)
                return
            self.index += 1
            self._next_soon()
            return
        if session.attempt.ended is not None:
            self._fail(f"move {number} (bowl {move}) is illegal: the attempt has ended")
            return
        if move not in session.selectable():
            self._fail(f"move {number} (bowl {move}) is illegal: that bowl cannot be chosen")
            return
        session.select(move)
        self.waiting = True
        screen.play_button.click()

    def _changed(self, change: SessionChange) -> None:
        from twelve_bowls.app.midend.session import Change

        if not self.waiting:
            return
        if self.request.moves[self.index] == HINT:
            if change.kind is Change.REPLACED:  # the line was shown; the puzzle starts again
                self._write({"event": "settled", "index": self.index})
                self.waiting = False
                self.index += 1
                self._next_soon()
            return
        if change.kind is Change.PLAYED and change.outcome is not None:
            bowl = change.outcome.bowl
            self._write({"event": "confirmed", "index": self.index, "bowl": bowl})
        elif change.kind is Change.SETTLED:
            self._write({"event": "settled", "index": self.index})
            self.waiting = False
            self.index += 1
            self._next_soon()

    def _done(self) -> None:
        from PySide6.QtWidgets import QApplication

        if self._frames.isActive():
            self._frames.stop()
            self._frame(force=True)
        self._writer.shutdown(wait=True)  # every grabbed frame is on disk before exit
        self._close_log()
        if self._unwritten:
            where = str(self.request.record)
            self._fail(f"{len(self._unwritten)} frame(s) could not be written to {where!r}", 1)
            return
        if self.request.quit:
            self.window.close()
            QApplication.exit(0)

    def _fail(self, sentence: str, code: int = 2) -> bool:
        from PySide6.QtWidgets import QApplication

        print(f"twelve-bowls: {sentence}", file=sys.stderr)
        self._frames.stop()
        self._writer.shutdown(wait=True)
        self._close_log()
        self.window.close()
        QApplication.exit(code)
        return False

    # -- recording --------------------------------------------------------------------------

    def _write(self, line: dict[str, object]) -> None:
        if self._log is None:
            return
        line["ms"] = self.ms()
        self._log.write(json.dumps(line) + "\n")
        self._log.flush()  # on disk for whoever watches, even if the process dies next

    def _write_board(self) -> None:
        """Where the board's centre and its scale are in the frames (for frame checks)."""
        from twelve_bowls.app.board import layout

        screen = self.screen
        assert screen is not None
        view = screen.view
        box = screen.layout()
        assert box is not None
        box.activate()
        centre = view.viewport().mapTo(self.window, view.mapFromScene(0, 0))
        edge = view.mapFromScene(layout.SCENE_HALF, 0).x() - view.mapFromScene(0, 0).x()
        scale = edge / layout.SCENE_HALF
        place = {"x": centre.x(), "y": centre.y(), "scale": scale}
        assert self.request.record is not None
        (self.request.record / "board.json").write_text(json.dumps(place), encoding="utf-8")

    def _close_log(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None

    def _write_frame(self, image: QImage, path: Path) -> None:
        """In a writer thread; a failure is kept and reported when the script ends."""
        # The stub asks for bytes as the format, but PySide6 refuses bytes at run time.
        if not image.save(str(path), "PNG", FRAME_PNG_QUALITY):  # type: ignore[call-overload]
            self._unwritten.append(path.name)

    def _frame(self, force: bool = False) -> None:
        """One PNG per 50 ms slot of wall-clock time, named by the slot's start."""
        assert self.request.record is not None
        slot = self.ms() // FRAME_MS
        if slot == self._last_frame and not force:
            return
        self._last_frame = slot
        self._pending = [f for f in self._pending if not f.done()]
        if len(self._pending) >= MAX_PENDING_FRAMES and not force:
            return
        name = self.request.record / f"frame-{self.ms() if force else slot * FRAME_MS:06d}.png"
        image = self.window.grab().toImage()
        self._pending.append(self._writer.submit(self._write_frame, image, name))
