"""Records screen: Endless best, Daily per date with a chart, puzzles solved, achievements
and the themes they unlocked (R8.5, R9.3, R9.5)."""

from __future__ import annotations

import datetime as dt
import itertools

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.achievement_texts import ACHIEVEMENT_TEXTS, achievement_title
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.records import (
    CHART_DAYS,
    RecordsScreen,
    recent_days,
    theme_unlocked_by,
    utc_today,
)
from twelve_bowls.app.style import palette_of
from twelve_bowls.engine.achievements import Achievement
from twelve_bowls.engine.modes import AttemptResult, EndReason, ModeId
from twelve_bowls.engine.profile import THEME_ORDER
from twelve_bowls.engine.records import DailyRecord

_ids = itertools.count()


def _result(mode: ModeId, **fields: object) -> AttemptResult:
    values: dict[str, object] = {
        "attempt_id": f"r{next(_ids)}",
        "mode": mode,
        "score": 0,
        "moves_played": 20,
        "ended": EndReason.OUT_OF_MOVES,
        "practice": False,
        "best_combo": 1,
        "perfect_clears": 0,
        "eruptions": 0,
    }
    values.update(fields)
    return AttemptResult(**values)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def english_catalog(qapp: object) -> None:
    """The English catalog, as the game loads it at start: its plural forms ("1 point",
    "2 points") are what a player reads, whichever test ran before."""
    i18n.set_language("en")


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


def _screen(qtbot: QtBot, context: AppContext) -> RecordsScreen:
    screen = RecordsScreen(context)
    qtbot.addWidget(screen)
    screen.resize(1000, 1200)
    screen.show()
    QApplication.processEvents()
    return screen


def test_empty_profile_says_so_everywhere(qtbot: QtBot, context: AppContext) -> None:
    screen = _screen(qtbot, context)
    assert screen.endless_value.text() == "No score yet"
    assert screen.puzzles_value.text() == "0 of 100 solved"
    assert not screen.daily_table.isVisible() and screen.daily_empty.isVisible()
    # All 15 are listed, none earned, each saying the theme it would unlock.
    rows = [label.text() for label in screen.achievement_rows]
    assert len(rows) == len(Achievement)
    assert all("Not earned yet" in row and "Garden" in row for row in rows)
    assert screen.endless_top_empty.isVisible() and not screen.endless_table.isVisible()
    assert all(record is None for _, record in screen.chart.days)


def test_records_show_best_endless_daily_per_date_and_puzzles(
    qtbot: QtBot, context: AppContext
) -> None:
    today = utc_today()
    profile = context.profile
    profile.record(_result(ModeId.ENDLESS, score=2731, moves_played=140, seed="a"))
    profile.record(_result(ModeId.ENDLESS, score=900, moves_played=50, seed="b"))
    profile.record(_result(ModeId.ENDLESS, score=99999, seed="c", practice=True))  # R9.3
    profile.record(_result(ModeId.DAILY, date=today, score=340))
    profile.record(_result(ModeId.DAILY, date=today, score=120))  # not the best of the day
    yesterday = today - dt.timedelta(days=1)
    profile.record(
        _result(ModeId.DAILY, date=yesterday, score=75, moves_played=9, ended=EndReason.OVERFLOW)
    )
    for puzzle in (4, 9):
        profile.record(_result(ModeId.PUZZLE, puzzle_id=puzzle, ended=EndReason.GOAL_MET))

    screen = _screen(qtbot, context)

    assert screen.endless_value.text() == "Your best score is 2,731 points."
    assert "140" in screen.endless_detail.text() and "2" in screen.endless_detail.text()
    assert screen.puzzles_value.text() == "2 of 100 solved"
    table = screen.daily_table
    rows = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    assert [row[1] for row in rows] == ["340", "75"]  # newest date first, best per date
    assert rows[0][2] == "all 20" and rows[1][2] == "9 of 20"
    assert str(today.year) in rows[0][0]
    assert len(screen.chart.days) == CHART_DAYS
    assert screen.chart.days[-1][0] == today
    assert screen.chart.days[-1][1] is not None and screen.chart.days[-1][1].score == 340
    assert screen.chart.days[-2][1] is not None and screen.chart.days[-2][1].score == 75


