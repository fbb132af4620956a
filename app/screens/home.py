"""The home screen: the title, the three modes and the way to everything else."""

from __future__ import annotations

import datetime as dt
import itertools
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app import a11y, i18n
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.screens import facts
from twelve_bowls.app.screens.emblem import RingEmblem
from twelve_bowls.app.screens.scaling import (
    BASE_POINT_SIZE,
    base_point_size,
    body_point_size,
    text_scale,
)
from twelve_bowls.engine.clock import utc_today

if TYPE_CHECKING:
    from twelve_bowls.engine.modes import Attempt  # loaded when a paused game is read, not at start

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


class SymbolsOffer(QFrame):
    """First start: offer the colour symbols (R1.6), which tell every colour apart under
    deuteranopia, protanopia and tritanopia; either answer is kept and it never returns."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("symbolsOffer")
        self.setProperty("role", "panel")
        self.text = WrapLabel(self)  # wrapped: laid out as escaped rich text (RTL)
        self.accept_button = QPushButton(self)
        self.accept_button.setObjectName("symbolsOn")
        self.decline_button = QPushButton(self)
        self.decline_button.setObjectName("symbolsNotNow")
        a11y.enter_activates(self.accept_button, self.decline_button)
        self.accept_button.clicked.connect(lambda: self._answer(True))
        self.decline_button.clicked.connect(lambda: self._answer(False))
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self._announced = False
        self.retranslate()

    def wanted(self) -> bool:
        settings = self.context.settings
        return not settings.symbols_offered and not settings.symbols

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self.text.setText(
            tr(
                "Home",
                "Colour symbols give every colour its own shape, so stones never have to be "
                "told apart by colour alone.",
            )
        )
        self.accept_button.setText(tr("Home", "Turn on colour symbols"))
        self.decline_button.setText(tr("Home", "Not now"))
        self.setAccessibleName(tr("Home", "Colour symbols"))

    def announce_once(self) -> None:
        if self.isVisible() and not self._announced:
            self._announced = True
            a11y.announce(self, self.text.text())

    def _answer(self, turn_on: bool) -> None:
        changes: dict[str, bool] = {"symbols_offered": True}
        if turn_on:
            changes["symbols"] = True
        self.context.update_settings(**changes)


class HomeScreen(QWidget):
    """Puzzles, Endless (or Continue), Daily, Themes, Settings, How to play, Records."""

    leave_requested = Signal()
    # One of: "puzzles", "endless", "daily", "themes", "settings", "help", "records".
    open_requested = Signal(str)

    def __init__(
        self, context: AppContext, parent: QWidget | None = None, *, size: QSize | None = None
    ) -> None:
        """``size``: the size home will first be shown at, when known. Its text sizes are
        then set before any widget inside exists, so that they are styled once, not again
        at the first resize, before the first frame. A wrong size costs only that."""
        super().__init__(parent)
        self.context = context
        self.setObjectName("home")
        self._today = utc_today()
        if size is not None:
            self.setStyleSheet(_scaled_sheet(text_scale(size.width(), size.height())))

        self.emblem = RingEmblem(context, self)
        # Every widget is made inside the parent it is laid out in: a widget moved into
        # another parent has the app's style sheet worked out again for it and everything
        # inside it (three such moves cost start-up ~70 style changes).
        right = QWidget(self)
        self._column = right
        self.title = QLabel(right)
        self.title.setObjectName("home_title")
        self.title.setProperty("role", "title")
        self.subtitle = WrapLabel(right)
        self.subtitle.setObjectName("home_subtitle")
        self.subtitle.setProperty("role", "muted")
        self.notice = WrapLabel(right)
        self.notice.setProperty("role", "notice")
        self.notice.hide()
        self.symbols_offer = SymbolsOffer(context, right)
        self.symbols_offer.setVisible(self.symbols_offer.wanted())

        self.puzzles = MenuButton(right)
        self.puzzles.setProperty("primary", True)
        self.endless = MenuButton(right)
        self.daily = MenuButton(right)
        # The way to earlier days' Dailies (practice); the streak is a line of the
        # Daily button's detail.
        self.past_dailies = QPushButton(right)
        self.themes = QPushButton(right)
        self.settings = QPushButton(right)
        self.help = QPushButton(right)
        self.records = QPushButton(right)
        targets = (
            (self.puzzles, "puzzles"),
            (self.endless, "endless"),
            (self.daily, "daily"),
            (self.past_dailies, "past_dailies"),
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
        self._menu_column = column
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addSpacing(8)
        column.addWidget(self.notice)
        column.addWidget(self.symbols_offer)
        column.addWidget(self.puzzles)
        column.addWidget(self.endless)
        column.addWidget(self.daily)
        small = QGridLayout()
        small.setSpacing(12)
        self._small_grid = small
        # Three a row: Earlier Dailies joins them without taking a row of the column.
        small.addWidget(self.past_dailies, 0, 0)
        small.addWidget(self.themes, 0, 1)
        small.addWidget(self.settings, 0, 2)
        small.addWidget(self.help, 1, 0)
        small.addWidget(self.records, 1, 1)
        column.addLayout(small)
        column.addStretch(1)

        self._scale = 0.0
        right.setLayout(column)
        right.setMaximumWidth(560)
        right.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(48, 24, 48, 24)
        self._outer = outer
        outer.setSpacing(48)
        # The column takes more of a narrow window than the ring, so its lines wrap less.
        outer.addWidget(self.emblem, 2)
        outer.addWidget(right, 3)

        # Tab order follows reading order: the three modes, then the smaller buttons.
        order = [self.symbols_offer.accept_button, self.symbols_offer.decline_button]
        order += [self.puzzles, self.endless, self.daily, self.past_dailies, self.themes]
        order += [self.settings]
        order += [self.help, self.records]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        context.profile_changed.connect(self.refresh)
        context.settings_changed.connect(self.refresh)
        self.retranslate()
        if size is not None:
            self._apply_scale(size)  # the gaps and margins; the sheet is set already

    # -- content ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        tr = QCoreApplication.translate
        self.title.setText(tr("Home", "Twelve Bowls"))
        self.subtitle.setText(tr("Home", "Sow the stones around the ring, match three, stay calm."))
        self.themes.setText(tr("Home", "Themes"))
        self.settings.setText(tr("Home", "Settings"))
        self.help.setText(tr("Home", "How to play"))
        self.records.setText(tr("Home", "Records"))
        self.past_dailies.setText(tr("Home", "Earlier Dailies…"))
        self.past_dailies.setToolTip(
            tr("Home", "Play the Daily of one of the last 30 days again, as practice")
        )
        self.symbols_offer.retranslate()
        self.refresh()

    def refresh(self) -> None:
        """Re-read the profile and the paused attempts (after a game, a language switch...)."""
        tr = QCoreApplication.translate
        known = self.context.home_facts()
        offer_was_open = not self.symbols_offer.isHidden()
        if offer_was_open and not self.symbols_offer.wanted() and self.isVisible():
            # Answered here and now: its room stays until home is next shown, so the
            # buttons under the player's pointer do not jump up the column.
            self._hold_room(self.symbols_offer, True)
        self.symbols_offer.setVisible(self.symbols_offer.wanted())
        if offer_was_open and self.symbols_offer.isHidden() and self.isVisible():
            self.puzzles.setFocus(Qt.FocusReason.OtherFocusReason)  # focus was on the offer
        solved = known.solved
        self.puzzles.set_texts(
            tr("Home", "Puzzles"),
            i18n.translate_plural("Home", "%n of 100 solved", None, solved),
        )
        best = known.endless_best
        best_text = (
            i18n.translate_plural("Home", "Your best score is %n point(s).", None, best)
            if best is not None
            else tr("Home", "No score yet")
        )
        paused_endless = self.paused_attempt("endless")
        if paused_endless is not None:
            # The game to go back to, with its own score, and the best beside it: a paused
            # game at 0 points must not hide a best of 2,400.
            if best is None:
                paused_text = facts.fill(tr("Home", "Paused at %1 points"), paused_endless.score)
            else:
                paused_text = facts.fill(
                    tr("Home", "Paused at %1 points · best %2"), paused_endless.score, best
                )
            self.endless.set_texts(tr("Home", "Continue Endless"), paused_text)
        else:
            self.endless.set_texts(tr("Home", "Endless"), best_text)
        # A paused Daily keeps the date it started on, even past midnight (R8.5).
        paused_daily = self.paused_attempt("daily")
        if paused_daily is None:
            self._today = utc_today()
        else:
            from twelve_bowls.engine.modes import (
                DailyAttempt,  # loaded already: a paused game was read
            )

            assert isinstance(paused_daily, DailyAttempt)
            self._today = paused_daily.date
        date_text = facts.format_date(self._today)
        daily_best = known.daily_best(self._today)
        if paused_daily is not None:
            # The game to go back to, as Endless's card says it: its score, and the date's
            # best beside it (a Daily paused at its start has no result yet).
            if daily_best is None:
                detail = facts.fill(
                    tr("Home", "%1 (UTC) · paused at %2 points"), date_text, paused_daily.score
                )
            else:
                detail = facts.fill(
                    tr("Home", "%1 (UTC) · paused at %2 points · best %3"),
                    date_text,
                    paused_daily.score,
                    daily_best,
                )
        elif daily_best is None:
            detail = facts.fill(tr("Home", "%1 (UTC) · not played yet"), date_text)
        else:
            # Played today: say when the next date's challenge opens (R8.5, UTC midnight).
            detail = facts.fill(
                tr("Home", "%1 (UTC) · best %2 · next Daily in %3"),
                date_text,
                daily_best,
                i18n.format_duration(seconds_to_next_daily()),
            )
        streak = known.streak
        if streak:  # Consecutive UTC days with a completed Daily
            detail += "\n" + i18n.translate_plural(
                "Home", "You have completed the Daily %n day(s) in a row.", None, streak
            )
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

    def add_notices(self, *notices: str) -> None:
        """Show ``notices`` below those already shown (a font, a crash report, a theme)."""
        # isHidden, not isVisible: at start-up the window itself is not shown yet.
        shown = "" if self.notice.isHidden() else self.notice.text()
        self.show_notices([shown, *notices])

    def show_notices(self, notices: list[str]) -> None:
        """Show one-time messages from the store (already translated by the store)."""
        text = "\n".join(n for n in notices if n)
        changed = text != self.notice.text()
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        if changed:
            a11y.announce(self, text)  # e.g. "can't save": a screen reader hears it too

    def focus_first(self) -> None:
        self.puzzles.setFocus(Qt.FocusReason.OtherFocusReason)

    def after_pause(self, mode: object, note: str) -> None:
        """Back from a paused Endless or Daily game: its button, now Continue with the
        score it was paused at, takes the focus ring, and the note is read out (left
        before its first move, nothing was kept: focus stays where a start puts it)."""
        from twelve_bowls.engine.modes import ModeId  # loaded already: a game was played

        self.refresh()
        daily = mode is ModeId.DAILY
        if self.paused_attempt("daily" if daily else "endless") is not None:
            (self.daily if daily else self.endless).setFocus(Qt.FocusReason.OtherFocusReason)
        a11y.announce(self, note)  # also when nothing was kept: that is news too

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._apply_scale(self.size())
        super().resizeEvent(event)

    def _apply_scale(self, size: QSize) -> None:
        """Text grows with the window, so 1920x1080 and 4K look like 1280x720, only larger."""
        scale = text_scale(size.width(), size.height())
        if scale == self._scale:
            return
        self._scale = scale
        # The gaps shrink a little so a 15 pt desktop font still fits 1280x720.
        tight = BASE_POINT_SIZE / base_point_size()
        # A short window (800x560) closes the gaps further: Devanagari's taller lines and
        # the colour-symbols offer then still fit: squeezed, Qt would cut each line.
        short = size.height() < SHORT_HEIGHT
        gap = round((6 if short else 12) * scale * tight)
        self._menu_column.setSpacing(gap)
        self._small_grid.setSpacing(gap)
        margin = round((8 if short else 24) * scale * tight)
        self._outer.setContentsMargins(48, margin, 48, margin)
        self._column.setMaximumWidth(round(560 * scale))
        sheet = _scaled_sheet(scale)
        if sheet != self.styleSheet():  # a new sheet restyles every widget inside
            self.setStyleSheet(sheet)
        for button in (self.puzzles, self.endless, self.daily):
            button.updateGeometry()

    @staticmethod
    def _hold_room(widget: QWidget, hold: bool) -> None:
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(hold)
        widget.setSizePolicy(policy)

    def showEvent(self, event: QShowEvent) -> None:
        self._hold_room(self.symbols_offer, False)  # a new visit: the column closes up
        self.refresh()
        super().showEvent(event)
        self.symbols_offer.announce_once()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._scale = 0.0  # the body size depends on the script (Devanagari is larger)
            self._apply_scale(self.size())
            self.retranslate()
        super().changeEvent(event)


SHORT_HEIGHT = 640
"""Below this window height home's gaps and margins are closer (see ``_apply_scale``)."""


def _scaled_sheet(scale: float) -> str:
    """Home's text sizes at ``scale``: body text follows a larger system font; the big
    title already is large."""
    pt = body_point_size() * scale
    title_pt = BASE_POINT_SIZE * scale * 3.4
    menu_pt = max(BASE_POINT_SIZE * scale * 1.45, pt * 1.15)  # still above the body
    return f"""
            QLabel#home_title {{ font-size: {title_pt:.1f}pt; font-weight: 700; }}
            QLabel#home_subtitle {{ font-size: {pt * 1.1:.1f}pt; }}
            QLabel#menu_title {{ font-size: {menu_pt:.1f}pt; font-weight: 700; }}
            QLabel#menu_detail {{ font-size: {pt:.1f}pt; }}
            QFrame#symbolsOffer QLabel, QFrame#symbolsOffer QPushButton {{
                font-size: {pt:.1f}pt;
            }}
            QPushButton#themes, QPushButton#settings, QPushButton#help, QPushButton#records,
            QPushButton#past_dailies {{
                font-size: {pt * 1.1:.1f}pt; padding: {8 * scale:.0f}px {18 * scale:.0f}px;
            }}
            """
