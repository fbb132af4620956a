"""Accessibility (WCAG 2.2 AA) and the narrated board: names and roles in the QAccessible tree of
every screen, keys that act on what has focus, announcements, shortcuts, larger text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QFont,
    QKeySequence,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import a11y, i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.style import apply_style
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import PuzzleAttempt

INTERACTIVE_ROLES = {
    QAccessible.Role.PushButton,
    QAccessible.Role.Button,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.ScrollBar,
    QAccessible.Role.Slider,
    QAccessible.Role.SpinBox,
    QAccessible.Role.EditableText,
    QAccessible.Role.List,
    QAccessible.Role.Table,
    QAccessible.Role.PageTab,
    QAccessible.Role.MenuItem,
}


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    context = AppContext(InMemoryProfileService())
    context.update_settings(reduced_motion=True)
    apply_style(QApplication.instance(), context.theme)  # type: ignore[arg-type]
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    yield window
    i18n.set_language("en")


@pytest.fixture
def announcements() -> Iterator[list[tuple[str, bool]]]:
    """What reached Qt's accessibility as announcement events (message, assertive)."""
    heard: list[tuple[str, bool]] = []
    original = QAccessible.updateAccessibility

    def catch(event: object) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            assertive = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
            heard.append((event.message(), assertive))
        original(event)  # type: ignore[arg-type]

    QAccessible.updateAccessibility = staticmethod(catch)  # type: ignore[method-assign]
    try:
        yield heard
    finally:
        QAccessible.updateAccessibility = original  # type: ignore[method-assign]


def walk(iface: QAccessible, path: str = "") -> Iterator[tuple[str, object]]:
    yield path, iface
    for index in range(iface.childCount()):  # type: ignore[attr-defined]
        child = iface.child(index)  # type: ignore[attr-defined]
        if child is not None and child.isValid():
            role = child.role()
            yield from walk(child, f"{path}/{role.name}[{index}]")


def unnamed_controls(root: QWidget) -> list[str]:
    """Every visible interactive node of ``root``'s accessible tree that has no name."""
    iface = QAccessible.queryAccessibleInterface(root)
    assert iface is not None
    missing = []
    for path, node in walk(iface):
        state = node.state()  # type: ignore[attr-defined]
        if state.invisible or state.offscreen:
            continue
        role = node.role()  # type: ignore[attr-defined]
        focusable = bool(state.focusable)
        if role in INTERACTIVE_ROLES or focusable:
            name = node.text(QAccessible.Text.Name)  # type: ignore[attr-defined]
            if not (name or "").strip():
                obj = node.object()  # type: ignore[attr-defined]
                missing.append(f"{path} {role.name} {type(obj).__name__} {obj.objectName()}")
    return missing


def open_everything(window: MainWindow) -> Iterator[tuple[str, QWidget]]:
    yield "home", window.home
    for name in ("puzzles", "themes", "help", "records"):
        screen = window.open_screen(name)
        assert isinstance(screen, QWidget)
        QApplication.processEvents()
        yield name, screen
        window.go_home()
    dialog = window.open_settings()
    QApplication.processEvents()
    yield "settings", dialog
    dialog.reject()
    for start in (lambda: window.start_puzzle(1), window.start_endless, window.start_daily):
        screen = start()
        assert isinstance(screen, GameScreen)
        screen.player.speed = 0.0
        QApplication.processEvents()
        yield type(screen.attempt).__name__, screen
        screen.session.select(screen.attempt.legal_moves()[0])
        screen.session.confirm()
        QApplication.processEvents()
        yield type(screen.attempt).__name__ + " after a move", screen
        screen.ask_restart()  # the question bar, over the buttons
        QApplication.processEvents()
        yield type(screen.attempt).__name__ + " asking", screen
        screen.question.cancel()
        if screen.attempt.player_can_end:
            screen.session.end()  # R8.3: the result panel
            QApplication.processEvents()
            assert screen.result.isVisible()
            yield type(screen.attempt).__name__ + " result", screen
        window.go_home()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_interactive_control_of_every_screen_has_a_name(
    qtbot: QtBot, window: MainWindow, language: str
) -> None:
    # SC 4.1.2: walk the QAccessible tree of each screen; an unnamed control fails.
    window.context.update_settings(language=language)
    problems = {}
    for name, screen in open_everything(window):
        missing = unnamed_controls(screen)
        if missing:
            problems[name] = missing
    assert problems == {}


