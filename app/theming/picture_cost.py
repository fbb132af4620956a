"""What a theme pack's picture may cost to draw, counted before Qt ever draws it.

A picture of a few KiB can ask for endless work: ``<use>`` elements that each draw a
group of two ``<use>`` of the level below fan out to 2^n shapes (QtSvg stops only at 32
levels), and every shape under a filter is drawn into a picture of its own and blurred.
So a pack's pictures are read here, as plain XML (no Qt), and one whose drawing would
cost too much is refused with one sentence (``PackError``), the way a file too large is:

- at most ``MAX_ELEMENTS`` elements, nested at most ``MAX_NESTING`` deep;
- counting every element as often as it is drawn, references followed (``<use>``,
  and ``url(#...)`` naming a pattern, mask, clip path, marker or filter), at most
  ``MAX_DRAWN`` drawings, through chains of at most ``MAX_REFERENCE_DEPTH`` references;
- at most ``MAX_OFFSCREEN`` drawings that need a picture of their own (under a filter,
  or a mask), with at most ``MAX_FILTER_STEPS`` steps per filter;
- no DTD entities (a picture has no use for them, and they can expand without end).

The built-in packs stay far inside these bounds (the largest picture holds 1,407
elements and uses none of the rest). What a count cannot foresee is bounded by
``app.theming.picture_trial``, which draws the pictures away from the game first.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from xml.etree.ElementTree import Element

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.app.theming.pack_json import PackError

MAX_ELEMENTS = 20_000
MAX_NESTING = 32  # QtSvg's own limit on nested elements
MAX_DRAWN = 50_000
MAX_REFERENCE_DEPTH = 8
MAX_OFFSCREEN = 32
MAX_FILTER_STEPS = 8

_URL = re.compile(r"url\(\s*['\"]?#([^)'\"\s]+)")
_REFERENCING = (
    "fill",
    "stroke",
    "clip-path",
    "mask",
    "filter",
    "marker-start",
    "marker-mid",
    "marker-end",
    "style",
)
_OFFSCREEN_ATTRIBUTES = ("filter", "mask")


class TooCostly(PackError, ValueError):
    """A picture whose drawing would cost more than a pack's picture may, or that cannot
    be read as XML; its refusal is one sentence naming the file."""


def _local(tag: object) -> str:
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


def _href(element: Element) -> str | None:
    for name, value in element.attrib.items():
        if _local(name) == "href" and value.strip().startswith("#"):
            return value.strip()[1:]
    return None


def _references(element: Element) -> Iterator[str]:
    """The ids this element draws besides its children."""
    if _local(element.tag) in ("use", "tref"):
        target = _href(element)
        if target:
            yield target
    for name in _REFERENCING:
        value = element.get(name)
        if value and "url(" in value:
            yield from _URL.findall(value)


def _offscreen(element: Element) -> bool:
    """Drawn into a picture of its own first (under a filter or a mask)."""
    if any(element.get(name, "none").strip() not in ("", "none") for name in _OFFSCREEN_ATTRIBUTES):
        return True
    style = element.get("style", "")
    return "url(" in style and ("filter" in style or "mask" in style)


def _parse(data: bytes, name: str) -> Element:
    try:
        return ET.fromstring(data)
    except (ET.ParseError, ValueError, RecursionError):
        raise TooCostly(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 is not a valid SVG picture."), name
        ) from None


def _check_shape(data: bytes, name: str) -> None:
    """Element count and nesting, counted while parsing (no recursion on a deep file)."""
    depth = count = 0
    try:
        for event, _ in ET.iterparse(io.BytesIO(data), events=("start", "end")):
            if event == "start":
                depth += 1
                count += 1
                if depth > MAX_NESTING:
                    raise TooCostly(
                        QT_TRANSLATE_NOOP(
                            "ThemePacks",
                            "%1 nests its elements more than %2 deep; a picture may not.",
                        ),
                        name,
                        MAX_NESTING,
                    )
                if count > MAX_ELEMENTS:
                    raise TooCostly(
                        QT_TRANSLATE_NOOP(
                            "ThemePacks", "%1 holds more than %2 elements; a picture may not."
                        ),
                        name,
                        MAX_ELEMENTS,
                    )
            else:
                depth -= 1
    except ET.ParseError:
        raise TooCostly(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 is not a valid SVG picture."), name
        ) from None


class _Counter:
    """Drawings and offscreen pictures of each element, references followed, each element
    counted once however often it is drawn (memoised), so the count itself is cheap."""

    def __init__(self, root: Element, name: str) -> None:
        self.name = name
        self.ids = {e.get("id"): e for e in root.iter() if e.get("id")}
        self.done: dict[int, tuple[int, int, int]] = {}  # id(element) -> drawn, offscreen, depth
        self.busy: set[int] = set()

    def cost(self, element: Element, chain: int = 0) -> tuple[int, int, int]:
        """(drawings, offscreen drawings, longest reference chain below) of ``element``,
        reached through ``chain`` references."""
        if chain > MAX_REFERENCE_DEPTH:
            raise self._too_deep()
        key = id(element)
        known = self.done.get(key)
        if known is not None:
            if chain + known[2] > MAX_REFERENCE_DEPTH:
                raise self._too_deep()
            return known
        if key in self.busy:
            raise TooCostly(
                QT_TRANSLATE_NOOP("ThemePacks", "%1 refers to itself; a picture may not."),
                self.name,
            )
        self.busy.add(key)
        drawn = 1
        offscreen = 1 if _offscreen(element) else 0
        depth = 0
        for child in element:
            d, o, r = self.cost(child, chain)
            drawn, offscreen, depth = drawn + d, offscreen + o, max(depth, r)
        for target_id in _references(element):
            target = self.ids.get(target_id)
            if target is None:
                continue
            if _local(target.tag) == "filter":
                steps = sum(1 for _ in target.iter()) - 1
                if steps > MAX_FILTER_STEPS:
                    raise TooCostly(
                        QT_TRANSLATE_NOOP(
                            "ThemePacks",
                            "%1 has a filter of more than %2 steps; a picture may not.",
                        ),
                        self.name,
                        MAX_FILTER_STEPS,
                    )
            d, o, r = self.cost(target, chain + 1)
            drawn, offscreen, depth = drawn + d, offscreen + o, max(depth, r + 1)
        if depth > MAX_REFERENCE_DEPTH:
            raise self._too_deep()
        if drawn > MAX_DRAWN:
            raise TooCostly(
                QT_TRANSLATE_NOOP(
                    "ThemePacks", "%1 would draw more than %2 shapes; a picture may not."
                ),
                self.name,
                MAX_DRAWN,
            )
        if offscreen > MAX_OFFSCREEN:
            raise TooCostly(
                QT_TRANSLATE_NOOP(
                    "ThemePacks",
                    "%1 would draw more than %2 shapes through filters or masks; "
                    "a picture may not.",
                ),
                self.name,
                MAX_OFFSCREEN,
            )
        self.busy.discard(key)
        self.done[key] = (drawn, offscreen, depth)
        return drawn, offscreen, depth

    def _too_deep(self) -> TooCostly:
        return TooCostly(
            QT_TRANSLATE_NOOP(
                "ThemePacks", "%1 chains more than %2 references; a picture may not."
            ),
            self.name,
            MAX_REFERENCE_DEPTH,
        )


def check_picture_cost(data: bytes, name: str) -> None:
    """``TooCostly`` when drawing the picture ``data`` could cost more
    than the bounds above; ``name``: its file, for the sentence."""
    if b"<!entity" in data.lower():
        raise TooCostly(
            QT_TRANSLATE_NOOP("ThemePacks", "%1 declares entities, which a picture may not."), name
        )
    _check_shape(data, name)
    root = _parse(data, name)
    # Definitions are counted where they stand too, as if drawn there: an over-count,
    # never an under-count.
    _Counter(root, name).cost(root)
