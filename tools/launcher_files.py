"""Write the Linux desktop entry and AppStream file from the translation catalogs.

    python tools/launcher_files.py          # (also run by tools/update_translations.py)
    python tools/launcher_files.py --check  # exit 1 if the committed files are stale

English comes from ``packaging/launcher_texts.py``; each language's ``Name[xx]``,
``GenericName[xx]``, ``Comment[xx]``, ``Keywords[xx]``, ``<summary xml:lang>`` and
translated description paragraphs come from its finished catalog entries, so the store
texts use the same words as the game (and cannot be forgotten when those change).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("es", "ja", "hi", "ar")
INDENT = "  "


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


texts = _load("launcher_texts")
appinfo = _load("appinfo")
DESKTOP = LINUX / f"{appinfo.APP_ID}.desktop"
METAINFO = LINUX / f"{appinfo.APP_ID}.metainfo.xml"
METAINFO_TEMPLATE = METAINFO.with_name(METAINFO.name + ".in")

Catalog = dict[tuple[str, str], str]


def read_catalog(code: str) -> Catalog:
    """(context, source) -> finished translation (plain messages only)."""
    found: Catalog = {}
    root = ET.parse(TRANSLATIONS / f"twelve_bowls_{code}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") or message.get("numerus"):
                continue
            text = (translation.text or "").strip()
            if text:
                found[(name, message.findtext("source") or "")] = text
    return found


def _translated(catalog: Catalog, source: str, context: str = texts.CONTEXT) -> str | None:
    return catalog.get((context, source))


def desktop_entry(catalogs: dict[str, Catalog]) -> str:
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
    ]
    context, name = texts.NAME
    for key, source, ctx in (
        ("Name", name, context),
        ("GenericName", texts.GENERIC_NAME, texts.CONTEXT),
        ("Comment", texts.COMMENT, texts.CONTEXT),
        ("Keywords", texts.KEYWORDS, texts.CONTEXT),
    ):
        lines.append(f"{key}={source}")
        for code in LANGUAGES:
            value = _translated(catalogs[code], source, ctx)
            if value:
                lines.append(f"{key}[{code}]={' '.join(value.split())}")
    lines += [
        f"Icon={appinfo.APP_ID}",
        f"Exec={appinfo.COMMAND}",
        f"TryExec={appinfo.COMMAND}",
        "Terminal=false",
        "Categories=Game;LogicGame;",
        "StartupNotify=true",
        f"StartupWMClass={appinfo.COMMAND}",
    ]
    return "\n".join(lines) + "\n"


def _element(tag: str, text: str, code: str | None, depth: int) -> str:
    lang = f' xml:lang="{code}"' if code else ""
    return f"{INDENT * depth}<{tag}{lang}>{escape(' '.join(text.split()))}</{tag}>"


def _with_translations(
    tag: str, source: str, catalogs: dict[str, Catalog], depth: int, context: str = texts.CONTEXT
) -> list[str]:
    out = [_element(tag, source, None, depth)]
    for code in LANGUAGES:
        value = _translated(catalogs[code], source, context)
        if value:
            out.append(_element(tag, value, code, depth))
    return out


def metainfo(catalogs: dict[str, Catalog]) -> str:
    context, name = texts.NAME
    head = [
        *_with_translations("name", name, catalogs, 1, context),
        *_with_translations("summary", texts.SUMMARY, catalogs, 1),
    ]
    paragraph, features = texts.DESCRIPTION
    body = [
        f"{INDENT}<description>",
        *_with_translations("p", paragraph, catalogs, 2),
        *_with_translations("p", features, catalogs, 2),
        f"{INDENT * 2}<ul>",
        *(line for item in texts.FEATURES for line in _with_translations("li", item, catalogs, 3)),
        f"{INDENT * 2}</ul>",
        f"{INDENT}</description>",
    ]
    template = METAINFO_TEMPLATE.read_text(encoding="utf-8")
    for caption in texts.CAPTIONS:
        # Each English caption of the template gains its translations after it.
        line = _element("caption", caption, None, 3)
        if line not in template:
            raise SystemExit(f"the metainfo template has no caption {caption!r}")
        template = template.replace(
            line, "\n".join(_with_translations("caption", caption, catalogs, 3))
        )
    return template.replace("@NAME_AND_SUMMARY@", "\n".join(head)).replace(
        "@DESCRIPTION@", "\n".join(body)
    )


def rendered() -> dict[Path, str]:
    catalogs = {code: read_catalog(code) for code in LANGUAGES}
    return {DESKTOP: desktop_entry(catalogs), METAINFO: metainfo(catalogs)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report stale files")
    args = parser.parse_args(argv)
    stale = [p for p, text in rendered().items() if p.read_text(encoding="utf-8") != text]
    if args.check:
        for path in stale:
            print(f"{path.relative_to(ROOT)} is stale: run tools/launcher_files.py")
        return 1 if stale else 0
    for path, text in rendered().items():
        path.write_text(text, encoding="utf-8")
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
