"""A typed mark for texts that lupdate collects and the game translates later.

PySide6's stub declares ``QT_TRANSLATE_NOOP`` as returning ``object``, so every table of
marked texts would need a ``str()`` at each use to satisfy mypy. lupdate finds the mark by
its name, wherever it is imported from, so this one-line twin keeps the catalogs as they are
and gives the tables their real type.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Return ``text`` unchanged; lupdate records it under ``context``."""
    del context
    return text
