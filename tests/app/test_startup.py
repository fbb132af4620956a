"""Start-up loads only what the first frame of home needs (start-up time).

Measured by ``benchmarks/startup.py``; these tests keep the lazy paths lazy: a later import
at module level somewhere would silently bring the cost back.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.engine.profile import Profile, Settings

_PROBE = """
import enum, json, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from twelve_bowls.app.main import build_window
from twelve_bowls.app.theming.registry import theme_registry

def python_enums():
    found, todo = set(), [enum.Enum]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in found:
                found.add(sub)
                todo.append(sub)
    return sorted(e.__qualname__ for e in found if e.__module__.startswith("PySide6"))

class FirstPaint(QObject):
    modules = None
    def eventFilter(self, obj, event):
        if self.modules is None and event.type() == QEvent.Type.Paint:
            self.modules = sorted(sys.modules)
            self.enums = python_enums()
        return False

app = QApplication(["twelve-bowls"])
app, window = build_window(["twelve-bowls"])
# On the window, not the application: an application-wide Python filter would wrap every
# object that gets an event and so create the enums of every Qt class.
probe = FirstPaint()
window.installEventFilter(probe)
app.processEvents()
window.repaint()
import time
deadline = time.monotonic() + 60  # against a hang only; nothing here is timed
while probe.modules is None and time.monotonic() < deadline:
    app.processEvents()
# The window icon is set right after the first frame.
while app.windowIcon().isNull() and time.monotonic() < deadline:
    app.processEvents()
print(json.dumps({
    "icon": not app.windowIcon().isNull(),
    "modules": sorted(sys.modules),
    "at_first_paint": probe.modules,
    "enums_at_first_paint": probe.enums,
    "themes_loaded": sorted(theme_registry()._themes),
    "theme": window.context.theme.id,
    "home_shown": window.current_screen() is window.home and window.home.isVisible(),
}))
"""

# Screens, dialogs and game parts that the home screen opens on request.
NOT_AT_START = (
    "twelve_bowls.engine.modes",
    "twelve_bowls.engine.puzzles",
    "twelve_bowls.engine.solve",
    "twelve_bowls.app.game",
    "twelve_bowls.app.board",
    "twelve_bowls.app.settings_dialog",
    "twelve_bowls.app.screens.records",
    "twelve_bowls.app.screens.puzzle_picker",
    "twelve_bowls.app.screens.themes_gallery",
    "twelve_bowls.app.screens.help",
)


def _start(home: Path) -> dict[str, object]:
    env = dict(os.environ, TWELVE_BOWLS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_first_start_loads_only_home_and_the_active_theme(tmp_path: Path) -> None:
    ProfileService(tmp_path).save_profile(Profile(settings=Settings(theme="neon")))
    started = _start(tmp_path)
    assert started["home_shown"] is True
    assert started["theme"] == "neon"
    # The other six built-ins are loaded and test-painted when the gallery or settings ask.
    assert started["themes_loaded"] == ["neon"]
    modules = started["modules"]
    assert isinstance(modules, list)
    early = [m for m in modules if m.startswith(NOT_AT_START)]
    assert early == []
    assert not [
        m
        for m in modules
        if m.startswith("twelve_bowls.themes.")
        # the active theme, and the public plugin API it is written against
        and not m.startswith(("twelve_bowls.themes.neon", "twelve_bowls.themes.api"))
    ]
    # The profile is validated with pydantic after the first frame, not before.
    painted = started["at_first_paint"]
    assert isinstance(painted, list) and "twelve_bowls.app.main_window" in painted
    # engine.profile_table is the models' description as plain data (no imports): allowed.
    pydantic_side = [
        m for m in painted if m.startswith(("pydantic", "twelve_bowls.engine.profile"))
    ]
    assert [m for m in pydantic_side if m != "twelve_bowls.engine.profile_table"] == []
    # Nor Babel: home's date is written by QLocale (tests/i18n/test_i18n_start.py).
    assert [m for m in painted if m.startswith("babel")] == []
    # Standard modules that only later work needs; hashlib loads OpenSSL. A frozen dataclass
    # costs 1-1.5 ms a class to make: what is read before the first frame is a NamedTuple.
    later = (
        "hashlib",
        "secrets",
        "decimal",
        "html",
        "importlib.resources",
        "importlib.metadata",
        "dataclasses",
    )
    assert [m for m in painted if m.startswith(later)] == []
    # PySide6 creates a class's Python enums when the class is first imported (0.2-0.3 ms
    # each): the dialogs and message boxes that home opens on request are not imported yet.
    enums = started["enums_at_first_paint"]
    assert isinstance(enums, list) and "Qt.AlignmentFlag" in enums
    dialog_only = ("QDialog.", "QMessageBox.", "QComboBox.", "QFileDialog.", "QScrollArea.")
    assert [e for e in enums if e.startswith(dialog_only)] == []
    # Nor QIcon (157 members): the window icon is set right after the first frame.
    assert [e for e in enums if e.startswith("QIcon.")] == []
    # Nor QGradient (180 presets): only the board's highlights draw the helpers' gradients.
    assert [e for e in enums if e.startswith("QGradient.")] == []
    assert started["icon"] is True


_RESTYLE_PROBE = """
import collections, json
from shiboken6 import Shiboken
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from twelve_bowls.app.main import build_window

