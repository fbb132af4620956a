"""Runtime language switching: translators, Qt's own strings, locale and layout direction."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext


class Counting(QLabel):
    """Counts LanguageChange events and retranslates like every screen does."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0
        self.setText(QCoreApplication.translate("Help", "How to play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.setText(QCoreApplication.translate("Help", "How to play"))
        super().changeEvent(event)


def test_switch_sends_language_change_and_retranslates(qtbot: QtBot) -> None:
    label = Counting()
    qtbot.addWidget(label)
    i18n.set_language("es")
    qtbot.waitUntil(lambda: label.changes >= 1)
    assert label.text() == "Cómo se juega"
    i18n.set_language("ja")
    qtbot.waitUntil(lambda: label.text() == "遊び方")
    i18n.set_language("en")
    qtbot.waitUntil(lambda: label.text() == "How to play")


def test_only_the_current_language_translators_stay_installed(qapp: QApplication) -> None:
    i18n.set_language("es")
    i18n.set_language("ar")
    assert i18n.loaded_catalogs() == ["qtbase_ar.qm", "twelve_bowls_ar.qm"]
    # Spanish is gone: a Spanish-only text is not returned any more.
    assert QCoreApplication.translate("Help", "How to play") != "Cómo se juega"
    i18n.set_language("en")
    assert i18n.loaded_catalogs() == ["twelve_bowls_en.qm"]
    assert QCoreApplication.translate("Help", "How to play") == "How to play"


def test_english_plurals_read_naturally(qapp: QApplication) -> None:
    i18n.set_language("en")
    tr = i18n.translate_plural
    assert tr("Game", "%n move(s) left", None, 1) == "1 move left"
    assert tr("Game", "%n move(s) left", None, 12) == "12 moves left"
    i18n.set_language("ar")
    forms = [tr("Game", "%n move(s) left", None, n) for n in (0, 1, 2, 5, 11, 100)]
    assert forms == [  # Arabic: zero, one, two, few (3-10), many (11-99), other (100+)
        "لم تبقَ أي حركة",
        "بقيت حركة واحدة",
        "بقيت حركتان",
        "بقيت \u20665\u2069 حركات",
        "بقيت \u206611\u2069 حركة",
        "بقيت \u2066100\u2069 حركة",
    ]


def test_arabic_turns_the_layout_right_to_left(qapp: QApplication, qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    i18n.set_language("ar")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert widget.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QLocale().name() == "ar_001"
    i18n.set_language("hi")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert widget.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert QLocale().name() == "hi_IN"


def test_qt_standard_buttons_follow_the_language(qtbot: QtBot) -> None:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    expected = {"es": "Cancelar", "ja": "キャンセル", "ar": "ألغِ", "hi": "रद्द करें", "en": "Cancel"}
    for code, text in expected.items():
        i18n.set_language(code)
        qtbot.waitUntil(lambda text=text: cancel.text().replace("&", "") == text)


def test_hindi_uses_our_own_qt_catalog() -> None:
    path = i18n.qt_catalog_path("hi")
    assert path is not None and path.parent == i18n.catalog_dir()
    es = i18n.qt_catalog_path("es")
    assert es is not None and es.parent != i18n.catalog_dir()  # PySide6's own
    i18n.set_language("hi")
    assert QCoreApplication.translate("QPlatformTheme", "Save") == "सहेजें"
    assert QCoreApplication.translate("QPlatformTheme", "Restore Defaults") != "Restore Defaults"


def test_context_setting_switches_the_language(qtbot: QtBot, context: AppContext) -> None:
    context.update_settings(language="ar")
    assert i18n.current_language() == "ar"
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    context.update_settings(language="en")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_system_language_is_a_supported_one() -> None:
    assert i18n.system_language() in i18n.LANGUAGES


def test_arabic_counts_arrive_isolated(qapp: QApplication) -> None:
    i18n.set_language("ar")
    text = i18n.translate_plural("Game", "%n move(s) left", None, 5)
    assert text == "بقيت \u20665\u2069 حركات"
