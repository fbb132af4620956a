"""What a puzzle's line asks of a player, and the ways a puzzle can be dull.

Shared by the generator (``engine.generate``), which refuses dull puzzles, and by the
shipped set's measures (``tools/puzzle_measures.py``), so both judge a line alike:

* ``walk_share``: the share of a line's moves that only *walk* a single stone: the source
  bowl holds one item, the bowl it lands in was empty, and nothing matches or erupts. A
  line made mostly of walks asks the player to count, not to see;
* ``line_mechanics``: the mechanics a line really uses (R2.3 reverse, R2.1 frozen, R3.3
  eruption, R3.4 chain, R4.2 wild, R3.2 blocker, R5.4 perfect clear) and its shape
  (``finish``, ``last_group`` or ``steps``), as the shipped set's ideas are measured;
* ``decorative_parts``: each stone, wild, blocker and modifier whose removal changes
  neither the optimum nor the number of optimal winning lines (the removal check);
* ``near_duplicate``: a board at most ``NEAR_ITEMS`` items or modifiers from a shipped
  puzzle with the same goal, over the twelve rotations of the ring (R1.1);
* ``only_first_move``: the start offers a single legal move (R2.1).

Pure Python, no Qt, no floats in any verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final

from . import fast
from .board import BOWL_COUNT, ModifierKind, Position
from .events import BlockersRemoved, Erupted, Matched, Sown, StepStarted
from .goals import Goal, Progress, goal_met
from .hint import as_outcome
from .matching import match_bowl
from .rules import apply, legal_moves
from .solve import PROGRESS_EVERY, goal_step, movable_bowls

NEAR_ITEMS: Final = 2  # boards this many items (or modifiers) apart are near-duplicates
# The mechanics of a line, in the order the lessons bring them (as the set's ideas).
MECHANICS: Final = ("perfect_clear", "wild", "blocker", "reverse", "frozen", "eruption", "chain")
SHAPE_FINISH: Final = "finish"  # set-ups, then one sowing that matches in two or more bowls
SHAPE_LAST_GROUP: Final = "last_group"  # set-ups, then one sowing that completes one group
SHAPE_STEPS: Final = "steps"  # two or more moves match


def is_walk(position: Position, move: int) -> bool:
    """True if ``move`` only walks one stone into an empty bowl: its bowl holds a single
    item, the bowl it is sown into (R2.3) was empty, and nothing matches or erupts."""
    if len(position.bowls[move]) != 1:
        return False
    result = apply(position, move, log=False)
    if result.combo or result.erupted or result.overflow is not None:
        return False
    step = -1 if position.modifier_kind(move) is ModifierKind.REVERSE else 1
    return not position.bowls[(move + step) % BOWL_COUNT]


def walk_share(position: Position, line: Sequence[int]) -> Fraction:
    """The share of ``line``'s moves that are walks (``is_walk``), exactly."""
    if not line:
        return Fraction(0)
    walks = 0
    board = position
    for move in line:
        walks += is_walk(board, move)
        board = apply(board, move, log=False).position
    return Fraction(walks, len(line))


@dataclass(frozen=True, slots=True)
class LineMechanics:
    """What a line uses (``MECHANICS`` order), its shape and its set-up moves."""

    used: tuple[str, ...]
    shape: str
    set_ups: int


def line_mechanics(position: Position, line: Sequence[int]) -> LineMechanics:
    """The mechanics ``line`` uses from ``position`` and how its scoring is spread.

    ``frozen`` counts when a frozen bowl holds stones at the start or receives one on the
    line (it cannot be chosen, R2.1, so the line must work around it).
    """
    used: set[str] = set()
    board = position
    frozen = {b for b in range(BOWL_COUNT) if board.modifier_kind(b) is ModifierKind.FROZEN}
    if any(board.bowls[b] for b in frozen):
        used.add("frozen")
    scoring = 0
    last_combo = 0
    for move in line:
        result = apply(board, move)
        if board.modifier_kind(move) is ModifierKind.REVERSE:
            used.add("reverse")
        step = 1
        matched = False
        for event in result.events:
            if isinstance(event, StepStarted):
                step = event.step
            elif isinstance(event, Matched):
                matched = True
                if event.wilds:
                    used.add("wild")
                if step > 1:
                    used.add("chain")
            elif isinstance(event, Sown) and event.target in frozen:
                used.add("frozen")
            elif isinstance(event, Erupted):
                used.add("eruption")
            elif isinstance(event, BlockersRemoved):
                used.add("blocker")
        if result.perfect_clear:
            used.add("perfect_clear")
        scoring += matched
        last_combo = result.combo
        board = result.position
    if scoring >= 2:
        shape = SHAPE_STEPS
    elif last_combo >= 2:
        shape = SHAPE_FINISH
    else:
        shape = SHAPE_LAST_GROUP
    return LineMechanics(
        used=tuple(name for name in MECHANICS if name in used),
        shape=shape,
        set_ups=len(line) - scoring,
    )


