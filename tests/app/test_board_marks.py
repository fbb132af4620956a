"""Marks on the board: the hint's ring lasts until the move starts; once an attempt is
over the board shows the final position, modifiers included."""

from __future__ import annotations

from tests.app.test_game import click_bowl, context, hand_made_puzzle, make_screen
from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import HighlightItem

__all__ = ["context"]  # the fixture, shared with the game tests


def test_a_frozen_bowl_keeps_its_hatching_when_the_attempt_ends(qtbot, context):  # R2.1
    screen = make_screen(qtbot, context, hand_made_puzzle())
    assert screen.scene.bowls[2].key == "bowl.disabled"  # frozen, holding a green
    click_bowl(screen, 0)
    click_bowl(screen, 0)  # the three reds match: the goal is met and the puzzle ends
    assert screen.attempt.ended is not None
    assert screen.scene.bowls[2].key == "bowl.disabled"  # still frozen on the final board
    assert screen.scene.bowls[3].key == "bowl"  # nothing else looks unplayable


def rings_over(screen, bowl):
    return [
        item
        for item in screen.scene.transient
        if isinstance(item, HighlightItem)
        and item.key == "highlight.match"
        and item.boundingRect() == layout.bowl_rect(bowl)
    ]


def test_the_hint_ring_goes_when_the_move_starts(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle(), instant=False)
    screen.ask_hint()  # step 1: the puzzle's idea, no bowl
    screen.ask_hint()  # step 2: the bowl to play, ringed
    hinted = screen.session.selected
    assert hinted is not None and rings_over(screen, hinted)
    screen.session.confirm()
    assert screen.session.animating
    assert not rings_over(screen, hinted)  # not over the source bowl for the whole move
    screen.session.skip()


def test_the_panel_counts_the_moves_played_once_the_attempt_ends(qtbot, context):
    screen = make_screen(qtbot, context, hand_made_puzzle())  # a limit of two moves
    assert screen.hud.moves.text().startswith("2 ") and "left" in screen.hud.moves.text()
    click_bowl(screen, 0)
    click_bowl(screen, 0)  # solved in one move: no "1 move left" beside the result
    assert screen.attempt.ended is not None
    text = screen.hud.moves.text()  # English plural forms load with the language
    assert text.startswith("1 ") and "played" in text and "left" not in text
