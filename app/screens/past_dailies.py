"""Earlier Dailies: the Daily of each of the last 30 UTC days, played again as
practice. A practice result never becomes a record (R9.3), and the attempt is never saved,
so today's paused Daily stays where it is.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.context import AppContext
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.screens.facts import fill, format_date
from twelve_bowls.app.screens.grid_keys import grid_step
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.modes import past_dates

COLUMNS = 3


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("PastDailies", text, disambiguation)


class PastDailiesScreen(QWidget):
    """A grid of the last 30 dates, newest first; choosing one starts it as practice."""

    leave_requested = Signal()
    daily_chosen = Signal(object)  # a datetime.date

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("pastDailies")
        self.today = utc_today()
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.note = WrapLabel(self)
        self.note.setProperty("role", "muted")
        self.back = QPushButton(self)
        self.back.setAutoDefault(True)
        self.back.clicked.connect(self.leave_requested.emit)
        self.buttons: list[QPushButton] = []
        self.dates = past_dates(self.today)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setSpacing(10)
        for index, date in enumerate(self.dates):
            button = QPushButton(grid_host)
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, d=date: self.daily_chosen.emit(d))
            button.installEventFilter(self)
            self.buttons.append(button)
            grid.addWidget(button, index // COLUMNS, index % COLUMNS)
        panel = QFrame(self)
        panel.setProperty("role", "panel")
        panel_box = QVBoxLayout(panel)
        panel_box.addWidget(grid_host)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(panel)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area = scroll

        header = QHBoxLayout()
        # Back at the top left (the top right in Arabic), as on every other screen.
        header.addWidget(self.back, 0, Qt.AlignmentFlag.AlignVCenter)
        header.addSpacing(12)
        header.addWidget(self.title, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.setSpacing(12)
        layout.addLayout(header)
        layout.addWidget(self.note)
        layout.addWidget(scroll, 1)
        context.profile_changed.connect(self.refresh)
        self.retranslate()

    def screen_title(self) -> str:
        """The window title's first part (SC 2.4.2): the screen's own name."""
        return _tr("Earlier Dailies")

    def retranslate(self) -> None:
        self.title.setText(self.screen_title())
        self.back.setText(_tr("Back"))
        self.note.setText(
            _tr(
                "Play the Daily challenge of one of the last 30 days again. It is practice: "
                "the result never becomes a record and does not count for the streak."
            )
        )
        self.refresh()

    def refresh(self) -> None:
        records = self.context.profile.records
        for date, button in zip(self.dates, self.buttons, strict=True):
            best = records.daily_best(date)
            if best is None:
                detail = _tr("not played")
            elif best.completed:
                detail = fill(_tr("best %1 · all 20 moves"), best.score)
            else:
                detail = fill(_tr("best %1"), best.score)
            text = f"{format_date(date)}\n{detail}"
            button.setText(text)
            button.setAccessibleName(fill(_tr("Daily of %1, practice"), format_date(date)))
            button.setAccessibleDescription(detail)

    def chosen_date(self, index: int) -> dt.date:
        return self.dates[index]

    def focus_first(self) -> None:
        self.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Arrow keys move across the grid, as in the puzzle picker.
        if isinstance(watched, QPushButton) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            step = grid_step(self, event.key(), COLUMNS, len(self.buttons))
            if step and watched in self.buttons:
                index = max(0, min(len(self.buttons) - 1, self.buttons.index(watched) + step))
                if index != self.buttons.index(watched):
                    self.buttons[index].setFocus(Qt.FocusReason.TabFocusReason)
                    self.scroll_area.ensureWidgetVisible(self.buttons[index])
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
