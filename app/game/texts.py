"""The sentences of the game screen: the engine returns enums and numbers, never
sentences, and the app says them. Every string goes through Qt's translation."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import fill, translate_plural
from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import Attempt, DailyAttempt, EndReason, ModeId, PuzzleAttempt

_COLOUR_NAMES = {
    "R": QT_TRANSLATE_NOOP("Colours", "red"),
    "Y": QT_TRANSLATE_NOOP("Colours", "yellow"),
    "G": QT_TRANSLATE_NOOP("Colours", "green"),
    "B": QT_TRANSLATE_NOOP("Colours", "blue"),
    "P": QT_TRANSLATE_NOOP("Colours", "purple"),
    "W": QT_TRANSLATE_NOOP("Colours", "wild"),
    "X": QT_TRANSLATE_NOOP("Colours", "blocker"),
}


def colour_name(letter: str) -> str:
    return QCoreApplication.translate("Colours", str(_COLOUR_NAMES[letter]))


def mode_title(mode: ModeId) -> str:
    if mode is ModeId.PUZZLE:
        return QCoreApplication.translate("Game", "Puzzle")
    if mode is ModeId.ENDLESS:
        return QCoreApplication.translate("Game", "Endless")
    return QCoreApplication.translate("Game", "Daily challenge")


def _clear_colour_text(letter: str) -> str:
    """R7.2's clear goal as one sentence per colour: a colour name put into "Clear every
    %1 stone" cannot agree with its noun (Spanish piedras rojas, Hindi सारे लाल पत्थर,
    Arabic الأحجار الحمراء)."""
    tr = QCoreApplication.translate
    sentences = {
        "R": lambda: tr("Game", "Clear every red stone"),
        "Y": lambda: tr("Game", "Clear every yellow stone"),
        "G": lambda: tr("Game", "Clear every green stone"),
        "B": lambda: tr("Game", "Clear every blue stone"),
        "P": lambda: tr("Game", "Clear every purple stone"),
    }
    return sentences[letter if letter in sentences else "R"]()


def _collect_colour_text(letter: str, count: int) -> str:
    """R7.2's collect goal as one sentence per colour, each with its own plural forms (an
    Arabic colour adjective changes with the count: حجرين أحمرين, 3 أحجار حمراء)."""
    sentences = {
        "R": lambda: translate_plural("Game", "Collect %n red stone(s)", None, count),
        "Y": lambda: translate_plural("Game", "Collect %n yellow stone(s)", None, count),
        "G": lambda: translate_plural("Game", "Collect %n green stone(s)", None, count),
        "B": lambda: translate_plural("Game", "Collect %n blue stone(s)", None, count),
        "P": lambda: translate_plural("Game", "Collect %n purple stone(s)", None, count),
    }
    return sentences[letter if letter in sentences else "R"]()


def goal_text(goal: Goal) -> str:
    """R7.2 in words."""
    kind = goal.type
    if kind is GoalType.CLEAR_COLOR:
        return _clear_colour_text(goal.color or "R")
    if kind is GoalType.COLLECT:
        return _collect_colour_text(goal.color or "R", goal.count or 0)
    if kind is GoalType.SCORE:
        return translate_plural("Game", "Score %n points", None, goal.points or 0)
    if kind is GoalType.COMBO:
        return translate_plural(
            "Game", "Make a combo of %n bowls in one move", None, goal.size or 0
        )
    if kind is GoalType.AT_MOST and goal.stones:
        return translate_plural("Game", "Leave at most %n stone(s) on the board", None, goal.stones)
    # At most none: the whole board is cleared (never "at most 0 stones").
    return QCoreApplication.translate("Game", "Clear the whole board")


def goal_progress_text(goal: Goal, current: int, target: int) -> str:
    """The live progress under the goal, in words (``engine.goals.goal_progress``)."""
    kind = goal.type
    if kind in (GoalType.CLEAR_COLOR, GoalType.CLEAR_BOARD) or (
        kind is GoalType.AT_MOST and not target
    ):
        # A sentence with its plural forms (Arabic has six: none left, one, two, 3-10, ...).
        return translate_plural("Game", "%n stone(s) left on the board", "goal progress", current)
    if kind is GoalType.AT_MOST:
        # The stones now on the board are counted (plural forms); the goal's limit follows.
        return fill(
            translate_plural(
                "Game",
                "%n stone(s) on the board (at most %1)",
                "goal progress: the stones now, then the most the goal allows",
                current,
            ),
            target,
        )
    if kind is GoalType.COLLECT:
        return fill(
            QCoreApplication.translate("Game", "%1 of %2 collected", "goal progress"),
            current,
            target,
        )
    if kind is GoalType.SCORE:
        return fill(
            translate_plural("Game", "%1 of %n points", "goal progress", target),
            current,
        )
    return fill(
        translate_plural(
            "Game",
            "Your biggest combo so far reached %1 of %n bowls",
            "goal progress: %n is the combo the goal asks for",
            target,
        ),
        current,
    )


def restart_label(mode: ModeId) -> str:
    """What the restart button does in each mode: the same puzzle, a new Endless game with
    new stones (a fresh seed), or the same Daily date from its first move (R8.5)."""
    if mode is ModeId.PUZZLE:
        return QCoreApplication.translate("Game", "Restart")
    if mode is ModeId.ENDLESS:
        return QCoreApplication.translate("Game", "New game")
    return QCoreApplication.translate("Game", "Replay day")


def restart_tooltip(mode: ModeId) -> str:
    if mode is ModeId.PUZZLE:
        return QCoreApplication.translate("Game", "Start this puzzle again from the beginning")
    if mode is ModeId.ENDLESS:
        return QCoreApplication.translate("Game", "Start a new Endless game with new stones")
    return QCoreApplication.translate(
        "Game", "Play this date's challenge again from the first move"
    )


def restart_question(mode: ModeId) -> str:
    """Asked before a restart throws away moves already played."""
    if mode is ModeId.PUZZLE:
        return QCoreApplication.translate(
            "Game", "Start this puzzle again? The moves played so far are lost."
        )
    if mode is ModeId.ENDLESS:
        return QCoreApplication.translate(
            "Game",
            "Start a new game with new stones? This game ends without a result; "
            "choose End attempt instead to record it.",
        )
    return QCoreApplication.translate(
        "Game",
        "Replay this date's challenge from the first move? "
        "This attempt ends without a result; choose End attempt instead to record it.",
    )


def again_label(mode: ModeId, reason: EndReason) -> str:
    """The result panel's button that starts the next attempt."""
    if mode is ModeId.PUZZLE:
        if reason is EndReason.GOAL_MET:
            return QCoreApplication.translate("Game", "Play again")
        return QCoreApplication.translate("Game", "Try again")
    return restart_label(mode)


