"""Measure what every puzzle asks of a player: the second edition's yardstick.

For each puzzle, an exhaustive layered search over the exact rules (the same state model
as ``engine.solve``) keeps every way to reach every state, so it can list all the winning
lines within the move limit, not only count them. From that it reports:

- **lines**: the winning move sequences within the limit (each ends on its first win, R7.3);
- **ablation**: for each mechanic on the board (each modifier kind, all wilds, all
  blockers), whether removing it changes the optimum or the set of winning lines. A
  mechanic that changes neither is decorative;
- **overflow**: how many reachable moves (from states the limit still lets a player move
  from) overflow (R6.2), and how many states *on a winning line* offer one: there capacity
  matters, because the player has to see the overflow coming;
- **bits per move**: -log2 of the chance that a player choosing uniformly among the legal
  moves wins within the optimum, divided by the optimum (the solver's ``win_chance``);
- **greedy**: whether a greedy player can win: one who wins now when a move wins, else
  plays a move that scores, else any move;
- **2-ply**: whether the look-ahead player can win whichever way it breaks its ties;
- **walks**: the share of the stored line's moves that only walk a single stone into an
  empty bowl (``engine.puzzle_grading.walk_share``, which the generator refuses by too);
- **idea**: the shape of the stored solution line (its mechanics, set-ups and how the
  scoring is spread), the ideas of 61-100 and each mechanic's lesson, test and twist.

    python tools/puzzle_measures.py              # every shipped puzzle, one line each
    python tools/puzzle_measures.py 17 42 --lines  # some puzzles, with their winning lines

Capabilities the engine's solver does not need (all lines, ablation, ideas) live here, in
the tool, and only the public rules API is used. The greedy and 2-ply players are the
engine's (``engine.puzzle_proof``), which the in-game editor uses too: one of each.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a clone
    sys.path.insert(0, str(ROOT))

from twelve_bowls.engine.board import BLOCKER, BOWL_COUNT, WILD, ModifierKind, Position  # noqa: E402
from twelve_bowls.engine.events import (  # noqa: E402
    Erupted,
    Matched,
    Sown,
    StepStarted,
)
from twelve_bowls.engine.goals import Goal, Progress, goal_met  # noqa: E402
from twelve_bowls.engine.hint import as_outcome  # noqa: E402
from twelve_bowls.engine.puzzle_grading import (  # noqa: E402
    MECHANICS,
    line_mechanics,
    walk_share,
)
from twelve_bowls.engine.puzzle_grading import NEAR_ITEMS as GRADING_NEAR_ITEMS  # noqa: E402
from twelve_bowls.engine.puzzle_grading import (  # noqa: E402
    board_distance as grading_distance,
)
from twelve_bowls.engine.puzzle_proof import TwoPly as EngineTwoPly  # noqa: E402
from twelve_bowls.engine.puzzle_proof import (  # noqa: E402
    greedy_wins,
    is_greedy_line,
    two_ply_wins,
)
from twelve_bowls.engine.puzzle_proof import (  # noqa: E402  (the tool's callers use it)
    progress_measure as progress_measure,
)
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles, mechanics  # noqa: E402
from twelve_bowls.engine.rules import apply, legal_moves  # noqa: E402
from twelve_bowls.engine.solve import Step, goal_step  # noqa: E402

LINE_CAP = 5000  # more winning lines than this are counted, not listed
GREEDY_FROM = 51  # At least 30 of 51-100 must not be greedy-winnable
BITS_FROM = 71  # Median bits per move of 71-100 at least 2.2

Bowls = tuple[str, ...]
State = tuple[Bowls, int]
Line = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Search:
    """All a search within ``limit`` moves found.

    ``lines`` is every winning line (all of them unless ``truncated``), ``count`` their
    number, ``optimum`` the shortest, ``win_chance`` the random player's chance to win in
    exactly ``optimum`` moves. ``overflows`` counts overflowing moves tried from reachable
    states; ``tight`` lists the (depth, state) pairs on winning lines where some legal move
    overflows.
    """

    optimum: int | None
    lines: frozenset[Line]
    count: int
    truncated: bool
    win_chance: float
    overflows: int
    tight: int
    states: int


def search(position: Position, goal: Goal, limit: int) -> Search:
    """Every winning line of at most ``limit`` moves from ``position`` (R7.3, R7.4)."""
    step = goal_step(goal)
    modifiers = position.modifiers
    movable = tuple(
        b for b in range(BOWL_COUNT) if position.modifier_kind(b) is not ModifierKind.FROZEN
    )
    start: State = (position.bowls, 0)
    layer: dict[State, tuple[int, float]] = {start: (1, 1.0)}
    # parents[d][state]: the (state, move) pairs one move before, at depth d.
    parents: list[dict[State, list[tuple[State, int]]]] = []
    # overflow_at[d]: states at depth d with at least one overflowing legal move.
    overflow_at: list[set[State]] = []
    wins: list[tuple[int, State, int]] = []  # (depth, state before, winning move)
    count = 0
    optimum: int | None = None
    win_chance = 0.0
    overflows = 0
    states = 0
    for depth in range(1, limit + 1):
        following: dict[State, tuple[int, float]] = {}
        back: dict[State, list[tuple[State, int]]] = {}
        risky: set[State] = set()
        chance_here = 0.0
        for state, (paths, chance) in layer.items():
            bowls, progress = state
            moves = [b for b in movable if bowls[b]]
            states += 1
            if not moves:
                continue
            share = chance / len(moves)
            board = Position(bowls, modifiers)
            for move in moves:
                result = apply(board, move, log=False)
                if result.overflow is not None:
                    overflows += 1
                    risky.add(state)
                    continue
                after, met = step(progress, as_outcome(result))
                if met:
                    wins.append((depth, state, move))
                    count += paths
                    chance_here += share
                    continue
                child: State = (result.position.bowls, after)
                known = following.get(child)
                if known is None:
                    following[child] = (paths, share)
                    back[child] = [(state, move)]
                else:
                    following[child] = (known[0] + paths, known[1] + share)
                    back[child].append((state, move))
        overflow_at.append(risky)
        if optimum is None and chance_here > 0.0:
            optimum, win_chance = depth, chance_here
        parents.append(back)
        layer = following
        if not layer:
            break
    lines: set[Line] = set()
    truncated = False
    on_line: set[tuple[int, State]] = set()
    for depth, state, move in wins:
        for prefix in _paths(parents, depth - 1, state):
            if len(lines) >= LINE_CAP:
                truncated = True
                break
            lines.add((*prefix, move))
        on_line |= _ancestors(parents, depth - 1, state)
    tight = sum(1 for depth, state in on_line if state in overflow_at[depth])
    return Search(
        optimum=optimum,
        lines=frozenset(lines),
        count=count,
        truncated=truncated,
        win_chance=win_chance,
        overflows=overflows,
        tight=tight,
        states=states,
    )


def _paths(
    parents: list[dict[State, list[tuple[State, int]]]], depth: int, state: State
) -> Iterator[Line]:
    """Every move sequence that reaches ``state`` after ``depth`` moves."""
    if depth == 0:
        yield ()
        return
    for before, move in parents[depth - 1][state]:
        for prefix in _paths(parents, depth - 1, before):
            yield (*prefix, move)


def _ancestors(
    parents: list[dict[State, list[tuple[State, int]]]], depth: int, state: State
) -> set[tuple[int, State]]:
    """``(depth, state)`` and every (depth, state) on a path to it."""
    seen = {(depth, state)}
    frontier = [(depth, state)]
    while frontier:
        d, s = frontier.pop()
        if d == 0:
            continue
        for before, _ in parents[d - 1][s]:
            if (d - 1, before) not in seen:
                seen.add((d - 1, before))
                frontier.append((d - 1, before))
    return seen


# ---------------------------------------------------------------- ablation


def board_mechanics(position: Position) -> list[str]:
    """The removable mechanics on a board: modifier kinds, ``wild``, ``blocker``."""
    found = [kind.value for kind in ModifierKind if kind in _kinds(position)]
    items = "".join(position.bowls)
    if WILD in items:
        found.append("wild")
    if BLOCKER in items:
        found.append("blocker")
    return found


def _kinds(position: Position) -> set[ModifierKind]:
    return {m.kind for m in position.modifiers if m is not None}


def without(position: Position, mechanic: str) -> Position:
    """``position`` with one mechanic removed (all wilds, all blockers, or one kind)."""
    if mechanic in ("wild", "blocker"):
        letter = WILD if mechanic == "wild" else BLOCKER
        return replace(position, bowls=tuple(b.replace(letter, "") for b in position.bowls))
    kind = ModifierKind(mechanic)
    return replace(
        position,
        modifiers=tuple(
            None if m is not None and m.kind is kind else m for m in position.modifiers
        ),
    )


def ablation(puzzle: Puzzle, base: Search | None = None) -> dict[str, bool]:
    """For each mechanic on the board: True if removing it changes the optimum or lines."""
    base = base or search(puzzle.position, puzzle.goal, puzzle.moves)
    verdict: dict[str, bool] = {}
    for mechanic in board_mechanics(puzzle.position):
        variant = without(puzzle.position, mechanic)
        if goal_met(puzzle.goal, variant, Progress()):
            verdict[mechanic] = True  # without it there is nothing left to do
            continue
        other = search(variant, puzzle.goal, puzzle.moves)
        verdict[mechanic] = (
            other.optimum != base.optimum or other.count != base.count or other.lines != base.lines
        )
    return verdict


# ---------------------------------------------------------------- what a line shows

FEATURES = ("chain", "two_wilds", "untouched_eruption", "twin_eruption", "combo3", "combo4")


def line_features(position: Position, line: Line) -> frozenset[str]:
    """What the lesson track teaches, as seen in one line's play.

    ``chain``: a match after an eruption within a move (R3.4); ``two_wilds``: a colour
    completed by two wilds (R4.2, one normal stone); ``untouched_eruption``: a volcano
    ready before the move erupts though the move neither chose it nor sowed into it
    (R3.3-R3.4); ``twin_eruption``: two volcanoes erupt in one step (R3.3); ``combo3`` /
    ``combo4``: a move with a combo of at least 3 / 4 (R5.2).
    """
    found: set[str] = set()
    board = position
    for move in line:
        result = apply(board, move)
        ready = {
            b
            for b in range(BOWL_COUNT)
            if board.modifier_kind(b) is ModifierKind.VOLCANO and len(board.bowls[b]) >= 6
        }
        sown_into = {e.target for e in result.events if isinstance(e, Sown) and e.source == move}
        step = 1
        erupted_in_step: dict[int, int] = {}
        for event in result.events:
            if isinstance(event, StepStarted):
                step = event.step
            elif isinstance(event, Matched):
                if step > 1:
                    found.add("chain")
                if event.wilds == 2 and event.stones == 1:
                    found.add("two_wilds")
            elif isinstance(event, Erupted):
                erupted_in_step[step] = erupted_in_step.get(step, 0) + 1
                if event.bowl in ready and event.bowl != move and event.bowl not in sown_into:
                    found.add("untouched_eruption")
        if any(count >= 2 for count in erupted_in_step.values()):
            found.add("twin_eruption")
        if result.combo >= 3:
            found.add("combo3")
        if result.combo >= 4:
            found.add("combo4")
        board = result.position
    return frozenset(found)


def tempting_overflow(puzzle: Puzzle) -> bool:
    """True if some first move makes a match but overflows (R6.2: the attempt is lost).

    That is the lesson's trap: the move looks like progress, and only counting the stones
    of the bowls it sows into shows the eighth stone coming.
    """
    for move in legal_moves(puzzle.position):
        result = apply(puzzle.position, move, log=False)
        if result.overflow is not None and result.combo >= 1:  # R10.2: combo still counted
            return True
    return False


# ---------------------------------------------------------------- greedy and 2-ply play
# The players are the engine's (``engine.puzzle_proof``), which the in-game editor uses too.


def greedy_winnable(puzzle: Puzzle, lines: frozenset[Line] | None = None) -> bool:
    """True if the greedy player can win within the limit: one who wins now when a move
    wins, else plays a safe move that scores if there is one, else any safe move
    (``lines`` is not needed any more; it stays for callers that pass it)."""
    return greedy_wins(puzzle.position, puzzle.goal, puzzle.moves)


def _greedy_line(position: Position, step: Step, line: Line) -> bool:
    """True if every move of ``line`` is one the greedy player might make."""
    return is_greedy_line(position, step, line)


TWO_PLY_FROM = 71  # the third edition: at least 20 of 71-100 beat the 2-ply player
TWO_PLY_SHORT = 4  # ... and at least 8 of 41-100 with an optimum of at most 4
NEAR_FROM = 41  # no near-duplicates in 41-100
NEAR_ITEMS = GRADING_NEAR_ITEMS  # boards this many items apart or fewer are near-duplicates


class TwoPly(EngineTwoPly):
    """The engine's 2-ply player on a shipped puzzle: its position, goal and limit."""

    def __init__(self, puzzle: Puzzle) -> None:
        super().__init__(puzzle.position, puzzle.goal, puzzle.moves)