def test_the_walk_finds_an_unnamed_control(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QToolButton

    bare = QToolButton(window.home)
    bare.show()
    assert any("Button" in item for item in unnamed_controls(window.home))


def test_headings_are_headings_and_theme_cards_are_buttons(
    qtbot: QtBot, window: MainWindow
) -> None:
    gallery = window.open_screen("themes")
    iface = QAccessible.queryAccessibleInterface(gallery.heading)  # type: ignore[union-attr]
    assert iface.role() == QAccessible.Role.Heading
    assert iface.text(QAccessible.Text.Name) == "Themes"
    card = next(iter(gallery.cards.values()))  # type: ignore[union-attr]
    role = QAccessible.queryAccessibleInterface(card).role()
    assert role == QAccessible.Role.PushButton  # not a check box
    assert "Shown in the preview" in card.accessibleDescription()
    board = QAccessible.queryAccessibleInterface(gallery.board)  # type: ignore[union-attr]
    assert board.text(QAccessible.Text.Name) == "Preview of the Simple theme"


def test_window_title_names_the_screen_and_the_puzzle(qtbot: QtBot, window: MainWindow) -> None:
    # SC 2.4.2.
    assert window.windowTitle() == "Twelve Bowls"
    window.open_screen("records")
    assert window.windowTitle() == "Records — Twelve Bowls"
    window.go_home()
    window.start_puzzle(7)
    assert window.windowTitle() == "Puzzle 7 — Twelve Bowls"
    # Heard with a pause where the dash is: Orca read the dash out ("em dash").
    assert window.accessibleName() == "Puzzle 7, Twelve Bowls"
    accessible = QAccessible.queryAccessibleInterface(window)
    assert accessible is not None
    assert accessible.text(QAccessible.Text.Name) == "Puzzle 7, Twelve Bowls"


def test_f1_opens_how_to_play_and_ctrl_q_quits(qtbot: QtBot, window: MainWindow) -> None:
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    assert type(window.current_screen()).__name__ == "HelpScreen"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)  # already there: stays
    assert len(window._history) == 2
    QTest.keySequence(QApplication.focusWidget(), QKeySequence("Ctrl+Q"))
    assert not window.isVisible()


def test_back_and_use_buttons_take_enter(qtbot: QtBot, window: MainWindow) -> None:
    # Enter presses a focused button on Themes, How to play, Records.
    for name, back in (("themes", "back"), ("help", "back"), ("records", "back")):
        screen = window.open_screen(name)
        button = getattr(screen, back)
        button.setFocus()
        QTest.keyClick(button, Qt.Key.Key_Return)
        assert window.current_screen() is window.home, name
    gallery = window.open_screen("themes")
    gallery.preview("garden")  # type: ignore[union-attr]
    window.context.update_settings()  # nothing
    assert gallery.use.autoDefault()  # type: ignore[union-attr]


# -- the game: keys by focus --------------------------------------------------------------------


def small_puzzle() -> PuzzleAttempt:
    bowls = ("R", "RR", "", "GGB", "", "", "", "", "", "", "", "Y")
    modifiers = [None] * 12
    modifiers[3] = Modifier(ModifierKind.VOLCANO)
    return PuzzleAttempt(0, Position(bowls, tuple(modifiers)), Goal(GoalType.SCORE, points=500), 9)


