"""Arabic counts its nouns three ways (Qt's six plural forms: 0, 1, 2, 3-10, 11-99, 100+):
three to ten things take the plural (3 حركات, 5 أحجار), eleven to ninety-nine the
singular in the accusative (11 حركةً, 20 حجرًا), a hundred and up the singular (100 حركة).
A form that writes "%n حركة" for 3-10 or "%n حركات" from 11 up reads wrong to every
Arabic player; the check reads the word right after the number in each of those forms."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tests.i18n.conftest import ROOT
from tests.i18n.test_i18n_glossary import normalised

# The counted nouns of the catalog: singular (as read without vowel marks) -> plural.
NOUNS = {
    "نقطة": "نقاط",
    "حركة": "حركات",
    "حجر": "احجار",
    "وعاء": "اوعية",
    "بركان": "براكين",
    "لغز": "الغاز",
    "يوم": "ايام",
    "انجاز": "انجازات",
    "ساعة": "ساعات",
    "دقيقة": "دقائق",
    "ثانية": "ثوان",
    "بديل": "بدائل",
    "حاجز": "حواجز",
    "تسلسل": "تسلسلات",
    "تطابق": "تطابقات",
    "محاولة": "محاولات",
    "لعبة": "العاب",
    "سمة": "سمات",
}
SINGULARS = {word for singular in NOUNS for word in (singular, singular + "ا")}
PLURALS = set(NOUNS.values())
AFTER_THE_NUMBER = re.compile(r"%n (\S+)")
THREE_TO_TEN, ELEVEN_TO_99, HUNDRED_UP = 3, 4, 5


def arabic_plural_messages() -> list[tuple[str, str, list[str]]]:
    root = ET.parse(ROOT / "translations" / "twelve_bowls_ar.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            forms = message.findall("translation/numerusform")
            if forms:
                texts = [normalised("ar", f.text or "") for f in forms]
                found.append(
                    (context.findtext("name") or "", message.findtext("source") or "", texts)
                )
    return found


def wrong_counts(forms: list[str]) -> list[str]:
    wrong = []
    for word in AFTER_THE_NUMBER.findall(forms[THREE_TO_TEN]):
        if word.rstrip("،.:؛") in SINGULARS:
            wrong.append(f"3-10 takes the plural, not {word}")
    for index in (ELEVEN_TO_99, HUNDRED_UP):
        for word in AFTER_THE_NUMBER.findall(forms[index]):
            if word.rstrip("،.:؛") in PLURALS:
                wrong.append(f"form {index} (11 and up) takes the singular, not {word}")
    return wrong


def test_the_check_reads_a_wrong_count() -> None:
    right = ["", "حركة واحدة", "حركتان", "%n حركات", "%n حركةً", "%n حركة"]
    assert wrong_counts([normalised("ar", f) for f in right]) == []
    twelve_moves = ["", "حركة واحدة", "حركتان", "%n حركات", "%n حركات", "%n حركات"]
    assert len(wrong_counts(twelve_moves)) == 2
    three_stones = ["", "", "", "%n حجرًا", "%n حجرًا", "%n حجر"]
    assert wrong_counts([normalised("ar", f) for f in three_stones])


@pytest.mark.parametrize(
    ("context", "source", "forms"),
    arabic_plural_messages(),
    ids=lambda value: value[:40] if isinstance(value, str) else "",
)
def test_every_arabic_count_agrees_with_its_number(
    context: str, source: str, forms: list[str]
) -> None:
    assert len(forms) == 6, (context, source)
    assert wrong_counts(forms) == [], (context, source, forms)
