"""Puzzle codes: a puzzle's start, goal and limit as a short text a player can paste.

A code is ``TB1-`` or ``TB2-`` (the format's version) and then Crockford's base 32 (digits and the
capital letters without I, L, O and U: nothing a chat app or a mail client turns into a
link, a smiley or another character). The body is one whole number written in mixed
radix, field after field:

* for each of the 12 bowls (R10.1), its number of items 0-7 and then each item, oldest
  first, as one of the seven letters (R1.3, R1.4);
* the number of modifiers, then each one's bowl (strictly increasing) and kind (R1.5);
* the goal's type (R7.2) and the values that type carries;
* the move limit, 1 to ``MOVES_MAX``.

Version 2 adds two fields after these, so a version 1 code is a version 2 one whose
extra fields are empty (``encode`` still writes version 1 then, which every copy of the
game reads):

* a title: its length in UTF-8 bytes (0 to ``TITLE_BYTES_MAX``) and each byte. It is
  plain text, cleaned as ``clean_title`` cleans a title to be written (invisible and
  direction characters dropped, spaces folded), and bounded;
* where the puzzle came from: nothing, or the generator's difficulty and seed
  (``GeneratedOrigin``). A seed of digits is written as a number, a puzzle of the day's
  (``day-YYYY-MM-DD``) as its date, any other as its UTF-8 bytes (at most
  ``SEED_BYTES_MAX``). This is only a claim: whoever reads the code must make the puzzle
  again from them and compare before treating it as generated (a code is hostile input).

The last ``CHECK_CHARS`` characters are a SHA-256 checksum of the version and the body,
so a code cut short or mistyped is refused rather than read as another puzzle.

A code is hostile input: ``decode`` raises ``PuzzleCodeError`` whose ``kind`` says what is
wrong (the app words it in the player's language) and whose message is one English
sentence. What it returns is what R7.1 accepts as a start (a board at rest that does not
already meet its goal); that the goal can be reached within the limit is the solver's to
prove (``engine.solve.solve_optimum``), because a code carries no solution.

Pure Python, no Qt.
"""

from __future__ import annotations

import datetime
import enum
import hashlib
import unicodedata
from dataclasses import dataclass
from typing import Final

from .board import BOWL_COUNT, BOWL_PLACES, COLOURS, ITEMS, ModifierKind, Position
from .goals import Goal, GoalError, GoalType, Progress, goal_met
from .matching import match_bowl

VERSION: Final = 1  # what a code with neither title nor origin is written as
VERSION_WITH_EXTRAS: Final = 2  # a title, and where a generated puzzle came from
VERSIONS: Final = (VERSION, VERSION_WITH_EXTRAS)  # what this game reads
PREFIX: Final = "TB"
ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
CHECK_CHARS: Final = 4  # 20 bits: a random mistake passes once in a million
CODE_MAX: Final = 400  # characters read at all: longer text is not a code
TITLE_CHARS_MAX: Final = 40  # a title's characters, at most
TITLE_BYTES_MAX: Final = 60  # ... and its UTF-8 bytes (about 100 code characters)
SEED_BYTES_MAX: Final = 32  # a generated puzzle's seed written as text
SEED_NUMBER_MAX: Final = 10**12  # a seed of digits below this is written as a number
# The generator's difficulties (``engine.generate.Difficulty``'s values, in its order; a
# test keeps the two equal: this module may not import the generator, which imports it).
LEVELS: Final = ("easy", "medium", "hard", "expert")
_DAY_PREFIX: Final = "day-"  # ``engine.generated_day.DAY_SEED_PREFIX``
_DAY_ZERO: Final = datetime.date(2000, 1, 1)
_DAYS: Final = 1 << 20  # dates written: 2000-01-01 and the 2,870 years after it
MOVES_MAX: Final = 99  # as a puzzle file's limit (engine.puzzles.MOVES_MAX)
POINTS_MAX: Final = 1_000_000  # as a puzzle file's score goal
STONES_MAX: Final = BOWL_COUNT * BOWL_PLACES  # R1.4: the most items a board can hold

# The solver's bound when it proves a pasted code (the game's dialog and ``engine code
# decode`` alike): the states it may hold in all, about 260 MB and three seconds of one
# core; beyond it the code is played unproven. The shipped puzzles need under 10,000.
PROOF_MAX_STATES: Final = 500_000

