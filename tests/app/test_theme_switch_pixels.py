"""A live theme switch looks exactly like a fresh start in that theme.

The switch restyles each window rather than the application (``app.style.switch_style``);
what the player sees afterwards must be pixel for pixel what a start in the new theme
shows: on home, in the themes gallery, in a game, in a dialog open during the switch or
opened after it, in a message box, a combo's popup, a tooltip, and on a screen that was
hidden (held out of the window) while the theme changed. Windows are built as the
player's start builds them (``app.window_start.build_window``): the palette on the application,
the sheet on the window, none on the application.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.style import apply_style, switch_style, use_palette, window_sheet
from twelve_bowls.app.theming.registry import theme_registry
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.profile import THEME_ORDER

START, MIDDLE, TARGET = "simple", "neon", "garden"
SEED = "theme-switch-pixels"


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


@pytest.fixture(autouse=True)
def _restore_style() -> object:
    _app().setStyleSheet("")  # the player's start sets no application sheet
    yield
    apply_style(_app(), theme_registry().get("simple"))  # as the next test expects


def _window(qtbot: QtBot, theme: str, live: bool) -> MainWindow:
    """The main window as at start in ``theme``, styled as ``app.window_start.build_window``
    styles it; ``live`` connects the switch as it does."""
    context = AppContext(InMemoryProfileService())
    # Every theme unlocked, before anything reads the profile.
    context.profile.achievements = list(Achievement)[: len(THEME_ORDER) - 1]
    context.update_settings(theme=theme)
    app = _app()
    assert not app.styleSheet()
    use_palette(context.theme)
    if live:
        context.theme_changed.connect(lambda: switch_style(app, context.theme))
    window = MainWindow(context, sheet=window_sheet(context.theme))
    qtbot.addWidget(window)
    # 1280x720, the screenshots' size. (At 1024x640 a game's side panel is laid out a few
    # pixels taller at start than after any restyle, with the application's sheet too:
    # a layout matter older than this test, not a colour.)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def _settle(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.current_screen()
    session = getattr(screen, "session", None)
    if session is not None:
        qtbot.waitUntil(lambda: not session.animating)
    qtbot.wait(50)  # posted layouts and repaints


def _switch(qtbot: QtBot, window: MainWindow, *themes: str) -> None:
    for theme in themes:
        window.context.update_settings(theme=theme)
        qtbot.wait(20)


def _image(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _dialog(window: MainWindow) -> QDialog:
    dialog = window._dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def _assert_same(fresh: QImage, live: QImage, name: str, out: Path) -> None:
    if fresh == live:
        return
    fresh.save(str(out / f"{name}-fresh.png"))
    live.save(str(out / f"{name}-live.png"))
    same_size = fresh.size() == live.size()
    differing = (
        sum(
            fresh.pixel(x, y) != live.pixel(x, y)
            for y in range(fresh.height())
            for x in range(fresh.width())
        )
        if same_size
        else -1
    )
    pytest.fail(f"{name}: {differing} pixels differ (images in {out})")


def _game(window: MainWindow) -> None:
    window.start_endless(seed=SEED)


def _result(window: MainWindow) -> None:
    """A game ended by the player (R8.3): its result panel over the board. The panel is
    built when first shown, so after a switch it is new under the new sheet."""
    window.start_endless(seed=SEED)
    screen = window.current_screen()
    screen.ask_end()  # type: ignore[attr-defined]
    screen.question.yes.click()  # type: ignore[attr-defined]
    assert screen.result.isVisible()  # type: ignore[attr-defined]


def _question(window: MainWindow) -> None:
    """A game asking whether to end the attempt (R8.3): the question bar, which takes the
    theme's colours when it is shown."""
    window.start_endless(seed=SEED)
    screen = window.current_screen()
    screen.ask_end()  # type: ignore[attr-defined]
    assert screen.question.isVisible()  # type: ignore[attr-defined]


def _fresh_image(qtbot: QtBot, opener: Callable[[MainWindow], None]) -> QImage:
    """The window a start in the target theme shows after ``opener``: what a switch to it
    must look like."""
    window = _window(qtbot, TARGET, live=False)
    opener(window)
    _settle(qtbot, window)
    image = _image(window)
    window.close()
    return image


def _gallery(window: MainWindow) -> None:
    window.open_screen("themes")


def _settings(window: MainWindow) -> None:
    window.open_settings()


def _puzzle(window: MainWindow) -> None:
    """Puzzle 1: a goal and its progress bar in the HUD (R7.2)."""
    window.start_puzzle(1)


# screen kind -> how to open it
OPENERS: dict[str, Callable[[MainWindow], None]] = {
    "home": lambda window: None,
    "game": _game,
    "puzzle": _puzzle,
    "result panel": _result,
    "question": _question,
    "settings dialog": _settings,
}


