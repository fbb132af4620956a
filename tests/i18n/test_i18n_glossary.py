"""One vocabulary per language: translations/glossary.json chooses each language's words
(the game's name, its sowing verb, the stone word) and bans the words it replaced; every
translation of every catalog is checked against it, and so are the desktop entry and the
AppStream file, whose names and screenshot captions come from the catalogs."""

from __future__ import annotations

import configparser
import json
import re
import unicodedata
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


# Arabic vowel marks (harakat, shadda, sukun, dagger alif, Quranic marks) and the tatweel
# stretch a word without changing it: يُزرع and يـزرع are يزرع to a reader.
ARABIC_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
ARABIC_ALEFS = str.maketrans("أإآٱ", "اااا")
# Isolates and marks the number formatter or a catalog puts between letters.
BIDI_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# まく conjugates on its last kana (まかない, まきます, まく, まけば, まこう, まいた, まいて);
# the verb starts a word, after a kanji or katakana, a particle, or the start of the text.
JA_MAKU = re.compile("(?:(?<![\u3041-\u3096])|(?<=[をでにがはもへと]))ま[いかきくけこ]")
JA_MAKU_KANJI = re.compile("[蒔撒]")
# बोना in every form a sentence gives it (बोना, बोने, बोया, बोई, बोता, बोएँ, बोकर, ...),
# as a whole word (between letters and vowel signs, not the danda), so बोनस (bonus)
# and बोलें (say) stay apart; and the noun in its spellings.
HI_BONA = re.compile(
    "(?<![\u0900-\u0963\u0971-\u097f])"
    "बो(?:ना|ने|नी|या|ये|यी|ए|ई|ईं|ता|ती|ते|एं|कर|ओ|ऊं|एगा|एगी|एंगे)"
    "(?![\u0900-\u0963\u0971-\u097f])"
)
HI_BUAAI = re.compile("बु[आव]ाई|बुआई|बोआई|बोवाई")


def normalised(code: str, text: str) -> str:
    """``text`` as a reader takes its words: one spelling for each inflection, other
    spelling and vowel marking of a word, so a banned word is banned in every form."""
    text = BIDI_CONTROLS.sub("", unicodedata.normalize("NFC", text))
    if code == "es":
        decomposed = unicodedata.normalize("NFD", text.casefold())
        text = "".join(c for c in decomposed if not unicodedata.combining(c))
    elif code == "ar":
        text = ARABIC_MARKS.sub("", text).translate(ARABIC_ALEFS)
    elif code == "ja":
        text = JA_MAKU_KANJI.sub("まく", JA_MAKU.sub("まく", text))
    elif code == "hi":
        # Chandrabindu and anusvara, and a letter with or without its nukta, are one word.
        text = text.replace("\u0901", "\u0902").replace("\u093c", "")
        text = HI_BUAAI.sub("बुवाई", HI_BONA.sub("बोना", text))
    return text


def glossary_problems(code: str, entries: list[tuple[str, str, str]]) -> list[str]:
    """Translations that use a word the glossary bans for ``code``, in any of its forms."""
    rules = GLOSSARY[code]
    problems = []
    for context, source, text in entries:
        reading = normalised(code, text)
        words = {normalised(code, banned["text"]): banned for banned in rules.get("banned", [])}
        for word, banned in words.items():  # まき and まか are both まく: one problem
            if word in reading:
                problems.append(f"[{context}] {source!r}: {banned['text']!r} ({banned['why']})")
        for banned in rules.get("banned_patterns", []):
            if context in banned.get("except_contexts", ()):
                continue
            if re.search(banned["pattern"], reading):
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


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("es", "Sembrá las piedras."),
        ("es", "SIEMBRA el cuenco."),
        ("ja", "1回まいて赤をそろえましょう。"),
        ("ja", "1回まけば両方届きます。"),
        ("ja", "石をまかない手。"),
        ("ja", "種まきのように。"),
        ("ja", "石を蒔く。"),
        ("hi", "फिर एक ही बुआई दोनों पूरे कर देती है।"),
        ("hi", "पत्थर बोई गई।"),
        ("hi", "कटोरी से बोएँ।"),
        ("hi", "पत्थर बोकर देखें।"),
        ("ar", "ما يبقى فيه يُزرع عائدًا."),
        ("ar", "ما يبقى فيه يـزرع عائدًا."),
        ("ar", "البَذْر في الوعاء."),
        ("ar", "الزِّراعة"),
    ],
)
def test_the_glossary_check_catches_every_form_of_a_banned_word(code: str, text: str) -> None:
    # Inflections, other spellings and vowel marks, as the native review found them.
    assert glossary_problems(code, [("Game", "source", text)]), text


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("es", "Lo añade al final de la fila del cuenco."),
        ("es", "Un volcán con seis o más piezas entra en erupción."),
        ("ja", "修飾(&M):"),
        ("ja", "盤面の数を決まった数以下にする"),
        ("ja", "中断中：%1点 · 最高 %2点"),
        ("ja", "今日の%n手をすべて打ちました。"),
        ("hi", "उलटी"),
        ("hi", "कटोरी %1 का संशोधक"),
        ("ar", "العب 100 حركة آمنة في كل واحدة من 8 مباريات بلا نهاية."),
        ("ar", "الأبيض: بلا مجموعة"),
        ("ar", "السابق ▶"),
        ("ar", "◀ التالي"),
    ],
)
def test_the_glossary_check_catches_a_second_name_for_one_thing(code: str, text: str) -> None:
    # One name per thing: the words and marks the review found beside the chosen ones.
    assert glossary_problems(code, [("Game", "source", text)]), text


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("es", "Empieza por el cuenco que tiene siete piedras."),
        ("ja", "石をすべて配ってしまいました。まだ間に合います。"),
        ("ja", "ままならない。"),
        ("hi", "बोनस के 100 अंक; कुछ बोलें।"),
        ("ar", "وزّع الأحجار من الوعاء."),
    ],
)
def test_the_glossary_check_leaves_words_that_only_look_alike(code: str, text: str) -> None:
    assert not glossary_problems(code, [("Game", "source", text)]), text


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("ja", "1回配るだけで2つのグループができます。"),
        ("ja", "上の黄のうしろに赤を運びましょう。"),
        ("ja", "★ ヒントも取り消しも使わずに解決"),
        ("ja", "最後の配りで赤と黄色がそろいます。"),
        ("ja", "赤、次に紫を収穫しましょう。"),
        ("hi", "एक चाल दो समूह बना दे।"),
        ("hi", "पीले उलटी कटोरी में पहुँचाएँ।"),
        ("hi", "एक लाल को जोड़ी में पहुँचाएँ।"),
        ("es", "Lleva los amarillos al cuenco inverso."),
        ("es", "Deja que el cuenco de inversión devuelva su amarillo."),
        ("es", "Provoca la erupción y cosecha los rojos."),
        ("ar", "جهّز مجموعتين لتُكملهما توزيعة واحدة معًا."),
        ("ar", "يوزّع الوعاء العكسي أقدم أحجاره."),
        ("ar", "فجّر البركان واحصد الحمراء."),
    ],
)
def test_the_puzzle_texts_answer_to_the_glossary_too(code: str, text: str) -> None:
    # The puzzles' titles, hints and ideas were once exempt from the one-name rules.
    assert glossary_problems(code, [("Puzzles", "source", text)]), text


def test_every_numerus_form_is_checked() -> None:
    forms = [text for _, source, text in translations("ar") if source == "%n move(s) left"]
    assert len(forms) == 6  # zero, one, two, few (3-10), many (11-99), other (100+)


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