def game(qtbot: QtBot, window: MainWindow, attempt: PuzzleAttempt) -> GameScreen:
    screen = window._start_game(lambda: attempt)
    assert isinstance(screen, GameScreen)
    screen.player.speed = 0.0
    return screen


def test_a_focused_button_owns_enter_and_the_board_keys_need_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    assert screen.view.hasFocus() and screen.scene.focus_ring  # visible board focus
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert screen.session.selected == 0
    # Focus moves onto the bowl, so a screen reader reads it; the ring follows it.
    assert QApplication.focusWidget() is screen.access.proxy(0)
    assert screen.scene.focus_bowl() == 0
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # on the board: plays
    assert attempt.moves_played == 1
    # The arrows visit every bowl; one that can be chosen is selected as focus lands on it.
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        if screen.session.selected is not None:
            break
    assert screen.session.selected is not None
    # Tab to a button: Enter presses that button, it does not play the selected bowl.
    screen.restart_button.setFocus()
    assert not screen.scene.focus_ring
    QTest.keyClick(screen.restart_button, Qt.Key.Key_Return)
    assert attempt.moves_played == 1  # no move was played...
    assert screen.question.isVisible()  # ...Restart was pressed: it asks first
    screen.question.cancel()
    # Space on a focused button presses the button, it does not skip on the board.
    screen.pause_button.setFocus()
    QTest.keyClick(screen.pause_button, Qt.Key.Key_Space)
    assert window.current_screen() is not screen  # Back was pressed
    assert attempt.moves_played == 1


def test_enter_on_the_focused_bowl_plays_it(qtbot: QtBot, window: MainWindow) -> None:
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert attempt.moves_played == 1
    # Keep playing from the same place: focus stays on the board.
    assert screen.board_has_focus()


def test_keep_playing_in_the_question_does_not_play_a_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    screen.session.select(0)
    screen.session.confirm()
    screen.session.select(1) if 1 in attempt.legal_moves() else None
    before = attempt.moves_played
    screen.ask_restart()
    assert screen.question.no.hasFocus()
    QTest.keyClick(screen.question.no, Qt.Key.Key_Return)  # "Keep playing"
    assert attempt.moves_played == before and not screen.question.isVisible()
    assert screen.view.hasFocus()  # back on the board


def test_tab_order_follows_the_panel(qtbot: QtBot, window: MainWindow) -> None:
    # End attempt (left) before Pause (right) in Endless.
    screen = window.start_endless("tab-order")
    assert isinstance(screen, GameScreen)
    seen = []
    widget: QWidget | None = screen.play_button
    for _ in range(6):
        widget = widget.nextInFocusChain() if widget is not None else None
        if isinstance(widget, QAbstractButton) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            seen.append(widget)
    shown = [b for b in seen if b.isVisibleTo(screen)]
    assert shown.index(screen.end_button) < shown.index(screen.pause_button)


# -- the board read aloud -----------------------------------------------------------------------


def test_every_bowl_reads_what_it_holds(qtbot: QtBot, window: MainWindow) -> None:
    # The narrated board, through QAccessible: name per bowl, every bowl state.
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    screen.session.select(3)
    view = QAccessible.queryAccessibleInterface(screen.view)
    names = {}
    for _path, child in walk(view):
        if child.role() == QAccessible.Role.Button:  # type: ignore[attr-defined]
            name = child.text(QAccessible.Text.Name)  # type: ignore[attr-defined]
            names[child.object().objectName()] = name  # type: ignore[attr-defined]
    assert len(names) == 12
    # Spoken punctuation: commas and full stops, which Orca's default level leaves unread
    # (it reads ";" and ":" aloud); the narration itself says "1 stone: red".
    assert names["bowl0"] == "Bowl 0, 1 stone, red"
    assert names["bowl3"] == "Bowl 3, 3 stones, green, green, blue. volcano. selected"
    assert names["bowl2"] == "Bowl 2, empty"
    assert view.text(QAccessible.Text.Name) == "Board"
    assert "Arrow keys" in view.text(QAccessible.Text.Description)


