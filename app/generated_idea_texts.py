"""The sentences of a generated puzzle's idea, marked for Qt's translation tools.

The engine words the idea of a generated puzzle as message ids, one whole sentence each
(``engine.generated_idea``): what the goal asks, the shape of the line, each mechanic the
line uses. This module holds the same English sentences marked for lupdate in the
"Puzzles" context, as the shipped puzzles' titles, hints and ideas are, and gives each
in the current language; a test keeps them equal to the engine's.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

CONTEXT = "Puzzles"

SENTENCES: dict[str, str] = {
    "goal.clear_color": QT_TRANSLATE_NOOP(
        "Puzzles",
        "Every stone of the goal's colour must leave in a group; the others only help.",
    ),
    "goal.collect": QT_TRANSLATE_NOOP(
        "Puzzles",
        "Only groups of the goal's colour count towards the goal.",
    ),
    "goal.score": QT_TRANSLATE_NOOP(
        "Puzzles",
        "A move that makes groups in several bowls multiplies the points of every stone.",
    ),
    "goal.combo": QT_TRANSLATE_NOOP(
        "Puzzles",
        "One move must make groups in several bowls at once.",
    ),
    "goal.at_most": QT_TRANSLATE_NOOP(
        "Puzzles",
        "Only groups take stones off the board: count how many each group removes.",
    ),
    "goal.clear_board": QT_TRANSLATE_NOOP(
        "Puzzles",
        "Every stone must leave: the order of the groups decides if the last ones can form.",
    ),
    "shape.finish": QT_TRANSLATE_NOOP(
        "Puzzles",
        "The first moves make no group; they line up bowls that the last move completes.",
    ),
    "shape.last_group": QT_TRANSLATE_NOOP(
        "Puzzles",
        "The first moves make no group; they prepare one bowl that the last move completes.",
    ),
    "shape.steps": QT_TRANSLATE_NOOP(
        "Puzzles",
        "Groups leave in more than one move: the order in which they go matters.",
    ),
    "mechanic.perfect_clear": QT_TRANSLATE_NOOP(
        "Puzzles",
        "One move empties the whole board, which earns the perfect clear bonus.",
    ),
    "mechanic.wild": QT_TRANSLATE_NOOP(
        "Puzzles",
        "A wild completes a group on the way: decide which colour it should serve.",
    ),
    "mechanic.blocker": QT_TRANSLATE_NOOP(
        "Puzzles",
        "A blocker leaves the board only when a bowl next to it makes a group.",
    ),
    "mechanic.reverse": QT_TRANSLATE_NOOP(
        "Puzzles",
        "The solution plays a reverse bowl: its stones travel counter-clockwise.",
    ),
    "mechanic.frozen": QT_TRANSLATE_NOOP(
        "Puzzles",
        "The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.",
    ),
    "mechanic.eruption": QT_TRANSLATE_NOOP(
        "Puzzles",
        "A volcano erupts on the way: with six or more stones after a move, it sows them again.",
    ),
    "mechanic.chain": QT_TRANSLATE_NOOP(
        "Puzzles",
        "A group made by an eruption counts in the same move: let the volcano finish the work.",
    ),
}


def idea_sentences(ids: Iterable[str]) -> list[str]:
    """The sentences of an idea in the current language, one per known message id (an id
    from a newer version of the game is left out rather than shown raw)."""
    return [QCoreApplication.translate(CONTEXT, SENTENCES[i]) for i in ids if i in SENTENCES]


__all__ = ["CONTEXT", "SENTENCES", "idea_sentences"]