def only_first_move(position: Position) -> bool:
    """True if the start offers a single legal move (R2.1): nothing to decide."""
    return len(legal_moves(position)) == 1


# ---------------------------------------------------------------- near-duplicates


def _edit_distance(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, start=1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def board_distance(one: Position, one_goal: Goal, other: Position, other_goal: Goal) -> int:
    """The fewest items (and modifiers) that differ between two boards, over the twelve
    rotations of the ring (R1.1); a different goal is infinitely far."""
    if one_goal != other_goal:
        return 10**9
    best = 10**9
    for turn in range(BOWL_COUNT):
        total = 0
        for bowl in range(BOWL_COUNT):
            there = (bowl + turn) % BOWL_COUNT
            total += _edit_distance(one.bowls[bowl], other.bowls[there])
            total += one.modifier_kind(bowl) != other.modifier_kind(there)
            if total >= best:
                break
        best = min(best, total)
    return best


def near_duplicate(
    position: Position, goal: Goal, others: Sequence[tuple[int, Position, Goal]]
) -> int | None:
    """The id of the first of ``others`` (id, start, goal) at most ``NEAR_ITEMS`` apart."""
    for number, other, other_goal in others:
        if board_distance(position, goal, other, other_goal) <= NEAR_ITEMS:
            return number
    return None


# ---------------------------------------------------------------- the removal check


def parts(position: Position) -> list[str]:
    """Every removable part of a board: ``"R@3.1"`` (bowl 3, queue index 1) for each item,
    ``"volcano@5"`` for each modifier, in bowl order."""
    found = [
        f"{item}@{bowl}.{index}"
        for bowl, queue in enumerate(position.bowls)
        for index, item in enumerate(queue)
    ]
    found += [
        f"{modifier.kind.value}@{bowl}"
        for bowl, modifier in enumerate(position.modifiers)
        if modifier is not None
    ]
    return found


def without_part(position: Position, part: str) -> Position:
    """``position`` with one part (as ``parts`` names it) taken away."""
    _, _, where = part.partition("@")
    if "." in where:
        bowl_text, _, index_text = where.partition(".")
        bowl, index = int(bowl_text), int(index_text)
        bowls = list(position.bowls)
        bowls[bowl] = bowls[bowl][:index] + bowls[bowl][index + 1 :]
        return replace(position, bowls=tuple(bowls))
    bowl = int(where)
    modifiers = list(position.modifiers)
    modifiers[bowl] = None
    return replace(position, modifiers=tuple(modifiers))


def _first_win(position: Position, goal: Goal, line: Sequence[int]) -> int | None:
    """The move number (1-based) at which ``line`` first meets ``goal``, or None if it
    does not (an illegal or overflowing move ends it, R2.1, R6.2)."""
    step = goal_step(goal)
    board, progress = position, 0
    for number, move in enumerate(line, start=1):
        if move not in legal_moves(board):
            return None
        result = apply(board, move, log=False)
        if result.overflow is not None:
            return None
        progress, met = step(progress, as_outcome(result))
        if met:
            return number
        board = result.position
    return None


def _visibly_matters(variant: Position, goal: Goal, line: Sequence[int]) -> bool:
    """True if a board without one part (``variant``) differs without a search: it is
    not at rest (R7.1), it meets the goal already, or ``line`` no longer first wins on its
    last move (so the set of winning lines has changed)."""
    if any(match_bowl(queue) is not None for queue in variant.bowls):
        return True  # the board would no longer be at rest (R7.1)
    if goal_met(goal, variant, Progress()):
        return True  # without it there is nothing left to do
    return _first_win(variant, goal, line) != len(line)


def _searched_matters(
    variant: Position,
    goal: Goal,
    line: Sequence[int],
    winning: int,
    on_progress: Callable[[int, int], None] | None,
) -> bool:
    # The line still wins, so the variant's optimum is at most its length: one search to
    # that depth tells both whether a shorter line wins and how many optimal lines there are.
    return not wins_as_many(variant, goal, len(line), winning, on_progress)


def wins_as_many(
    position: Position,
    goal: Goal,
    depth: int,
    winning: int,
    on_progress: Callable[[int, int], None] | None = None,
) -> bool:
    """True if no line shorter than ``depth`` meets ``goal`` and exactly ``winning`` lines
    of ``depth`` moves first meet it: ``solve``'s optimum and count, asked as a yes or no.

    The answer is the same as comparing ``solve(position, goal, max_depth=depth)``, found
    for less: the search stops at the first shorter win or once the count passes
    ``winning``, and the last move of a line is played only where it may match
    (``fast.may_match``), as nothing else takes a stone off the board, scores or makes a
    combo (R3.1, R5.1-R5.2), so nothing else can first meet a goal (R7.2). ``position``
    is at rest (R7.1), as every board a move leaves is (R3.4).
    """
    step = goal_step(goal)
    info = fast.modifier_info(position.modifiers)
    play = fast.play
    may_match = fast.may_match
    movable = movable_bowls(position)
    layer: dict[tuple[tuple[str, ...], int], int] = {(position.bowls, 0): 1}
    states = 0
    found = 0
    for move_number in range(1, depth + 1):
        last = move_number == depth
        following: dict[tuple[tuple[str, ...], int], int] = {}
        for (bowls, progress), paths in layer.items():
            states += 1
            if on_progress is not None and not states % PROGRESS_EVERY:
                on_progress(move_number, states)
            moves = [move for move in movable if bowls[move]]
            if last:
                moves = may_match(bowls, info, moves, True)
            else:
                fast.resolved(bowls)
            for move in moves:
                outcome = play(bowls, info, move)
                if outcome[4] is not None:
                    continue  # R6.2, R7.3: an overflow loses even if it met the goal
                after, met = step(progress, outcome)
                if met:
                    if not last:
                        return False  # a shorter line wins
                    found += paths
                    if found > winning:
                        return False
                    continue
                if not last:
                    key = (outcome[0], after)
                    following[key] = following.get(key, 0) + paths
        layer = following
    return 0 < found == winning  # no win at all is no optimum of ``depth``


def part_matters(
    position: Position,
    goal: Goal,
    line: Sequence[int],
    winning: int,
    part: str,
    on_progress: Callable[[int, int], None] | None = None,
) -> bool:
    """True if taking ``part`` away changes the optimum (``len(line)``) or the number of
    optimal winning lines (``winning``).

    Cheap first: when the stored line no longer first wins on its last move the set of
    winning lines has changed; only otherwise are the optimal lines counted again.
    """
    variant = without_part(position, part)
    if _visibly_matters(variant, goal, line):
        return True
    return _searched_matters(variant, goal, line, winning, on_progress)


def first_decorative(
    position: Position,
    goal: Goal,
    line: Sequence[int],
    winning: int,
    on_progress: Callable[[int, int], None] | None = None,
) -> str | None:
    """A part whose removal changes nothing (``part_matters``), or None if every part
    matters: the verdict of ``decorative_parts(..., first_only=True)``, found sooner.

    The parts whose removal visibly matters are set aside without a search; the others are
    searched once per distinct board (two equal stones side by side leave the same board),
    those in bowls the line never plays or sows into first, as decorations usually are.
    """
    touched = _touched_bowls(position, line)
    pending: dict[Position, str] = {}
    for part in parts(position):
        variant = without_part(position, part)
        if variant not in pending and not _visibly_matters(variant, goal, line):
            pending[variant] = part
    ordered = sorted(pending.items(), key=lambda item: _bowl_of(item[1]) in touched)
    for variant, part in ordered:  # sorted is stable: bowl order within each group
        if not _searched_matters(variant, goal, line, winning, on_progress):
            return part
    return None


def _bowl_of(part: str) -> int:
    where = part.partition("@")[2]
    return int(where.partition(".")[0])


def _touched_bowls(position: Position, line: Sequence[int]) -> set[int]:
    """The bowls ``line`` plays or sows into (R2.3)."""
    touched: set[int] = set()
    board = position
    for move in line:
        step = -1 if board.modifier_kind(move) is ModifierKind.REVERSE else 1
        touched.add(move)
        touched.update((move + step * k) % BOWL_COUNT for k in range(1, len(board.bowls[move]) + 1))
        board = apply(board, move, log=False).position
    return touched


def decorative_parts(
    position: Position,
    goal: Goal,
    line: Sequence[int],
    winning: int,
    *,
    first_only: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> list[str]:
    """The parts (``parts``) whose removal changes nothing (``part_matters``); with
    ``first_only`` the search stops at the first one found."""
    found = []
    for part in parts(position):
        if not part_matters(position, goal, line, winning, part, on_progress):
            found.append(part)
            if first_only:
                break
    return found


__all__ = [
    "MECHANICS",
    "NEAR_ITEMS",
    "SHAPE_FINISH",
    "SHAPE_LAST_GROUP",
    "SHAPE_STEPS",
    "LineMechanics",
    "board_distance",
    "decorative_parts",
    "first_decorative",
    "is_walk",
    "line_mechanics",
    "near_duplicate",
    "only_first_move",
    "part_matters",
    "parts",
    "walk_share",
    "without_part",
]
