"""What the game screen says aloud beyond each move: the brief (goal, moves left) and the
keyboard's walk around the ring, bowl by bowl.

The game screen calls these with a few lines; the logic lives here so that a screen reader's
needs are read in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from twelve_bowls.app import a11y
from twelve_bowls.app.game.narration import sentence
from twelve_bowls.app.i18n import fill
from twelve_bowls.engine.board import BOWL_COUNT

if TYPE_CHECKING:
    from twelve_bowls.app.game.bowl_access import BowlAccess
    from twelve_bowls.app.game.hud import Hud
    from twelve_bowls.app.midend.session import GameSession

BRIEF_KEY = Qt.Key.Key_G


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Spoken", text, disambiguation)


def brief_key_help() -> str:
    """For the keyboard help beside the board."""
    return _tr("G reads the goal and the moves left.")


def brief(hud: Hud) -> str:
    """The game, its goal and its moves left, as one sentence (R7.2)."""
    parts = [hud.title.text(), hud.subtitle.text()]
    if hud.goal_group is not None and hud.goal_group.isVisibleTo(hud):
        # The goal is an instruction ("Clear the whole board"): said with what it is for.
        goal = _tr("%1 to win", "%1 is the goal, an instruction: Clear the whole board")
        parts.append(fill(goal, hud.goal.text()))
        parts.append(hud.goal_progress.text())
    parts.append(hud.score_spoken)
    if not hud.moves.isHidden():
        parts.append(hud.moves.text())
    return sentence(p for p in parts if p)


def is_brief_key(event: QKeyEvent) -> bool:
    return event.key() == BRIEF_KEY and not event.modifiers()


class _FirstShow(QObject):
    """Speaks the brief the first time the screen is shown (it is built hidden)."""

    def __init__(self, screen: QWidget, hud: Hud) -> None:
        super().__init__(screen)
        self._hud = hud
        screen.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.removeEventFilter(self)
            # After the show: the window is visible, so the notification can be shown too.
            # The screen as the timer's context: a screen closed before it fires (a test's,
            # or a player leaving at once) cancels it instead of speaking through a dead one.
            QTimer.singleShot(0, watched, lambda: speak_brief(watched, self._hud))
        return False


def brief_on_first_show(screen: QWidget, hud: Hud) -> None:
    _FirstShow(screen, hud)


def speak_brief(screen: QWidget, hud: Hud) -> None:
    a11y.announce(screen, brief(hud))


class _Board(Protocol):
    session: GameSession
    access: BowlAccess


def move_focus(board: _Board, step: int) -> None:
    """Arrow keys: keyboard focus goes to the next bowl of the ring, whatever it holds, so a
    screen reader reads every bowl; a bowl that can be chosen is also selected (R2.1)."""
    session = board.session
    start = board.access.focused_bowl()
    if start is None:
        start = board.access.last  # focus did not land (a window not active)
    if start is None:
        start = session.selected if session.selected is not None else session.cursor - step
    bowl = (start + step) % BOWL_COUNT
    selecting = bowl in session.selectable()
    # Focus first, then the selection: the bowl being left is not renamed while focused,
    # and the one arrived at already carries its selected name (read once, not twice).
    board.access.focus(bowl, selecting=selecting)
    if selecting:
        session.select(bowl)


def enter_on_bowl(board: _Board) -> None:
    """Enter plays the focused bowl; one that cannot be played says why (R2.1)."""
    session = board.session
    focused = board.access.focused_bowl()
    # During an animation too: the bowl is then queued, as the Play button queues it.
    if focused is not None and focused != session.selected and not session.select(focused):
        return  # the session said why
    session.confirm()
