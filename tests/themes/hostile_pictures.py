"""SVG pictures that cost a painter endless work though each is a few KiB, and QtSvg
accepts every one: the families a theme pack was attacked with. Shared by the tests and
tools/hostile_inputs.py."""

from __future__ import annotations

from collections.abc import Callable

_OPEN = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'viewBox="0 0 100 100">'
)


def use_fan_out(levels: int = 39, fan: int = 2) -> bytes:
    """Each level a group of ``fan`` ``<use>`` of the level below: fan^levels circles."""
    parts = [_OPEN, '<defs><circle id="l0" cx="50" cy="50" r="40" fill="#c00"/>']
    for i in range(1, levels + 1):
        parts.append(f'<g id="l{i}">' + f'<use xlink:href="#l{i - 1}"/>' * fan + "</g>")
    parts.append(f'</defs><use xlink:href="#l{levels}"/></svg>')
    return "".join(parts).encode()


def blurred_rectangles(count: int = 21_000) -> bytes:
    """A background of ``count`` rectangles, each drawn apart and blurred."""
    rect = '<rect width="99" height="99" filter="url(#b)"/>'
    return (
        _OPEN
        + '<defs><filter id="b"><feGaussianBlur stdDeviation="5"/></filter></defs>'
        + rect * count
        + "</svg>"
    ).encode()


def many_elements(count: int = 60_000) -> bytes:
    return (_OPEN + '<circle cx="50" cy="50" r="1"/>' * count + "</svg>").encode()


def deep_nesting(levels: int = 5_000) -> bytes:
    return (_OPEN + "<g>" * levels + '<circle r="5"/>' + "</g>" * levels + "</svg>").encode()


def long_reference_chain(links: int = 400) -> bytes:
    parts = [_OPEN, '<defs><circle id="c0" r="5"/>']
    parts += [f'<use id="c{i}" xlink:href="#c{i - 1}"/>' for i in range(1, links + 1)]
    parts.append(f'</defs><use xlink:href="#c{links}"/></svg>')
    return "".join(parts).encode()


def reference_cycle() -> bytes:
    return (
        _OPEN + '<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g></svg>'
    ).encode()


def entity_expansion(levels: int = 9) -> bytes:
    """The "billion laughs": entities of ten entities of ten..."""
    entities = ['<!ENTITY e0 "ha">']
    entities += [f'<!ENTITY e{i} "{f"&e{i - 1};" * 10}">' for i in range(1, levels + 1)]
    return (
        f'<?xml version="1.0"?><!DOCTYPE svg [{"".join(entities)}]>'
        + _OPEN
        + f"<text>&e{levels};</text></svg>"
    ).encode()


def long_filter() -> bytes:
    steps = '<feGaussianBlur stdDeviation="9"/>' * 200
    return (
        _OPEN
        + f'<defs><filter id="f">{steps}</filter></defs>'
        + '<rect width="100" height="100" filter="url(#f)"/></svg>'
    ).encode()


def masked_fan(count: int = 5_000) -> bytes:
    rect = '<rect width="100" height="100" mask="url(#m)"/>'
    return (
        _OPEN
        + '<defs><mask id="m"><circle cx="50" cy="50" r="40" fill="#fff"/></mask></defs>'
        + rect * count
        + "</svg>"
    ).encode()


HOSTILE_PICTURES: dict[str, Callable[[], bytes]] = {
    "use-fan-out-39": use_fan_out,
    "use-fan-out-20^6": lambda: use_fan_out(6, 20),
    "blurred-rectangles-21000": blurred_rectangles,
    "blurred-rectangles-2000": lambda: blurred_rectangles(2000),
    "elements-60000": many_elements,
    "nesting-5000": deep_nesting,
    "reference-chain-400": long_reference_chain,
    "reference-cycle": reference_cycle,
    "billion-laughs": entity_expansion,
    "filter-of-200-steps": long_filter,
    "masks-5000": masked_fan,
}
