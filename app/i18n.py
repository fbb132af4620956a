"""Languages, translators, right-to-left layout and locale-aware formatting.

English is the source language; Spanish, Japanese, Hindi and Arabic ship as Qt catalogs in
the ``translations`` package (``twelve_bowls_XX.qm``). Qt's own strings (standard buttons,
the line-edit menu) come from ``qtbase_XX.qm`` of the PySide6 installation; Qt ships none
for Hindi, so ``translations/qtbase_hi.ts`` supplies those few strings.

Digits (decided once, for every language): the game writes numbers with Western digits
0-9 in all five languages, grouped the language's way (``1,234`` / ``1.234`` /
``12,34,567``). Reasons: bowl and puzzle numbers are notation shared with the rules and
puzzle files (R10.1), the player texts in every language write their numbers that way,
and many Arabic-speaking players (the Maghreb) read Western digits daily. Qt's default
locale for Arabic is therefore ``ar_001`` (Modern Standard Arabic with Western digits), so
any number Qt formats itself agrees with ours. Inside Arabic text, numbers are wrapped in
Unicode isolates (LRI ... PDI) so punctuation around them cannot make them jump.

Use ``fill(QCoreApplication.translate("Ctx", "Bowl %1 is empty."), bowl)`` to put numbers
into translated sentences; ``fill`` formats ints and floats with ``format_number``. A number
goes inside a whole sentence, never after a label ("Score: %1"): each language inflects
around it. Plurals go
through ``translate_plural("Ctx", "%n move(s) left", None, n)``, which writes ``%n`` with the
same ``format_number`` (one formatter, one rule for every number the game shows).
"""

from __future__ import annotations

import datetime as _dt
import logging
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, QTranslator

# Named here too: every screen reads the languages from i18n.
from twelve_bowls.app.languages import LANGUAGES as LANGUAGES
from twelve_bowls.app.languages import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from twelve_bowls.app.languages import normalize_language as normalize_language

if TYPE_CHECKING:
    from decimal import Decimal  # imported by whoever makes one, not at start

log = logging.getLogger(__name__)

RTL_LANGUAGES = frozenset({"ar"})
# Scripts with a true italic style; the others get no synthetic slant.
ITALIC_LANGUAGES = frozenset({"en", "es"})

# Qt locale per language; ar_001 keeps Western digits (see the module docstring).
_QT_LOCALES = {"en": "en_US", "es": "es_ES", "ja": "ja_JP", "hi": "hi_IN", "ar": "ar_001"}

LRI = "\u2066"  # left-to-right isolate
RLI = "\u2067"  # right-to-left isolate
FSI = "\u2068"  # first-strong isolate
PDI = "\u2069"  # pop directional isolate
BIDI_CONTROLS = frozenset(
    "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e" + LRI + RLI + FSI + PDI
)

# CLDR's long date pattern of each language (what Babel's ``format_date(day, "long")``
# writes), in Qt's date-format syntax. QLocale fills it with the same CLDR month names, so
# the home screen's first frame needs neither Babel nor its locale data (25-35 ms
# before the first paint). tests/i18n compares every day of four years with Babel's text.
LONG_DATE_PATTERNS = {
    "en": "MMMM d, yyyy",
    "es": "d 'de' MMMM 'de' yyyy",
    "ja": "yyyy年M月d日",
    "hi": "d MMMM yyyy",
    "ar": "d MMMM yyyy",
}

APP_CATALOG = "twelve_bowls_{code}.qm"
QT_CATALOG = "qtbase_{code}.qm"


class _State:
    """The applied language and its translators (a plain class: a dataclass costs start-up
    a millisecond to make)."""

    def __init__(self) -> None:
        self.code: str = SOURCE_LANGUAGE
        self.translators: list[QTranslator] = []
        self.loaded: list[str] = []


_state = _State()


# --- languages -----------------------------------------------------------------------------------


def system_language() -> str:
    """The first of the system's UI languages that the game supports, else English."""
    for name in QLocale.system().uiLanguages():
        base = name.replace("-", "_").split("_", 1)[0].lower()
        if base in LANGUAGES:
            return base
    return SOURCE_LANGUAGE


def current_language() -> str:
    return _state.code


# Languages whose sentences follow one another with no space: a Japanese sentence ends in
# 。 and the next begins right after it.
_NO_SPACE_BETWEEN_SENTENCES = frozenset({"ja"})


def join_sentences(sentences: Iterable[str]) -> str:
    """Whole translated sentences one after another, as the current language writes them."""
    gap = "" if _state.code in _NO_SPACE_BETWEEN_SENTENCES else " "
    return gap.join(sentence for sentence in sentences if sentence)


