"""Entry point of the ``twelve-bowls`` GUI command."""

from __future__ import annotations

import argparse
import gc
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from twelve_bowls.app import qt_options
from twelve_bowls.app.import_tax import skip_source_scan
from twelve_bowls.app.streams import ensure_streams

if TYPE_CHECKING:
    from twelve_bowls.app.run_choices import RunChoices

# Before the game's own modules: PySide6 would read the source of each (app/import_tax.py).
skip_source_scan()

APP_ID = "io.github.twelvebowls.TwelveBowls"
"""Reverse-DNS id shared with the .desktop file, AppStream and the icon (packaging/appinfo.py)."""

SCREENS = (
    "home",
    "puzzles",
    "endless",
    "daily",
    "settings",
    "themes",
    "help",
    "records",
    "past_dailies",
    "editor",
)
"""Values of ``--screen`` besides ``puzzle:N``."""


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
        help="open the real window and play GAME: puzzle:N, endless:SEED or daily:YYYY-MM-DD",
    )
    parser.add_argument(
        "--moves", metavar="LIST", help="with --play: bowls to play in order, u = undo (3,5,u,0)"
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


_qt_arguments: list[str] = []
"""Qt's standard options from the command line (``qt_options.split``), for QApplication."""


def create_application(argv: list[str], *, icon: bool = True) -> QApplication:
    """The application, named; ``icon=False`` leaves the window icon to the caller (the
    player's start sets it right after the first frame). Qt's standard options
    given on the command line follow ``argv``, so Qt reads them."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([*argv, *_qt_arguments])
    app.setApplicationName("Twelve Bowls")
    app.setOrganizationName("Twelve Bowls")
    app.setDesktopFileName(APP_ID)
    if icon:
        set_window_icon(app)
    return app


def set_window_icon(app: QApplication) -> None:
    """The window icon on every platform; Windows' title bar and task bar do not read the
    icon resource that the frozen .exe carries."""
    # PySide6 makes QIcon's 157 enum members when QIcon is first imported, and the SVG
    # loads Qt's icon-engine plugin: 5-9 ms that the first frame does not need.
    from PySide6.QtGui import QIcon

    # Beside this module, as importlib.resources would find it (on disk, and in the native
    # builds' bundle), without importing that package's seven modules at start.
    path = Path(__file__).resolve().parent / "resources" / f"{APP_ID}.svg"
    app.setWindowIcon(QIcon(str(path)))


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Start-up creates many long-lived objects (modules, classes, models, widgets) and
    almost no garbage, yet the cycle collector would walk them again and again (about
    80 passes, 15 ms; start-up time). Afterwards they are frozen, i.e. left out
    of every later collection (they live as long as the app), and collection resumes."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def build_window(
    argv: list[str],
    *,
    before_context: Callable[[], None] | None = None,
    choices: RunChoices | None = None,
) -> tuple[QApplication, QMainWindow]:
    """The application and its shown main window, as the player gets them.

    ``before_context`` runs once the modules are loaded, before the profile is read (the
    single-copy check: it raises to stop a second copy before it touches the data).
    ``choices``: the command line's ``--lang``, ``--theme`` and ``--size``, for this run."""
    size = None if choices is None else choices.size
    with _collector_paused():
        from twelve_bowls.app.context import AppContext
        from twelve_bowls.app.main_window import MainWindow
        from twelve_bowls.app.style import switch_style, use_palette, window_sheet

        if before_context is not None:
            before_context()
        app = create_application(argv, icon=False)
        # The profile's full load (pydantic) waits until the first frame is painted.
        context = AppContext(
            defer_profile=True, for_this_run=None if choices is None else choices.settings()
        )
        context.apply_language()
        if context.settings.colour_scheme != "system":  # the desktop's needs no request
            from twelve_bowls.app import colour_scheme

            colour_scheme.apply(context.settings.colour_scheme)
        # The theme's sheet on the window, not the application (app/style.py).
        use_palette(context.theme)
        context.theme_changed.connect(lambda: switch_style(app, context.theme))
        from twelve_bowls.app.window_placement import show_placed

        window = MainWindow(context, sheet=window_sheet(context.theme))
        _show_font_notice(window, context.settings.language)
        _show_crash_notice(window)
        if size is None:
            show_placed(window, context.settings.window)  # as it was when it last closed
        else:
            window.remembers_placement = False  # a size for this run is not the player's
            window.resize(*size)
            window.show()
    _after_first_frame(window, lambda: _finish_loading(app, window, context))
    return app, window


def _finish_loading(app: QApplication, window: QMainWindow, context: Any) -> None:
    """The window icon (the title bar and task bar show it a frame later: no one can tell),
    the active theme's test paint, then the profile read at start is validated: a damaged
    one is reported now."""
    if app.windowIcon().isNull():
        set_window_icon(app)
    from twelve_bowls.app.theming.registry import theme_registry

    theme_registry().test_paint_started()  # the active theme's check, after its first frame
    context.finish_loading()
    home = getattr(window, "home", None)
    notices = window._store_notices() if hasattr(window, "_store_notices") else []
    if home is not None and notices:
        home.add_notices(*notices)


class _FirstFrame(QObject):
    """Runs ``callback`` once, in the event loop right after the window's first paint (or
    after a second if the window is never painted, say minimised)."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._callback: Callable[[], None] | None = callback
        window.installEventFilter(self)
        QTimer.singleShot(1000, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self._window.removeEventFilter(self)
            callback()


def _after_first_frame(window: QWidget, callback: Callable[[], None]) -> None:
    _FirstFrame(window, callback)


def _show_font_notice(window: QMainWindow, language: str) -> None:
    """If no installed font can draw the language's script, say what to install."""
    from twelve_bowls.app.fonts import font_notice

    notice = font_notice(language)
    home = getattr(window, "home", None)
    if notice is not None and home is not None:
        home.add_notices(notice)


def _show_crash_notice(window: QMainWindow) -> None:
    """A report the last run wrote (a windowed build shows no traceback) is
    pointed to once, on home, with the folder it is in."""
    from PySide6.QtCore import QCoreApplication

    from twelve_bowls.app import crash_log
    from twelve_bowls.app.i18n import fill

    report = crash_log.take_unseen()
    home = getattr(window, "home", None)
    if report is None or home is None:
        return
    text = fill(
        QCoreApplication.translate(
            "Notices", "Twelve Bowls met an error last time. A report was saved as %1"
        ),
        str(report),
    )
    home.add_notices(text)


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
    _qt_arguments[:] = qt_arguments
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

    problem = display_problem(_qt_arguments)
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
