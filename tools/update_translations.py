"""Re-extract the game's strings into the catalogs and compile them.

    python tools/update_translations.py            # lupdate all sources, then lrelease
    python tools/update_translations.py --release  # only compile .ts -> .qm

Both then write the Linux desktop entry and AppStream file from the catalogs
(``tools/launcher_files.py``).

``pyside6-lupdate`` reads every Python file under ``app/`` and ``themes/`` (the engine
never shows text) and merges new strings into ``translations/twelve_bowls_XX.ts``; strings
that left the code are dropped (``-no-obsolete``), so a catalog never carries dead
entries. ``pyside6-lrelease`` then compiles every ``translations/*.ts`` (including
``qtbase_hi.ts``, Qt's strings for Hindi) into the ``.qm`` files the game loads.
``tests/i18n`` checks that the ``.qm`` files are current and nothing is left unfinished.

Two things lupdate's Python reader gets wrong, repaired here:

* ``tr = QCoreApplication.translate; tr("Ctx", "text")`` is read as ``QObject.tr``; we pass
  ``-tr-function-alias`` so ``tr`` means ``translate`` (nobody uses ``self.tr``: plurals
  through it break in subclasses).
* ``translate("Ctx", "%n stones", None, count)`` is not seen as a plural: the reader takes
  the identifier ``count`` for an old "encoding" argument (it only sees literal numbers).
  We find the plural calls with ``ast`` ourselves, mark those messages numerus and keep
  their plural forms across runs (lupdate would otherwise fold them into one text).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
# packaging/launcher_texts.py: the desktop entry and AppStream texts (tools/launcher_files.py).
SOURCE_DIRS = ("app", "themes", "packaging")
LANGUAGES = ("es", "ja", "hi", "ar")
# English is the source language; its catalog holds only the plural forms ("1 move left",
# "2 moves left"), since the source text "%n move(s) left" is written for translators.
PLURALS_ONLY = "en"
TARGET_LANGUAGE = {"en": "en_US", "es": "es_ES", "ja": "ja_JP", "hi": "hi_IN", "ar": "ar"}
# Plural forms Qt uses per language (qttools numerus table): what each catalog must fill.
PLURAL_FORMS = {"en": 2, "es": 2, "ja": 1, "hi": 2, "ar": 6}
# ``translate_plural`` (app.i18n) takes translate's arguments and writes %n itself.
TRANSLATE_NAMES = frozenset({"translate", "tr", "QT_TRANSLATE_NOOP", "translate_plural"})

Key = tuple[str, str, str]  # (context, source, disambiguation comment)


def tool(name: str) -> str:
    """Path of a PySide6 tool: next to this Python first, then on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (PySide6-Essentials ships it)")
    return found


def sources() -> list[Path]:
    files: list[Path] = []
    for folder in SOURCE_DIRS:
        base = ROOT / folder
        if base.is_dir():
            files.extend(p for p in sorted(base.rglob("*.py")) if "__pycache__" not in p.parts)
    return files


def catalog(code: str) -> Path:
    return TRANSLATIONS / f"twelve_bowls_{code}.ts"


# --- what the code asks for (ast) ------------------------------------------------------------


