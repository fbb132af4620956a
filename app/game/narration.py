"""What a screen reader says about the board: each bowl, and each move's outcome.

The engine returns items, modifiers and events; these functions say them in the player's
language (the engine has no sentences, only enums and numbers): "Bowl 3, 4 stones: red,
red, blue, wild; volcano" and
"Red group in bowl 4, 3 stones; combo 2; 60 points".
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from PySide6.QtCore import QCoreApplication

from twelve_bowls.app.game.texts import bowl_list, colour_name
from twelve_bowls.app.i18n import fill, translate_plural
from twelve_bowls.engine.board import BOWL_PLACES, Modifier, ModifierKind
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Matched,
    ModifierPlaced,
    Overflowed,
    Phase,
)
from twelve_bowls.engine.modes import MoveOutcome
from twelve_bowls.engine.rules import VOLCANO_READY_AT


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    if n >= 0:  # one number formatter for %n and %1
        return translate_plural("Narration", text, disambiguation, n)
    return QCoreApplication.translate("Narration", text, disambiguation)


def _join(parts: Iterable[str]) -> str:
    return _tr("; ", "between parts of a spoken sentence").join(p for p in parts if p)


def item_list(items: str) -> str:
    """The items of a bowl in queue order, oldest first: "red, red, blue, wild"."""
    return _tr(", ", "between items of a bowl").join(colour_name(item) for item in items)


def modifier_text(modifier: Modifier | None, held: int) -> str:
    """R1.5 / R9.4 in words, with what matters for the next move."""
    if modifier is None:
        return ""
    kind = modifier.kind
    if kind is ModifierKind.FROZEN:
        text = _tr("frozen: cannot be chosen, still receives stones")
    elif kind is ModifierKind.REVERSE:
        text = _tr("reverse: sows counter-clockwise")
    elif held >= VOLCANO_READY_AT:
        text = _tr("volcano, ready to erupt")  # R3.3: six or more items
    else:
        text = _tr("volcano")
    if modifier.moves_left is not None:
        text = fill(_tr("%1 for %n more move(s)", None, modifier.moves_left), text)
    return text


def bowl_name(
    bowl: int,
    items: str,
    modifier: Modifier | None,
    *,
    selected: bool = False,
    selectable: bool = True,
    overflowing: bool = False,
) -> str:
    """Everything a sighted player sees in one bowl, as one sentence."""
    if items:
        head = fill(_tr("Bowl %1, %n stone(s): %2", None, len(items)), bowl, item_list(items))
    else:
        head = fill(_tr("Bowl %1, empty"), bowl)
    parts = [head, modifier_text(modifier, len(items))]
    if overflowing:
        parts.append(_tr("overflowed"))
    elif len(items) == BOWL_PLACES:
        parts.append(_tr("full: one more stone overflows"))
    if selected:
        parts.append(_tr("selected"))
    elif not selectable and items and (modifier is None or modifier.kind != ModifierKind.FROZEN):
        parts.append(_tr("cannot be chosen now"))
    return _join(parts)


def board_description() -> str:
    return _tr(
        "Twelve bowls in a ring, bowl 0 at the top, numbered clockwise. Arrow keys choose "
        "a bowl, Enter plays it, Space skips the animation."
    )


def move_outcome(outcome: MoveOutcome, overflowing: Collection[int] = ()) -> str:
    """One move's outcome in order: groups, blockers, eruptions, combo, points, overflow."""
    parts: list[str] = []
    events = outcome.events
    for event in events:
        if isinstance(event, Matched):
            group = _capital(
                fill(
                    _tr("%1 group in bowl %2, %n stone(s)", None, event.stones),
                    colour_name(event.colour),
                    event.bowl,
                )
            )
            if event.wilds:
                group = fill(_tr("%1 with %n wild(s)", None, event.wilds), group)
            if event.phase is Phase.REFILL:
                group = fill(
                    _tr("%1, after the refill", "%1 is a group: Red group in bowl 4"), group
                )
            parts.append(group)
        elif isinstance(event, BlockersRemoved):
            parts.append(
                fill(
                    _tr("%n blocker(s) leave bowl %1", None, len(event.positions)),
                    event.bowl,
                )
            )
        elif isinstance(event, Erupted):
            parts.append(fill(_tr("the volcano in bowl %1 erupts"), event.bowl))
        elif isinstance(event, ModifierPlaced):
            parts.append(
                fill(
                    _tr("bowl %1 is now %2"),
                    event.bowl,
                    modifier_text(Modifier(event.kind, event.moves_left), 0),
                )
            )
    if not any(isinstance(e, Matched) for e in events):
        parts.append(_tr("no group"))
    result = outcome.result
    if result.combo > 1:
        parts.append(fill(_tr("combo %1"), result.combo))
    if result.perfect_clear:
        parts.append(QCoreApplication.translate("Game", "Perfect Clear"))
    points = result.points
    if points:
        parts.append(_tr("%n point(s)", None, points))
    over = tuple(overflowing) or tuple(
        b for e in events if isinstance(e, Overflowed) for b in e.bowls
    )
    if len(over) == 1:
        parts.append(fill(_tr("bowl %1 overflows"), over[0]))
    elif over:
        parts.append(fill(_tr("bowls %1 overflow"), bowl_list(over)))
    return _join(parts)


def _capital(word: str) -> str:
    """Colour names are lower case inside sentences; a sentence starts with a capital."""
    return word[:1].upper() + word[1:]


def sentence(parts: Iterable[str]) -> str:
    """Parts of one announcement, joined the way the language joins them. A part of
    several lines (the result panel's notes) gives each line as a part: one spoken line,
    which a braille display also shows whole."""
    return _join(line.strip() for part in parts for line in part.splitlines())