def beats_two_ply(puzzle: Puzzle) -> bool:
    """True if the 2-ply player loses whichever way it breaks its ties."""
    return not two_ply_wins(puzzle.position, puzzle.goal, puzzle.moves)


# ---------------------------------------------------------------- branching along the line


def branching(puzzle: Puzzle) -> list[int]:
    """The legal moves (R2.1) in each state of the stored solution line, before each move."""
    counts = []
    board = puzzle.position
    for move in puzzle.solution:
        counts.append(len(legal_moves(board)))
        board = apply(board, move, log=False).position
    return counts


# ---------------------------------------------------------------- inert-stone ablation

INERT = "I"  # not an item of R1.3: never matches (R4), never cleared (R3.2); it keeps its place


def special_items(position: Position) -> list[tuple[int, int, str]]:
    """Every wild and blocker on the board: (bowl, queue index, letter)."""
    return [
        (bowl, index, item)
        for bowl, queue in enumerate(position.bowls)
        for index, item in enumerate(queue)
        if item in (WILD, BLOCKER)
    ]


def with_inert(position: Position, bowl: int, index: int) -> Position:
    """``position`` with the item at ``bowl``/``index`` replaced by an inert stone."""
    bowls = list(position.bowls)
    queue = bowls[bowl]
    bowls[bowl] = queue[:index] + INERT + queue[index + 1 :]
    return replace(position, bowls=tuple(bowls))


