"""Hand-worked examples for every rule R1-R6, each citing the rule it checks."""

from __future__ import annotations

import dataclasses

import pytest

from tests.engine.helpers import board, bowls_of
from twelve_bowls.engine import IllegalMove, InvalidPosition, Phase, Position, apply, legal_moves
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Lifted,
    Matched,
    Overflowed,
    PhaseStarted,
    Refilled,
    Scored,
    Sown,
    StepStarted,
)

# --- R1 board and R2 sowing -------------------------------------------------------------


def test_sowing_goes_clockwise_one_item_per_bowl() -> None:
    # R1.1, R2.2, R2.3: the k-th item goes to bowl s + k; the source is emptied.
    result = apply(board({0: "RYG"}), 0)
    assert bowls_of(result.position) == {1: "R", 2: "Y", 3: "G"}


def test_sowing_wraps_from_bowl_11_to_bowl_0() -> None:
    # R1.1: the clockwise neighbour of bowl 11 is bowl 0.
    result = apply(board({11: "RY"}), 11)
    assert bowls_of(result.position) == {0: "R", 1: "Y"}


def test_reverse_source_sows_counter_clockwise() -> None:
    # R2.3: d = -1 when the source bowl has the reverse modifier.
    result = apply(board({1: "RYG"}, {1: "reverse"}), 1)
    assert bowls_of(result.position) == {0: "R", 11: "Y", 10: "G"}


def test_reverse_on_a_receiving_bowl_changes_nothing() -> None:
    # R2.3: only the source's modifier sets the direction.
    result = apply(board({0: "RY"}, {1: "reverse"}), 0)
    assert bowls_of(result.position) == {1: "R", 2: "Y"}


def test_new_items_join_the_end_of_the_queue() -> None:
    # R1.2: the oldest item stays at position 1.
    result = apply(board({0: "B", 1: "RY"}), 0)
    assert result.position.bowls[1] == "RYB"


def test_frozen_bowls_receive_items_and_blockers_and_wilds_are_sown() -> None:
    # R2.4: frozen bowls are not skipped; wilds and blockers travel like stones.
    result = apply(board({0: "WXR"}, {2: "frozen"}), 0)
    assert bowls_of(result.position) == {1: "W", 2: "X", 3: "R"}


@pytest.mark.parametrize(
    ("bowls", "modifiers", "move", "message"),
    [
        ({0: "R"}, {}, 5, "bowl 5 is empty"),
        ({0: "R"}, {0: "frozen"}, 0, "bowl 0 is frozen"),
        ({0: "R"}, {}, 12, "bowl 12 does not exist"),
        ({0: "R"}, {}, -1, "bowl -1 does not exist"),
        ({0: "R"}, {}, "0", 'move "0" is not a bowl number'),
        ({0: "R"}, {}, True, "move true is not a bowl number"),
        # Bowl 1 holds items and bowl 3 is frozen further round: the fast path's own
        # quick check must refuse them as check_move does.
        ({1: "R"}, {}, True, "move true is not a bowl number"),
        ({1: "R"}, {}, 1.0, "move 1.0 is not a bowl number"),
        ({3: "RY"}, {3: "frozen"}, 3, "bowl 3 is frozen"),
    ],
)
def test_illegal_moves_raise_a_readable_error(
    bowls: dict[int, str], modifiers: dict[int, str], move: object, message: str
) -> None:
    # R2.1: only non-empty, non-frozen bowls may be chosen, on both paths.
    for logged in (True, False):
        with pytest.raises(IllegalMove, match=message):
            apply(board(bowls, modifiers), move, log=logged)


def test_legal_moves_are_the_non_empty_unfrozen_bowls() -> None:
    # R2.1
    position = board({0: "R", 3: "Y", 7: "G"}, {3: "frozen", 5: "reverse"})
    assert legal_moves(position) == [0, 7]


