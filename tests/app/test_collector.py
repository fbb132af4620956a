"""The cycle collector runs on the UI thread only (app/collector.py)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from twelve_bowls.app.collector import UiThreadCollector, due_generation


class _Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


@pytest.fixture
def collector(qtbot: QtBot) -> Iterator[UiThreadCollector]:
    owner = QObject()
    was = gc.isenabled()
    gc.enable()  # as in the game before the collector starts (the suite's tests pause it)
    collector = UiThreadCollector(owner)
    yield collector
    collector.stop()
    if not was:
        gc.disable()
    owner.deleteLater()


def _allocate_cycles(count: int) -> None:
    for _ in range(count):
        _Node()


def test_no_collection_runs_on_another_thread(collector: UiThreadCollector, qtbot: QtBot) -> None:
    threads: list[str] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    gc.callbacks.append(seen)
    try:
        # Far past every threshold: the automatic collector would run many times in it.
        worker = threading.Thread(target=_allocate_cycles, args=(200_000,), name="worker")
        worker.start()
        worker.join()
        assert "worker" not in threads
        assert due_generation() is not None
        qtbot.waitUntil(lambda: bool(threads))
    finally:
        gc.callbacks.remove(seen)
    assert set(threads) == {threading.main_thread().name}


def test_garbage_cycles_are_freed_by_the_timer(collector: UiThreadCollector, qtbot: QtBot) -> None:
    node = _Node()
    gone = weakref.ref(node)
    del node
    _allocate_cycles(gc.get_threshold()[0] + 1)  # due for a young collection
    qtbot.waitUntil(lambda: gone() is None)


def test_stopping_gives_collection_back(qtbot: QtBot) -> None:
    owner = QObject()
    was = gc.isenabled()
    gc.enable()
    try:
        collector = UiThreadCollector(owner)
        assert not gc.isenabled()
        collector.stop()
        assert gc.isenabled()
    finally:
        if not was:
            gc.disable()
        owner.deleteLater()
