"""The records screen: best Endless score and the ten best results, Daily results per date
(with a chart of recent days), puzzles solved, and all achievements, earned or not, with how
to earn each and the theme it unlocks (R9.5).

Everything shown is read from ``context.profile`` (``engine.profile.Profile``); the screen
redraws when the profile, theme or language changes. Achievement names live here because the
engine has only ids (``engine.achievements.Achievement``); a test keeps the two in step.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.a11y import enter_activates, name_scroll_area
from twelve_bowls.app.achievement_texts import (
    achievement_description,
    achievement_title,
    theme_title,
)
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.i18n import join_sentences
from twelve_bowls.app.labels import WrapLabel
from twelve_bowls.app.screens.facts import (
    fill,
    format_date,
    format_int,
    translate_plural,
)
from twelve_bowls.app.screens.full_table import FullTable
from twelve_bowls.app.screens.scaling import BASE_POINT_SIZE, body_point_size, text_scale
from twelve_bowls.app.style import palette_of
from twelve_bowls.engine.achievements import Achievement, progress
from twelve_bowls.engine.clock import utc_today
from twelve_bowls.engine.limits import PUZZLE_COUNT
from twelve_bowls.engine.profile import THEME_ORDER, Profile, theme_unlocked_by, unlocked_themes
from twelve_bowls.engine.records import DailyRecord, Records

CHART_DAYS = 14  # recent days in the Daily chart, ending today (UTC, R8.5)


def recent_days(
    daily: dict[dt.date, DailyRecord], today: dt.date, days: int = CHART_DAYS
) -> list[tuple[dt.date, DailyRecord | None]]:
    """The last ``days`` dates up to ``today``, oldest first, with their best result."""
    start = today - dt.timedelta(days=days - 1)
    return [
        (start + dt.timedelta(days=i), daily.get(start + dt.timedelta(days=i))) for i in range(days)
    ]


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Records", text, disambiguation)


class DailyChart(QWidget):
    """Bars of the best Daily score for each of the recent days (completed ones in the
    theme's success colour, unfinished ones in its accent colour, days not played empty)."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.today = utc_today()
        self.days: list[tuple[dt.date, DailyRecord | None]] = []
        self.legend: tuple[str, str] = ("", "")  # (completed, ended early), translated
        self.setObjectName("dailyChart")
        self.scale = 1.0  # set by the screen with its text (text_scale)
        self.setMinimumHeight(160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setMinimumHeight(round(160 * scale))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(560 * self.scale), round(180 * self.scale))

    def set_days(self, days: list[tuple[dt.date, DailyRecord | None]]) -> None:
        self.days = days
        played = [(d, r) for d, r in days if r is not None]
        summary = join_sentences(
            fill(
                translate_plural(
                    "Records",
                    "On %1 the best score was %n point(s).",
                    "a day in the chart's description; %1 is its date",
                    r.score,
                ),
                format_date(d),
            )
            for d, r in played
        )
        self.setAccessibleName(_tr("Daily scores of recent days"))
        self.setAccessibleDescription(summary or _tr("No Daily played in these days."))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = palette_of(self.context.theme)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(palette.muted_text, 1))
        painter.setBrush(palette.panel)
        painter.drawRoundedRect(area, 8, 8)
        if not self.days:
            painter.end()
            return
        metrics = painter.fontMetrics()
        label_height = metrics.height()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self._paint_legend(painter, area.adjusted(12, 6, -12, 0), label_height, rtl)
        plot = area.adjusted(12, 2 * label_height + 16, -12, -(label_height + 10))
        top = max((r.score for _, r in self.days if r is not None), default=0)
        slot = plot.width() / len(self.days)
        bar_width = max(4.0, slot * 0.6)
        painter.setPen(QPen(palette.muted_text, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        small = QFont(painter.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        painter.setFont(small)
        for i, (day, record) in enumerate(self.days):
            # Time runs in the reading direction: right to left in Arabic.
            position = len(self.days) - 1 - i if rtl else i
            centre = plot.left() + slot * (position + 0.5)
            painter.setPen(palette.muted_text)
            day_rect = QRectF(centre - slot / 2, plot.bottom() + 4, slot, label_height)
            painter.drawText(day_rect, Qt.AlignmentFlag.AlignCenter, format_int(day.day))
            if record is None:
                continue
            height = 0.0 if top == 0 else plot.height() * record.score / top
            height = max(height, 2.0)
            bar = QRectF(centre - bar_width / 2, plot.bottom() - height, bar_width, height)
            colour = QColor(palette.success if record.completed else palette.accent)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(bar, 3, 3)
            painter.setPen(palette.text)
            score_rect = QRectF(centre - slot, bar.top() - label_height - 2, slot * 2, label_height)
            painter.drawText(score_rect, Qt.AlignmentFlag.AlignCenter, format_int(record.score))
        painter.end()

    def _paint_legend(self, painter: QPainter, area: QRectF, height: float, rtl: bool) -> None:
        """Two swatches naming the bar colours (the colours come from the theme, so the
        text cannot name them)."""
        palette = palette_of(self.context.theme)
        metrics = painter.fontMetrics()
        x = area.right() if rtl else area.left()
        for colour, text in ((palette.success, self.legend[0]), (palette.accent, self.legend[1])):
            if not text:
                continue
            width = metrics.horizontalAdvance(text)
            swatch_x = x - height if rtl else x
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(swatch_x, area.top() + 2, height - 4, height - 4), 2, 2)
            painter.setPen(palette.muted_text)
            text_x = swatch_x - 4 - width if rtl else swatch_x + height + 2
            painter.drawText(
                QRectF(text_x, area.top(), width + 2, height), Qt.AlignmentFlag.AlignVCenter, text
            )
            step = height + 2 + width + 20
            x = x - step if rtl else x + step


class RecordsScreen(QWidget):
    """Personal records and achievements, read from the profile."""

    leave_requested = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("records")
        self._scale = 0.0

        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.back = QPushButton(self)
        self.back.setObjectName("recordsBack")
        self.back.clicked.connect(self.leave_requested.emit)
        enter_activates(self.back)

        self.endless_heading = self._heading()
        self.endless_value = self._figure()
        self.endless_value.setObjectName("endlessBest")
        self.endless_detail = self._muted()
        # The ten best valid Endless results, with their dates.
        self.endless_top_heading = self._heading()
        self.endless_table = self._table(4, "endlessTable")
        self.endless_top_empty = self._muted()

        self.puzzles_heading = self._heading()
        self.puzzles_value = self._figure()
        self.puzzles_value.setObjectName("puzzlesSolved")
        self.puzzles_detail = self._muted()

        self.daily_heading = self._heading()
        self.chart = DailyChart(context, self)
        self.chart_legend = self._muted()
        self.daily_table = self._table(3, "dailyTable")
        self.daily_table.setMinimumHeight(140)
        self.daily_empty = self._muted()

        self.achievements_heading = self._heading()
        self.achievements_summary = self._muted()
        # The reward of every achievement after the last theme (R9.5 has no eighth theme):
        # a caption over the list of medals, never "Medals: ..." in one label.
        self.medal_caption = self._muted()
        self.medal_caption.setVisible(False)
        self.medal_shelf = WrapLabel(self)
        self.medal_shelf.setProperty("role", "figure")
        self.medal_shelf.setObjectName("medalShelf")
        self.medal_shelf.setVisible(False)
        self.achievements_list = QVBoxLayout()
        self.achievement_rows: list[QLabel] = []

        header = QHBoxLayout()
        # Back at the top left (the top right in Arabic), as on every other screen.
        header.addWidget(self.back, 0, Qt.AlignmentFlag.AlignVCenter)
        header.addSpacing(12)
        header.addWidget(self.title, 1)

        endless_panel = self._panel(self.endless_heading, self.endless_value, self.endless_detail)
        puzzles_panel = self._panel(self.puzzles_heading, self.puzzles_value, self.puzzles_detail)
        figures = QGridLayout()
        figures.addWidget(endless_panel, 0, 0)
        figures.addWidget(puzzles_panel, 0, 1)

        endless_top_panel = self._panel(
            self.endless_top_heading, self.endless_table, self.endless_top_empty
        )
        daily_panel = self._panel(
            self.daily_heading, self.chart, self.chart_legend, self.daily_table, self.daily_empty
        )
        achievements_panel = self._panel(
            self.achievements_heading,
            self.achievements_summary,
            self.medal_caption,
            self.medal_shelf,
        )
        achievements_box = achievements_panel.layout()
        assert isinstance(achievements_box, QVBoxLayout)
        achievements_box.addLayout(self.achievements_list)

        content = QWidget()
        body = QVBoxLayout(content)
        self._body = body
        body.addLayout(header)
        body.addLayout(figures)
        body.addWidget(endless_top_panel)
        body.addWidget(daily_panel)
        body.addWidget(achievements_panel)
        body.addStretch(1)
        self._panels = [
            endless_panel,
            puzzles_panel,
            endless_top_panel,
            daily_panel,
            achievements_panel,
        ]

        scroll = QScrollArea(self)
        # A tab stop of its own, so arrow keys and Page Down scroll the page (with a ring,
        # app/style.py, and a name for screen readers, set in ``retranslate``).
        self.scroll_area = scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        context.profile_changed.connect(self.refresh)
        context.theme_changed.connect(self.chart.update)
        self.retranslate()

    def _table(self, columns: int, name: str) -> QTableWidget:
        """A read-only table of records as tall as its rows: the page scrolls, not it."""
        table = FullTable(columns, self)
        table.setObjectName(name)
        return table

    def _heading(self) -> QLabel:
        label = QLabel(self)
        label.setProperty("role", "heading")
        return label

    def _figure(self) -> QLabel:
        label = QLabel(self)
        label.setProperty("role", "figure")
        return label

    def _muted(self) -> QLabel:
        label = WrapLabel(self)
        label.setProperty("role", "muted")
        return label

    def _panel(self, *widgets: QWidget) -> QFrame:
        frame = QFrame(self)
        frame.setProperty("role", "panel")
        box = QVBoxLayout(frame)
        box.setContentsMargins(16, 12, 16, 12)
        for widget in widgets:
            box.addWidget(widget)
        return frame

    # -- size -------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._apply_scale()
        super().resizeEvent(event)

    def _apply_scale(self) -> None:
        """Text and spacing grow with the window, as on the home screen (1920x1080 and 4K
        look like 1280x720, only larger)."""
        scale = text_scale(self.width(), self.height())
        if scale == self._scale:
            return
        self._scale = scale
        pt = body_point_size() * scale
        # Body text follows a larger system font; title and headings are large already.
        title_pt = BASE_POINT_SIZE * scale * 3.4
        heading_pt = max(BASE_POINT_SIZE * scale * 2, pt * 1.3)
        self._body.setContentsMargins(*(round(v * scale) for v in (32, 24, 32, 24)))
        self._body.setSpacing(round(16 * scale))
        for panel in self._panels:
            box = panel.layout()
            if box is not None:
                box.setContentsMargins(*(round(v * scale) for v in (16, 12, 16, 12)))
        self.daily_table.setMinimumHeight(round(140 * scale))
        self.chart.set_scale(scale)
        # The application style sheet sizes titles and headings in fixed points; these rules,
        # on this screen only, scale them and everything else with the window.
        self.setStyleSheet(
            f"""
            QWidget#records QLabel, QWidget#records QTableWidget,
            QWidget#records QHeaderView::section, QWidget#dailyChart {{
                font-size: {pt:.1f}pt;
            }}
            QWidget#records QLabel[role="title"] {{ font-size: {title_pt:.1f}pt; }}
            QWidget#records QLabel[role="heading"] {{ font-size: {heading_pt:.1f}pt; }}
            QWidget#records QLabel[role="figure"] {{
                font-size: {pt * 1.5:.1f}pt; font-weight: 700;
            }}
            QPushButton#recordsBack {{
                font-size: {pt * 1.1:.1f}pt; padding: {8 * scale:.0f}px {18 * scale:.0f}px;
            }}
            """
        )

    # -- text and content -------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._scale = 0.0  # the body size depends on the script (Devanagari is larger)
            self._apply_scale()
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(_tr("Records"))
        name_scroll_area(self.scroll_area, _tr("Records"))
        self.daily_table.setAccessibleName(_tr("Daily challenge results"))
        self.back.setText(_tr("Back"))
        self.endless_heading.setText(_tr("Endless"))
        self.puzzles_heading.setText(_tr("Puzzles"))
        self.daily_heading.setText(_tr("Daily challenge"))
        self.achievements_heading.setText(_tr("Achievements"))
        self.chart_legend.setText(
            translate_plural(
                "Records",
                "Best score of each of the last %n day(s) (dates in UTC).",
                None,
                CHART_DAYS,
            )
        )
        self.chart.legend = (_tr("all 20 moves played"), _tr("ended early"))
        self.daily_table.setHorizontalHeaderLabels([_tr("Date"), _tr("Best score"), _tr("Moves")])
        self.endless_top_heading.setText(_tr("Ten best Endless results"))
        self.endless_table.setHorizontalHeaderLabels(
            [_tr("Rank"), _tr("Date"), _tr("Score"), _tr("Moves")]
        )
        self.refresh()

    def refresh(self) -> None:
        profile: Profile = self.context.profile
        records = profile.records

        best = records.endless_best
        if best is None:
            self.endless_value.setText(_tr("No score yet"))
            self.endless_detail.setText(_tr("Play Endless until the board overflows, or end it."))
        else:
            self.endless_value.setText(
                translate_plural("Records", "Your best score is %n point(s).", None, best.score)
            )
            self.endless_detail.setText(
                join_sentences(
                    (
                        translate_plural("Records", "That game took %n move(s).", None, best.moves),
                        translate_plural(
                            "Records",
                            "%n Endless game(s) recorded.",
                            None,
                            records.endless_games,
                        ),
                    )
                )
            )

        solved = records.puzzles_solved
        self.puzzles_value.setText(fill(_tr("%1 of %2 solved"), solved, PUZZLE_COUNT))
        fewest = [r.best_moves for r in records.puzzles.values() if r.solved and r.best_moves]
        self.puzzles_detail.setText(
            translate_plural(
                "Records",
                "Your best solutions take %n move(s) in all.",
                "the fewest moves of every solved puzzle, added up",
                sum(fewest),
            )
            if fewest
            else ""
        )
        self.puzzles_detail.setVisible(bool(fewest))

        self.chart.today = utc_today()
        self.chart.set_days(recent_days(records.daily, self.chart.today))
        self._fill_endless_table(records)
        self._fill_daily_table(records.daily)
        self._fill_achievements(profile)

    def _fill_endless_table(self, records: Records) -> None:
        entries = records.endless_ten()
        self.endless_table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            date = format_date(entry.date) if entry.date is not None else _tr("date unknown")
            cells = (format_int(row + 1), date, format_int(entry.score), format_int(entry.moves))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.endless_table.setItem(row, column, item)
        self.endless_table.setVisible(bool(entries))
        self.endless_top_empty.setText(_tr("No valid Endless result yet."))
        self.endless_top_empty.setVisible(not entries)

    def _fill_daily_table(self, daily: dict[dt.date, DailyRecord]) -> None:
        dates = sorted(daily, reverse=True)
        self.daily_table.setRowCount(len(dates))
        for row, date in enumerate(dates):
            record = daily[date]
            moves = fill(_tr("%1 of 20"), record.moves) if not record.completed else _tr("all 20")
            cells = (format_date(date), format_int(record.score), moves)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.daily_table.setItem(row, column, item)
        self.daily_table.setVisible(bool(dates))
        self.daily_empty.setText(_tr("No Daily challenge played yet."))
        self.daily_empty.setVisible(not dates)

    def _fill_achievements(self, profile: Profile) -> None:
        """All 15, earned or not: how to earn each and the theme it unlocks."""
        while self.achievement_rows:
            row = self.achievement_rows.pop()
            self.achievements_list.removeWidget(row)
            row.deleteLater()
        earned = list(profile.achievements)
        unlocked = unlocked_themes(profile)
        # Two sentences, each noun counted by its total (Arabic: 15 إنجازًا, 7 سمات).
        achievements = translate_plural(
            "Records", "You have earned %1 of the %n achievement(s).", None, len(Achievement)
        )
        themes = translate_plural(
            "Records", "You have unlocked %1 of the %n theme(s).", None, len(THEME_ORDER)
        )
        self.achievements_summary.setText(
            join_sentences((fill(achievements, len(earned)), fill(themes, unlocked)))
        )
        # Every achievement earned after the last theme hangs its own medal on the shelf.
        medals = [a for k, a in enumerate(earned) if theme_unlocked_by(k) is None]
        self.medal_caption.setVisible(bool(medals))
        self.medal_shelf.setVisible(bool(medals))
        self.medal_caption.setText(_tr("Your medal shelf"))
        self.medal_shelf.setText(
            "  ".join(f"\N{BLACK STAR} {achievement_title(a)}" for a in medals)
        )
        held = translate_plural("Records", "Your shelf holds %n medal(s).", None, len(medals))
        self.medal_shelf.setAccessibleName(join_sentences((held, self.medal_shelf.text())))
        # R9.5 unlocks by count: the next achievement earned, whichever it is, opens this one.
        next_theme = theme_unlocked_by(len(earned))
        for achievement in Achievement:
            done = achievement in earned
            mark = "✓ " if done else ""
            text = f"<b>{_escape(mark + achievement_title(achievement))}</b> — "
            text += _escape(achievement_description(achievement))
            if done:
                theme = theme_unlocked_by(earned.index(achievement))
                status = (
                    fill(_tr("Earned · unlocked the %1 theme"), theme_title(theme))
                    if theme is not None
                    else _tr("Earned · its medal is on your shelf")
                )
            elif next_theme is not None:
                status = fill(
                    _tr("Not earned yet · earning it unlocks the %1 theme"),
                    theme_title(next_theme),
                )
            else:
                status = _tr(
                    "Not earned yet · every theme is already unlocked; earning it adds "
                    "its medal to your shelf"
                )
            counted = None if done else progress(achievement, profile.records)
            if counted is not None and counted[0] > 0:
                # What is left is the reward worth chasing, above all after the last theme;
                # its own sentence on its own line (the status has no full stop).
                status += "\n" + fill(_tr("So far %1 of %2."), counted[0], counted[1])
            text += "<br/>" + _escape(status).replace("\n", "<br/>")
            row = QLabel(text, self)
            row.setObjectName(f"achievement_{achievement.value}")
            row.setProperty("earned", done)
            if not done:
                row.setProperty("role", "muted")
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setWordWrap(True)
            row.setAccessibleName(achievement_title(achievement))
            row.setAccessibleDescription(
                join_sentences([achievement_description(achievement), *status.splitlines()])
            )
            self.achievement_rows.append(row)
            self.achievements_list.addWidget(row)

    def screen_title(self) -> str:
        return _tr("Records")

    def focus_first(self) -> None:
        self.back.setFocus(Qt.FocusReason.OtherFocusReason)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


__all__ = [
    "DailyChart",
    "RecordsScreen",
    "recent_days",
    "theme_unlocked_by",
]