@pytest.mark.parametrize(
    ("bowls", "modifiers", "message"),
    [
        (["R"] * 11, {}, "'bowls' must be a list of 12 strings"),
        (["R"] * 13, {}, "'bowls' must be a list of 12 strings"),
        ("RRRRRRRRRRRR", {}, "'bowls' must be a list of 12 strings"),
        (["RQ"] + [""] * 11, {}, 'bowl 0 holds unknown item "Q"'),
        ([""] * 11 + ["RRYYGGBB"], {}, "bowl 11 holds 8 items, more than seven"),
        ([""] * 12, {"12": "frozen"}, 'modifier on unknown bowl "12"'),
        ([""] * 12, {"3": "sticky"}, 'unknown modifier "sticky" on bowl 3'),
    ],
)
def test_invalid_positions_raise_a_readable_error(
    bowls: object, modifiers: dict[str, str], message: str
) -> None:
    # R1.3, R1.4, R1.5, R10.2
    with pytest.raises(InvalidPosition, match=message):
        Position.from_notation(bowls, modifiers)


# --- R4 matches in one bowl -------------------------------------------------------------


def test_four_of_a_colour_all_leave() -> None:
    # R4.1: four reds: all four.
    result = apply(board({0: "R", 1: "RRRY"}), 0)
    assert result.position.bowls[1] == "Y"
    assert result.points == 40


def test_several_colours_match_at_once_in_one_bowl() -> None:
    # R4.1 and R5.2: two colours in one bowl count as one bowl for the combo.
    result = apply(board({0: "Y", 1: "RRRYYB"}), 0)
    assert result.position.bowls[1] == "B"
    assert result.combo == 1
    assert result.points == 60


def test_stones_need_not_be_adjacent_in_the_queue() -> None:
    # R4.1: colour count, not adjacency.
    result = apply(board({0: "R", 1: "RGRB"}), 0)
    assert result.position.bowls[1] == "GB"


def test_rule_book_wild_example() -> None:
    # R4.4: RWBWR -> red needs one wild (the oldest, position 2); blue would need two.
    result = apply(board({0: "R", 1: "RWBW"}), 0)
    assert result.position.bowls[1] == "BW"
    matched = [e for e in result.events if isinstance(e, Matched)]
    assert [(m.colour, m.positions, m.stones, m.wilds) for m in matched] == [("R", (0, 1, 4), 2, 1)]
    assert result.points == 30


def test_wild_ties_go_to_the_colour_that_stands_first() -> None:
    # R4.2: both need one wild; blue's first stone is earlier in the queue.
    result = apply(board({0: "W", 1: "BBGG"}), 0)
    assert result.position.bowls[1] == "GG"
    result = apply(board({0: "W", 1: "GGBB"}), 0)
    assert result.position.bowls[1] == "BB"


def test_fewest_wilds_needed_goes_first() -> None:
    # R4.2: green needs one wild, red needs two; green takes the oldest wild and the one
    # left is too few for red.
    result = apply(board({0: "W", 1: "RWGG"}), 0)
    matched = [e for e in result.events if isinstance(e, Matched)]
    assert [(m.colour, m.positions, m.wilds) for m in matched] == [("G", (1, 2, 3), 1)]
    assert result.position.bowls[1] == "RW"


def test_wilds_complete_several_colours_when_enough_remain() -> None:
    # R4.2: after the first candidate, the next is tried with the wilds left.
    result = apply(board({0: "W", 1: "RRGGW", 6: "B"}), 0)
    assert result.position.bowls[1] == ""
    assert result.points == 60


def test_natural_groups_go_before_wilds_and_wilds_use_exactly_three() -> None:
    # R4.1 then R4.2: reds leave naturally, the wild completes yellow up to exactly three.
    result = apply(board({0: "R", 1: "RRWYYW"}), 0)
    assert result.position.bowls[1] == "W"


