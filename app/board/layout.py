"""Where things stand on the board, in scene units (pure geometry, no drawing).

The scene has a fixed logical size; the view scales it to the window, so every
coordinate here is resolution independent (crisp from 1280x720 to 4K).
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF, QRectF

from twelve_bowls.engine.board import BOWL_COUNT, BOWL_PLACES

RING_RADIUS: Final = 400.0
BOWL_RADIUS: Final = 92.0
# Seven stones packed as a hexagon (R1.4) nearly fill the bowl: a stone's diameter is
# about a third of the bowl's, the most seven equal discs in a circle allow.
STONE_RADIUS: Final = 27.0
PLACE_RADIUS: Final = 57.0  # distance of rim places 1-6 from the bowl's centre
EXTRA_GAP: Final = 58.0  # spacing of the temporary eighth, ninth ... stones (R6.1)
SCENE_HALF: Final = 600.0
SCENE_RECT: Final = QRectF(-SCENE_HALF, -SCENE_HALF, 2 * SCENE_HALF, 2 * SCENE_HALF)
RIM_PLACES: Final = BOWL_PLACES - 1


def bowl_angle(bowl: int) -> float:
    """Angle in radians from 12 o'clock, clockwise (R1.1: bowl 0 on top, clockwise)."""
    return 2 * math.pi * (bowl % BOWL_COUNT) / BOWL_COUNT


def ring_point(angle: float, radius: float) -> QPointF:
    """A point at ``radius`` from the board centre, ``angle`` clockwise from 12 o'clock.

    Scene y grows downwards, so 12 o'clock is negative y.
    """
    return QPointF(radius * math.sin(angle), -radius * math.cos(angle))


def bowl_centre(bowl: int) -> QPointF:
    return ring_point(bowl_angle(bowl), RING_RADIUS)


def bowl_rect(bowl: int) -> QRectF:
    centre = bowl_centre(bowl)
    return QRectF(
        centre.x() - BOWL_RADIUS, centre.y() - BOWL_RADIUS, 2 * BOWL_RADIUS, 2 * BOWL_RADIUS
    )


def place_point(bowl: int, index: int) -> QPointF:
    """Centre of the stone at 0-based queue ``index`` of ``bowl``.

    R1.4: queue positions 1-6 go around the rim clockwise from the top of the bowl, position
    7 sits in the centre. Indices 7 and up are the temporary extra stones of a chain
    (R6.1): they stand outside the ring, beyond the bowl, in a fan of five per row.
    """
    centre = bowl_centre(bowl)
    if index < RIM_PLACES:
        angle = 2 * math.pi * index / RIM_PLACES
        return centre + ring_point(angle, PLACE_RADIUS)
    if index == RIM_PLACES:
        return QPointF(centre)
    extra = index - BOWL_PLACES
    row, slot = divmod(extra, 5)
    # Later rows sit in the gaps of the row before (hexagonal packing), so two rows of a
    # long chain still fit inside the scene.
    fan = (0, -1, 1, -2, 2) if row % 2 == 0 else (-0.5, 0.5, -1.5, 1.5, -2.5)
    sideways = fan[slot] * EXTRA_GAP
    outward = RING_RADIUS + BOWL_RADIUS + STONE_RADIUS + 3 + row * EXTRA_GAP * 0.866
    angle = bowl_angle(bowl)
    radial = ring_point(angle, outward)
    # Tangent pointing clockwise, perpendicular to the radius.
    tangent = ring_point(angle + math.pi / 2, 1.0)
    return radial + tangent * sideways


def stone_rect(point: QPointF, scale: float = 1.0) -> QRectF:
    r = STONE_RADIUS * scale
    return QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r)


def modifier_rect(bowl: int) -> QRectF:
    """The modifier badge: on the bowl's edge between two rim places, facing the centre.

    The rim places sit at fixed angles (0, 60, ... degrees), so the badge goes at the
    in-between angle closest to the board centre, where it covers no stone.
    """
    inward = math.degrees(bowl_angle(bowl)) + 180.0
    between = 30.0 + 60.0 * round((inward - 30.0) / 60.0)
    # Wholly outside the bowl's circle, where every theme's selection ring and hover glow
    # end, so the badge never sits on the ring, and neither it nor its counter touches a
    # stone.
    size = BOWL_RADIUS * 0.42
    point = bowl_centre(bowl) + ring_point(math.radians(between), BOWL_RADIUS + size / 2 + 2)
    return QRectF(point.x() - size / 2, point.y() - size / 2, size, size)


def label_point(bowl: int) -> QPointF:
    """Where the bowl's number is written: inside the ring, towards the centre, clear of
    a modifier badge that faces the centre (``modifier_rect``)."""
    return ring_point(bowl_angle(bowl), RING_RADIUS - BOWL_RADIUS - 66)


def arc_point(start: QPointF, end: QPointF, t: float, clockwise: bool) -> QPointF:
    """Interpolate between two points along the ring (by angle and radius).

    A sown stone travels around the board in the sowing direction (R2.3) rather than
    cutting across the middle.
    """
    a0 = math.atan2(start.x(), -start.y())
    a1 = math.atan2(end.x(), -end.y())
    delta = a1 - a0
    if clockwise:
        while delta < 0:
            delta += 2 * math.pi
    else:
        while delta > 0:
            delta -= 2 * math.pi
    r0 = math.hypot(start.x(), start.y())
    r1 = math.hypot(end.x(), end.y())
    # A small outward hop so the stone visibly leaves one bowl and lands in the next.
    hop = math.sin(math.pi * t) * BOWL_RADIUS * 0.45
    return ring_point(a0 + delta * t, r0 + (r1 - r0) * t + hop)


def open_arcs(
    centre: QPointF, radius: float, discs: list[tuple[QPointF, float]], clearance: float
) -> list[tuple[float, float]]:
    """The parts of a circle that keep ``clearance`` from every disc (centre, radius), as
    Qt arcs: (start, span) in degrees, counter-clockwise from 3 o'clock. The whole circle
    is ``[(0.0, 360.0)]``; a circle every part of which is too close is ``[]``."""
    steps = 720  # half a degree: finer than a pixel on the largest board

    def free(step: int) -> bool:
        angle = math.radians(step * 360.0 / steps)
        x = centre.x() + radius * math.cos(angle)
        y = centre.y() - radius * math.sin(angle)
        return all(
            math.hypot(x - disc.x(), y - disc.y()) >= size + clearance for disc, size in discs
        )

    open_steps = [free(step) for step in range(steps)]
    if all(open_steps):
        return [(0.0, 360.0)]
    if not any(open_steps):
        return []
    # Walk once round from a closed step, so no open run is split at 0 degrees.
    first = open_steps.index(False)
    arcs: list[tuple[float, float]] = []
    run_start: int | None = None
    for offset in range(1, steps + 1):
        step = first + offset
        if open_steps[step % steps]:
            if run_start is None:
                run_start = step
        elif run_start is not None:
            degrees = 360.0 / steps
            arcs.append(((run_start * degrees) % 360.0, (step - run_start - 1) * degrees))
            run_start = None
    return arcs
