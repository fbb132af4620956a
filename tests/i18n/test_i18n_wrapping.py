"""No wrapped label clips in right-to-left text.

Qt draws a wrapped plain-text QLabel shifting each non-final right-to-left line by one
space width, so the last word of the line is cut at the left edge; ``app.labels.WrapLabel``
lays the same text out as escaped rich text. The check renders every Arabic message at
several widths with a margin on both sides: a correct layout never inks the margins, a
shifted line does (with no margin, as in the game, that ink is cut off).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.i18n.test_i18n_screens import SCREENS, close, open_screen
from tools import update_translations as tool
from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.labels import WrapLabel, as_rich_text
from twelve_bowls.app.main_window import MainWindow

WIDTHS = (160, 240, 320, 480)
MARGIN = 8


def arabic_texts() -> list[str]:
    """Every Arabic message and plural form, placeholders filled with a number."""
    found: set[str] = set()
    for message in ET.parse(tool.catalog("ar")).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        for form in [translation.text or "", *(f.text or "" for f in translation)]:
            if form.strip():
                found.add(re.sub(r"%(?:\d|L?n)", "12", form).replace("&", ""))
    return sorted(found)


def inked_margin(label: QLabel, text: str, width: int) -> bool:
    """Whether ``text`` in ``label`` at ``width`` draws into the side margins."""
    label.setText(text)
    label.setFixedWidth(width)
    height = label.heightForWidth(width)
    label.setFixedHeight(height)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    label.render(image, QPoint(0, 0))
    for left in (0, width - MARGIN):
        strip = image.copy(left, 0, MARGIN, height).convertToFormat(QImage.Format.Format_RGB32)
        pixels = bytes(strip.constBits())  # B, G, R, 0xff per pixel; rows of 32 bytes
        if not pixels.strip(b"\xff"):
            continue  # all white: the common case, checked in C
        for i in range(0, len(pixels), 4):
            channels = pixels[i : i + 3]
            if (max(channels) + min(channels)) // 2 < 200:  # QColor.lightness()
                return True
    return False


def rtl_label(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    label.setContentsMargins(MARGIN, 0, MARGIN, 0)
    label.setStyleSheet("background: white; color: black;")
    return label


def wrapped_cases(label: QLabel) -> Iterator[tuple[str, int]]:
    """(text, width) for every Arabic text too long for one line at that width."""
    metrics = label.fontMetrics()
    for text in arabic_texts():
        for width in WIDTHS:
            if metrics.horizontalAdvance(text) > width - 2 * MARGIN:
                yield text, width


@pytest.fixture
def arabic(qtbot: QtBot) -> None:
    i18n.set_language("ar")


@pytest.mark.usefixtures("arabic")
def test_no_wrapped_arabic_text_clips(qtbot: QtBot) -> None:
    label = rtl_label(WrapLabel())
    qtbot.addWidget(label)
    cases = list(wrapped_cases(label))
    assert len(cases) > 300  # the long messages of every screen, each at several widths
    clipped = [
        f"{width}px: {text[:60]!r}" for text, width in cases if inked_margin(label, text, width)
    ]
    assert not clipped, f"{len(clipped)} of {len(cases)} clip:\n" + "\n".join(clipped)


@pytest.mark.usefixtures("arabic")
def test_plain_text_labels_are_what_clips(qtbot: QtBot) -> None:
    # The Qt behaviour WrapLabel works around, shown with the same check: if this fails,
    # Qt has fixed its plain-text layout and WrapLabel is no longer needed.
    label = rtl_label(QLabel())
    label.setTextFormat(Qt.TextFormat.PlainText)
    qtbot.addWidget(label)
    assert any(inked_margin(label, text, width) for text, width in wrapped_cases(label))


def test_wrap_label_keeps_its_plain_text(qtbot: QtBot) -> None:
    label = WrapLabel("a < b & c\nnext line")
    qtbot.addWidget(label)
    assert label.text() == "a < b & c\nnext line"
    # Left to right: Qt's plain-text path, which shows the markup characters as they are.
    assert label.wordWrap() and label.textFormat() is Qt.TextFormat.PlainText
    assert QLabel.text(label) == "a < b & c\nnext line"
    assert as_rich_text("a < b & c\nd") == "a &lt; b &amp; c<br/>d"


def test_right_to_left_text_takes_the_rich_text_layout(qtbot: QtBot) -> None:
    # Arabic letters in a left-to-right interface (a file's name, say), and any text once
    # the label is right to left, as every label is in the Arabic interface.
    label = WrapLabel("لعبة < جديدة")
    qtbot.addWidget(label)
    assert label.textFormat() is Qt.TextFormat.RichText
    assert QLabel.text(label) == "لعبة &lt; جديدة" and label.text() == "لعبة < جديدة"
    label.setText("Score: 120")
    assert label.textFormat() is Qt.TextFormat.PlainText
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    assert label.textFormat() is Qt.TextFormat.RichText
    assert label.text() == "Score: 120"
    label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert label.textFormat() is Qt.TextFormat.PlainText


def wrapped_plain_labels(root: QWidget) -> list[str]:
    """Word-wrapped labels not laid out as rich text (in the Arabic interface: each one,
    WrapLabels included, must be)."""
    return [
        f"{label.objectName() or type(label.parent()).__name__}: {label.text()[:40]!r}"
        for label in root.findChildren(QLabel)
        if label.wordWrap() and label.textFormat() is not Qt.TextFormat.RichText
    ]


def test_no_source_wraps_a_plain_text_label() -> None:
    # Catches dialogs and screens the walk below does not open: a label made to wrap in
    # the code is either a WrapLabel or a rich-text label.
    problems = []
    for path in tool.sources():
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r"([\w.]+)\.setWordWrap\(True\)", text):
            name = match.group(1)
            rich = f"{name}.setTextFormat(Qt.TextFormat.RichText)"
            if path.name != "labels.py" and rich not in text:
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{path.relative_to(tool.ROOT)}:{line}: {name}")
    assert not problems, "use app.labels.WrapLabel:\n" + "\n".join(problems)


def test_every_wrapped_label_of_every_screen_is_laid_out_as_rich_text(
    window: MainWindow, context: AppContext
) -> None:
    context.update_settings(language="ar")
    problems: list[str] = []
    for name in SCREENS:
        shown = open_screen(window, name)
        problems += [f"{name}: {p}" for p in wrapped_plain_labels(shown)]
        problems += [f"{name} (window): {p}" for p in wrapped_plain_labels(window)]
        close(shown)
    assert not problems, "\n".join(sorted(set(problems)))
