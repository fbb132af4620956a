"""Every screen in every language: no missing glyph, no clipped text; Arabic mirrored, the
ring not (R1.1, R2.3); a language switch retranslates an open game and keeps its state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from tests.i18n.screen_checks import (
    clipping_problems,
    glyph_problems,
    latin_only_font,
    visible_texts,
)
from twelve_bowls.app import i18n
from twelve_bowls.app.board import layout
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.app.game.queue_strip import QueueStrip
from twelve_bowls.app.main_window import MainWindow

SCREENS = ("home", "puzzles", "help", "records", "themes", "puzzle", "endless", "daily", "settings")


def settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def open_screen(window: MainWindow, name: str) -> QWidget:
    """Navigate like the player does and return what is on screen (a dialog for settings)."""
    window.go_home()
    settle()
    shown: object
    if name == "home":
        shown = window.current_screen()
    elif name == "puzzle":
        shown = window.start_puzzle(1)
    elif name == "endless":
        shown = window.start_endless(seed="i18n")
    elif name == "daily":
        shown = window.start_daily()
    elif name == "settings":
        shown = window.open_settings()
    else:
        shown = window.open_screen(name)
    settle()
    assert isinstance(shown, QWidget), f"{name} did not open"
    return shown


def close(shown: QWidget) -> None:
    if shown.isWindow():
        shown.close()
        settle()


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_screen_renders_without_missing_glyphs_or_clipping(
    code: str, window: MainWindow, context: AppContext
) -> None:
    context.update_settings(language=code)
    problems: list[str] = []
    for name in SCREENS:
        shown = open_screen(window, name)
        problems += [f"{name}: missing glyph in {p}" for p in glyph_problems(shown)]
        problems += [f"{name}: clipped {p}" for p in clipping_problems(shown)]
        close(shown)
    assert not problems, "\n".join(problems)


def inside_the_ring(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QGraphicsView):
            return True
        parent = parent.parentWidget()
    return False


def placed_widgets(shown: QWidget) -> list[tuple[str, int, int]]:
    """(class, left, right) of every visible widget under ``shown``, in creation order."""
    out = []
    for child in shown.findChildren(QWidget):
        if inside_the_ring(child):
            continue  # the per-bowl stand-ins follow the ring, which never mirrors (R1.1)
        if child.isVisibleTo(shown) and not child.isWindow() and child.width() < shown.width() - 4:
            left = child.mapTo(shown, QPoint(0, 0)).x()
            out.append((type(child).__name__, left, left + child.width()))
    return out


@pytest.mark.parametrize("name", ["home", "help", "puzzle", "puzzles", "records", "themes"])
def test_right_to_left_mirrors_each_screen(name: str, window: MainWindow) -> None:
    # Same texts both ways (English), so only the direction differs; Arabic turns this
    # direction on (test_arabic_turns_the_layout_right_to_left, and the game check below).
    shown = open_screen(window, name)
    width = shown.width()
    ltr = placed_widgets(shown)
    close(shown)
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    shown = open_screen(window, name)
    assert shown.width() == width
    rtl = placed_widgets(shown)
    assert [c for c, _, _ in rtl] == [c for c, _, _ in ltr]
    assert len(ltr) >= 3
    unmirrored = [
        (kind, (left, right), (r_left, r_right))
        for (kind, left, right), (_, r_left, r_right) in zip(ltr, rtl, strict=True)
        if abs(r_left - (width - right)) > 2 or abs(r_right - (width - left)) > 2
    ]
    assert not unmirrored, unmirrored


def test_arabic_game_has_its_panel_on_the_left(window: MainWindow, context: AppContext) -> None:
    context.update_settings(language="ar")
    shown = open_screen(window, "puzzle")
    assert isinstance(shown, GameScreen)
    panel = shown.panel.mapTo(shown, QPoint(0, 0)).x()
    board = shown.view.mapTo(shown, QPoint(0, 0)).x()
    assert panel < board  # the HUD and buttons sit where Arabic reading ends


def bowl_x(view: QGraphicsView, bowl: int) -> int:
    return view.mapFromScene(layout.bowl_centre(bowl)).x()


def bowl_y(view: QGraphicsView, bowl: int) -> int:
    return view.mapFromScene(layout.bowl_centre(bowl)).y()


@pytest.mark.parametrize("code", ["en", "ar"])
def test_the_ring_is_never_mirrored(code: str, window: MainWindow, context: AppContext) -> None:
    # R1.1 / R2.3: bowl 0 at 12 o'clock and clockwise stays clockwise in Arabic too.
    context.update_settings(language=code)
    shown = open_screen(window, "puzzle")
    assert isinstance(shown, GameScreen)
    view = shown.view
    assert all(bowl_y(view, 0) < bowl_y(view, b) for b in range(1, 12))
    assert bowl_x(view, 3) > bowl_x(view, 0) > bowl_x(view, 9)  # 3 o'clock on the right
    assert bowl_y(view, 6) > bowl_y(view, 3)
    image = view.grab().toImage()
    # What is drawn agrees: the mapped centre of bowl 3 lies right of the view's centre.
    assert bowl_x(view, 3) > image.width() / 2


class RecordingTheme:
    def __init__(self) -> None:
        self.stones: list[tuple[str, float]] = []

    def palette(self) -> object:
        from twelve_bowls.app.style import FALLBACK_PALETTE

        return FALLBACK_PALETTE

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        if key.startswith("stone."):
            self.stones.append((key, rect.center().x()))


@pytest.mark.parametrize(
    ("direction", "first_is_left"),
    [(Qt.LayoutDirection.LeftToRight, True), (Qt.LayoutDirection.RightToLeft, False)],
)
def test_queue_strip_reads_in_the_language_direction(
    qtbot: QtBot, direction: Qt.LayoutDirection, first_is_left: bool
) -> None:
    theme = RecordingTheme()
    strip = QueueStrip(theme)
    qtbot.addWidget(strip)
    strip.setLayoutDirection(direction)
    strip.resize(420, 72)
    strip.show_bowl(4, "RYG")
    strip.render(QImage(strip.size(), QImage.Format.Format_ARGB32))
    xs = [x for _, x in theme.stones]
    assert [k for k, _ in theme.stones] == ["stone.R", "stone.Y", "stone.G"]
    assert (xs == sorted(xs)) is first_is_left


def test_switching_language_keeps_the_open_game(
    qtbot: QtBot, window: MainWindow, context: AppContext
) -> None:
    shown = open_screen(window, "endless")
    assert isinstance(shown, GameScreen)
    session = shown.session
    bowl = session.selectable()[0]
    assert session.select(bowl)
    session.confirm()
    session.skip()
    settle()
    attempt = shown.attempt
    assert attempt.moves_played == 1
    before = (attempt.to_save(), attempt.score, attempt.position)
    play_en = shown.play_button.text()
    for code in ("ja", "ar", "hi", "es"):
        context.update_settings(language=code)
        settle()
        assert window.current_screen() is shown
        assert shown.attempt is attempt
        assert (attempt.to_save(), attempt.score, attempt.position) == before
        wanted = QCoreApplication.translate("Game", "Play")
        assert wanted != play_en
        qtbot.waitUntil(lambda wanted=wanted: shown.play_button.text() == wanted)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_the_checks_catch_clipping_and_missing_glyphs(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

    box = QWidget()
    qtbot.addWidget(box)
    row = QHBoxLayout(box)
    narrow = QLabel("A label far too long for its forty pixels")
    narrow.setFixedWidth(40)
    button = QPushButton("A button far too long as well")
    button.setFixedWidth(40)
    tofu = QLabel("鉢")
    tofu.setFont(latin_only_font())
    fine = QLabel("OK")
    for widget in (narrow, button, tofu, fine):
        row.addWidget(widget)
    box.show()
    qtbot.waitExposed(box)
    clipped = clipping_problems(box)
    assert len(clipped) == 2 and "forty" in clipped[0] and "button" in clipped[1]
    assert len(glyph_problems(box)) == 1 and "鉢" in glyph_problems(box)[0]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_result_and_question_texts_fit_in_every_language(
    code: str, window: MainWindow, context: AppContext
) -> None:
    context.update_settings(language=code)
    # Puzzle 1 is solved by sowing bowl 0 (its solution): the win overlay appears.
    shown = open_screen(window, "puzzle")
    assert isinstance(shown, GameScreen)
    assert shown.session.select(0)
    shown.session.confirm()
    shown.session.skip()
    settle()
    assert shown.result.isVisible()
    assert len(visible_texts(shown.result)) >= 3  # title, detail, buttons
    problems = glyph_problems(shown.result) + clipping_problems(shown.result)
    # Endless after one move: the End-attempt question bar.
    shown = open_screen(window, "endless")
    assert isinstance(shown, GameScreen)
    shown.session.select(shown.session.selectable()[0])
    shown.session.confirm()
    shown.session.skip()
    shown.ask_end()
    settle()
    assert shown.question.isVisible()
    assert len(visible_texts(shown.question)) >= 3  # question, yes, no
    problems += glyph_problems(shown.question) + clipping_problems(shown.question)
    assert not problems, "\n".join(problems)
