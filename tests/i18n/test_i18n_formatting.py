"""Numbers, dates and durations: one digit choice for every language, isolated in Arabic."""

from __future__ import annotations

import datetime as dt
import logging
import unicodedata

import pytest
from PySide6.QtCore import QLocale

from twelve_bowls.app import i18n

LANGUAGES = i18n.LANGUAGES
ASCII_DIGITS = set("0123456789")


def digits_of(text: str) -> set[str]:
    return {c for c in text if unicodedata.category(c) == "Nd"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_writes_western_digits(code: str) -> None:
    i18n.set_language(code)
    samples = [
        i18n.format_number(1234567),
        i18n.format_number(0),
        i18n.format_signed(250),
        i18n.format_date(dt.date(2026, 11, 30)),
        i18n.format_duration(3 * 3600 + 12 * 60),
        i18n.format_duration(42),
        i18n.fill("%1", 20),
        QLocale().toString(9876),  # what Qt widgets (spin boxes) format themselves
    ]
    for text in samples:
        assert digits_of(text) <= ASCII_DIGITS, (code, text)
        assert digits_of(text), (code, text)


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "1,234,567"), ("es", "1.234.567"), ("ja", "1,234,567"), ("hi", "12,34,567")],
)
def test_grouping_follows_the_language(code: str, expected: str) -> None:
    i18n.set_language(code)
    assert i18n.format_number(1234567) == expected


def test_arabic_numbers_are_isolated_left_to_right() -> None:
    i18n.set_language("ar")
    assert i18n.format_number(1234) == f"{i18n.LRI}1,234{i18n.PDI}"
    assert i18n.format_signed(100) == f"{i18n.LRI}+100{i18n.PDI}"
    sentence = i18n.fill("النتيجة %1 من %2", 30, 200)
    assert sentence == f"النتيجة {i18n.LRI}30{i18n.PDI} من {i18n.LRI}200{i18n.PDI}"


def test_left_to_right_languages_get_no_isolates() -> None:
    for code in ("en", "es", "ja", "hi"):
        i18n.set_language(code)
        assert not set(i18n.format_number(1234)) & i18n.BIDI_CONTROLS


def test_dates_use_the_language() -> None:
    day = dt.date(2026, 11, 30)
    expected = {
        "en": "November 30, 2026",
        "es": "30 de noviembre de 2026",
        "ja": "2026年11月30日",
        "hi": "30 नवंबर 2026",
        "ar": "30 نوفمبر 2026",
    }
    for code, text in expected.items():
        i18n.set_language(code)
        assert i18n.format_date(day) == text


def test_durations_name_hours_and_minutes() -> None:
    i18n.set_language("en")
    assert i18n.format_duration(3 * 3600 + 12 * 60) == "3 hours 12 minutes"
    assert i18n.format_duration(2 * 3600) == "2 hours"
    assert i18n.format_duration(61) == "1 minute"
    assert i18n.format_duration(-5) == "0 seconds"
    i18n.set_language("es")
    assert i18n.format_duration(3 * 3600 + 12 * 60) == "3 horas y 12 minutos"
    # The catalogs choose each unit's form; Japanese writes the narrow one.
    i18n.set_language("ja")
    assert i18n.format_duration(16 * 3600 + 52 * 60) == "16時間52分"
    i18n.set_language("ar")
    assert i18n.format_duration(2 * 3600) == "ساعتان"
    assert i18n.format_duration(5 * 60) == f"{i18n.LRI}5{i18n.PDI} دقائق"


def test_fill_substitutes_each_placeholder_once() -> None:
    i18n.set_language("en")
    assert i18n.fill("%1 of %2", 3, 20) == "3 of 20"
    assert i18n.fill("%2 before %1", "a", "b") == "b before a"
    assert i18n.fill("%1 then %2", "%2", "x") == "%2 then x"  # no second pass
    assert i18n.fill("%1 and %3", 1000, "y") == "1,000 and %3"  # missing value stays visible


def test_language_names_are_native() -> None:
    names = {code: i18n.language_name(code) for code in LANGUAGES}
    assert names == {
        "en": "English",
        "es": "Español",
        "ja": "日本語",
        "hi": "हिन्दी",
        "ar": "العربية",
    }
    assert i18n.language_name("ja", in_language="en") == "Japanese"


def test_unknown_language_falls_back_to_english(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="twelve_bowls.app.i18n"):
        assert i18n.set_language("xx") == "en"
    assert "not supported" in caplog.text
    assert i18n.normalize_language("es-MX") == "es"
    assert i18n.normalize_language("AR_eg") == "ar"
    assert i18n.normalize_language(None) == "en"


def test_qt_locale_keeps_western_digits_in_arabic() -> None:
    i18n.set_language("ar")
    locale = QLocale()
    assert locale.language() == QLocale.Language.Arabic
    assert locale.zeroDigit() == "0"
    assert locale.textDirection().name == "RightToLeft"
