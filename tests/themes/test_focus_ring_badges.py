"""The keyboard focus ring round a bowl keeps clear of modifier badges, in every theme."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from tests.themes.readme_pack import write_readme_pack
from tests.themes.test_contract import CHECKED_IDS, DARK_LOOK
from twelve_bowls.app.board import layout
from twelve_bowls.app.board.items import counter_centre
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.theming.base import Theme
from twelve_bowls.app.theming.registry import ThemeRegistry, _entry_points
from twelve_bowls.engine.board import Modifier, ModifierKind, Position

FOCUSED = 4
GAP = 2.0  # scene units (pixels at this 1:1 render) the ring's pixels keep from a badge


@pytest.fixture(scope="module")
def registry(qapp: object, tmp_path_factory: pytest.TempPathFactory) -> ThemeRegistry:
    players_folder = tmp_path_factory.mktemp("themes")
    write_readme_pack(players_folder)
    return ThemeRegistry(_entry_points("twelve_bowls.themes"), user_folder=players_folder)


@pytest.fixture(params=CHECKED_IDS)
def theme(request: pytest.FixtureRequest, registry: ThemeRegistry) -> Theme:
    if request.param == DARK_LOOK:
        from twelve_bowls.app.colour_scheme import dark_variant

        dark = dark_variant("simple")
        assert dark is not None
        return dark
    return registry.get(request.param)


def badge_squares() -> list[QRectF]:
    """Where the three badges and the counter may paint (R1.5: one modifier a bowl)."""
    squares = [layout.modifier_rect(b) for b in (FOCUSED - 1, FOCUSED, FOCUSED + 1)]
    badge = layout.modifier_rect(FOCUSED)
    centre = counter_centre(FOCUSED, badge)
    half = badge.width() * 0.62 / 2 + 1
    squares.append(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))
    return squares


def test_the_ring_round_a_bowl_never_touches_a_badge(theme: Theme) -> None:
    scene = BoardScene(theme)
    modifiers: list[Modifier | None] = [None] * 12
    modifiers[FOCUSED - 1] = Modifier(ModifierKind.FROZEN)
    modifiers[FOCUSED] = Modifier(ModifierKind.REVERSE, 3)  # R9.4: with its counter
    modifiers[FOCUSED + 1] = Modifier(ModifierKind.VOLCANO)
    scene.sync(Position(("",) * 3 + ("RG", "RRY", "B") + ("",) * 6, tuple(modifiers)))
    area = layout.bowl_rect(FOCUSED).adjusted(-70, -70, 70, 70)

    def shot(ring: bool) -> QImage:
        scene.set_focus_ring(ring, FOCUSED if ring else None)
        image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, image.width(), image.height()), area)
        painter.end()
        return image

    plain, ringed = shot(False), shot(True)
    changed = [
        QPointF(area.left() + x + 0.5, area.top() + y + 0.5)
        for y in range(plain.height())
        for x in range(plain.width())
        if plain.pixel(x, y) != ringed.pixel(x, y)
    ]
    assert len(changed) > 500, f"{theme.id}: the focus ring draws almost nothing"
    for square in badge_squares():
        near = square.adjusted(-GAP, -GAP, GAP, GAP)
        touching = [p for p in changed if near.contains(p)]
        assert not touching, f"{theme.id}: the focus ring touches a badge at {touching[0]}"


def test_open_arcs_leave_out_only_what_is_too_close() -> None:
    centre = QPointF(0, 0)
    assert layout.open_arcs(centre, 100, [], 4) == [(0.0, 360.0)]
    assert layout.open_arcs(centre, 100, [(QPointF(0, 0), 200)], 4) == []
    # A disc at 3 o'clock on the circle: one arc, from above it round to below it.
    arcs = layout.open_arcs(centre, 100, [(QPointF(100, 0), 10)], 4)
    assert len(arcs) == 1
    start, span = arcs[0]
    half = math.degrees(2 * math.asin(14 / 200))  # where the circle is 14 from the disc
    assert start == pytest.approx(half, abs=0.6)
    assert start + span == pytest.approx(360 - half, abs=0.6)
