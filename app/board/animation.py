"""Turns a move's event log into animation, one event after another: the engine already
played the move, the animation only shows it.

One ``QVariantAnimation`` drives a whole move: its value is the elapsed time and each
event becomes a step with a duration. A step starts from whatever the scene shows at that
moment, so the events are replayed on the scene's items in order, exactly as the engine
logged them. Nothing here reads or changes game state: when the steps are done (or
skipped) the owner re-syncs the scene from the attempt's position.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QVariantAnimation,
    Signal,
)

from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import Z_MOVING, HighlightItem, PopupItem, StoneItem
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.i18n import fill, format_multiplier, format_signed, translate_plural
from twelve_bowls.engine.board import Modifier, ModifierKind
from twelve_bowls.engine.events import (
    BlockersRemoved,
    Erupted,
    Event,
    Lifted,
    Matched,
    ModifierExpired,
    ModifierPlaced,
    Overflowed,
    PerfectClear,
    Phase,
    Refilled,
    Scored,
    Sown,
)
from twelve_bowls.engine.profile import MAX_ANIMATION_SPEED, MIN_ANIMATION_SPEED

# Base durations in milliseconds at speed 1.0; the speed setting divides them.
DURATIONS: dict[str, float] = {
    "lift": 200.0,
    "sow": 140.0,
    "match": 450.0,
    "blockers": 320.0,
    "erupt": 380.0,
    # Long enough to follow a refill stone from the ring's centre to its bowl (R8.2): the
    # stone that lands on a full bowl is what ends an Endless game (R6.2).
    "refill": 480.0,
    "scored": 650.0,
    "perfect": 1200.0,
    "overflow": 1100.0,
    "modifier": 450.0,
    # A modifier an Endless event places (R8.4) is announced with its moves left.
    "modifier_placed": 1100.0,
    "phase": 120.0,
}
# Reduced motion: nothing travels; things appear and vanish with short fades.
REDUCED_DURATIONS: dict[str, float] = {
    "lift": 0.0,
    "sow": 50.0,
    "match": 220.0,
    "blockers": 160.0,
    "erupt": 160.0,
    "refill": 120.0,
    "scored": 450.0,
    "perfect": 900.0,
    "overflow": 800.0,
    "modifier": 200.0,
    "modifier_placed": 700.0,
    "phase": 0.0,
}

_OUT_CUBIC = QEasingCurve(QEasingCurve.Type.OutCubic)
_IN_OUT = QEasingCurve(QEasingCurve.Type.InOutQuad)


def speed_factor(speed: float) -> float:
    """The animation speed setting as the divisor of every duration; 0 plays instantly.

    ``Settings`` validates the value already; the bounds are kept here too because a step
    near speed 0 would last for ever and overflow Qt's int.
    """
    if speed <= 0:
        return 0.0
    return min(max(speed, MIN_ANIMATION_SPEED), MAX_ANIMATION_SPEED)


@dataclass
class Step:
    """One event's animation: ``begin`` reads the scene, ``update(t)`` draws, ``end`` settles."""

    duration: float
    begin: Callable[[], None] = lambda: None
    update: Callable[[float], None] = lambda t: None
    end: Callable[[], None] = lambda: None
    started: bool = field(default=False)
    event: int = -1  # its event's index in the move's log (sound cues follow it)
    audible: bool = True  # False for steps shown at once (``play_part``'s instant part)


def _lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return a + (b - a) * t


