"""Test configuration: every test runs headless, whoever starts it."""

from __future__ import annotations

import os

import pytest

# Set before any Qt import so a developer needs no environment variables (issue 2).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A fresh profile takes the system's language (issue 18): tests start from a known one
# whoever runs them; the first-run tests choose their own in a child process.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _private_data_directory(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No test may touch the player's real saves (issue 6): each test gets its own data
    directory unless it sets ``TWELVE_BOWLS_HOME`` itself."""
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path_factory.mktemp("home")))
