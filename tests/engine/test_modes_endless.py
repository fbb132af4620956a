"""Endless attempts (R8.1-R8.4, R9.2-R9.4)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.engine.modes_helpers import careful_move, play_until
from twelve_bowls.engine.board import (
    BLOCKER,
    COLOURS,
    WILD,
    IllegalMove,
    Modifier,
    ModifierKind,
    Position,
)
from twelve_bowls.engine.events import (
    ModifierExpired,
    ModifierPlaced,
    Phase,
    PhaseStarted,
    Refilled,
)
from twelve_bowls.engine.modes import AttemptEnded, EndlessAttempt, EndReason, ModeId
from twelve_bowls.engine.modes.attempt import count_down
from twelve_bowls.engine.modes.draws import modifier_event, refill, start_position
from twelve_bowls.engine.modes.tuning import ENDLESS
from twelve_bowls.engine.rng import KeyedRandom


def test_mode_id() -> None:
    assert EndlessAttempt.mode_id is ModeId.ENDLESS


@pytest.mark.parametrize("seed", [f"s{i}" for i in range(50)])
def test_start_position(seed: str) -> None:  # R8.1
    position = start_position(KeyedRandom(seed))
    assert all(len(bowl) == 3 for bowl in position.bowls)
    assert all(item in COLOURS for bowl in position.bowls for item in bowl)
    assert not any(bowl.count(bowl[0]) == 3 for bowl in position.bowls)
    assert position.modifiers == (None,) * 12
    assert EndlessAttempt(seed).position == position


def test_refill_after_every_safe_player_phase() -> None:  # R8.2
    attempt = EndlessAttempt("refill")
    for _ in range(15):
        outcome = attempt.play(careful_move(attempt))
        assert outcome.safe
        refilled = [e for e in outcome.events if isinstance(e, Refilled)]
        assert len(refilled) == 2
        assert refilled[0].bowl != refilled[1].bowl
        assert tuple((e.bowl, e.item) for e in refilled) == outcome.refill
        assert outcome.events.index(PhaseStarted(Phase.REFILL)) < outcome.events.index(refilled[0])


def test_no_refill_after_an_overflowing_player_phase() -> None:  # R6.3
    for seed in range(100):
        attempt = EndlessAttempt(f"overflow{seed}")
        while attempt.ended is None:
            moves = attempt.legal_moves()
            reckless = [m for m in moves if attempt.preview(m).overflow]
            if reckless:
                outcome = attempt.play(reckless[0])
                assert outcome.result.overflow is Phase.PLAYER
                assert outcome.refill == ()
                assert not any(isinstance(e, Refilled) for e in outcome.events)
                assert PhaseStarted(Phase.REFILL) not in outcome.events
                assert attempt.ended is EndReason.OVERFLOW
                return
            attempt.play(moves[attempt.moves_played % len(moves)])
    pytest.fail("no seed offered an overflowing move")


def test_special_refill_stones_only_from_the_tenth_move() -> None:  # R8.4
    specials_before = 0
    specials_after = {WILD: 0, BLOCKER: 0}
    for seed in range(200):
        random = KeyedRandom(str(seed))
        for move in range(1, 10):
            specials_before += sum(item not in COLOURS for _, item in refill(random, move, ENDLESS))
        for _, item in refill(random, 40, ENDLESS):
            if item in specials_after:
                specials_after[item] += 1
    assert specials_before == 0
    assert specials_after[WILD] > 0 and specials_after[BLOCKER] > 0


def test_modifier_events_only_once_the_ninth_safe_move_has_ended() -> None:  # R8.4
    empty = Position(("R",) * 12)
    placed_before = 0
    placed_after: dict[ModifierKind, int] = {}
    for seed in range(300):
        random = KeyedRandom(str(seed))
        placed_before += sum(
            modifier_event(random, move, empty, ENDLESS) is not None for move in range(1, 9)
        )
        event = modifier_event(random, 9, empty, ENDLESS)
        if event is not None:
            _bowl, modifier = event
            assert modifier.moves_left == ENDLESS.durations[modifier.kind]
            placed_after[modifier.kind] = placed_after.get(modifier.kind, 0) + 1
    assert placed_before == 0
    assert set(placed_after) == set(ModifierKind)


def test_modifier_events_skip_bowls_with_a_modifier() -> None:  # R8.4: "a bowl without one"
    occupied = Position(("R",) * 12, (Modifier(ModifierKind.FROZEN, 2),) * 11 + (None,))
    full = Position(("R",) * 12, (Modifier(ModifierKind.FROZEN, 2),) * 12)
    for seed in range(300):
        random = KeyedRandom(str(seed))
        event = modifier_event(random, 20, occupied, ENDLESS)
        assert event is None or event[0] == 11
        assert modifier_event(random, 20, full, ENDLESS) is None


def test_an_event_never_freezes_the_last_selectable_bowl() -> None:  # R8.4, R8.3
    # Only bowl 4 is selectable: every other bowl is empty or frozen already.
    frozen = Modifier(ModifierKind.FROZEN, 2)
    position = Position(("", "R", "", "", "YY") + ("",) * 7, (None, frozen) + (None,) * 10)
    kinds_seen = set()
    for seed in range(400):
        event = modifier_event(KeyedRandom(str(seed)), 30, position, ENDLESS)
        if event is None:
            continue
        bowl, modifier = event
        kinds_seen.add(modifier.kind)
        assert not (bowl == 4 and modifier.kind is ModifierKind.FROZEN)
    assert ModifierKind.FROZEN in kinds_seen  # frozen still lands on other bowls


def test_countdown() -> None:  # R9.4
    position = Position(
        ("R",) * 12,
        (Modifier(ModifierKind.FROZEN, 1), Modifier(ModifierKind.VOLCANO, 3))
        + (Modifier(ModifierKind.REVERSE),)
        + (None,) * 9,
    )
    after, events = count_down(position)
    assert after.modifiers[:3] == (
        None,
        Modifier(ModifierKind.VOLCANO, 2),
        Modifier(ModifierKind.REVERSE),  # permanent: no countdown
    )
    assert events == [ModifierExpired(0, ModifierKind.FROZEN)]


def test_placed_modifier_lasts_its_duration_then_expires() -> None:  # R9.4, R8.4
    for seed in range(40):
        attempt = EndlessAttempt(f"events{seed}")
        placed: ModifierPlaced | None = None
        while attempt.ended is None and placed is None:
            outcome = attempt.play(careful_move(attempt))
            placed = next((e for e in outcome.events if isinstance(e, ModifierPlaced)), None)
        if placed is None:
            continue
        assert attempt.moves_played >= 9  # R8.4
        # Mode events come after the refill phase in the move's log.
        assert attempt.position.modifiers[placed.bowl] == Modifier(placed.kind, placed.moves_left)
        for left in range(placed.moves_left - 1, -1, -1):
            if attempt.ended is not None:
                break
            outcome = attempt.play(careful_move(attempt))
            if not outcome.safe:
                break
            if left:
                assert attempt.position.modifiers[placed.bowl] == Modifier(placed.kind, left)
            else:
                assert ModifierExpired(placed.bowl, placed.kind) in outcome.events
                assert attempt.position.modifiers[placed.bowl] != Modifier(placed.kind, 1)
                return
    pytest.fail("no seed showed a modifier through its whole life")


def test_undo_restores_the_exact_state_and_replays_the_same_refill() -> None:  # R9.2
    attempt = EndlessAttempt("undo")
    play_until(attempt, 25)
    before = attempt.state
    move = careful_move(attempt)
    first = attempt.play(move)
    after_first = attempt.state
    attempt.undo()
    assert attempt.state.position == before.position
    assert attempt.state.progress == before.progress
    assert attempt.moves_played == before.moves_played
    again = attempt.play(move)
    assert again == first
    assert attempt.state == replace(after_first, practice=True)  # R9.3


def test_first_undo_marks_practice_and_a_new_attempt_starts_clean() -> None:  # R9.3
    attempt = EndlessAttempt("practice")
    attempt.play(careful_move(attempt))
    assert not attempt.practice
    attempt.undo()
    assert attempt.practice
    attempt.play(careful_move(attempt))
    assert attempt.practice  # stays marked
    assert not EndlessAttempt("practice").practice


def test_end_attempt() -> None:  # R8.3
    attempt = EndlessAttempt("end")
    play_until(attempt, 3)
    attempt.end()
    assert attempt.ended is EndReason.ENDED_BY_PLAYER
    assert not attempt.can_undo
    assert attempt.legal_moves() == []
    with pytest.raises(AttemptEnded):
        attempt.play(0)
    with pytest.raises(AttemptEnded):
        attempt.end()
    result = attempt.result()
    assert result.score == attempt.score and result.moves_played == 3
    assert result.seed == "end"


def test_result_needs_an_ended_attempt() -> None:
    with pytest.raises(ValueError, match="ended"):
        EndlessAttempt("r").result()


def test_moves_left_is_none() -> None:
    assert EndlessAttempt("m").moves_left is None


def test_same_seed_same_game() -> None:  # R9.1
    one, two = EndlessAttempt("same"), EndlessAttempt("same")
    play_until(one, 30)
    for move in one.moves:
        two.play(move)
    assert one.state == two.state


def test_illegal_move() -> None:  # R2.1
    attempt = EndlessAttempt("i")
    with pytest.raises(IllegalMove):
        attempt.play(12)


def test_undo_restores_modifiers_with_their_counters() -> None:  # R9.2, R9.4
    attempt = EndlessAttempt("counters")
    while attempt.ended is None and not any(
        m is not None and m.moves_left is not None for m in attempt.position.modifiers
    ):
        attempt.play(careful_move(attempt))
    assert attempt.ended is None, "the game ended before any modifier appeared"
    before = attempt.state
    attempt.play(careful_move(attempt))
    assert attempt.position.modifiers != before.position.modifiers  # the counters moved
    attempt.undo()
    assert attempt.position.modifiers == before.position.modifiers
    assert attempt.state == replace(before, practice=True)
