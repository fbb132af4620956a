"""The first step of help in a puzzle: its idea, a sentence about what to look for.

Never a bowl: the second step names the bowl. A puzzle file may carry an ``idea`` of its
own (English, translated in context "Puzzles" as its title and hint are); until it does,
the idea is worked out from what the puzzle asks and what its stored line does (a combo, an
eruption, a blocker falling, a wild in a group, a reverse or frozen bowl at work), so it is
true of the way the puzzle is solved: a board's mechanic the line never uses is not named.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.i18n import join_sentences
from twelve_bowls.engine.board import BLOCKER, WILD, ModifierKind, Position
from twelve_bowls.engine.events import BlockersRemoved, Erupted, Matched, Scored, Sown
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import PuzzleAttempt


def _tr(text: str) -> str:
    return QCoreApplication.translate("PuzzleIdea", text)


def puzzle_idea(attempt: PuzzleAttempt) -> str:
    """The idea of the attempt's puzzle in the current language."""
    from twelve_bowls.app.midend.generated import generated_idea, generated_puzzle
    from twelve_bowls.app.midend.shipped import shipped_puzzle

    generated = generated_puzzle(attempt)
    if generated is not None:
        return generated_idea(generated)
    puzzle = shipped_puzzle(attempt.puzzle_id)
    own = getattr(puzzle, "idea", None) if puzzle is not None else None
    if isinstance(own, str) and own.strip():
        return QCoreApplication.translate("Puzzles", own)
    line = None
    if puzzle is not None and puzzle.position == attempt.start_position:
        line = line_uses(attempt.goal, attempt.start_position, attempt.move_limit, puzzle.solution)
    return derived_idea(attempt.goal, attempt.start_position, line)


@dataclass(frozen=True, slots=True)
class LineUses:
    """What a winning line does on its way (its events), for an idea true of it."""

    combo: bool = False  # one sowing completes groups in several bowls (R5.3)
    eruption: bool = False
    blocker: bool = False  # a blocker falls
    wild: bool = False  # a wild completes a group
    reverse: bool = False  # a reverse bowl is played
    frozen: bool = False  # a frozen bowl receives a stone


def line_uses(goal: Goal, start: Position, moves: int, line: tuple[int, ...]) -> LineUses | None:
    """What ``line`` does when played from ``start``; None if it cannot be played."""
    attempt = PuzzleAttempt(0, start, goal, max(moves, len(line), 1))
    uses: dict[str, bool] = {}
    try:
        for bowl in line:
            before = attempt.position
            if before.modifier_kind(bowl) is ModifierKind.REVERSE:
                uses["reverse"] = True
            for event in attempt.play(bowl).result.events:
                if isinstance(event, Scored) and event.combo >= 2:
                    uses["combo"] = True
                elif isinstance(event, Erupted):
                    uses["eruption"] = True
                elif isinstance(event, BlockersRemoved):
                    uses["blocker"] = True
                elif isinstance(event, Matched) and event.wilds:
                    uses["wild"] = True
                elif (
                    isinstance(event, Sown)
                    and before.modifier_kind(event.target) is ModifierKind.FROZEN
                ):
                    uses["frozen"] = True
    except ValueError:  # a line that does not play: say only what the board holds
        return None
    return LineUses(**uses)


def derived_idea(goal: Goal, start: Position, line: LineUses | None = None) -> str:
    """What the goal asks for, then the one mechanic that matters most: of those the line
    uses when it is known, else of those on the board."""
    parts = [_goal_idea(goal, line)]
    mechanic = _mechanic_idea(start, line)
    if mechanic:
        parts.append(mechanic)
    return join_sentences(parts)


def _goal_idea(goal: Goal, line: LineUses | None = None) -> str:
    kind = goal.type
    if kind is GoalType.CLEAR_COLOR:
        return _tr(
            "Only one colour has to go: look for sowings that bring three of it together, "
            "and let the other colours wait."
        )
    if kind is GoalType.COLLECT:
        return _tr(
            "Only groups of the goal's colour count: look for bowls one stone short of "
            "such a group and a sowing that completes them."
        )
    if kind is GoalType.SCORE and line is not None and not line.combo:
        return _tr(
            "Groups score one at a time here: look for sowings that each complete a group, "
            "one after another."
        )
    if kind is GoalType.SCORE:
        return _tr(
            "Points are multiplied by the combo: a move that makes groups in several bowls "
            "at once is worth far more than single groups."
        )
    if kind is GoalType.COMBO:
        return _tr(
            "One sowing must complete groups in several bowls at once: line up bowls that "
            "are each one stone short first."
        )
    if kind is GoalType.AT_MOST:
        return _tr(
            "Sowing only moves stones; only groups take them off the board. Count what "
            "each group removes."
        )
    return _tr(
        "Every stone must leave the board: plan the order so that the last sowing "
        "completes the last groups."
    )


def _mechanic_idea(start: Position, line: LineUses | None = None) -> str:
    kinds: set[ModifierKind | None]
    if line is not None:
        kinds = {
            kind
            for kind, used in (
                (ModifierKind.VOLCANO, line.eruption),
                (ModifierKind.REVERSE, line.reverse),
                (ModifierKind.FROZEN, line.frozen),
            )
            if used
        }
        items = (BLOCKER if line.blocker else "") + (WILD if line.wild else "")
    else:
        kinds = {start.modifier_kind(bowl) for bowl in range(len(start.bowls))}
        items = "".join(start.bowls)
    if ModifierKind.VOLCANO in kinds:
        return _tr(
            "A volcano with six or more stones erupts and sows them again: it can reach "
            "bowls a move alone cannot."
        )
    if BLOCKER in items:
        return _tr("A blocker falls only when a bowl next to it makes a group.")
    if WILD in items:
        return _tr("A wild completes a group of any colour: decide which group needs it.")
    if ModifierKind.REVERSE in kinds:
        return _tr("A reverse bowl sows counter-clockwise: count the other way from it.")
    if ModifierKind.FROZEN in kinds:
        return _tr(
            "A frozen bowl cannot be chosen, but it still receives stones: fill it from outside."
        )
    return ""


__all__ = ["LineUses", "derived_idea", "line_uses", "puzzle_idea"]
