"""The one-move preview: the player phase only, never the refill, and cheap."""

from __future__ import annotations

import datetime
import time

import pytest

from tests.engine.modes_helpers import careful_move, play_until
from twelve_bowls.engine.board import IllegalMove, Modifier, ModifierKind, Position
from twelve_bowls.engine.events import Phase, Scored
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import AttemptEnded, DailyAttempt, EndlessAttempt
from twelve_bowls.engine.modes.puzzle import PuzzleAttempt
from twelve_bowls.engine.rules import apply


def test_preview_is_the_player_phase_of_the_move() -> None:  # R5.3, R5.4, R6.3
    attempt = EndlessAttempt("preview")
    play_until(attempt, 30)
    for bowl in attempt.legal_moves():
        preview = attempt.preview(bowl)
        player = apply(attempt.position, bowl, log=False)
        assert (preview.result.points, preview.result.combo, preview.result.erupted) == (
            player.points,
            player.combo,
            player.erupted,
        )
        assert preview.overflow == (player.overflow is Phase.PLAYER)
        assert preview.result.perfect_clear == player.perfect_clear
        assert preview.meets_goal is None


def test_preview_never_counts_the_refill() -> None:  # R5.5: refill points are not shown
    found = 0
    for seed in range(60):
        attempt = EndlessAttempt(f"refill-points{seed}")
        while attempt.ended is None and attempt.moves_played < 40:
            move = careful_move(attempt)
            preview = attempt.preview(move)
            outcome = attempt.play(move)
            refill_points = sum(
                e.points
                for e in outcome.events
                if isinstance(e, Scored) and e.phase is Phase.REFILL
            )
            if outcome.safe:
                assert preview.result.points == outcome.result.points - refill_points
                found += refill_points > 0
        if found >= 3:
            return
    pytest.fail("no refill ever scored, so this test proved nothing")


def test_preview_refuses_illegal_and_ended() -> None:  # R2.1
    attempt = DailyAttempt(datetime.date(2026, 11, 30))
    with pytest.raises(IllegalMove):
        attempt.preview(12)
    attempt.end()
    with pytest.raises(AttemptEnded):
        attempt.preview(0)


def test_preview_of_all_twelve_bowls_is_well_under_a_millisecond_each() -> None:
    attempt = EndlessAttempt("speed")
    play_until(attempt, 60)  # a busy mid-game board
    moves = attempt.legal_moves()
    best = float("inf")
    for _ in range(20):  # best of 20 rounds: robust against a busy machine
        started = time.perf_counter()
        for bowl in moves:
            attempt.preview(bowl)
        best = min(best, (time.perf_counter() - started) / len(moves))
    assert best < 0.0005, f"{best * 1e6:.0f} µs per preview"


def test_preview_says_where_the_hand_lands_and_what_groups_erupts_overflows() -> None:
    # R2.3 the hand of bowl 0 lands in 1 and 2; R4 bowl 1 forms a group; R3.3 the volcano
    # in bowl 2 reaches six and erupts, and its sowing brings bowl 3 to eight (R6.2).
    modifiers = [None] * 12
    modifiers[2] = Modifier(ModifierKind.VOLCANO)
    bowls = ("GG", "GG", "RBYPR", "XXXXBYP", "", "", "", "", "", "", "", "")
    attempt = PuzzleAttempt(1, Position(bowls, tuple(modifiers)), Goal(GoalType.CLEAR_BOARD), 3)
    preview = attempt.preview(0)
    assert preview.landing == ((1, "G"), (2, "G"))
    assert preview.groups == (1,)
    assert preview.result.erupted == (2,)
    assert preview.overflowing == (3,)
    assert preview.overflow


def test_preview_landing_follows_a_reverse_bowl() -> None:  # R2.3: counter-clockwise
    modifiers = [None] * 12
    modifiers[1] = Modifier(ModifierKind.REVERSE)
    bowls = ("", "RYG", "", "", "", "", "", "", "", "", "", "")
    attempt = PuzzleAttempt(1, Position(bowls, tuple(modifiers)), Goal(GoalType.CLEAR_BOARD), 3)
    preview = attempt.preview(1)
    assert preview.landing == ((0, "R"), (11, "Y"), (10, "G"))
    assert preview.groups == () and preview.overflowing == () and not preview.overflow