def test_three_wilds_alone_stay_and_blockers_never_match() -> None:
    # R4.3
    result = apply(board({0: "WX", 1: "WW", 2: "XX"}), 0)
    assert result.position.bowls[1] == "WWW"
    assert result.position.bowls[2] == "XXX"
    assert result.points == 0


# --- R3 resolving a phase: blockers, volcanoes, chains ----------------------------------


def test_a_match_clears_blockers_next_door_but_not_its_own() -> None:
    # R3.2: bowl 0 matches; bowls 11 and 1 are its neighbours; bowl 10 is not.
    result = apply(board({0: "XRR", 1: "XGX", 10: "X", 11: "R"}), 11)
    assert bowls_of(result.position) == {0: "X", 1: "G", 10: "X"}
    removed = [e for e in result.events if isinstance(e, BlockersRemoved)]
    assert [(e.bowl, e.positions) for e in removed] == [(1, (0, 2))]


def test_two_neighbouring_matches_clear_each_others_blockers() -> None:
    # R3.2, R5.2, R5.3, R5.4: both bowls empty, combo 2, Perfect Clear.
    result = apply(board({0: "XRR", 1: "XYY", 11: "RY"}), 11)
    assert result.position.is_empty()
    assert result.combo == 2
    assert result.perfect_clear
    assert result.points == 10 * 6 * 2 + 100


def test_a_volcano_with_six_items_erupts_clockwise() -> None:
    # R3.3: six or more items, lifted and sown clockwise from its own bowl.
    result = apply(board({2: "Y", 3: "RYGBP"}, {3: "volcano"}), 2)
    assert result.erupted == (3,)
    assert bowls_of(result.position) == {4: "R", 5: "Y", 6: "G", 7: "B", 8: "P", 9: "Y"}
    erupted = [e for e in result.events if isinstance(e, Erupted)]
    assert erupted == [Erupted(3, "RYGBPY")]


def test_a_volcano_with_five_items_does_not_erupt() -> None:
    # R3.3: ready means six or more.
    result = apply(board({2: "Y", 3: "RYGB"}, {3: "volcano"}), 2)
    assert result.erupted == ()
    assert result.position.bowls[3] == "RYGBY"


def test_a_ready_volcano_the_move_never_touches_still_erupts() -> None:
    # R3.4: a phase resolves the whole board.
    result = apply(board({0: "G", 5: "RYGBPR"}, {5: "volcano"}), 0)
    assert result.erupted == (5,)
    assert result.position.bowls[5] == ""


def test_a_volcano_chosen_as_source_has_not_erupted() -> None:
    # R3.3: the player empties it; its stones are sown as a move, not an eruption.
    result = apply(board({0: "RYGBPY"}, {0: "volcano"}), 0)
    assert result.erupted == ()
    assert bowls_of(result.position) == {1: "R", 2: "Y", 3: "G", 4: "B", 5: "P", 6: "Y"}


def test_ready_volcanoes_lift_together_then_sow_in_bowl_order() -> None:
    # R3.3: bowl 1 is lifted before bowl 0 sows into it.
    position = board({0: "RYGBPY", 1: "GBPRYG", 6: "B"}, {0: "volcano", 1: "volcano"})
    result = apply(position, 6)
    assert result.erupted == (0, 1)
    assert bowls_of(result.position) == {
        1: "R",
        2: "YG",
        3: "GB",
        4: "BP",
        5: "PR",
        6: "YY",
        7: "BG",
    }


def test_an_eruption_chain_scores_a_combo() -> None:
    # R3.4, R5.2, R5.3: the eruption makes bowls 4 and 5 match in the second round.
    position = board({2: "Y", 3: "RYGBP", 4: "RR", 5: "YY"}, {3: "volcano"})
    result = apply(position, 2)
    assert result.combo == 2
    assert result.points == 10 * 6 * 2
    assert bowls_of(result.position) == {6: "G", 7: "B", 8: "P", 9: "Y"}


