"""The questions the game screen asks before an operation that cannot be taken back
(R9.3's practice warning, restart, End attempt, giving up for the solution): each asks in
the question bar, and the answer's button calls the session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app import a11y
from twelve_bowls.app.game.texts import restart_label, restart_question

if TYPE_CHECKING:
    from twelve_bowls.app.game.game_screen import GameScreen


def ask_undo(screen: GameScreen) -> None:
    """R9.3: the first undo in Endless and Daily makes the attempt practice: warn first."""
    attempt = screen.attempt
    if not attempt.can_undo:
        screen.session.undo()  # says there is nothing to undo
        return
    if attempt.undo_makes_practice and not attempt.practice:
        tr = QCoreApplication.translate
        if attempt.ended is not None and screen._result_shown():
            # R9.3 on a finished game: asked in the result panel, and there is no
            # playing to keep on with.
            bar = screen.result.question
            text = tr(
                "Game",
                "Undo turns this attempt into practice: the result already "
                "recorded stays, but what you play from here is not counted for "
                "records. Undo anyway?",
            )
            keep = tr("Game", "Keep this result")
        else:
            bar = screen.question
            text = tr(
                "Game",
                "Undo turns this attempt into practice: its result can no longer "
                "become a personal record. Undo anyway?",
            )
            keep = tr("Game", "Keep playing")
        bar.ask(text, tr("Game", "Undo and practise"), keep, screen.session.undo)
        if bar is not screen.question:
            # The screen speaks its own bar's questions; the result panel's is spoken here,
            # so that it is heard even when focus was already on a button named alike.
            a11y.announce(screen, text)
        return
    screen.session.undo()


def ask_restart(screen: GameScreen) -> None:
    attempt = screen.attempt
    if attempt.ended is None and attempt.moves_played > 0:
        screen.question.ask(
            restart_question(attempt.mode_id),
            restart_label(attempt.mode_id),
            QCoreApplication.translate("Game", "Keep playing"),
            screen.play_again,
        )
        return
    screen.play_again()


def ask_solution(screen: GameScreen) -> None:
    """After a failed attempt: watch the solution. During one: give up first."""
    attempt = screen.attempt
    if attempt.ended is None and attempt.moves_played > 0:
        screen.question.ask(
            QCoreApplication.translate(
                "Game", "Give up this attempt and watch the solution? You can try again."
            ),
            QCoreApplication.translate("Game", "Show solution"),
            QCoreApplication.translate("Game", "Keep playing"),
            screen.show_solution,
        )
        return
    screen.show_solution()


def ask_end(screen: GameScreen) -> None:
    """R8.3: End attempt records the result."""
    if screen.attempt.ended is not None:
        return
    screen.question.ask(
        QCoreApplication.translate("Game", "End this attempt now and record its result?"),
        QCoreApplication.translate("Game", "End attempt"),
        QCoreApplication.translate("Game", "Keep playing"),
        screen.session.end,
    )