def is_rtl(code: str | None = None) -> bool:
    return (code or _state.code) in RTL_LANGUAGES


def layout_direction(code: str | None = None) -> Qt.LayoutDirection:
    return Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight


def language_name(code: str, in_language: str | None = None) -> str:
    """The language's name (Babel), by default in the language itself: ``"Español"``."""
    from babel import Locale  # the settings dialog's list: not needed at start

    code = normalize_language(code)
    display = Locale.parse(in_language or code).languages.get(code) or code
    # Names of languages are lower case inside Spanish sentences; a menu entry starts upper.
    return display[:1].upper() + display[1:]


def qt_locale(code: str | None = None) -> QLocale:
    return QLocale(_QT_LOCALES[normalize_language(code or _state.code)])


# --- translators ---------------------------------------------------------------------------------


def catalog_dir() -> Path:
    """Directory of the game's compiled catalogs (the ``translations`` package)."""
    from twelve_bowls import (
        translations,  # a plain package on disk (importlib.resources is not needed at start)
    )

    return Path(translations.__file__).resolve().parent


def qt_catalog_path(code: str) -> Path | None:
    """Qt's own catalog for ``code``: PySide6's, or ours where Qt ships none (Hindi)."""
    if code == SOURCE_LANGUAGE:
        return None
    ours = catalog_dir() / QT_CATALOG.format(code=code)
    if ours.is_file():
        return ours
    from PySide6.QtCore import QLibraryInfo  # its enum only for a language Qt translates

    theirs = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    candidate = theirs / QT_CATALOG.format(code=code)
    return candidate if candidate.is_file() else None


def app_catalog_path(code: str) -> Path | None:
    """The game's catalog; English has one too, holding only the plural forms."""
    path = catalog_dir() / APP_CATALOG.format(code=code)
    return path if path.is_file() else None


def set_language(code: str) -> str:
    """Switch the running app to ``code`` and return the code actually applied.

    Removes the previous translators and installs the new ones, so Qt sends LanguageChange
    to every widget (each screen's ``changeEvent`` retranslates); sets the default QLocale
    and the application's layout direction (right to left for Arabic). An unknown code
    falls back to English with a logged warning: a bad settings file never stops the game.
    Works without a QApplication too (formatting helpers only), e.g. in engine-side tools.
    """
    wanted = normalize_language(code)
    if wanted != str(code):
        log.warning("language %r is not supported; using %r", code, wanted)
    app = QCoreApplication.instance()
    if app is not None:
        for old in _state.translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
    _state.translators = []
    _state.loaded = []
    _state.code = wanted
    QLocale.setDefault(qt_locale(wanted))
    if app is not None:
        for path in (qt_catalog_path(wanted), app_catalog_path(wanted)):
            if path is None:
                continue
            translator = QTranslator(app)
            if translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                _state.translators.append(translator)
                _state.loaded.append(path.name)
            else:
                log.warning("could not load the catalog %s", path)
        if app_catalog_path(wanted) is None:
            log.warning("no catalog for %r; texts stay in English", wanted)
        set_direction = getattr(app, "setLayoutDirection", None)
        if set_direction is not None:  # a QGuiApplication; plain QCoreApplication has none
            set_direction(layout_direction(wanted))
            from twelve_bowls.app.fonts import apply_language_font  # only with a window

            apply_language_font(wanted)
    return wanted


def loaded_catalogs() -> list[str]:
    """File names of the catalogs installed by the last ``set_language`` (for diagnostics)."""
    return list(_state.loaded)


# --- formatting ----------------------------------------------------------------------------------


def _babel_locale() -> str:
    return _state.code


def has_italics(code: str | None = None) -> bool:
    """Whether the language's script has an italic style. Japanese, Devanagari and Arabic
    have none: Qt would slant them synthetically, so emphasis there is colour only."""
    return (code or _state.code) in ITALIC_LANGUAGES


def without_bidi_controls(text: str) -> str:
    """``text`` for another program (a chat, a mail): without the isolates and marks that
    keep numbers in place on our own screens, which many apps draw as boxes."""
    return "".join(c for c in text if c not in BIDI_CONTROLS)


def isolate_number(text: str) -> str:
    """``text`` wrapped in LRI...PDI in a right-to-left language, unchanged otherwise."""
    return f"{LRI}{text}{PDI}" if is_rtl() else text


def isolate(text: str) -> str:
    """Embedded text of unknown direction (a name, a key, a licence code) wrapped in
    FSI...PDI in a right-to-left language, unchanged otherwise."""
    return f"{FSI}{text}{PDI}" if is_rtl() else text