def test_a_volcano_erupts_at_most_once_per_move_refill_included() -> None:
    # R3.3: erupted in the player phase, refilled to six: it cannot erupt again.
    position = board({2: "Y", 3: "RYGBP"}, {3: "volcano"})
    refill = [(3, "R"), (3, "Y"), (3, "G"), (3, "B"), (3, "P"), (3, "R")]
    result = apply(position, 2, refill)
    assert result.erupted == (3,)
    assert result.position.bowls[3] == "RYGBPR"
    assert result.overflow is None


def test_removing_items_never_moves_others() -> None:
    # R3.5: the bowl after a match keeps its stones where the queue had them.
    result = apply(board({0: "R", 1: "GRBRY"}), 0)
    assert result.position.bowls[1] == "GBY"
    assert not [e for e in result.events if isinstance(e, Sown) and e.target == 0]


# --- R5 score and combo -----------------------------------------------------------------


def test_the_multiplier_is_capped_at_four() -> None:
    # R5.3: five matching bowls, multiplier 4.
    position = board({0: "RYGBP", 1: "RR", 2: "YY", 3: "GG", 4: "BB", 5: "PP", 8: "G"})
    result = apply(position, 0)
    assert result.combo == 5
    assert result.points == 10 * 15 * 4
    assert not result.perfect_clear


def test_a_wild_left_means_no_perfect_clear() -> None:
    # R5.4
    result = apply(board({0: "R", 1: "RRW"}), 0)
    assert result.position.bowls[1] == "W"
    assert not result.perfect_clear
    assert result.points == 30


def test_refill_points_have_no_multiplier() -> None:
    # R5.5: player phase 6 stones x2, refill phase 3 stones x1.
    result = apply(board({0: "RY", 1: "RR", 2: "YY", 5: "GG"}), 0, [(5, "G")])
    assert result.points == 120 + 30
    assert result.combo == 2


def test_sowing_and_blockers_score_nothing() -> None:
    # R5.1
    result = apply(board({0: "R", 1: "RR", 2: "XX", 6: "B"}), 0)
    assert result.position.bowls[2] == ""
    assert result.points == 30


# --- R6 capacity and overflow -----------------------------------------------------------


def test_an_eighth_item_during_a_phase_is_fine_if_a_match_removes_it() -> None:
    # R6.1
    result = apply(board({0: "R", 1: "RYGBRYG"}), 0)
    assert result.overflow is None
    assert result.position.bowls[1] == "YGBYG"


def test_eight_items_after_the_phase_overflow_and_lose_its_points() -> None:
    # R6.2, R5.6, R10.2: combo still counted; points none.
    result = apply(board({0: "PY", 1: "RYGBRYG", 2: "YY"}), 0)
    assert result.overflow is Phase.PLAYER
    assert result.points == 0
    assert result.combo == 1
    assert result.position.bowls[1] == "RYGBRYGP"
    assert [e for e in result.events if isinstance(e, Overflowed)] == [
        Overflowed(Phase.PLAYER, (1,))
    ]


def test_no_refill_after_a_player_overflow() -> None:
    # R6.3
    result = apply(board({0: "P", 1: "RYGBRYG"}), 0, [(5, "G")])
    assert result.overflow is Phase.PLAYER
    assert result.position.bowls[5] == ""


def test_a_refill_overflow_keeps_the_player_phase_points() -> None:
    # R6.3, R5.6
    result = apply(board({0: "R", 1: "RR", 5: "RYGBRYG"}), 0, [(5, "P")])
    assert result.overflow is Phase.REFILL
    assert result.points == 30
    assert result.position.bowls[5] == "RYGBRYGP"


