"""Can the chosen language's script be drawn with the fonts on this machine?

Checked at start (and after a language switch): sample text of the language is laid out
with Qt's font fallback, and any glyph index 0 (the font's "missing" box) means a letter
cannot be shown. The notice then names the packages to install (Debian and Ubuntu:
``fonts-noto-core`` for Arabic and Devanagari, ``fonts-noto-cjk`` for Japanese).

The same glyph check is what the rendering tests use on every label of every screen.
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QTextLayout

from twelve_bowls.app.languages import SOURCE_LANGUAGE, normalize_language
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

# Words the game really shows in each language: letters, marks that must combine
# (Devanagari matras and conjuncts, Arabic joining forms) and punctuation.
SCRIPT_SAMPLES: dict[str, str] = {
    "en": "Twelve Bowls: stones, wilds & blockers.",
    "es": "Doce cuencos: piedras, comodines ¿Sí? ¡Ñandú! áéíóúü",
    "ja": "十二の鉢と石。ワイルド、ブロッカー、火山「凍結」",
    "hi": "बारह कटोरियाँ, पत्थर, ज्वालामुखी, क्षमता, कॉम्बो।",
    "ar": "اثنا عشر وعاءً، أحجار، بدائل، حواجز، بركان؛ تحدٍّ يوميّ؟",
}

WRITING_SYSTEMS: dict[str, QFontDatabase.WritingSystem] = {
    "en": QFontDatabase.WritingSystem.Latin,
    "es": QFontDatabase.WritingSystem.Latin,
    "ja": QFontDatabase.WritingSystem.Japanese,
    "hi": QFontDatabase.WritingSystem.Devanagari,
    "ar": QFontDatabase.WritingSystem.Arabic,
}

# The families the game asks for first, per language: without them Qt's fallback
# drew Arabic in DejaVu Sans although Noto was installed. Latin text inside (digits, key
# names) falls through to the default family. Arabic prefers Naskh, the style of body text
# and of phone interfaces; Noto Sans Arabic's lines are a third taller again (28 px against
# Naskh's 22 at 10 pt), which every button and row would have to make room for.
PREFERRED_FAMILIES: dict[str, tuple[str, ...]] = {
    "en": (),
    "es": (),
    "ja": ("Noto Sans CJK JP",),
    "hi": ("Noto Sans Devanagari",),
    "ar": ("Noto Naskh Arabic", "Noto Sans Arabic"),
}

# Devanagari's vowel signs above and below the line blur at the Latin body size (13 px at
# 1280x720); Hindi text is drawn this much larger everywhere. Naskh's letters are small
# for their point size (its x-height is about four fifths of Latin's), so Arabic body text
# looked a size smaller than the Latin digits and key names beside it.
SCRIPT_SCALE: dict[str, float] = {"hi": 1.25, "ar": 1.1}

# Qt draws a run of text in the first family of a font's list that has the run's script;
# for a script that needs OpenType shaping (Devanagari, of the five) it first tries every
# earlier family and prints "OpenType support missing for <family>, script 11" for each
# without Devanagari tables: the Arabic interface's Noto Naskh Arabic and Noto Sans Arabic,
# the Japanese one's Noto Sans CJK JP. Text that mixes the languages' scripts (the language
# box names each language in its own) takes a font with these families first; Arabic and
# Japanese letters, which they lack, fall through to the next family without a warning.
SHAPED_FAMILIES: tuple[str, ...] = ("Noto Sans Devanagari",)


def every_script_font(base: QFont) -> QFont:
    """``base`` for text in any of the languages' scripts (see ``SHAPED_FAMILIES``)."""
    font = QFont(base)
    shaped = [f for f in SHAPED_FAMILIES if QFontDatabase.hasFamily(f)]
    if shaped:
        font.setFamilies([*shaped, *(f for f in base.families() if f not in shaped)])
    return font


FONT_PACKAGES: dict[str, tuple[str, ...]] = {
    "en": ("fonts-noto-core",),
    "es": ("fonts-noto-core",),
    "ja": ("fonts-noto-cjk",),
    "hi": ("fonts-noto-core",),
    "ar": ("fonts-noto-core",),
}


def script_scale(code: str) -> float:
    """How much larger than Latin body text the language's script is drawn."""
    return SCRIPT_SCALE.get(normalize_language(code), 1.0)