@pytest.mark.parametrize("kind", list(OPENERS))
def test_a_switch_on_a_screen_looks_like_a_start_in_that_theme(
    qtbot: QtBot, tmp_path: Path, kind: str
) -> None:
    fresh_window = _window(qtbot, TARGET, live=False)
    OPENERS[kind](fresh_window)
    _settle(qtbot, fresh_window)
    shown: QWidget = _dialog(fresh_window) if kind == "settings dialog" else fresh_window
    fresh = _image(shown)
    fresh_window.close()

    window = _window(qtbot, START, live=True)
    OPENERS[kind](window)
    _settle(qtbot, window)
    _switch(qtbot, window, MIDDLE, TARGET)
    _settle(qtbot, window)
    shown = _dialog(window) if kind == "settings dialog" else window
    _assert_same(fresh, _image(shown), kind, tmp_path)


def test_a_switch_in_the_gallery_looks_like_opening_it_in_that_theme(
    qtbot: QtBot, tmp_path: Path
) -> None:
    fresh = _fresh_image(qtbot, _gallery)
    window = _window(qtbot, START, live=True)
    _gallery(window)
    gallery = window.current_screen()
    for theme in (MIDDLE, TARGET):  # as a player does it: pick a card, then Use
        gallery.preview(theme)  # type: ignore[attr-defined]
        gallery.use_previewed()  # type: ignore[attr-defined]
        qtbot.wait(20)
    assert window.context.theme.id == TARGET
    gallery.focus_first()  # type: ignore[attr-defined]  # focus where a fresh gallery puts it
    _settle(qtbot, window)
    _assert_same(fresh, _image(window), "gallery", tmp_path)


@pytest.mark.parametrize(
    "kind",
    [
        "settings dialog",
        "game",
        "result panel",
        "result panel after a switch in the game",
        "question after a switch in the game",
        "gallery",
        "home after a game",
    ],
)
def test_what_opens_after_a_switch_looks_like_a_start_in_that_theme(
    qtbot: QtBot, tmp_path: Path, kind: str
) -> None:
    # Screens are built without a parent and then put in the window's stack; dialogs are
    # opened over the window: each must take the window's sheet, not the start theme.
    # The result panel is built when a game ends, whether the switch came before the
    # game or during it.
    openers = {"settings dialog": _settings, "game": _game, "gallery": _gallery}
    openers["result panel"] = openers["result panel after a switch in the game"] = _result
    openers["question after a switch in the game"] = _question
    opener = openers.get(kind)
    fresh_window = _window(qtbot, TARGET, live=False)
    if opener is not None:
        opener(fresh_window)
    _settle(qtbot, fresh_window)
    shown: QWidget = _dialog(fresh_window) if kind == "settings dialog" else fresh_window
    fresh = _image(shown)
    fresh_window.close()

    window = _window(qtbot, START, live=True)
    in_game = kind in (
        "home after a game",
        "result panel after a switch in the game",
        "question after a switch in the game",
    )
    if in_game:
        _game(window)  # home stays hidden under the game while the theme changes
        _settle(qtbot, window)
    _switch(qtbot, window, MIDDLE, TARGET)
    if kind == "result panel after a switch in the game":
        screen = window.current_screen()
        screen.ask_end()  # type: ignore[attr-defined]
        screen.question.yes.click()  # type: ignore[attr-defined]
    elif kind == "question after a switch in the game":
        window.current_screen().ask_end()  # type: ignore[attr-defined]
    elif opener is not None:
        opener(window)
    else:
        window.go_home()
    _settle(qtbot, window)
    shown = _dialog(window) if kind == "settings dialog" else window
    _assert_same(fresh, _image(shown), kind, tmp_path)


def _tooltip(qtbot: QtBot, window: MainWindow) -> QImage:
    """The tooltip of Home's Settings button, as the player sees it."""
    button = window.home.settings
    QToolTip.showText(button.mapToGlobal(QPoint(5, 5)), "Settings", button)
    tips: list[QWidget] = []

    def shown() -> bool:
        tips[:] = [w for w in _app().topLevelWidgets() if w.inherits("QLabel") and w.isVisible()]
        return bool(tips)

    qtbot.waitUntil(shown)
    image = _image(tips[0])
    QToolTip.hideText()
    return image


