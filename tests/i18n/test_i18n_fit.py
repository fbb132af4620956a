"""Every text fits its widget on every screen, in every language, at the smallest window
(800x560) and a common one (1280x720); what does not fit must be able to scroll into view.
Sizes are measured from the laid-out text in each widget's own font (tests/i18n/fit_checks)."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.i18n.fit_checks import cut_off_problems, text_fit_problems
from tests.i18n.test_i18n_screens import SCREENS, close, open_screen, settle
from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.engine.modes import DailyAttempt
from twelve_bowls.engine.rules import apply

SIZES = ((800, 560), (1280, 720))
EVERY_SCREEN = (*SCREENS, "past_dailies")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_text_fits_on_every_screen(
    code: str, size: tuple[int, int], styled: MainWindow, context: AppContext
) -> None:
    window = styled
    context.update_settings(language=code)
    window.resize(*size)
    settle()
    problems: list[str] = []
    for name in EVERY_SCREEN:
        shown = open_screen(window, name)
        settle()
        problems += [f"{name}: {p}" for p in text_fit_problems(shown)]
        problems += [f"{name}: {p}" for p in cut_off_problems(shown)]
        close(shown)
    assert not problems, "\n".join(problems)


# Puzzle 46 has the longest title and hint of the set; Endless shows what ends it; the Daily
# its date and best score.
GAMES = ("puzzle:46", "puzzle:1", "endless", "daily")


def open_game(window: MainWindow, game: str) -> GameScreen:
    window.go_home()
    settle()
    if game.startswith("puzzle:"):
        shown = window.start_puzzle(int(game.removeprefix("puzzle:")))
    elif game == "endless":
        shown = window.start_endless(seed="fit")
    else:
        shown = window.start_daily()
    settle()
    assert isinstance(shown, GameScreen), f"{game} did not open"
    return shown


def panel_overflow(screen: GameScreen) -> int:
    """How many pixels the side panel's column is taller than its view (0: no scrolling)."""
    settle()  # the panel fits itself after the layout has placed it
    bar = screen.panel.verticalScrollBar()
    return bar.maximum() - bar.minimum()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_game_panel_fits_without_scrolling(
    code: str, size: tuple[int, int], styled: MainWindow, context: AppContext
) -> None:
    """Goal, moves, score, the selected bowl's queue, the buttons and Back all in view at
    once: a player never scrolls the panel to find Back or Undo."""
    window = styled
    context.update_settings(language=code)
    window.resize(*size)
    settle()
    problems: list[str] = []
    for game in GAMES:
        screen = open_game(window, game)
        if (over := panel_overflow(screen)) > 0:
            problems.append(f"{game}: the panel scrolls by {over} px")
        screen.session.click_bowl(next(iter(screen.session.selectable())))  # a queue shown
        if (over := panel_overflow(screen)) > 0:
            problems.append(f"{game} with a bowl selected: the panel scrolls by {over} px")
        back = screen.pause_button
        top = back.mapTo(screen, back.rect().topLeft()).y()
        if top + back.height() > screen.height():
            problems.append(f"{game}: {back.text()!r} is below the window's edge")
        # A question in the panel fits with the buttons too (the hint's, with the longest
        # answer buttons).
        tr = QCoreApplication.translate
        screen.question.ask(
            tr("Game", "This puzzle can no longer be solved in the moves left."),
            tr("Game", "Undo to the start"),
            tr("Game", "Keep playing"),
            lambda: None,
        )
        assert screen.question.isVisible()
        if (over := panel_overflow(screen)) > 0:
            problems.append(f"{game} asking a question: the panel scrolls by {over} px")
        screen.question.cancel()
        settle()
        if not screen.queue_panel.isVisible():
            problems.append(f"{game}: the queue did not come back after the question")
        if game == "puzzle:46":  # after a move: Start again? (its longest question)
            screen.player.speed = 0.0
            screen.session.confirm()  # the bowl selected above
            while screen.session.animating:
                settle()
            assert screen.attempt.moves_played == 1 and screen.attempt.ended is None
            screen.ask_restart()
            assert screen.question.isVisible()
            if (over := panel_overflow(screen)) > 0:
                problems.append(f"{game} asking to start again: the panel scrolls by {over} px")
            screen.question.cancel()
        if game.startswith("puzzle"):  # the solution's stepping bar, with its status line
            screen.session.show_solution()
            settle()
            assert screen.help.solution_bar.isVisible()
            if (over := panel_overflow(screen)) > 0:
                problems.append(f"{game} showing the solution: the panel scrolls by {over} px")
            screen.session.stop_solution()
            settle()
            if not screen.queue_panel.isVisible():
                problems.append(f"{game}: the queue did not come back after the solution")
    assert not problems, "\n".join(problems)


def finished_daily() -> DailyAttempt:
    attempt = DailyAttempt(datetime.date(2026, 12, 1))
    while attempt.ended is None:
        safe = [m for m in attempt.legal_moves() if apply(attempt.position, m).safe]
        attempt.play(safe[0] if safe else attempt.legal_moves()[0])
    return attempt


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_result_panel_fits_the_board(
    code: str, size: tuple[int, int], styled: MainWindow, context: AppContext
) -> None:
    """A Daily's result is the fullest: title, detail, score, four buttons, the share
    legend, Copy share text and its confirmation, all on the board and none cut."""
    window = styled
    context.update_settings(language=code)
    window.resize(*size)
    settle()
    attempt = finished_daily()
    screen = window._start_game(lambda: attempt)
    assert isinstance(screen, GameScreen)
    settle()
    result = screen.result
    assert result.isVisible() and result.share_legend.isVisible()
    result.share_button.click()
    settle()
    assert result.share_note.isVisible()
    assert screen.board.rect().contains(result.geometry()), result.geometry()
    problems = text_fit_problems(result) + cut_off_problems(result)
    assert not problems, "\n".join(problems)