def language_font(code: str, base: QFont) -> QFont:
    """``base`` with the language's preferred installed families first and its script's
    size (``script_scale``)."""
    code = normalize_language(code)
    font = QFont(base)
    preferred = [f for f in PREFERRED_FAMILIES[code] if QFontDatabase.hasFamily(f)]
    if preferred:
        font.setFamilies([*preferred, *base.families()])
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * script_scale(code))
    return font


# The languages whose script Qt shapes only with a font that has its OpenType tables (see
# ``SHAPED_FAMILIES``): their text must never be laid out in another language's font.
SHAPED_LANGUAGES: frozenset[str] = frozenset({"hi"})

_system_font: list[QFont] = []  # the application font before any language changed it
_font_language: list[str] = []  # the language whose font the application has now


def apply_language_font(code: str) -> None:
    """Give the application, and every widget, the font of ``code`` (called by
    ``i18n.set_language`` once the new translators are installed).

    Rich text (and every label of the right-to-left interface) is laid out again the moment
    its font changes, while it still shows the previous language: leaving Hindi, the Hindi
    texts met the Arabic or Japanese font, and Qt tried each of its families for
    Devanagari, printing "OpenType support missing" for each. Devanagari text must only
    ever meet a font with Noto Sans Devanagari first. Entering Hindi that holds at once
    (the font changes, the texts follow). Leaving it, the new font goes in with Noto Sans
    Devanagari first (``every_script_font``: the new language's letters fall through to
    their own family without a warning), and once the texts have followed (the windows'
    LanguageChange and the screens' refresh, in the next turns of the event loop) it goes
    in plain. Between the two, a frame may show Latin letters in Noto Sans Devanagari's
    Latin design: it draws every letter of the five languages right.
    """
    code = normalize_language(code)
    if not _system_font:
        _system_font.append(QGuiApplication.font())
    leaving = bool(_font_language) and _font_language[0] in SHAPED_LANGUAGES
    _font_language[:] = [code]
    font = language_font(code, _system_font[0])
    if leaving and code not in SHAPED_LANGUAGES:
        _set_font(every_script_font(font))
        QTimer.singleShot(0, _settle_font)
    else:
        _set_font(font)


def _settle_font() -> None:
    """The plain font of the language in force, after a switch away from Hindi: a turn of
    the event loop later again, once the rows the screens replaced on LanguageChange
    (deleteLater, still holding Hindi) are gone."""
    QTimer.singleShot(0, _plain_font)


def _plain_font() -> None:
    if _font_language and _font_language[0] not in SHAPED_LANGUAGES:
        _lay_out_new_texts()
        _set_font(language_font(_font_language[0], _system_font[0]))


def _lay_out_new_texts() -> None:
    """A rich-text label fills its text document with a new text only when it is next
    measured or drawn: one on a screen not on show still held Hindi in it, and the font
    change laid that out again in the Arabic font. Measured now, in the font that still
    has Noto Sans Devanagari first."""
    from PySide6.QtWidgets import QApplication, QLabel

    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText:
            widget.sizeHint()


def _set_font(font: QFont) -> None:
    if QGuiApplication.font() == font and font.families() == QGuiApplication.font().families():
        return
    QGuiApplication.setFont(font)
    refresh_widget_fonts()


def refresh_widget_fonts() -> None:
    """Have every widget take the application font again, parents before children.

    Under an application style sheet Qt hands a new application font only to the widgets
    it styles without a sheet rule; the styled ones (the whole Settings dialog, the home
    screen's cards) kept the previous language's families, so Hindi text in the dialog
    was drawn with Noto Sans CJK JP or Noto Naskh Arabic first. A widget re-resolves its
    font against its parent's on ApplicationFontChange, so the tree is walked from each
    window down. Fonts a widget set itself (a family of its own) are kept.
    """
    from PySide6.QtWidgets import QApplication, QWidget  # fonts works without widgets too

    if not isinstance(QCoreApplication.instance(), QApplication):
        return
    pending: list[QWidget] = list(reversed(QApplication.topLevelWidgets()))
    while pending:
        widget = pending.pop()
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.ApplicationFontChange))
        children = [c for c in widget.children() if isinstance(c, QWidget) and not c.isWindow()]
        pending.extend(reversed(children))


