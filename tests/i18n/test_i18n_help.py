"""How to play: covers R1-R9, renders in every language, mirrors in Arabic but not the ring."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from tests.i18n.screen_checks import clipping_problems, glyph_problems
from twelve_bowls.app import i18n
from twelve_bowls.app.board import layout
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.screens import help as help_screen
from twelve_bowls.app.screens.help import SECTIONS, HelpScreen
from twelve_bowls.app.screens.help_diagrams import (
    BowlPicture,
    Diagram,
    DiagramWidget,
    RingPicture,
    ring,
)
from twelve_bowls.app.style import palette_of


def show(
    context: AppContext, qtbot: QtBot, code: str, size: tuple[int, int] = (1280, 720)
) -> HelpScreen:
    i18n.set_language(code)
    screen = HelpScreen(context)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    QCoreApplication.processEvents()
    return screen


def test_sections_cover_every_rule_group() -> None:
    # R1 board, R2 move, R3 chains, R4 matches, R5 score, R6 overflow, R7 puzzles,
    # R8 Endless/Daily, R9 undo/records/themes.
    assert [s.key for s in SECTIONS] == [
        "board", "move", "matches", "chains", "score", "overflow", "puzzles", "endless", "undo",
    ]  # fmt: skip
    text = " ".join(p for s in SECTIONS for p in s.paragraphs)
    terms = "clockwise reverse frozen wild blocker volcano combo overflow refill Daily practice"
    for term in [*terms.split(), "Perfect Clear", "Garden", "Space"]:
        assert term in text, term
    assert all(s.diagram is not None for s in SECTIONS)


def test_every_paragraph_has_a_short_heading_and_the_keys_are_listed() -> None:
    # Short sections: a heading over each paragraph, a few lines each.
    for section in (*SECTIONS, help_screen.KEYS):
        heads = help_screen.SUBHEADS[section.key]
        assert len(heads) == len(section.paragraphs), section.key
        assert all(len(h.split()) <= 5 for h in heads), heads
    keys = " ".join(help_screen.KEYS.paragraphs)
    # The G key speaks the goal and the moves left (app/game/spoken.py, BRIEF_KEY).
    for key in ("arrow keys", "Enter", "Space", "%1 undoes", "H gives", "G reads the goal", "M "):
        assert key in keys, key


def test_the_keys_section_and_the_game_panel_say_the_same(
    context: AppContext, qtbot: QtBot
) -> None:
    from twelve_bowls.app.game.key_help import key_sentences

    screen = show(context, qtbot, "en")
    shown = [label.text() for label in screen.paragraphs["keys"]]
    assert shown == list(key_sentences())
    assert "G reads the goal and the moves left" in shown[1]
    assert [label.text() for label in screen.subheads["keys"]] == [
        "On the board",
        "Anywhere in a game",
        "Solution and replay",
    ]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_help_renders_every_text_without_missing_glyphs_or_clipping(
    context: AppContext, qtbot: QtBot, code: str
) -> None:
    screen = show(context, qtbot, code)
    assert not glyph_problems(screen), glyph_problems(screen)
    assert not clipping_problems(screen), clipping_problems(screen)
    # Also at the smallest supported window.
    screen.resize(1024, 600)
    QCoreApplication.processEvents()
    assert not clipping_problems(screen), clipping_problems(screen)


@pytest.mark.parametrize("code", ["es", "ja", "hi", "ar"])
def test_help_is_translated(context: AppContext, qtbot: QtBot, code: str) -> None:
    screen = show(context, qtbot, code)
    every = (*SECTIONS, help_screen.KEYS)  # the rules, then the keys
    english = {s.title for s in every} | {p for s in every for p in s.paragraphs}
    english |= {h for heads in help_screen.SUBHEADS.values() for h in heads}
    shown = [screen.title.text(), screen.intro.text()]
    shown += [label.text() for label in screen.headings.values()]
    shown += [label.text() for labels in screen.paragraphs.values() for label in labels]
    shown += [label.text() for labels in screen.subheads.values() for label in labels]
    paragraphs = sum(len(s.paragraphs) for s in every)
    assert len(shown) == 2 + len(every) + 2 * paragraphs  # a heading over each paragraph
    assert not [t for t in shown if t in english or t == help_screen.INTRO]


def test_language_switch_retranslates_the_open_help(context: AppContext, qtbot: QtBot) -> None:
    screen = show(context, qtbot, "en")
    scroll = screen.scroll_area.verticalScrollBar()
    scroll.setValue(scroll.maximum() // 2)
    position = scroll.value()
    context.update_settings(language="ja")
    qtbot.waitUntil(lambda: screen.title.text() == "遊び方")
    assert screen.headings["board"].text() != "The board"
    assert screen.scroll_area.verticalScrollBar().value() > 0 and position > 0


def test_arabic_mirrors_the_screen(context: AppContext, qtbot: QtBot) -> None:
    screen = show(context, qtbot, "ar")
    back = screen.back.mapTo(screen, QPoint(0, 0)).x()
    title = screen.title.mapTo(screen, QPoint(0, 0)).x()
    assert back > screen.width() / 2  # Back sits at the right, where Arabic starts
    assert title < back
    screen_en = show(context, qtbot, "en")
    assert screen_en.back.mapTo(screen_en, QPoint(0, 0)).x() < screen_en.width() / 2


class RecordingTheme:
    """A stand-in theme that records where each key is painted (to check geometry)."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.calls: list[tuple[str, QRectF]] = []

    def palette(self) -> Any:
        return self.real.palette()

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        self.calls.append((key, QRectF(rect)))


