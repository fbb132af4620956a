"""The cue sequence of scripted moves, checked against the move's own event log."""

from __future__ import annotations

from twelve_bowls.app.sound.cues import MAX_PITCH, Cue, When, cues_for
from twelve_bowls.engine import ModifierKind, Position
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Matched,
    ModifierExpired,
    Overflowed,
    Phase,
    Refilled,
    Sown,
)
from twelve_bowls.engine.puzzles import load_puzzles
from twelve_bowls.engine.rules import apply


def _board(bowls: dict[int, str]) -> Position:
    notation = [bowls.get(i, "") for i in range(12)]
    Position.from_notation(notation)
    return Position(tuple(notation), (None,) * 12)


def _named(cues: list[Cue]) -> list[tuple[str, int]]:
    return [(cue.name, cue.pitch) for cue in cues]


def test_eruption_chain_of_puzzle_37() -> None:
    # R3.3: sowing into the volcano at bowl 4 makes it ready; it erupts clockwise and its
    # sowing completes purple in bowl 5 (R3.4: the phase goes round again).
    puzzle = next(p for p in load_puzzles() if p.id == 37)
    events = apply(puzzle.position, 3).events
    cues = cues_for(events)
    assert _named(cues) == [
        ("sow", 0),
        ("sow", 1),
        ("eruption", 0),
        *[("sow", k) for k in range(6)],  # the volcano's hand starts its own climb
        ("group", 0),
    ]
    kinds = {"sow": Sown, "eruption": Erupted, "group": Matched}
    for cue in cues:
        assert isinstance(events[cue.event], kinds[cue.name])
    # Each sown stone sounds when it lands; the eruption and the group as they begin.
    assert {cue.when for cue in cues if cue.name == "sow"} == {When.LAND}
    assert {cue.when for cue in cues if cue.name != "sow"} == {When.BEGIN}
    assert [events[c.event].source for c in cues if c.name == "sow"] == [3, 3] + [4] * 6


def test_combo_of_three_rises_in_pitch() -> None:
    # R5.2: groups in three distinct bowls of one player phase: a combo of 3.
    events = apply(_board({0: "RGB", 1: "RR", 2: "GG", 3: "BB"}), 0).events
    cues = cues_for(events)
    groups = [cue for cue in cues if cue.name == "group"]
    assert [events[c.event].bowl for c in groups] == [1, 2, 3]
    assert [c.pitch for c in groups] == [0, 3, 6]
    assert all(events[c.event].phase is Phase.PLAYER for c in groups)
    assert _named(cues)[:3] == [("sow", 0), ("sow", 1), ("sow", 2)]


def test_overflow_sounds_once_after_the_stone_that_caused_it() -> None:
    # R6.2: bowl 1 holds seven items and receives an eighth.
    events = apply(_board({0: "R", 1: "GBYPGBY"}), 0).events
    cues = cues_for(events)
    assert _named(cues) == [("sow", 0), ("overflow", 0)]
    assert isinstance(events[cues[1].event], Overflowed)
    assert cues[0].event < cues[1].event


def test_wild_group_and_blockers_have_their_own_cues() -> None:
    # R4.2: the sown wild completes red in bowl 1; R3.2: the blocker beside it leaves.
    events = apply(_board({0: "W", 1: "RR", 2: "X"}), 0).events
    cues = cues_for(events)
    names = [cue.name for cue in cues]
    assert "wild" in names and "blocker" in names
    wild = next(c for c in cues if c.name == "wild")
    assert isinstance(events[wild.event], Matched) and events[wild.event].wilds > 0
    blocker = next(c for c in cues if c.name == "blocker")
    assert isinstance(events[blocker.event], BlockersRemoved)


def test_refill_thaw_and_a_long_hand() -> None:
    # Logs the modes add (R8.2 refill, R9.4 a frozen bowl thawing), and a hand longer than
    # an octave of ticks.
    sown = [Sown(0, (k + 1) % 12, "R", True) for k in range(20)]
    events = [
        *sown,
        Refilled(3, "G"),
        ModifierExpired(5, ModifierKind.FROZEN),
        ModifierExpired(6, ModifierKind.REVERSE),
    ]
    cues = cues_for(events)
    assert [c.pitch for c in cues if c.name == "sow"][-1] == MAX_PITCH
    assert _named(cues)[-2:] == [("refill", 0), ("thaw", 0)]
    assert cues[-2].when is When.LAND