def test_the_fit_checks_catch_a_short_button_and_a_cut_off_label(qtbot: QtBot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    column = QVBoxLayout(box)
    # Two lines of Devanagari in a button held at one Latin line's height.
    short = QPushButton("30 नवंबर 2026\nनहीं खेला")
    short.setFixedHeight(short.fontMetrics().height())
    roomy = QPushButton("OK")
    column.addWidget(short)
    column.addWidget(roomy)
    below = QLabel("below the fold", box)
    box.resize(200, 120)
    box.show()
    qtbot.waitExposed(box)
    below.move(0, 110)
    below.show()
    fits = text_fit_problems(box)
    assert len(fits) == 1 and "नहीं" in fits[0]
    cut = cut_off_problems(box)
    assert len(cut) == 1 and "below the fold" in cut[0]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_editor_fits_a_window_800_pixels_wide(
    code: str, styled: MainWindow, context: AppContext
) -> None:
    # Its form scrolls up and down, never sideways, so nothing may make the window wider:
    # in Spanish a long label beside a long choice and four stone buttons a row asked for
    # 897 pixels, and the form's right edge was cut off.
    context.update_settings(language=code)
    styled.resize(800, 560)
    settle()
    shown = open_screen(styled, "editor")
    settle()
    assert styled.minimumSizeHint().width() <= 800, code
    close(shown)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_settings_dialog_fits_a_screen_800_by_560(
    code: str,
    styled: MainWindow,
    context: AppContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Its choices need about 670 pixels: on a 1024x600 screen, or 1366x768 under a panel,
    # its bottom and Close were off the screen. Now the choices scroll, About and Close
    # stay in view, and Tab brings each control into view.
    from twelve_bowls.app.settings_dialog import SettingsDialog

    screen = QRect(0, 0, 800, 560)
    monkeypatch.setattr(SettingsDialog, "available_area", lambda self: screen)
    context.update_settings(language=code)
    styled.resize(800, 560)
    settle()
    dialog = styled.open_settings()
    assert isinstance(dialog, SettingsDialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    settle()
    frame = dialog.frameGeometry()
    assert frame.width() <= screen.width() and frame.height() <= screen.height(), frame
    inside = dialog.rect()
    for button in (dialog.about_button, *dialog.buttons.buttons()):
        place = QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())
        assert inside.contains(place), f"{button.text()!r} at {place} is outside {inside}"
    viewport = dialog.column.viewport()
    assert dialog.column.verticalScrollBar().maximum() > 0  # it does scroll at this size
    assert dialog.column.accessibleName()  # named after what it scrolls
    problems = text_fit_problems(dialog) + cut_off_problems(dialog)
    # Tab through the dialog once round: every enabled control gets focus (a radio group
    # takes one stop: the checked theme), and each is scrolled into view as it does.
    wanted = {
        w
        for w in dialog.findChildren(QWidget)
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isEnabled() and w.isVisibleTo(dialog)
    }
    wanted = {w for w in wanted if not isinstance(w, QRadioButton) or w.isChecked()}
    first = dialog.language_combo
    first.setFocus()
    settle()
    reached: list[QWidget] = []
    widget: QWidget | None = first
    while widget is not None and widget not in reached:
        reached.append(widget)
        if viewport.isAncestorOf(widget):
            top = widget.mapTo(viewport, QPoint(0, 0)).y()
            if top < 0 or top + widget.height() > viewport.height():
                problems.append(f"{type(widget).__name__} {widget.objectName()!r} out of view")
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        settle()
        widget = QApplication.focusWidget()
    missed = [f"{type(w).__name__} {w.objectName()!r}" for w in wanted if w not in reached]
    assert not missed, f"Tab never reaches {missed}"
    # A mnemonic (Alt+R: Reduced motion) or a click from the top of the column brings the
    # control into view too, not only Tab.
    dialog.column.verticalScrollBar().setValue(0)
    first.setFocus()
    settle()
    dialog.reduced_motion_check.setFocus(Qt.FocusReason.ShortcutFocusReason)
    settle()
    check = dialog.reduced_motion_check
    top = check.mapTo(viewport, QPoint(0, 0)).y()
    assert top >= 0 and top + check.height() <= viewport.height(), (top, viewport.height())
    assert not problems, "\n".join(problems)
    dialog.reject()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_key_list_opens_where_it_fits_and_only_there(
    code: str, size: tuple[int, int], styled: MainWindow, context: AppContext
) -> None:
    # Closed at every size, it left a tall empty gap above the buttons at 1280x720 and up.
    window = styled
    context.update_settings(language=code)
    window.resize(*size)
    settle()
    problems: list[str] = []
    for game in GAMES:
        screen = open_game(window, game)
        settle()
        panel = screen.panel
        if panel.keys_toggle.isChecked():
            if not screen.keys_hint.isVisible():
                problems.append(f"{game}: the list is open but not shown")
            if (over := panel_overflow(screen)) > 0:
                problems.append(f"{game}: the open list makes the panel scroll by {over} px")
        elif panel.keys_fit():
            problems.append(f"{game}: the list would fit, but it is closed")
    assert not problems, "\n".join(problems)
    if size == (800, 560):
        assert not screen.panel.keys_toggle.isChecked()  # no room for it there
    if size == (1280, 720) and code == "en":
        assert screen.panel.keys_toggle.isChecked()  # the gap is filled
