"""Standard streams a windowed build may lack.

A windowed Windows build (and a macOS app started from Finder) has ``sys.stdout`` and
``sys.stderr`` set to ``None``: any ``print`` or ``write`` to them raises, and the game
would record a crash that never happened. Before anything can write, each missing stream
is pointed at the null device, so every message the game, argparse or a library writes is
simply dropped where no one could read it.
"""

from __future__ import annotations

import os
import sys


def ensure_streams() -> None:
    """Give ``sys.stdout`` and ``sys.stderr`` a null device where they are ``None``."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives as long as the process
