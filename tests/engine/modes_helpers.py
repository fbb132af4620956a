"""Bots and builders shared by the mode tests."""

from __future__ import annotations

from twelve_bowls.engine.modes import Attempt
from twelve_bowls.engine.rules import apply


def careful_move(attempt: Attempt) -> int:
    """A deterministic bot that rarely loses: safe first, then few full bowls, points."""
    best: tuple[tuple[int, int, int], int] | None = None
    for move in attempt.legal_moves():
        result = apply(attempt.position, move, log=False)
        if result.safe:
            full = sum(1 for bowl in result.position.bowls if len(bowl) >= 7)
            key = (1, -full, result.points)
        else:
            key = (0, 0, 0)
        if best is None or key > best[0]:
            best = (key, move)
    assert best is not None
    return best[1]


def play_until(attempt: Attempt, moves: int) -> None:
    """Play careful moves until ``moves`` safe moves or the end."""
    while attempt.ended is None and attempt.moves_played < moves:
        attempt.play(careful_move(attempt))
