"""Data themes: a folder holding ``theme.json`` and one SVG picture per key, drawn by one
generic painter (after libkdegames' SVG themes: a theme is data, not code).

A pack is read once, when it is loaded: the manifest is validated with pydantic, every
picture is read with a bounded size and parsed by ``QSvgRenderer``. Anything wrong (bad
JSON, a missing or unreadable picture, a colour that is not ``#rrggbb``, a file too large)
raises ``PackError`` with one sentence naming the file, which the registry lists among the
unavailable themes. Drawing then goes through ``CachedTheme``: each key is rendered once per
pixel size and blitted afterwards, so no file is read and no SVG parsed while painting. One
exception, for start-up: the built-in pack read before the first frame parses a picture
when it is first drawn, and the others right after that frame (``DataTheme.__init__``).

The manifest format is described in ``themes/README.md``; the built-in themes are packs
like any other (``themes/<id>/``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtSvg import QSvgRenderer

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.base import (
    BOWL_KEYS,
    HIGHLIGHT_KEYS,
    MARK_KEYS,
    MODIFIER_KEYS,
    NORMAL_COLOURS,
    STONE_KEYS,
    ChromePalette,
)
from twelve_bowls.app.theming.cached import CachedTheme
from twelve_bowls.app.theming.drawing import Marks, paint_mark
from twelve_bowls.app.theming.pack_json import MANIFEST as MANIFEST
from twelve_bowls.app.theming.pack_json import PackError as PackError
from twelve_bowls.app.theming.pack_json import json_object

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

# Every key the board asks for has its picture; the marks of the move preview may have
# pictures too, else they are drawn in the manifest's mark colours (R2.1, R6.1).
REQUIRED_ART: tuple[str, ...] = (
    "background",
    *BOWL_KEYS,
    *STONE_KEYS,
    *MODIFIER_KEYS,
    *HIGHLIGHT_KEYS,
)
OPTIONAL_ART: tuple[str, ...] = MARK_KEYS
LANGUAGES = ("en", "es", "ja", "hi", "ar")

# Bounds on what a pack may make the game read: a manifest is a few KiB, the largest
# built-in picture (a textured background) about 150 KiB.
MAX_MANIFEST_BYTES = 64 * 1024
MAX_PICTURE_BYTES = 1024 * 1024
MAX_PACK_BYTES = 8 * 1024 * 1024
# Processor time one drawing of a pack's picture may take in play (the built-ins take
# milliseconds at any size the game draws).
MAX_RENDER_SECONDS = 2.0


def _read(path: Traversable, name: str, limit: int) -> bytes:
    """The bytes of ``path``, refusing a missing, unreadable or oversized file."""
    try:
        if not path.is_file():
            raise PackError(QT_TRANSLATE_NOOP("ThemePacks", "%1 is missing."), name)
        with path.open("rb") as stream:
            data = stream.read(limit + 1)
    except PackError:
        raise
    except OSError as error:
        raise PackError(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 cannot be read (%2)."),
            name,
            error.strerror or str(error),
        ) from None
    if len(data) > limit:
        raise PackError(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 is larger than %2 KiB."), name, limit // 1024
        )
    return data


# An SVG may name other files (``<image href="...">``, a ``<use>`` of another document),
# which Qt would read behind the size bounds: a picture must hold all it draws.
_EXTERNAL = re.compile(rb"""href\s*=\s*["']\s*(?!#|data:)([^"']*)""", re.IGNORECASE)


def _self_contained(data: bytes, name: str) -> bytes:
    # Without the word there is nothing to look for: a search ignoring case cannot skip
    # ahead to a first letter, and walked the built-in pack's pictures byte by byte.
    if b"href" not in data.lower():
        return data
    found = _EXTERNAL.search(data)
    if found is not None:
        other = found.group(1).decode("utf-8", "replace")[:60]
        raise PackError(
            QT_TRANSLATE_NOOP(
                "ThemePacks", "%1 refers to another file (%2); a picture must hold all it draws."
            ),
            name,
            other,
        )
    return data


def _check_cost(files: Mapping[str, bytes], background: str) -> None:
    """A pack from outside the game: its pictures are counted (``picture_cost``) and
    drawn once away from the game (``picture_trial``) before the game may draw them."""
    from twelve_bowls.app.theming.picture_cost import check_picture_cost
    from twelve_bowls.app.theming.picture_trial import (
        BACKGROUND_SIZE,
        PICTURE_SIZE,
        TrialFailed,
        trial_draw,
    )

    for name, data in files.items():
        check_picture_cost(data, name)  # TooCostly: a PackError naming the picture
    sized = [
        (data, *(BACKGROUND_SIZE if name == background else PICTURE_SIZE))
        for name, data in sorted(files.items())
    ]
    try:
        trial_draw(sized)
    except TrialFailed:
        raise PackError(
            QT_TRANSLATE_NOOP("ThemePacks", "The pictures take too long to draw.")
        ) from None


def _picture_of(spec: Mapping[str, Any], key: str) -> str:
    art = spec.get("art") or {}
    return str(art.get(key, f"{key}.svg"))


class DataTheme(CachedTheme):
    """The generic painter of every theme pack. ``load_pack`` makes one subclass per pack
    (the registry and ``check_theme`` read a theme's id, name and order from its class)."""

    api_version: ClassVar[int] = 1
    id: ClassVar[str] = ""
    order: ClassVar[int] = 100
    name: ClassVar[str] = ""
    author: ClassVar[str] = ""
    licence: ClassVar[str] = ""
    names: ClassVar[Mapping[str, str]] = {}
    look: ClassVar[str] = "light"
    folder: ClassVar[str] = ""
    spec: ClassVar[Mapping[str, Any]] = {}  # the manifest's values
    manifest_bytes: ClassVar[bytes] = b""
    validated: ClassVar[bool] = False  # spec checked by app.theming.manifest
    pictures: ClassVar[Mapping[str, bytes]] = {}
    trusted: ClassVar[bool] = False  # one of the game's own packs (``load_pack``)

    def __init__(self) -> None:
        super().__init__()
        spec = self.spec
        self._palette = ChromePalette.from_hex(**spec["palette"])
        self._stones = {letter: QColor(spec["stones"][letter]) for letter in NORMAL_COLOURS}
        marks = spec.get("marks")
        self._marks = Marks(**{k: tuple(v) for k, v in marks.items()}) if marks else None
        self._renderers: dict[str, QSvgRenderer] = {}
        self._parsed: dict[int, QSvgRenderer] = {}  # a picture shared by keys is parsed once
        # A pack checked in full at load has every picture parsed now, so a bad one is
        # refused with the pack. The built-in read before the first frame (``validated``
        # still False) parses a picture when it is first drawn (home draws 6 of its 17),
        # and the rest with the manifest's check, right after that frame (``validate``
        # and ``parse_pictures``, from the registry's test paint).
        if self.validated:
            self.parse_pictures()

    def parse_pictures(self) -> None:
        """Parse every picture not parsed yet; ``PackError`` names the first that is not
        a valid SVG."""
        for key in self.pictures:
            self._renderer(key)

    def _renderer(self, key: str) -> QSvgRenderer | None:
        renderer = self._renderers.get(key)
        if renderer is None:
            data = self.pictures.get(key)
            if data is None:
                return None
            renderer = self._parsed.get(id(data))
            if renderer is None:
                renderer = QSvgRenderer(QByteArray(data))
                if not renderer.isValid():
                    raise PackError(
                        QT_TRANSLATE_NOOP("ThemePacks", "%1 is not a valid SVG picture."),
                        _picture_of(self.spec, key),
                    )
                self._parsed[id(data)] = renderer
            self._renderers[key] = renderer
        return renderer

    @classmethod
    def validate(cls) -> None:
        """Check the manifest with pydantic if ``load_pack`` was told to leave it for later;
        ``PackError`` when it is wrong."""
        if not cls.validated:
            from twelve_bowls.app.theming.manifest import parse_manifest

            parse_manifest(cls.manifest_bytes)
            cls.validated = True

    @property
    def dark(self) -> bool:
        return self.look == "dark"

    def palette(self) -> ChromePalette:
        return self._palette

    def stone_colour(self, colour: str) -> QColor:
        return QColor(self._stones[colour])

    def _timed(self, key: str, render: Callable[[], None]) -> None:
        """``render``, refused afterwards when it took more than ``MAX_RENDER_SECONDS`` of
        processor time: the trial drew each picture at one size, and the game may ask for
        larger ones. Refused, the theme is turned off (``app.theming.guard``) and the game
        draws with Simple: one slow drawing, never one per size."""
        if self.trusted:
            render()
            return
        started = time.thread_time()
        render()
        spent = time.thread_time() - started
        if spent > MAX_RENDER_SECONDS:
            name = _picture_of(self.spec, key)
            raise PackError(
                QT_TRANSLATE_NOOP(
                    "ThemePacks", "%1 took %2 s to draw; a picture may take at most %3 s."
                ),
                name,
                round(spent, 1),
                MAX_RENDER_SECONDS,
            )

    def draw(self, painter: QPainter, key: str, rect: QRectF) -> None:
        renderer = self._renderer(key)
        if renderer is not None:
            self._timed(key, lambda: renderer.render(painter, rect))
        elif key.startswith("mark."):
            marks = self._marks or Marks.from_palette(self._palette)
            paint_mark(painter, rect, key.partition(".")[2], marks)

    def draw_background(self, painter: QPainter, rect: QRectF) -> None:
        """The picture covers ``rect`` keeping its proportions (SVG's "slice"): the board's
        square shows all of a square picture, a wide sample a band across its middle."""
        renderer = self._renderer("background")
        assert renderer is not None  # a required picture: every pack has one
        box = renderer.viewBoxF()
        if box.width() <= 0 or box.height() <= 0:
            self._timed("background", lambda: renderer.render(painter, rect))
            return
        scale = max(rect.width() / box.width(), rect.height() / box.height())
        target = QRectF(0, 0, box.width() * scale, box.height() * scale)
        target.moveCenter(rect.center())
        painter.save()
        painter.setClipRect(rect)
        try:
            self._timed("background", lambda: renderer.render(painter, target))
        finally:
            painter.restore()

    # CachedTheme's dispatch is replaced by ``draw``; these keep its abstract contract.
    def draw_bowl(self, painter: QPainter, rect: QRectF, state: str) -> None:
        self.draw(painter, f"bowl.{state}" if state else "bowl", rect)

    def draw_stone(self, painter: QPainter, rect: QRectF, item: str) -> None:
        self.draw(painter, "stone." + item, rect)

    def draw_modifier(self, painter: QPainter, rect: QRectF, kind: str) -> None:
        self.draw(painter, "modifier." + kind, rect)

    def draw_highlight(self, painter: QPainter, rect: QRectF, kind: str) -> None:
        self.draw(painter, "highlight." + kind, rect)


def load_pack(
    folder: Traversable | Path, *, validate: bool = True, trusted: bool = False
) -> type[DataTheme]:
    """The theme class of the pack in ``folder``; ``PackError`` with one sentence when the
    pack cannot be used. Every file is read here, once, with a bounded size.

    ``validate=False`` (the built-in pack loaded before the first frame) leaves the
    pydantic check of the manifest to ``DataTheme.validate``, called right after it.
    ``trusted``: one of the game's own packs, whose pictures are not counted and tried
    (``_check_cost``); any other pack's are."""
    data = _read(folder / MANIFEST, MANIFEST, MAX_MANIFEST_BYTES)
    if validate:
        from twelve_bowls.app.theming.manifest import parse_manifest

        spec = parse_manifest(data)
    else:
        spec = json_object(data)
    art = spec.get("art") or {}
    unknown = sorted(set(art) - set(REQUIRED_ART + OPTIONAL_ART))
    if unknown:
        raise PackError(
            QT_TRANSLATE_NOOP(
                "ThemePacks", "In %1, art names %2, which is not a key the board draws."
            ),
            MANIFEST,
            repr(unknown[0]),
            english=f"{MANIFEST}, art: {unknown[0]!r} is not a key the board draws.",
        )
    files: dict[str, bytes] = {}
    pictures: dict[str, bytes] = {}
    total = 0
    for key in REQUIRED_ART + OPTIONAL_ART:
        name = _picture_of(spec, key)
        path = folder / name
        if name not in files:
            if key in OPTIONAL_ART and key not in art and not path.is_file():
                continue
            files[name] = _self_contained(_read(path, name, MAX_PICTURE_BYTES), name)
            total += len(files[name])
            if total > MAX_PACK_BYTES:
                raise PackError(
                    QT_TRANSLATE_NOOP(
                        "ThemePacks", "The pictures together are larger than %1 MiB."
                    ),
                    MAX_PACK_BYTES // 2**20,
                )
        pictures[key] = files[name]
    if not trusted:
        _check_cost(files, _picture_of(spec, "background"))
    names = {lang: text for lang, text in spec["names"].items() if text}
    theme_id = str(spec["id"])
    attributes: dict[str, Any] = {
        "api_version": spec["api_version"],
        "id": theme_id,
        "order": spec.get("order", 100),
        "name": names["en"],
        "author": spec["author"],
        "licence": spec["licence"],
        "names": names,
        "look": spec["look"],
        "folder": str(folder),
        "spec": spec,
        "manifest_bytes": data,
        "validated": validate,
        "pictures": pictures,
        "trusted": trusted,
        "__module__": __name__,
    }
    class_name = "".join(part.capitalize() for part in theme_id.replace("-", "_").split("_"))
    return type(f"{class_name or 'Pack'}DataTheme", (DataTheme,), attributes)