def test_bowl_states_in_words() -> None:
    from twelve_bowls.app.game.narration import bowl_name

    assert bowl_name(4, "RRYYBBP", None) == (
        "Bowl 4, 7 stones: red, red, yellow, yellow, blue, blue, purple; "
        "full: one more stone overflows"
    )
    assert bowl_name(5, "WX", Modifier(ModifierKind.FROZEN), selectable=False) == (
        "Bowl 5, 2 stones: wild, blocker; frozen: cannot be chosen, still receives stones"
    )
    assert bowl_name(6, "RRRGGG", Modifier(ModifierKind.VOLCANO)) == (
        "Bowl 6, 6 stones: red, red, red, green, green, green; volcano, ready to erupt"
    )
    assert bowl_name(7, "R", Modifier(ModifierKind.REVERSE, 2)) == (
        "Bowl 7, 1 stone: red; reverse: sows counter-clockwise for 2 more moves"
    )
    assert bowl_name(8, "RGBYPRGB", None, overflowing=True).endswith("; overflowed")


def test_each_move_is_announced(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    # SC 4.1.3: the outcome, then score and moves left; errors and results too.
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    screen.session.select(0)  # R sown into bowl 1: it holds R R R (R4)
    screen.session.confirm()
    spoken = [text for text, _ in announcements]
    # The move's own points, then the score as a sentence: never "30 points. 30 points".
    assert (
        "Red group in bowl 1, 3 stones. 30 points. Your score is 30 points. 8 moves left"
        in spoken[-1]
    )
    announcements.clear()
    screen.session.select(2)  # empty: says why
    assert announcements == [("Bowl 2 is empty, there is nothing to sow.", False)]
    screen.ask_undo()
    assert ("Move undone.", False) in announcements


def test_the_result_is_announced_assertively(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    bowls = ("R", "RR", "", "", "", "", "", "", "", "", "", "")
    attempt = PuzzleAttempt(0, Position(bowls), Goal(GoalType.CLEAR_BOARD), 3)
    screen = game(qtbot, window, attempt)
    screen.session.select(0)
    screen.session.confirm()
    assert attempt.ended is not None
    results = [text for text, assertive in announcements if assertive]
    assert results and results[-1].startswith("Puzzle solved!")


def test_announcements_are_in_the_players_language(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    window.context.update_settings(language="es")
    screen = game(qtbot, window, small_puzzle())
    screen.session.select(0)
    screen.session.confirm()
    spoken = announcements[-1][0]
    assert "Red" not in spoken and "1" in spoken and "30" in spoken
    name = screen.access.proxy(1).accessibleName()
    assert name.startswith("Cuenco 1"), name


# -- settings, first start, motion --------------------------------------------------------------


def test_language_box_applies_on_commit_not_on_every_arrow(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = window.open_settings()
    combo = dialog.language_combo  # type: ignore[attr-defined]
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert i18n.current_language() == "en" and window.context.settings.language == "en"
    QTest.keyClick(combo, Qt.Key.Key_Return)
    assert i18n.current_language() == combo.currentData()  # the translators went in
    assert window.context.settings.language == combo.currentData() != "en"
    assert dialog.isVisible()  # Enter committed the language, it did not close the dialog


def test_settings_tab_order_puts_themes_before_close(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_settings()
    chain = []
    widget: QWidget = dialog.language_combo  # type: ignore[attr-defined]
    for _ in range(40):
        widget = widget.nextInFocusChain()
        chain.append(widget)
    close = dialog.buttons.buttons()[0]  # type: ignore[attr-defined]
    first_theme = next(iter(dialog.theme_buttons.values()))  # type: ignore[attr-defined]
    assert chain.index(first_theme) < chain.index(close)


def test_colour_symbols_are_offered_on_first_start(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    offer = window.home.symbols_offer
    assert offer.isVisible()
    offer.accept_button.click()
    assert window.context.settings.symbols and window.context.settings.symbols_offered
    assert offer.isHidden()
    window.context.update_settings(symbols=False)
    window.home.refresh()
    assert offer.isHidden()  # asked once: never again


def test_answering_the_symbols_offer_moves_no_button(qtbot: QtBot, window: MainWindow) -> None:
    home = window.home
    QApplication.processEvents()
    before = home.puzzles.mapTo(home, QPoint(0, 0))
    home.symbols_offer.decline_button.click()
    for _ in range(3):
        QApplication.processEvents()
    assert home.symbols_offer.isHidden()
    # The Puzzles button the pointer may be heading for stays where it was.
    assert home.puzzles.mapTo(home, QPoint(0, 0)) == before
    window.open_screen("help")
    window.go_home()  # the next visit closes the column up
    for _ in range(3):
        QApplication.processEvents()
    assert home.puzzles.mapTo(home, QPoint(0, 0)).y() < before.y()


def test_first_start_offer_is_announced(qtbot: QtBot, announcements: list) -> None:
    context = AppContext(InMemoryProfileService())
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    assert any("Colour symbols" in text for text, _ in announcements)


def test_reduced_motion_follows_the_desktop_when_qt_says(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = game(qtbot, window, small_puzzle())
    assert not screen.player.reduced_motion or window.context.settings.reduced_motion
    window.context.update_settings(reduced_motion=False)
    assert not screen.player.reduced_motion
    monkeypatch.setattr(a11y, "desktop_prefers_reduced_motion", lambda: True)
    screen._apply_settings()
    assert screen.player.reduced_motion


def test_desktop_motion_preference_reads_qt_when_it_has_one() -> None:
    # Qt 6.12 adds QAccessibilityHints.motionPreference; on 6.11 there is none to read.
    accessibility = getattr(QApplication.styleHints(), "accessibility", None)
    hints = accessibility() if accessibility is not None else None
    expected = (
        hasattr(hints, "motionPreference")
        and hints.motionPreference() == Qt.MotionPreference.ReducedMotion
    )
    assert a11y.desktop_prefers_reduced_motion() is bool(expected)


class _StyleHintsBefore610:
    """QStyleHints as Qt 6.8 and 6.9 have it: no ``accessibility()``."""


def test_desktop_motion_preference_is_false_on_a_qt_without_accessibility_hints(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The declared floor (PySide6 6.8) has no QStyleHints.accessibility: the game must start
    # and leave reduced motion to the player's own setting.
    monkeypatch.setattr(a11y.QGuiApplication, "styleHints", lambda: _StyleHintsBefore610())
    assert a11y.desktop_prefers_reduced_motion() is False


# -- larger text --------------------------------------------------------------------------------


@pytest.fixture
def big_font(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QFont(app.font())
    font = QFont(before)
    font.setPointSizeF(15)
    app.setFont(font)
    yield
    app.setFont(before)


def clipped_labels(root: QWidget) -> list[str]:
    """Visible labels whose text needs more height than they were given."""
    out = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        needed = (
            label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        )
        if needed > label.height() + 1:
            out.append(f"{label.objectName() or label.text()[:30]!r}: {label.height()} < {needed}")
    return out


def test_home_and_records_follow_a_15pt_system_font(big_font: None, qtbot: QtBot) -> None:
    from twelve_bowls.app.screens.scaling import base_point_size

    assert base_point_size() == 15
    context = AppContext(InMemoryProfileService())
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    QApplication.processEvents()
    detail = window.home.puzzles.detail
    assert detail.font().pointSizeF() >= 15 or QFontInfoPt(detail) >= 14.5
    assert clipped_labels(window.home) == []
    records = window.open_screen("records")
    QApplication.processEvents()
    assert clipped_labels(records) == []  # type: ignore[arg-type]
    game_screen = window.start_puzzle(1)
    QApplication.processEvents()
    assert clipped_labels(game_screen) == []  # type: ignore[arg-type]
    for button in game_screen.findChildren(QAbstractButton):  # type: ignore[union-attr]
        if button.isVisible() and button.text():
            assert button.height() >= button.sizeHint().height() - 1, button.text()
    # The panel may scroll at this size, but the buttons stay in view (the help moves
    # below them).
    QApplication.processEvents()
    viewport = game_screen.panel.viewport()  # type: ignore[union-attr]
    for button in (game_screen.play_button, game_screen.pause_button):  # type: ignore[union-attr]
        top_left = button.mapTo(viewport, button.rect().topLeft())
        bottom = top_left.y() + button.height()
        assert top_left.y() >= 0 and bottom <= viewport.height(), button.text()


def QFontInfoPt(widget: QWidget) -> float:
    from PySide6.QtGui import QFontInfo

    return float(QFontInfo(widget.font()).pointSizeF())


def test_home_notices_are_announced(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    window.home.show_notices(["Your progress cannot be saved on this device."])
    assert ("Your progress cannot be saved on this device.", False) in announcements


def test_tab_stays_inside_the_result_panel(qtbot: QtBot, window: MainWindow) -> None:
    bowls = ("R", "RR", "", "", "", "", "", "", "", "", "", "Y")
    start = Position(bowls, (None,) * 12)
    attempt = PuzzleAttempt(0, start, Goal(GoalType.CLEAR_COLOR, color="R"), 1)
    screen = game(qtbot, window, attempt)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # R7.2: the reds match
    qtbot.waitUntil(screen.result_shown, timeout=20000)  # bounds a hang only
    buttons = {b for b in screen.result.findChildren(QAbstractButton) if b.isVisible()}
    assert len(buttons) >= 2 and QApplication.focusWidget() in buttons
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        reached = set()
        for _ in range(len(buttons) + 2):
            QTest.keyClick(QApplication.focusWidget(), key)
            focus = QApplication.focusWidget()
            assert focus in buttons, focus  # never the side panel's buttons behind it
            reached.add(focus)
        assert reached == buttons


def test_arabic_bowl_names_and_announcements_carry_no_isolates(
    qtbot: QtBot, window: MainWindow
) -> None:
    # U+2066..U+2069 order mixed-direction text on screen; speech would read them out.
    window.context.update_settings(language="ar")
    said: list[str] = []
    stop = a11y.add_listener(lambda text, _assertive: said.append(text))
    sent: list[str] = []
    original = QAccessible.updateAccessibility

    def spy(event: object) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            sent.append(event.message())
        original(event)

    QAccessible.updateAccessibility = spy  # type: ignore[method-assign]
    try:
        screen = game(qtbot, window, small_puzzle())
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not screen.session.animating, timeout=20000)
    finally:
        QAccessible.updateAccessibility = original  # type: ignore[method-assign]
        stop()
    isolates = set("\u2066\u2067\u2068\u2069")
    names = [proxy.accessibleName() for proxy in screen.access.proxies]
    assert any(isolates & set(text) for text in said)  # the visible text keeps them
    assert sent and not any(isolates & set(text) for text in sent)
    assert not any(isolates & set(name) for name in names), names


# -- bowls as assistive technology sees them ---------------------------------------------------


def test_a_bowl_is_a_focusable_selectable_button_with_a_press_action(
    qtbot: QtBot, window: MainWindow
) -> None:
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    bowl0 = QAccessible.queryAccessibleInterface(screen.access.proxy(0))
    bowl2 = QAccessible.queryAccessibleInterface(screen.access.proxy(2))
    assert bowl0.role() == QAccessible.Role.Button
    state = bowl0.state()
    assert state.focusable and state.selectable and not state.selected and not state.focused
    assert bowl2.state().focusable and not bowl2.state().selectable  # empty (R2.1)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    state = bowl0.state()
    assert state.focused and state.selected  # the arrows chose it: SELECTED, not only named
    actions = bowl0.actionInterface()
    assert actions.actionNames() == [QAccessibleActionInterface.pressAction()]
    assert actions.keyBindingsForAction(QAccessibleActionInterface.pressAction()) == ["Return"]
    # Press on another bowl plays it, as Enter on it does (R2.2); focus goes with it.
    bowl1 = QAccessible.queryAccessibleInterface(screen.access.proxy(1))
    bowl1.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: attempt.moves_played == 1, timeout=5000)
    assert attempt.position.bowls[1] == ""  # bowl 1 was the one played
    assert not bowl0.state().selected


def test_press_on_a_bowl_that_cannot_be_played_says_why(
    qtbot: QtBot, window: MainWindow, announcements: list[tuple[str, bool]]
) -> None:
    attempt = small_puzzle()
    screen = game(qtbot, window, attempt)
    qtbot.waitUntil(lambda: bool(announcements), timeout=5000)  # the goal, as it opens
    announcements.clear()
    bowl2 = QAccessible.queryAccessibleInterface(screen.access.proxy(2))
    bowl2.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: bool(announcements), timeout=5000)
    assert attempt.moves_played == 0
    assert announcements == [("Bowl 2 is empty, there is nothing to sow.", False)]


def test_the_arrows_name_the_bowl_they_reach_before_focus_lands(
    qtbot: QtBot, window: MainWindow
) -> None:
    # A screen reader speaks a name change of the focused object: the bowl reached is named
    # "selected" before it takes focus, the bowl left loses the word after focus left it.
    screen = game(qtbot, window, small_puzzle())
    events: list[tuple[str, int]] = []
    for proxy in screen.access.proxies:
        rename = proxy.setAccessibleName

        def spy(name: str, bowl: int = proxy.bowl, rename: Any = rename) -> None:
            events.append(("name", bowl))
            rename(name)

        proxy.setAccessibleName = spy  # type: ignore[method-assign]
        proxy.focused.connect(
            lambda bowl, gained: events.append(("focus", bowl)) if gained else None
        )
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # bowl 0, selected
    events.clear()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # bowl 1, selected
    assert screen.session.selected == 1
    assert events == [("name", 1), ("focus", 1), ("name", 0)], events


def test_spoken_text_has_pauses_a_screen_reader_does_not_read_out() -> None:
    from twelve_bowls.app.notify import spoken

    assert spoken("Bowl 0, 1 stone: red; selected") == "Bowl 0, 1 stone, red. selected"
    assert spoken("Puzzle solved!; Solved in 1 move.; Final score: 30") == (
        "Puzzle solved! Solved in 1 move. Final score, 30"
    )
    assert spoken("On the board: 6 (at most 3); 1 move left.") == (
        "On the board, 6, at most 3. 1 move left."
    )
    assert spoken("النقاط: \u20660\u2069؛ بقيت حركة واحدة.") == "النقاط، 0. بقيت حركة واحدة."
    assert spoken("3番の器、石2個：赤；選択中") == "3番の器、石2個、赤、選択中"
    assert spoken("Puzzle 7 — Twelve Bowls") == "Puzzle 7, Twelve Bowls"
    assert spoken("اللغز 7 — اثنا عشر وعاءً") == "اللغز 7، اثنا عشر وعاءً"
    assert spoken("パズル7 — 十二の器") == "パズル7、十二の器"
    assert spoken("two-step, 3–5") == "two-step, 3–5"  # a dash inside a word or range stays
    # A new line is a new sentence: one line for speech and for a braille display.
    assert spoken("Solved in 1 move.\nAchievement earned: First steps\nNew theme") == (
        "Solved in 1 move. Achievement earned, First steps. New theme"
    )
    assert spoken("解決。\n最終スコア：30\n次") == "解決。最終スコア、30。次"
