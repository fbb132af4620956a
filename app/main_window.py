"""The main window: a stack of screens, window-level keys, and the way between screens.

Screens never open each other: they emit signals (``leave_requested``, ``open_requested``,
``puzzle_chosen``) and the window decides what comes next, keeping a history for Back/Esc.
"""

from __future__ import annotations

import datetime as dt
import importlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import a11y
from app.context import AppContext
from app.i18n import fill
from app.screens.home import HomeScreen
from engine.clock import utc_today

log = logging.getLogger(__name__)

# Screens written by other parts of the app: name -> (module, class, title shown by a
# placeholder if the module is missing, e.g. in a build that leaves it out).
OTHER_SCREENS: dict[str, tuple[str, str, str]] = {
    "themes": (
        "app.screens.themes_gallery",
        "ThemesGallery",
        str(QT_TRANSLATE_NOOP("Screens", "Themes")),
    ),
    "help": (
        "app.screens.help",
        "HelpScreen",
        str(QT_TRANSLATE_NOOP("Screens", "How to play")),
    ),
    "records": (
        "app.screens.records",
        "RecordsScreen",
        str(QT_TRANSLATE_NOOP("Screens", "Records")),
    ),
}
GAME_TITLE = str(QT_TRANSLATE_NOOP("Screens", "Game"))

ScreenFactory = Callable[..., QWidget]


def screen_class(module_name: str, class_name: str) -> ScreenFactory | None:
    """The screen class, or None while its module has not landed."""
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        if error.name is not None and module_name.startswith(error.name):
            return None
        raise
    cls = getattr(module, class_name)
    assert isinstance(cls, type) and issubclass(cls, QWidget)
    return cls


def game_screen_class() -> ScreenFactory | None:
    try:
        from app.game.game_screen import GameScreen
    except ImportError as error:
        if error.name in ("app.game", "app.game.game_screen"):
            return None
        raise
    return GameScreen  # type: ignore[no-any-return,unused-ignore]


