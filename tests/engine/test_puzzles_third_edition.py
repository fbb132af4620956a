"""The third edition of the puzzles: short puzzles that need thought, denser late boards,
every wild and blocker mattering in place, no near-duplicates.

The whole-set figures are recomputed by the measures tool in a slow-marked test (``pytest
-m slow``); the default run checks the yardsticks themselves on small hand-made cases.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.engine.helpers import load_tool
from twelve_bowls.engine.board import Position
from twelve_bowls.engine.goals import Goal
from twelve_bowls.engine.puzzles import Puzzle, load_puzzles
from twelve_bowls.engine.rules import apply

pm = load_tool("puzzle_measures")


def _puzzle(bowls: dict[int, str], goal: dict[str, object], moves: int) -> Puzzle:
    board = [""] * 12
    for bowl, items in bowls.items():
        board[bowl] = items
    return Puzzle(
        0, "", "", None, Position(tuple(board)), Goal.from_json(goal), moves, (0,) * moves
    )


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return load_puzzles()


def test_two_ply_player_takes_a_win_and_a_winning_follow_up() -> None:
    # R2.3, R4.1: bowl 0's red completes bowl 1 at once; with 1 move it wins.
    assert not pm.beats_two_ply(
        _puzzle({0: "R", 1: "RR"}, {"type": "clear_color", "color": "R"}, 1)
    )
    # Two moves: bowl 3 then bowl 4 gathers three reds in bowl 5; the follow-up rule finds it.
    two = _puzzle({3: "R", 4: "RR", 5: "R"}, {"type": "collect", "color": "R", "count": 3}, 2)
    player = pm.TwoPly(two)
    picks, winning = player.choices(player.start, 2)
    assert winning and picks


def test_a_shipped_short_puzzle_beats_the_two_ply_player_on_every_tie_break(
    puzzles: list[Puzzle],
) -> None:
    # Puzzle 45 (optimum 4): the player's measured choices never reach a win, and the
    # verdict explores every tied move (a verdict that hangs on a tie proves nothing).
    puzzle = puzzles[44]
    assert pm.search(puzzle.position, puzzle.goal, puzzle.moves).optimum == puzzle.moves <= 4
    player = pm.TwoPly(puzzle)
    assert not player.can_win()
    picks, winning = player.choices(player.start, puzzle.moves)
    assert not winning and puzzle.solution[0] not in picks
    # With a limit of one more move the same player can win: the tool is not blind.
    assert pm.TwoPly(replace(puzzle, moves=puzzle.moves + 2)).can_win()


def test_progress_measure_prefers_progress_then_near_groups() -> None:
    goal = Goal.from_json({"type": "clear_color", "color": "R"})
    fewer = ("R", "", "", "", "", "", "", "", "", "", "", "")
    more = ("R", "R", "", "", "", "", "", "", "", "", "", "")
    paired = ("RR", "", "", "", "", "", "", "", "", "", "", "")
    assert pm.progress_measure(goal, fewer, 0, 0) > pm.progress_measure(goal, more, 0, 0)
    assert pm.progress_measure(goal, paired, 0, 0) > pm.progress_measure(goal, more, 0, 0)


def test_branching_counts_legal_moves_along_the_solution(puzzles: list[Puzzle]) -> None:
    puzzle = puzzles[0]
    board = puzzle.position
    expected = []
    for move in puzzle.solution:
        expected.append(sum(1 for b in range(12) if board.bowls[b]))
        board = apply(board, move, log=False).position
    assert pm.branching(puzzle) == expected


def test_inert_ablation_finds_a_wild_that_only_takes_a_place() -> None:
    # Bowl 0's red completes bowl 1 (R4.1); the wild in bowl 5 plays no part, so an inert
    # stone in its place changes neither the optimum nor the winning lines.
    idle = _puzzle({0: "R", 1: "RR", 5: "W"}, {"type": "clear_color", "color": "R"}, 1)
    assert pm.search(idle.position, idle.goal, 1).optimum == 1
    assert pm.inert_ablation(idle) == {"W@5.0": False}
    # Here the wild completes the pair (R4.2): an inert stone in its place cannot.
    needed = _puzzle({0: "R", 1: "RW"}, {"type": "clear_color", "color": "R"}, 1)
    assert pm.search(needed.position, needed.goal, 1).optimum == 1
    assert pm.inert_ablation(needed) == {"W@1.1": True}


def test_near_duplicates_are_found_up_to_rotation(puzzles: list[Puzzle]) -> None:
    one = puzzles[59]
    turned = replace(
        one,
        id=999,
        position=replace(one.position, bowls=one.position.bowls[3:] + one.position.bowls[:3]),
    )
    if one.position.modifiers != (None,) * 12:
        modifiers = one.position.modifiers
        turned = replace(
            turned, position=replace(turned.position, modifiers=modifiers[3:] + modifiers[:3])
        )
    assert pm.board_distance(one, turned) == 0
    assert pm.near_duplicates([one, turned]) == [(one.id, 999)]
    other_goal = replace(turned, goal=Goal.from_json({"type": "at_most", "stones": 99}))
    assert one.goal != other_goal.goal
    assert pm.near_duplicates([one, other_goal]) == []


def test_an_early_puzzle_needs_a_set_up_move(puzzles: list[Puzzle]) -> None:
    # Teach faster: by puzzle 12 one puzzle's every winning line starts with a move that
    # scores nothing (R5.1) and does not win.
    def needs_set_up(puzzle: Puzzle) -> bool:
        lines = pm.search(puzzle.position, puzzle.goal, puzzle.moves).lines
        return all(
            len(line) > 1 and apply(puzzle.position, line[0], log=False).points == 0
            for line in lines
        )

    assert any(needs_set_up(p) for p in puzzles[:12])


@pytest.mark.slow
def test_the_third_edition_figures_hold(puzzles: list[Puzzle]) -> None:
    figures = pm.third_edition_figures([pm.measure(p) for p in puzzles], puzzles)
    assert figures.late_total == 30 and figures.late_beaten >= 20, figures
    assert figures.short_beaten >= 8, figures
    assert figures.late_branching >= 6, figures
    assert figures.late_bits >= 2.6, figures
    assert figures.decorative == (), figures
    assert figures.near_duplicates == (), figures


# ---------------------------------------------------------------- ideas


def test_the_idea_of_a_line_names_its_mechanics_and_shape() -> None:
    # R2.3, R4.1, R5.2: one set-up, then one sowing that completes groups in two bowls.
    finish = _puzzle({11: "R", 0: "RG", 1: "RR", 2: "GG"}, {"type": "combo", "size": 2}, 2)
    finish = replace(finish, solution=(11, 0))
    shown = pm.idea(finish)
    assert (shown.used, shown.shape, shown.set_ups) == ((), "finish", 1)
    assert pm.is_lineup_finish(shown) and not pm.uses_modifier(shown)
    # R3.3-R3.4: a volcano filled to six erupts and its stone completes a group: a chain.
    volcano = Puzzle(
        0,
        "",
        "",
        None,
        Position.from_notation(
            ["R", "GBYBY", "GG", "", "", "", "", "", "", "", "", ""], {"1": "volcano"}
        ),
        Goal.from_json({"type": "collect", "color": "G", "count": 3}),
        1,
        (0,),
    )
    assert apply(volcano.position, 0).erupted == (1,)
    shown = pm.idea(volcano)
    assert shown.used == ("eruption", "chain") and shown.shape == "last group"
    assert pm.uses_modifier(shown) and not pm.is_lineup_finish(shown)


def test_teach_test_twist_follows_the_lines(puzzles: list[Puzzle]) -> None:
    # The map is measured: a set whose only wild line comes first has a lesson and no test.
    tracks = {t.mechanic: t for t in pm.teach_test_twist(puzzles[:40])}
    wild = tracks["wild"]
    assert wild.lesson is not None and "wild" in pm.idea(puzzles[wild.lesson - 1]).used
    no_wild = [p for p in puzzles if "W" not in "".join(p.position.bowls) or p.id < 31]
    assert {t.mechanic: t for t in pm.teach_test_twist(no_wild)}["wild"].test is None


@pytest.mark.slow
def test_no_idea_dominates_the_late_set_and_every_mechanic_is_taught_tested_twisted(
    puzzles: list[Puzzle],
) -> None:
    figures = pm.third_edition_figures([pm.measure(p) for p in puzzles], puzzles)
    assert figures.late_count == 40
    # No idea has more than 20 % of 61-100; the line-up finish at most 25 %.
    assert all(len(ids) <= figures.idea_cap == 8 for ids in figures.ideas.values()), figures.ideas
    assert len(figures.lineup) <= figures.lineup_cap == 10, figures.lineup
    # Modifiers take part in late puzzles: every ten of 61-100 has three lines using one.
    assert all(len(ids) >= pm.MODIFIERS_PER_BAND for ids in figures.modifier_bands.values())
    # New ideas keep arriving after 31: in every ten.
    assert all(figures.new_idea_bands().values()), figures.new_idea_bands()
    # Teach, test, twist: each mechanic's lesson by 31, a test after 31, a later twist.
    assert {t.mechanic for t in figures.tracks} == set(pm.TAUGHT)
    for track in figures.tracks:
        assert track.lesson is not None and track.lesson <= 31, track
        assert track.test is not None and track.test > 31, track
        assert track.twist is not None and track.twist > track.test and track.with_, track
    # Three puzzles that were alike in idea are not any more.
    ideas = {pm.idea(puzzles[i - 1]).label for i in (79, 87, 88)}
    assert len(ideas) == 3, ideas
