"""Properties of one move over random positions biased toward collisions (R1-R6)."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.helpers import examples
from twelve_bowls.engine import Modifier, ModifierKind, Phase, Position, apply, legal_moves
from twelve_bowls.engine import fast as engine_fast
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Lifted,
    Matched,
    Overflowed,
    Refilled,
    Sown,
)
from twelve_bowls.engine.matching import match_bowl
from twelve_bowls.engine.rules import MoveResult


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Few colours, full bowls, wilds, blockers and volcanoes: where the rules collide."""
    palette = draw(st.sampled_from(["R", "RY", "RYG", "RYGBP"]))
    alphabet = palette * 4 + draw(st.sampled_from(["", "W", "X", "WX", "WWX"]))
    bowls = tuple(draw(st.text(alphabet=alphabet, min_size=0, max_size=7)) for _ in range(12))
    kinds = st.none() | st.sampled_from(list(ModifierKind)).map(Modifier)
    modifiers = tuple(draw(kinds) for _ in range(12))
    position = Position(bowls, modifiers)
    if not legal_moves(position):
        position = Position(("R", *bowls[1:]), (None, *modifiers[1:]))
    return position


@st.composite
def moves(draw: st.DrawFn) -> tuple[Position, int, list[tuple[int, str]]]:
    position = draw(positions())
    move = draw(st.sampled_from(legal_moves(position)))
    refill = draw(
        st.lists(st.tuples(st.integers(0, 11), st.sampled_from("RYGBPWX")), min_size=0, max_size=3)
    )
    return position, move, refill


def replay_events(position: Position, result: MoveResult) -> list[str]:
    # Matched events of one step address the bowl as it stood before that step, and
    # several groups of one bowl are listed together: apply them as one removal.
    bowls = [list(queue) for queue in position.bowls]
    hands: dict[int, list[str]] = {}
    pending: dict[int, set[int]] = {}

    def flush() -> None:
        for bowl, gone in pending.items():
            bowls[bowl] = [item for i, item in enumerate(bowls[bowl]) if i not in gone]
        pending.clear()

    for event in result.events:
        if not isinstance(event, Matched):
            flush()
        if isinstance(event, (Lifted, Erupted)):
            hands[event.bowl] = bowls[event.bowl]
            bowls[event.bowl] = []
        elif isinstance(event, Sown):
            assert hands[event.source].pop(0) == event.item
            bowls[event.target].append(event.item)
        elif isinstance(event, Refilled):
            bowls[event.bowl].append(event.item)
        elif isinstance(event, Matched):
            pending.setdefault(event.bowl, set()).update(event.positions)
        elif isinstance(event, BlockersRemoved):
            assert all(bowls[event.bowl][i] == "X" for i in event.positions)
            bowls[event.bowl] = [
                item for i, item in enumerate(bowls[event.bowl]) if i not in event.positions
            ]
    flush()
    return ["".join(queue) for queue in bowls]


@settings(max_examples=examples(400), deadline=None)
@given(moves())
def test_event_log_replays_to_the_final_board(case: tuple[Position, int, list]) -> None:
    # R1.2, R3.5: removals keep the relative order of the items that stay; the log a view
    # animates reproduces the engine's board exactly.
    position, move, refill = case
    result = apply(position, move, refill)
    assert replay_events(position, result) == list(result.position.bowls)


@settings(max_examples=examples(400), deadline=None)
@given(moves())
def test_items_are_conserved(case: tuple[Position, int, list]) -> None:
    # R2.2-R2.5, R3, R8.2: items before + refill = items after + removed.
    position, move, refill = case
    result = apply(position, move, refill)
    refilled = sum(1 for e in result.events if isinstance(e, Refilled))
    matched = sum(e.stones + e.wilds for e in result.events if isinstance(e, Matched))
    blockers = sum(len(e.positions) for e in result.events if isinstance(e, BlockersRemoved))
    assert refilled == (len(refill) if result.overflow is not Phase.PLAYER else 0)
    assert position.item_count() + refilled == result.position.item_count() + matched + blockers


@settings(max_examples=examples(300), deadline=None)
@given(moves())
def test_untouched_bowls_are_unchanged(case: tuple[Position, int, list]) -> None:
    # R1.2, R3.5: a bowl no event names keeps its queue exactly.
    position, move, refill = case
    result = apply(position, move, refill)
    named = set()
    for event in result.events:
        for field in ("bowl", "target"):
            if hasattr(event, field):
                named.add(getattr(event, field))
    for bowl in set(range(12)) - named:
        assert result.position.bowls[bowl] == position.bowls[bowl]


