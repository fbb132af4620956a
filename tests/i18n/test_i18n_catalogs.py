"""The catalogs: complete, plural forms filled, placeholders kept, .qm current with .ts."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tools import update_translations as tool

TRANSLATIONS = tool.TRANSLATIONS
PLACEHOLDER = re.compile(r"%(?:\d|L?n)|\{\w+\}")


def catalog_files() -> list[Path]:
    return sorted(TRANSLATIONS.glob("*.ts"))


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def test_every_language_has_a_catalog() -> None:
    names = {p.name for p in catalog_files()}
    for code in tool.LANGUAGES:
        assert f"twelve_bowls_{code}.ts" in names
    assert "qtbase_hi.ts" in names  # Qt ships none for Hindi
    assert "twelve_bowls_en.ts" in names  # English plural forms


@pytest.mark.parametrize("path", catalog_files(), ids=lambda p: p.name)
def test_no_unfinished_empty_or_obsolete_entry(path: Path) -> None:
    problems = []
    for context, message in messages(path):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in {"unfinished", "obsolete", "vanished"}:
            problems.append(f"{kind}: [{context}] {source!r}")
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
        else:
            forms = [translation.text or ""]
        if not all(f.strip() for f in forms):
            problems.append(f"empty: [{context}] {source!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", [tool.PLURALS_ONLY, *tool.LANGUAGES])
def test_plural_forms_are_all_filled(code: str) -> None:
    wanted = tool.PLURAL_FORMS[code]
    plural_keys = {c.key for c in tool.translate_calls() if c.plural}
    seen = set()
    for context, message in messages(tool.catalog(code)):
        key = (context, message.findtext("source") or "", message.findtext("comment") or "")
        if message.get("numerus") != "yes":
            assert key not in plural_keys, f"{key} is a plural call but not numerus"
            continue
        seen.add(key)
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")]
        assert len(forms) == wanted, (key, forms)
        assert all(f.strip() for f in forms), (key, forms)
    assert plural_keys <= seen


@pytest.mark.parametrize("code", [tool.PLURALS_ONLY, *tool.LANGUAGES])
def test_translations_keep_the_placeholders(code: str) -> None:
    problems = []
    for context, message in messages(tool.catalog(code)):
        source = message.findtext("source") or ""
        wanted = set(PLACEHOLDER.findall(source)) - {"%n", "%Ln"}
        translation = message.find("translation")
        assert translation is not None
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
        else:
            forms = [translation.text or ""]
        for form in forms:
            if set(PLACEHOLDER.findall(form)) - {"%n", "%Ln"} != wanted:
                problems.append(f"[{context}] {source!r} -> {form!r}")
    assert not problems, "\n".join(problems)


def test_every_string_in_the_code_is_in_every_catalog() -> None:
    calls = tool.translate_calls()
    assert len(calls) > 50  # the scanner really reads the sources
    for code in tool.LANGUAGES:
        keys = {
            (context, m.findtext("source") or "", m.findtext("comment") or "")
            for context, m in messages(tool.catalog(code))
        }
        missing = sorted({f"{c.where}: {c.key}" for c in calls if c.key not in keys})
        assert not missing, f"{code}: run tools/update_translations.py\n" + "\n".join(missing)


def test_english_catalog_holds_only_plurals() -> None:
    entries = messages(tool.catalog(tool.PLURALS_ONLY))
    assert entries
    assert all(message.get("numerus") == "yes" for _, message in entries)


def test_compiled_catalogs_are_current(tmp_path: Path) -> None:
    built = tool.release(tmp_path)
    assert len(built) == len(catalog_files())
    for fresh in built:
        shipped = TRANSLATIONS / fresh.name
        assert shipped.exists(), f"{fresh.name} missing: run tools/update_translations.py"
        assert shipped.read_bytes() == fresh.read_bytes(), f"{fresh.name} is stale"


def test_the_scanner_sees_plural_calls_lupdate_misses(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def f(count):\n"
        "    tr = QCoreApplication.translate\n"
        "    QCoreApplication.translate('Ctx', '%n stones', None, count)\n"
        "    tr('Ctx', 'Plain', 'why')\n"
    )
    calls = tool.translate_calls([source])
    assert {(c.key, c.plural) for c in calls} == {
        (("Ctx", "%n stones", ""), True),
        (("Ctx", "Plain", "why"), False),
    }


def test_the_scanner_follows_a_module_translate_helper(tmp_path: Path) -> None:
    source = tmp_path / "dialog.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def _tr(text, disambiguation=None, n=-1):\n"
        "    return QCoreApplication.translate('Dialog', text, disambiguation, n)\n"
        "def build(count):\n"
        "    _tr('&Language')\n"
        "    _tr('%n left', None, count)\n"
        "    _tr('Close', 'button')\n"
    )
    found = {(c.key, c.plural) for c in tool.translate_calls([source])}
    assert found == {
        (("Dialog", "&Language", ""), False),
        (("Dialog", "%n left", ""), True),
        (("Dialog", "Close", "button"), False),
    }


def pitfalls(path: Path) -> list[str]:
    """PySide6 translation pitfalls found in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    in_function: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            in_function.update(id(inner) for inner in ast.walk(node))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        shown = path.relative_to(tool.ROOT) if path.is_relative_to(tool.ROOT) else path.name
        where = f"{shown}:{node.lineno}"
        if isinstance(func, ast.Attribute) and name == "tr":
            found.append(f"{where}: self.tr() takes the subclass as context; use translate")
        if name == "translate" and any(isinstance(a, ast.JoinedStr) for a in node.args[:2]):
            found.append(f"{where}: f-string inside translate()")
        if name == "translate" and id(node) not in in_function:
            found.append(f"{where}: translated at import time; use QT_TRANSLATE_NOOP")
        literal = bool(node.args) and isinstance(node.args[0], ast.Constant)
        counted = len(node.args) > 3 or any(k.arg == "n" for k in node.keywords)
        if name in {"translate", "tr"} and literal and counted:
            # Qt would write %n as bare digits, unlike fill() (one formatter).
            found.append(f"{where}: plural through translate(); use i18n.translate_plural")
    return found


