"""A click on a puzzle card that the list shows only in part opens that puzzle."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.puzzle_picker import PuzzlePicker


def test_a_click_on_a_half_visible_card_opens_it(qtbot: QtBot) -> None:
    picker = PuzzlePicker(AppContext(InMemoryProfileService()))
    qtbot.addWidget(picker)
    picker.resize(800, 560)
    picker.show()
    qtbot.waitExposed(picker)
    picker.activateWindow()  # focus moves, as in the player's window
    qtbot.waitUntil(picker.isActiveWindow)
    viewport = picker.scroll_area.viewport()
    cut = [
        tile
        for tile in picker.tiles
        if tile.mapTo(viewport, QPoint(0, 0)).y()
        < viewport.height()
        < tile.mapTo(viewport, QPoint(0, tile.height())).y()
    ]
    assert cut, "a card the list's bottom edge cuts"
    tile = cut[0]
    top = tile.mapTo(viewport, QPoint(0, 0)).y()
    visible_part = QPoint(tile.width() // 2, (viewport.height() - top) // 2)
    pointer = tile.mapToGlobal(visible_part)  # where the player's pointer stays
    with qtbot.waitSignal(picker.puzzle_chosen, timeout=1000) as chosen:
        QTest.mousePress(
            tile, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, visible_part
        )
        # The release is where the pointer is over the card now: a list that scrolled on
        # the press moved the card from under it, and the click was lost.
        QTest.mouseRelease(
            tile,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            tile.mapFromGlobal(pointer),
        )
    assert chosen.args == [tile.number]
