"""``--lang``, ``--theme`` and ``--size``: the command line's choices for one run.

One reader for every way the game starts (the player's window, ``--play`` and
``--screenshot``), so each flag means the same everywhere and a bad value is refused with
the same sentence before any window exists. The choices hold for this run only: the
profile keeps the player's own settings and window placement (``AppContext``'s
``for_this_run``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

DEFAULT_SIZE = (1280, 720)
# The window's own minimum (app.window_placement.MIN_SIZE) up to an 8K screen.
MIN_SIZE, MAX_SIZE = (800, 560), (7680, 4320)
_SIZE = re.compile(r"^(\d{2,5})x(\d{2,5})$")


class ChoiceError(ValueError):
    """A bad ``--lang``, ``--theme`` or ``--size`` value; the message names it."""


@dataclass(frozen=True)
class RunChoices:
    lang: str | None = None
    theme: str | None = None
    size: tuple[int, int] | None = None  # None: where the window was when it last closed

    def settings(self) -> dict[str, str]:
        """The setting changes for ``AppContext(for_this_run=...)``."""
        chosen = {"language": self.lang, "theme": self.theme}
        return {name: value for name, value in chosen.items() if value is not None}


def read_choices(args: argparse.Namespace) -> RunChoices:
    """Check the three flags; raise ``ChoiceError`` naming the first bad one."""
    lang = getattr(args, "lang", None)
    theme = getattr(args, "theme", None)
    size_text = getattr(args, "size", None)
    if lang is not None:
        from twelve_bowls.app.i18n import LANGUAGES

        if lang not in LANGUAGES:
            raise ChoiceError(f"unknown language {lang!r} (expected {', '.join(LANGUAGES)})")
    if theme is not None:
        from twelve_bowls.app.theming.registry import theme_registry

        registry = theme_registry()
        if not registry.has(theme):
            known = ", ".join(registry.ids())
            raise ChoiceError(f"unknown theme {theme!r} (available: {known})")
    size: tuple[int, int] | None = None
    if size_text is not None:
        match = _SIZE.match(str(size_text))
        if match is None:
            raise ChoiceError(f"size must look like 1280x720, not {size_text!r}")
        width, height = int(match.group(1)), int(match.group(2))
        if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
            raise ChoiceError(
                f"size {width}x{height} is outside "
                f"{MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]}"
            )
        size = (width, height)
    return RunChoices(lang, theme, size)
