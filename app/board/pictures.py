"""Pictures drawn once and copied: what the board keeps across theme switches.

A picture is drawn by the same code that would draw in place, on an image the size and
format of the painter's device, with the painter's transform, hints and direction; copied
back one to one (``CompositionMode_Source``), it gives the pixels drawing in place gives,
wherever the copy lands on what the drawing would have covered or replaced.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap


def draw_picture(
    painter: QPainter,
    device: QPixmap,
    image_format: QImage.Format,
    draw: Callable[[QPainter], None],
) -> QImage:
    """What ``draw`` paints on ``device`` through ``painter``, on an image of its own."""
    image = QImage(device.width(), device.height(), image_format)
    image.setDevicePixelRatio(device.devicePixelRatioF())
    image.fill(Qt.GlobalColor.transparent)
    picture = QPainter(image)
    picture.setLayoutDirection(painter.layoutDirection())
    picture.setRenderHints(painter.renderHints())
    picture.setWorldTransform(painter.worldTransform())
    draw(picture)
    picture.end()
    return image


def copy_picture(painter: QPainter, image: QImage) -> None:
    """``image`` over the whole device, pixel for pixel, within the painter's clip."""
    painter.save()
    painter.resetTransform()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(QPointF(0, 0), image)
    painter.restore()
