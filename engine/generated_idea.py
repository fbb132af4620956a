"""The first step of help for a generated puzzle: its idea, as whole sentences.

Worded from the puzzle's own solution line (``engine.puzzle_grading.line_mechanics``): one
sentence for what the goal asks, one for the shape of the line, one for each mechanic the
line really uses. Each sentence is a message id with an English text; the app shows the
translated sentence for each id (context "Puzzles"), never a sentence joined from
fragments, and never a bowl number (the second step names the bowl).
"""

from __future__ import annotations

from typing import Final

from .goals import Goal
from .puzzle_grading import LineMechanics

# Message id -> English text. Ids are stable: saved puzzles and the app's catalog use them.
IDEA_TEXTS: Final[dict[str, str]] = {
    "goal.clear_color": (
        "Every stone of the goal's colour must leave in a group; the others only help."
    ),
    "goal.collect": "Only groups of the goal's colour count towards the goal.",
    "goal.score": "A move that makes groups in several bowls multiplies the points of every stone.",
    "goal.combo": "One move must make groups in several bowls at once.",
    "goal.at_most": "Only groups take stones off the board: count how many each group removes.",
    "goal.clear_board": (
        "Every stone must leave: the order of the groups decides if the last ones can form."
    ),
    "shape.finish": (
        "The first moves make no group; they line up bowls that the last move completes."
    ),
    "shape.last_group": (
        "The first moves make no group; they prepare one bowl that the last move completes."
    ),
    "shape.steps": "Groups leave in more than one move: the order in which they go matters.",
    "mechanic.perfect_clear": (
        "One move empties the whole board, which earns the perfect clear bonus."
    ),
    "mechanic.wild": "A wild completes a group on the way: decide which colour it should serve.",
    "mechanic.blocker": "A blocker leaves the board only when a bowl next to it makes a group.",
    "mechanic.reverse": "The solution plays a reverse bowl: its stones travel counter-clockwise.",
    "mechanic.frozen": (
        "The frozen bowl cannot be chosen, yet its stones take part: fill it from outside."
    ),
    "mechanic.eruption": (
        "A volcano erupts on the way: with six or more stones after a move, it sows them again."
    ),
    "mechanic.chain": (
        "A group made by an eruption counts in the same move: let the volcano finish the work."
    ),
}


def idea_ids(goal: Goal, shown: LineMechanics) -> tuple[str, ...]:
    """The message ids of a puzzle's idea, in the order they are shown."""
    ids = [f"goal.{goal.type.value}", f"shape.{shown.shape}"]
    ids += [f"mechanic.{name}" for name in shown.used]
    return tuple(ids)


def idea_text(ids: tuple[str, ...]) -> str:
    """The idea in English, one sentence per id (for the command line)."""
    return " ".join(IDEA_TEXTS[message] for message in ids)


def file_texts(ids: tuple[str, ...]) -> tuple[str, str]:
    """The (hint, idea) a puzzle file carries, one sentence each (R10.3's optional
    fields, at most 90 characters): the shape of the line as the hint, and the last
    mechanic the line uses (else its goal) as the idea."""
    shape = next(message for message in ids if message.startswith("shape."))
    mechanics = [message for message in ids if message.startswith("mechanic.")]
    return IDEA_TEXTS[shape], IDEA_TEXTS[mechanics[-1] if mechanics else ids[0]]


__all__ = ["IDEA_TEXTS", "file_texts", "idea_ids", "idea_text"]
