"""The home screen: the title, the three modes and the way to everything else."""

from __future__ import annotations

import datetime as dt
import itertools
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.context import AppContext
from app.screens import facts
from app.screens.emblem import RingEmblem
from app.screens.scaling import BASE_POINT_SIZE, text_scale
from engine.clock import utc_today

if TYPE_CHECKING:
    from engine.modes import Attempt  # loaded when a paused game is read, not at start

log = logging.getLogger(__name__)


def seconds_to_next_daily(now: dt.datetime | None = None) -> float:
    """Seconds until the next UTC date begins, when a new Daily challenge opens (R8.5)."""
    now = now or dt.datetime.now(dt.UTC)
    midnight = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.UTC)
    return (midnight - now).total_seconds()


class MenuButton(QPushButton):
    """A large button with a title line and a smaller detail line under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "menu")
        self.title = QLabel(self)
        self.detail = QLabel(self)
        self.detail.setProperty("role", "muted")
        self.title.setObjectName("menu_title")
        self.detail.setObjectName("menu_detail")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 10, 20, 10)
        layout.setSpacing(2)
        for label in (self.title, self.detail):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            layout.addWidget(label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_texts(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        # Screen readers and tooltips see both lines; the button itself has no own text.
        self.setAccessibleName(title)
        self.setAccessibleDescription(detail)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.sizeHint() if layout is not None else QSize(0, 0)
        return QSize(max(hint.width(), 320), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class HomeScreen(QWidget):
    """Puzzles, Endless (or Continue), Daily, Themes, Settings, How to play, Records."""

    leave_requested = Signal()
    # One of: "puzzles", "endless", "daily", "themes", "settings", "help", "records".
    open_requested = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("home")
        self._today = utc_today()

        self.emblem = RingEmblem(context, self)
        self.title = QLabel()
        self.title.setObjectName("home_title")
        self.title.setProperty("role", "title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("home_subtitle")
        self.subtitle.setProperty("role", "muted")
        self.subtitle.setWordWrap(True)
        self.notice = QLabel()
        self.notice.setProperty("role", "notice")
        self.notice.setWordWrap(True)
        self.notice.hide()

        self.puzzles = MenuButton()
        self.puzzles.setProperty("primary", True)
        self.endless = MenuButton()
        self.daily = MenuButton()
        self.themes = QPushButton()
        self.settings = QPushButton()
        self.help = QPushButton()
        self.records = QPushButton()
        targets = (
            (self.puzzles, "puzzles"),
            (self.endless, "endless"),
            (self.daily, "daily"),
            (self.themes, "themes"),
            (self.settings, "settings"),
            (self.help, "help"),
            (self.records, "records"),
        )
        for button, target in targets:
            button.setObjectName(target)
            button.setAutoDefault(True)  # Enter activates a focused button
            button.clicked.connect(lambda _=False, t=target: self.open_requested.emit(t))

        column = QVBoxLayout()
        column.setSpacing(12)
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addSpacing(8)
        column.addWidget(self.notice)
        column.addWidget(self.puzzles)
        column.addWidget(self.endless)
        column.addWidget(self.daily)
        small = QGridLayout()
        small.setSpacing(12)
        small.addWidget(self.themes, 0, 0)
        small.addWidget(self.settings, 0, 1)
        small.addWidget(self.help, 1, 0)
        small.addWidget(self.records, 1, 1)
        column.addLayout(small)
        column.addStretch(1)

        self._scale = 0.0
        right = QWidget()
        self._column = right
        right.setLayout(column)
        right.setMaximumWidth(560)
        right.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(48, 24, 48, 24)
        outer.setSpacing(48)
        outer.addWidget(self.emblem, 1)
        outer.addWidget(right, 1)

        # Tab order follows reading order: the three modes, then the smaller buttons.
        order = [self.puzzles, self.endless, self.daily, self.themes, self.settings]
        order += [self.help, self.records]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        context.profile_changed.connect(self.refresh)
        context.settings_changed.connect(self.refresh)
        self.retranslate()

    # -- content ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self.title.setText(tr("Home", "Twelve Bowls"))
        self.subtitle.setText(tr("Home", "Sow the stones around the ring, match three, stay calm."))
        self.themes.setText(tr("Home", "Themes"))
        self.settings.setText(tr("Home", "Settings"))
        self.help.setText(tr("Home", "How to play"))
        self.records.setText(tr("Home", "Records"))
        self.refresh()

    def refresh(self) -> None:
        """Re-read the profile and the paused attempts (after a game, a language switch...)."""
        tr = QCoreApplication.translate
        profile = self.context.profile
        solved = facts.solved_count(profile)
        self.puzzles.set_texts(
            tr("Home", "Puzzles"),
            tr("Home", "%n of 100 solved", None, solved),
        )
        best = facts.endless_best(profile)
        best_text = (
            facts.fill(tr("Home", "Best score: %1"), best)
            if best is not None
            else tr("Home", "No score yet")
        )
        if self.paused_attempt("endless") is not None:
            self.endless.set_texts(tr("Home", "Continue Endless"), best_text)
        else:
            self.endless.set_texts(tr("Home", "Endless"), best_text)
        # A paused Daily keeps the date it started on, even past midnight (R8.5).
        paused_daily = self.paused_attempt("daily")
        if paused_daily is None:
            self._today = utc_today()
        else:
            from engine.modes import DailyAttempt  # loaded already: a paused game was read

            assert isinstance(paused_daily, DailyAttempt)
            self._today = paused_daily.date
        date_text = facts.format_date(self._today)
        daily_best = facts.daily_best(profile, self._today)
        if daily_best is None:
            detail = facts.fill(tr("Home", "%1 (UTC) · not played yet"), date_text)
        elif paused_daily is None:
            # Played today: say when the next date's challenge opens (R8.5, UTC midnight).
            detail = facts.fill(
                tr("Home", "%1 (UTC) · best %2 · next Daily in %3"),
                date_text,
                daily_best,
                i18n.format_duration(seconds_to_next_daily()),
            )
        else:
            detail = facts.fill(tr("Home", "%1 (UTC) · best %2"), date_text, daily_best)
        if paused_daily is None:
            self.daily.set_texts(tr("Home", "Daily challenge"), detail)
        else:
            self.daily.set_texts(tr("Home", "Continue Daily challenge"), detail)

    def paused_attempt(self, mode_id: str) -> Attempt | None:
        """The paused attempt of a mode, or None (also when its save cannot be read)."""
        try:
            return self.context.load_paused(mode_id)
        except Exception:  # an unreadable save must not hide the home screen
            log.exception("reading the paused %s attempt failed", mode_id)
            return None

    def show_notices(self, notices: list[str]) -> None:
        """Show one-time messages from the store (already translated by the store)."""
        text = "\n".join(n for n in notices if n)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def focus_first(self) -> None:
        self.puzzles.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._apply_scale()
        super().resizeEvent(event)

    def _apply_scale(self) -> None:
        """Text grows with the window, so 1920x1080 and 4K look like 1280x720, only larger."""
        scale = text_scale(self.width(), self.height())
        if scale == self._scale:
            return
        self._scale = scale
        pt = BASE_POINT_SIZE * scale
        self._column.setMaximumWidth(round(560 * scale))
        self.setStyleSheet(
            f"""
            QLabel#home_title {{ font-size: {pt * 3.4:.1f}pt; font-weight: 700; }}
            QLabel#home_subtitle {{ font-size: {pt * 1.1:.1f}pt; }}
            QLabel#menu_title {{ font-size: {pt * 1.45:.1f}pt; font-weight: 700; }}
            QLabel#menu_detail {{ font-size: {pt:.1f}pt; }}
            QPushButton#themes, QPushButton#settings, QPushButton#help, QPushButton#records {{
                font-size: {pt * 1.1:.1f}pt; padding: {8 * scale:.0f}px {18 * scale:.0f}px;
            }}
            """
        )
        for button in (self.puzzles, self.endless, self.daily):
            button.updateGeometry()

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
