"""Generated puzzles as the game plays them: the attempt, its stored line and its idea.

A ``GeneratedPuzzle`` (``engine.generate``) carries its proven line and the message ids of
its idea; the attempt carries only its source (``Generated(seed, difficulty, day)``), so
the puzzles made in this run are remembered here by that source (the same pair always
makes the same puzzle, R9.1) for Show solution and the first step of help.

A pasted code that says the generator made it (``engine.puzzle_code.GeneratedOrigin``) is
only believed once the generator, run again from its difficulty and seed, makes that very
puzzle (``remade_from_code``): a code is hostile input.
"""

from __future__ import annotations

from typing import Final

from twelve_bowls.app.generated_idea_texts import idea_sentences
from twelve_bowls.app.i18n import join_sentences
from twelve_bowls.engine.generate import GeneratedPuzzle, GenerationFailed, OnProgress, generate
from twelve_bowls.engine.modes import Generated, PuzzleAttempt
from twelve_bowls.engine.puzzle_code import SharedPuzzle
from twelve_bowls.engine.puzzles import Puzzle

_KEPT: Final = 32  # puzzles remembered in one run: the newest
_known: dict[Generated, GeneratedPuzzle] = {}


def source_of(puzzle: GeneratedPuzzle, day: str = "") -> Generated:
    return Generated(puzzle.seed, puzzle.difficulty.value, day)


def generated_attempt(puzzle: GeneratedPuzzle, day: str = "") -> PuzzleAttempt:
    """A fresh attempt at ``puzzle`` (``day``: the UTC date it is the puzzle of the day
    of); remembered so its line and idea can be shown."""
    source = _remember(puzzle, day)
    return PuzzleAttempt(puzzle.id, puzzle.position, puzzle.goal, puzzle.limit, source=source)


def _remember(puzzle: GeneratedPuzzle, day: str) -> Generated:
    source = source_of(puzzle, day)
    _known.pop(source, None)
    _known[source] = puzzle
    while len(_known) > _KEPT:
        del _known[next(iter(_known))]
    return source


def paused_generated(store: object) -> PuzzleAttempt | None:
    """The unfinished generated attempt in the puzzle slot of ``store`` (the profile's
    store: ``load_attempt``), or None. Not yet checked: ``resumed_attempt`` checks it."""
    load = getattr(store, "load_attempt", None)
    if not callable(load):
        return None
    try:
        paused = load("puzzle")
    except (OSError, ValueError):  # said by the store as it is at start
        return None
    if (
        isinstance(paused, PuzzleAttempt)
        and isinstance(paused.source, Generated)
        and paused.ended is None
        and paused.moves_played > 0
    ):
        return paused
    return None


def resumed_attempt(
    puzzle: GeneratedPuzzle, paused: PuzzleAttempt | None, day: str = ""
) -> PuzzleAttempt | None:
    """``paused`` (a saved attempt) when it is an unfinished attempt at this very puzzle,
    just made again from its seed: the same seed, difficulty and day, and the same start,
    goal and limit (a save is believed only so far); None otherwise."""
    if paused is None or paused.ended is not None or paused.source != source_of(puzzle, day):
        return None
    if (paused.start_position, paused.goal, paused.move_limit) != (
        puzzle.position,
        puzzle.goal,
        puzzle.limit,
    ):
        return None
    _remember(puzzle, day)
    return paused


def generated_puzzle(attempt: PuzzleAttempt) -> GeneratedPuzzle | None:
    """The generated puzzle ``attempt`` plays, if it was made in this run and matches."""
    source = attempt.source
    if not isinstance(source, Generated):
        return None
    puzzle = _known.get(source)
    if puzzle is None or (puzzle.position, puzzle.goal, puzzle.limit) != (
        attempt.start_position,
        attempt.goal,
        attempt.move_limit,
    ):
        return None
    return puzzle


def remade_from_code(
    shared: SharedPuzzle, on_progress: OnProgress | None = None
) -> GeneratedPuzzle | None:
    """The generated puzzle a decoded code claims to be, made again from its difficulty and
    seed; None when the code claims none, or the generator makes another puzzle (or none)
    from them. Raises what ``on_progress`` raises (Cancel)."""
    origin = shared.generated
    if origin is None:
        return None
    try:
        made = generate(origin.seed, origin.difficulty, on_progress=on_progress)
    except GenerationFailed:
        return None
    if (made.position, made.goal, made.limit) != (shared.position, shared.goal, shared.moves):
        return None
    return made


def generated_solution(attempt: PuzzleAttempt) -> Puzzle | None:
    """The stored line of a generated attempt, as Show solution plays a shipped one's."""
    puzzle = generated_puzzle(attempt)
    if puzzle is None:
        return None
    return Puzzle(
        id=puzzle.id,
        title="",
        hint="",
        difficulty=None,
        position=puzzle.position,
        goal=puzzle.goal,
        moves=puzzle.limit,
        solution=puzzle.solution,
    )


def generated_idea(puzzle: GeneratedPuzzle) -> str:
    """The idea in the current language: one translated sentence per message id
    (``app.generated_idea_texts``), as the language writes sentences one after another."""
    return join_sentences(idea_sentences(puzzle.hint.idea))


def generated_idea_of(attempt: PuzzleAttempt) -> str:
    """The idea of a generated attempt's puzzle, or "" when it is not known."""
    puzzle = generated_puzzle(attempt)
    return generated_idea(puzzle) if puzzle is not None else ""


__all__ = [
    "generated_attempt",
    "generated_idea",
    "generated_idea_of",
    "generated_puzzle",
    "generated_solution",
    "paused_generated",
    "remade_from_code",
    "resumed_attempt",
    "source_of",
]