def inert_ablation(puzzle: Puzzle, base: Search | None = None) -> dict[str, bool]:
    """For each wild and blocker: True if an inert stone in its place changes the optimum
    or the set of winning lines within the limit (``"W@5.2"``: bowl 5, queue index 2)."""
    base = base or search(puzzle.position, puzzle.goal, puzzle.moves)
    verdict = {}
    for bowl, index, item in special_items(puzzle.position):
        other = search(with_inert(puzzle.position, bowl, index), puzzle.goal, puzzle.moves)
        verdict[f"{item}@{bowl}.{index}"] = (
            other.optimum != base.optimum or other.lines != base.lines
        )
    return verdict


# ---------------------------------------------------------------- near-duplicates


def board_distance(one: Puzzle, other: Puzzle) -> int:
    """The fewest items (and modifiers) that differ between two puzzles' boards, over the
    twelve rotations of the ring (R1.1); a different goal is infinitely far. The engine's
    measure, which the generator refuses near-duplicates by."""
    return grading_distance(one.position, one.goal, other.position, other.goal)


def near_duplicates(puzzles: Sequence[Puzzle], first: int = NEAR_FROM) -> list[tuple[int, int]]:
    """Pairs of puzzles from ``first`` on with equal goals and boards at most ``NEAR_ITEMS``
    items apart, up to rotation."""
    late = [p for p in puzzles if p.id >= first]
    return [
        (a.id, b.id)
        for i, a in enumerate(late)
        for b in late[i + 1 :]
        if board_distance(a, b) <= NEAR_ITEMS
    ]


