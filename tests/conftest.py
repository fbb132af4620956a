"""Test configuration: every test runs headless, whoever starts it."""

from __future__ import annotations

import os

# Set before any Qt import so a developer needs no environment variables (issue 2).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
