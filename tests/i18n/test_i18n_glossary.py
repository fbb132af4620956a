"""One vocabulary per language: translations/glossary.json chooses each language's words
(the game's name, its sowing verb, the stone word) and bans the words it replaced; every
translation of every catalog is checked against it, and so are the desktop entry and the
AppStream file, whose names and screenshot captions come from the catalogs."""

from __future__ import annotations

import configparser
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.i18n.conftest import ROOT

GLOSSARY = json.loads((ROOT / "translations" / "glossary.json").read_text(encoding="utf-8"))
CODES = ("es", "ja", "hi", "ar")
LINUX = ROOT / "packaging" / "linux"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def translations(code: str) -> list[tuple[str, str, str]]:
    """(context, source, text) for every translation and plural form of a catalog."""
    root = ET.parse(ROOT / "translations" / f"twelve_bowls_{code}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                continue
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            found += [(name, source, text) for text in texts]
    return found


def glossary_problems(code: str, entries: list[tuple[str, str, str]]) -> list[str]:
    """Translations that use a word the glossary bans for ``code``."""
    rules = GLOSSARY[code]
    problems = []
    for context, source, text in entries:
        for banned in rules.get("banned", []):
            if banned["text"] in text:
                problems.append(f"[{context}] {source!r}: {banned['text']!r} ({banned['why']})")
        for banned in rules.get("banned_patterns", []):
            if re.search(banned["pattern"], text):
                problems.append(f"[{context}] {source!r}: {text!r} ({banned['why']})")
    return problems


@pytest.mark.parametrize("code", CODES)
def test_no_catalog_uses_a_word_its_glossary_bans(code: str) -> None:
    problems = glossary_problems(code, translations(code))
    assert not problems, "\n".join(problems)


def test_the_glossary_check_finds_each_kind_of_banned_word() -> None:
    # The words the review found before the catalogs were mended.
    found = {
        code: glossary_problems(code, [("Game", "source", text)])
        for code, text in [
            ("es", "Se siembra una piedra en el cuenco %1."),
            ("ja", "器%1を打ちましょう"),
            ("hi", "सात से अधिक चीज़ें।"),
            ("ar", "الصعوبة %1/10"),
        ]
    }
    assert all(found.values()), found
    assert len(found["ja"]) == 2  # 器を打 is banned, and bowl N is written 器%1
    assert not glossary_problems("ja", [("Game", "s", "十二の器について(&B)…")])


@pytest.mark.parametrize("code", CODES)
def test_the_game_has_one_name_per_language(code: str) -> None:
    name = GLOSSARY[code]["name"]
    titles = {
        (context, source): text
        for context, source, text in translations(code)
        if source == "Twelve Bowls"
    }
    assert titles, "the window title and home's title are translated"
    assert set(titles.values()) == {name}, titles
    entry = configparser.RawConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]  # keys keep their case
    entry.read(LINUX / "io.github.twelvebowls.TwelveBowls.desktop", encoding="utf-8")
    assert entry["Desktop Entry"][f"Name[{code}]"] == name
    metainfo = ET.parse(LINUX / "io.github.twelvebowls.TwelveBowls.metainfo.xml").getroot()
    names = [n.text for n in metainfo.findall("name") if n.get(XML_LANG) == code]
    assert names == [name]


@pytest.mark.parametrize("code", CODES)
def test_every_store_screenshot_caption_is_translated(code: str) -> None:
    metainfo = ET.parse(LINUX / "io.github.twelvebowls.TwelveBowls.metainfo.xml").getroot()
    screenshots = metainfo.findall("screenshots/screenshot")
    assert len(screenshots) >= 4
    for shot in screenshots:
        english = [c.text for c in shot.findall("caption") if c.get(XML_LANG) is None]
        translated = [c.text for c in shot.findall("caption") if c.get(XML_LANG) == code]
        assert english and translated and translated != english, (code, english)


def test_the_glossary_names_every_language_with_a_catalog() -> None:
    catalogs = {
        p.stem.removeprefix("twelve_bowls_")
        for p in Path(ROOT / "translations").glob("twelve_bowls_*.ts")
    }
    assert catalogs - {"en"} == set(CODES)
    assert all(GLOSSARY[code]["name"] and GLOSSARY[code]["terms"] for code in CODES)


def test_english_calls_every_thing_in_a_bowl_a_stone() -> None:
    # The other catalogs say piedra, 石, पत्थर and حجر for wilds and blockers too, and
    # How to play says stones; the goal line, the overflow sentences, the queue strip and
    # the editor once said "items" (R1.3's word, not the players').
    sources = {source for _, source, _ in translations("es")}
    english = {text for _, _, text in translations("en")}
    found = sorted(text for text in sources | english if re.search(r"\bitems?\b|\bitem\(s\)", text))
    assert not found, found
