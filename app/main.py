"""Entry point of the ``twelve-bowls`` GUI command."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app import qt_options
from twelve_bowls.app.import_tax import skip_source_scan
from twelve_bowls.app.streams import ensure_streams

if TYPE_CHECKING:
    from twelve_bowls.app.run_choices import RunChoices

# Before the game's own modules: PySide6 would read the source of each (app/import_tax.py).
skip_source_scan()

# Where tests and tools have always found them.
from twelve_bowls.app.window_start import APP_ID as APP_ID  # noqa: E402
from twelve_bowls.app.window_start import (  # noqa: E402  (after skip_source_scan)
    SCREENS,
    build_window,
    qt_arguments_for_application,
)
from twelve_bowls.app.window_start import create_application as create_application  # noqa: E402


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line on stderr and exit 2, as the command line contract says.
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="twelve-bowls",
        description="Twelve Bowls, a sowing puzzle game.",
        epilog="Qt's standard options (-style NAME, -reverse, -platform NAME, ...) are "
        "handed to Qt.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {game_version()}")
    parser.add_argument(
        "--screenshot", metavar="OUT.png", help="render a screen offscreen into a PNG and exit"
    )
    parser.add_argument(
        "--screen",
        default="home",
        help="screen to render: " + "|".join((*SCREENS[:1], "puzzle:N", *SCREENS[1:])),
    )
    parser.add_argument("--lang", help="language code (en, es, ja, hi, ar), for this run only")
    parser.add_argument("--theme", help="theme id (simple, garden, ...), for this run only")
    parser.add_argument(
        "--size",
        help="window size WxH (a screenshot's default is 1280x720, the window's where it last was)",
    )
    parser.add_argument(
        "--play",
        metavar="GAME",
        help=(
            "open the real window and play GAME: puzzle:N, endless:SEED, daily:YYYY-MM-DD "
            "or generated:LEVEL:SEED (LEVEL easy, medium, hard or expert)"
        ),
    )
    parser.add_argument(
        "--moves",
        metavar="LIST",
        help="with --play: bowls to play in order, u = undo, h = hint, n = next puzzle (3,5,u,0)",
    )
    parser.add_argument(
        "--record",
        metavar="DIR",
        help="with --play: a PNG of the window every 50 ms and DIR/moves.jsonl",
    )
    parser.add_argument(
        "--quit", action="store_true", help="with --play: exit 0 once the last move settles"
    )
    return parser


def game_version() -> str:
    """The installed version (the frozen builds carry the project's metadata)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("twelve-bowls")
    except PackageNotFoundError:  # a source tree that was never installed
        return "unknown version"


class _SecondCopy(Exception):
    """Another copy holds the data folder's lock."""


class _LockInBackground:
    """The single-copy lock taken in a thread while the window's modules load: taking it
    writes the lock file durably (``fdatasync``), a wait on the disk that a busy or slow
    disk stretches to tens of milliseconds, and Qt lets go of Python while it waits."""

    def __init__(self, instance: Any) -> None:
        import threading

        self._acquired = False
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(instance,), name="lock")
        self._thread.start()

    def _run(self, instance: Any) -> None:
        try:
            self._acquired = instance.acquire()
        except BaseException as error:  # handed to the main thread, raised there
            self._error = error

    def wait(self) -> None:
        """Raise ``_SecondCopy`` when another copy runs (before anything reads the data)."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        if not self._acquired:
            raise _SecondCopy


INTERRUPTED_STATUS = 128 + signal.SIGINT
"""A game ended by Ctrl+C at its terminal exits as shells expect of an interrupted command."""


def _quit_on_interrupt() -> Callable[[], bool]:
    """Ctrl+C at the terminal closes the game as its window would (saved, lock released).

    Python's own handler raises KeyboardInterrupt inside whatever slot runs next (often the
    collector's timer, app/collector.py): a traceback at the player, and the game went on.
    Python runs a handler only between bytecodes, which that timer provides twice a second
    while Qt waits for events. A SIGINT the game was started with ignored stays ignored.
    Set before the window is built: an interrupt then ends the start once it is built."""
    seen: list[int] = []
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:

        def interrupt(signum: int, frame: object) -> None:
            seen.append(signum)
            QCoreApplication.quit()  # nothing before the event loop runs; the flag tells

        signal.signal(signal.SIGINT, interrupt)
    return lambda: bool(seen)


def run_window(argv: list[str], choices: RunChoices | None = None) -> int:
    from twelve_bowls.app import paths
    from twelve_bowls.app.collector import UiThreadCollector
    from twelve_bowls.app.single_instance import (
        SingleInstance,
        ask_first_copy_to_raise,
        bring_forward,
    )

    # One copy per data folder; a second one hands over to the first and ends.
    data = paths.data_dir()
    instance = SingleInstance(data)
    interrupted = _quit_on_interrupt()
    lock = _LockInBackground(instance)
    try:
        app, window = build_window(argv, before_context=lock.wait, choices=choices)
    except _SecondCopy:
        ask_first_copy_to_raise(data)
        sys.stderr.write(
            f"Twelve Bowls is already running with the data folder {data}; "
            "its window has been brought forward.\n"
        )
        return 0
    if interrupted():
        instance.release()
        return INTERRUPTED_STATUS
    instance.watch()
    instance.raise_requested.connect(lambda: bring_forward(window))
    collector = UiThreadCollector(app)
    try:
        status = app.exec()
        return INTERRUPTED_STATUS if interrupted() else status
    finally:
        collector.stop()
        instance.release()


def main(argv: list[str] | None = None) -> int:
    ensure_streams()  # before anything can write to a stream a windowed build lacks
    given = sys.argv[1:] if argv is None else list(argv)
    if given == ["--picture-trial"]:
        # The frozen build's child that draws a theme pack's pictures away from the game
        # (app/theming/picture_trial.py); not for players, so not in --help.
        from twelve_bowls.app.theming.picture_trial import run_trial

        return run_trial()
    args_in, qt_arguments = qt_options.split(given)
    qt_arguments_for_application[:] = qt_arguments
    from twelve_bowls.app.paths import data_dir_problem

    problem = data_dir_problem()  # a folder no file system can hold: say so, in one line
    if problem is not None:
        print(f"twelve-bowls: {problem}", file=sys.stderr)
        return 2
    if not args_in:
        # The player's start: nothing to parse, so no parser to build.
        return _no_display() or _play_in_window()
    args = build_parser().parse_args(args_in)
    if args.screenshot:
        if args.play:
            build_parser().error("--play and --screenshot cannot be combined")
        from twelve_bowls.app.screenshot import run_screenshot

        return run_screenshot(args)
    if args.play:
        from twelve_bowls.app.play import run_play

        return _no_display() or run_play(args)
    for name in ("moves", "record", "quit"):
        if getattr(args, name):
            build_parser().error(f"--{name} needs --play")
    if args.screen != "home":
        build_parser().error("--screen needs --screenshot")
    from twelve_bowls.app.run_choices import ChoiceError, read_choices

    try:
        choices = read_choices(args)
    except ChoiceError as error:
        build_parser().error(str(error))
    return _no_display() or _play_in_window(choices)


def _no_display() -> int:
    """2 with one line on stderr when there is no display to open the window on (Qt would
    end the process with a message about reinstalling), else 0."""
    from twelve_bowls.app.display_check import display_problem

    problem = display_problem(qt_arguments_for_application)
    if problem is None:
        return 0
    print(f"twelve-bowls: {problem}; the window needs a graphical desktop.", file=sys.stderr)
    return 2


def _play_in_window(choices: RunChoices | None = None) -> int:
    from twelve_bowls.app import crash_log

    crash_log.install_hook()
    try:
        return run_window([sys.argv[0] if sys.argv else "twelve-bowls"], choices)
    except Exception as error:
        # Windowed builds have no console: keep the traceback where the next start finds it.
        report = crash_log.write(type(error), error, error.__traceback__)
        where = f"; a report was saved as {report}" if report else ""
        print(f"twelve-bowls: the game stopped because of an error{where}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
