"""The game controller: input becomes engine calls, engine events become animation.

Data flows one way (STYLE): a click or key selects a bowl (app state), a confirm calls
``attempt.play`` (the model), the outcome's event log goes to the ``AnimationPlayer`` and,
when it is done or skipped, the scene is re-synced from ``attempt.position``. The scene
never changes game state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.board.animation import AnimationPlayer
from app.board.scene import BoardScene
from app.game.texts import unselectable_reason
from app.i18n import fill
from engine.board import BOWL_COUNT, GameError, ModifierKind
from engine.events import Overflowed, Phase


class GameController(QObject):
    """Owns the selection and the queued confirm; drives one attempt on one scene."""

    changed = Signal()  # the attempt or the selection changed: HUD and strip re-read
    status = Signal(str)  # a one-line, translated message for the player
    finished = Signal()  # the attempt has ended and its last animation is over
    animating_changed = Signal(bool)

    def __init__(self, attempt: Any, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.attempt = attempt
        self.scene = scene
        self.player = AnimationPlayer(scene, self)
        self.player.finished.connect(self._animation_done)
        self.selected: int | None = None
        self.cursor = 0  # where arrow keys start from when nothing is selected
        self.queued: int | None = None  # a confirm made during an animation
        self.overflowing: tuple[int, ...] = ()
        self.overflow_phase: Phase | None = None  # R6.2: the player's move or the refill
        self.last_outcome: Any = None
        self._sync()

    # -- reading ----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return self.player.running

    def selectable(self) -> list[int]:
        return list(self.attempt.legal_moves())

    def selected_items(self) -> str:
        """R2.1: the selected bowl's items in queue order (for the queue strip)."""
        if self.selected is None:
            return ""
        return str(self.attempt.position.bowls[self.selected])

    # -- selecting (R2.1) -------------------------------------------------------------------

    def select(self, bowl: int) -> bool:
        """Select ``bowl`` if R2.1 allows it, else say why; selection changes nothing else."""
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return False
        if bowl not in self.selectable():
            frozen = self.attempt.position.modifier_kind(bowl) is ModifierKind.FROZEN
            self.status.emit(unselectable_reason(bowl, frozen))
            return False
        self.selected = bowl
        self.cursor = bowl
        if not self.animating:
            self.scene.set_selection(self.selected, self.selectable())
        self.status.emit("")
        self.changed.emit()
        return True

    def move_selection(self, step: int) -> None:
        """Arrow keys: the next selectable bowl clockwise (+1) or counter-clockwise (-1)."""
        choices = set(self.selectable())
        if not choices:
            self.status.emit(QCoreApplication.translate("Game", "No bowl can be chosen."))
            return
        start = self.selected if self.selected is not None else self.cursor - step
        for k in range(1, BOWL_COUNT + 1):
            bowl = (start + step * k) % BOWL_COUNT
            if bowl in choices:
                self.select(bowl)
                return

    def click_bowl(self, bowl: int) -> None:
        """A click skips a running animation; clicking the selected bowl confirms (R2.2)."""
        if self.animating:
            self.skip()
            return
        if bowl == self.selected:
            self.confirm()
        else:
            self.select(bowl)

    def double_click_bowl(self, bowl: int) -> None:
        """A double-click plays the bowl. Its first click already selected it, or played
        it if it was selected (then the animation runs and the second click is ignored)."""
        if self.animating:
            return
        if bowl != self.selected and not self.select(bowl):
            return
        self.confirm()

    def click_board(self) -> None:
        if self.animating:
            self.skip()

    # -- playing (R2.2) ---------------------------------------------------------------------

    def confirm(self) -> None:
        """Play the selected bowl; during an animation the confirm is queued, visibly."""
        if self.attempt.ended is not None:
            self.status.emit(QCoreApplication.translate("Game", "The attempt has ended."))
            return
        if self.selected is None:
            self.status.emit(QCoreApplication.translate("Game", "Select a bowl first."))
            return
        if self.animating:
            self.queued = self.selected
            self.status.emit(
                fill(
                    QCoreApplication.translate(
                        "Game", "Bowl %1 will be played when the animation ends."
                    ),
                    self.selected,
                )
            )
            return
        self._play(self.selected)

    def _play(self, bowl: int) -> None:
        try:
            outcome = self.attempt.play(bowl)
        except GameError:
            frozen = self.attempt.position.modifier_kind(bowl) is ModifierKind.FROZEN
            self.status.emit(unselectable_reason(bowl, frozen))
            self._sync()
            return
        self.last_outcome = outcome
        self.overflowing = ()
        self.overflow_phase = None
        for event in outcome.events:
            if isinstance(event, Overflowed):
                self.overflowing = tuple(event.bowls)
                self.overflow_phase = event.phase
        self.selected = None
        self.cursor = bowl
        self.status.emit("")
        self.animating_changed.emit(True)
        self.player.play(outcome.events)
        if self.player.running:
            self.changed.emit()  # buttons and strip now; the HUD waits for the animation

    def skip(self) -> None:
        """Space or a click: jump to the end of the running animation."""
        self.player.skip()

    def _animation_done(self) -> None:
        self._sync()
        self.animating_changed.emit(False)
        self.changed.emit()
        if self.attempt.ended is not None:
            self.queued = None
            self.finished.emit()
            return
        queued, self.queued = self.queued, None
        if queued is not None:
            if queued in self.selectable():
                self.selected = queued
                self._play(queued)
            else:
                self.status.emit(
                    fill(
                        QCoreApplication.translate(
                            "Game", "The queued move on bowl %1 is no longer possible."
                        ),
                        queued,
                    )
                )

    # -- undo, restart, end -----------------------------------------------------------------

    def undo(self) -> bool:
        """R9.2: back to the state before the last move (the caller warns first, R9.3)."""
        self.skip()
        if not self.attempt.can_undo:
            self.status.emit(QCoreApplication.translate("Game", "There is no move to undo."))
            return False
        self.attempt.undo()
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.last_outcome = None
        self.selected = None
        self._sync()
        self.status.emit(QCoreApplication.translate("Game", "Move undone."))
        self.changed.emit()
        return True

    def replace_attempt(self, attempt: Any) -> None:
        """Show another attempt (restart, a new Endless game) on the same scene."""
        self.skip()
        self.attempt = attempt
        self.queued = None
        self.overflowing = ()
        self.overflow_phase = None
        self.last_outcome = None
        self.selected = None
        self.cursor = 0
        self._sync()
        self.status.emit("")
        self.changed.emit()

    def end(self) -> bool:
        """R8.3: End attempt (Endless and Daily)."""
        self.skip()
        if self.attempt.ended is not None:
            return False
        try:
            self.attempt.end()
        except GameError:
            return False
        self.queued = None
        self.selected = None
        self._sync()
        self.changed.emit()
        self.finished.emit()
        return True

    def _sync(self) -> None:
        if self.selected is not None and self.selected not in self.selectable():
            self.selected = None
        self.scene.sync(self.attempt.position, self.selected, self.selectable(), self.overflowing)
        # A finished board is shown plainly: no bowl looks choosable or disabled.
        ended = self.attempt.ended is not None
        self.scene.set_interactive(not ended, plain=ended)
