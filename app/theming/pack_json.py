"""A theme pack's manifest file as JSON, and the error a pack that cannot be used raises.

Apart from ``app.theming.packs`` (loading a pack) and ``app.theming.manifest`` (checking
its manifest with pydantic, after the first frame), which both read them: neither then
imports the other back.
"""

from __future__ import annotations

import json
import re
from typing import Any

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

MANIFEST = "theme.json"
CONTEXT = "ThemePacks"  # the catalogs' context of every refusal sentence
RLM = "\u200f"  # right-to-left mark


class Refusal(str):
    """Why a pack was refused: one whole sentence, in English as a ``str`` (logs, tests,
    the preview tool) and in the player's language by ``translated``.

    ``sentence`` is the text marked for translation, with ``%1``.. for ``values`` (file
    names, limits); ``english`` replaces the English text where it says more than the
    sentence (a manifest field's own English check)."""

    sentence: str
    values: tuple[object, ...]

    def __new__(cls, sentence: str, *values: object, english: str | None = None) -> Refusal:
        made = super().__new__(cls, english if english is not None else _filled(sentence, values))
        made.sentence = sentence
        made.values = values
        return made

    def translated(self) -> str:
        from PySide6.QtCore import QCoreApplication

        from twelve_bowls.app.i18n import fill, is_rtl, isolate

        # A file's name is isolated: in Arabic it must not turn the sentence around; and
        # a sentence that starts with one starts with a right-to-left mark, as Qt takes a
        # paragraph's direction from its first letter, even inside an isolate.
        values = [
            value if isinstance(value, int | float) else isolate(str(value))
            for value in self.values
        ]
        said = fill(QCoreApplication.translate(CONTEXT, self.sentence), *values)
        return RLM + said if is_rtl() else said


def _filled(sentence: str, values: tuple[object, ...]) -> str:
    def english(value: object) -> str:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return str(value)
        return f"{value:,}" if isinstance(value, int) else f"{value:g}"

    return re.sub(
        r"%([1-9])",
        lambda m: (
            english(values[int(m.group(1)) - 1]) if int(m.group(1)) <= len(values) else m.group(0)
        ),
        sentence,
    )


class PackError(Exception):
    """A theme pack that cannot be used: ``refusal`` says why in one sentence (``str`` of
    the error is its English)."""

    def __init__(self, sentence: str, *values: object, english: str | None = None) -> None:
        self.refusal = Refusal(sentence, *values, english=english)
        super().__init__(str(self.refusal))


def json_object(data: bytes, source: str = MANIFEST) -> dict[str, Any]:
    """``data`` read as one JSON object; ``PackError`` when it is not."""
    try:
        # utf-8-sig: a byte-order mark, as Windows Notepad writes one, is not part of the text.
        raw = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise PackError(QT_TRANSLATE_NOOP("ThemePacks", "%1 is not UTF-8 text."), source) from None
    except json.JSONDecodeError as error:
        raise PackError(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 is not valid JSON (line %2, column %3)."),
            source,
            error.lineno,
            error.colno,
            english=(
                f"{source} is not valid JSON "
                f"(line {error.lineno}, column {error.colno}: {error.msg})."
            ),
        ) from None
    if not isinstance(raw, dict):
        raise PackError(QT_TRANSLATE_NOOP("ThemePacks", "%1 must hold one JSON object."), source)
    return raw
