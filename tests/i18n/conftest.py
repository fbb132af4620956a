"""Shared pieces of the i18n tests: language reset, and the text checks used on screens."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QApplication,
)
from pytestqt.qtbot import QtBot

from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.main_window import MainWindow
from twelve_bowls.app.style import apply_style

LANGUAGES = i18n.LANGUAGES
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def back_to_english(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    os.environ["TWELVE_BOWLS_HOME"] = str(tmp_path / "home")
    yield
    i18n.set_language("en")


@pytest.fixture
def context(qtbot: QtBot) -> AppContext:
    return AppContext(InMemoryProfileService())


@pytest.fixture
def window(qtbot: QtBot, context: AppContext) -> Iterator[MainWindow]:
    main = MainWindow(context)
    qtbot.addWidget(main)
    main.resize(1280, 720)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


@pytest.fixture
def styled(qtbot: QtBot, qapp: QApplication, context: AppContext) -> Iterator[MainWindow]:
    """The window as a player gets it: the theme's sheet decides padding and fonts."""
    apply_style(qapp, context.theme)
    main = MainWindow(context)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()
    qapp.setStyleSheet("")
