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


# Punctuation speech-dispatcher reads aloud at Orca's default level, and the bidirectional
# isolates a screen reader passes to speech: none of them in what the game has Orca say.
READ_OUT = set(";:؛()\u2066\u2067\u2068\u2069")


def _clean(phrase: str) -> str:
    assert not READ_OUT & set(phrase), phrase
    assert "\n" not in phrase, phrase  # one line, for speech and a braille display
    return phrase


def _result(stack: Stack, since: int, score: int) -> str:
    """The result panel's own message, spoken whole (title, detail, score, notes)."""
    phrase = stack.wait_for(
        lambda p: (
            p.startswith("notification Puzzle solved!")
            and f"Your final score is {score} points." in p
        ),
        since,
        f"the result with its final score {score}",
    )
    return _clean(phrase)


def test_puzzles_1_to_3_goals_outcomes_results_and_the_press_action(
    stack: Stack, tmp_path: Path
) -> None:
    mark = _open(stack, "puzzle:1", tmp_path)
    try:
        # R7.2: the goal is heard when the puzzle opens, with the moves left.
        _clean(stack.wait_said("Clear every red stone", mark))
        stack.wait_for(lambda p: "1 move left" in p, mark, "the moves left")
        # The window is named as heard: a pause, where the title shows a dash.
        frame = stack.wait_said("Twelve Bowls frame", mark)
        assert "Puzzle 1, Twelve Bowls" in frame and "dash" not in frame, frame
        # Every bowl is a focusable, selectable push button with a Press action (Enter).
        bowls = stack.bowls()
        assert sorted(bowls, key=int) == [str(n) for n in range(12)], bowls
        bowl0 = bowls["0"]
        assert bowl0["role"] == "push button", bowl0
        assert {"focusable", "selectable"} <= set(bowl0["states"]), bowl0
        assert "selected" not in bowl0["states"], bowl0
        assert bowl0["actions"] == [{"name": "Press", "key": "Return"}], bowl0
        assert "selectable" not in bowls["2"]["states"]  # empty: cannot be chosen (R2.1)
        _focus_bowl(stack, 0)  # puzzle 1's solution is bowl 0
        assert {"focused", "selected"} <= set(stack.bowls()["0"]["states"])
        mark = stack.mark()
        stack.key("Return")
        # The winning move's outcome (R4.2: the red group), then the result's own message.
        _clean(stack.wait_said("Red group in bowl 1", mark))
        # Its notes, in the one line.
        assert "You earned the achievement" in _result(stack, mark, 30)
        # Focus is on Next puzzle: Enter opens puzzle 2, whose goal is read.
        stack.wait_said("Next puzzle", mark)
        mark = stack.mark()
        stack.key("Return")
        stack.wait_said("Puzzle 2", mark)
        stack.wait_said("Collect", mark)
        # Puzzle 2 played through AT-SPI alone: bowls 2 and 3's Press actions, as a switch
        # does (the first move sets the green up behind the yellow, R2.3).
        stack.quiet(0.5)
        stack.bowls("press", "2")
        stack.quiet(0.5)
        mark = stack.mark()
        stack.bowls("press", "3")
        _clean(stack.wait_said("Green group in bowl 5", mark))
        _result(stack, mark, 30)
        stack.wait_said("Next puzzle", mark)
        mark = stack.mark()
        stack.key("Return")
        stack.wait_said("Clear the whole board", mark)
        _focus_bowl(stack, 5)  # puzzle 3's solution: bowl 5, then bowl 6
        stack.key("Return")
        stack.quiet(0.5)
        _focus_bowl(stack, 6)
        mark = stack.mark()
        stack.key("Return")
        _clean(stack.wait_said("Yellow group in bowl 7", mark))
        _result(stack, mark, 130)
    finally:
        _close_game(stack)


def test_every_bowl_of_puzzle_21_is_reached_and_read_once(stack: Stack, tmp_path: Path) -> None:
    mark = _open(stack, "puzzle:21", tmp_path)
    try:
        stack.wait_said("Collect", mark)
        stack.quiet(0.5)
        start, events = stack.mark(), stack.log_mark()
        heard: list[int] = []
        for _ in range(12):
            mark = stack.mark()
            stack.key("Right")
            phrase = stack.wait_for(lambda p: BOWL.match(p) is not None, mark, "a bowl")
            heard.append(int(BOWL.match(phrase).group(1)))  # type: ignore[union-attr]
            if heard[-1] == 3:
                # The frozen bowl that holds a red stone says it cannot be chosen.
                assert "frozen" in phrase, phrase
            _clean(phrase)
        assert sorted(heard) == list(range(12)), heard
        stack.quiet(1.0)
        # Each press read one bowl, the one reached, once: no bowl re-read on arrival or
        # as it is left (Orca speaks a name change of the focused bowl).
        bowls_read = [p for p in stack.spoken_since(start) if BOWL.match(p)]
        assert len(bowls_read) == 12, bowls_read
        focused: str | None = None
        for kind, bowl in stack.events(events):
            if kind == "focus":
                focused = bowl
            else:
                assert bowl != focused, f"bowl {bowl} renamed while focused"
    finally:
        _close_game(stack)


def test_three_endless_outcomes_and_a_changed_question_are_spoken(
    stack: Stack, tmp_path: Path
) -> None:
    mark = _open(stack, "endless:7", tmp_path)
    try:
        stack.wait_said("Endless", mark)
        for _ in range(3):
            _focus_playable(stack)
            mark = stack.mark()
            stack.key("Return")
            # Each outcome: the groups or "no group", then the score (R5).
            outcome = stack.wait_for(
                lambda p: "Your score is" in p and ("group" in p or "blocker" in p),
                mark,
                "an outcome",
            )
            _clean(outcome)
        # A question replaced by another while focus stays on a button of the same name
        # (Keep playing): the new question is heard.
        mark = stack.mark()
        stack.key("ctrl+n")
        stack.wait_said("Start a new game", mark)
        stack.wait_said("Keep playing", mark)
        mark = stack.mark()
        stack.key("ctrl+z")  # R9.3: the first undo in Endless asks first
        _clean(stack.wait_said("Undo turns this attempt into practice", mark))
    finally:
        _close_game(stack)