@settings(max_examples=examples(300), deadline=None)
@given(moves())
def test_apply_is_deterministic_and_the_fast_path_agrees(
    case: tuple[Position, int, list],
) -> None:
    position, move, refill = case
    first = apply(position, move, refill)
    assert apply(position, move, refill) == first
    fast = apply(position, move, refill, log=False)
    assert fast.events == ()
    # Every field but the log: position, totals, overflow, eruptions, collected stones.
    assert fast == dataclasses.replace(first, events=())
    # The raw fast path the solver calls gives the same values as plain tuples.
    raw = engine_fast.play(
        position.bowls, engine_fast.modifier_info(position.modifiers), move, refill
    )
    assert raw == (
        fast.position.bowls,
        fast.points,
        fast.combo,
        fast.perfect_clear,
        fast.overflow,
        fast.erupted,
        fast.collected,
    )
    # ``resolve``'s path for a board met once: the same values again.
    assert (
        engine_fast.play_once(
            position.bowls, engine_fast.modifier_info(position.modifiers), move, refill
        )
        == raw
    )


@settings(max_examples=examples(200), deadline=None)
@given(positions(), st.data())
def test_every_move_of_one_board_in_a_row_agrees_with_the_log(
    position: Position, data: st.DataObject
) -> None:
    # The solver plays every move of one board in a row on the fast path, which keeps what
    # it learnt of that board (whether any bowl would match as it stands) between moves.
    info = engine_fast.modifier_info(position.modifiers)
    for move in data.draw(st.permutations(legal_moves(position))):
        logged = apply(position, move)
        assert engine_fast.play(position.bowls, info, move) == (
            logged.position.bowls,
            logged.points,
            logged.combo,
            logged.perfect_clear,
            logged.overflow,
            logged.erupted,
            logged.collected,
        )


@settings(max_examples=examples(400), deadline=None)
@given(moves())
def test_a_move_leaves_no_bowl_that_would_match(case: tuple[Position, int, list]) -> None:
    # R3.1, R3.4: a phase resolves only once no bowl matches, and R3.2's blockers never
    # decide a match (R4): the searches skip checking the boards a move left.
    position, move, refill = case
    result = apply(position, move, refill=refill)
    if result.overflow is None:
        assert all(match_bowl(queue) is None for queue in result.position.bowls)
        assert not any(engine_fast.settled(queue) for queue in result.position.bowls)


@settings(max_examples=examples(400), deadline=None)
@given(moves())
def test_overflow_exactly_when_a_bowl_holds_eight(case: tuple[Position, int, list]) -> None:
    # R6.1, R6.2: checked once, at the end of each phase.
    position, move, refill = case
    result = apply(position, move, refill)
    too_full = [i for i, queue in enumerate(result.position.bowls) if len(queue) >= 8]
    if result.overflow is None:
        assert too_full == []
    else:
        overflowed = [e for e in result.events if isinstance(e, Overflowed)]
        assert overflowed == [Overflowed(result.overflow, tuple(too_full))]
        assert too_full


@settings(max_examples=examples(400), deadline=None)
@given(moves())
def test_points_are_multiples_of_ten_and_volcanoes_erupt_once(
    case: tuple[Position, int, list],
) -> None:
    # R5.1, R5.3-R5.5 and R3.3.
    position, move, refill = case
    result = apply(position, move, refill)
    assert result.points % 10 == 0
    assert result.points >= 0
    erupted = [e.bowl for e in result.events if isinstance(e, Erupted)]
    assert len(erupted) == len(set(erupted))
    assert tuple(sorted(erupted)) == result.erupted
    for bowl in erupted:
        assert position.modifier_kind(bowl) is ModifierKind.VOLCANO


@settings(max_examples=examples(300), deadline=None)
@given(moves())
def test_combo_counts_distinct_player_phase_bowls(case: tuple[Position, int, list]) -> None:
    # R5.2
    position, move, refill = case
    result = apply(position, move, refill)
    bowls = {e.bowl for e in result.events if isinstance(e, Matched) and e.phase is Phase.PLAYER}
    assert result.combo == len(bowls)


def test_a_modifier_tuples_meaning_is_worked_out_once_per_tuple() -> None:
    # engine.fast's promise to the solver and to resolve, which ask for it every move or
    # case: one modifier tuple, one worked-out meaning (the same object back), whether the
    # tuple holds Modifiers or the bowls' kinds (notation.modifier_kinds).
    # Tuples made here, not the ones equal notations share (an earlier test, or the
    # process this one was forked from, may have worked those out already).
    placed = {3: ModifierKind.REVERSE, 5: ModifierKind.VOLCANO, 7: ModifierKind.FROZEN}
    kinds = tuple(placed.get(bowl) for bowl in range(12))
    modifiers = tuple(Modifier(kind) if kind is not None else None for kind in kinds)
    info = engine_fast.modifier_info(modifiers)
    assert engine_fast.modifier_info(modifiers) is info
    assert engine_fast.kinds_info(kinds) is engine_fast.kinds_info(kinds)
    assert engine_fast.kinds_info(kinds) == info
    reaches, volcanoes, frozen = info
    assert reaches[3][:3] == (2, 1, 0) and reaches[4][:3] == (5, 6, 7)  # R2.3
    assert volcanoes == (5,)  # R3.3
    assert frozen == 1 << 7  # R2.1
