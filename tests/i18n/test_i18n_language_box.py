"""The language box in Settings holds every language's name with room to spare: the
Arabic and Devanagari names reach further above and below their line than the font's
metrics say, and in the Arabic window the box's text field was shorter than العربية."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from tests.i18n.test_i18n_screens import close, open_screen, settle
from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.settings_dialog import SettingsDialog


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_language_name_fits_the_language_box(
    code: str,
    styled: MainWindow,
    context: AppContext,
) -> None:
    context.update_settings(language=code)
    styled.resize(800, 560)
    settle()
    dialog = open_screen(styled, "settings")
    assert isinstance(dialog, SettingsDialog)
    box = dialog.language_combo
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
    )
    metrics = QFontMetrics(box.font())
    for index in range(box.count()):
        ink = metrics.boundingRect(box.itemText(index)).height()
        # A pixel of anti-aliasing above and below the ink stays inside the field.
        assert ink + 2 <= field.height(), (box.itemText(index), ink, field.height())
    close(dialog)