@pytest.mark.parametrize("kind", [None, "reverse"])
def test_a_hand_longer_than_eight_rounds_keeps_sowing_round_the_ring(kind: str | None) -> None:
    # R2.3 with no bound on the hand: on a board already past an overflow (R6.2, built
    # unchecked) a hand of 100 goes eight times round and four bowls further. Wilds and
    # blockers never form a group (R4.1), so the sowing is all there is; R6.1 then finds
    # the overflow. Both paths agree (the fast one sows such a hand without its table).
    hand = "XW" * 50  # the k-th item is a blocker for odd k, a wild for even k
    modifiers = board({}, {1: kind} if kind else {}).modifiers
    position = Position(("", hand, *[""] * 10), modifiers)
    step = -1 if kind else 1
    expected = ["X" * 9, "W" * 9, "X" * 9, "W" * 9] + ["X" * 8, "W" * 8] * 4
    # expected[i] is what bowl 1 + step * (i + 1) holds: the first four got a ninth item.
    for logged in (True, False):
        result = apply(position, 1, log=logged)
        for i, items in enumerate(expected):
            assert result.position.bowls[(1 + step * (i + 1)) % 12] == items
        assert result.overflow is Phase.PLAYER and result.points == 0
    assert apply(position, 1, log=False) == dataclasses.replace(apply(position, 1), events=())


def test_a_bowl_that_matches_again_after_an_eruption_counts_once() -> None:
    # Bowl 11 sows Y into the volcano (bowl 0: six items, no group, ready) and R into bowl 1,
    # whose reds go (R4.1), leaving GG. The eruption (R3.3) sows G into bowl 1 first, which
    # matches again in the second round (R3.4). R5.2: one bowl matched, combo 1, so the six
    # stones score 10 x 6 x 1 (R5.3). Both paths agree.
    position = board({11: "YR", 0: "GBPGB", 1: "GGRR"}, {0: "volcano"})
    for logged in (True, False):
        result = apply(position, 11, log=logged)
        assert bowls_of(result.position) == {2: "B", 3: "P", 4: "G", 5: "B", 6: "Y"}
        assert result.erupted == (0,)
        assert (result.combo, result.points) == (1, 60)


def test_an_eruption_can_make_a_second_volcano_erupt() -> None:
    # Bowl 11 sows Y into the volcano at bowl 0 (six items, ready). It erupts (R3.3) into
    # bowls 1-6, which brings the volcano at bowl 2 to six; nothing matches (R3.1), so
    # that one erupts next (R3.4, then R3.3), into bowls 3-8, where bowl 8 makes YYY.
    # R5.2, R5.3: one bowl matched, 10 x 3 x 1.
    position = board({11: "Y", 0: "RYGBP", 2: "RGBPR", 8: "YY"}, {0: "volcano", 2: "volcano"})
    for logged in (True, False):
        result = apply(position, 11, log=logged)
        assert bowls_of(result.position) == {1: "R", 3: "GR", 4: "BG", 5: "PB", 6: "YP", 7: "R"}
        assert result.erupted == (0, 2)
        assert (result.combo, result.points, result.overflow) == (1, 30, None)


def test_a_refill_can_make_a_volcano_erupt() -> None:
    # R8.2: the refill brings the volcano at bowl 5 to six items; R3.3 holds in the refill
    # phase too: it erupts into bowls 6-11, and bowl 7 makes YYY. R5.5: 10 x 3, no
    # multiplier, and the player phase matched nothing (combo 0).
    position = board({11: "R", 5: "RYGBP", 7: "YY"}, {5: "volcano"})
    for logged in (True, False):
        result = apply(position, 11, [(5, "Y")], log=logged)
        assert bowls_of(result.position) == {0: "R", 6: "R", 8: "G", 9: "B", 10: "P", 11: "Y"}
        assert result.erupted == (5,)
        assert (result.combo, result.points, result.overflow) == (0, 30, None)