class FakeContext:
    def __init__(self, theme: Any) -> None:
        self.theme = theme
        self.settings = None


def painted_bowls(context: AppContext, qtbot: QtBot, direction: Qt.LayoutDirection) -> list[QRectF]:
    theme = RecordingTheme(context.theme)
    diagram = Diagram((ring({0: BowlPicture("R"), 1: BowlPicture("Y")}),))
    widget = DiagramWidget(FakeContext(theme), diagram)
    qtbot.addWidget(widget)
    widget.setLayoutDirection(direction)
    widget.resize(widget.sizeHint())
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    widget.render(image)
    return [rect for key, rect in theme.calls if key.startswith("bowl")]


def test_ring_diagrams_are_never_mirrored(context: AppContext, qtbot: QtBot) -> None:
    # R1.1: bowl 0 at 12 o'clock, numbers grow clockwise, in every language.
    for direction in (Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft):
        bowls = painted_bowls(context, qtbot, direction)
        assert len(bowls) == 12
        top = min(bowls, key=lambda r: r.center().y())
        assert bowls.index(top) == 0
        assert bowls[1].center().x() > bowls[0].center().x()  # clockwise = to the right
        assert bowls[3].center().y() > bowls[2].center().y()


def test_before_after_frames_follow_the_reading_direction(
    qtbot: QtBot, context: AppContext
) -> None:
    diagram = Diagram((BowlPicture("RRR"), BowlPicture("")))
    widget = DiagramWidget(context, diagram)
    qtbot.addWidget(widget)
    widget.resize(widget.sizeHint())
    first, second = widget.frame_rects()
    assert first.center().x() < second.center().x()
    widget.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    first, second = widget.frame_rects()
    assert first.center().x() > second.center().x()


def test_diagrams_are_painted_by_the_theme(context: AppContext, qtbot: QtBot) -> None:
    theme = RecordingTheme(context.theme)
    for section in SECTIONS:
        assert section.diagram is not None
        widget = DiagramWidget(FakeContext(theme), section.diagram)
        qtbot.addWidget(widget)
        widget.resize(widget.sizeHint())
        widget.render(QImage(widget.size(), QImage.Format.Format_ARGB32))
    keys = {key for key, _ in theme.calls}
    assert {"bowl", "bowl.selected", "stone.R", "stone.W", "stone.X"} <= keys
    assert {"modifier.frozen", "modifier.reverse", "modifier.volcano"} <= keys
    assert {"highlight.match", "highlight.eruption", "highlight.overflow"} <= keys


