"""Kept pictures of the board (a theme switch in a game).

A bowl painted into Qt's cache of it, and the view's background, are drawn once per theme,
size and look and then copied. The copy must be, pixel for pixel, what drawing in place
gives: the same bowl, the same background, never another state's or theme's.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from twelve_bowls.app.board.items import BoardLook, BowlItem
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.theming.registry import theme_registry
from twelve_bowls.engine.board import Modifier, ModifierKind

# As Qt paints an item into its device cache: the view's zoom and a fractional offset.
ZOOM = 0.576667
HINTS = (
    QPainter.RenderHint.Antialiasing
    | QPainter.RenderHint.TextAntialiasing
    | QPainter.RenderHint.SmoothPixmapTransform
)


def _bowl_pixmap(item: BowlItem, *, in_place: bool, dx: float = 12.4, dy: float = -7.3) -> QImage:
    """``item`` painted as Qt paints it into its cache: a transparent pixmap of its device
    rect (whole pixels), the view's zoom and the fraction of its offset on the painter."""
    view = QTransform(ZOOM, 0, 0, ZOOM, dx, dy)
    device = view.mapRect(item.boundingRect()).toAlignedRect()
    pixmap = QPixmap(device.size())
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(HINTS)
    painter.setWorldTransform(view * QTransform.fromTranslate(-device.left(), -device.top()))
    if in_place:
        item._paint_parts(painter, item.look.theme)
    else:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    image = pixmap.toImage()
    # Not a blank picture: the bowl is on it (a test that compares nothing proves nothing).
    corner = image.pixelColor(0, 0)
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert corner.alpha() == 0 and centre.alpha() > 0, (corner.name(), centre.name())
    return image


@pytest.mark.parametrize("theme_id", ["simple", "neon", "garden"])
def test_a_kept_bowl_picture_is_the_bowl_drawn_in_place(qapp: object, theme_id: str) -> None:
    look = BoardLook(theme_registry().get(theme_id))
    looks = [
        ("bowl", None, 0),
        ("bowl.selected", Modifier(ModifierKind.FROZEN, 3), 2),
        ("bowl.hovered", Modifier(ModifierKind.VOLCANO), 5),
        ("bowl", Modifier(ModifierKind.REVERSE), 7),
    ]
    for bowl, (key, modifier, fill) in zip((0, 3, 7, 11), looks, strict=True):
        item = BowlItem(bowl, look)
        item.set_state(key, modifier, fill)
        in_place = _bowl_pixmap(item, in_place=True)
        drawn = _bowl_pixmap(item, in_place=False)  # drawn, then kept
        copied = _bowl_pixmap(item, in_place=False)  # the kept picture
        assert drawn == in_place, (theme_id, bowl, key)
        assert copied == in_place, (theme_id, bowl, key)


def test_a_bowl_never_gets_another_looks_or_themes_picture(qapp: object) -> None:
    look = BoardLook(theme_registry().get("simple"))
    item = BowlItem(4, look)
    plain = _bowl_pixmap(item, in_place=False)
    item.set_state("bowl.selected", None, 0)  # the look alone changes
    selected = _bowl_pixmap(item, in_place=False)
    assert selected != plain
    assert selected == _bowl_pixmap(item, in_place=True)
    look.theme = theme_registry().get("neon")
    neon = _bowl_pixmap(item, in_place=False)
    assert neon != selected
    assert neon == _bowl_pixmap(item, in_place=True)
    # Another offset within the pixel, same size: a volcano's gauge (antialiased) comes
    # out otherwise, so it is drawn again, not the other offset's copy.
    item.set_state("bowl", Modifier(ModifierKind.VOLCANO), 3)
    here = _bowl_pixmap(item, in_place=False)
    shifted = _bowl_pixmap(item, in_place=False, dy=-7.5)
    assert shifted.size() == here.size()
    assert shifted == _bowl_pixmap(item, in_place=True, dy=-7.5) != here
    item.set_state("bowl", None, 0)
    look.theme = theme_registry().get("simple")
    assert _bowl_pixmap(item, in_place=False) == plain
    item.set_state("bowl", Modifier(ModifierKind.FROZEN, 2), 0)  # R9.4: moves left
    two = _bowl_pixmap(item, in_place=False)
    item.set_state("bowl", Modifier(ModifierKind.FROZEN, 1), 0)
    one = _bowl_pixmap(item, in_place=False)
    assert one != two and one == _bowl_pixmap(item, in_place=True)


def _background(scene: BoardScene, *, in_place: bool, clip: QRect | None = None) -> QImage:
    """The background as the view caches it: an opaque pixmap of the viewport, filled
    first, clipped to what is exposed, the view's transform on the painter."""
    size = (900, 700)
    transform = QTransform(ZOOM, 0, 0, ZOOM, 450.0, 350.0)
    pixmap = QPixmap(*size)
    pixmap.fill(QColor("#123456"))
    painter = QPainter(pixmap)
    exposed = clip if clip is not None else QRect(0, 0, *size)
    painter.setClipRegion(QRegion(exposed))
    painter.setTransform(transform)
    rect = transform.inverted()[0].mapRect(QRectF(exposed))
    if in_place:
        scene._paint_background(painter, rect)
    else:
        scene.drawBackground(painter, rect)
    painter.end()
    return pixmap.toImage()


@pytest.mark.parametrize("theme_id", ["simple", "neon", "space"])
def test_a_kept_background_is_the_background_drawn_in_place(qapp: object, theme_id: str) -> None:
    scene = BoardScene(theme_registry().get(theme_id))
    in_place = _background(scene, in_place=True)
    assert _background(scene, in_place=False) == in_place  # drawn, then kept
    assert _background(scene, in_place=False) == in_place  # the kept picture
    part = QRect(100, 50, 300, 200)  # only part of the view exposed
    assert _background(scene, in_place=False, clip=part) == _background(
        scene, in_place=True, clip=part
    )
    other = "simple" if theme_id != "simple" else "neon"
    scene.look.theme = theme_registry().get(other)
    assert _background(scene, in_place=False) == _background(scene, in_place=True)
    assert _background(scene, in_place=False) != in_place
