"""Game modes (R7-R9): Puzzle, Endless and Daily attempts with undo, preview and saves."""

from __future__ import annotations

from ..clock import utc_today
from ..modes.attempt import (
    Attempt,
    AttemptEnded,
    AttemptResult,
    AttemptState,
    EndReason,
    ModeId,
    MoveOutcome,
    Preview,
)
from ..modes.daily import PAST_DAYS, DailyAttempt, daily_seed, past_dates
from ..modes.draws import start_position
from ..modes.endless import EndlessAttempt
from ..modes.puzzle import HINT_BOWL, HINT_IDEA, HINT_LINE, PuzzleAttempt
from ..modes.resume import attempt_from_save
from ..modes.saves import (
    AttemptSave,
    DailySave,
    EndlessSave,
    InvalidSave,
    PuzzleSave,
    load_attempt_save,
)
from ..modes.source import (
    Generated,
    Keeps,
    OpenedFile,
    OwnPuzzle,
    PastedCode,
    PuzzleSource,
    Shipped,
)
from ..modes.tuning import DAILY_MOVES, ENDLESS, EndlessTuning

__all__ = [
    "DAILY_MOVES",
    "ENDLESS",
    "HINT_BOWL",
    "HINT_IDEA",
    "HINT_LINE",
    "PAST_DAYS",
    "Attempt",
    "AttemptEnded",
    "AttemptResult",
    "AttemptSave",
    "AttemptState",
    "DailyAttempt",
    "DailySave",
    "EndReason",
    "EndlessAttempt",
    "EndlessSave",
    "EndlessTuning",
    "Generated",
    "InvalidSave",
    "Keeps",
    "ModeId",
    "MoveOutcome",
    "OpenedFile",
    "OwnPuzzle",
    "PastedCode",
    "Preview",
    "PuzzleAttempt",
    "PuzzleSave",
    "PuzzleSource",
    "Shipped",
    "attempt_from_save",
    "daily_seed",
    "load_attempt_save",
    "past_dates",
    "start_position",
    "utc_today",
]
