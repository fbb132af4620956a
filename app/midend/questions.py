"""Which operations ask the player first: the session's decision, by the rules.

An operation that cannot be taken back asks before it is done: R9.3's first undo in Endless
and the Daily (it makes the attempt practice), restarting or giving up for the solution
with moves played, End attempt (R8.3, it records the result), and leaving an attempt that
is never kept with moves played (its moves are lost). ``question_for`` decides;
the session emits the question (``Change.ASKED``) and the screen only places and words it,
then calls ``GameSession.perform`` with the player's yes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from twelve_bowls.engine.modes import Attempt


class Action(StrEnum):
    """An operation the player asked for that may need a question first."""

    UNDO = "undo"  # R9.2
    RESTART = "restart"  # R7.4: the same game again; a new Endless game
    SOLUTION = "solution"  # Show solution (and the third step of help)
    END = "end"  # R8.3 End attempt
    LEAVE = "leave"  # Esc, Back, Pause: an unfinished attempt is kept to resume (R8.3)


class Question(StrEnum):
    """What the player is asked before an action."""

    UNDO_MAKES_PRACTICE = "undo_makes_practice"  # R9.3
    RESTART = "restart"  # the moves played are lost
    GIVE_UP = "give_up"  # the attempt is given up to watch the solution
    END = "end"  # R8.3: the result is recorded now
    LEAVE_UNKEPT = "leave_unkept"  # an attempt that is never kept: leaving loses its moves


@dataclass(frozen=True, slots=True)
class Asked:
    """A question the session asks: ``action`` is done if the player says yes.
    ``after_end``: the attempt has already ended (an undo on a shown result)."""

    action: Action
    question: Question
    after_end: bool = False


def question_for(attempt: Attempt, action: Action) -> Question | None:
    """What ``action`` must ask first on ``attempt``; None: it is done at once (or, when it
    cannot be done, the session says why)."""
    if action is Action.UNDO:
        # R9.3: the first undo in Endless and Daily makes the attempt practice.
        if attempt.can_undo and attempt.undo_makes_practice and not attempt.practice:
            return Question.UNDO_MAKES_PRACTICE
        return None
    if action is Action.END:
        return Question.END if attempt.ended is None else None
    if action is Action.LEAVE:
        # An earlier day's Daily (practice, R9.3) and a puzzle from outside the game are
        # never saved: leaving with moves played loses them, so it asks.
        if attempt.ended is None and attempt.moves_played > 0 and not attempt.keeps_save:
            return Question.LEAVE_UNKEPT
        return None
    if attempt.ended is None and attempt.moves_played > 0:
        return Question.RESTART if action is Action.RESTART else Question.GIVE_UP
    return None
