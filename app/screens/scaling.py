"""Text that grows with the window: 1920x1080 and 4K look like 1280x720, only larger.

Screens restyle themselves from ``text_scale`` in their ``resizeEvent`` (home, records); the
steps of 0.1 keep a window resize from restyling on every pixel.
"""

from __future__ import annotations

REFERENCE_SIZE = (1280, 720)
BASE_POINT_SIZE = 10.0
"""Body text at the reference size; titles and headings are multiples of it."""


def body_point_size() -> float:
    """Body text at the reference size: the larger of 10 pt and the system font,
    in the current language's script (Devanagari is drawn larger)."""
    from twelve_bowls.app.fonts import script_scale
    from twelve_bowls.app.i18n import current_language

    return base_point_size() * script_scale(current_language())


def text_scale(width: int, height: int) -> float:
    """How much larger than at 1280x720 text is drawn, in steps of 0.1, from 0.85 to 2.5."""
    scale = max(0.85, min(2.5, width / REFERENCE_SIZE[0], height / REFERENCE_SIZE[1]))
    return round(scale * 10) / 10


def base_point_size() -> float:
    """Body text at the reference size: 10 pt, or the system font when the player chose a
    larger one (Home and Records follow a 15 pt desktop font)."""
    from PySide6.QtGui import QGuiApplication

    system = QGuiApplication.font().pointSizeF() if QGuiApplication.instance() else -1.0
    return max(BASE_POINT_SIZE, system)
