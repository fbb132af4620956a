"""The move preview is whole sentences, each translated whole with its plural forms, put
side by side as the language writes sentences: no "Preview: a, b, c" frame whose pieces a
language cannot inflect (R5 points and combo, R5.4 Perfect Clear, R6.2 overflow, R7.3 the
goal, R8.2 the refill's risk)."""

from __future__ import annotations

import pytest

from twelve_bowls.app import i18n
from twelve_bowls.app.game.preview_text import preview_sentence
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.modes.attempt import Preview
from twelve_bowls.engine.phase import Phase
from twelve_bowls.engine.rules import MoveResult

EMPTY = Position.from_notation([""] * 12)


def preview(
    points: int = 0,
    combo: int = 0,
    *,
    overflow: bool = False,
    perfect_clear: bool = False,
    erupted: tuple[int, ...] = (),
    meets_goal: bool | None = None,
    refill_risk: tuple[int, ...] = (),
) -> Preview:
    result = MoveResult(
        position=EMPTY,
        points=points,
        combo=combo,
        perfect_clear=perfect_clear,
        overflow=Phase.PLAYER if overflow else None,
        erupted=erupted,
        collected=(0, 0, 0, 0, 0),
    )
    return Preview(bowl=0, result=result, meets_goal=meets_goal, refill_risk=refill_risk)


def bare(text: str) -> str:
    return "".join(ch for ch in text if ch not in (i18n.LRI, i18n.PDI))


def test_english_reads_as_sentences() -> None:
    i18n.set_language("en")
    assert preview_sentence(preview(30, 1)) == "This move would score 30 points."
    assert preview_sentence(preview(overflow=True)) == (
        "This move would overflow, and the attempt would end."
    )
    everything = preview(
        180, 3, perfect_clear=True, erupted=(2, 5), meets_goal=True, refill_risk=(7,)
    )
    assert preview_sentence(everything) == (
        "This move would score 180 points with a ×3 combo."
        " It would empty the board: a Perfect Clear."
        " 2 volcanoes would erupt."
        " It would meet the puzzle's goal."
        " One bowl would be left at seven stones: a refill stone landing there would"
        " overflow it."
    )
    assert preview_sentence(preview(meets_goal=False)) == "This move would make no match."


def test_japanese_runs_the_sentences_together() -> None:
    i18n.set_language("ja")
    text = preview_sentence(preview(60, 2, erupted=(1,), refill_risk=(3, 4)))
    assert text.count("。") == 4 and "。 " not in text and text.endswith("。"), text


@pytest.mark.parametrize(
    ("count", "volcanoes", "bowls"),
    [
        (1, "سيثور بركان واحد.", "سيبقى وعاء واحد فيه سبعة أحجار"),
        (2, "سيثور بركانان.", "سيبقى وعاءان في كل منهما سبعة أحجار"),
        (3, "ستثور 3 براكين.", "ستبقى 3 أوعية في كل منها سبعة أحجار"),
        (11, "سيثور 11 بركانًا.", "سيبقى 11 وعاءً في كل منها سبعة أحجار"),
    ],
)
def test_arabic_counts_agree_with_their_number(count: int, volcanoes: str, bowls: str) -> None:
    i18n.set_language("ar")
    bowls_range = tuple(range(count))
    text = bare(preview_sentence(preview(30, 1, erupted=bowls_range, refill_risk=bowls_range)))
    assert volcanoes in text and bowls in text, text


def test_no_language_keeps_the_old_frame_or_joins_fragments() -> None:
    old_frames = {
        "en": "Preview",
        "es": "Previsión",
        "ja": "予測",
        "hi": "पूर्वानुमान",
        "ar": "التوقّع",
    }
    case = preview(90, 2, perfect_clear=True, erupted=(4,), meets_goal=True)
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        text = preview_sentence(case)
        assert old_frames[code] not in text, (code, text)
        # Each part ends as a sentence of its own: the language's full stop, four of them.
        stop = {"ja": "。", "hi": "।"}.get(code, ".")
        assert bare(text).count(stop) == 4, (code, text)