# Letters a person may type for a digit (Crockford): O for 0, I and L for 1.
_READ_AS: Final = {"O": "0", "I": "1", "L": "1"}
# Not dashes to Unicode, but what a text field may put for a typed hyphen.
_MINUS_SIGNS: Final = frozenset("\u2212\u2043\u02d7")
_VALUES: Final = {char: value for value, char in enumerate(ALPHABET)}
_GOALS: Final = tuple(GoalType)
_KINDS: Final = (ModifierKind.FROZEN, ModifierKind.REVERSE, ModifierKind.VOLCANO)


class CodeProblem(enum.Enum):
    """What is wrong with a code; the app has one translated sentence for each."""

    EMPTY = "empty"
    NOT_A_CODE = "not_a_code"  # no TB prefix, or characters outside the alphabet
    TOO_LONG = "too_long"
    UNKNOWN_VERSION = "unknown_version"
    CHECKSUM = "checksum"  # mistyped or cut short
    OUT_OF_RANGE = "out_of_range"  # the numbers do not make a puzzle of this version
    NOT_AT_REST = "not_at_rest"  # R7.1: a bowl would match at once
    ALREADY_MET = "already_met"  # R7.1: the start already meets the goal


class PuzzleCodeError(ValueError):
    """A text that is not a playable puzzle code; ``message`` is one English sentence."""

    def __init__(self, kind: CodeProblem, message: str, bowl: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.bowl = bowl  # the bowl that would match, for NOT_AT_REST


@dataclass(frozen=True, slots=True)
class GeneratedOrigin:
    """What a code says made its puzzle: the generator at ``difficulty`` (one of
    ``LEVELS``) from ``seed``. A claim until the puzzle is made again and compared."""

    difficulty: str
    seed: str


@dataclass(frozen=True, slots=True)
class SharedPuzzle:
    """What a code carries: a start position, a goal and a move limit (R7.1); since
    version 2 also a title (plain text, cleaned) and where a generated puzzle came from."""

    position: Position
    goal: Goal
    moves: int
    title: str = ""
    generated: GeneratedOrigin | None = None


def clean_title(text: str) -> str:
    """``text`` as a code's title: plain text on one line. Invisible and direction
    characters (Unicode's format characters: zero-width spaces and joiners, bidi marks,
    embeddings and isolates), controls, unpaired surrogates, private and unassigned
    characters are dropped; every run of spaces or separators of any width is one space;
    then it is cut to ``TITLE_CHARS_MAX`` characters and ``TITLE_BYTES_MAX`` UTF-8 bytes."""
    kept: list[str] = []
    for char in text:
        category = unicodedata.category(char)
        if category[0] == "Z" or char in "\t\n\r\v\f":
            kept.append(" ")
        elif category[0] != "C":  # Cc, Cf, Cs, Co, Cn
            kept.append(char)
    title = " ".join("".join(kept).split())[:TITLE_CHARS_MAX]
    while len(title.encode("utf-8")) > TITLE_BYTES_MAX:
        title = title[:-1]
    return title.strip()


def encode(
    position: Position,
    goal: Goal,
    moves: int,
    *,
    title: str = "",
    generated: GeneratedOrigin | None = None,
) -> str:
    """The code of a puzzle; raises ``PuzzleCodeError`` for what no code can carry.

    ``title`` is cleaned (``clean_title``); with neither a title nor ``generated`` the
    code is of version 1, else of version 2."""
    digits = _puzzle_digits(position, goal, moves)
    version = VERSION
    title = clean_title(title)
    if title or generated is not None:
        version = VERSION_WITH_EXTRAS
        digits += _title_digits(title) + _origin_digits(generated)
    number = 0
    # The first field is the least significant: decoding takes the fields off in order.
    for digit, radix in reversed(digits):
        number = number * radix + digit
    body = _to_base32(number)
    return f"{PREFIX}{version}-{body}{_checksum(version, body)}"


def _title_digits(title: str) -> list[tuple[int, int]]:
    data = title.encode("utf-8")
    return [(len(data), TITLE_BYTES_MAX + 1), *((byte, 256) for byte in data)]


def _origin_digits(origin: GeneratedOrigin | None) -> list[tuple[int, int]]:
    if origin is None:
        return [(0, 2)]
    if origin.difficulty not in LEVELS:
        raise PuzzleCodeError(
            CodeProblem.OUT_OF_RANGE, f"{origin.difficulty!r} is not a difficulty"
        )
    digits = [(1, 2), (LEVELS.index(origin.difficulty), len(LEVELS))]
    seed = origin.seed
    day = _seed_day(seed)
    if seed.isascii() and seed.isdigit() and str(int(seed)) == seed and int(seed) < SEED_NUMBER_MAX:
        return [*digits, (0, 3), (int(seed), SEED_NUMBER_MAX)]
    if day is not None:
        return [*digits, (1, 3), (day, _DAYS)]
    data = seed.encode("utf-8", errors="replace")
    if not data or len(data) > SEED_BYTES_MAX:
        raise PuzzleCodeError(
            CodeProblem.OUT_OF_RANGE, f"a seed must be 1 to {SEED_BYTES_MAX} bytes long"
        )
    return [*digits, (2, 3), (len(data) - 1, SEED_BYTES_MAX), *((byte, 256) for byte in data)]


def _seed_day(seed: str) -> int | None:
    """The day number of a puzzle of the day's seed, None for any other seed."""
    if not seed.startswith(_DAY_PREFIX) or len(seed) != len(_DAY_PREFIX) + 10:
        return None
    try:
        date = datetime.date.fromisoformat(seed[len(_DAY_PREFIX) :])
    except ValueError:
        return None
    days = (date - _DAY_ZERO).days
    if not 0 <= days < _DAYS or date.isoformat() != seed[len(_DAY_PREFIX) :]:
        return None
    return days


def _puzzle_digits(position: Position, goal: Goal, moves: int) -> list[tuple[int, int]]:
    """The fields of version 1, (digit, radix), the first field first."""
    digits: list[tuple[int, int]] = []
    for items in position.bowls:
        if len(items) > BOWL_PLACES:
            raise PuzzleCodeError(
                CodeProblem.OUT_OF_RANGE, f"a bowl holds {len(items)} items; at most 7 fit"
            )
        digits.append((len(items), BOWL_PLACES + 1))
        for item in items:
            digits.append((ITEMS.index(item), len(ITEMS)))
    placed = [
        (bowl, modifier) for bowl, modifier in enumerate(position.modifiers) if modifier is not None
    ]
    digits.append((len(placed), BOWL_COUNT + 1))
    for bowl, modifier in placed:
        if modifier.moves_left is not None:
            raise PuzzleCodeError(
                CodeProblem.OUT_OF_RANGE, "a puzzle's modifiers are permanent (R1.5)"
            )
        digits.append((bowl, BOWL_COUNT))
        digits.append((_KINDS.index(modifier.kind), len(_KINDS)))
    digits.append((_GOALS.index(goal.type), len(_GOALS)))
    for value, low, high in _goal_fields(goal):
        if value is None or not low <= value <= high:
            raise PuzzleCodeError(
                CodeProblem.OUT_OF_RANGE, f"a goal value must be {low} to {high}, not {value}"
            )
        digits.append((value - low, high - low + 1))
    if not 1 <= moves <= MOVES_MAX:
        raise PuzzleCodeError(
            CodeProblem.OUT_OF_RANGE, f"the move limit must be 1 to {MOVES_MAX}, not {moves}"
        )
    digits.append((moves - 1, MOVES_MAX))
    return digits


def compact_code(text: str) -> str:
    """``text`` as the characters of a code: what a chat or a word processor adds is
    dropped and what it changes is undone. Width forms fold to their plain letters
    (NFKC: a full-width ``ＴＢ１`` is ``TB1``); every space, line break and other
    separator, of any width, is dropped, as are invisible and direction characters
    (zero-width spaces and joiners, right-to-left marks, bidi embeddings and isolates,
    the byte-order mark, soft hyphens: Unicode's format characters); every dash is a
    hyphen; letters are upper case."""
    folded = unicodedata.normalize("NFKC", text)
    kept: list[str] = []
    for char in folded:
        category = unicodedata.category(char)
        if category[0] == "Z" or category in ("Cc", "Cf"):  # separators, controls, invisible
            continue
        kept.append("-" if category == "Pd" or char in _MINUS_SIGNS else char)
    return "".join(kept).upper()


def decode(text: str) -> SharedPuzzle:
    """The puzzle a code carries; every way a text can fail is a ``PuzzleCodeError``.

    Spaces, line breaks, hyphens and invisible characters are ignored (``compact_code``),
    lower case is read as upper case and O, I, L as 0, 1, 1 (Crockford), so a code
    survives being retyped, wrapped or pasted from a chat.
    """
    if not isinstance(text, str):
        raise PuzzleCodeError(CodeProblem.NOT_A_CODE, "a puzzle code is text")
    if len(text) > CODE_MAX:
        raise PuzzleCodeError(
            CodeProblem.TOO_LONG, f"this text has {len(text)} characters; a code has far fewer"
        )
    compact = compact_code(text)
    if not compact.replace("-", ""):
        raise PuzzleCodeError(CodeProblem.EMPTY, "there is no puzzle code in this text")
    if not compact.startswith(PREFIX):
        raise PuzzleCodeError(
            CodeProblem.NOT_A_CODE, f"a puzzle code starts with {PREFIX}1- or {PREFIX}2-"
        )
    # The version runs up to the first hyphen; without one (a code retyped without it),
    # it is the one digit after the prefix.
    head, hyphen, rest = compact[len(PREFIX) :].partition("-")
    if not hyphen:
        head, rest = head[:1], head[1:]
    head = "".join(_READ_AS.get(char, char) for char in head)
    if not (head.isascii() and head.isdigit()) or len(head) > 6:
        raise PuzzleCodeError(
            CodeProblem.NOT_A_CODE, f"a puzzle code starts with {PREFIX}1- or {PREFIX}2-"
        )
    version = int(head)
    if version not in VERSIONS:
        raise PuzzleCodeError(
            CodeProblem.UNKNOWN_VERSION,
            f"this code is of version {version}; this game reads versions 1 and 2",
        )
    rest = rest.replace("-", "")
    normal = "".join(_READ_AS.get(char, char) for char in rest)
    if any(char not in _VALUES for char in normal):
        raise PuzzleCodeError(
            CodeProblem.NOT_A_CODE,
            "a puzzle code holds only digits and the letters A to Z without I, L, O and U",
        )
    if len(normal) <= CHECK_CHARS:
        raise PuzzleCodeError(CodeProblem.CHECKSUM, "this code is cut short")
    body, check = normal[:-CHECK_CHARS], normal[-CHECK_CHARS:]
    if _checksum(version, body) != check:
        raise PuzzleCodeError(
            CodeProblem.CHECKSUM, "this code is mistyped or cut short: its checksum is wrong"
        )
    return _read_body(body, version)


def _read_body(body: str, version: int) -> SharedPuzzle:
    number = 0
    for char in body:
        number = number * 32 + _VALUES[char]
    reader = _Reader(number)
    bowls: list[str] = []
    for _ in range(BOWL_COUNT):
        length = reader.take(BOWL_PLACES + 1)
        bowls.append("".join(ITEMS[reader.take(len(ITEMS))] for _ in range(length)))
    count = reader.take(BOWL_COUNT + 1)
    modifiers: dict[str, str] = {}
    last = -1
    for _ in range(count):
        bowl = reader.take(BOWL_COUNT)
        kind = _KINDS[reader.take(len(_KINDS))]
        if bowl <= last:
            raise PuzzleCodeError(
                CodeProblem.OUT_OF_RANGE, "this code's modifiers are not in bowl order"
            )
        last = bowl
        modifiers[str(bowl)] = kind.value
    goal_type = _GOALS[reader.take(len(_GOALS))]
    values: dict[str, object] = {"type": goal_type.value}
    for name, low, high in _GOAL_RANGES[goal_type]:
        values[name] = (
            COLOURS[reader.take(high - low + 1)]
            if name == "color"
            else (low + reader.take(high - low + 1))
        )
    moves = 1 + reader.take(MOVES_MAX)
    title, origin = "", None
    if version == VERSION_WITH_EXTRAS:
        title, origin = _read_title(reader), _read_origin(reader)
    if reader.number != 0:
        raise PuzzleCodeError(
            CodeProblem.OUT_OF_RANGE, f"this code holds more than a puzzle of version {version}"
        )
    try:
        goal = Goal.from_json(values)
    except GoalError as error:  # pragma: no cover - the ranges above are the goal's own
        raise PuzzleCodeError(CodeProblem.OUT_OF_RANGE, str(error)) from None
    position = Position.from_notation(bowls, modifiers)
    problem = start_problem(position, goal)
    if problem is not None:
        raise problem
    return SharedPuzzle(position, goal, moves, title, origin)


def _read_title(reader: _Reader) -> str:
    data = bytes(reader.take(256) for _ in range(reader.take(TITLE_BYTES_MAX + 1)))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleCodeError(CodeProblem.OUT_OF_RANGE, "this code's title is not text") from None
    # A code made by hand may hold what the game never writes: cleaned as when written.
    return clean_title(text)


def _read_origin(reader: _Reader) -> GeneratedOrigin | None:
    if reader.take(2) == 0:
        return None
    level = LEVELS[reader.take(len(LEVELS))]
    kind = reader.take(3)
    if kind == 0:
        return GeneratedOrigin(level, str(reader.take(SEED_NUMBER_MAX)))
    if kind == 1:
        day = _DAY_ZERO + datetime.timedelta(days=reader.take(_DAYS))
        return GeneratedOrigin(level, f"{_DAY_PREFIX}{day.isoformat()}")
    if kind == 2:
        length = 1 + reader.take(SEED_BYTES_MAX)
        data = bytes(reader.take(256) for _ in range(length))
        try:
            return GeneratedOrigin(level, data.decode("utf-8"))
        except UnicodeDecodeError:
            pass
    raise PuzzleCodeError(CodeProblem.OUT_OF_RANGE, "this code's seed is not one the game writes")


def start_problem(position: Position, goal: Goal) -> PuzzleCodeError | None:
    """R7.1's checks of a start position, as the error a code would get, or None."""
    for index, bowl in enumerate(position.bowls):
        if match_bowl(bowl) is not None:
            return PuzzleCodeError(
                CodeProblem.NOT_AT_REST,
                f"bowl {index} would match at once; a puzzle starts with a board at rest (R7.1)",
                bowl=index,
            )
    if goal_met(goal, position, Progress()):
        return PuzzleCodeError(
            CodeProblem.ALREADY_MET, "the start already meets the goal; there is nothing to do"
        )
    return None


# The fields each goal type carries, with their ranges (R7.2, R10.3); colour by index.
_GOAL_RANGES: Final[dict[GoalType, tuple[tuple[str, int, int], ...]]] = {
    GoalType.CLEAR_COLOR: (("color", 0, len(COLOURS) - 1),),
    GoalType.COLLECT: (("color", 0, len(COLOURS) - 1), ("count", 1, STONES_MAX)),
    GoalType.SCORE: (("points", 1, POINTS_MAX),),
    GoalType.COMBO: (("size", 1, BOWL_COUNT),),
    GoalType.AT_MOST: (("stones", 0, STONES_MAX),),
    GoalType.CLEAR_BOARD: (),
}


def _goal_fields(goal: Goal) -> list[tuple[int | None, int, int]]:
    fields: list[tuple[int | None, int, int]] = []
    for name, low, high in _GOAL_RANGES[goal.type]:
        if name == "color":
            color = goal.color or ""
            fields.append((COLOURS.index(color) if color in COLOURS else None, low, high))
        else:
            fields.append((getattr(goal, name), low, high))
    return fields


class _Reader:
    """Takes mixed-radix digits off a whole number, least significant first."""

    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        self.number, digit = divmod(self.number, radix)
        return digit


def _to_base32(number: int) -> str:
    chars: list[str] = []
    while True:
        number, digit = divmod(number, 32)
        chars.append(ALPHABET[digit])
        if number == 0:
            break
    return "".join(reversed(chars))


def _checksum(version: int, body: str) -> str:
    digest = hashlib.sha256(f"{PREFIX}{version}-{body}".encode("ascii")).digest()
    value = int.from_bytes(digest[:4], "big") >> (32 - 5 * CHECK_CHARS)
    return "".join(ALPHABET[(value >> (5 * k)) & 31] for k in reversed(range(CHECK_CHARS)))


__all__ = [
    "CodeProblem",
    "GeneratedOrigin",
    "PuzzleCodeError",
    "SharedPuzzle",
    "clean_title",
    "decode",
    "encode",
    "start_problem",
]
