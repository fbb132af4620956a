"""A run's reports never reach an owner whose widgets are gone (the full monkey switched
the language while a generated puzzle was being made: the progress set the text of a
deleted label and the game ended)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QWidget

from twelve_bowls.app.proof_worker import current_only


class _Owner(QWidget):
    run: object = None


def test_reports_to_a_deleted_owner_are_dropped(qapp: object) -> None:
    owner = _Owner()
    run = object()
    owner.run = run
    heard: list[int] = []
    report = current_only(owner, run, heard.append)  # type: ignore[arg-type]
    report(1)
    assert heard == [1]
    shiboken6.delete(owner)  # the screen rebuilt; the Python wrapper lives on
    report(2)
    assert heard == [1]