# ---------------------------------------------------------------- the idea of a puzzle

IDEA_FROM = 31  # every puzzle from here on is classified by its idea
IDEA_CAP_FROM = 61  # the late set, where no single idea may dominate
IDEA_CAP = 0.20  # at most this share of 61-100 per idea label (8 of 40)
LINEUP_CAP = 0.25  # ... and for "line up groups, finish with one sowing" (10 of 40)
MODIFIERS_PER_BAND = 3  # each ten of 61-100 has this many lines using a modifier or blocker
# The mechanics an idea is made of, in the order the lessons bring them.
IDEA_MECHANICS = MECHANICS
MODIFIER_MECHANICS = frozenset({"reverse", "frozen", "eruption", "chain"})


@dataclass(frozen=True, slots=True)
class Idea:
    """The shape of a puzzle's stored solution line: what the player must see.

    ``used`` are the mechanics the line really uses: ``wild`` a wild leaves in a match
    (R4.2), ``blocker`` a blocker is cleared (R3.2), ``reverse`` a move from a reverse bowl
    (R2.3), ``frozen`` a frozen bowl holds stones or receives one on the line (it cannot be
    played, R2.1: its stones stay put and others must be sown past or into it),
    ``eruption`` a volcano erupts (R3.3), ``chain`` a match after an eruption (R3.4),
    ``perfect_clear`` a move empties the board (R5.4). ``shape`` is how
    the scoring is spread: ``finish`` (set-up moves, then one sowing that matches in two
    or more bowls: "line up groups, finish with one sowing"), ``last group`` (set-ups, then
    one sowing that completes one group) or ``steps`` (two or more moves match).
    ``set_ups`` counts the moves that match nothing.
    """

    used: tuple[str, ...]
    shape: str
    set_ups: int

    @property
    def label(self) -> str:
        return f"{' + '.join(self.used) or 'plain'}: {self.shape}"

    @property
    def has_modifier(self) -> bool:
        """The line uses a bowl modifier (R1.5) or what only a volcano makes."""
        return bool(MODIFIER_MECHANICS & set(self.used))


