"""The balance simulator and the Endless tuning table (R8.4)."""

from __future__ import annotations

import random

import pytest

from twelve_bowls.engine.modes.tuning import ENDLESS
from twelve_bowls.engine.simulate import main, percentile


def test_blocker_chance_ramps_from_the_tenth_move_and_is_capped() -> None:  # R8.4
    assert [ENDLESS.blocker_per_mille(move) for move in range(1, 10)] == [0] * 9
    ramp = [ENDLESS.blocker_per_mille(move) for move in range(10, 2000)]
    assert ramp[0] == ENDLESS.blocker_start
    assert ramp == sorted(ramp)
    assert max(ramp) == ENDLESS.blocker_max
    assert ENDLESS.wild_per_mille + ENDLESS.blocker_max < 1000


def test_every_modifier_kind_can_appear_with_a_duration() -> None:  # R8.4, R9.4
    kinds = {kind for kind, weight in ENDLESS.modifier_weights if weight > 0}
    assert kinds == set(ENDLESS.durations)
    assert all(duration >= 1 for duration in ENDLESS.durations.values())
    assert ENDLESS.events_after_move == 9 and ENDLESS.special_refill_from_move == 10


def test_percentile() -> None:
    values = list(range(1, 11))
    assert (percentile(values, 0.5), percentile(values, 0.9), percentile(values, 0.0)) == (5, 9, 1)


def test_simulator_runs_small(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "2", "--days", "3", "--max-moves", "30"]) == 0
    out = capsys.readouterr().out
    for heading in ("endless/random: 2 games", "endless/greedy: 2 games", "daily/greedy: 3 games"):
        assert heading in out
    assert "3 distinct boards, bowls of one colour: 0" in out


def test_careful_bot_never_picks_an_overflowing_move_when_a_safe_one_exists() -> None:
    from twelve_bowls.engine.modes import EndlessAttempt
    from twelve_bowls.engine.simulate import careful_bot, greedy_bot

    for seed in range(5):
        attempt = EndlessAttempt(f"bot{seed}")
        while attempt.ended is None and attempt.moves_played < 30:
            safe = [m for m in attempt.legal_moves() if not attempt.preview(m).overflow]
            for bot in (careful_bot, greedy_bot):
                choice = bot(attempt, random.Random(0))
                assert choice in attempt.legal_moves()
                assert not safe or choice in safe
            attempt.play(careful_bot(attempt, random.Random(0)))


def test_simulator_tuning_override(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--games",
                "2",
                "--skip-daily",
                "--bots",
                "random",
                "--set",
                "wild_per_mille=0",
                "--max-moves",
                "30",
            ]
        )
        == 0
    )
    with pytest.raises(SystemExit) as exit_:
        main(["--set", "durations=3"])
    assert exit_.value.code == 2
