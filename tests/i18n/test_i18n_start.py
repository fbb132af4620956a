"""Formatting that start-up does without importing Babel or decimal.

The long date (home, the Daily's HUD, Records) is written by QLocale from CLDR's long
pattern; its text must stay Babel's. ``fill`` still formats a Decimal as a number."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from babel.dates import format_date as babel_format_date
from babel.dates import get_date_format

from twelve_bowls.app import i18n


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_long_dates_are_babels_text_every_day(code: str) -> None:
    i18n.set_language(code)
    day, end = dt.date(2024, 1, 1), dt.date(2028, 1, 1)  # a leap year and three others
    while day < end:
        assert i18n.format_date(day) == babel_format_date(day, "long", locale=code), day
        day += dt.timedelta(days=1)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_each_pattern_is_cldrs_long_pattern(code: str) -> None:
    # Qt's year is "yyyy" where CLDR writes "y"; the rest is the same syntax.
    cldr = get_date_format("long", locale=code).pattern
    assert i18n.LONG_DATE_PATTERNS[code] == cldr.replace("y", "yyyy")


def test_other_lengths_still_come_from_babel() -> None:
    i18n.set_language("en")
    assert i18n.format_date(dt.date(2026, 11, 30), "short") == "11/30/26"


def test_fill_still_formats_decimals_as_numbers() -> None:
    i18n.set_language("es")
    assert i18n.fill("%1 y %2", Decimal("1234.5"), Decimal("12345")) == "1234,5 y 12.345"
    i18n.set_language("ar")
    assert i18n.fill("%1", Decimal("1.5")) == f"{i18n.LRI}1.5{i18n.PDI}"
