"""The event log accounts for every point a move awards (R5.3-R5.6).

The app shows points and the Perfect Clear from the log alone, so a move whose totals say
points were scored must carry the events that scored them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from twelve_bowls.engine import Position, apply
from twelve_bowls.engine.board import GameError
from twelve_bowls.engine.events import PerfectClear, Phase, Scored

EXAMPLES = Path(__file__).parent / "data" / "rules-examples.jsonl"


def _cases() -> list[dict[str, object]]:
    lines = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    return [line["case"] for line in lines if "error" not in line["expect"]]


CASES = _cases()


def test_the_examples_hold_scoring_moves_of_every_kind() -> None:
    results = [_play(case) for case in CASES]
    assert sum(1 for r in results if r is not None and r.perfect_clear) >= 3
    assert sum(1 for r in results if r is not None and r.combo >= 2 and r.overflow is None) >= 10


def _play(case: dict[str, object]):  # type: ignore[no-untyped-def]
    try:
        position = Position.from_notation(case["bowls"], case.get("modifiers") or {})
        refill = [(int(bowl), str(item)) for bowl, item in case.get("refill") or []]
        return apply(position, int(case["move"]), refill)  # type: ignore[call-overload]
    except (GameError, ValueError, TypeError):
        return None


@pytest.mark.parametrize("case", CASES, ids=[str(c["id"]) for c in CASES])
def test_scored_and_perfect_clear_events_add_up_to_the_move_s_points(
    case: dict[str, object],
) -> None:
    result = _play(case)
    assert result is not None  # CASES holds only the examples that expect a result
    scored = [e for e in result.events if isinstance(e, Scored)]
    perfect = [e for e in result.events if isinstance(e, PerfectClear)]
    player = [e for e in scored if e.phase is Phase.PLAYER]
    # R5.4: exactly one PerfectClear event when the totals say so, worth what it adds.
    assert len(perfect) == (1 if result.perfect_clear else 0)
    # R5.3, R5.5, R5.6: every point awarded is in a Scored or PerfectClear event.
    assert sum(e.points for e in scored) + sum(e.points for e in perfect) == result.points
    # R5.2: a player phase with a combo scored (unless it overflowed, R5.6) says so once.
    if result.combo and result.overflow is not Phase.PLAYER:
        assert len(player) == 1 and player[0].combo == result.combo
