"""The languages the game speaks, and the supported code for any code a setting holds.

Apart from ``app.i18n`` (the translators and formatting) so that the fonts
(``app.fonts``), which ``i18n.set_language`` applies, can read them without importing
``i18n`` back. Pure Python, no Qt.
"""

from __future__ import annotations

SOURCE_LANGUAGE = "en"
LANGUAGES: tuple[str, ...] = ("en", "es", "ja", "hi", "ar")
"""Supported languages, in the order the settings dialog lists them."""


def normalize_language(code: object) -> str:
    """A supported code for ``code`` (``"es_MX"`` -> ``"es"``); English when unknown."""
    text = str(code or "").strip().replace("-", "_").lower()
    base = text.split("_", 1)[0]
    return base if base in LANGUAGES else SOURCE_LANGUAGE
