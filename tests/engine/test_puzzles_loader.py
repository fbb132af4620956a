"""The puzzle file loader (R10.3, R7.1): good files load, bad ones say what is wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from twelve_bowls.engine.board import ModifierKind
from twelve_bowls.engine.goals import GoalType
from twelve_bowls.engine.puzzles import (
    PuzzleError,
    load_own_puzzle,
    load_puzzle,
    mechanics,
    parse_puzzle,
)

BAD = Path(__file__).parent / "data" / "bad_puzzles"
EXPECTED: dict[str, list[str]] = json.loads((BAD / "expected.json").read_text(encoding="utf-8"))


def good_raw() -> dict[str, object]:
    return {
        "format": 1,
        "id": 7,
        "title": "Test",
        "hint": "Sow the lone red.",
        "difficulty": 1,
        "bowls": ["R", "RR", "", "", "", "", "", "", "", "", "", ""],
        "modifiers": {"5": "frozen"},
        "goal": {"type": "clear_color", "color": "R"},
        "moves": 2,
        "solution": [0],
        "designer_note": "kept as is",
    }


def test_a_good_puzzle_becomes_plain_engine_values() -> None:
    puzzle = parse_puzzle(good_raw(), "007.json")
    assert puzzle.id == 7
    assert puzzle.goal.type is GoalType.CLEAR_COLOR and puzzle.goal.color == "R"
    assert puzzle.position.bowls[:2] == ("R", "RR")
    assert puzzle.position.modifier_kind(5) is ModifierKind.FROZEN
    assert puzzle.moves == 2 and puzzle.solution == (0,)


def test_the_file_name_must_match_the_id(tmp_path: Path) -> None:
    good = tmp_path / "007.json"
    good.write_text(json.dumps(good_raw()), encoding="utf-8")
    assert load_puzzle(good).id == 7
    misnamed = tmp_path / "008.json"
    misnamed.write_text(json.dumps(good_raw()), encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"field 'id': id 7 expects the file name 007.json"):
        load_puzzle(misnamed)


def test_a_missing_file_is_a_puzzle_error(tmp_path: Path) -> None:
    with pytest.raises(PuzzleError, match="cannot be read"):
        load_puzzle(tmp_path / "001.json")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_malformed_fixture_names_file_field_and_expectation(name: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        load_puzzle(BAD / name)
    message = str(caught.value)
    assert message.startswith(str(BAD / name) + ": ")
    for fragment in EXPECTED[name]:
        assert fragment in message


def test_every_fixture_has_an_expected_error() -> None:
    assert {p.name for p in BAD.glob("*.json")} - {"expected.json"} == set(EXPECTED)


def test_the_solution_check_can_be_skipped_while_shaping() -> None:
    raw = good_raw() | {"solution": [1]}  # bowl 1 sows away from the lone red: no win
    with pytest.raises(PuzzleError, match="field 'solution'"):
        parse_puzzle(raw, "007.json")
    assert parse_puzzle(raw, "007.json", check_solution=False).solution == (1,)


def test_a_win_before_the_last_move_is_rejected() -> None:
    raw = good_raw() | {"solution": [0, 2], "moves": 2}  # R7.3: the first win ends it
    with pytest.raises(PuzzleError, match="already met after move 1"):
        parse_puzzle(raw, "007.json")


def test_an_illegal_solution_move_is_rejected() -> None:
    raw = good_raw() | {"solution": [5]}  # R2.1: bowl 5 is empty (and frozen)
    with pytest.raises(PuzzleError, match=r"move 1 \(bowl 5\) is not legal"):
        parse_puzzle(raw, "007.json")


def test_mechanics_read_position_and_play() -> None:
    raw = good_raw() | {
        "bowls": ["", "", "", "", "", "", "", "YG", "RYRGG", "", "", "R"],
        "modifiers": {"8": "volcano", "3": "reverse"},
        "solution": [7, 9],
    }
    puzzle = parse_puzzle(raw, "007.json")
    # R3.3: bowl 7 sets the volcano off; its red lands next to the lone red, then bowl 9
    # completes the reds: no match follows the eruption within the first move.
    assert mechanics(puzzle) == {"volcano", "reverse"}
    chain = good_raw() | {
        "bowls": ["", "", "", "", "", "", "", "Y", "RYGGB", "", "YY", ""],
        "modifiers": {"8": "volcano"},
        "goal": {"type": "collect", "color": "Y", "count": 3},
        "solution": [7],
        "moves": 1,
    }
    # R3.4: the eruption sows a yellow into bowl 10 and it matches: a chain.
    assert mechanics(parse_puzzle(chain, "007.json")) == {"volcano", "chain"}


# -- hostile files and players' own files -----------------


def minimum_raw(**changes: object) -> dict[str, object]:
    """R10.3's minimum: no title, hint or difficulty."""
    raw: dict[str, object] = {
        "format": 1,
        "id": 500,
        "bowls": ["R", "RR", "", "", "", "", "", "", "", "", "", ""],
        "modifiers": {},
        "goal": {"type": "clear_color", "color": "R"},
        "moves": 1,
        "solution": [0],
    }
    return raw | changes


def test_a_deeply_nested_file_is_a_puzzle_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "001.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"001\.json: is nested too deeply") as caught:
        load_puzzle(path)
    assert caught.value.source == str(path) and caught.value.field is None


def test_a_huge_integer_is_a_puzzle_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "002.json"
    path.write_text('{"format": 1, "id": 2, "moves": ' + "9" * 5000 + "}", encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"002\.json: holds a number too long"):
        load_puzzle(path)


def test_numbers_are_bounded_to_what_the_game_can_use(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(minimum_raw(moves=10**30)), encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"field 'moves': .*less than or equal to 99") as caught:
        load_own_puzzle(path)
    assert len(str(caught.value)) < 200  # the huge value is quoted cut short
    path.write_text(
        json.dumps(minimum_raw(goal={"type": "score", "points": 10**25})), encoding="utf-8"
    )
    with pytest.raises(PuzzleError, match=r"field 'goal.points'"):
        load_own_puzzle(path)


def test_an_own_file_needs_only_r10_3s_minimum(tmp_path: Path) -> None:
    path = tmp_path / "my puzzle.json"  # any name, id outside 1-100
    path.write_text(json.dumps(minimum_raw()), encoding="utf-8")
    puzzle = load_own_puzzle(path)
    assert (puzzle.id, puzzle.title, puzzle.hint, puzzle.difficulty) == (500, "", "", None)
    assert puzzle.solution == (0,)


def test_an_own_file_with_a_wrong_solution_says_so(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(minimum_raw(solution=[1])), encoding="utf-8")
    with pytest.raises(PuzzleError, match="field 'solution'"):
        load_own_puzzle(path)


def test_a_shipped_file_needs_r10_3s_minimum_and_an_id_up_to_100(tmp_path: Path) -> None:
    # R10.3: title, hint and difficulty may be added; the shipped set's test requires them.
    raw = minimum_raw(id=7)
    path = tmp_path / "007.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert load_puzzle(path).title == ""
    path = tmp_path / "500.json"
    path.write_text(json.dumps(good_raw() | {"id": 500}), encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"field 'id': .*less than or equal to 100"):
        load_puzzle(path)