class Restyles(QObject):
    painted = False
    def __init__(self):
        super().__init__()
        self.counts = collections.Counter()
        self.widgets = {}
    def eventFilter(self, obj, event):
        if not self.painted and isinstance(obj, QWidget):
            if event.type() == QEvent.Type.StyleChange:
                self.counts[Shiboken.getCppPointer(obj)[0]] += 1
                self.widgets[Shiboken.getCppPointer(obj)[0]] = obj
            elif event.type() == QEvent.Type.Paint:
                self.painted = True
        return False

app = QApplication(["twelve-bowls"])
probe = Restyles()
app.installEventFilter(probe)  # counting only: this filter makes the start slower
app, window = build_window(["twelve-bowls"])
while not probe.painted:
    app.processEvents()
names = {key: widget.objectName() for key, widget in probe.widgets.items()}
print(json.dumps({
    "home": sum(n for key, n in probe.counts.items() if names[key] == "home"),
    "most": max(n for key, n in probe.counts.items() if names[key] != "home"),
    "widgets": len(probe.counts),
}))
"""


def test_home_is_styled_once_before_its_first_frame(tmp_path: Path) -> None:
    # A widget moved into another parent, or given new text sizes after it was
    # polished, has the app's style sheet worked out again with everything inside it.
    # Home is made in place and at the size it opens at (1280x720 here): once each, home
    # too. The theme's sheet is the window's, set before home exists (app.style), so the
    # one restyle of home is its own text sizes', set before anything inside it exists.
    env = dict(os.environ, TWELVE_BOWLS_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", _RESTYLE_PROBE], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    counts = json.loads(out.stdout.strip().splitlines()[-1])
    assert counts["widgets"] >= 20  # home's buttons and labels were seen
    assert counts["most"] == 1
    assert counts["home"] == 1


def test_the_players_start_reports_a_damaged_profile_after_its_first_frame(
    qtbot: object, tmp_path: Path, monkeypatch: object
) -> None:
    # The whole path of a start on a damaged profile (icon, the theme's test paint, the
    # notice). The plain reader checks records too, so it gives up and the full load (which
    # sets the file aside) is what the first frame shows.
    from pytestqt.qtbot import QtBot

    from twelve_bowls.app.main import build_window

    assert isinstance(qtbot, QtBot)
    fixture = Path(__file__).resolve().parent / "data" / "saves" / "profile-v1.json"
    document = json.loads(fixture.read_text())
    del document["records"]["endless_best"]["seed"]
    document["settings"]["language"] = "en"  # the notice is written in the profile's language
    (tmp_path / "profile.json").write_text(json.dumps(document))
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path))  # type: ignore[attr-defined]
    app, window = build_window(["twelve-bowls"])
    qtbot.addWidget(window)
    try:
        home = window.home  # type: ignore[attr-defined]
        # Generous: only against a hang, never a measure of speed.
        qtbot.waitUntil(lambda: "damaged" in home.notice.text(), timeout=60_000)
        assert home.notice.isVisible()
        assert window.context.theme.id == "simple"  # type: ignore[attr-defined]
        # What follows the first frame still runs (the icon is set after it).
        qtbot.waitUntil(lambda: not app.windowIcon().isNull(), timeout=60_000)
    finally:
        app.setStyleSheet("")  # app-wide: give the next tests a plain application back