def bowl_list(bowls: Sequence[int]) -> str:
    return QCoreApplication.translate("Game", ", ", "separator of a list of bowl numbers").join(
        fill("%1", b) for b in bowls
    )


def end_title(reason: EndReason, mode: ModeId) -> str:
    if reason is EndReason.GOAL_MET:
        return QCoreApplication.translate("Game", "Puzzle solved!")
    if reason is EndReason.OVERFLOW:
        return QCoreApplication.translate("Game", "Overflow")
    if reason is EndReason.OUT_OF_MOVES:
        return (
            QCoreApplication.translate("Game", "Out of moves")
            if mode is ModeId.PUZZLE
            else QCoreApplication.translate("Game", "All moves played")
        )
    if reason is EndReason.NO_SELECTABLE_BOWL:
        return QCoreApplication.translate("Game", "No bowl can be chosen")
    return QCoreApplication.translate("Game", "Attempt ended")


def end_detail(
    reason: EndReason, attempt: Attempt, overflowing: Sequence[int], by_refill: bool = False
) -> str:
    """One sentence under the result title; overflow names what overflowed (R6.2) and
    says so when the refill did it (R8.2), not the player's move."""
    if reason is EndReason.GOAL_MET:
        return translate_plural("Game", "Solved in %n move(s).", None, attempt.moves_played)
    if reason is EndReason.OVERFLOW:
        if not overflowing:
            return QCoreApplication.translate(
                "Game", "A bowl overflowed: it held eight or more stones."
            )
        counts = [len(attempt.position.bowls[b]) for b in overflowing]
        if by_refill and len(overflowing) == 1:
            return fill(
                translate_plural(
                    "Game",
                    "The refill overflowed bowl %1: after your move it came to hold %n "
                    "stones, more than seven.",
                    None,
                    counts[0],
                ),
                overflowing[0],
            )
        if by_refill:
            return fill(
                QCoreApplication.translate(
                    "Game",
                    "The refill overflowed bowls %1: after your move each came to hold more "
                    "than seven stones.",
                ),
                bowl_list(overflowing),
            )
        if len(overflowing) == 1:
            return fill(
                translate_plural(
                    "Game",
                    "Bowl %1 overflowed: it ended the move holding %n stones, more than seven.",
                    None,
                    counts[0],
                ),
                overflowing[0],
            )
        return fill(
            QCoreApplication.translate(
                "Game", "Bowls %1 overflowed: each ended the move holding more than seven stones."
            ),
            bowl_list(overflowing),
        )
    if reason is EndReason.OUT_OF_MOVES:
        # R7.4 and R8.5: only puzzles and the Daily have a move limit.
        assert isinstance(attempt, PuzzleAttempt | DailyAttempt)
        limit = attempt.move_limit
        if attempt.mode_id is ModeId.PUZZLE:
            return translate_plural("Game", "The goal was not met within %n move(s).", None, limit)
        return translate_plural("Game", "All %n moves of the day are played.", None, limit)
    if reason is EndReason.NO_SELECTABLE_BOWL:
        return QCoreApplication.translate(
            "Game", "Every bowl is empty or frozen, so no move is left."
        )
    return QCoreApplication.translate("Game", "You ended this attempt.")
