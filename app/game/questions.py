"""Where and in which words the game screen asks what the session decided to ask
(``app.midend.questions``: R9.3's practice warning, restart, giving up for the solution,
End attempt, leaving an attempt that is never saved). The answer's button calls
``GameSession.perform``; no rule is decided here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.game.texts import restart_label, restart_question
from twelve_bowls.app.midend.questions import Asked, Question

if TYPE_CHECKING:
    from twelve_bowls.app.game.game_screen import GameScreen


class QuestionPlacer:
    """Places a question of the session in the screen's question bar, or, for an undo on
    a result being shown, in the result panel's, where the player pressed Undo."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen

    def place(self, asked: Asked) -> None:
        screen = self.screen
        tr = QCoreApplication.translate
        mode = screen.attempt.mode_id
        keep = tr("Game", "Keep playing")
        question = asked.question
        if question is Question.UNDO_MAKES_PRACTICE and asked.after_end and screen.result_shown():
            # R9.3 on a finished game: there is no playing to keep on with.
            text = tr(
                "Game",
                "Undo turns this attempt into practice: the result already "
                "recorded stays, but what you play from here is not counted for "
                "records. Undo anyway?",
            )
            yes, keep = tr("Game", "Undo and practise"), tr("Game", "Keep this result")
            screen.results.ask(text, yes, keep, lambda: screen.session.perform(asked.action))
            return
        elif question is Question.UNDO_MAKES_PRACTICE:
            text = tr(
                "Game",
                "Undo turns this attempt into practice: its result can no longer "
                "become a personal record. Undo anyway?",
            )
            yes = tr("Game", "Undo and practise")
        elif question is Question.RESTART:
            text, yes = restart_question(mode), restart_label(mode)
        elif question is Question.LEAVE_UNKEPT:
            # An earlier day's Daily, a pasted code, an opened file: nothing keeps them.
            text = tr(
                "Game",
                "This attempt is not saved: if you leave now, its moves are lost. Leave anyway?",
            )
            yes = tr("Game", "Leave without saving")
        elif question is Question.GIVE_UP:
            text = tr("Game", "Give up this attempt and watch the solution? You can try again.")
            yes = tr("Game", "Show solution")
        else:
            text = tr("Game", "End this attempt now and record its result?")
            yes = tr("Game", "End attempt")
        action = asked.action
        # The screen speaks its own bar's questions as they are shown.
        screen.question.ask(text, yes, keep, lambda: screen.session.perform(action))
