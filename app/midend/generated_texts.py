"""The sentences of a generated puzzle's idea, for the translators (context
"GeneratedIdea"): the English texts of ``engine.generated_idea.IDEA_TEXTS``, which the engine
keeps by message id. A test checks that the two lists hold the same sentences."""

from __future__ import annotations

from twelve_bowls.app.text_marks import QT_TRANSLATE_NOOP

IDEA_SENTENCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "Every stone of the goal's colour must leave in a group; the others only help.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "Only groups of the goal's colour count towards the goal.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "A move that makes groups in several bowls multiplies the points of every stone.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "One move must make groups in several bowls at once.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "Only groups take stones off the board: count how many each group removes.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "Every stone must leave: the order of the groups decides if the last ones can form.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "The first moves make no group; they line up bowls that the last move completes.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "The first moves make no group; they prepare one bowl that the last move completes.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "Groups leave in more than one move: the order in which they go matters.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "One move empties the whole board, which earns the perfect clear bonus.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "A wild completes a group on the way: decide which colour it should serve.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "A blocker leaves the board only when a bowl next to it makes a group.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "The solution plays a reverse bowl: its stones travel counter-clockwise.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "The frozen bowl cannot be chosen, yet its stones take part: fill it from outside.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "A volcano erupts on the way: with six or more stones after a move, it sows them again.",
    ),
    QT_TRANSLATE_NOOP(
        "GeneratedIdea",
        "A group made by an eruption counts in the same move: let the volcano finish the work.",
    ),
)