def idea(puzzle: Puzzle) -> Idea:
    """Classify ``puzzle`` by its stored solution line (see ``Idea``): the engine's
    ``line_mechanics``, which the generator grades its puzzles by, so the shipped set and
    generated puzzles are measured alike."""
    found = line_mechanics(puzzle.position, puzzle.solution)
    return Idea(used=found.used, shape=found.shape.replace("_", " "), set_ups=found.set_ups)


def idea_census(puzzles: Sequence[Puzzle], first: int = IDEA_CAP_FROM) -> dict[str, list[int]]:
    """The puzzles from ``first`` on, by idea label, most frequent first."""
    found: dict[str, list[int]] = {}
    for puzzle in puzzles:
        if puzzle.id >= first:
            found.setdefault(idea(puzzle).label, []).append(puzzle.id)
    return dict(sorted(found.items(), key=lambda item: (-len(item[1]), item[0])))


def is_lineup_finish(shown: Idea) -> bool:
    """The late set's old pattern: set-ups line up groups, one sowing finishes them, and
    no volcano, frozen bowl or blocker takes part (a wild or a reverse bowl only changes
    how the groups are lined up)."""
    return shown.shape == "finish" and set(shown.used) <= {"wild", "reverse", "perfect_clear"}


def lineup_finishes(puzzles: Sequence[Puzzle], first: int = IDEA_CAP_FROM) -> list[int]:
    """The puzzles from ``first`` on whose idea is the line-up finish."""
    return [p.id for p in puzzles if p.id >= first and is_lineup_finish(idea(p))]


def uses_modifier(shown: Idea) -> bool:
    """The line uses a bowl modifier (R1.5), an eruption's chain or a blocker (R3.2)."""
    return bool((MODIFIER_MECHANICS | {"blocker"}) & set(shown.used))


def modifier_bands(puzzles: Sequence[Puzzle], first: int = IDEA_CAP_FROM) -> dict[str, list[int]]:
    """For each ten puzzles from ``first`` on, those whose line uses a modifier or blocker."""
    found: dict[str, list[int]] = {}
    for low in range(first, 101, 10):
        found[f"{low}-{low + 9}"] = [
            p.id for p in puzzles if low <= p.id <= low + 9 and uses_modifier(idea(p))
        ]
    return found


# ---------------------------------------------------------------- teach, test, twist