def test_recent_days_end_today_oldest_first() -> None:
    today = dt.date(2026, 3, 2)
    daily = {
        dt.date(2026, 2, 28): DailyRecord(score=5, moves=20, completed=True),
        dt.date(2026, 2, 1): DailyRecord(score=9, moves=20, completed=True),  # too old
    }
    days = recent_days(daily, today, days=4)
    assert [d for d, _ in days] == [
        dt.date(2026, 2, 27),
        dt.date(2026, 2, 28),
        dt.date(2026, 3, 1),
        dt.date(2026, 3, 2),
    ]
    assert [r.score if r else None for _, r in days] == [None, 5, None, None]


def _columns_with(image: QImage, colour: QColor) -> list[int]:
    return [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y) == colour for y in range(0, image.height(), 2))
    ]


def test_chart_draws_bars_in_theme_colours_in_reading_direction(
    qtbot: QtBot, context: AppContext
) -> None:
    profile = context.profile
    profile.record(_result(ModeId.DAILY, date=utc_today(), score=500))  # completed
    screen = _screen(qtbot, context)
    success = QColor(palette_of(context.theme).success)
    legend_height = screen.chart.fontMetrics().height() * 2 + 16

    def bar_columns() -> list[int]:
        image = screen.chart.grab().toImage()
        plot = image.copy(0, legend_height, image.width(), image.height() - legend_height)
        return _columns_with(plot, success)

    ltr = bar_columns()
    assert ltr and min(ltr) > screen.chart.width() * 0.8  # today is at the end: the right

    screen.chart.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # Arabic
    rtl = bar_columns()
    assert rtl and max(rtl) < screen.chart.width() * 0.2  # today on the left


def test_achievements_show_the_theme_each_one_unlocked(qtbot: QtBot, context: AppContext) -> None:
    profile = context.profile
    earned = list(Achievement)[:8]
    profile.achievements.extend(earned)
    screen = _screen(qtbot, context)
    rows = {label.objectName(): label.text() for label in screen.achievement_rows}
    assert len(rows) == len(Achievement)  # Earned or not, all are listed
    for index, achievement in enumerate(earned):
        row = rows[f"achievement_{achievement.value}"]
        assert achievement_title(achievement) in row
        theme = theme_unlocked_by(index)
        if index < len(THEME_ORDER) - 1:
            assert theme == THEME_ORDER[index + 1]
            assert "unlocked the" in row
        else:
            assert theme is None and "unlocked the" not in row  # all seven already open
    for achievement in list(Achievement)[8:]:
        row = rows[f"achievement_{achievement.value}"]
        assert "Not earned yet" in row and "every theme is already unlocked" in row
    assert screen.achievements_summary.text() == (
        "You have earned 8 of the 15 achievements. You have unlocked 7 of the 7 themes."
    )
    # R9.5 has no eighth theme: the seventh and eighth achievements earned hang a medal each.
    shelf = screen.medal_shelf
    assert not shelf.isHidden()
    assert [achievement_title(a) in shelf.text() for a in earned] == [False] * 6 + [True] * 2
    assert "its medal is on your shelf" in rows[f"achievement_{earned[7].value}"]


def test_no_medal_shelf_before_the_last_theme(qtbot: QtBot, context: AppContext) -> None:
    profile = context.profile
    profile.achievements.extend(list(Achievement)[:6])
    screen = _screen(qtbot, context)
    assert screen.medal_shelf.isHidden()


def test_every_engine_achievement_has_a_name_and_description() -> None:
    assert set(ACHIEVEMENT_TEXTS) == {a.value for a in Achievement}
    titles = [texts[0] for texts in ACHIEVEMENT_TEXTS.values()]
    assert len(set(titles)) == len(titles)
    assert all(texts[1].endswith(".") for texts in ACHIEVEMENT_TEXTS.values())


def test_screen_follows_profile_changes(qtbot: QtBot, context: AppContext) -> None:
    screen = _screen(qtbot, context)
    profile = context.profile
    profile.record(_result(ModeId.ENDLESS, score=1234, seed="x"))
    context.profile_changed.emit()  # as record_finished does after a finished attempt
    assert screen.endless_value.text() == "Your best score is 1,234 points."
    row = next(r for r in screen.achievement_rows if r.objectName() == "achievement_endless_500")
    assert row.property("earned") is False  # 500 points in three games (the pacing)
    for seed in ("y", "z"):
        profile.record(_result(ModeId.ENDLESS, score=600, seed=seed))
    context.profile_changed.emit()
    row = next(r for r in screen.achievement_rows if r.objectName() == "achievement_endless_500")
    assert row.property("earned") is True and "Earned" in row.text()
    # The result is in the ten best, with its date.
    assert screen.endless_table.rowCount() == 3
    assert screen.endless_table.item(0, 2).text() == "1,234"


