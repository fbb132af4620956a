"""Every question the game asks, in every panel and mode, at the smallest and the usual
window, left to right and right to left: the question's text and both answers are whole
inside the window and apart, Tab goes from one answer to the other, the answers have names
and the question is read out.

The undo asked on a shown result (R9.3, after an overflow in Endless or the Daily, or the
Daily's 20th move, R8.5) was asked inside the result panel without the panel growing: its
text and buttons were crushed to nothing and the Daily's share legend ran over them."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import a11y, i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.overlays import QuestionBar
from twelve_bowls.app.midend.questions import Action
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import (
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    EndReason,
    PuzzleAttempt,
)

SIZES = [(800, 560), (1280, 720)]
LANGUAGES = ["en", "ar"]


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


@pytest.fixture
def heard() -> Iterator[list[str]]:
    spoken: list[str] = []
    stop = a11y.add_listener(lambda text, _assertive: spoken.append(text))
    yield spoken
    stop()
    i18n.set_language("en")


def open_screen(qtbot: QtBot, context: AppContext, attempt: Attempt, lang: str, size) -> GameScreen:
    context.update_settings(language=lang)
    QApplication.processEvents()
    screen = GameScreen(context, attempt)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.player.speed = 0.0  # every animation ends at once
    screen.focus_first()
    return screen


def fullest(attempt: Attempt) -> int:
    legal = attempt.legal_moves()
    return max(legal, key=lambda b: (len(attempt.position.bowls[b]), b))


def play_to_overflow(screen: GameScreen) -> None:
    attempt = screen.attempt
    for _ in range(400):
        if attempt.ended is not None:
            break
        legal = attempt.legal_moves()
        overflowing = [b for b in legal if attempt.preview(b).overflow]
        screen.session.select(overflowing[0] if overflowing else fullest(attempt))
        screen.session.confirm()
    QApplication.processEvents()
    assert attempt.ended is EndReason.OVERFLOW


def play_safely(screen: GameScreen, moves: int | None = None) -> None:
    """Moves that do not overflow (R6.2), until the attempt ends or ``moves`` are played."""
    attempt = screen.attempt
    played = 0
    while attempt.ended is None and (moves is None or played < moves):
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow]
        screen.session.select(min(safe or legal, key=lambda b: len(attempt.position.bowls[b])))
        screen.session.confirm()
        played += 1
    QApplication.processEvents()


def in_window(screen: GameScreen, widget: QWidget) -> QRect:
    """Where ``widget`` is drawn, in the window's coordinates, clipped by every parent."""
    rect = QRect(widget.mapTo(screen, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not screen:
        rect &= QRect(parent.mapTo(screen, parent.rect().topLeft()), parent.size())
        parent = parent.parentWidget()
    return rect


def assert_readable(screen: GameScreen, bar: QuestionBar, heard: list[str]) -> None:
    QApplication.processEvents()
    window = screen.rect()
    label, yes, no = bar.text, bar.yes, bar.no
    for widget in (bar, label, yes, no):
        assert widget.isVisible(), widget
    drawn = {w: in_window(screen, w) for w in (label, yes, no)}
    for widget, rect in drawn.items():
        # Whole: not clipped by a parent, and inside the window.
        assert rect.size() == widget.size(), (widget, rect, widget.size())
        assert window.contains(rect), (widget, rect, window)
    # The text is given the height its lines need, and its buttons their own height.
    assert label.height() >= label.heightForWidth(label.width()), label.text()
    for button in (yes, no):
        assert button.height() >= button.sizeHint().height(), button.text()
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
        assert button.accessibleName() or button.text()
    assert not drawn[label].intersects(drawn[yes]) and not drawn[label].intersects(drawn[no])
    assert not drawn[yes].intersects(drawn[no])
    # Nothing else shown in the same panel covers it (the Daily's share legend did).
    panel = bar.parentWidget()
    assert panel is not None
    for sibling in panel.findChildren(QWidget):
        if sibling.isVisible() and sibling.parentWidget() is panel and sibling is not bar:
            assert not sibling.geometry().intersects(bar.geometry()), sibling
    # Read out as it is asked.
    assert any(label.text() in text or text in label.text() for text in heard), heard
    # The keyboard is on the safe answer; Shift+Tab reaches the other, Tab comes back.
    assert QApplication.focusWidget() is no
    QTest.keyClick(no, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is yes
    QTest.keyClick(yes, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is no


def result_undo_cases() -> dict[str, Callable[[], Attempt]]:
    return {
        "endless-overflow": lambda: EndlessAttempt("overflow-test"),
        "daily-overflow": lambda: DailyAttempt(datetime.date(2026, 1, 2)),
    }


@pytest.mark.parametrize("size", SIZES, ids=["800x560", "1280x720"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", ["endless-overflow", "daily-overflow", "daily-20th-move"])
def test_undo_on_a_shown_result_asks_readably(  # R9.3, R6.2, R8.5
    qtbot: QtBot, context: AppContext, heard: list[str], case: str, lang: str, size
) -> None:
    if case == "endless-overflow":
        screen = open_screen(qtbot, context, EndlessAttempt("overflow-test"), lang, size)
        play_to_overflow(screen)
    elif case == "daily-overflow":
        screen = open_screen(qtbot, context, DailyAttempt(datetime.date(2026, 1, 2)), lang, size)
        play_to_overflow(screen)
    else:
        screen = open_screen(qtbot, context, DailyAttempt(datetime.date(2026, 1, 2)), lang, size)
        play_safely(screen)
        assert screen.attempt.ended is EndReason.OUT_OF_MOVES
    assert screen.result_shown()
    screen.result.undo_button.setFocus()
    heard.clear()
    QTest.keyClick(screen.result.undo_button, Qt.Key.Key_Space)
    bar = screen.result.question
    assert_readable(screen, bar, heard)
    assert not screen.result.share_legend.isVisible()
    # The panel, grown to hold the question, stays over the board.
    assert screen.board.rect().contains(screen.result.geometry())
    # Mouse: keeping the result brings its buttons back, and undo asks again.
    bar.no.click()
    QApplication.processEvents()
    assert screen.result.undo_button.isVisible() and not bar.isVisible()
    assert screen.result.share_legend.isVisible() == isinstance(screen.attempt, DailyAttempt)
    assert QApplication.focusWidget() is screen.result.undo_button
    screen.result.undo_button.click()
    assert bar.isVisible()
    # Esc goes back to the result, not out of the game.
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not bar.isVisible() and screen.result_shown() and not screen.leave_note
    screen.result.undo_button.click()
    bar.yes.click()
    assert screen.attempt.ended is None and screen.attempt.practice
    assert not screen.result_shown()


def side_cases() -> dict[str, tuple[Callable[[], Attempt], Action, int]]:
    """A question asked in the side panel: the attempt, what is asked for, moves before."""
    first = puzzles.load_puzzle(puzzles.puzzle_paths()[40])
    return {
        "endless-undo": (lambda: EndlessAttempt("questions"), Action.UNDO, 2),
        "daily-undo": (lambda: DailyAttempt(datetime.date(2026, 1, 2)), Action.UNDO, 2),
        "endless-restart": (lambda: EndlessAttempt("questions"), Action.RESTART, 1),
        "daily-restart": (lambda: DailyAttempt(datetime.date(2026, 1, 2)), Action.RESTART, 1),
        "puzzle-restart": (lambda: PuzzleAttempt.from_puzzle(first), Action.RESTART, 1),
        "puzzle-give-up": (lambda: PuzzleAttempt.from_puzzle(first), Action.SOLUTION, 1),
        "endless-end": (lambda: EndlessAttempt("questions"), Action.END, 1),
        "daily-end": (lambda: DailyAttempt(datetime.date(2026, 1, 2)), Action.END, 1),
    }


@pytest.mark.parametrize("size", SIZES, ids=["800x560", "1280x720"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", list(side_cases()))
def test_each_question_in_the_side_panel_is_readable(  # R9.3, R8.3
    qtbot: QtBot, context: AppContext, heard: list[str], case: str, lang: str, size
) -> None:
    make, action, moves = side_cases()[case]
    screen = open_screen(qtbot, context, make(), lang, size)
    play_safely(screen, moves)
    assert screen.attempt.ended is None
    heard.clear()
    screen.session.request(action)
    assert_readable(screen, screen.question, heard)
    screen.question.no.click()
    assert not screen.question.isVisible()
