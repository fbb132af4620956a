"""The move preview names the refill's risk (R8.2, R6.2): after a safe move that leaves a
bowl at seven stones, a refill stone landing there overflows it. Only where a refill
follows (Endless, the Daily before its 20th move), never where the stones land."""

from __future__ import annotations

import datetime

from twelve_bowls.app import i18n
from twelve_bowls.app.game.preview_text import preview_sentence
from twelve_bowls.engine import puzzles
from twelve_bowls.engine.modes import Attempt, DailyAttempt, EndlessAttempt, PuzzleAttempt


def risky_move(attempt: Attempt) -> tuple[int, tuple[int, ...]] | None:
    """A safe move leaving a bowl at seven, and those bowls, played towards one."""
    for _ in range(200):
        if attempt.ended is not None:
            return None
        for bowl in attempt.legal_moves():
            preview = attempt.preview(bowl)
            sevens = tuple(
                b for b, items in enumerate(preview.result.position.bowls) if len(items) == 7
            )
            if not preview.overflow and sevens:
                return bowl, sevens
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow]
        attempt.play(max(safe or legal, key=lambda b: len(attempt.position.bowls[b])))
    return None


def test_endless_names_the_bowls_a_refill_could_overflow(qapp: object) -> None:
    i18n.set_language("en")
    attempt = EndlessAttempt("refill-risk")
    found = risky_move(attempt)
    assert found is not None
    bowl, sevens = found
    preview = attempt.preview(bowl)
    assert preview.refill_risk == sevens
    words = preview_sentence(preview)
    count = len(sevens)
    many = f"{count} bowls would be left at seven stones: a refill"
    expected = "One bowl would be left at seven stones: a refill" if count == 1 else many
    assert expected in words, words


def test_no_refill_no_risk_named(qapp: object) -> None:  # R7: puzzles have no refill
    for puzzle in puzzles.load_puzzles():
        attempt = PuzzleAttempt.from_puzzle(puzzle)
        for bowl in attempt.legal_moves():
            assert attempt.preview(bowl).refill_risk == ()


def test_the_dailys_last_move_has_no_refill_risk(qapp: object) -> None:  # R8.5
    attempt = DailyAttempt(datetime.date(2026, 1, 2))
    while attempt.moves_left > 1:
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow]
        attempt.play(min(safe or legal, key=lambda b: len(attempt.position.bowls[b])))
        assert attempt.ended is None
    assert all(attempt.preview(b).refill_risk == () for b in attempt.legal_moves())
