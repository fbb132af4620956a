"""app/puzzle_texts.py is generated from the puzzle files and must not drift from them."""

from __future__ import annotations

from pathlib import Path

from tests.engine.helpers import load_tool
from twelve_bowls.engine.puzzles import load_puzzles

ROOT = Path(__file__).resolve().parents[2]


def test_generated_module_is_in_sync_with_the_puzzle_files() -> None:
    tool = load_tool("puzzle_texts")
    expected = tool.render()
    assert (ROOT / "app" / "puzzle_texts.py").read_text(encoding="utf-8") == expected


def test_every_title_and_hint_is_marked_for_translation() -> None:
    from twelve_bowls.app import puzzle_texts

    puzzles = load_puzzles()
    assert {p.id: p.title for p in puzzles} == puzzle_texts.TITLES
    assert {p.id: p.hint for p in puzzles} == puzzle_texts.HINTS
    # The optional idea (the first step of help) of every file that has one.
    assert {p.id: p.idea for p in puzzles if p.idea} == puzzle_texts.IDEAS
    source = (ROOT / "app" / "puzzle_texts.py").read_text(encoding="utf-8")
    for puzzle in puzzles:
        # lupdate reads literal QT_TRANSLATE_NOOP calls in the "Puzzles" context.
        assert source.count(f'"{puzzle.title}"') >= 1
    assert source.count('QT_TRANSLATE_NOOP("Puzzles"') + source.count(
        'QT_TRANSLATE_NOOP(\n        "Puzzles"'
    ) == 2 * len(puzzles) + len(puzzle_texts.IDEAS)


def test_texts_translate_through_qt(qapp: object) -> None:
    from twelve_bowls.app.puzzle_texts import puzzle_hint, puzzle_title

    puzzles = load_puzzles()
    assert puzzle_title(1) == puzzles[0].title  # no translator installed: the source text
    assert puzzle_hint(100) == puzzles[99].hint
    from twelve_bowls.app.puzzle_texts import puzzle_idea

    with_idea = next(p for p in puzzles if p.idea)
    assert puzzle_idea(with_idea.id) == with_idea.idea
    assert puzzle_idea(next(p.id for p in puzzles if not p.idea)) == ""