def test_sources_avoid_the_pyside_translation_pitfalls() -> None:
    problems = [p for path in tool.sources() for p in pitfalls(path)]
    assert not problems, "\n".join(problems)


def test_the_pitfall_scan_finds_each_pitfall(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "TITLE = QCoreApplication.translate('Ctx', 'Too early')\n"
        "class W:\n"
        "    def f(self, n):\n"
        "        self.tr('%n stones', None, n)\n"
        "        QCoreApplication.translate('Ctx', f'{n} stones')\n"
        "        QCoreApplication.translate('Ctx', '%n stones', None, n)\n"
    )
    found = pitfalls(source)
    assert [line.split(": ", 1)[1] for line in found] == [
        "translated at import time; use QT_TRANSLATE_NOOP",
        "self.tr() takes the subclass as context; use translate",
        "f-string inside translate()",
        "plural through translate(); use i18n.translate_plural",
    ]


def test_arabic_plural_forms_leave_the_number_to_the_formatter() -> None:
    # translate_plural writes %n with format_number, which isolates it (LRI...PDI) in
    # Arabic; a catalog that isolated %n again would nest isolates.
    doubled = []
    for context, message in messages(tool.catalog("ar")):
        translation = message.find("translation")
        assert translation is not None
        for form in [translation.text or "", *(f.text or "" for f in translation)]:
            if "\u2066%n" in form or "\u2066%1" in form:
                doubled.append(f"[{context}] {form!r}")
    assert not doubled, "\n".join(doubled)


def test_the_scanner_follows_a_helper_that_sends_plurals_to_translate_plural(
    tmp_path: Path,
) -> None:
    source = tmp_path / "narration.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "from app.i18n import translate_plural\n"
        "def _tr(text, disambiguation=None, n=-1):\n"
        "    if n >= 0:\n"
        "        return translate_plural('Say', text, disambiguation, n)\n"
        "    return QCoreApplication.translate('Say', text, disambiguation)\n"
        "def say(count):\n"
        "    _tr('%n stone(s)', None, count)\n"
        "    _tr('Bowl')\n"
    )
    found = {(c.key, c.plural) for c in tool.translate_calls([source])}
    assert found == {(("Say", "%n stone(s)", ""), True), (("Say", "Bowl", ""), False)}
