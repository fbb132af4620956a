"""PySide6 reads the source of every module imported after it; the game asks it not to.

PySide6 replaces ``builtins.__import__`` so that ``from __feature__ import snake_case``
can work, and, after every import, it decides whether the imported module "uses PySide"
by reading the module's whole source with ``inspect.getsource`` and looking for the text
``PySide6`` (PYSIDE-2029, ``shibokensupport.feature._mod_uses_pyside``). A module that
does gets the feature set 0 (Qt's own names), one that does not is left out of feature
switching. At the player's start that is about seventy modules, the standard library's
included, and 15-18 ms of CPU before the first frame (start-up time), and it is
paid again by every screen that imports more modules later.

The game never selects a feature, so the answer only has to be the safe one: every module
is taken for one that uses PySide, i.e. one that sees Qt's own names, which is what each
module of ours gets from the scan anyway. A module that asks for a feature
(``from __feature__ import ...``) still gets it: that import sets the module's entry
itself and never asks this function.
"""

from __future__ import annotations

import sys
from types import ModuleType

_FEATURE_MODULE = "shibokensupport.feature"
_SCAN = "_mod_uses_pyside"


def _uses_qt_names(module: ModuleType) -> bool:
    """Every module sees Qt's own names (the default feature set), without reading it."""
    return True


def skip_source_scan() -> bool:
    """Replace PySide6's per-import source scan; True if it was there to replace.

    Works on the PySide6 versions the game supports (6.8-6.11); on a version without the
    scan nothing is changed and nothing fails.
    """
    feature = sys.modules.get(_FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, _SCAN, None)):
        return False
    setattr(feature, _SCAN, _uses_qt_names)
    return True