def _digits(value: int | float | Decimal) -> str:
    """The one number formatter: Qt's locale data, which follows CLDR to the
    letter, including the minimum grouping digits (Spanish writes ``1234`` but
    ``12.345``), Indian grouping for Hindi (``12,34,567``) and Western digits for Arabic
    (``ar_001``). Qt's own widgets (spin boxes) format with the same QLocale."""
    locale = qt_locale()
    if isinstance(value, int):
        return str(locale.toString(value))
    return str(locale.toString(float(value), "g", 12))


def format_number(value: int | float | Decimal) -> str:
    """A number for the current language: Western digits, local grouping, isolated in RTL.
    ``fill()`` and ``translate_plural()`` (``%n``) both write numbers with it."""
    return isolate_number(_digits(value))


def format_signed(value: int) -> str:
    """A number with an explicit sign (``+100``), for score gains. The sign sits inside the
    isolate, so Arabic shows ``+30``, never ``30+`` ("30 or more")."""
    sign = "+" if value > 0 else ""
    return isolate_number(sign + _digits(value))


def format_multiplier(value: int | float | Decimal) -> str:
    """A multiplier (``×3``, ``×1.5``): the sign stays before the digits in Arabic too."""
    return isolate_number("×" + _digits(value))


_QT_INT_LIMIT = 2**31 - 1  # Qt's plural count is a C int


def _plural_stand_in(n: int) -> int:
    """A count Qt can take that picks the same plural form as ``n``: every language's rule
    reads only ``n`` itself when small, else its last digits (Arabic's ``n % 100``), so a
    score past two billion keeps its last six digits above a million."""
    if -_QT_INT_LIMIT <= n <= _QT_INT_LIMIT:
        return n
    return abs(n) % 1_000_000 + 1_000_000


def translate_plural(
    context: str,
    source: str,
    disambiguation: str | None,
    n: int,
    *,
    number: str | None = None,
) -> str:
    """``QCoreApplication.translate(context, source, disambiguation, n)``, but ``%n`` is
    written by ``format_number`` (or given as ``number``, e.g. ``format_signed(n)``).

    Qt picks the plural form for ``n`` and then writes ``%n`` as bare digits (``%Ln``
    with the locale's grouping): a second formatter that would disagree with ``fill()``.
    The translators themselves return the chosen form with ``%n`` still in it, so the game
    asks them directly, newest first as Qt does, and fills ``%n`` itself.
    """
    text = ""
    chosen_by = _plural_stand_in(n)
    for translator in reversed(_state.translators):
        text = translator.translate(context, source, disambiguation, chosen_by) or ""
        if text:
            break
    shown = format_number(n) if number is None else number
    return (text or source).replace("%Ln", shown).replace("%n", shown)


def format_date(value: _dt.date, length: str = "long") -> str:
    """A calendar date (the Daily's date) in the current language, Western digits."""
    pattern = LONG_DATE_PATTERNS.get(_state.code) if length == "long" else None
    if pattern is not None:
        return str(qt_locale().toString(QDate(value.year, value.month, value.day), pattern))
    from babel.dates import format_date as babel_format_date

    return babel_format_date(value, format=length, locale=_babel_locale())  # type: ignore[arg-type, unused-ignore]


def format_duration(seconds: float) -> str:
    """A duration such as "next Daily in 3 hours 12 minutes": hours and minutes, or seconds.

    The units are the catalogs' plurals, so each language picks its own form (Japanese
    writes the narrow ``16時間52分``, Arabic its dual ``ساعتان``)."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    parts: list[str] = []
    if hours:
        parts.append(translate_plural("Duration", "%n hour(s)", None, hours))
    if minutes:
        parts.append(translate_plural("Duration", "%n minute(s)", None, minutes))
    if not hours and not minutes:
        parts.append(translate_plural("Duration", "%n second(s)", None, secs))
    if len(parts) == 1:
        return parts[0]
    return fill(QCoreApplication.translate("Duration", "%1 %2", "hours then minutes"), *parts)


def _is_decimal(value: object) -> TypeGuard[Decimal]:
    # A Decimal exists only once its module is imported: no need to import it to ask.
    decimal = sys.modules.get("decimal")
    return decimal is not None and isinstance(value, decimal.Decimal)


_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *values: object) -> str:
    """Replace ``%1``..``%9`` in a translated template, all at once (like QString.arg).

    Ints, floats and Decimals are formatted with ``format_number``; other values are used
    as text. A value that itself contains ``%2`` is not substituted again.
    """

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        if not 0 <= index < len(values):
            return match.group(0)
        value = values[index]
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float) or _is_decimal(value):
            return format_number(value)
        return str(value)

    return _PLACEHOLDER.sub(replace, template)
