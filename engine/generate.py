"""Puzzles without end: generated, proven and graded from a seed and a difficulty.

``generate(seed, difficulty)`` returns a ``GeneratedPuzzle``: an R10.3 puzzle (start at
rest, one of the six goals of R7.2, a move limit) whose optimum the solver proved, whose
limit is that optimum plus the difficulty's slack, with its solution line and the three
steps of help (idea, bowl, line). Each attempt draws a board from keyed randomness (R9.1:
``engine.rng``), explores every safe line to the difficulty's depth, picks a goal whose
optimum is exactly a depth the difficulty asks for, and ``judge`` then grades it by the
measures the shipped set is held to (``docs/puzzles.md``):

* bits per move (the luck a random player needs), at least the difficulty's;
* the greedy and two-ply players (``engine.puzzle_proof``): each difficulty says which of
  them may still win;
* the mechanics the line uses (``engine.puzzle_grading.line_mechanics``);

and refuses it when it is dull: a line that mostly walks single stones into empty bowls,
a start with a single legal move, a near-duplicate of a shipped puzzle, or a stone,
wild, blocker or modifier whose removal changes nothing. A refused attempt is followed by
the next one of the same seed, so a seed always gives the same puzzle: no ``hash()``, no
set iteration order, no float in any decision.

``on_progress`` is told (attempt, stage, states) as the work goes on and may raise to
cancel (``GenerationCancelled`` is there for it): the app runs ``generate`` on a worker
thread with a Cancel button. No Qt.
"""

from __future__ import annotations

import enum
import hashlib
import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Final

from . import fast
from .board import BLOCKER, BOWL_COUNT, COLOURS, WILD, Modifier, ModifierKind, Position
from .generated_idea import file_texts, idea_ids
from .goals import Goal, GoalType
from .matching import match_bowl
from .puzzle_code import GeneratedOrigin, PuzzleCodeError, encode
from .puzzle_grading import (
    first_decorative,
    line_mechanics,
    near_duplicate,
    only_first_move,
    walk_share,
)
from .puzzle_proof import TwoPly, greedy_choices, player_wins
from .rng import KeyedRandom, Stream
from .rules import apply, legal_moves
from .solve import SearchLimit, difficulty_from, movable_bowls, solve


