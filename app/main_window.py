"""The main window: a stack of screens, window-level keys, and the way between screens.

Screens never open each other: they emit signals (``leave_requested``, ``open_requested``,
``puzzle_chosen``) and the window decides what comes next, keeping a history for Back/Esc.
"""

from __future__ import annotations

import datetime as dt
import importlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.i18n import fill
from twelve_bowls.app.notify import plain, spoken
from twelve_bowls.app.screens.home import HomeScreen
from twelve_bowls.app.style import HELD_OUT
from twelve_bowls.app.window_placement import MIN_SIZE, opening_size, placement_of
from twelve_bowls.engine.clock import utc_today

if TYPE_CHECKING:
    # Dialog classes only as types: PySide6 creates a class's Python enums when the class is
    # first imported, and a message box is rare (start-up time).
    from PySide6.QtWidgets import QDialog

    from twelve_bowls.engine.modes import Attempt

log = logging.getLogger(__name__)

# The other screens, imported when first opened (start-up builds only home):
# home-menu name -> (module, class).
OTHER_SCREENS: dict[str, tuple[str, str]] = {
    "themes": ("twelve_bowls.app.screens.themes_gallery", "ThemesGallery"),
    "help": ("twelve_bowls.app.screens.help", "HelpScreen"),
    "records": ("twelve_bowls.app.screens.records", "RecordsScreen"),
}


