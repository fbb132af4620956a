"""PySide6's per-import source scan is skipped once the game is loaded (app/import_tax.py,
Start-up time), and nothing that relies on it breaks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Counts the sources PySide6 reads while the help screen's modules are imported (none of
# them is loaded at start); SKIP=0 keeps the scan, to show the count is not zero by itself.
_COUNT = """
import inspect, json, os, sys
import twelve_bowls.app.import_tax
if os.environ["SKIP"] == "0":
    twelve_bowls.app.import_tax.skip_source_scan = lambda: False
import twelve_bowls.app.main
read = []
original = inspect.getsource
def counting(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = counting
import twelve_bowls.app.screens.help
print(json.dumps(read))
"""


def _sources_read(skip: bool) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SKIP="1" if skip else "0")
    result = subprocess.run(
        [sys.executable, "-c", _COUNT],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    read: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return read


def test_the_game_skips_pyside6s_source_scan() -> None:
    assert _sources_read(skip=False), "PySide6 no longer scans: app/import_tax.py can go"
    assert _sources_read(skip=True) == []


def test_the_skip_is_installed_by_importing_the_game() -> None:
    import twelve_bowls.app.main  # noqa: F401
    from twelve_bowls.app.import_tax import _uses_qt_names

    feature = sys.modules["shibokensupport.feature"]
    assert feature._mod_uses_pyside is _uses_qt_names


def test_a_module_that_asks_for_a_feature_still_gets_it(tmp_path: Path) -> None:
    # The scan only set defaults; an explicit `from __feature__ import` is served apart.
    (tmp_path / "snaky.py").write_text(
        textwrap.dedent(
            """
            from __feature__ import snake_case  # noqa: F401
            from PySide6.QtWidgets import QWidget

            def hint_width(widget: QWidget) -> int:
                return widget.size_hint().width()
            """
        )
    )
    code = textwrap.dedent(
        """
        import sys
        import twelve_bowls.app.main
        from PySide6.QtWidgets import QApplication, QWidget
        sys.path.insert(0, sys.argv[1])
        import snaky
        app = QApplication([])
        widget = QWidget()
        print(snaky.hint_width(widget) == widget.sizeHint().width())
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    assert result.stdout.strip().splitlines()[-1] == "True"
