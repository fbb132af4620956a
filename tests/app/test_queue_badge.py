"""The queue strip shows the selected bowl's modifier as a badge, with the moves it has
left when it comes and goes (R8.4), and says it to a screen reader."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.game.game_screen import GameScreen
from twelve_bowls.engine.board import Modifier, ModifierKind, Position
from twelve_bowls.engine.goals import Goal, GoalType
from twelve_bowls.engine.modes import PuzzleAttempt


def screen_with(qtbot: QtBot, modifier: Modifier | None) -> GameScreen:
    bowls = ("RG", "BY", "", "", "", "", "", "", "", "", "", "P")
    modifiers = (modifier,) + (None,) * 11
    attempt = PuzzleAttempt(0, Position(bowls, modifiers), Goal(GoalType.CLEAR_COLOR, color="R"), 3)
    screen = GameScreen(AppContext(InMemoryProfileService()), attempt)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.session.select(0)
    QApplication.processEvents()
    return screen


def badge_pixels(screen: GameScreen) -> object:
    strip = screen.strip
    image = strip.grab().toImage()
    size = min(strip.height() * 0.62, strip.width() / (len(strip.items) + 2.5))
    # Under the "Bowl 0" label, where the badge goes (left to right here).
    return image.copy(
        QRect(0, round(size) + 3, round(size * 1.6), strip.height() - round(size) - 6)
    )


def test_the_selected_bowls_modifier_is_a_badge_with_its_countdown(qtbot: QtBot) -> None:
    screen = screen_with(qtbot, Modifier(ModifierKind.REVERSE, 3))
    strip = screen.strip
    assert strip.bowl == 0 and strip.modifier == Modifier(ModifierKind.REVERSE, 3)
    # (English plural forms load with the language; the bare catalog says "move(s)".)
    assert "Reverse · 3 move" in strip.accessibleDescription()
    assert strip.toolTip().startswith("Reverse · 3 move")
    plain = screen_with(qtbot, None)
    assert plain.strip.modifier is None and "Reverse" not in plain.strip.accessibleDescription()
    assert badge_pixels(screen) != badge_pixels(plain)  # something is drawn there
    screen.session.select(1)  # a bowl without one: no badge
    QApplication.processEvents()
    assert strip.modifier is None and strip.toolTip() == ""


def test_a_new_endless_modifier_is_shown_in_the_queue_panel(qtbot: QtBot) -> None:
    # R8.4: from the tenth safe move on, events put modifiers on bowls for a few moves.
    from tests.engine.modes_helpers import careful_move
    from twelve_bowls.engine.events import ModifierPlaced
    from twelve_bowls.engine.modes import EndlessAttempt

    context = AppContext(InMemoryProfileService())
    context.apply_language()  # English plural forms come from the English catalog
    screen = GameScreen(context, EndlessAttempt("news"))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.player.speed = 0.0
    seen: list[ModifierPlaced] = []
    screen.session.state_changed.connect(
        lambda change: seen.extend(
            e for e in getattr(change.outcome, "mode_events", ()) if isinstance(e, ModifierPlaced)
        )
    )
    while not seen and screen.attempt.ended is None:
        screen.session.select(careful_move(screen.attempt))  # type: ignore[arg-type]
        screen.session.confirm()
        qtbot.waitUntil(lambda: not screen.session.animating, timeout=20000)  # a hang only
    placed = seen[-1] if seen else None
    assert placed is not None, "no event in this game"
    QApplication.processEvents()
    strip = screen.strip
    assert screen.session.selected is None
    assert strip.news is not None and strip.news[0] == placed.bowl
    assert strip.news[1].moves_left == placed.moves_left
    kinds = {"frozen": "frozen", "reverse": "a reverse bowl", "volcano": "a volcano"}
    what = kinds[placed.kind]
    moves = f"{placed.moves_left} move" + ("" if placed.moves_left == 1 else "s")
    assert strip.news_text() == f"Bowl {placed.bowl} is {what} for {moves}."
    assert strip.news_text() in strip.accessibleName()
