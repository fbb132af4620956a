"""Text that grows with the window: 1920x1080 and 4K look like 1280x720, only larger.

Screens restyle themselves from ``text_scale`` in their ``resizeEvent`` (home, records); the
steps of 0.1 keep a window resize from restyling on every pixel.
"""

from __future__ import annotations

REFERENCE_SIZE = (1280, 720)
BASE_POINT_SIZE = 10.0
"""Body text at the reference size; titles and headings are multiples of it."""


def body_point_size() -> float:
    """Body text at the reference size in the current language (Devanagari is larger)."""
    from app.fonts import script_scale
    from app.i18n import current_language

    return BASE_POINT_SIZE * script_scale(current_language())


def text_scale(width: int, height: int) -> float:
    """How much larger than at 1280x720 text is drawn, in steps of 0.1, from 0.85 to 2.5."""
    scale = max(0.85, min(2.5, width / REFERENCE_SIZE[0], height / REFERENCE_SIZE[1]))
    return round(scale * 10) / 10