class AnimationPlayer(QObject):
    """Plays one move's events on a ``BoardScene``; ``skip()`` jumps to the end."""

    finished = Signal()
    # For sound (app/sound/game_sounds.py): the log being played, then each step's event
    # index as it begins and as it lands. Steps passed over by ``skip`` or shown instantly
    # emit nothing, so a skipped move leaves no backlog of sounds.
    move_started = Signal(object)
    step_begun = Signal(int)
    step_landed = Signal(int)
    skipped = Signal()

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = 1.0
        self.reduced_motion = False
        self._steps: list[Step] = []
        self._index = 0
        self._step_start = 0.0
        self._hands: dict[int, list[StoneItem]] = {}
        self._anchors: dict[int, int] = {}  # the bowl a hand is over now
        self._match_base: dict[int, list[StoneItem]] = {}
        self._timeline = QVariantAnimation(self)
        self._timeline.setEasingCurve(QEasingCurve.Type.Linear)
        self._timeline.valueChanged.connect(self._advance)
        self._timeline.finished.connect(self._complete)
        self._running = False

    @property
    def running(self) -> bool:
        return self._running

    def play(self, events: Sequence[Event]) -> None:
        """Animate ``events`` from what the scene shows now (the position before the move)."""
        self.play_part(events, 0, len(events))

    def play_part(self, events: Sequence[Any], instant: int, stop: int) -> None:
        """Show ``events[:instant]`` at once, then animate ``events[instant:stop]``: how
        Replay last move steps through one move from the position before it."""
        if self._running:
            self.skip()
        self.scene.clear_standing_highlights()  # the hint's ring, before the move's own
        steps: list[Step] = []
        for index, event in enumerate(events[:stop]):
            step = self._step_for(event)
            if step is None:
                continue
            step.event = index
            if index < instant:
                step.duration = 0.0
                step.audible = False
            steps.append(step)
        self._steps = steps
        self._index = 0
        self._step_start = 0.0
        self._hands = {}
        self._anchors = {}
        self._match_base = {}
        total = sum(step.duration for step in self._steps)
        # Reconfigure the reused timeline while not running: it is still parked at the end
        # of the previous move, and setting new end values emits ``valueChanged`` with the
        # new total, which would otherwise play every step at once.
        self._timeline.stop()
        self._timeline.setCurrentTime(0)
        self._timeline.setStartValue(0.0)
        self._timeline.setEndValue(float(max(total, 0.0)))
        self._timeline.setDuration(max(1, round(total)))
        self._running = True
        self.scene.set_interactive(False)
        self.move_started.emit(events)
        if total <= 0:
            for step in self._steps:  # shown at once: nothing to hear land
                step.audible = False
            self._advance(0.0)
            self._finish()
            return
        self._timeline.start()

    def skip(self) -> None:
        """Jump to the end (R: skip with click or Space); the owner re-syncs the scene."""
        if not self._running:
            return
        self._timeline.stop()
        self.skipped.emit()
        self._finish()

    def seek(self, elapsed: float) -> None:
        """Advance to ``elapsed`` ms without the clock (benchmarks and tests)."""
        self._timeline.stop()
        self._advance(elapsed)

    def total_duration(self) -> float:
        return sum(step.duration for step in self._steps)

    # -- driving ----------------------------------------------------------------------------------

    def _advance(self, value: object) -> None:
        if not self._running:
            return
        now = float(value)  # type: ignore[arg-type]
        while self._index < len(self._steps):
            step = self._steps[self._index]
            if not step.started:
                step.started = True
                step.begin()
                if step.audible:
                    self.step_begun.emit(step.event)
            local = now - self._step_start
            if local < step.duration:
                step.update(max(0.0, local / step.duration))
                return
            step.update(1.0)
            step.end()
            if step.audible:
                self.step_landed.emit(step.event)
            self._index += 1
            self._step_start += step.duration

    def _complete(self) -> None:
        self._advance(self.total_duration() + 1.0)
        self._finish()

    def _finish(self) -> None:
        if not self._running:
            return
        self._running = False
        self._steps = []
        self._hands = {}
        self._match_base = {}
        self.scene.set_interactive(True)
        self.finished.emit()

    # -- steps ------------------------------------------------------------------------------------

    def _duration(self, kind: str) -> float:
        table = REDUCED_DURATIONS if self.reduced_motion else DURATIONS
        if self.speed <= 0:
            return 0.0
        return table[kind] / self.speed

    def _step_for(self, event: Event) -> Step | None:
        if isinstance(event, Lifted):
            return self._lift(event.bowl, len(event.items), "lift")
        if isinstance(event, Sown):
            return self._sow(event)
        if isinstance(event, Matched):
            return self._match(event)
        if isinstance(event, BlockersRemoved):
            return self._remove_blockers(event)
        if isinstance(event, Erupted):
            return self._erupt(event)
        if isinstance(event, Refilled):
            return self._refill(event)
        if isinstance(event, Scored):
            return self._scored(event)
        if isinstance(event, PerfectClear):
            return self._perfect(event)
        if isinstance(event, Overflowed):
            return self._overflow(event)
        if isinstance(event, ModifierPlaced):
            return self._modifier(event.bowl, Modifier(event.kind, event.moves_left), announce=True)
        if isinstance(event, ModifierExpired):
            return self._modifier(event.bowl, None)
        # PhaseStarted, StepStarted and unknown records take no time; they still end a run
        # of Matched events (see ``_match``).
        return Step(0.0, begin=lambda: self._match_base.clear())

    def _hand_offset(self, k: int, count: int) -> QPointF:
        """Where the k-th item of a hand of ``count`` floats, around the hand's anchor."""
        # Fanned out enough that each item of the hand can be told apart.
        spread = layout.STONE_RADIUS * 0.8
        return QPointF((k - (count - 1) / 2) * spread, -k * spread * 0.35)

    def _lift(self, bowl: int, count: int, kind: str) -> Step:
        """R2.2 / R3.3: the first ``count`` items of ``bowl`` go into its hand."""
        moves: list[tuple[StoneItem, QPointF, QPointF]] = []
        centre = layout.bowl_centre(bowl)
        reduced = self.reduced_motion

        def begin() -> None:
            taken = self.scene.stones[bowl][:count]
            del self.scene.stones[bowl][:count]
            self._hands[bowl] = list(taken)
            self._anchors[bowl] = bowl
            for k, stone in enumerate(taken):
                stone.setZValue(Z_MOVING + k * 0.01)
                stone.set_extra(False)
                moves.append((stone, stone.pos(), centre + self._hand_offset(k, count)))
            self.scene.relayout(bowl)

        def update(t: float) -> None:
            e = _OUT_CUBIC.valueForProgress(t)
            for stone, a, b in moves:
                if not reduced:
                    stone.setPos(_lerp(a, b, e))
                stone.setScale(1.0 + 0.15 * e)

        def end() -> None:
            for stone, _, b in moves:
                stone.setPos(b)
                stone.setScale(1.15)

        return Step(self._duration(kind), begin, update, end)

    def _sow(self, event: Sown) -> Step:
        """R2.3: the hand moves on one bowl and drops its first item at the queue's end."""
        state: dict[str, Any] = {}
        reduced = self.reduced_motion

        def begin() -> None:
            hand = self._hands.setdefault(event.source, [])
            stone = hand.pop(0) if hand else self.scene.new_stone(event.item)
            index = len(self.scene.stones[event.target])
            clockwise = event.clockwise  # the engine says which way (R2.3, R3.3)
            anchor = layout.bowl_centre(self._anchors.get(event.source, event.source))
            target = layout.bowl_centre(event.target)
            state["stone"], state["index"], state["clockwise"] = stone, index, clockwise
            state["start"] = stone.pos()
            state["end"] = layout.place_point(event.target, index)
            # The rest of the hand travels along with it.
            state["rest"] = [
                (rest, rest.pos() - anchor, self._hand_offset(k, len(hand)))
                for k, rest in enumerate(hand)
            ]
            state["anchor"], state["target"] = anchor, target
            if reduced:
                stone.setPos(state["end"])
                stone.setScale(1.0)
                stone.setOpacity(0.0)

        def update(t: float) -> None:
            stone: StoneItem = state["stone"]
            if reduced:
                stone.setOpacity(t)
                return
            e = _IN_OUT.valueForProgress(t)
            stone.setPos(layout.arc_point(state["start"], state["end"], e, state["clockwise"]))
            stone.setScale(1.15 - 0.15 * e)
            centre = layout.arc_point(state["anchor"], state["target"], e, state["clockwise"])
            for rest, a, b in state["rest"]:
                rest.setPos(centre + _lerp(a, b, e))

        def end() -> None:
            stone: StoneItem = state["stone"]
            self._anchors[event.source] = event.target
            for rest, _, b in state["rest"]:
                rest.setPos(state["target"] + b)
            self.scene.stones[event.target].append(stone)
            self.scene.place(event.target, state["index"], stone)
            self.scene.refresh_bowl(event.target)

        return Step(self._duration("sow"), begin, update, end)

    def _match(self, event: Matched) -> Step:
        """R4: a group leaves a bowl; its base points rise from the bowl (R5.1)."""
        state: dict[str, Any] = {}

        def begin() -> None:
            # R4: the groups leaving one bowl in one step all index the queue as it stood
            # before that step, so consecutive groups of a bowl share one snapshot.
            base = self._match_base.get(event.bowl)
            if base is None:
                base = list(self.scene.stones[event.bowl])
                self._match_base = {event.bowl: base}
            gone = [base[i] for i in event.positions if i < len(base)]
            state["gone"] = gone
            glow = HighlightItem("highlight.match", layout.bowl_rect(event.bowl), self.scene.look)
            self.scene.add_transient(glow)
            state["glow"] = glow
            popup = PopupItem(
                match_popup_text(event.points),
                40,
                "success",
                self.scene.look,
            )
            popup.setPos(layout.bowl_centre(event.bowl))
            self.scene.add_transient(popup)
            state["popup"] = popup

        def update(t: float) -> None:
            glow: HighlightItem = state["glow"]
            glow.setOpacity(math.sin(math.pi * min(1.0, t * 1.4)) if t < 0.7 else 0.0)
            for stone in state["gone"]:
                stone.setOpacity(1.0 - t)
                stone.setScale(1.0 + 0.35 * t)
            popup: PopupItem = state["popup"]
            popup.setPos(layout.bowl_centre(event.bowl) + QPointF(0, -60 * t))
            popup.setOpacity(1.0 if t < 0.6 else (1.0 - t) / 0.4)

        def end() -> None:
            stones = self.scene.stones[event.bowl]
            for stone in state["gone"]:
                if stone in stones:
                    stones.remove(stone)
                self.scene.removeItem(stone)
            self.scene.remove_transient(state["glow"])
            self.scene.remove_transient(state["popup"])
            self.scene.relayout(event.bowl)

        return Step(self._duration("match"), begin, update, end)

    def _remove_blockers(self, event: BlockersRemoved) -> Step:
        """R3.2: blockers next to a matching bowl shrink away."""
        state: dict[str, Any] = {}

        def begin() -> None:
            self._match_base = {}
            stones = self.scene.stones[event.bowl]
            state["gone"] = [stones[i] for i in event.positions if i < len(stones)]

        def update(t: float) -> None:
            for stone in state["gone"]:
                stone.setScale(1.0 - 0.8 * t)
                stone.setOpacity(1.0 - t)

        def end() -> None:
            stones = self.scene.stones[event.bowl]
            for stone in state["gone"]:
                if stone in stones:
                    stones.remove(stone)
                self.scene.removeItem(stone)
            self.scene.relayout(event.bowl)

        return Step(self._duration("blockers"), begin, update, end)

    def _erupt(self, event: Erupted) -> Step:
        """R3.3: the volcano glows and lifts its queue; Sown steps deliver it clockwise."""
        lift = self._lift(event.bowl, len(event.hand), "erupt")
        state: dict[str, Any] = {}

        def begin() -> None:
            self._match_base = {}
            glow = HighlightItem(
                "highlight.eruption", layout.bowl_rect(event.bowl), self.scene.look
            )
            self.scene.add_transient(glow)
            state["glow"] = glow
            lift.begin()

        def update(t: float) -> None:
            state["glow"].setOpacity(math.sin(math.pi * t))
            lift.update(t)

        def end() -> None:
            lift.end()
            self.scene.remove_transient(state["glow"])

        return Step(lift.duration, begin, update, end)

    def _refill(self, event: Refilled) -> Step:
        """R8.2: a refill stone travels from the ring's centre to the end of its bowl's
        queue, in full view: the one that lands on a full bowl ends an Endless game."""
        state: dict[str, Any] = {}
        reduced = self.reduced_motion

        def begin() -> None:
            self._match_base = {}
            stone = self.scene.new_stone(event.item)
            index = len(self.scene.stones[event.bowl])
            state["stone"], state["index"] = stone, index
            state["end"] = layout.place_point(event.bowl, index)
            state["start"] = QPointF(0.0, 0.0)  # the ring's centre
            stone.setZValue(Z_MOVING)
            # Reduced motion: nothing travels, the stone fades in where it lands.
            stone.setOpacity(0.0 if reduced else 1.0)
            stone.setPos(state["end"] if reduced else state["start"])

        def update(t: float) -> None:
            stone: StoneItem = state["stone"]
            if reduced:
                stone.setOpacity(min(1.0, t * 2))
                return
            e = _IN_OUT.valueForProgress(t)
            stone.setPos(_lerp(state["start"], state["end"], e))
            stone.setScale(1.3 - 0.3 * e)

        def end() -> None:
            stone: StoneItem = state["stone"]
            stone.setOpacity(1.0)
            stone.setScale(1.0)
            self.scene.stones[event.bowl].append(stone)
            self.scene.place(event.bowl, state["index"], stone)
            self.scene.refresh_bowl(event.bowl)

        return Step(self._duration("refill"), begin, update, end)

    def _centre_popup(self, text: str, size: float, role: str, kind: str, pulse: bool) -> Step:
        state: dict[str, Any] = {}
        reduced = self.reduced_motion

        def begin() -> None:
            self._match_base = {}
            popup = PopupItem(text, size, role, self.scene.look)
            popup.setPos(QPointF(0, 0))
            self.scene.add_transient(popup)
            state["popup"] = popup

        def update(t: float) -> None:
            popup: PopupItem = state["popup"]
            popup.setOpacity(min(1.0, t * 5) if t < 0.75 else (1.0 - t) * 4)
            if pulse and not reduced:
                popup.setScale(0.7 + 0.3 * _OUT_CUBIC.valueForProgress(min(1.0, t * 3)))

        def end() -> None:
            self.scene.remove_transient(state["popup"])

        return Step(self._duration(kind), begin, update, end)

    def _scored(self, event: Scored) -> Step:
        """R5.3: the combo multiplier and the phase's points, in the board's centre."""
        multiplier = event.multiplier if event.phase is Phase.PLAYER else 1
        text = scored_popup_text(multiplier, event.points)
        return self._centre_popup(text, 64, "accent", "scored", pulse=True)

    def _perfect(self, event: PerfectClear) -> Step:
        """R5.4."""
        text = perfect_popup_text(event.points)
        return self._centre_popup(text, 64, "success", "perfect", pulse=True)

    def _overflow(self, event: Overflowed) -> Step:
        """R6.2: the overflowing bowls flash and stay marked; the attempt is lost."""
        base = self._centre_popup(
            QCoreApplication.translate("Board", "Overflow!"), 72, "danger", "overflow", pulse=True
        )
        glows: list[HighlightItem] = []

        def begin() -> None:
            base.begin()
            for bowl in event.bowls:
                glow = HighlightItem("highlight.overflow", layout.bowl_rect(bowl), self.scene.look)
                self.scene.add_transient(glow)
                glows.append(glow)

        def update(t: float) -> None:
            base.update(t)
            for glow in glows:
                glow.setOpacity(0.55 + 0.45 * math.cos(t * 6 * math.pi))

        def end() -> None:
            for glow in glows:
                glow.setOpacity(1.0)
            base.end()

        return Step(base.duration, begin, update, end)

    def _modifier(self, bowl: int, modifier: Modifier | None, *, announce: bool = False) -> Step:
        """R8.4 / R9.4: a temporary modifier appears on a bowl, or expires, with a pulse; a
        new one is announced over the bowl with what it does and its moves left."""
        item = self.scene.bowls[bowl]
        state: dict[str, Any] = {}

        def begin() -> None:
            self._match_base = {}
            self.scene.modifiers[bowl] = modifier
            self.scene.refresh_bowl(bowl)
            if announce and modifier is not None:
                popup = PopupItem(modifier_badge_text(modifier), 34, "accent", self.scene.look)
                popup.setPos(_inward(bowl))
                self.scene.add_transient(popup)
                state["popup"] = popup

        def update(t: float) -> None:
            item.setScale(1.0 + 0.08 * math.sin(math.pi * min(1.0, t * 2.5)))
            popup = state.get("popup")
            if popup is not None:
                popup.setOpacity(1.0 if t < 0.75 else (1.0 - t) / 0.25)

        def end() -> None:
            item.setScale(1.0)
            popup = state.pop("popup", None)
            if popup is not None:
                self.scene.remove_transient(popup)

        kind = "modifier_placed" if announce else "modifier"
        return Step(self._duration(kind), begin, update, end)


