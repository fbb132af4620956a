"""Upper bounds on every number a save can hold: what the game itself can produce.

A saved number outside these is not the game's (a damaged or edited file) and the file is
treated as damaged. The bounds are generous: no real play comes near them, yet
each stays far below what the app's formatting (Babel, Qt's ``int`` arguments) can take.
No imports: the profile is read at start and must stay light.
"""

from __future__ import annotations

from typing import Final

# R7.1: puzzles are numbered 1..100 (``engine.puzzles.PUZZLE_COUNT``; a test checks).
PUZZLE_COUNT: Final = 100
# A puzzle's move limit; the shipped set needs at most 8 and 99 still fits a HUD.
MAX_PUZZLE_MOVES: Final = 99
# R8.5: a Daily has 20 moves (``engine.modes.tuning.DAILY_MOVES``; a test checks).
DAILY_MOVES: Final = 20
# Moves in one Endless attempt, and Endless attempts played: a move a second for 30 years.
MAX_MOVES: Final = 1_000_000_000
MAX_GAMES: Final = 1_000_000_000
# Points in one attempt: thousands per move at the very most (R5), times MAX_MOVES.
MAX_SCORE: Final = 10**13
# Text fields: an Endless seed and an attempt id (engine.modes.saves uses the same).
MAX_SEED_LENGTH: Final = 200
MAX_ATTEMPT_ID_LENGTH: Final = 64