# Each mechanic of the lessons, as the idea measure sees it in a line.
TAUGHT = (
    "perfect_clear",
    "combo",
    "set_up",
    "wild",
    "blocker",
    "reverse",
    "frozen",
    "eruption",
    "chain",
)


def _line_mechanics(puzzle: Puzzle) -> frozenset[str]:
    shown = idea(puzzle)
    found = set(shown.used)
    if shown.set_ups:
        found.add("set_up")
    if shown.shape == "finish" or "combo" in mechanics(puzzle):
        found.add("combo")
    return frozenset(found)


@dataclass(frozen=True, slots=True)
class Track:
    """One mechanic's lesson, test and twist (``None`` where the set has none)."""

    mechanic: str
    lesson: int | None  # the first puzzle whose line uses it
    test: int | None  # the first later puzzle after IDEA_FROM whose line uses it again
    twist: int | None  # the first puzzle after the test that uses it with a mechanic the
    # lesson's line did not show
    with_: tuple[str, ...]  # what the twist combines it with that the lesson did not


def teach_test_twist(puzzles: Sequence[Puzzle], after: int = IDEA_FROM) -> list[Track]:
    """For each taught mechanic: its lesson, a test after ``after`` and a later twist."""
    shown = {p.id: _line_mechanics(p) for p in puzzles}
    order = sorted(shown)
    tracks = []
    for name in TAUGHT:
        lesson = next((i for i in order if name in shown[i]), None)
        test = twist = None
        extra: tuple[str, ...] = ()
        if lesson is not None:
            test = next((i for i in order if i > max(lesson, after) and name in shown[i]), None)
        if test is not None:
            taught = shown[lesson] if lesson is not None else frozenset()
            for i in order:
                if i > test and name in shown[i] and shown[i] - taught - {name}:
                    twist, extra = i, tuple(sorted(shown[i] - taught - {name}))
                    break
        tracks.append(Track(name, lesson, test, twist, extra))
    return tracks


def new_ideas(puzzles: Sequence[Puzzle], after: int = IDEA_FROM) -> dict[int, str]:
    """Puzzles after ``after`` whose idea label no earlier puzzle (from 1 on) had."""
    seen: set[str] = set()
    found = {}
    for puzzle in sorted(puzzles, key=lambda p: p.id):
        label = idea(puzzle).label
        if label not in seen and puzzle.id > after:
            found[puzzle.id] = label
        seen.add(label)
    return found


# ---------------------------------------------------------------- the report


@dataclass(frozen=True, slots=True)
class Measures:
    puzzle: Puzzle
    search: Search
    ablation: dict[str, bool]
    greedy: bool
    inert: dict[str, bool]  # each wild and blocker, replaced by an inert stone in its place
    two_ply: bool  # the 2-ply player wins some way of breaking its ties
    branching: tuple[int, ...]  # legal moves in each state of the stored solution line
    walks: Fraction = Fraction(0)  # share of the stored line's moves that walk one stone

    @property
    def bits(self) -> float:
        """Bits of luck per move a uniformly random player needs."""
        if self.search.optimum is None or self.search.win_chance <= 0.0:
            return math.inf
        return -math.log2(self.search.win_chance) / self.search.optimum

    @property
    def decorative(self) -> list[str]:
        """Mechanics whose removal, or items whose inert replacement, changes nothing."""
        removed = [name for name, matters in self.ablation.items() if not matters]
        return removed + [f"inert {name}" for name, matters in self.inert.items() if not matters]

    @property
    def beats_two_ply(self) -> bool:
        return not self.two_ply

    @property
    def capacity_matters(self) -> bool:
        return self.search.tight > 0


def measure(puzzle: Puzzle) -> Measures:
    base = search(puzzle.position, puzzle.goal, puzzle.moves)
    return Measures(
        puzzle=puzzle,
        search=base,
        ablation=ablation(puzzle, base),
        greedy=greedy_winnable(puzzle),
        inert=inert_ablation(puzzle, base),
        two_ply=two_ply_wins(puzzle.position, puzzle.goal, puzzle.moves),
        branching=tuple(branching(puzzle)),
        walks=walk_share(puzzle.position, puzzle.solution),
    )


