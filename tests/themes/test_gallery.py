"""The themes gallery (R9.5): all themes previewable, unlocks by achievements, apply live."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.themes_gallery import ThemesGallery
from twelve_bowls.app.theming.registry import ThemeRegistry
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.profile import THEME_ORDER, Profile, achievements_to_unlock


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("ThemesGallery", text, None, n)


@pytest.fixture
def context(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))
    return AppContext(store=InMemoryProfileService())


def earn(context: AppContext, count: int) -> None:
    """The profile holds ``count`` achievements, as after finished attempts earned them;
    the context tells the views, as ``record_finished`` does."""
    context.profile.achievements = list(Achievement)[:count]
    context.profile_changed.emit()


@pytest.fixture
def gallery(qtbot, context):
    screen = ThemesGallery(context)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    return screen


def test_all_seven_listed_in_r95_order(gallery) -> None:
    assert list(gallery.cards)[:7] == list(THEME_ORDER)


def test_fresh_profile_unlocks_only_simple(gallery) -> None:  # R9.5, k = 0
    assert gallery.cards["simple"].locked is False
    for theme_id in THEME_ORDER[1:]:
        card = gallery.cards[theme_id]
        assert card.locked is True
        status = card.text().splitlines()[1]
        needed = achievements_to_unlock(Profile(), theme_id)  # R9.5: k-th theme needs k
        assert needed == THEME_ORDER.index(theme_id)
        assert status == tr("%n more achievement(s) to unlock", needed)
        assert str(needed) in status


def test_locked_theme_previews_but_cannot_be_used(gallery, context) -> None:
    gallery.cards["space"].click()
    assert gallery.board.board.look.theme.id == "space"  # the preview shows it
    # Drawn disabled (the locked look), but it still answers a click or key press.
    assert gallery.use.property("locked") is True and gallery.use.isEnabled()
    assert not gallery.use.property("primary")
    assert "6" in gallery.status.text()
    assert gallery.locked_notice.isHidden()
    gallery.use.click()
    assert context.settings.theme == "simple"
    assert context.theme.id == "simple"
    assert not gallery.locked_notice.isHidden()
    assert gallery.locked_notice.text() == tr(
        "This theme is still locked: earn %n more achievement(s) in any mode to use it.", 6
    )
    gallery.cards["simple"].click()
    assert gallery.locked_notice.isHidden()


def test_a_locked_use_button_looks_like_a_disabled_one(qtbot, gallery) -> None:
    from PySide6.QtWidgets import QApplication

    from twelve_bowls.app.style import apply_style, palette_of

    app = QApplication.instance()
    palette = palette_of(gallery.context.theme)
    apply_style(app, gallery.context.theme)
    try:
        gallery.show()
        qtbot.waitExposed(gallery)
        gallery.cards["space"].click()
        image = gallery.use.grab().toImage()
        colours = {
            image.pixelColor(x, y).name()
            for x in range(image.width())
            for y in range(image.height())
        }
        # The plain button face, not the accent fill of an active primary button.
        assert image.pixelColor(image.width() // 2, 4).name() == palette.button.name()
        assert palette.accent.name() not in colours
    finally:
        app.setStyleSheet("")


def test_achievements_unlock_in_order_and_use_applies(qtbot, gallery, context) -> None:
    earn(context, 2)  # R9.5: k = 2 unlocks Simple, Garden, Sand
    assert [t for t in THEME_ORDER if gallery.cards[t].locked is False] == [
        "simple",
        "garden",
        "sand",
    ]
    gallery.cards["sand"].click()
    assert gallery.use.isEnabled()
    with qtbot.waitSignal(context.theme_changed, timeout=1000):
        gallery.use.click()
    assert context.settings.theme == "sand"
    assert context.theme.id == "sand"
    assert gallery.cards["sand"].text().splitlines()[1] == tr("In use")
    assert not gallery.use.isEnabled()


def test_unavailable_plugins_are_listed(qtbot, context) -> None:
    from importlib.metadata import EntryPoint

    entry_points = [EntryPoint("missing", "no_such_module_here:Theme", "twelve_bowls.themes")]
    screen = ThemesGallery(context, registry=ThemeRegistry(entry_points))
    qtbot.addWidget(screen)
    assert list(screen.cards) == list(THEME_ORDER)
    assert not screen.unavailable_list.isHidden()
    assert screen.unavailable_list.text().startswith("missing\nModuleNotFoundError")


def test_retranslates_on_language_change(gallery, qapp) -> None:
    gallery.heading.setText("")
    qapp.sendEvent(gallery, QEvent(QEvent.Type.LanguageChange))
    assert gallery.heading.text() == tr("Themes") != ""


def test_arrow_keys_walk_the_list_and_preview(qtbot, gallery, qapp) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    with qtbot.waitActive(gallery):
        gallery.show()
        gallery.activateWindow()
    gallery.focus_first()
    assert gallery.cards["simple"].hasFocus()
    QTest.keyClick(gallery.cards["simple"], Qt.Key.Key_Down)
    assert gallery.cards["garden"].hasFocus()
    assert gallery.previewed.id == "garden"
    assert gallery.board.board.look.theme.id == "garden"
