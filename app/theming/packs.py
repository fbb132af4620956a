"""Data themes: a folder holding ``theme.json`` and one SVG picture per key, drawn by one
generic painter (STYLE practice 14, after libkdegames' SVG themes).

A pack is read once, when it is loaded: the manifest is validated with pydantic, every
picture is read with a bounded size and parsed by ``QSvgRenderer``. Anything wrong (bad
JSON, a missing or unreadable picture, a colour that is not ``#rrggbb``, a file too large)
raises ``PackError`` with one sentence naming the file, which the registry lists among the
unavailable themes. Drawing then goes through ``CachedTheme``: each key is rendered once per
pixel size and blitted afterwards, so no file is read and no SVG parsed while painting.

The manifest format is described in ``themes/README.md``; the built-in themes are packs
like any other (``themes/<id>/``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtSvg import QSvgRenderer

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

MANIFEST = "theme.json"
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


class PackError(Exception):
    """A theme pack that cannot be used; the message is one sentence for the gallery."""


def _colour(value: str) -> str:
    if not (
        len(value) == 7
        and value[0] == "#"
        and all(c in "0123456789abcdefABCDEF" for c in value[1:])
    ):
        raise ValueError(f"expected a colour written #rrggbb, got {value!r}")
    return value.lower()


Colour = Annotated[str, AfterValidator(_colour)]
Text = Annotated[str, Field(min_length=1, max_length=80)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Names(_Model):
    """The theme's name as players read it; English is required, a language left out
    shows the English name."""

    en: Text
    es: Text | None = None
    ja: Text | None = None
    hi: Text | None = None
    ar: Text | None = None


class PaletteColours(_Model):
    """The fields of ``ChromePalette``, each ``#rrggbb``."""

    window: Colour
    panel: Colour
    text: Colour
    muted_text: Colour
    accent: Colour
    accent_text: Colour
    button: Colour
    button_text: Colour
    danger: Colour
    success: Colour
    board_text: Colour


class StoneColours(_Model):
    """The fills of the five colours (R1.3) for chips, the queue strip and charts."""

    R: Colour
    Y: Colour
    G: Colour
    B: Colour
    P: Colour


Pair = tuple[Colour, Colour]


class MarkColours(_Model):
    """(core, edge) of each preview mark (``drawing.Marks``)."""

    land: Pair
    group: Pair
    erupt: Pair
    overflow: Pair
    full: Pair


class Manifest(_Model):
    """``theme.json``."""

    api_version: int
    id: Annotated[str, Field(pattern=r"^[a-z0-9_-]{1,40}$")]
    order: Annotated[int, Field(ge=0, le=100_000)] = 100
    names: Names
    author: Text
    licence: Text
    look: Literal["light", "dark"]
    palette: PaletteColours
    stones: StoneColours
    marks: MarkColours | None = None
    # key -> picture file, for a picture shared by several keys or named otherwise;
    # a key left out is drawn from "<key>.svg".
    art: dict[str, Annotated[str, Field(pattern=r"^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,80}\.svg$")]] = {}

    def picture_of(self, key: str) -> str:
        return self.art.get(key, f"{key}.svg")


def _where(loc: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in loc) or "the top level"


