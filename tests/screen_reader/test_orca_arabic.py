"""What Orca speaks in Arabic: Orca in an Arabic locale (espeak-ng's Arabic voice), the game
in Arabic. Its own module, so that it runs after ``test_orca.py``'s stack has ended: a second
Orca session beside a live one was never heard from.
"""

from __future__ import annotations

import pytest

from tests.screen_reader.stack import missing, running
from tests.screen_reader.test_orca import READ_OUT, _clean, _close_game

pytestmark = pytest.mark.screen_reader


def test_arabic_goal_bowl_and_outcome(tmp_path_factory: pytest.TempPathFactory) -> None:
    # Orca in an Arabic locale (espeak-ng's Arabic voice), the game in Arabic.
    absent = missing()
    if absent:
        pytest.fail(f"the screen-reader stack needs {', '.join(absent)} (see .ci/run)")
    with running(tmp_path_factory.mktemp("orca-ar"), "ar_EG.UTF-8") as arabic:
        home = tmp_path_factory.mktemp("ar-home")
        mark = arabic.mark()
        arabic.launch("--play", "puzzle:1", "--lang", "ar", home=home)
        try:
            goal = _clean(arabic.wait_said("لتفوز", mark))  # "… to win"
            # "Clear every red stone" (the colour agrees with its stones), 1 move left
            assert "الأحجار الحمراء" in goal and "بقيت حركة واحدة" in goal, goal
            frame = arabic.wait_for(lambda p: "اثنا عشر وعاءً" in p, mark, "the window")
            assert not READ_OUT & set(frame), frame
            mark = arabic.mark()
            arabic.key("Right")  # bowl 0: the ring stays clockwise in Arabic (R1.1)
            bowl = _clean(arabic.wait_for(lambda p: p.startswith("الوعاء 0"), mark, "bowl 0"))
            assert "الأحمر" in bowl and "مختار" in bowl, bowl  # red, selected
            mark = arabic.mark()
            arabic.key("Return")
            _clean(arabic.wait_said("تطابق الأحمر في الوعاء 1", mark))  # red group in bowl 1
            result = arabic.wait_for(
                lambda p: p.startswith("notification حُلّ اللغز!"), mark, "the result"
            )
            assert "30" in _clean(result), result
        finally:
            _close_game(arabic)