class MainWindow(QMainWindow):
    """Home, picker, game and the other screens in one stack; Esc goes back, F11 full screen."""

    def __init__(
        self, context: AppContext, parent: QWidget | None = None, *, sheet: str = ""
    ) -> None:
        super().__init__(parent)
        if sheet:  # the theme's (app.style.window_sheet): set before any child, styled once
            self.setStyleSheet(sheet)
        a11y.install()  # headings read as headings on every screen
        self.context = context
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # Made in place, at the size it opens at (HomeScreen: styled once).
        self.home = HomeScreen(context, self.stack, size=opening_size(context.settings.window))
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
        # Settings from any screen, the game included ("opened from home and from
        # the game"); the game may also offer a button that calls window().open_settings().
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.settings_action.triggered.connect(self._settings_shortcut)
        self.addAction(self.settings_action)
        # F1 is the help key players expect on every desktop.
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.help_action.triggered.connect(self.open_help)
        self.addAction(self.help_action)
        # Quit from any screen with the platform's key (Ctrl+Q on Linux and Windows, Cmd+Q
        # on macOS); closing saves a running game as Pause does (``closeEvent``).
        self.quit_action = QAction(self)
        self.quit_action.setObjectName("quitAction")
        self.quit_action.setShortcuts(quit_keys())
        self.quit_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.addAction(self.quit_action)
        self.setMinimumSize(MIN_SIZE)
        # A scripted run (``--play``) is not the player's window: it leaves theirs alone.
        self.remembers_placement = True

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
        note = getattr(screen, "leave_note", "")
        if note and self._history[-1] is self.home:  # a paused game: home says so
            self.home.after_pause(getattr(screen, "leave_mode", None), note)

    def _pop(self) -> None:
        screen = self._history.pop()
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def setStyleSheet(self, sheet: str) -> None:
        """The window's sheet (the theme's: ``app.style`` sets it at start and on a
        switch). A new sheet restyles every widget under the window, shown or not, and
        home hidden under a game was a third of a switch: the hidden screens wait outside
        the window and are restyled once, when shown again (``_show``). Python callers
        reach this method; Qt itself never sets a window's sheet."""
        if sheet != self.styleSheet() and hasattr(self, "stack"):
            self._hold_hidden_screens()
        super().setStyleSheet(sheet)

    def _hold_hidden_screens(self) -> None:
        """Take the hidden screens out of the window; while out each carries
        ``HELD_OUT``, so the theme switch does not take it for a window of its own."""
        current = self.stack.currentWidget()
        for screen in self._history:
            if screen is not current and screen.parentWidget() is self.stack:
                self.stack.removeWidget(screen)
                screen.setParent(None)
                screen.setProperty(HELD_OUT, True)

    def _show(self, screen: QWidget) -> None:
        if screen.parentWidget() is not self.stack:  # held out during a theme switch
            screen.setProperty(HELD_OUT, None)
            self.stack.addWidget(screen)
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
            "past_dailies": self.open_past_dailies,
            "editor": self.open_editor,
        }
        if name in openers:
            return openers[name]()
        if name in OTHER_SCREENS:
            module, class_name = OTHER_SCREENS[name]
            screen: Callable[[AppContext], QWidget] = getattr(
                importlib.import_module(module), class_name
            )
            return self.push(screen(self.context))
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
        from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker

        picker = PuzzlePicker(self.context)
        picker.puzzle_chosen.connect(self.start_puzzle)
        picker.file_chosen.connect(self.start_own_puzzle)
        picker.made_puzzle_chosen.connect(self.start_made_puzzle)  # a code, one's own
        picker.editor_requested.connect(self.open_editor)
        return self.push(picker)

    def open_editor(self, puzzle_id: int = 0) -> QWidget:
        """The puzzle editor: a new puzzle, or one of the player's own (id 1001 up)."""
        from twelve_bowls.app.screens.editor import EditorScreen

        editor = EditorScreen(self.context, puzzle_id or None)
        editor.play_requested.connect(self.start_made_puzzle)
        return self.push(editor)

    def open_past_dailies(self) -> QWidget:
        from twelve_bowls.app.screens.past_dailies import PastDailiesScreen

        screen = PastDailiesScreen(self.context)
        screen.daily_chosen.connect(self.start_past_daily)
        return self.push(screen)

    # -- games ------------------------------------------------------------------------------------

    def start_puzzle(self, number: int, fresh: bool = False) -> QWidget | None:
        """Puzzle ``number``: where it was left unfinished, unless ``fresh`` (a script's
        moves and a screenshot start from the puzzle's start)."""
        from twelve_bowls.app.midend.shipped import new_puzzle_attempt
        from twelve_bowls.engine.modes import PuzzleAttempt

        def make() -> Attempt:
            # The puzzle left unfinished, at the move where it was left ("your unfinished
            # attempts are saved on your device"); another puzzle starts afresh.
            paused = None if fresh else self._load_paused("puzzle")
            if isinstance(paused, PuzzleAttempt) and paused.puzzle_id == number:
                return paused
            return new_puzzle_attempt(number)

        return self._start_game(make)

    def start_own_puzzle(self, path: str) -> QWidget | None:
        """Play a player's own puzzle file: never saved, never a record."""
        from twelve_bowls.app.puzzle_files import own_puzzle_attempt

        return self._start_game(lambda: own_puzzle_attempt(path))

    def start_made_puzzle(self, attempt: Attempt) -> QWidget | None:
        """A pasted code, a puzzle of the player's own or the editor's test play
        (``app.puzzle_codes``): what its source may keep, the session keeps (a win at one's
        own puzzle apart from the shipped puzzles' records, ``app.my_puzzles``)."""
        return self._start_game(lambda: attempt)

    def start_endless(self, seed: str | None = None) -> QWidget | None:
        """Continue the paused Endless attempt, or start a new one (``seed`` forces new)."""

        def make() -> Attempt:
            if seed is None:
                paused = self._load_paused("endless")
                if paused is not None:
                    return paused
            from twelve_bowls.engine.modes import EndlessAttempt

            return EndlessAttempt(seed if seed is not None else EndlessAttempt.new_seed())

        return self._start_game(make)

    def start_daily(self, date: dt.date | None = None) -> QWidget | None:
        """Continue a paused Daily attempt (it keeps its date, R8.5), or start today's."""

        def make() -> Attempt:
            if date is None:
                paused = self._load_paused("daily")
                if paused is not None:
                    return paused
            from twelve_bowls.engine.modes import DailyAttempt

            return DailyAttempt(date if date is not None else utc_today())

        return self._start_game(make)

    def start_past_daily(self, date: dt.date) -> QWidget | None:
        """An earlier day's Daily as practice (R9.3); never saved or recorded."""

        def make() -> Attempt:
            from twelve_bowls.engine.modes import DailyAttempt

            return DailyAttempt.earlier(date, today=utc_today())

        return self._start_game(make)

    def _start_game(self, make_attempt: Callable[[], Attempt]) -> QWidget | None:
        # Imported when first needed: start-up only builds the home screen.
        from twelve_bowls.app.game.game_screen import GameScreen

        try:
            attempt = make_attempt()
        except (OSError, ValueError, RecursionError) as error:  # a hostile file included
            self._warn(QCoreApplication.translate("MainWindow", "This game cannot start."), error)
            return None
        return self.push(GameScreen(self.context, attempt))

    def _load_paused(self, mode_id: str) -> Attempt | None:
        try:
            return self.context.load_paused(mode_id)
        except (OSError, ValueError) as error:
            log.warning("paused %s attempt cannot be loaded: %s", mode_id, error)
            return None

    # -- dialogs ----------------------------------------------------------------------------------

    def open_settings(self) -> QDialog:
        """The settings dialog over the current screen (non-blocking, window-modal)."""
        from twelve_bowls.app.settings_dialog import SettingsDialog

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
        from twelve_bowls.engine.puzzles import PuzzleError

        if isinstance(error, PuzzleError):
            from twelve_bowls.app.puzzle_files import explain

            detail = explain(error)  # translated, the file by its name
        else:
            detail = str(error)
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), text, parent=self)
        box.setInformativeText(detail)
        box.setTextFormat(Qt.TextFormat.PlainText)
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
        # Without bidirectional isolates: a title bar orders the digits without them.
        text = plain(
            fill(
                QCoreApplication.translate("MainWindow", "%1 — %2", "screen — app name"),
                title,
                app_name,
            )
            if title
            else app_name
        )
        self.setWindowTitle(text)
        # The window's accessible name is the title as heard: the dash a pause, not a word.
        self.setAccessibleName(spoken(text))

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
        self.remember_placement()
        super().closeEvent(event)

    def remember_placement(self) -> None:
        """Keep the window's size, position and full-screen state for the next start."""
        if not self.remembers_placement:
            return
        try:
            self.context.update_settings(window=placement_of(self))  # saves if it changed
        except (OSError, ValueError):  # remembering must never stop the window closing
            log.exception("remembering the window placement failed")


def quit_keys() -> list[QKeySequence]:
    """The platform's Quit keys; Ctrl+Q where the platform names none (Windows)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    return keys or [QKeySequence("Ctrl+Q")]