def test_a_tooltip_after_a_switch_looks_like_one_at_a_start_in_that_theme(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # A tooltip is its own window; it takes the sheet of the widget it explains.
    fresh_window = _window(qtbot, TARGET, live=False)
    fresh = _tooltip(qtbot, fresh_window)
    fresh_window.close()
    window = _window(qtbot, START, live=True)
    _switch(qtbot, window, MIDDLE, TARGET)
    _assert_same(fresh, _tooltip(qtbot, window), "tooltip", tmp_path)


def _address(widget: QObject) -> int:
    """The C++ object's address: Python wrappers come and go, their ``id`` is reused."""
    return int(shiboken6.getCppPointer(widget)[0])


class _StyleChanges(QObject):
    """Counts the restyles (``QEvent.StyleChange``) each widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: Counter[int] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StyleChange and isinstance(watched, QWidget):
            self.counts[_address(watched)] += 1
        return False


def _own_sheet_below(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` or an ancestor below ``window`` has a sheet of its own."""
    current: QWidget | None = widget
    while current is not None and current is not window:
        if current.styleSheet():
            return True
        current = current.parentWidget()
    return False


def test_a_switch_restyles_every_widget_of_a_game_alike_whatever_its_depth(
    qtbot: QtBot,
) -> None:
    # QApplication.setStyleSheet restyled a widget once per ancestor (a label
    # eight deep on the game screen, eight times); the figure is benchmarks/
    # theme_switch.py's, this is its cause, counted instead of timed.
    window = _window(qtbot, START, live=True)
    _game(window)
    _settle(qtbot, window)
    _switch(qtbot, window, MIDDLE)  # the window's first sheet of its own
    counter = _StyleChanges()
    app = _app()
    app.installEventFilter(counter)
    try:
        window.context.update_settings(theme=TARGET)
    finally:
        app.removeEventFilter(counter)
    inside = [w for w in app.allWidgets() if w is not window and w.window() is window]
    assert len(inside) > 50
    # Widgets under a sheet of their own (the game's goal bar and question bar) are
    # restyled by that sheet too; every other one exactly as often as any other.
    alike = Counter(counter.counts[_address(w)] for w in inside if not _own_sheet_below(w, window))
    assert len(alike) == 1 and min(alike) >= 1, alike


def _message_box(window: MainWindow) -> QWidget:
    """A warning as the window shows one (a puzzle file that would not open, say)."""
    window._warn("Could not open the file.", ValueError("line 3: not a number"))
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def _combo_popup(window: MainWindow) -> QWidget:
    """The settings' language list, open: a popup window of the combo's own."""
    window.open_settings()
    combo = _dialog(window).language_combo  # type: ignore[attr-defined]
    combo.showPopup()
    popup = combo.view().window()
    assert popup is not window and popup.isVisible()
    return popup


POPUPS: dict[str, Callable[[MainWindow], QWidget]] = {
    "message box": _message_box,
    "combo popup": _combo_popup,
}


@pytest.mark.parametrize("during", [False, True], ids=["opened after", "open during"])
@pytest.mark.parametrize("kind", list(POPUPS))
def test_a_message_box_or_popup_looks_like_one_at_a_start_in_that_theme(
    qtbot: QtBot, tmp_path: Path, kind: str, during: bool
) -> None:
    # Windows of their own over the main window: each takes its parent's sheet.
    fresh_window = _window(qtbot, TARGET, live=False)
    shown = POPUPS[kind](fresh_window)
    qtbot.waitExposed(shown)
    qtbot.wait(50)
    fresh = _image(shown)
    fresh_window.close()

    window = _window(qtbot, START, live=True)
    if during:
        shown = POPUPS[kind](window)
        qtbot.waitExposed(shown)
        _switch(qtbot, window, MIDDLE, TARGET)
    else:
        _switch(qtbot, window, MIDDLE, TARGET)
        shown = POPUPS[kind](window)
        qtbot.waitExposed(shown)
    qtbot.wait(50)
    _assert_same(fresh, _image(shown), f"{kind} {'during' if during else 'after'}", tmp_path)


def _picker_after_a_puzzle(qtbot: QtBot, window: MainWindow, *themes: str) -> None:
    """Home, the puzzle picker, puzzle 1 over it, the switch, then Esc back to the picker:
    two screens were hidden under the game while the theme changed."""
    window.open_screen("puzzles")
    picker = window.current_screen()
    window.start_puzzle(1)
    _settle(qtbot, window)
    assert window.current_screen() is not picker
    _switch(qtbot, window, *themes)
    window.go_back()  # the game saves its attempt, then leaves (R8.3)
    assert window.current_screen() is picker
    _settle(qtbot, window)


def test_the_screens_under_a_game_look_like_a_start_in_that_theme_when_shown_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    fresh_window = _window(qtbot, TARGET, live=False)
    _picker_after_a_puzzle(qtbot, fresh_window)
    fresh_picker = _image(fresh_window)
    fresh_window.go_back()
    _settle(qtbot, fresh_window)
    fresh_home = _image(fresh_window)
    fresh_window.close()

    window = _window(qtbot, START, live=True)
    _picker_after_a_puzzle(qtbot, window, MIDDLE, TARGET)
    _assert_same(fresh_picker, _image(window), "picker after a puzzle", tmp_path)
    window.go_back()
    assert window.current_screen() is window.home
    _settle(qtbot, window)
    _assert_same(fresh_home, _image(window), "home after the picker", tmp_path)


def test_a_switch_in_a_game_leaves_the_hidden_screens_alone_until_shown(
    qtbot: QtBot,
) -> None:
    # A sheet restyles every widget under it, shown or not; home, hidden under
    # the game, was a third of a switch. The first switch holds it out of the window (a
    # restyle of its own, once); later ones leave it alone; it is restyled once when the
    # player comes back to it, and keeps its keys and names.
    window = _window(qtbot, START, live=True)
    _game(window)
    _settle(qtbot, window)
    _switch(qtbot, window, MIDDLE)
    home = window.home
    assert home.window() is home and not home.isVisible()  # held out
    home_widgets = {_address(w) for w in [home, *home.findChildren(QWidget)]}
    counter = _StyleChanges()
    app = _app()
    app.installEventFilter(counter)
    try:
        _switch(qtbot, window, TARGET)
        assert not any(counter.counts[address] for address in home_widgets)
        game_button = window.current_screen().findChild(QWidget, "playButton")
        assert counter.counts[_address(game_button)] >= 1  # the game itself: restyled
        window.go_back()  # Esc's way: the game saves, then home comes back
        assert window.current_screen() is home and home.isVisible()
        assert home.window() is window
        assert counter.counts[_address(home.puzzles)] >= 1  # restyled as it came back
    finally:
        app.removeEventFilter(counter)
    assert QApplication.focusWidget() is home.puzzles  # where a start puts focus
    assert home.puzzles.accessibleName()
    assert not [w for w in app.topLevelWidgets() if w.property("heldOutOfWindow")]


def test_the_goal_and_its_bar_are_built_for_puzzles_only_and_follow_a_switch(
    qtbot: QtBot,
) -> None:
    # The HUD's goal group (a caption, the goal, its progress and a bar with a
    # sheet of its own) is for puzzles (R7.2); built in Endless and the Daily too, hidden,
    # its five widgets were restyled on every switch, the bar once more for its own sheet.
    window = _window(qtbot, START, live=True)
    _game(window)
    _settle(qtbot, window)
    hud = window.current_screen().hud  # type: ignore[attr-defined]
    _switch(qtbot, window, MIDDLE)
    assert hud.goal_group is None
    assert not [w for w in hud.findChildren(QWidget) if w.objectName().startswith("hudGoal")]
    window.go_home()
    _puzzle(window)
    _settle(qtbot, window)
    hud = window.current_screen().hud  # type: ignore[attr-defined]
    assert hud.goal_group is not None and hud.goal_group.isVisible()
    assert hud.goal_bar.accessibleName() == "Goal progress"
    accent = theme_registry().get(TARGET).palette().accent.name()
    assert accent not in hud.goal_bar.styleSheet()
    counter = _StyleChanges()
    app = _app()
    app.installEventFilter(counter)
    try:
        _switch(qtbot, window, TARGET)
    finally:
        app.removeEventFilter(counter)
    assert accent in hud.goal_bar.styleSheet()  # its own sheet, in the new theme's accent
    # Restyled by the window's sheet as any label beside it, and once more by its own.
    assert counter.counts[_address(hud.goal_bar)] > counter.counts[_address(hud.score)] >= 1


def test_a_game_under_how_to_play_comes_back_in_the_new_theme_and_plays_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # F1 in a game opens How to play over it: the game is a hidden screen then, held out
    # of the window by a switch, and must come back as a game started in the new theme.
    fresh = _fresh_image(qtbot, _game)
    window = _window(qtbot, START, live=True)
    _game(window)
    _settle(qtbot, window)
    game = window.current_screen()
    window.open_help()
    assert window.current_screen() is not game
    _switch(qtbot, window, MIDDLE, TARGET)
    assert game.window() is game  # held out while hidden
    window.go_back()
    assert window.current_screen() is game and game.window() is window
    _settle(qtbot, window)
    _assert_same(fresh, _image(window), "game after how to play", tmp_path)
    session = game.session  # type: ignore[attr-defined]
    bowl = next(b for b in range(12) if session.attempt.position.bowls[b])
    session.select(bowl)
    session.confirm()
    qtbot.waitUntil(lambda: not session.animating, timeout=10_000)
    assert session.attempt.moves_played == 1
