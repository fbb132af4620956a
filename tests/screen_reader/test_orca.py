"""What Orca, a real screen reader, speaks while the game is played by keyboard alone.

Runs the whole Linux stack (``tests/screen_reader/stack.py``): Xvfb, D-Bus, AT-SPI, Orca
with speech-dispatcher and espeak-ng, the game's real window; keys go in through xdotool
and every assertion is on a phrase Orca spoke. Marked ``screen_reader`` and left out of the
default run (Debian's orca, speech-dispatcher, espeak-ng, at-spi2-core, python3-pyatspi,
xvfb, xdotool); ``.ci/run`` installs them and runs ``pytest -m screen_reader``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.screen_reader.stack import Stack, missing, running

pytestmark = pytest.mark.screen_reader

BOWL = re.compile(r"^Bowl (\d+)[,;]")


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    absent = missing()
    if absent:
        pytest.fail(f"the screen-reader stack needs {', '.join(absent)} (see .ci/run)")
    with running(tmp_path_factory.mktemp("orca")) as started:
        yield started


def _open(stack: Stack, game: str, home: Path) -> int:
    mark = stack.mark()
    stack.launch("--play", game, home=home)
    return mark


def _focus_bowl(stack: Stack, bowl: int) -> None:
    """Arrow clockwise until Orca reads ``bowl`` (a ring of twelve: at most twelve presses)."""
    for _ in range(13):
        mark = stack.mark()
        stack.key("Right")
        phrase = stack.wait_for(lambda p: BOWL.match(p) is not None, mark, "a bowl")
        if int(BOWL.match(phrase).group(1)) == bowl:  # type: ignore[union-attr]
            return
    raise AssertionError(f"the arrows never reached bowl {bowl}")


def _focus_playable(stack: Stack) -> None:
    """Arrow clockwise to a bowl that can be played (R2.1)."""
    for _ in range(13):
        mark = stack.mark()
        stack.key("Right")
        phrase = stack.wait_for(lambda p: BOWL.match(p) is not None, mark, "a bowl")
        if not any(word in phrase for word in ("empty", "cannot be chosen")):
            return
    raise AssertionError("the arrows reached no bowl that can be played")


def _close_game(stack: Stack) -> None:
    game = stack.game
    if game is not None and game.poll() is None:
        game.terminate()
        game.wait(timeout=30)


def test_puzzle_goal_winning_outcome_and_next_puzzle(stack: Stack, tmp_path: Path) -> None:
    mark = _open(stack, "puzzle:1", tmp_path)
    try:
        # R7.2: the goal is heard when the puzzle opens, with the moves left.
        stack.wait_said("Clear every red stone", mark)
        stack.wait_for(lambda p: "1 move left" in p, mark, "the moves left")
        _focus_bowl(stack, 0)  # puzzle 1's solution is bowl 0
        mark = stack.mark()
        stack.key("Return")
        # The winning move's outcome (R4.2: the red group), then the result.
        stack.wait_said("Red group in bowl", mark)
        stack.wait_said("Puzzle solved", mark)
        # Focus is on Next puzzle: Enter opens puzzle 2, whose goal is read.
        stack.wait_said("Next puzzle", mark)
        mark = stack.mark()
        stack.key("Return")
        stack.wait_said("Puzzle 2", mark)
        stack.wait_said("Collect", mark)
    finally:
        _close_game(stack)


def test_every_bowl_of_puzzle_21_is_reached_by_the_arrows(stack: Stack, tmp_path: Path) -> None:
    mark = _open(stack, "puzzle:21", tmp_path)
    try:
        stack.wait_said("Collect", mark)
        heard: list[int] = []
        for _ in range(12):
            mark = stack.mark()
            stack.key("Right")
            phrase = stack.wait_for(lambda p: BOWL.match(p) is not None, mark, "a bowl")
            heard.append(int(BOWL.match(phrase).group(1)))  # type: ignore[union-attr]
            if heard[-1] == 3:
                # The frozen bowl that holds the deciding red stone says it cannot be chosen.
                assert "frozen" in phrase, phrase
        assert sorted(heard) == list(range(12)), heard
    finally:
        _close_game(stack)


def test_three_endless_outcomes_are_spoken(stack: Stack, tmp_path: Path) -> None:
    mark = _open(stack, "endless:7", tmp_path)
    try:
        stack.wait_said("Endless", mark)
        for _ in range(3):
            _focus_playable(stack)
            mark = stack.mark()
            stack.key("Return")
            # Each outcome: the groups or "no group", then the score (R5).
            outcome = stack.wait_for(
                lambda p: "Score:" in p and ("group" in p or "blocker" in p), mark, "an outcome"
            )
            assert outcome
    finally:
        _close_game(stack)