def _inward(bowl: int) -> QPointF:
    """A point between a bowl and the ring's centre, where a note about it stays readable."""
    return layout.ring_point(layout.bowl_angle(bowl), layout.RING_RADIUS * 0.55)


def modifier_badge_text(modifier: Modifier) -> str:
    """R8.4 / R9.4: a new modifier's name and the moves it lasts, ``Frozen · 3 moves``."""
    names = {
        ModifierKind.FROZEN: QCoreApplication.translate("Danger", "Frozen"),
        ModifierKind.REVERSE: QCoreApplication.translate("Danger", "Reverse"),
        ModifierKind.VOLCANO: QCoreApplication.translate("Danger", "Volcano"),
    }
    name = names[modifier.kind]
    if modifier.moves_left is None:
        return name
    return fill(
        translate_plural(
            "Danger", "%1 · %n move(s)", "a modifier and the moves it lasts", modifier.moves_left
        ),
        name,
    )


def match_popup_text(points: int) -> str:
    """R5.1: the points a group earns, ``+30``; the sign stays inside the number's isolate
    in Arabic, which is why no catalog template holds a ``+``."""
    return format_signed(points)


def scored_popup_text(multiplier: int, points: int) -> str:
    """R5.3: a player move's combo multiplier and its points, ``Combo ×3  +270``."""
    if multiplier <= 1:
        return format_signed(points)
    return fill(
        QCoreApplication.translate(
            "Board", "Combo %1  %2", "%1 is the multiplier (×3), %2 the points (+270)"
        ),
        format_multiplier(multiplier),
        format_signed(points),
    )


def perfect_popup_text(points: int) -> str:
    """R5.4."""
    return fill(
        QCoreApplication.translate(
            "Board", "Perfect Clear!  %1", "%1 is the bonus with its sign: +500"
        ),
        format_signed(points),
    )
