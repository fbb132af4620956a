"""The application stylesheet: readable check box and radio indicators in every theme."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from twelve_bowls.app.style import apply_style, palette_of
from twelve_bowls.app.theming.contrast import contrast_ratio
from twelve_bowls.app.theming.registry import theme_registry


def _indicator_pixels(widget: QCheckBox | QRadioButton) -> list[QColor]:
    """The pixels of the indicator alone (not the label), as the widget's style lays it out."""
    option = QStyleOptionButton()
    widget.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if isinstance(widget, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect = widget.style().subElementRect(element, option, widget)
    assert rect.width() >= 10 and rect.right() < 30, rect  # the box, not the text beside it
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    ]


@pytest.mark.parametrize("theme_id", theme_registry().ids())
def test_indicators_stand_out_from_the_dialog(qtbot: QtBot, theme_id: str) -> None:
    # WCAG 1.4.11: a control's boundary needs 3:1 against what is around it; the platform
    # style's outline (the window colour darkened) disappeared on Neon and Space.
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme = theme_registry().get(theme_id)
    apply_style(app, theme)
    try:
        dialog = QDialog()
        qtbot.addWidget(dialog)
        layout = QVBoxLayout(dialog)
        boxes = [QCheckBox("Move preview"), QRadioButton("Neon")]
        checked = [QCheckBox("Reduced motion"), QRadioButton("Space")]
        for widget in checked:
            widget.setChecked(True)
        for widget in boxes + checked:
            widget.setAutoExclusive(False)  # each one's own state, not a group's
            layout.addWidget(widget)
        dialog.show()
        qtbot.waitExposed(dialog)
        window = palette_of(theme).window
        accent = palette_of(theme).accent
        for widget in boxes:
            best = max(contrast_ratio(c, window) for c in _indicator_pixels(widget))
            assert best >= 3.0, (theme_id, type(widget).__name__, best)
        for widget in checked:
            pixels = _indicator_pixels(widget)
            # Checked is filled with the accent (a square in the box, a dot in the circle).
            assert sum(1 for c in pixels if c == accent) >= 16, (theme_id, widget.text())
        for widget in boxes:
            assert not any(c == accent for c in _indicator_pixels(widget)), theme_id
    finally:
        apply_style(app, theme_registry().get("simple"))


@pytest.mark.parametrize("theme_id", theme_registry().ids())
def test_language_list_has_even_rows_and_a_readable_highlight(qtbot: QtBot, theme_id: str) -> None:
    from twelve_bowls.app.context import AppContext, InMemoryProfileService
    from twelve_bowls.app.settings_dialog import SettingsDialog

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme = theme_registry().get(theme_id)
    apply_style(app, theme)
    try:
        dialog = SettingsDialog(AppContext(store=InMemoryProfileService()))
        qtbot.addWidget(dialog)
        dialog.show()
        combo = dialog.language_combo
        combo.showPopup()
        view = combo.view()
        qtbot.waitExposed(view)
        heights = {view.visualRect(view.model().index(row, 0)).height() for row in range(5)}
        assert len(heights) == 1, heights  # English, Español, 日本語, हिन्दी, العربية alike
        view.setCurrentIndex(view.model().index(2, 0))
        rect = view.visualRect(view.model().index(2, 0))
        image = view.viewport().grab(rect).toImage().convertToFormat(QImage.Format.Format_RGB32)
        colours = [
            image.pixelColor(x, y)
            for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)
        ]
        background = max(set(c.rgb() for c in colours), key=[c.rgb() for c in colours].count)
        text = palette_of(theme).text
        # WCAG 1.4.3: the highlighted row's text colour against its background.
        assert contrast_ratio(text, QColor(background)) >= 4.5, (
            theme_id,
            QColor(background).name(),
        )
        assert QColor(background) != palette_of(theme).panel  # the current row is marked
        combo.hidePopup()
    finally:
        apply_style(app, theme_registry().get("simple"))


@pytest.mark.parametrize("theme_id", theme_registry().ids())
def test_a_scroll_bar_shows_its_track_and_a_handle_that_stands_out(
    qtbot: QtBot, theme_id: str
) -> None:
    # The long screens (help, puzzles, records, the editor) scroll; their bars once came
    # out as bare outlines with boxed arrows (the scroll areas' transparent children).
    from PySide6.QtWidgets import QLabel, QScrollArea

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme = theme_registry().get(theme_id)
    apply_style(app, theme)
    try:
        area = QScrollArea()
        qtbot.addWidget(area)
        area.setWidget(QLabel("\n".join(f"line {n}" for n in range(200))))
        area.resize(300, 240)
        area.show()
        qtbot.waitExposed(area)
        bar = area.verticalScrollBar()
        assert bar.isVisible() and bar.width() == 12
        image = bar.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        column = [image.pixelColor(bar.width() // 2, y) for y in range(image.height())]
        palette = palette_of(theme)
        handle = [y for y, colour in enumerate(column) if colour == palette.muted_text]
        # The handle is at the top (nothing scrolled yet), as long as its minimum at least,
        # and no arrow box sits above it.
        assert handle and handle[0] <= 3 and len(handle) >= 30, (theme_id, handle[:3])
        track = column[-3]  # the track's colour near the bottom, where the handle is not
        assert track != palette.muted_text
        # WCAG 1.4.11: the handle needs 3:1 against its track.
        assert contrast_ratio(palette.muted_text, track) >= 3.0, theme_id
    finally:
        apply_style(app, theme_registry().get("simple"))
