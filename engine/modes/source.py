"""What a puzzle attempt is playing, and what its result may be kept in.

A puzzle is played from one of five sources: a shipped puzzle (R7, R10.1), a puzzle file
the player opened (R10.3), a pasted puzzle code, one of the player's own puzzles (My
puzzles, made in the editor) and a generated puzzle. They play alike; they differ in what
may be kept of them:

- a shipped puzzle's result goes into the profile's records and achievements (R9.5);
- one of My puzzles keeps its best win apart from the profile (an editor's test play
  keeps nothing);
- a generated puzzle keeps its result apart too, in the generated puzzles' own records
  (never the profile's: the achievements are paced over the hundred shipped puzzles, and
  a supply without end would let them be earned by volume); an unfinished one is saved
  for resuming in the one puzzle slot, as a shipped one is, and its save is believed only
  once the generator, run again from its seed and difficulty, makes the start it names;
- an opened file and a pasted code keep nothing: anyone can write a file or a code, so
  neither may count as a record of the game's puzzles.

``PuzzleAttempt.source`` holds one of these values; ``Attempt.keeps`` reads what it may
record. Every other place asks the value, never the attempt's class or attributes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Keeps(StrEnum):
    """Where a finished attempt's result may go."""

    PROFILE = "profile"  # records and achievements (R9.5), paused saves for resuming
    OWN_BEST = "own_best"  # a win at one of My puzzles: its best, kept apart from the profile
    GENERATED = "generated"  # its own records, apart; paused saves (checked on resuming)
    NOTHING = "nothing"  # played, never saved or recorded


@dataclass(frozen=True, slots=True)
class Shipped:
    """Shipped puzzle ``number`` (1-100), as the picker lists it."""

    number: int

    @property
    def keeps(self) -> Keeps:
        return Keeps.PROFILE


@dataclass(frozen=True, slots=True)
class OpenedFile:
    """A puzzle file the player opened (R10.3): its name (never a path), and its title and
    hint as written in it (plain text)."""

    file_name: str
    title: str = ""
    hint: str = ""

    @property
    def keeps(self) -> Keeps:
        return Keeps.NOTHING


@dataclass(frozen=True, slots=True)
class PastedCode:
    """A pasted puzzle code (``engine.puzzle_code``), normalised; ``optimum`` is what the
    solver proved of it, None when its search could not finish; ``title`` the plain-text
    title the code carries (version 2), cleaned, else empty."""

    code: str
    optimum: int | None = None
    title: str = ""

    @property
    def keeps(self) -> Keeps:
        return Keeps.NOTHING


@dataclass(frozen=True, slots=True)
class OwnPuzzle:
    """One of My puzzles (ids from 1001 up), or the editor's ``draft`` being test-played
    (``number`` 0 until it is saved)."""

    number: int
    title: str = ""
    draft: bool = False

    @property
    def keeps(self) -> Keeps:
        return Keeps.NOTHING if self.draft else Keeps.OWN_BEST


@dataclass(frozen=True, slots=True)
class Generated:
    """A puzzle made by the generator from ``seed`` at ``difficulty``: the same two always
    make the same puzzle (R9.1), so the pair names it. ``day`` is the UTC date
    (YYYY-MM-DD) when it is that day's puzzle of the day, else empty."""

    seed: str
    difficulty: str
    day: str = ""

    @property
    def keeps(self) -> Keeps:
        return Keeps.GENERATED


PuzzleSource = Shipped | OpenedFile | PastedCode | OwnPuzzle | Generated
