"""The goal line says each colour goal as one whole sentence per language (R7.2): a colour
name dropped into "Clear every %1 stone" cannot agree with its noun, so Hindi and Arabic
once read "colour red: clear every stone". Each colour has its own sentence, and the
collect goal its own plural forms, in which an Arabic colour adjective changes with the
count (حجرين أحمرين, 3 أحجار حمراء, 11 حجرًا أحمر)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from twelve_bowls.app import i18n
from twelve_bowls.app.game.texts import goal_text
from twelve_bowls.engine.goals import Goal, GoalType

COLOURS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}


@pytest.mark.parametrize("code", ["es", "ja", "hi", "ar"])
def test_a_clear_goal_is_its_colour_s_own_sentence(code: str) -> None:
    i18n.set_language(code)
    lines = set()
    for letter, name in COLOURS.items():
        source = f"Clear every {name} stone"
        sentence = QCoreApplication.translate("Game", source)
        assert sentence != source, f"{code} has no sentence for {source!r}"
        assert goal_text(Goal(GoalType.CLEAR_COLOR, color=letter)) == sentence
        assert ":" not in sentence and "：" not in sentence, sentence  # not "colour: ..."
        lines.add(sentence)
    assert len(lines) == len(COLOURS)


@pytest.mark.parametrize("code", ["es", "ja", "hi", "ar"])
def test_a_collect_goal_is_its_colour_s_own_sentence(code: str) -> None:
    i18n.set_language(code)
    for letter, name in COLOURS.items():
        text = goal_text(Goal(GoalType.COLLECT, color=letter, count=5))
        source = f"Collect %n {name} stone(s)"
        assert text == i18n.translate_plural("Game", source, None, 5)
        assert "5" in text and "%" not in text and ":" not in text, text
        assert text != "Collect 5 " + name + " stones"


def test_an_arabic_colour_agrees_with_every_count() -> None:
    i18n.set_language("ar")
    said = {
        count: "".join(
            c
            for c in goal_text(Goal(GoalType.COLLECT, color="R", count=count))
            if c not in i18n.BIDI_CONTROLS
        )
        for count in (1, 2, 3, 11, 100)
    }
    assert said[1] == "اجمع حجرًا أحمر واحدًا"
    assert said[2] == "اجمع حجرين أحمرين"
    assert said[3] == "اجمع 3 أحجار حمراء"
    assert said[11] == "اجمع 11 حجرًا أحمر"
    assert said[100] == "اجمع 100 حجر أحمر"