@dataclass(frozen=True)
class Call:
    key: Key
    plural: bool
    where: str


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _const(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


@dataclass(frozen=True)
class Wrapper:
    """A module's helper such as ``def _tr(text, disambiguation=None, n=-1)`` that calls
    ``QCoreApplication.translate("Ctx", text, disambiguation, n)``: lupdate cannot see
    through it, so its calls are found here."""

    context: str
    params: tuple[str, ...]  # the helper's parameters, in order
    text: str
    comment: str | None
    count: str | None


def _wrappers(tree: ast.Module) -> dict[str, Wrapper]:
    found: dict[str, Wrapper] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        params = tuple(a.arg for a in node.args.args)
        for inner in ast.walk(node):
            if not isinstance(inner, ast.Call) or _name(inner.func) != "translate":
                continue
            args = inner.args
            context = _const(args[0]) if args else None
            if context is None or len(args) < 2 or not isinstance(args[1], ast.Name):
                continue
            names = [a.id if isinstance(a, ast.Name) else None for a in args]
            if names[1] not in params:
                continue
            comment = names[2] if len(names) > 2 and names[2] in params else None
            count = names[3] if len(names) > 3 and names[3] in params else None
            found[node.name] = Wrapper(context, params, str(names[1]), comment, count)
    return found


def _wrapper_call(node: ast.Call, wrapper: Wrapper) -> tuple[Key, bool] | None:
    bound: dict[str, ast.expr] = dict(zip(wrapper.params, node.args, strict=False))
    bound.update({k.arg: k.value for k in node.keywords if k.arg})
    text = _const(bound.get(wrapper.text))
    if text is None:
        return None
    comment = _const(bound.get(wrapper.comment)) if wrapper.comment else None
    plural = wrapper.count is not None and wrapper.count in bound
    return (wrapper.context, text, comment or ""), plural


def translate_calls(files: list[Path] | None = None) -> list[Call]:
    """Every ``translate``/``tr``/``QT_TRANSLATE_NOOP`` call with literal context and text,
    and every call of a module's own translate helper (see ``Wrapper``)."""
    calls: list[Call] = []
    for path in files if files is not None else sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        wrappers = _wrappers(tree)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            if isinstance(node.func, ast.Name) and name in wrappers:
                found = _wrapper_call(node, wrappers[name])
                if found is not None:
                    calls.append(Call(found[0], found[1], f"{shown}:{node.lineno}"))
                continue
            if name not in TRANSLATE_NAMES:
                continue
            args = list(node.args)
            keywords = {k.arg: k.value for k in node.keywords if k.arg}
            context = _const(args[0]) if args else None
            text = _const(args[1]) if len(args) > 1 else None
            if context is None or text is None:
                continue
            comment_node = args[2] if len(args) > 2 else keywords.get("disambiguation")
            comment = _const(comment_node) or ""
            plural = len(args) > 3 or "n" in keywords
            calls.append(Call((context, text, comment), plural, f"{shown}:{node.lineno}"))
    return calls


# --- catalogs ----------------------------------------------------------------------------------


@dataclass
class Entry:
    numerus: bool
    forms: list[str]  # one text, or the plural forms
    finished: bool


def _key(context: str, message: ET.Element) -> Key:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def read_catalog(path: Path) -> dict[Key, Entry]:
    entries: dict[Key, Entry] = {}
    if not path.exists():
        return entries
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = [f.text or "" for f in translation.iter("numerusform")]
            else:
                forms = [translation.text or ""]
            finished = translation.get("type") not in {"unfinished", "obsolete", "vanished"}
            entries[_key(name, message)] = Entry(numerus, forms, finished)
    return entries


def _set_translation(message: ET.Element, entry: Entry) -> None:
    old = message.find("translation")
    if old is not None:
        message.remove(old)
    translation = ET.SubElement(message, "translation")
    if not entry.finished:
        translation.set("type", "unfinished")
    if entry.numerus:
        message.set("numerus", "yes")
        for form in entry.forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        message.attrib.pop("numerus", None)
        translation.text = entry.forms[0] if entry.forms else ""


def repair(path: Path, code: str, calls: list[Call], before: dict[Key, Entry]) -> int:
    """Fix what lupdate missed; returns the number of messages changed or added.

    Plural calls become numerus messages (their forms restored from ``before``), and calls
    lupdate did not extract at all (a plural count such as ``len(stones)``) are added.
    """
    tree = ET.parse(path)
    root = tree.getroot()
    count = PLURAL_FORMS[code]
    plurals = {c.key for c in calls if c.plural}
    contexts: dict[str, ET.Element] = {}
    present: set[Key] = set()
    changed = 0

    def restored(key: Key, numerus: bool) -> Entry:
        old = before.get(key)
        if old is not None and old.numerus == numerus and (not numerus or len(old.forms) == count):
            return old
        text = old.forms[0] if old is not None and old.forms else ""
        return Entry(numerus, [text] * count if numerus else [text], False)

    for context in root.iter("context"):
        name = context.findtext("name") or ""
        contexts[name] = context
        for message in context.iter("message"):
            key = _key(name, message)
            present.add(key)
            if key in plurals and message.get("numerus") != "yes":
                _set_translation(message, restored(key, True))
                changed += 1
    for call in calls:
        if call.key in present:
            continue
        present.add(call.key)
        name, source, comment = call.key
        context = contexts.get(name)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
            contexts[name] = context
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = source
        if comment:
            ET.SubElement(message, "comment").text = comment
        _set_translation(message, restored(call.key, call.plural))
        changed += 1
    if changed:
        write_catalog(tree, path)
    return changed


def write_catalog(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def extract() -> None:
    files = sources()
    calls = translate_calls(files)
    names = [str(p.relative_to(ROOT)) for p in files]
    for code in (PLURALS_ONLY, *LANGUAGES):
        before = read_catalog(catalog(code))
        wanted = [c for c in calls if c.plural] if code == PLURALS_ONLY else calls
        command = [
            tool("pyside6-lupdate"),
            *names,
            *(["-pluralonly"] if code == PLURALS_ONLY else []),
            "-tr-function-alias",
            "translate+=tr,tr=QObject_tr_is_not_used",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            TARGET_LANGUAGE[code],
            "-ts",
            str(catalog(code).relative_to(ROOT)),
        ]
        subprocess.run(command, cwd=ROOT, check=True)
        repair(catalog(code), code, wanted, before)


def release_one(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], cwd=ROOT, check=True
    )


def release(out_dir: Path = TRANSLATIONS) -> list[Path]:
    """Compile every ``translations/*.ts`` into ``out_dir``; returns the .qm paths."""
    built: list[Path] = []
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        release_one(ts, qm)
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--release", action="store_true", help="only compile .ts to .qm")
    args = parser.parse_args(argv)
    if not args.release:
        extract()
    for qm in release():
        print(qm.relative_to(ROOT))
    # The desktop entry and AppStream file say what the catalogs say.
    spec = importlib.util.spec_from_file_location(
        "launcher_files", ROOT / "tools" / "launcher_files.py"
    )
    assert spec is not None and spec.loader is not None
    launcher_files = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(launcher_files)
    return int(launcher_files.main([]))


if __name__ == "__main__":
    sys.exit(main())
