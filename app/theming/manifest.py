"""The manifest of a theme pack, ``theme.json``, validated with pydantic at the edge
(a data file carries a format version; a bad one is refused whole, with one sentence).

Apart from ``app.theming.packs`` so that start-up, which reads the active built-in pack
before the first frame, does not import pydantic (about 40 ms); the built-in pack is
validated right after the first frame, with the test paint (``ThemeRegistry``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.pack_json import MANIFEST, PackError, json_object


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


def _where(loc: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in loc) or "the top level"


def parse_manifest(data: bytes, source: str = MANIFEST) -> dict[str, Any]:
    """The manifest in ``data`` as plain values, every field present and checked;
    ``PackError`` naming the file and field when it is wrong."""
    raw = json_object(data, source)
    try:
        return Manifest.model_validate(raw).model_dump()
    except ValidationError as error:
        first = error.errors()[0]
        message = str(first["msg"]).removeprefix("Value error, ")
        where = _where(first["loc"])
        # pydantic's own words are English: the player's sentence names the file and field.
        raise PackError(
            QT_TRANSLATE_NOOP("ThemePacks", "In %1, the value of %2 cannot be used."),
            source,
            where,
            english=f"{source}, {where}: {message}.",
        ) from None
