"""The Daily share text: date, score, moves and one symbol per move.

Nothing in it reveals the board: each move is one cell, the keycap of its combo when it
matched in two or more bowls (R5.2), else the coloured square of the colour it removed
most stones of (R7.2's count; ties go to ``COLOURS`` order), else a blank square; a move
that overflowed (R6.2) is an explosion. The cells come from replaying the attempt's moves
on a fresh Daily of its date (R9.1 makes that exact), so nothing extra is stored.

The words around the cells are the app's (they are translated): ``share_text`` takes the
finished title and score lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .board import COLOURS
from .modes.daily import DailyAttempt

# Colour squares in ``COLOURS`` order (R Y G B P): what every chat shows in colour.
COLOUR_CELLS: Final = ("🟥", "🟨", "🟩", "🟦", "🟪")
NO_MATCH_CELL: Final = "⬜"
OVERFLOW_CELL: Final = "💥"
# Keycap digits for combos of 2-9; 10 and more (at most 12 bowls, R5.2) share one cell.
COMBO_CELLS: Final = {n: f"{n}\ufe0f\u20e3" for n in range(2, 10)}
BIG_COMBO_CELL: Final = "🔟"
CELLS_PER_ROW: Final = 10


@dataclass(frozen=True, slots=True)
class DailyShare:
    """What a Daily's share text says: its date, score, moves played and move cells."""

    date: str  # the UTC date, YYYY-MM-DD (R9.1's seed)
    score: int
    moves: int
    cells: tuple[str, ...]

    def rows(self) -> list[str]:
        return [
            "".join(self.cells[start : start + CELLS_PER_ROW])
            for start in range(0, len(self.cells), CELLS_PER_ROW)
        ]


def move_cell(combo: int, collected: tuple[int, ...], overflowed: bool) -> str:
    """The one symbol of a move (see the module text)."""
    if overflowed:
        return OVERFLOW_CELL
    if combo >= 2:
        return COMBO_CELLS.get(combo, BIG_COMBO_CELL)
    most = max(collected, default=0)
    if most == 0:
        return NO_MATCH_CELL
    return COLOUR_CELLS[collected.index(most)]


def daily_share(attempt: DailyAttempt) -> DailyShare:
    """The share of a Daily attempt as played so far (usually a finished one)."""
    replay = DailyAttempt(attempt.date)
    cells: list[str] = []
    for move in attempt.moves:
        outcome = replay.play(move)
        result = outcome.result
        cells.append(move_cell(result.combo, result.collected, not outcome.safe))
    if len(COLOURS) != len(COLOUR_CELLS):  # pragma: no cover - a new colour needs a cell
        raise AssertionError("one share cell per colour")
    return DailyShare(
        date=attempt.date.isoformat(),
        score=attempt.score,
        moves=attempt.moves_played,
        cells=tuple(cells),
    )


def share_text(share: DailyShare, title_line: str, score_line: str) -> str:
    """The text to paste: the app's translated title and score lines, then the cells."""
    return "\n".join([title_line, score_line, *share.rows()])


__all__ = ["DailyShare", "daily_share", "move_cell", "share_text"]