def row(m: Measures) -> str:
    """One line: id, optimum/limit, lines, bits, greedy, overflow, ablation."""
    ablated = (
        ", ".join(f"{name} {'matters' if v else 'DECORATIVE'}" for name, v in m.ablation.items())
        or "-"
    )
    if m.inert:
        ablated += "; inert " + (
            "all matter" if all(m.inert.values()) else f"DECORATIVE {m.decorative}"
        )
    lines = f"{m.search.count}{'+' if m.search.truncated else ''}"
    return (
        f"{m.puzzle.id:3d}  optimum {m.search.optimum}/{m.puzzle.moves}  lines {lines:>5}  "
        f"bits/move {m.bits:4.2f}  greedy {'yes' if m.greedy else 'no '}  "
        f"2-ply {'wins ' if m.two_ply else 'BEATEN'}  "
        f"branching {statistics.median(m.branching):4.1f}  walks {float(m.walks):4.2f}  "
        f"overflows {m.search.overflows:4d} (on lines {m.search.tight:3d})  {ablated}"
    )


WALKS_MOSTLY = Fraction(1, 2)  # a line with this share of walks or more is mostly walking
WALK_BANDS = ((1, 27), (28, 50), (51, 70), (71, 100))


def walk_bands(all_measures: Sequence[Measures]) -> str:
    """The mean walk share of each band of the set (as the bits per move bands)."""
    parts = []
    for low, high in WALK_BANDS:
        shares = [m.walks for m in all_measures if low <= m.puzzle.id <= high]
        if shares:
            parts.append(f"{low}-{high}: {float(sum(shares) / len(shares)):.2f}")
    return ", ".join(parts)


def summary(all_measures: Sequence[Measures]) -> list[str]:
    """The set-wide figures the second puzzle set was held to."""
    decorative = [(m.puzzle.id, name) for m in all_measures for name in m.decorative]
    late = [m.bits for m in all_measures if m.puzzle.id >= BITS_FROM]
    hard = [m.puzzle.id for m in all_measures if m.puzzle.id >= GREEDY_FROM and not m.greedy]
    capacity = [m.puzzle.id for m in all_measures if m.capacity_matters]
    text = [
        f"decorative mechanics: {len(decorative)} {decorative if decorative else ''}".rstrip(),
        f"capacity matters (an overflow beside a winning line) in {len(capacity)}: {capacity}",
        f"not greedy-winnable in {GREEDY_FROM}-100: {len(hard)}",
        f"lines that are at least {WALKS_MOSTLY} walks of a single stone: "
        f"{[m.puzzle.id for m in all_measures if m.walks >= WALKS_MOSTLY]}",
        f"mean walk share by band: {walk_bands(all_measures)}",
    ]
    if late:
        text.append(f"median bits per move in {BITS_FROM}-100: {statistics.median(late):.2f}")
    text += third_edition_summary(all_measures)
    return text


@dataclass(frozen=True, slots=True)
class Figures:
    """The third edition's set-wide figures (see ``third_edition_figures``)."""

    late_beaten: int  # of 71-100, puzzles that beat the 2-ply player
    late_total: int
    short_beaten: int  # of 41-100 with an optimum of at most 4, puzzles that beat it
    short_total: int
    late_branching: float  # median legal moves over the solution-line states of 71-100
    late_bits: float  # median bits per move in 71-100
    decorative: tuple[tuple[int, str], ...]  # (puzzle, mechanic or item) that changes nothing
    near_duplicates: tuple[tuple[int, int], ...]
    ideas: dict[str, list[int]]  # 61-100 by idea label, most frequent first
    lineup: tuple[int, ...]  # 61-100 whose idea is the line-up finish
    modifier_bands: dict[str, list[int]]  # each ten of 61-100: lines using a modifier
    tracks: tuple[Track, ...]  # each mechanic's lesson, test and twist
    new_ideas: dict[int, str]  # puzzles after 31 whose idea no earlier puzzle had

    @property
    def late_count(self) -> int:
        return sum(len(ids) for ids in self.ideas.values())

    @property
    def idea_cap(self) -> int:
        """The most puzzles of 61-100 one idea may have."""
        return math.floor(IDEA_CAP * self.late_count)

    @property
    def lineup_cap(self) -> int:
        return math.floor(LINEUP_CAP * self.late_count)

    def new_idea_bands(self) -> dict[str, list[int]]:
        """Puzzles bringing a new idea, per ten after 31 (41-50, ..., 91-100)."""
        return {
            f"{low}-{low + 9}": [i for i in self.new_ideas if low <= i <= low + 9]
            for low in range(IDEA_FROM + 10, 101, 10)
        }