def parse_manifest(data: bytes, source: str = MANIFEST) -> Manifest:
    """The manifest in ``data``; ``PackError`` naming the file and field when it is wrong."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise PackError(f"{source} is not UTF-8 text.") from None
    except json.JSONDecodeError as error:
        raise PackError(
            f"{source} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})."
        ) from None
    if not isinstance(raw, dict):
        raise PackError(f"{source} must hold one JSON object.")
    try:
        return Manifest.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        message = str(first["msg"]).removeprefix("Value error, ")
        raise PackError(f"{source}, {_where(first['loc'])}: {message}.") from None


def _read(path: Traversable, name: str, limit: int) -> bytes:
    """The bytes of ``path``, refusing a missing, unreadable or oversized file."""
    try:
        if not path.is_file():
            raise PackError(f"{name} is missing.")
        with path.open("rb") as stream:
            data = stream.read(limit + 1)
    except PackError:
        raise
    except OSError as error:
        raise PackError(f"{name} cannot be read ({error.strerror or error}).") from None
    if len(data) > limit:
        raise PackError(f"{name} is larger than {limit // 1024} KiB.")
    return data


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
    manifest: ClassVar[Manifest]
    pictures: ClassVar[Mapping[str, bytes]] = {}

    def __init__(self) -> None:
        super().__init__()
        m = self.manifest
        self._palette = ChromePalette.from_hex(**m.palette.model_dump())
        stones = m.stones.model_dump()
        self._stones = {letter: QColor(stones[letter]) for letter in NORMAL_COLOURS}
        self._marks = Marks(**m.marks.model_dump()) if m.marks else None
        self._renderers: dict[str, QSvgRenderer] = {}
        parsed: dict[int, QSvgRenderer] = {}  # a picture shared by several keys is parsed once
        for key, data in self.pictures.items():
            renderer = parsed.get(id(data))
            if renderer is None:
                renderer = QSvgRenderer(QByteArray(data))
                if not renderer.isValid():
                    name = m.picture_of(key)
                    raise PackError(f"{name} is not a valid SVG picture.")
                parsed[id(data)] = renderer
            self._renderers[key] = renderer

    @property
    def dark(self) -> bool:
        return self.look == "dark"

    def palette(self) -> ChromePalette:
        return self._palette

    def stone_colour(self, colour: str) -> QColor:
        return QColor(self._stones[colour])

    def draw(self, painter: QPainter, key: str, rect: QRectF) -> None:
        renderer = self._renderers.get(key)
        if renderer is not None:
            renderer.render(painter, rect)
        elif key.startswith("mark."):
            marks = self._marks or Marks.from_palette(self._palette)
            paint_mark(painter, rect, key.partition(".")[2], marks)

    def draw_background(self, painter: QPainter, rect: QRectF) -> None:
        """The picture covers ``rect`` keeping its proportions (SVG's "slice"): the board's
        square shows all of a square picture, a wide sample a band across its middle."""
        renderer = self._renderers["background"]
        box = renderer.viewBoxF()
        if box.width() <= 0 or box.height() <= 0:
            renderer.render(painter, rect)
            return
        scale = max(rect.width() / box.width(), rect.height() / box.height())
        target = QRectF(0, 0, box.width() * scale, box.height() * scale)
        target.moveCenter(rect.center())
        painter.save()
        painter.setClipRect(rect)
        renderer.render(painter, target)
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


def load_pack(folder: Traversable | Path) -> type[DataTheme]:
    """The theme class of the pack in ``folder``; ``PackError`` with one sentence when the
    pack cannot be used. Every file is read here, once, with a bounded size."""
    manifest = parse_manifest(_read(folder / MANIFEST, MANIFEST, MAX_MANIFEST_BYTES))
    unknown = sorted(set(manifest.art) - set(REQUIRED_ART + OPTIONAL_ART))
    if unknown:
        raise PackError(f"{MANIFEST}, art: {unknown[0]!r} is not a key the board draws.")
    files: dict[str, bytes] = {}
    pictures: dict[str, bytes] = {}
    total = 0
    for key in REQUIRED_ART + OPTIONAL_ART:
        name = manifest.picture_of(key)
        path = folder / name
        if name not in files:
            if key in OPTIONAL_ART and key not in manifest.art and not path.is_file():
                continue
            files[name] = _read(path, name, MAX_PICTURE_BYTES)
            total += len(files[name])
            if total > MAX_PACK_BYTES:
                raise PackError(
                    f"the pictures together are larger than {MAX_PACK_BYTES // 2**20} MiB."
                )
        pictures[key] = files[name]
    names = {lang: text for lang, text in manifest.names.model_dump().items() if text}
    attributes: dict[str, Any] = {
        "api_version": manifest.api_version,
        "id": manifest.id,
        "order": manifest.order,
        "name": manifest.names.en,
        "author": manifest.author,
        "licence": manifest.licence,
        "names": names,
        "look": manifest.look,
        "folder": str(folder),
        "manifest": manifest,
        "pictures": pictures,
        "__module__": __name__,
    }
    class_name = "".join(part.capitalize() for part in manifest.id.replace("-", "_").split("_"))
    return type(f"{class_name or 'Pack'}DataTheme", (DataTheme,), attributes)
