"""R1.6: each normal colour has its own white symbol, the same in every theme."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from twelve_bowls.app.theming.symbols import SYMBOL_SHAPES, paint_symbol, symbol_path


def symbol_image(letter: str, size: int = 64) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_symbol(painter, letter, QRectF(0, 0, size, size))
    painter.end()
    return image


def test_five_colours_have_five_different_shapes() -> None:
    assert sorted(SYMBOL_SHAPES) == sorted("RYGBP")
    assert len(set(SYMBOL_SHAPES.values())) == 5
    images = {c: symbol_image(c) for c in "RYGBP"}
    for a, b in itertools.combinations("RYGBP", 2):
        assert images[a] != images[b]


@pytest.mark.parametrize("letter", "RYGBP")
def test_symbol_is_white_and_centred(letter: str) -> None:
    image = symbol_image(letter)
    assert image.pixelColor(32, 32 if letter != "R" else 36) == QColor(255, 255, 255)
    assert image.pixelColor(1, 1).alpha() == 0  # it stays inside the stone
    path = symbol_path(letter, QRectF(0, 0, 64, 64))
    box = path.boundingRect()
    assert abs(box.center().x() - 32) < 2
    assert box.width() < 40 and box.height() < 40


@pytest.mark.parametrize("letter", "WX")
def test_wild_and_blocker_get_no_colour_symbol(letter: str) -> None:
    image = symbol_image(letter)
    assert all(
        image.pixelColor(x, y).alpha() == 0 for x in range(0, 64, 4) for y in range(0, 64, 4)
    )


def test_unknown_letter_raises() -> None:
    with pytest.raises(KeyError):
        symbol_image("Q")
