"""A theme's pictures are drawn once per size and kept (app/theming/cached.py); a window
resized again and again must not keep every size: what a theme keeps is bounded in bytes."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from twelve_bowls.app.theming import cached
from twelve_bowls.app.theming.base import ALL_KEYS
from twelve_bowls.app.theming.packs import load_pack
from twelve_bowls.app.theming.registry import builtin_packs_folder


def test_window_sizes_keep_a_bounded_amount_of_pictures(qapp: object) -> None:
    theme = load_pack(builtin_packs_folder() / "simple", trusted=True)()
    device = QImage(1700, 1100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(device)
    try:
        for step in range(40):  # a window dragged from 800x560 to 1658x1106
            width, height = 800 + 22 * step, 560 + 14 * step
            theme.paint_background(painter, QRectF(0, 0, width, height))
            side = min(width, height) / 7
            for key in ALL_KEYS[:6]:
                theme.paint(painter, key, QRectF(0, 0, side, side))
    finally:
        painter.end()
    kept = sum(image.sizeInBytes() for image in theme._cache.values())
    assert kept <= cached.MAX_CACHE_BYTES
    assert kept == theme.cache_bytes()
    # The latest size is still there: the board being shown is not drawn again.
    assert ("background", 1658, 1106) in theme._cache
