"""Building the game's application and main window, as the player's start, ``--play`` and
``--screenshot`` do: the named application, the window styled before its first frame, the
profile's full load and the notices after it.

Apart from ``app.main`` (the command line), which runs ``app.play`` and
``app.screenshot``: both build their window here, so neither imports ``app.main`` back.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

if TYPE_CHECKING:
    from twelve_bowls.app.run_choices import RunChoices

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


qt_arguments_for_application: list[str] = []
"""Qt's standard options from the command line (``qt_options.split``), for QApplication."""


def create_application(argv: list[str], *, icon: bool = True) -> QApplication:
    """The application, named; ``icon=False`` leaves the window icon to the caller (the
    player's start sets it right after the first frame). Qt's standard options
    given on the command line follow ``argv``, so Qt reads them."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([*argv, *qt_arguments_for_application])
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