class ShoutingTranslator(QTranslator):
    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper()

    def isEmpty(self) -> bool:
        return False


def test_screen_retranslates_on_language_change(qtbot: QtBot, context: AppContext) -> None:
    screen = _screen(qtbot, context)
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        QApplication.processEvents()
        assert screen.title.text() == "RECORDS"
        assert screen.endless_value.text() == "NO SCORE YET"
        assert screen.back.text() == "BACK"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_back_leaves(qtbot: QtBot, context: AppContext) -> None:
    screen = _screen(qtbot, context)
    with qtbot.waitSignal(screen.leave_requested, timeout=1000):
        qtbot.mouseClick(screen.back, Qt.MouseButton.LeftButton)


def test_text_grows_with_the_window_as_on_home(qtbot: QtBot, context: AppContext) -> None:
    # At 1920x1080 every text on the screen is 1.5 times its 1280x720 size, and body text
    # has the size of home's (issue: Records stayed at 1280x720 sizes on a large window).
    from twelve_bowls.app.screens.home import HomeScreen

    screen = RecordsScreen(context)
    home = HomeScreen(context)
    for widget in (screen, home):
        qtbot.addWidget(widget)

    def sizes(width: int, height: int) -> dict[str, float]:
        for widget in (screen, home):
            widget.resize(width, height)
            widget.show()
        QApplication.processEvents()
        labels = {
            "title": screen.title,
            "heading": screen.daily_heading,
            "figure": screen.endless_value,
            "body": screen.endless_detail,
            "back": screen.back,
            "chart": screen.chart,
            "table": screen.daily_table,
            "home body": home.daily.detail,
        }
        for widget in labels.values():
            widget.ensurePolished()
        return {name: widget.font().pointSizeF() for name, widget in labels.items()}

    small = sizes(1280, 720)
    large = sizes(1920, 1080)
    for name in small:
        assert large[name] == pytest.approx(small[name] * 1.5), name
    assert small["title"] > small["heading"] > small["figure"] > small["body"]
    assert screen.endless_value.font().bold()
    for size in (small, large):
        assert size["body"] == size["home body"]
    assert screen.chart.height() >= 1.5 * 160 - 1


def test_chart_description_and_legend_are_localised(qtbot: QtBot, context: AppContext) -> None:
    # Each day of the chart's accessible description is a whole sentence of the language,
    # its score a plural; Japanese sentences follow one another with no space between.
    from twelve_bowls.app import i18n

    today = utc_today()
    profile = context.profile
    for back, score in ((0, 1200), (1, 75)):
        profile.record(_result(ModeId.DAILY, date=today - dt.timedelta(days=back), score=score))
    context.update_settings(language="ja")
    try:
        screen = _screen(qtbot, context)
        description = screen.chart.accessibleDescription()
        assert description.count("の最高得点は") == 2 and " " not in description
        assert description.endswith("の最高得点は1,200点でした。")
        assert screen.chart_legend.text() == "直近14日間の各日の最高得点（日付はUTC）。"
        context.update_settings(language="es")
        QApplication.processEvents()  # LanguageChange is posted
        assert "1200" in screen.chart.accessibleDescription()  # minimum grouping digits
    finally:
        i18n.set_language("en")


def test_back_sits_at_the_top_left_as_on_every_screen(qtbot: QtBot, context: AppContext) -> None:
    screen = _screen(qtbot, context)
    assert screen.back.geometry().right() < screen.title.geometry().left()
    assert (
        screen.back.geometry().top()
        < screen.endless_heading.mapTo(screen, screen.rect().topLeft()).y()
    )


def test_an_unearned_achievement_shows_how_far_it_is(qtbot: QtBot, context: AppContext) -> None:
    # What is left to earn is the reward after the last theme (R9.5 has no eighth theme).
    screen = _screen(qtbot, context)
    for puzzle_id in range(1, 13):
        context.profile.record(
            _result(ModeId.PUZZLE, puzzle_id=puzzle_id, ended=EndReason.GOAL_MET)
        )
    context.profile_changed.emit()
    row = next(r for r in screen.achievement_rows if r.objectName() == "achievement_puzzles_25")
    assert "So far 12 of 25." in row.text()
    done = next(r for r in screen.achievement_rows if r.objectName() == "achievement_puzzles_10")
    assert "So far" not in done.text()  # earned: nothing left to count
    combo = next(r for r in screen.achievement_rows if r.objectName() == "achievement_combo_3")
    assert "So far" not in combo.text()  # a single feat has no count
