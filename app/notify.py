"""Spoken messages where Orca 43 hears them: a new ``Notification`` widget per message.

``QAccessibleAnnouncementEvent`` reaches AT-SPI as ``object:announcement``, which newer
Orca, NVDA and VoiceOver speak but Orca 43 (Debian 12) ignores; it does speak a widget with
the notification role being shown, reading its accessible name. Orca reads that name a
little after the event, so one reused widget would lose a message shown right after another:
each message gets its own, and the last few stay alive for Orca to read.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

KEPT = 8  # messages alive per window: enough for Orca to read a quick burst of them

# U+2066..U+2069 keep mixed-direction text in order on screen; a screen reader passes them
# to speech, where they mean nothing.
_ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def plain(text: str) -> str:
    """``text`` without bidirectional isolates (for accessible names and speech)."""
    return text.translate(_ISOLATES)


# At Orca's default punctuation level ("most") speech-dispatcher reads ";" and ":" aloud
# ("semi", "colon", and in Arabic "arabic semicolon", in English) and parentheses as "left
# paren"; commas and full stops it leaves to the voice as pauses. Text made only to be
# heard (bowl names, announcements) gives its pauses in those: what is shown keeps its
# own punctuation. Japanese readers speak every mark at that level; its ideographic
# comma is the one they leave unspoken at "some".
# The patterns are compiled by ``re`` when first used (and kept in its cache), not at
# import: a start with nothing to announce has no use for them before its first frame.
# The scripts are told by code point ranges, not patterns: compiling the class of the
# 20,000 CJK ideographs alone took 1 ms.
_ARABIC = (("\u0600", "\u06ff"),)
_CJK = (("\u3040", "\u30ff"), ("\u4e00", "\u9fff"))  # kana, CJK ideographs
_WIDE = ("。", "！", "？")  # full-width stops: no space after them
_LINES = r"([.!?。！？।])?[ \t]*\n\s*"  # a new line is a new sentence
_STOP_THEN_BREAK = r"([.!?。！？।])\s*[;؛；]\s*"
_BREAK = r"\s*[;؛]\s*"
_COLON = r"\s*:\s+"
# A spaced dash between parts ("Puzzle 7 — Twelve Bowls", the window title): Orca reads
# it out ("em dash"); a comma is the pause it stands for.
_DASH = r"\s+[—–]\s+"
_OPEN = r"\s*[(（]\s*"
_CLOSE = r"\s*[)）]"


def _has_script(text: str, ranges: tuple[tuple[str, str], ...]) -> bool:
    return any(low <= char <= high for char in text for low, high in ranges)


def spoken(text: str) -> str:
    """``text`` for speech: no isolates, pauses where a screen reader reads no symbols."""
    text = plain(text).strip()
    stop = "。" if _has_script(text, _CJK) else "."

    def line_end(match: re.Match[str]) -> str:
        end = match.group(1) or stop
        return end if end in _WIDE else end + " "

    text = re.sub(_LINES, line_end, text)
    comma = "، " if _has_script(text, _ARABIC) else ", "
    text = re.sub(
        _STOP_THEN_BREAK, lambda m: m.group(1) + ("" if m.group(1) in _WIDE else " "), text
    )
    text = re.sub(_BREAK, ". ", text)
    text = text.replace("；", "、").replace("：", "、")
    text = re.sub(_COLON, comma, text)
    text = re.sub(_DASH, "、" if _has_script(text, _CJK) else comma, text)
    text = re.sub(_OPEN, lambda m: "、" if "（" in m.group(0) else comma, text)
    return re.sub(_CLOSE, "", text).strip()


class _Notice(QWidget):
    """One message: invisible, unfocusable, transparent to the mouse."""

    def __init__(self, parent: QWidget, text: str) -> None:
        super().__init__(parent)
        self.setObjectName("spokenNotice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # app.a11y gives widgets with this property the role instead of a plain client.
        self.setProperty("accessibleRole", int(QAccessible.Role.Notification.value))
        self.setAccessibleName(text)
        self.setGeometry(0, 0, 1, 1)

    def paintEvent(self, _event: object) -> None:
        pass


def notify(source: object, text: str) -> None:
    """Show ``text`` as a notification in ``source``'s window (nothing if it has none)."""
    if not isinstance(source, QWidget) or not text:
        return
    window = source.window()
    # Only while assistive technology listens: nobody else needs the extra widgets.
    if not window.isVisible() or not QAccessible.isActive():
        return
    # Qt owns the notices (children of the window): no registry outlives a window.
    older = [
        n for n in window.findChildren(_Notice, options=Qt.FindChildOption.FindDirectChildrenOnly)
    ]
    for notice in older[: max(0, len(older) - KEPT + 1)]:
        notice.deleteLater()
    _Notice(window, spoken(text)).show()
