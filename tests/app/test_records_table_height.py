"""The Records screen's tables are as tall as all their rows, whatever the sheet does."""

from __future__ import annotations

import itertools

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.records import RecordsScreen
from twelve_bowls.engine.modes import AttemptResult, EndReason, ModeId

_ids = itertools.count()


def _endless(score: int) -> AttemptResult:
    return AttemptResult(
        attempt_id=f"t{next(_ids)}",
        mode=ModeId.ENDLESS,
        seed=f"s{score}",
        score=score,
        moves_played=40,
        ended=EndReason.OVERFLOW,
        practice=False,
        best_combo=1,
        perfect_clears=0,
        eruptions=0,
    )


def _every_row_shows(table) -> bool:
    for _ in range(3):  # the layout request, then the scroll area's resize of its page
        QApplication.processEvents()
    shown = table.viewport().height()
    return table.rowCount() == 10 and shown >= table.verticalHeader().length()


def test_ten_best_endless_show_all_ten_rows_after_a_restyle(qtbot: QtBot) -> None:  # R9.3
    context = AppContext(InMemoryProfileService())
    for score in range(100, 1300, 100):
        context.profile.record(_endless(score))
    screen = RecordsScreen(context)
    qtbot.addWidget(screen)
    screen.resize(1920, 1080)
    screen.show()
    context.profile_changed.emit()  # filled while shown, with the sheet of the time
    assert _every_row_shows(screen.endless_table)
    # A theme or text-size change later makes the header and every row taller: the table
    # grows with them instead of scrolling its last rows away inside the scrolling page.
    screen.setStyleSheet("QTableWidget, QHeaderView { font-size: 22pt; }")
    assert _every_row_shows(screen.endless_table)
    assert screen.endless_table.verticalScrollBar().maximum() == 0
