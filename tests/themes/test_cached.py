"""CachedTheme draws each key once per device size, then only blits (60 fps repaints)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from twelve_bowls.app.theming.packs import load_pack
from twelve_bowls.app.theming.registry import builtin_packs_folder

SimpleTheme = load_pack(builtin_packs_folder() / "simple")


class CountingTheme(SimpleTheme):  # type: ignore[misc,valid-type]
    id = "counting"

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def draw(self, painter: QPainter, key: str, rect: QRectF) -> None:
        self.drawn.append(key)
        super().draw(painter, key, rect)

    def draw_background(self, painter: QPainter, rect: QRectF) -> None:
        self.drawn.append("background")
        super().draw_background(painter, rect)


def test_same_size_is_drawn_once_and_new_sizes_are_drawn_again(qapp) -> None:
    theme = CountingTheme()
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for _ in range(5):
        theme.paint(painter, "stone.R", QRectF(10, 10, 48, 48))
        theme.paint(painter, "stone.R", QRectF(100, 40, 48, 48))  # moved, same size
        theme.paint_background(painter, QRectF(0, 0, 300, 300))
    assert theme.drawn == ["stone.R", "background"]
    painter.scale(2, 2)  # a zoomed view needs a sharper image, not a blurry blow-up
    theme.paint(painter, "stone.R", QRectF(10, 10, 48, 48))
    painter.end()
    assert theme.drawn == ["stone.R", "background", "stone.R"]
    theme.clear_cache()
    painter = QPainter(image)
    theme.paint(painter, "stone.R", QRectF(10, 10, 48, 48))
    painter.end()
    assert theme.drawn[-1] == "stone.R" and len(theme.drawn) == 4
