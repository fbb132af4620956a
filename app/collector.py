"""The cycle collector runs on the UI thread, between events, never inside one.

Python's collector starts whenever enough objects have been allocated, on whichever thread
allocated them. Here that can be the sound mixer's callback in miniaudio's audio thread, or
the middle of a paint event. A collection there may free a cycle that holds Qt objects: a
widget, a pixmap or a timer deleted off the UI thread, or the window being painted deleted
under its own paint event (both crash in Qt). So, as Anki does for the same reason, the
game turns automatic collection off and a timer on the UI thread collects instead, by the
same thresholds the automatic collector uses.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500
"""How often the counts are looked at: often enough that garbage never piles up."""


def due_generation() -> int | None:
    """The generation the automatic collector would collect now, or None."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    for generation in (2, 1, 0):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            return generation
    return None


class UiThreadCollector(QObject):
    """While it lives, cycles are collected only by its timer, on the thread it lives in."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_if_due)
        self._timer.start()

    def collect_if_due(self) -> None:
        generation = due_generation()
        if generation is not None:
            gc.collect(generation)

    def stop(self) -> None:
        """Hand collection back to Python (as it was before)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
