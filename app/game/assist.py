"""The Daily share text: what Share copies after a Daily.

Replay last move's stops are ``app.midend.replay``, Show solution
``app.midend.solution_demo``; the session (``app.midend.session``) owns both.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.generated_names import share_title
from twelve_bowls.app.i18n import fill, translate_plural, without_bidi_controls
from twelve_bowls.engine.generated_day import cell_rows, move_cells
from twelve_bowls.engine.modes import DailyAttempt, Generated, PuzzleAttempt
from twelve_bowls.engine.share import daily_share, share_text


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Assist", text, disambiguation)


# -- the Daily share text ------------------------------------------------------------------------


def daily_share_text(attempt: DailyAttempt) -> str:
    """What Share copies: the date, score and moves in the player's language, then one
    symbol per move (``engine.share``); nothing that reveals the board. Plain text: the
    Arabic numbers' isolates stay on our screens (a chat app shows them as boxes), and a
    line of right-to-left text keeps its Western numbers in order without them."""
    share = daily_share(attempt)
    title = fill(_tr("Twelve Bowls · Daily %1"), share.date)
    # One template per language: Japanese separates the two with ・ and no spaces.
    score = fill(
        _tr("%1 · %2", "the share text: its points, then its moves"),
        translate_plural("Assist", "%n point(s)", None, share.score),
        translate_plural("Assist", "%n move(s)", None, share.moves),
    )
    return without_bidi_controls(share_text(share, title, score))


def generated_share_text(attempt: PuzzleAttempt) -> str | None:
    """What Share copies after a generated puzzle of the day: its difficulty and date,
    its points and moves, one symbol per move; nothing of the board (the same cells as the Daily's).
    None for any other attempt."""
    source = attempt.source
    if not isinstance(source, Generated) or not source.day:
        return None
    cells = move_cells(attempt.start_position, attempt.goal, attempt.move_limit, attempt.moves)
    # The Daily's score line: its points, then its moves (what the legend beside Copy
    # share text says the text holds).
    score = fill(
        _tr("%1 · %2", "the share text: its points, then its moves"),
        translate_plural("Assist", "%n point(s)", None, attempt.score),
        translate_plural("Assist", "%n move(s)", None, attempt.moves_played),
    )
    lines = [share_title(source.difficulty, source.day), score, *cell_rows(cells)]
    return without_bidi_controls("\n".join(lines))


def is_shared(attempt: object) -> bool:
    """Whether a finished attempt offers Copy share text: a Daily, or a puzzle of the day."""
    if isinstance(attempt, DailyAttempt):
        return True
    return isinstance(attempt, PuzzleAttempt) and generated_share_text(attempt) is not None


__all__ = ["daily_share_text", "generated_share_text", "is_shared"]
