"""Golden playthroughs (R9.1): a seed means the same game forever.

``data/modes_golden.json`` pins, move by move, the refill stones (R8.2), the points, the
modifier events (R8.4, R9.4) and the final state of one Endless and one Daily game. If this
test fails, saved games and every Daily would change: fix the engine, never the file.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from twelve_bowls.engine.events import ModifierExpired, ModifierPlaced
from twelve_bowls.engine.modes import Attempt, DailyAttempt, EndlessAttempt
from twelve_bowls.engine.replay_cli import final_state

CASES = json.loads((Path(__file__).parent / "data" / "modes_golden.json").read_text("utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[case["mode"] for case in CASES])
def test_golden_playthrough(case: dict[str, object]) -> None:  # R9.1, R8.2, R8.4, R9.4
    seed = str(case["seed"])
    attempt: Attempt = (
        EndlessAttempt(seed)
        if case["mode"] == "endless"
        else DailyAttempt(datetime.date.fromisoformat(seed))
    )
    steps = case["steps"]
    assert isinstance(steps, list)
    for number, step in enumerate(steps, start=1):
        outcome = attempt.play(step["move"])
        events = [
            [type(e).__name__, e.bowl, e.kind.value]
            for e in outcome.events
            if isinstance(e, (ModifierPlaced, ModifierExpired))
        ]
        assert [list(pair) for pair in outcome.refill] == step["refill"], f"move {number}"
        assert outcome.result.points == step["points"], f"move {number}"
        assert events == step["events"], f"move {number}"
    assert final_state(attempt) == case["final"]


def test_golden_endless_shows_modifier_events() -> None:
    endless = next(case for case in CASES if case["mode"] == "endless")
    kinds = {event[0] for step in endless["steps"] for event in step["events"]}
    assert kinds == {"ModifierPlaced", "ModifierExpired"}
    items = {item for step in endless["steps"] for _, item in step["refill"]}
    assert {"W", "X"} & items  # special refill stones from move 10 (R8.4)
