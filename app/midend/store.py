"""The narrow store the session keeps attempts and results through (``SessionStore``).

``app.context.AppContext`` is the one the game uses: it owns the profile and writes it
through the profile store; a test may bring any object with these methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import datetime

    from twelve_bowls.engine.modes import Attempt, PuzzleAttempt


class SessionStore(Protocol):
    """What a game session needs to keep what is played; nothing else of the app."""

    def save_attempt(self, attempt: Attempt) -> None:
        """Keep an attempt for resuming (once it has ended: until it is recorded)."""

    def clear_attempt(self, mode_id: str) -> None:
        """Drop the paused attempt of a mode."""

    def record_finished(self, attempt: Attempt) -> list[str]:
        """Record a finished attempt in the profile (once per result); the achievement
        ids it newly earned."""

    def record_own_win(self, puzzle_id: int, moves: int) -> bool:
        """Keep a win at one of My puzzles apart from the profile; True when a best."""

    def record_generated_win(self, attempt: PuzzleAttempt) -> bool:
        """Keep a win at a generated puzzle in their own records, apart from the profile
        (no achievement); True when it was saved."""

    def daily_best(self, date: datetime.date) -> int | None:
        """R8.5: the best valid score kept for a Daily's date."""

    def store_notices(self) -> list[str]:
        """What the store has to tell the player (a "cannot save"), once each."""