class FontCheck(NamedTuple):
    """The outcome of ``check_language`` (a NamedTuple: a frozen dataclass costs start-up a
    millisecond to make)."""

    language: str
    missing: str  # the sample characters no installed font can draw, in sample order
    families: tuple[str, ...]  # installed families that declare the language's script

    @property
    def ok(self) -> bool:
        return not self.missing


def _drawable(char: str) -> bool:
    """Characters that need a glyph: not spaces and not invisible format controls."""
    return not char.isspace() and unicodedata.category(char) not in {"Cf", "Cc"}


def has_missing_glyphs(text: str, font: QFont | None = None) -> bool:
    """True if laying ``text`` out with ``font`` (and Qt's fallback) yields a missing glyph."""
    if not any(_drawable(c) for c in text):
        return False
    layout = QTextLayout(text, font if font is not None else QGuiApplication.font())
    layout.beginLayout()
    line = layout.createLine()
    while line.isValid():
        line.setLineWidth(1_000_000)
        line.setPosition(QPointF(0, 0))
        line = layout.createLine()
    layout.endLayout()
    return any(any(index == 0 for index in run.glyphIndexes()) for run in layout.glyphRuns())


def missing_characters(text: str, font: QFont | None = None) -> str:
    """The characters of ``text`` that lay out as a missing glyph, each once."""
    seen: list[str] = []
    for char in text:
        if _drawable(char) and char not in seen and has_missing_glyphs(char, font):
            seen.append(char)
    return "".join(seen)


def check_language(code: str, font: QFont | None = None) -> FontCheck:
    """Whether the language's sample text renders; needs a QGuiApplication."""
    code = normalize_language(code)
    sample = SCRIPT_SAMPLES[code]
    missing = missing_characters(sample, font) if has_missing_glyphs(sample, font) else ""
    families = tuple(QFontDatabase.families(WRITING_SYSTEMS[code]))
    return FontCheck(code, missing, families)


#: What to do about a missing font, per desktop (Debian advice on every OS was no
#: help on Windows or macOS). %1 is the package (Debian) or the font family (elsewhere).
FONT_ADVICE: dict[str, str] = {
    "debian": QT_TRANSLATE_NOOP(
        "Fonts",
        "Some letters of this language cannot be shown because no font for them is "
        "installed. On Debian or Ubuntu, install the package %1 and restart the game.",
    ),
    "linux": QT_TRANSLATE_NOOP(
        "Fonts",
        "Some letters of this language cannot be shown because no font for them is "
        "installed. Install the font %1 with your system's software manager and restart "
        "the game.",
    ),
    "windows": QT_TRANSLATE_NOOP(
        "Fonts",
        "Some letters of this language cannot be shown because no font for them is "
        "installed. In Windows Settings, open Time & language, then Language & region, add "
        "this language (Windows adds its fonts) and restart the game.",
    ),
    "macos": QT_TRANSLATE_NOOP(
        "Fonts",
        "Some letters of this language cannot be shown because no font for them is "
        "installed. Open the Font Book app, download the font %1 and restart the game.",
    ),
}


def desktop_kind() -> str:
    """Which advice fits this machine: debian, linux, windows or macos."""
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "debian" if Path("/etc/debian_version").exists() else "linux"


def font_notice(code: str, font: QFont | None = None, kind: str | None = None) -> str | None:
    """A message for the player if the language cannot be drawn, else None.

    The notice is translated, but when the translation itself cannot be drawn (the very
    problem it reports) the English text is used, so the player can always read it.
    """
    check = check_language(code, font)
    if check.ok:
        return None
    kind = desktop_kind() if kind is None else kind
    wanted = PREFERRED_FAMILIES[check.language]
    if kind == "debian":
        named = ", ".join(FONT_PACKAGES[check.language])
        if wanted:
            named = f"{named} ({wanted[0]})"
    else:
        named = wanted[0] if wanted else "Noto Sans"
    source = FONT_ADVICE[kind]
    text = QCoreApplication.translate("Fonts", source)
    if check.language != SOURCE_LANGUAGE and has_missing_glyphs(text, font):
        text = source
    # The one value is a name, never a number: nothing for i18n.fill to format.
    return text.replace("%1", named)
