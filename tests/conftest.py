"""Test configuration: every test runs headless, whoever starts it."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest

# Set before any Qt import so a developer needs no environment variables.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A fresh profile takes the system's language: tests start from a known one
# whoever runs them; the first-run tests choose their own in a child process.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"
# Many tests start the game or the engine as a child process. With no bytecode cache each
# child compiles every module it imports from source (about 0.25 s a start here), so the
# children may write and reuse ``__pycache__`` as an installed game does.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
# Games a test starts play no sound on a developer's speakers: their PulseAudio clients
# find no server (tests/sound/ starts a private one with a null sink where it listens).
os.environ["PULSE_SERVER"] = "unix:/nonexistent/twelve-bowls-tests"


@pytest.fixture(autouse=True)
def _no_sound_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process games find no output device, as on a headless machine (app/sound/)."""

    def no_output(mixer: object) -> None:
        raise RuntimeError("tests open no sound device")

    monkeypatch.setattr("twelve_bowls.app.sound.player.open_output", no_output)
    monkeypatch.setattr("twelve_bowls.app.sound.player._shared", None)


@pytest.fixture(autouse=True)
def _private_data_directory(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No test may touch the player's real saves: each test gets its own data
    directory unless it sets ``TWELVE_BOWLS_HOME`` itself."""
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test() -> Iterator[None]:
    """Every window a test made is closed and deleted when it ends, at a safe moment.

    Widgets a test left alive made every later restyle, language change and font change
    walk them all: after 80 tests of one file 6,400 widgets were alive and one app-wide
    style sheet took 30 s. Tests that need a window for longer keep it in their fixtures.

    The cycle collector is off while a test runs and collects when it ends. A window a
    test made is held only by reference cycles once the test function returns (pytest-qt
    keeps weak references), yet it is still shown; pytest-qt then processes its events.
    An automatic collection that fell inside one of its paint events deleted the window
    being painted: a crash in ``QPainter::save`` under ``drawBackground`` (a core dump
    showed it), and event filters called on wrappers the collector had already cleared.
    The game itself never drops a shown window (its windows are held by their parents)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        _close_windows()
        if collecting:
            gc.enable()
        # What the test allocated is all in the youngest generations (nothing is promoted
        # while the collector is off): collecting those is cheap.
        gc.collect(1)


def _close_windows() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return  # engine tests: no Qt at all
    for widget in app.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
