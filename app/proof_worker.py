"""Running a proof off the GUI thread: the editor and a pasted code stay responsive.

``ProofRun`` is a ``QThread`` that calls one pure engine function (``engine.puzzle_proof.prove``
or ``engine.solve.solve_optimum``) with a progress callback. The callback reports
``progress(stage, depth, states)`` to the GUI thread through a queued signal and raises
``Cancelled`` once ``cancel()`` was asked, so the search stops at its next report and
leaves nothing behind. The engine itself stays Qt-free.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal
from shiboken6 import isValid

log = logging.getLogger(__name__)


class Cancelled(Exception):
    """Raised inside the search when the player pressed Cancel."""


# The job: given the progress callback (stage name, moves deep, states searched), a result.
Job = Callable[[Callable[[str, int, int], None]], object]


class ProofRun(QThread):
    """One search on its own thread; ``done`` carries the result, ``failed`` the error."""

    progress = Signal(str, int, int)  # stage, moves deep, states searched
    done = Signal(object)
    failed = Signal(object)  # the exception the job raised (ProofRefused, ...)
    cancelled = Signal()

    # Runs still going: a run belongs to no widget, so the screen that started it may go
    # (Back) while the search ends at its next progress report.
    _running: ClassVar[set[ProofRun]] = set()
    _hooked: ClassVar[bool] = False

    def __init__(self, job: Job) -> None:
        super().__init__()
        self._job = job
        self._cancel = False
        self.finished.connect(self._ended)

    def start(self, priority: QThread.Priority = QThread.Priority.LowPriority) -> None:
        ProofRun._running.add(self)
        if not ProofRun._hooked:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(ProofRun.stop_all)
                ProofRun._hooked = True
        super().start(priority)

    def _ended(self) -> None:
        ProofRun._running.discard(self)
        self.deleteLater()

    @classmethod
    def stop_all(cls, wait_ms: int = 5000) -> None:
        """Cancel every run and wait for it (quitting: a thread must end before Qt)."""
        for run in list(cls._running):
            run.cancel()
        for run in list(cls._running):
            run.wait(wait_ms)

    def cancel(self) -> None:
        self._cancel = True

    @property
    def cancel_requested(self) -> bool:
        return self._cancel

    def _report(self, stage: str, depth: int, states: int) -> None:
        if self._cancel:
            raise Cancelled
        self.progress.emit(stage, depth, states)

    def run(self) -> None:
        try:
            result = self._job(self._report)
        except Cancelled:
            self.cancelled.emit()
            return
        except Exception as error:  # the GUI says why; the thread must not die unheard
            if not isinstance(error, ValueError):
                log.exception("a proof failed")
            self.failed.emit(error)
            return
        if self._cancel:
            self.cancelled.emit()
        else:
            self.done.emit(result)


def current_only(owner: object, run: ProofRun, handler: Callable[..., None]) -> Callable[..., None]:
    """``handler``, called only while ``run`` is still the run ``owner`` waits for: a run
    cancelled or replaced may still report once before it stops."""

    def call(*args: object) -> None:
        # An owner deleted while its run went on (a language switch rebuilds the screens)
        # still has its Python wrapper: its labels must not be touched.
        if isinstance(owner, QObject) and not isValid(owner):
            return
        if getattr(owner, "run", None) is run:
            handler(*args)

    return call
