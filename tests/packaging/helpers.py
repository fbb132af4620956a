"""Load the scripts in ``packaging/`` by path: it is a folder of build scripts, not a package
(the name ``packaging`` belongs to the PyPI library pip and pytest import)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"twelve_bowls_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered first: dataclasses look their module up while the class is being made.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
