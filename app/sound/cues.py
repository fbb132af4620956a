"""Which sound each event of a move's log makes, and when (no Qt, no audio here).

The animation plays the engine's events one step at a time; a cue names the event it
belongs to and whether it sounds when that step begins (a group leaving, an eruption's
glow) or when it lands (a sown or refill stone reaching its bowl), so the sound follows
what the player sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from twelve_bowls.engine.board import ModifierKind
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Event,
    Lifted,
    Matched,
    ModifierExpired,
    Overflowed,
    Phase,
    PhaseStarted,
    Refilled,
    Sown,
)

# Every cue the game plays; a theme may bring a file for any of them (app/sound/library.py).
CUE_NAMES: tuple[str, ...] = (
    "select",
    "sow",
    "group",
    "wild",
    "blocker",
    "eruption",
    "thaw",
    "refill",
    "overflow",
    "win",
    "loss",
    "achievement",
)

MAX_PITCH = 12  # semitones: an octave up at most, so a long sowing stays pleasant
SOW_STEP = 1  # semitones per stone of one hand
COMBO_STEP = 3  # semitones per bowl of the combo (R5.2) after the first


class When(Enum):
    BEGIN = "begin"  # as the step starts (the glow, the group fading)
    LAND = "land"  # as the step ends (the stone is in its bowl)


@dataclass(frozen=True, slots=True)
class Cue:
    """One sound: ``event`` indexes the move's log; ``pitch`` is in semitones above the
    file's own."""

    event: int
    name: str
    pitch: int
    when: When


def cues_for(events: Sequence[Event]) -> list[Cue]:
    """The cues of one move's log, in the order the animation reaches them."""
    cues: list[Cue] = []
    sown_in_hand: dict[int, int] = {}  # stones each hand has sown so far
    combo_bowls: set[int] = set()  # R5.2: distinct bowls matched in the player phase
    for index, event in enumerate(events):
        if isinstance(event, PhaseStarted):
            combo_bowls = set()
        elif isinstance(event, Lifted):
            sown_in_hand[event.bowl] = 0
        elif isinstance(event, Erupted):
            sown_in_hand[event.bowl] = 0
            cues.append(Cue(index, "eruption", 0, When.BEGIN))
        elif isinstance(event, Sown):
            k = sown_in_hand.get(event.source, 0)
            sown_in_hand[event.source] = k + 1
            cues.append(Cue(index, "sow", min(MAX_PITCH, k * SOW_STEP), When.LAND))
        elif isinstance(event, Matched):
            if event.phase is Phase.PLAYER:
                combo_bowls.add(event.bowl)
                level = len(combo_bowls)
            else:
                level = 1  # refill matches earn no combo (R5.5)
            pitch = min(MAX_PITCH, (level - 1) * COMBO_STEP)
            cues.append(Cue(index, "group" if event.natural else "wild", pitch, When.BEGIN))
        elif isinstance(event, BlockersRemoved):
            cues.append(Cue(index, "blocker", 0, When.BEGIN))
        elif isinstance(event, Refilled):
            cues.append(Cue(index, "refill", 0, When.LAND))
        elif isinstance(event, Overflowed):
            cues.append(Cue(index, "overflow", 0, When.BEGIN))
        elif isinstance(event, ModifierExpired) and event.kind is ModifierKind.FROZEN:
            cues.append(Cue(index, "thaw", 0, When.BEGIN))
    return cues