def third_edition_figures(
    all_measures: Sequence[Measures], puzzles: Sequence[Puzzle] | None = None
) -> Figures:
    """What the third edition asks of the set, computed from the measures."""
    late = [m for m in all_measures if m.puzzle.id >= TWO_PLY_FROM]
    short = [
        m
        for m in all_measures
        if m.puzzle.id >= NEAR_FROM
        and m.search.optimum is not None
        and m.search.optimum <= TWO_PLY_SHORT
    ]
    states = [count for m in late for count in m.branching]
    shown = list(puzzles) if puzzles is not None else [m.puzzle for m in all_measures]
    return Figures(
        late_beaten=sum(m.beats_two_ply for m in late),
        late_total=len(late),
        short_beaten=sum(m.beats_two_ply for m in short),
        short_total=len(short),
        late_branching=statistics.median(states) if states else 0.0,
        late_bits=statistics.median(m.bits for m in late) if late else 0.0,
        decorative=tuple((m.puzzle.id, name) for m in all_measures for name in m.decorative),
        near_duplicates=tuple(near_duplicates(shown)),
        ideas=idea_census(shown),
        lineup=tuple(lineup_finishes(shown)),
        modifier_bands=modifier_bands(shown),
        tracks=tuple(teach_test_twist(shown)),
        new_ideas=new_ideas(shown),
    )


def third_edition_summary(all_measures: Sequence[Measures]) -> list[str]:
    f = third_edition_figures(all_measures)
    return [
        f"beat the 2-ply player in {TWO_PLY_FROM}-100: {f.late_beaten} of {f.late_total}",
        f"beat the 2-ply player in {NEAR_FROM}-100 with optimum <= {TWO_PLY_SHORT}: "
        f"{f.short_beaten} of {f.short_total}",
        f"median legal moves on the solution lines of {TWO_PLY_FROM}-100: {f.late_branching:g}",
        f"near-duplicates in {NEAR_FROM}-100: {len(f.near_duplicates)} "
        f"{list(f.near_duplicates) if f.near_duplicates else ''}".rstrip(),
        *idea_summary(f),
    ]


def idea_summary(f: Figures) -> list[str]:
    """The idea figures: the largest idea of 61-100, the line-up finishes, the modifiers per
    ten, the new ideas per ten after 31."""
    top, ids = next(iter(f.ideas.items()), ("-", []))
    bands = "; ".join(f"{band}: {len(ids_)}" for band, ids_ in f.modifier_bands.items())
    news = "; ".join(f"{band}: {len(ids_)}" for band, ids_ in f.new_idea_bands().items())
    return [
        f"largest idea in {IDEA_CAP_FROM}-100: {top!r}, {len(ids)} of {f.late_count} "
        f"(cap {f.idea_cap}, {IDEA_CAP:.0%})",
        f"line-up finishes in {IDEA_CAP_FROM}-100: {len(f.lineup)} of {f.late_count} "
        f"(cap {f.lineup_cap}, {LINEUP_CAP:.0%}): {list(f.lineup)}",
        f"lines using a modifier or blocker, per ten of {IDEA_CAP_FROM}-100: {bands}",
        f"puzzles bringing a new idea, per ten after {IDEA_FROM}: {news}",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", type=int, help="puzzle numbers (default: all)")
    parser.add_argument("--lines", action="store_true", help="also print the winning lines")
    args = parser.parse_args(argv)
    puzzles = load_puzzles()
    chosen = [p for p in puzzles if not args.ids or p.id in args.ids]
    found = []
    for puzzle in chosen:
        m = measure(puzzle)
        found.append(m)
        print(row(m), flush=True)
        if args.lines:
            for line in sorted(m.search.lines)[:20]:
                print(f"       {' '.join(map(str, line))}")
    print("\n".join(summary(found)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
