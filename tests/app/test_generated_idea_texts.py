"""The app's sentences of a generated puzzle's idea are the engine's, marked for lupdate."""

from __future__ import annotations

from twelve_bowls.app.generated_idea_texts import SENTENCES, idea_sentences
from twelve_bowls.engine.generated_idea import IDEA_TEXTS


def test_every_engine_sentence_is_marked_for_translation_unchanged() -> None:
    assert SENTENCES == IDEA_TEXTS


def test_an_idea_is_shown_as_its_sentences_and_unknown_ids_are_left_out() -> None:
    shown = idea_sentences(["goal.combo", "mechanic.future", "mechanic.wild"])
    assert shown == [IDEA_TEXTS["goal.combo"], IDEA_TEXTS["mechanic.wild"]]
