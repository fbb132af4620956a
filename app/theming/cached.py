"""``CachedTheme``: a ``Theme`` whose vector drawings are rendered once per pixel size.

The board repaints at 60 fps during animations; gradients, glows and textured paths are
drawn once into a ``QImage`` of the exact device size and then blitted (no file I/O, no
per-frame path building). Theme authors implement ``draw`` and ``draw_background`` in
plain QPainter vector code with ``rect`` at the origin.
"""

from __future__ import annotations

import math
from abc import abstractmethod
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from twelve_bowls.app.theming.base import ALL_KEYS, Theme
from twelve_bowls.app.theming.drawing import Marks, paint_mark

_MAX_ENTRIES = 400
# What one theme's pictures may hold in all: about two window sizes' worth (a 1920x1080
# background is 8 MB, a bowl at that size 0.1 MB). A window resized a thousand times
# kept every size's background: 98 MB grew to over 400 MB.
MAX_CACHE_BYTES = 24 * 2**20
_MAX_SIDE = 4096


def _device_scale(painter: QPainter) -> float:
    """How many device pixels one logical unit covers (view zoom x screen ratio)."""
    t = painter.worldTransform()
    zoom = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return zoom * ratio


class CachedTheme(Theme):
    """Theme base that caches each (key, size) rendering as an image."""

    def __init__(self) -> None:
        self._cache: OrderedDict[tuple[str, int, int], QImage] = OrderedDict()
        self._cache_bytes = 0

    def draw(self, painter: QPainter, key: str, rect: QRectF) -> None:
        """Draw ``key`` into ``rect`` (top-left at the origin), antialiased.

        Dispatches ``"bowl.selected"`` to ``draw_bowl(painter, rect, "selected")`` (plain
        ``"bowl"`` gives ``""``), ``"stone.R"`` to ``draw_stone(..., "R")`` and so on.
        """
        kind, _, detail = key.partition(".")
        if kind == "bowl":
            self.draw_bowl(painter, rect, detail)
        elif kind == "stone":
            self.draw_stone(painter, rect, detail)
        elif kind == "modifier":
            self.draw_modifier(painter, rect, detail)
        elif kind == "highlight":
            self.draw_highlight(painter, rect, detail)
        elif kind == "mark":
            self.draw_mark(painter, rect, detail)

    @abstractmethod
    def draw_bowl(self, painter: QPainter, rect: QRectF, state: str) -> None:
        """``state``: "" (normal), "selected", "hovered" or "disabled"."""

    @abstractmethod
    def draw_stone(self, painter: QPainter, rect: QRectF, item: str) -> None:
        """``item``: one of R Y G B P (normal colours), W (wild), X (blocker)."""

    @abstractmethod
    def draw_modifier(self, painter: QPainter, rect: QRectF, kind: str) -> None:
        """``kind``: "frozen", "reverse" or "volcano"; an emblem filling ``rect``."""

    @abstractmethod
    def draw_highlight(self, painter: QPainter, rect: QRectF, kind: str) -> None:
        """``kind``: "match", "eruption" or "overflow"; drawn over a bowl's rect."""

    def draw_mark(self, painter: QPainter, rect: QRectF, kind: str) -> None:
        """``kind``: "land" (a stone's rect), "group", "erupt", "overflow" or "full" (a
        bowl's rect). The built-in themes pass their own colours; this default, for
        plugins written before the marks existed, takes them from the palette."""
        paint_mark(painter, rect, kind, Marks.from_palette(self.palette()))

    @abstractmethod
    def draw_background(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the background into ``rect`` (top-left at the origin)."""

    def paint(self, painter: QPainter, key: str, rect: QRectF) -> None:
        if key not in ALL_KEYS or rect.width() <= 0 or rect.height() <= 0:
            return
        self._blit(painter, key, rect)

    def paint_background(self, painter: QPainter, rect: QRectF) -> None:
        if rect.width() <= 0 or rect.height() <= 0:
            return
        self._blit(painter, "background", rect)

    def _blit(self, painter: QPainter, key: str, rect: QRectF) -> None:
        transform = painter.worldTransform()
        if (
            transform.isAffine()
            and transform.m12() == 0
            and transform.m21() == 0
            and transform.m11() > 0
            and transform.m22() > 0
        ):
            self._blit_aligned(painter, key, rect, transform.mapRect(rect))
            return
        scale = _device_scale(painter)
        w = min(_MAX_SIDE, max(1, math.ceil(rect.width() * scale)))
        h = min(_MAX_SIDE, max(1, math.ceil(rect.height() * scale)))
        image = self._image(key, w, h, rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(rect, image, QRectF(0, 0, w, h))
        painter.restore()

    def _blit_aligned(self, painter: QPainter, key: str, rect: QRectF, target: QRectF) -> None:
        """Unrotated (the board, every item's cached picture): the image is drawn one to
        one on whole device pixels, which Qt copies instead of resampling. Scaling it by
        the hair between ``rect`` and its whole-pixel size cost four times as much, about
        8 ms of a theme switch in a game."""
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        w = min(_MAX_SIDE, max(1, math.ceil(target.width() * ratio)))
        h = min(_MAX_SIDE, max(1, math.ceil(target.height() * ratio)))
        image = self._image(key, w, h, rect)
        left = round(target.left() * ratio) / ratio
        top = round(target.top() * ratio) / ratio
        painter.save()
        painter.resetTransform()
        painter.drawImage(QRectF(left, top, w / ratio, h / ratio), image)
        painter.restore()

    def _image(self, key: str, w: int, h: int, rect: QRectF) -> QImage:
        """The picture of ``key`` at ``w`` x ``h`` pixels, drawn the first time it is asked
        for; ``rect``: the area the artwork is drawn for (its shape, not its position)."""
        cache_key = (key, w, h)
        image = self._cache.get(cache_key)
        if image is None:
            image = self._render(key, w, h, rect)
            self._cache[cache_key] = image
            self._cache_bytes += image.sizeInBytes()
            # The least recently drawn go first; the picture just drawn always stays.
            while len(self._cache) > 1 and (
                len(self._cache) > _MAX_ENTRIES or self._cache_bytes > MAX_CACHE_BYTES
            ):
                _, dropped = self._cache.popitem(last=False)
                self._cache_bytes -= dropped.sizeInBytes()
        else:
            self._cache.move_to_end(cache_key)
        return image

    def _render(self, key: str, w: int, h: int, rect: QRectF) -> QImage:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # Draw in the caller's logical units so the artwork matches the rect it fills.
        p.scale(w / rect.width(), h / rect.height())
        local = QRectF(QPointF(0, 0), rect.size())
        try:
            if key == "background":
                self.draw_background(p, local)
            else:
                self.draw(p, key, local)
        finally:
            # Ended before the image can go: a drawing that raised (a theme turned off
            # for it) otherwise left a painter on an image freed first, and Python's
            # clean-up of the two in either order crashed the game.
            p.end()
        return image

    def cache_bytes(self) -> int:
        """What the kept pictures hold, in bytes."""
        return self._cache_bytes

    def clear_cache(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0