def test_theme_change_repaints_without_rebuilding(context: AppContext, qtbot: QtBot) -> None:
    screen = show(context, qtbot, "en")
    diagrams = dict(screen.diagrams)
    before = screen.diagrams["board"].grab().toImage()
    other = next((t.id for t in _themes() if t.id != context.settings.theme), None)
    assert other is not None
    context.update_settings(theme=other)
    QCoreApplication.processEvents()
    after = screen.diagrams["board"].grab().toImage()
    assert screen.diagrams == diagrams
    assert before != after


def _themes() -> list[Any]:
    from twelve_bowls.app.theming.registry import theme_registry

    return list(theme_registry().themes())


def test_escape_and_back_leave(context: AppContext, qtbot: QtBot) -> None:
    screen = show(context, qtbot, "en")
    with qtbot.waitSignal(screen.leave_requested):
        qtbot.keyClick(screen, Qt.Key.Key_Escape)
    with qtbot.waitSignal(screen.leave_requested):
        screen.back.click()


def test_ring_picture_defaults_are_empty() -> None:
    picture = ring({})
    assert isinstance(picture, RingPicture)
    assert all(b == BowlPicture() for b in picture.bowls)


@pytest.mark.parametrize("code", ["en", "hi"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 720)])
def test_the_page_ends_with_its_last_text(
    window: MainWindow, context: AppContext, code: str, size: tuple[int, int]
) -> None:
    # The page is as tall as its text at its width. It was as tall as every paragraph at
    # its narrowest, 1,460 px more than the text at 1280x720: screens of empty scroll.
    context.update_settings(language=code)
    window.resize(*size)
    screen = window.open_screen("help")
    QCoreApplication.processEvents()
    assert isinstance(screen, HelpScreen)
    page = screen.scroll_area.widget()
    labels = [*screen.captions.values()]
    labels += [label for group in screen.paragraphs.values() for label in group]
    last = max(label.mapTo(page, QPoint(0, label.height())).y() for label in labels)
    assert page.height() - last < 40, (page.height(), last)


def test_a_sowing_arc_never_crosses_the_bowl_numbers(context: AppContext, qtbot: QtBot) -> None:
    # The eruption's arc sweeps half the ring; it once ran over the numbers 7 to 11.
    accent = palette_of(context.theme).accent
    arcs = [
        (section.diagram, index)
        for section in SECTIONS
        if section.diagram is not None
        for index, frame in enumerate(section.diagram.frames)
        if isinstance(frame, RingPicture) and frame.sow_from is not None
    ]
    assert len(arcs) >= 2  # sowing from bowl 0, the volcano's eruption from bowl 6
    for diagram, index in arcs:
        widget = DiagramWidget(context, diagram)
        qtbot.addWidget(widget)
        widget.resize(widget.sizeHint())
        image = QImage(widget.size(), QImage.Format.Format_ARGB32)
        image.fill(0)
        widget.render(image)
        frame = widget.frame_rects()[index]
        scale = frame.width() / layout.SCENE_RECT.width()
        half = max(8, round(frame.width() / 22)) * 0.5  # the number's own glyph square
        crossed = []
        for bowl in range(12):
            point = layout.label_point(bowl)
            x = frame.center().x() + point.x() * scale
            y = frame.center().y() + point.y() * scale
            for px in range(round(x - half), round(x + half)):
                for py in range(round(y - half), round(y + half)):
                    colour = QColor(image.pixel(px, py))
                    if (
                        abs(colour.red() - accent.red())
                        + abs(colour.green() - accent.green())
                        + abs(colour.blue() - accent.blue())
                        < 60
                    ):
                        crossed.append(bowl)
        assert not crossed, sorted(set(crossed))