class Difficulty(enum.StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


class Refusal(enum.StrEnum):
    """Why an attempt was not a puzzle (``judge``, and the draw before it)."""

    NOT_AT_REST = "not_at_rest"  # R7.1: a bowl would match at once
    NO_GOAL = "no_goal"  # no goal has an optimum the difficulty asks for
    TOO_LARGE = "too_large"  # the exploration grew past its bound
    ONLY_MOVE = "only_move"  # the start offers one legal move
    TOO_LUCKY = "too_lucky"  # fewer bits per move than the difficulty asks
    WALKS = "walks"  # the line mostly walks single stones into empty bowls
    FEW_MECHANICS = "few_mechanics"  # the line uses fewer mechanics than asked
    NEAR_DUPLICATE = "near_duplicate"  # a shipped puzzle is at most two items away
    GREEDY_WINS = "greedy_wins"  # the greedy player wins where it may not
    TWO_PLY_WINS = "two_ply_wins"  # the two-ply player wins where it may not
    DECORATIVE = "decorative"  # a part whose removal changes nothing


@dataclass(frozen=True, slots=True)
class Settings:
    """What one difficulty asks (bounds inclusive)."""

    optimum: tuple[int, int]  # the proven optimum
    slack: int  # moves the limit adds to the optimum
    colours: tuple[int, int]  # normal colours on the board
    bowls: tuple[int, int]  # bowls holding items at the start
    specials: tuple[int, int]  # modifiers, wilds and blockers on the board
    min_bits: Fraction  # bits per move of luck a random player needs, at least
    max_walks: Fraction  # share of walks in the line, at most
    min_mechanics: int  # mechanics the line uses (wild, reverse, eruption, ...), at least
    greedy_may_win: bool
    two_ply_may_win: bool
    spread: bool = False  # the draw puts an item in every bowl it picked (more choices)


SETTINGS: Final[dict[Difficulty, Settings]] = {
    Difficulty.EASY: Settings(
        optimum=(2, 3),
        slack=1,
        colours=(2, 2),
        bowls=(4, 5),
        specials=(0, 1),
        min_bits=Fraction(1),
        max_walks=Fraction(1, 2),
        min_mechanics=0,
        greedy_may_win=True,
        two_ply_may_win=True,
    ),
    Difficulty.MEDIUM: Settings(
        optimum=(3, 4),
        slack=1,
        colours=(2, 3),
        bowls=(5, 6),
        specials=(1, 2),
        min_bits=Fraction(3, 2),
        max_walks=Fraction(1, 3),
        min_mechanics=1,
        greedy_may_win=False,
        two_ply_may_win=True,
    ),
    Difficulty.HARD: Settings(
        optimum=(4, 5),
        slack=0,
        colours=(3, 3),
        bowls=(6, 7),
        specials=(2, 3),
        min_bits=Fraction(7, 4),
        max_walks=Fraction(1, 5),
        min_mechanics=1,
        greedy_may_win=False,
        two_ply_may_win=True,
    ),
    Difficulty.EXPERT: Settings(
        optimum=(5, 6),
        slack=0,
        colours=(3, 3),
        bowls=(7, 8),
        specials=(2, 3),
        min_bits=Fraction(2),
        max_walks=Fraction(0),
        min_mechanics=2,
        greedy_may_win=False,
        two_ply_may_win=False,
        spread=True,
    ),
}

MAX_ATTEMPTS: Final = 5000  # a seed that finds nothing in this many attempts is an error
EXPLORE_STATES: Final = 60_000  # the most states one layer of the exploration may hold
PROOF_STATES: Final = 200_000  # the bound of each proof and player search
POINT_CAP: Final = 2000  # points above this merge in the exploration (no goal asks more)
MIN_COLLECT: Final = 3
MIN_POINTS: Final = 30


class Stage(enum.StrEnum):
    DRAW = "draw"  # drawing a board and exploring its lines
    PROVE = "prove"  # proving the optimum and counting the winning lines
    PLAYERS = "players"  # trying the greedy and two-ply players
    REMOVAL = "removal"  # the removal check of every part


# (attempt, stage, states searched in that stage so far); may raise to cancel.
OnProgress = Callable[[int, Stage, int], None]


class GenerationCancelled(Exception):
    """Raised by an ``on_progress`` callback to stop ``generate`` (the app's Cancel)."""


class GenerationFailed(RuntimeError):
    """No attempt of a seed gave a puzzle within ``MAX_ATTEMPTS`` (never seen in practice)."""


@dataclass(frozen=True, slots=True)
class HintSteps:
    """The three steps of help: the idea (message ids of ``engine.generated_idea``, whole
    sentences, no bowl), the bowl to play first, and the whole line."""

    idea: tuple[str, ...]
    bowl: int
    line: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Grades:
    """The measures a generated puzzle was graded by (as ``docs/puzzles.md``'s)."""

    winning: int  # optimal winning lines
    win_chance: float  # a uniformly random player's chance to win in ``optimum`` moves
    greedy: bool  # the greedy player can win within the limit
    two_ply: bool  # the two-ply player can win within the limit some way
    walks: Fraction  # share of the line's moves that walk a single stone
    mechanics: tuple[str, ...]  # what the line uses
    shape: str  # finish, last_group or steps
    branching: tuple[int, ...]  # legal moves before each move of the line

    @property
    def bits_per_move(self) -> float:
        return _bits(self.win_chance, len(self.branching))


@dataclass(frozen=True, slots=True)
class GeneratedPuzzle:
    """One generated puzzle: what R10.3 stores, plus its grades and help."""

    seed: str
    difficulty: Difficulty
    attempt: int  # which attempt of the seed gave it (0 is the first)
    position: Position
    goal: Goal
    optimum: int
    limit: int
    solution: tuple[int, ...]
    grades: Grades
    hint: HintSteps

    @property
    def id(self) -> int:
        """A puzzle number for R10.3 (100001-999999, away from the shipped 1-100), worked
        out from the content, so equal puzzles have equal numbers."""
        return 100_001 + int(self.digest[:12], 16) % 899_999

    @property
    def digest(self) -> str:
        """SHA-256 of the puzzle's R10.3 content: what determinism tests compare."""
        text = "\x1f".join(
            (
                ",".join(self.position.bowls),
                repr(sorted(self.position.modifiers_notation().items())),
                repr(sorted(self.goal.to_json().items())),
                str(self.limit),
                ",".join(map(str, self.solution)),
            )
        )
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    @property
    def code(self) -> str:
        """The puzzle code a friend pastes (``engine.puzzle_code``): with the difficulty
        and seed, so that a game that makes the same puzzle from them plays it as
        generated; a seed no code can carry (a long text) leaves them out."""
        try:
            origin = GeneratedOrigin(self.difficulty.value, self.seed)
            return encode(self.position, self.goal, self.limit, generated=origin)
        except PuzzleCodeError:
            return encode(self.position, self.goal, self.limit)

    def to_json(self) -> dict[str, object]:
        """The puzzle as an R10.3 file: ``difficulty`` is the 1-10 rating the shipped files
        carry; ``level`` the generator's difficulty; ``hint`` and ``idea`` one English
        sentence each (``engine.generated_idea.file_texts``); ``hint_steps`` the three
        steps of help with the idea's message ids."""
        hint, idea = file_texts(self.hint.idea)
        return {
            "format": 1,
            "id": self.id,
            "hint": hint,
            "idea": idea,
            "difficulty": difficulty_from(self.grades.win_chance),
            "level": self.difficulty.value,
            "seed": self.seed,
            "bowls": list(self.position.bowls),
            "modifiers": self.position.modifiers_notation(),
            "goal": self.goal.to_json(),
            "moves": self.limit,
            "solution": list(self.solution),
            "hint_steps": {
                "idea": list(self.hint.idea),
                "bowl": self.hint.bowl,
                "line": list(self.hint.line),
            },
            "code": self.code,
        }


@dataclass(slots=True)
class Tally:
    """What the attempts of one ``generate`` call were refused for (for the benchmark)."""

    refused: Counter[Refusal] = field(default_factory=Counter)

    @property
    def attempts(self) -> int:
        return sum(self.refused.values()) + 1


def generate(
    seed: str | int,
    difficulty: Difficulty | str,
    *,
    on_progress: OnProgress | None = None,
    tally: Tally | None = None,
) -> GeneratedPuzzle:
    """The puzzle of ``seed`` at ``difficulty``: the same on every machine.

    Raises whatever ``on_progress`` raises (to cancel), or ``GenerationFailed``.
    """
    level = Difficulty(difficulty)
    settings = SETTINGS[level]
    seed_text = str(seed)
    random = KeyedRandom(f"generated\x1f{level.value}\x1f{seed_text}")
    for attempt in range(MAX_ATTEMPTS):

        def told(stage: Stage, attempt: int = attempt) -> Callable[[int, int], None] | None:
            if on_progress is None:
                return None
            report = on_progress
            return lambda _depth, states: report(attempt, stage, states)

        if on_progress is not None:
            on_progress(attempt, Stage.DRAW, 0)
        drawn = draw(random.stream(attempt, "board"), settings)
        if drawn is None:
            _count(tally, Refusal.NOT_AT_REST)
            continue
        if only_first_move(drawn):
            _count(tally, Refusal.ONLY_MOVE)
            continue
        try:
            goals = goal_candidates(drawn, settings.optimum, told(Stage.DRAW))
        except SearchLimit:
            _count(tally, Refusal.TOO_LARGE)
            continue
        if not goals:
            _count(tally, Refusal.NO_GOAL)
            continue
        # A goal a random player wins too often is refused before the players are tried
        # (judge's own check of it, on the same proof).
        hard_enough = [
            (goal, proven)
            for goal, proven in goals
            if _lucky_enough(Fraction(proven.win_chance), settings.min_bits * (proven.optimum or 0))
        ]
        _count(tally, Refusal.TOO_LUCKY, len(goals) - len(hard_enough))
        if not hard_enough:
            continue
        proofs = dict(hard_enough)
        # Every goal of an explored board is tried before the next board is drawn: the
        # exploration is most of an attempt's cost, the refusals that read the line alone
        # cost nothing beside it.
        for goal in goal_order(random.stream(attempt, "goal"), hard_enough):
            verdict = _grade(drawn, goal, settings, proofs[goal], shipped_boards(), told)
            if isinstance(verdict, Refusal):
                _count(tally, verdict)
                continue
            optimum, line, grades = verdict
            return GeneratedPuzzle(
                seed=seed_text,
                difficulty=level,
                attempt=attempt,
                position=drawn,
                goal=goal,
                optimum=optimum,
                limit=optimum + settings.slack,
                solution=line,
                grades=grades,
                hint=HintSteps(
                    idea=idea_ids(goal, line_mechanics(drawn, line)), bowl=line[0], line=line
                ),
            )
    raise GenerationFailed(f"no puzzle in {MAX_ATTEMPTS} attempts of seed {seed_text!r}")


def _count(tally: Tally | None, refusal: Refusal, times: int = 1) -> None:
    if tally is not None and times:
        tally.refused[refusal] += times


# ---------------------------------------------------------------- drawing a board

# The specials a board may get, with their weights: modifiers make most of the ideas.
_SPECIALS: Final = (("reverse", 3), ("frozen", 2), ("volcano", 3), ("wild", 2), ("blocker", 2))
MAX_START_ITEMS: Final = 5  # per bowl at the start: room to receive stones (R1.4)


def draw(stream: Stream, settings: Settings) -> Position | None:
    """A random board for ``settings``, or None if it is not at rest (R7.1)."""
    low, high = settings.colours
    colours = [
        COLOURS[i] for i in sorted(stream.sample(len(COLOURS), low + stream.below(high - low + 1)))
    ]
    items: list[str] = []
    for colour in colours:
        items += [colour] * (3 + 3 * stream.chance(150) + stream.chance(250))
    low, high = settings.specials
    specials = [stream.weighted(_SPECIALS) for _ in range(low + stream.below(high - low + 1))]
    items += [WILD for name in specials if name == "wild"]
    items += [BLOCKER for name in specials if name == "blocker"]
    low, high = settings.bowls
    used = sorted(stream.sample(BOWL_COUNT, low + stream.below(high - low + 1)))
    stream.shuffle(items)
    queues = {bowl: "" for bowl in used}
    for item in items:
        roomy = [
            bowl
            for bowl in used
            if len(queues[bowl]) < MAX_START_ITEMS and match_bowl(queues[bowl] + item) is None
        ]
        if settings.spread:  # every drawn bowl gets an item before any gets a second
            empty = [bowl for bowl in roomy if not queues[bowl]]
            roomy = empty or roomy
        if not roomy:
            return None
        bowl = stream.choice(roomy)
        queues[bowl] += item
    bowls = tuple(queues.get(bowl, "") for bowl in range(BOWL_COUNT))
    if any(match_bowl(queue) is not None for queue in bowls):
        return None
    modifiers: list[Modifier | None] = [None] * BOWL_COUNT
    for name in specials:
        if name in ("wild", "blocker"):
            continue
        kind = ModifierKind(name)
        free = [b for b in range(BOWL_COUNT) if modifiers[b] is None and _fits(kind, bowls[b])]
        if not free:
            return None
        modifiers[stream.choice(free)] = Modifier(kind)
    return Position(bowls, tuple(modifiers))


def _fits(kind: ModifierKind, queue: str) -> bool:
    """Where a modifier can matter: a reverse bowl is played, so it holds stones; a
    volcano erupts at six (R3.3), so it starts within reach of that."""
    if kind is ModifierKind.REVERSE:
        return bool(queue)
    if kind is ModifierKind.VOLCANO:
        return len(queue) >= 4
    return True


# ---------------------------------------------------------------- choosing a goal


# A matching move of ``explore``: (the chance that a uniformly random player makes it,
# items left, combo, each colour's stones left, points so far, the lines that make it, the
# state it is played from, the move).
_Match = tuple[float, int, int, tuple[int, ...], int, int, "_Key", int]
_Key = tuple[tuple[str, ...], int]  # (bowls, points so far)


@dataclass(frozen=True, slots=True)
class Exploration:
    """Every safe line (R6.4) of a board to a depth, layer by layer: ``matches[d - 1]``
    holds each matching move of the d-th move (only a move that matches can first meet a
    goal, R7.2: nothing else takes items off the board, scores or makes a combo), and
    ``parents[d - 1]`` maps each state reached in d moves to the first (state, move) that
    reached it, in bowl order, to rebuild a line."""

    matches: tuple[tuple[_Match, ...], ...]
    parents: tuple[dict[_Key, tuple[_Key, int]], ...]

    def line(self, depth: int, match: _Match) -> tuple[int, ...]:
        """The line that ends with ``match``, a matching move of the ``depth``-th move."""
        moves = [match[7]]
        state = match[6]
        for back in reversed(self.parents[: depth - 1]):
            state, move = back[state]
            moves.append(move)
        moves.reverse()
        return tuple(moves)


def explore(
    position: Position,
    depth: int,
    on_progress: Callable[[int, int], None] | None = None,
) -> Exploration:
    """For d = 1..``depth``, every matching safe move (R6.4) of the d-th move, with the
    chance that a player choosing uniformly among the legal moves (R2.1) plays it and the
    number of lines that do.

    States are (bowls, points so far); collected stones need no state of their own, as
    only matches take stones off the board (R3.5), so a colour's count tells them. States
    are searched in the order of their first line, and moves in bowl order, so the first
    match of a layer that meets a goal ends the first winning line in bowl order, as the
    solver's (``engine.solve.solve``) line.
    ``position`` is at rest (R7.1), as every board a move leaves is (R3.4), so the last
    move's filter (``fast.may_match``) is told every board is settled.
    Raises ``SearchLimit`` past ``EXPLORE_STATES`` states in a layer it searches.
    """
    info = fast.modifier_info(position.modifiers)
    play = fast.play
    may_match = fast.may_match
    resolved = fast.resolved
    movable = movable_bowls(position)
    # state -> (chance, lines reaching it)
    layer: dict[_Key, tuple[float, int]] = {(position.bowls, 0): (1.0, 1)}
    found: list[tuple[_Match, ...]] = []
    parents: list[dict[_Key, tuple[_Key, int]]] = []
    states = 0
    for d in range(1, depth + 1):
        following: dict[_Key, tuple[float, int]] = {}
        back: dict[_Key, tuple[_Key, int]] = {}
        matches: list[_Match] = []
        # The last layer's states are never searched: only its matching moves are played.
        last = d == depth
        for state, (chance, paths) in layer.items():
            bowls, so_far = state
            states += 1
            if on_progress is not None and not states % 2048:
                on_progress(d, states)
            moves = [move for move in movable if bowls[move]]
            if not moves:
                continue
            share = chance / len(moves)
            if last:
                moves = may_match(bowls, info, moves, True)
            else:
                resolved(bowls)
            for move in moves:
                outcome = play(bowls, info, move)
                if outcome[4] is not None:
                    continue  # R6.2: an overflow ends the attempt
                after = outcome[0]
                total = so_far + outcome[1]
                if total > POINT_CAP:
                    total = POINT_CAP
                if outcome[2]:
                    joined = "".join(after)
                    matches.append(
                        (share, len(joined), outcome[2], _counts(joined), total, paths, state, move)
                    )
                if last:
                    continue
                key = (after, total)
                known = following.get(key)
                if known is None:
                    following[key] = (share, paths)
                    back[key] = (state, move)
                else:
                    following[key] = (known[0] + share, known[1] + paths)
        if len(following) > EXPLORE_STATES:
            raise SearchLimit(f"more than {EXPLORE_STATES} states after {d} moves")
        found.append(tuple(matches))
        parents.append(back)
        layer = following
    return Exploration(tuple(found), tuple(parents))


def _counts(joined: str) -> tuple[int, ...]:
    """Each colour's stones in ``joined``, in ``COLOURS`` order, written out (one call
    per matching move of every exploration)."""
    count = joined.count
    return tuple([count(colour) for colour in COLOURS])


def _meets(goal: Goal, match: _Match, start: tuple[int, ...]) -> bool:
    """Whether a matching move of ``explore`` meets ``goal`` (R7.2)."""
    items, combo, counts, points = match[1], match[2], match[3], match[4]
    kind = goal.type
    if kind is GoalType.CLEAR_BOARD:
        return items == 0
    if kind is GoalType.AT_MOST:
        return items <= (goal.stones or 0)
    if kind is GoalType.COMBO:
        return combo >= (goal.size or 0)
    if kind is GoalType.SCORE:
        return points >= (goal.points or 0)
    index = COLOURS.index(goal.color or "R")
    if kind is GoalType.CLEAR_COLOR:
        return counts[index] == 0
    return start[index] - counts[index] >= (goal.count or 0)  # COLLECT


@dataclass(frozen=True, slots=True)
class Proven:
    """What an exhaustive search of every line proved of a board and goal (as
    ``engine.solve.solve``): the optimum (None if no line of the depth searched wins), the
    first optimal line in bowl order, the number of optimal winning lines, and the chance
    that a player choosing uniformly among the legal moves wins in ``optimum`` moves."""

    optimum: int | None
    line: tuple[int, ...]
    winning: int
    win_chance: float


def goal_candidates(
    position: Position,
    optimum: tuple[int, int],
    on_progress: Callable[[int, int], None] | None = None,
) -> list[tuple[Goal, Proven]]:
    """Goals whose optimum from ``position`` is exactly a depth in ``optimum`` (bounds
    inclusive), each with its proof (the exploration searched every line to that depth),
    in a fixed order. Each asks for the best its measure reaches at that depth, which no
    shorter line reaches."""
    low, high = optimum
    explored = explore(position, high, on_progress)
    reached = explored.matches
    joined = "".join(position.bowls)
    start = tuple(joined.count(colour) for colour in COLOURS)
    candidates: list[tuple[Goal, Proven]] = []
    for depth in range(low, high + 1):
        goals: list[Goal] = []
        earlier = [m for layer in reached[: depth - 1] for m in layer]
        here = reached[depth - 1]
        if not here:
            continue
        if any(m[1] == 0 for m in here) and not any(m[1] == 0 for m in earlier):
            goals.append(Goal(GoalType.CLEAR_BOARD))
        fewest_here = min(m[1] for m in here)
        if 0 < fewest_here < min((m[1] for m in earlier), default=len(joined)):
            goals.append(Goal(GoalType.AT_MOST, stones=fewest_here))
        combo_here = max(m[2] for m in here)
        if combo_here >= 2 and combo_here > max((m[2] for m in earlier), default=0):
            goals.append(Goal(GoalType.COMBO, size=combo_here))
        points_here = max(m[4] for m in here)
        if MIN_POINTS <= points_here < POINT_CAP and points_here > max(
            (m[4] for m in earlier), default=0
        ):
            goals.append(Goal(GoalType.SCORE, points=points_here))
        for index, colour in enumerate(COLOURS):
            if not start[index]:
                continue
            least_here = min(m[3][index] for m in here)
            least_before = min((m[3][index] for m in earlier), default=10**9)
            if least_here == 0 and least_before > 0:
                goals.append(Goal(GoalType.CLEAR_COLOR, color=colour))
            collected = start[index] - least_here
            if collected >= MIN_COLLECT and least_here < least_before:
                goals.append(Goal(GoalType.COLLECT, color=colour, count=collected))
        for goal in goals:
            chance = 0.0
            winning = 0
            first: _Match | None = None
            for match in here:
                if _meets(goal, match, start):
                    chance += match[0]
                    winning += match[5]
                    if first is None:
                        first = match
            assert first is not None  # each goal is the best some match of ``here`` reaches
            line = explored.line(depth, first)
            candidates.append((goal, Proven(depth, line, winning, chance)))
    return candidates


def goal_order(stream: Stream, candidates: Sequence[tuple[Goal, Proven]]) -> list[Goal]:
    """The order in which a board's goals are tried: the goal types in a drawn rotation
    (each type as likely to come first), and within a type the deepest first (it asks the
    most)."""
    types = [kind for kind in GoalType if any(goal.type is kind for goal, _ in candidates)]
    turn = stream.below(len(types)) if types else 0
    ordered: list[Goal] = []
    for kind in types[turn:] + types[:turn]:
        of_type = [c for c in candidates if c[0].type is kind]
        of_type.sort(key=lambda c: -(c[1].optimum or 0))  # stable: ties keep the fixed order
        ordered += [goal for goal, _ in of_type]
    return ordered


# ---------------------------------------------------------------- grading


def judge(
    position: Position,
    goal: Goal,
    difficulty: Difficulty | str | Settings,
    *,
    shipped: Sequence[tuple[int, Position, Goal]] | None = None,
    told: Callable[[Stage], Callable[[int, int], None] | None] | None = None,
) -> Refusal | tuple[int, tuple[int, ...], Grades]:
    """Grade a board and goal as ``difficulty`` asks: a ``Refusal``, or (optimum, line,
    grades). The board is proven here (``solve``, to the difficulty's longest optimum);
    the cheap refusals come first, the players last (``_grade``).
    ``shipped`` (id, start, goal) defaults to the hundred shipped puzzles."""
    settings = difficulty if isinstance(difficulty, Settings) else SETTINGS[Difficulty(difficulty)]
    if any(match_bowl(queue) is not None for queue in position.bowls):
        return Refusal.NOT_AT_REST
    if only_first_move(position):
        return Refusal.ONLY_MOVE
    try:
        found = solve(
            position,
            goal,
            max_depth=settings.optimum[1],
            max_states=PROOF_STATES,
            on_progress=_teller(told, Stage.PROVE),
        )
    except SearchLimit:
        return Refusal.TOO_LARGE
    proven = Proven(found.optimum, found.line, found.winning, found.win_chance)
    return _grade(
        position,
        goal,
        settings,
        proven,
        shipped if shipped is not None else shipped_boards(),
        told,
    )


def _teller(
    told: Callable[[Stage], Callable[[int, int], None] | None] | None, stage: Stage
) -> Callable[[int, int], None] | None:
    return told(stage) if told is not None else None


def _grade(
    position: Position,
    goal: Goal,
    settings: Settings,
    proven: Proven,
    shipped: Sequence[tuple[int, Position, Goal]],
    told: Callable[[Stage], Callable[[int, int], None] | None] | None,
) -> Refusal | tuple[int, tuple[int, ...], Grades]:
    """``judge`` of a board at rest with more than one legal move, given the proof of its
    optimum (``solve``, or the exploration's, which searched the same lines). Every check
    must pass, so their order decides only the cost: those that read the proof and its
    line alone come first, then the near-duplicate check, then the removal check before
    the players, as it refuses nine in ten of the boards that reach it (Expert), at a
    single search where a part is decorative; the players (a few thousand states each)
    come last."""
    if proven.optimum is None or proven.optimum < settings.optimum[0]:
        return Refusal.NO_GOAL
    optimum, line = proven.optimum, proven.line
    walks = walk_share(position, line)
    if walks > settings.max_walks:
        return Refusal.WALKS
    shown = line_mechanics(position, line)
    if len(shown.used) < settings.min_mechanics:
        return Refusal.FEW_MECHANICS
    # Bits per move >= b: chance <= 2**-(b * optimum); compared as exact fractions.
    if not _lucky_enough(Fraction(proven.win_chance), settings.min_bits * optimum):
        return Refusal.TOO_LUCKY
    if near_duplicate(position, goal, shipped):
        return Refusal.NEAR_DUPLICATE
    removal = _teller(told, Stage.REMOVAL)
    if first_decorative(position, goal, line, proven.winning, removal) is not None:
        return Refusal.DECORATIVE
    limit = optimum + settings.slack
    players = _teller(told, Stage.PLAYERS)
    greedy = player_wins(position, goal, limit, greedy_choices, PROOF_STATES, players)
    if greedy and not settings.greedy_may_win:
        return Refusal.GREEDY_WINS
    two_ply = TwoPly(position, goal, limit, PROOF_STATES, players).can_win()
    if two_ply and not settings.two_ply_may_win:
        return Refusal.TWO_PLY_WINS
    return (
        optimum,
        line,
        Grades(
            winning=proven.winning,
            win_chance=proven.win_chance,
            greedy=greedy,
            two_ply=two_ply,
            walks=walks,
            mechanics=shown.used,
            shape=shown.shape,
            branching=_branching(position, line),
        ),
    )


def _lucky_enough(chance: Fraction, bits: Fraction) -> bool:
    """True if ``chance`` <= 2**-``bits``, exactly: chance**q <= 2**-p for bits = p/q."""
    power: Fraction = chance**bits.denominator
    return bool(power * 2**bits.numerator <= 1)


def _bits(chance: float, optimum: int) -> float:
    return -math.log2(chance) / optimum if chance > 0.0 and optimum else math.inf


def _branching(position: Position, line: Sequence[int]) -> tuple[int, ...]:
    counts = []
    board = position
    for move in line:
        counts.append(len(legal_moves(board)))
        board = apply(board, move, log=False).position
    return tuple(counts)


@cache
def shipped_boards() -> tuple[tuple[int, Position, Goal], ...]:
    """The shipped puzzles as (id, start, goal), for the near-duplicate check."""
    from .puzzles import load_puzzles  # pydantic: only when a generated puzzle is judged

    return tuple((p.id, p.position, p.goal) for p in load_puzzles())


__all__ = [
    "MAX_ATTEMPTS",
    "SETTINGS",
    "Difficulty",
    "Exploration",
    "GeneratedPuzzle",
    "GenerationCancelled",
    "GenerationFailed",
    "Grades",
    "HintSteps",
    "OnProgress",
    "Proven",
    "Refusal",
    "Settings",
    "Stage",
    "Tally",
    "draw",
    "explore",
    "generate",
    "goal_candidates",
    "judge",
    "shipped_boards",
]
