"""Events carry what a view needs, so no view works a rule out again."""

from __future__ import annotations

from hypothesis import given, settings

from tests.engine.helpers import examples
from tests.engine.test_properties import moves
from twelve_bowls.engine import Modifier, ModifierKind, Phase, Position, apply
from twelve_bowls.engine.board import BOWL_COUNT
from twelve_bowls.engine.events import Erupted, Lifted, Matched, Scored, Sown


@settings(max_examples=examples(300), deadline=None)
@given(moves())
def test_each_sown_item_says_which_way_its_hand_travels(case) -> None:  # R2.3, R3.3
    position, move, refill = case
    result = apply(position, move, refill)
    reverse = position.modifier_kind(move) is ModifierKind.REVERSE
    last: dict[int, int] = {}
    for event in result.events:
        if isinstance(event, (Lifted, Erupted)):
            last[event.bowl] = event.bowl
        elif isinstance(event, Sown):
            step = 1 if event.clockwise else -1
            assert event.target == (last[event.source] + step) % BOWL_COUNT
            last[event.source] = event.target
            # R2.3: only the player's reverse source sows counter-clockwise; R3.3 volcanoes
            # always sow clockwise.
            assert event.clockwise is not (event.source == move and reverse)


@settings(max_examples=examples(300), deadline=None)
@given(moves())
def test_matched_points_add_up_to_each_phases_score(case) -> None:  # R5.1, R5.3, R5.5
    position, move, refill = case
    result = apply(position, move, refill)
    base = {Phase.PLAYER: 0, Phase.REFILL: 0}
    for event in result.events:
        if isinstance(event, Matched):
            assert event.points == 10 * (event.stones + event.wilds)  # R5.1
            base[event.phase] += event.points
        elif isinstance(event, Scored):
            assert event.points == base[event.phase] * event.multiplier


def test_a_reverse_bowl_sows_counter_clockwise() -> None:  # R2.3
    modifiers: list[Modifier | None] = [None] * 12
    modifiers[3] = Modifier(ModifierKind.REVERSE)
    position = Position(("", "", "", "RYG", "", "", "", "", "", "", "", ""), tuple(modifiers))
    sown = [e for e in apply(position, 3).events if isinstance(e, Sown)]
    assert [(e.target, e.clockwise) for e in sown] == [(2, False), (1, False), (0, False)]
