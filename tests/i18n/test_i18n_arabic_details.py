"""Arabic details a reader notices: the code prefix TB1- sits in an isolate (loose, its
hyphen jumps to the other side: "-TB1"), the copied share text carries no invisible
isolate characters (chat apps draw them as boxes), and the About dialog's English notices
open at the start of their lines."""

from __future__ import annotations

import datetime

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.i18n.test_i18n_glossary import translations
from twelve_bowls.app import i18n
from twelve_bowls.app.about_dialog import AboutDialog
from twelve_bowls.app.game.assist import daily_share_text
from twelve_bowls.engine.modes import DailyAttempt


def test_every_arabic_tb1_prefix_is_isolated() -> None:
    found = [text for _, source, text in translations("ar") if "TB1-" in source]
    assert len(found) >= 3
    for text in found:
        assert f"{i18n.LRI}TB1-{i18n.PDI}" in text, text


def test_the_copied_arabic_share_text_has_no_isolates() -> None:
    i18n.set_language("ar")
    attempt = DailyAttempt(datetime.date(2026, 12, 1))
    for _ in range(3):
        attempt.play(attempt.legal_moves()[0])
    text = daily_share_text(attempt)
    assert not set(text) & i18n.BIDI_CONTROLS, ascii(text)
    lines = text.splitlines()
    assert "2026-12-01" in lines[0] and "3 حركات" in lines[1], lines


def test_the_arabic_about_box_opens_at_the_start_of_its_english_lines(qtbot: QtBot) -> None:
    i18n.set_language("ar")
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()  # the box lays its lines out and sets its scroll range
    box = dialog.notices
    start = box.cursorRect(QTextCursor(box.document()))  # the first letter of the text
    assert 0 <= start.left() < box.viewport().width() // 4, start
