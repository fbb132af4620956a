"""Small builders for hand-worked rule examples."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

from twelve_bowls.engine import Modifier, ModifierKind, Position


def board(bowls: dict[int, str], modifiers: dict[int, str] | None = None) -> Position:
    """A position from only the non-empty bowls, e.g. ``board({0: "RYG"})``."""
    slots: list[Modifier | None] = [None] * 12
    for bowl, kind in (modifiers or {}).items():
        slots[bowl] = Modifier(ModifierKind(kind))
    notation = [bowls.get(i, "") for i in range(12)]
    Position.from_notation(notation)  # validate like any input (R10.2)
    return Position(tuple(notation), tuple(slots))


def bowls_of(position: Position) -> dict[int, str]:
    """The non-empty bowls of a position, for compact assertions."""
    return {i: queue for i, queue in enumerate(position.bowls) if queue}


def load_tool(name: str) -> ModuleType:
    """A script under ``tools/`` as a module (tools are not a package)."""
    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location(name, root / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# Property tests run a share of their full example count in the default suite (for
# the suite's time) and all of it, or more, in CI's slow step, which sets this to 1 or
# higher. The default share is still hundreds of positions per property.
EXAMPLES_SCALE = float(os.environ.get("TWELVE_BOWLS_EXAMPLES_SCALE", "0.5"))


def examples(full: int) -> int:
    """How many examples a property with ``full`` examples runs in this test run."""
    return max(10, round(full * EXAMPLES_SCALE))