class MainWindow(QMainWindow):
    """Home, picker, game and the other screens in one stack; Esc goes back, F11 full screen."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        a11y.install()  # headings read as headings on every screen
        self.context = context
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.home = HomeScreen(context)
        self.home.open_requested.connect(self.open_screen)
        self.stack.addWidget(self.home)
        self._history: list[QWidget] = [self.home]
        self._dialog: QDialog | None = None

        self.full_screen_action = QAction(self)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.full_screen_action.triggered.connect(self.toggle_full_screen)
        self.addAction(self.full_screen_action)
        self._normal_was_maximized = False
        # Settings from any screen, the game included (issue 5: "opened from home and from
        # the game"); the game may also offer a button that calls window().open_settings().
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.settings_action.triggered.connect(self._settings_shortcut)
        self.addAction(self.settings_action)
        # F1 is the help key players expect on every desktop (issue 20).
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.help_action.triggered.connect(self.open_help)
        self.addAction(self.help_action)
        # Ctrl+Q quits (closeEvent saves a running game). Issue 13 asks for the same key:
        # if its action lands, keep one of the two.
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        if self.quit_action.shortcut().isEmpty():  # Windows has no standard Quit key
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.quit_action.triggered.connect(self.close)
        self.addAction(self.quit_action)

        self.retranslate()
        self.home.show_notices(self._store_notices())
        self.home.focus_first()  # Puzzles, even when the first-start offer stands above it
        context.notice_posted.connect(self._post_notice)

    def _post_notice(self, text: str) -> None:
        """A message from the context (a theme that failed): where the player is, and on
        Home, which keeps it until the next notices."""
        screen = self.current_screen()
        status = getattr(screen, "set_status", None)
        if screen is not self.home and callable(status):
            status(text)
        shown = self.home.notice.text() if self.home.notice.isVisible() else ""
        self.home.show_notices([shown, text])

    # -- navigation -------------------------------------------------------------------------------

    def current_screen(self) -> QWidget:
        screen = self.stack.currentWidget()
        assert screen is not None  # home is never removed
        return screen

    def push(self, screen: QWidget) -> QWidget:
        """Show ``screen`` on top of the history; its ``leave_requested`` comes back here."""
        leave = getattr(screen, "leave_requested", None)
        if leave is not None:
            leave.connect(lambda s=screen: self._leave(s))
        self.stack.addWidget(screen)
        self._history.append(screen)
        self._show(screen)
        return screen

    def go_back(self) -> None:
        """Esc or Back: leave the current screen (the game saves first, via its own request)."""
        if self._dialog is not None and self._dialog.isVisible():
            self._dialog.reject()
            return
        screen = self.current_screen()
        if screen is self.home:
            return
        request = getattr(screen, "request_leave", None)
        if callable(request):
            request()  # e.g. the game pauses and saves, then emits leave_requested
        else:
            self._leave(screen)

    def go_home(self) -> None:
        """Straight back to home; a game on the way saves its attempt first (R8.3)."""
        while len(self._history) > 1:
            save = getattr(self._history[-1], "save_attempt", None)
            if callable(save):
                save()
            self._pop()
        self._show(self.home)

    def _leave(self, screen: QWidget) -> None:
        if screen not in self._history or screen is self.home:
            return
        while self._history[-1] is not screen:
            self._pop()
        self._pop()
        self._show(self._history[-1])

    def _pop(self) -> None:
        screen = self._history.pop()
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def _show(self, screen: QWidget) -> None:
        self.stack.setCurrentWidget(screen)
        self.update_title()
        if screen is self.home:
            notices = self._store_notices()
            if notices:  # e.g. "can't save" raised during a game
                self.home.show_notices(notices)
        focus = getattr(screen, "focus_first", None)
        if callable(focus):
            focus()
        else:
            screen.setFocus(Qt.FocusReason.OtherFocusReason)
            screen.focusNextChild()

    def open_screen(self, name: str) -> QWidget | QDialog | None:
        """Open a screen by its home-menu name."""
        openers: dict[str, Callable[[], QWidget | QDialog | None]] = {
            "puzzles": self.open_puzzle_picker,
            "endless": self.start_endless,
            "daily": self.start_daily,
            "settings": self.open_settings,
        }
        if name in openers:
            return openers[name]()
        if name in OTHER_SCREENS:
            module, class_name, title = OTHER_SCREENS[name]
            cls = screen_class(module, class_name)
            if cls is None:
                from app.screens.placeholder import PlaceholderScreen

                return self.push(PlaceholderScreen(self.context, title))
            return self.push(cls(self.context))
        raise ValueError(f"unknown screen {name!r}")

    def open_help(self) -> QWidget | QDialog | None:
        """F1: How to play, unless it is already showing or a dialog is open."""
        if self._dialog is not None and self._dialog.isVisible():
            return None
        current = self.current_screen()
        if type(current).__name__ == OTHER_SCREENS["help"][1]:
            return current
        return self.open_screen("help")

    def open_puzzle_picker(self) -> QWidget:
        # Imported when first needed: start-up only builds the home screen.
        from app.screens.puzzle_picker import PuzzlePicker

        picker = PuzzlePicker(self.context)
        picker.puzzle_chosen.connect(self.start_puzzle)
        return self.push(picker)

    # -- games ------------------------------------------------------------------------------------

    def start_puzzle(self, number: int) -> QWidget | None:
        from app.game.session import new_puzzle_attempt

        return self._start_game(lambda: new_puzzle_attempt(number))

    def start_endless(self, seed: str | None = None) -> QWidget | None:
        """Continue the paused Endless attempt, or start a new one (``seed`` forces new)."""

        def make() -> Any:
            if seed is None:
                paused = self._load_paused("endless")
                if paused is not None:
                    return paused
            import secrets

            from engine.modes import EndlessAttempt

            return EndlessAttempt(seed if seed is not None else secrets.token_hex(8))

        return self._start_game(make)

    def start_daily(self, date: dt.date | None = None) -> QWidget | None:
        """Continue a paused Daily attempt (it keeps its date, R8.5), or start today's."""

        def make() -> Any:
            if date is None:
                paused = self._load_paused("daily")
                if paused is not None:
                    return paused
            from engine.modes import DailyAttempt

            return DailyAttempt(date if date is not None else utc_today())

        return self._start_game(make)

    def _start_game(self, make_attempt: Callable[[], Any]) -> QWidget | None:
        cls = game_screen_class()
        try:
            attempt = make_attempt()
        except ImportError:
            attempt = None  # engine.modes has not landed yet
        except (OSError, ValueError) as error:
            self._warn(QCoreApplication.translate("MainWindow", "This game cannot start."), error)
            return None
        if cls is None or attempt is None:
            from app.screens.placeholder import PlaceholderScreen

            return self.push(PlaceholderScreen(self.context, GAME_TITLE))
        return self.push(cls(self.context, attempt))

    def _load_paused(self, mode_id: str) -> Any:
        try:
            return self.context.load_paused(mode_id)
        except (OSError, ValueError) as error:
            log.warning("paused %s attempt cannot be loaded: %s", mode_id, error)
            return None

    # -- dialogs ----------------------------------------------------------------------------------

    def open_settings(self) -> QDialog:
        """The settings dialog over the current screen (non-blocking, window-modal)."""
        try:
            from app.settings_dialog import SettingsDialog
        except ImportError as error:
            if error.name not in ("app.settings_dialog",):
                raise
            dialog: QDialog = PlaceholderDialog(self)
        else:
            dialog = SettingsDialog(self.context, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _=0: self._dialog_closed(dialog))
        self._dialog = dialog
        dialog.open()
        return dialog

    def _settings_shortcut(self) -> None:
        if self._dialog is None or not self._dialog.isVisible():
            self.open_settings()

    def _dialog_closed(self, dialog: QDialog) -> None:
        if self._dialog is dialog:
            self._dialog = None
        self._show(self.current_screen())

    def _warn(self, text: str, error: Exception) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), text, parent=self)
        box.setInformativeText(str(error))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _store_notices(self) -> list[str]:
        try:
            return list(self.context.store.notices())
        except Exception:  # a notice must never stop the app from opening
            log.exception("reading the store's notices failed")
            return []

    # -- window-level keys ------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            if self._normal_was_maximized:
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self._normal_was_maximized = self.isMaximized()
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Reached only when no widget inside handled the key (the game handles its own Esc).
        if event.key() == Qt.Key.Key_Escape:
            self.go_back()
            event.accept()
            return
        super().keyPressEvent(event)

    def update_title(self) -> None:
        """The window title names the screen and, in a game, what is played (SC 2.4.2)."""
        app_name = QCoreApplication.translate("MainWindow", "Twelve Bowls")
        screen = self.stack.currentWidget()
        title_of = getattr(screen, "screen_title", None)
        title = title_of() if callable(title_of) and screen is not self.home else ""
        self.setWindowTitle(
            fill(
                QCoreApplication.translate("MainWindow", "%1 — %2", "screen — app name"),
                title,
                app_name,
            )
            if title
            else app_name
        )

    def retranslate(self) -> None:
        self.update_title()
        self.full_screen_action.setText(
            QCoreApplication.translate("MainWindow", "Toggle full screen")
        )
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "Settings"))
        self.help_action.setText(QCoreApplication.translate("MainWindow", "How to play"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "Quit"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # A running game saves its attempt when it is asked to leave (Pause semantics).
        screen = self.current_screen()
        save = getattr(screen, "save_attempt", None)
        if callable(save):
            try:
                save()
            except OSError:
                log.exception("saving the attempt on close failed")
        super().closeEvent(event)


class PlaceholderDialog(QDialog):
    """Stands in for the settings dialog until it lands; clearly temporary, translatable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self._label = QLabel()
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._buttons.rejected.connect(self.reject)
        layout.addWidget(self._label)
        layout.addWidget(self._buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Screens", "Settings"))
        self._label.setText(
            QCoreApplication.translate("Placeholder", "Settings are not ready yet.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