def test_the_event_log_of_a_move_tells_every_step_in_order() -> None:
    # R2.3 sowing, R3.1 matches (R4.1 positions in the queue), R3.2 a blocker next to a
    # match, R3.3 an eruption, R3.4 the second round, R5.1-R5.3 the player phase's score,
    # then R8.2 the refill with its own round and score (R5.5), each as the animation and
    # the sound read them.
    position = board({11: "YR", 0: "GBPGB", 1: "GGRR", 2: "X", 10: "BB"}, {0: "volcano"})
    result = apply(position, 11, [(10, "B")])
    player, refill = Phase.PLAYER, Phase.REFILL
    assert list(result.events) == [
        PhaseStarted(player),
        Lifted(11, "YR"),
        Sown(11, 0, "Y", True),
        Sown(11, 1, "R", True),
        StepStarted(player, 1),
        Matched(player, 1, "R", (2, 3, 4), 3, 0, 30),
        BlockersRemoved(2, (0,)),
        Erupted(0, "GBPGBY"),
        *(Sown(0, target, item, True) for target, item in enumerate("GBPGBY", start=1)),
        StepStarted(player, 2),
        Matched(player, 1, "G", (0, 1, 2), 3, 0, 30),
        Scored(player, 6, 1, 1, 60),
        PhaseStarted(refill),
        Refilled(10, "B"),
        StepStarted(refill, 1),
        Matched(refill, 10, "B", (0, 1, 2), 3, 0, 30),
        Scored(refill, 3, 0, 1, 30),
    ]
    assert bowls_of(result.position) == {2: "B", 3: "P", 4: "G", 5: "B", 6: "Y"}
    assert (result.points, result.combo, result.erupted) == (90, 1, (0,))
    assert apply(position, 11, [(10, "B")], log=False) == dataclasses.replace(result, events=())


def test_a_move_that_removes_nothing_logs_no_score() -> None:
    # R5.1: sowing and refills are worth nothing, so neither phase logs a Scored event
    # (the side panel and the sound would report a score of 0).
    result = apply(board({0: "RY"}), 0, [(5, "G")])
    assert list(result.events) == [
        PhaseStarted(Phase.PLAYER),
        Lifted(0, "RY"),
        Sown(0, 1, "R", True),
        Sown(0, 2, "Y", True),
        StepStarted(Phase.PLAYER, 1),
        PhaseStarted(Phase.REFILL),
        Refilled(5, "G"),
        StepStarted(Phase.REFILL, 1),
    ]
    assert (result.points, result.combo) == (0, 0)


def test_a_refill_that_overflows_keeps_the_player_phases_points_and_perfect_clear() -> None:
    # R5.4: the player phase empties the board (130 points with the Perfect Clear). R6.1:
    # the refill (R8.2) leaves eight items in bowl 5 that form no group (R4.2: one wild
    # is too few to complete any colour), so the refill phase overflows; R5.6: the player
    # phase's points and its Perfect Clear stay.
    refill = [(5, item) for item in "RYGBPWXX"]
    for logged in (True, False):
        result = apply(board({0: "R", 1: "RR"}), 0, refill, log=logged)
        assert result.overflow is Phase.REFILL
        assert (result.points, result.perfect_clear) == (130, True)
        assert result.position.bowls[5] == "RYGBPWXX"
    assert apply(board({0: "R", 1: "RR"}), 0, refill).events[-1] == Overflowed(Phase.REFILL, (5,))


def test_an_eruption_of_the_player_phase_is_reported_when_the_refill_overflows() -> None:
    # R3.3: the volcano at bowl 0 erupts in the player phase (nothing matches); R6.1 the
    # refill phase overflows bowl 9 (eight items, no group: R4.2). The result still names
    # the bowl that erupted during the move (R10.2's "erupted").
    position = board({11: "Y", 0: "RGBPR"}, {0: "volcano"})
    refill = [(9, item) for item in "RYGBPWXX"]
    for logged in (True, False):
        result = apply(position, 11, refill, log=logged)
        assert (result.overflow, result.erupted, result.points) == (Phase.REFILL, (0,), 0)
