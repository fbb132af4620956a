"""The board scene and its animation player."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from twelve_bowls.app.board import layout
from twelve_bowls.app.board.animation import AnimationPlayer
from twelve_bowls.app.board.items import BoardLook, BowlItem, counter_centre
from twelve_bowls.app.board.scene import BoardScene
from twelve_bowls.app.board.view import BoardView
from twelve_bowls.app.theming.registry import theme_registry
from twelve_bowls.engine.board import BOWL_COUNT, ITEMS, Modifier, ModifierKind, Position
from twelve_bowls.engine.events import Erupted, Matched, Overflowed, Sown
from twelve_bowls.engine.rules import apply, legal_moves


@pytest.fixture
def scene(qapp):
    return BoardScene(theme_registry().get("simple"), symbols=True)


def test_bowl_zero_at_twelve_and_numbers_grow_clockwise():  # R1.1
    top = layout.bowl_centre(0)
    assert abs(top.x()) < 1e-6 and top.y() < 0
    three = layout.bowl_centre(3)  # a quarter turn clockwise: 3 o'clock
    assert three.x() > 0 and abs(three.y()) < 1e-6
    nine = layout.bowl_centre(9)
    assert nine.x() < 0 and abs(nine.y()) < 1e-6


def test_seven_places_six_on_the_rim_and_one_in_the_centre():  # R1.4
    centre = layout.bowl_centre(4)
    rim = [layout.place_point(4, i) for i in range(6)]
    for point in rim:
        assert math.isclose(
            math.dist((point.x(), point.y()), (centre.x(), centre.y())), layout.PLACE_RADIUS
        )
    # Position 1 is on top of the bowl, the next ones follow clockwise.
    assert rim[0].y() < centre.y() and math.isclose(rim[0].x(), centre.x(), abs_tol=1e-6)
    assert rim[1].x() > centre.x()
    assert layout.place_point(4, 6) == centre
    # No two places overlap.
    points = [*rim, layout.place_point(4, 6)]
    for a in range(7):
        for b in range(a + 1, 7):
            d = math.dist((points[a].x(), points[a].y()), (points[b].x(), points[b].y()))
            assert d >= 2 * layout.STONE_RADIUS


def test_extra_stones_stand_outside_the_ring():  # R6.1: a temporary eighth item
    for bowl in range(BOWL_COUNT):
        for index in range(7, 12):
            point = layout.place_point(bowl, index)
            assert math.hypot(point.x(), point.y()) > layout.RING_RADIUS + layout.BOWL_RADIUS
            assert layout.SCENE_RECT.contains(point)


def test_seven_stones_fill_the_bowl_and_an_eighth_stands_clear():  # R1.4, R6.1
    # The seven places are a hexagon of touching-distance stones: a stone's diameter is
    # close to a third of the bowl's (the most seven equal discs in a circle allow), and
    # the outer stones stay inside the rim.
    assert 2 * layout.STONE_RADIUS >= 0.28 * 2 * layout.BOWL_RADIUS
    assert layout.PLACE_RADIUS + layout.STONE_RADIUS <= layout.BOWL_RADIUS - 4
    assert layout.PLACE_RADIUS - 2 * layout.STONE_RADIUS <= 0.15 * layout.STONE_RADIUS
    for bowl in range(BOWL_COUNT):
        centre = layout.bowl_centre(bowl)
        extras = [layout.place_point(bowl, index) for index in range(7, 17)]
        for point in extras:  # two rows of a long chain: clear of the bowl, inside the scene
            gap = math.dist((point.x(), point.y()), (centre.x(), centre.y()))
            assert gap >= layout.BOWL_RADIUS + layout.STONE_RADIUS
            assert layout.SCENE_RECT.contains(layout.stone_rect(point))
        for a in range(len(extras)):
            for b in range(a + 1, len(extras)):
                pa, pb = extras[a], extras[b]
                assert math.dist((pa.x(), pa.y()), (pb.x(), pb.y())) >= 2 * layout.STONE_RADIUS


def test_focus_ring_follows_the_selected_bowl(scene):
    position = Position(("RYG", "B") + ("",) * 10)
    scene.sync(position, None, [0, 1])
    assert scene.focus_bowl() is None  # no keyboard focus: nothing drawn
    scene.set_focus_ring(True)
    assert scene.focus_bowl() is None  # focus, nothing selected: the faint board ring
    scene.set_selection(1, [0, 1])
    assert scene.focus_bowl() == 1
    scene.set_interactive(False)  # animating: no selection look
    assert scene.focus_bowl() is None


def test_modifier_badge_and_counter_cover_no_stone():  # R1.5, R9.4
    for bowl in range(BOWL_COUNT):
        badge = layout.modifier_rect(bowl)
        counter = counter_centre(bowl, badge)
        disc = badge.width() * 0.62 / 2
        for index in range(7):
            stone = layout.place_point(bowl, index)
            gap = math.dist((badge.center().x(), badge.center().y()), (stone.x(), stone.y()))
            # A clear margin: a stone's outline and a lifted stone's grow stay off the badge.
            assert gap >= badge.width() / 2 + layout.STONE_RADIUS + 6, (bowl, index)
            gap = math.dist((counter.x(), counter.y()), (stone.x(), stone.y()))
            assert gap >= disc + layout.STONE_RADIUS + 6, (bowl, index)
        # Inside what the bowl item repaints.
        assert (
            BowlItem(bowl, BoardLook(None))
            .boundingRect()
            .contains(badge.adjusted(-disc, -disc, disc, disc))
        )


def test_sync_shows_the_position_with_extras_marked(scene):
    bowls = ("RYG", "", "RRGGBBPW", "", "", "", "", "", "", "", "", "X")
    scene.sync(Position(bowls), selected=0, selectable=[0, 2, 11], overflowing=[2])
    assert [scene.contents(b) for b in range(BOWL_COUNT)] == list(bowls)
    assert [s.extra for s in scene.stones[2]] == [False] * 7 + [True]
    assert scene.bowls[0].key == "bowl.selected"
    assert scene.bowls[1].key == "bowl"  # empty, not selectable
    assert scene.bowls[11].key == "bowl"
    assert any(getattr(t, "key", "") == "highlight.overflow" for t in scene.transient)


def test_frozen_bowl_looks_disabled(scene):
    mods = [None] * BOWL_COUNT
    mods[5] = Modifier(ModifierKind.FROZEN)
    position = Position(("R",) * BOWL_COUNT, tuple(mods))
    scene.sync(position, None, legal_moves(position))
    assert scene.bowls[5].key == "bowl.disabled"
    assert scene.bowls[5].modifier == Modifier(ModifierKind.FROZEN)
    assert scene.bowls[4].key == "bowl"


def test_an_empty_frozen_bowl_still_shows_its_frost(scene):  # R2.1, R2.4
    mods = [None] * BOWL_COUNT
    mods[5] = Modifier(ModifierKind.FROZEN)
    position = Position(("R",) * 5 + ("",) + ("R",) * 6, tuple(mods))
    scene.sync(position, None, legal_moves(position))
    assert scene.bowls[5].key == "bowl.disabled"
    scene.set_interactive(False)  # a move animating, or the attempt over
    assert scene.bowls[5].key == "bowl.disabled"


def test_nothing_choosable_does_not_look_frozen(scene):
    # A replay or the solution being shown: no bowl can be chosen, none is frozen.
    position = Position(("R",) * BOWL_COUNT, (None,) * BOWL_COUNT)
    scene.sync(position, None, ())
    assert {bowl.key for bowl in scene.bowls} == {"bowl"}


def random_position(rng: random.Random) -> Position:
    bowls = tuple("".join(rng.choice(ITEMS) for _ in range(rng.randint(0, 7))) for _ in range(12))
    kinds = [None, None, None, ModifierKind.REVERSE, ModifierKind.VOLCANO, ModifierKind.FROZEN]
    mods = tuple(
        Modifier(kind) if (kind := rng.choice(kinds)) is not None else None for _ in range(12)
    )
    return Position(bowls, mods)


def test_replaying_the_event_log_ends_on_the_engine_position(scene):
    """The player replays each event on the scene's items; at the end the scene shows
    exactly the engine's board, before any re-sync (R2-R6 drawn in event order)."""
    rng = random.Random(5)
    player = AnimationPlayer(scene)
    seen = {"erupted": 0, "overflow": 0, "multi": 0, "reverse": 0}
    played = 0
    while played < 150:
        position = random_position(rng)
        moves = legal_moves(position)
        if not moves:
            continue
        move = rng.choice(moves)
        refill = [(rng.randrange(12), rng.choice(ITEMS)) for _ in range(rng.randint(0, 2))]
        result = apply(position, move, refill)
        scene.sync(position)
        player.play(result.events)
        player.seek(player.total_duration() + 1)
        assert [scene.contents(b) for b in range(BOWL_COUNT)] == list(result.position.bowls), (
            position,
            move,
            refill,
        )
        player.skip()
        played += 1
        kinds = [type(e) for e in result.events]
        seen["erupted"] += Erupted in kinds
        seen["overflow"] += Overflowed in kinds
        seen["multi"] += any(
            isinstance(a, Matched) and isinstance(b, Matched) and a.bowl == b.bowl
            for a, b in zip(result.events, result.events[1:], strict=False)
        )
        seen["reverse"] += position.modifier_kind(move) is ModifierKind.REVERSE
    # The sample must exercise the hard cases, or the test proves little.
    assert all(count > 0 for count in seen.values()), seen


def test_mid_animation_shows_sowing_in_progress(scene):
    position = Position(("RYGB", "", "", "", "", "", "", "", "", "", "", ""))
    result = apply(position, 0)
    scene.sync(position)
    player = AnimationPlayer(scene)
    player.play(result.events)
    timed = [step.duration for step in player._steps if step.duration]
    player.seek(sum(timed[:3]) + 1)  # the lift and two of the four stones delivered
    assert scene.contents(0) == ""
    assert scene.contents(1) == "R" and scene.contents(2) == "Y"
    assert scene.contents(3) == "" and scene.contents(4) == ""
    assert [e for e in result.events if isinstance(e, Sown)][2].target == 3
    player.skip()
    assert not player.running


def test_skip_finishes_at_once(scene, qtbot):
    position = Position(("RRYR", "", "", "", "", "", "", "", "", "", "", ""))
    result = apply(position, 0)
    scene.sync(position)
    player = AnimationPlayer(scene)
    player.play(result.events)
    assert player.running and player.total_duration() > 0
    with qtbot.waitSignal(player.finished, timeout=100):
        player.skip()
    assert not player.running


def test_animation_runs_on_the_clock_and_finishes(scene, qtbot):
    position = Position(("RRY", "", "", "", "", "", "", "", "", "", "", ""))
    result = apply(position, 0)
    scene.sync(position)
    player = AnimationPlayer(scene)
    player.speed = 8.0
    with qtbot.waitSignal(player.finished, timeout=60_000):
        player.play(result.events)


def test_reduced_motion_moves_nothing_and_is_shorter(scene):
    position = Position(("RYGB", "", "", "", "", "", "", "", "", "", "", ""))
    result = apply(position, 0)
    scene.sync(position)
    normal = AnimationPlayer(scene)
    normal.play(result.events)
    full = normal.total_duration()
    normal.skip()
    scene.sync(position)
    reduced = AnimationPlayer(scene)
    reduced.reduced_motion = True
    reduced.play(result.events)
    assert reduced.total_duration() < full / 2
    reduced.seek(1)
    # No travel: the first sown stone is already at its destination, fading in.
    reds = [s for s in scene.items() if getattr(s, "item", None) == "R"]
    assert len(reds) == 1
    assert reds[0].pos() == layout.place_point(1, 0)
    assert reds[0].opacity() < 0.1
    reduced.skip()


def test_clicks_leave_as_signals(scene, qtbot):
    with qtbot.waitSignal(scene.bowl_clicked) as blocker:
        bowl = scene.bowl_at(layout.bowl_centre(7))
        scene.bowl_clicked.emit(bowl)
    assert blocker.args == [7]
    assert scene.bowl_at(QPointF(0, 0)) is None


def test_switching_theme_repaints_without_rebuilding(scene):  # the scene holds no state
    position = Position(("RYG", "BPW", "X", "", "", "", "", "", "", "", "", ""))
    scene.sync(position)
    stones_before = [list(bowl) for bowl in scene.stones]
    registry = theme_registry()
    other = next((t for t in registry.themes() if t.id != "simple"), registry.get("simple"))
    scene.set_theme(other)
    assert scene.stones == stones_before
    assert all(stone.look.theme is other for bowl in scene.stones for stone in bowl)
    assert scene.bowls[0].look.theme is other


def test_mode_events_place_and_expire_modifiers_in_order(scene):  # R8.4, R9.4
    from twelve_bowls.engine.events import ModifierExpired, ModifierPlaced
    from twelve_bowls.engine.modes import EndlessAttempt

    attempt = EndlessAttempt("s0")
    player = AnimationPlayer(scene)
    seen: set[type] = set()
    while attempt.ended is None and seen != {ModifierPlaced, ModifierExpired}:
        before = attempt.position
        legal = attempt.legal_moves()
        safe = [b for b in legal if not attempt.preview(b).overflow] or legal
        outcome = attempt.play(max(safe, key=lambda b: (attempt.preview(b).result.points, b)))
        scene.sync(before)
        player.play(outcome.events)
        player.seek(player.total_duration() + 1)
        kinds = [m.kind if m else None for m in scene.modifiers]
        assert kinds == [m.kind if m else None for m in outcome.position.modifiers]
        assert [scene.contents(b) for b in range(BOWL_COUNT)] == list(outcome.position.bowls)
        seen.update(
            type(e) for e in outcome.events if isinstance(e, ModifierPlaced | ModifierExpired)
        )
        player.skip()
    assert seen == {ModifierPlaced, ModifierExpired}


def test_board_never_mirrors_in_right_to_left_languages(qapp):  # R1.1: a clock face
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from twelve_bowls.app.board.view import BoardView

    parent = QWidget()
    parent.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    scene = BoardScene(theme_registry().get("simple"))
    view = BoardView(scene, parent)
    assert view.layoutDirection() == Qt.LayoutDirection.LeftToRight
    view.resize(600, 600)
    view.fit()
    right = view.mapFromScene(layout.bowl_centre(3))
    left = view.mapFromScene(layout.bowl_centre(9))
    assert right.x() > left.x()


def test_hover_marks_only_selectable_bowls(scene):
    position = Position(("R", "", "Y", "", "", "", "", "", "", "", "", ""))
    scene.sync(position, None, legal_moves(position))
    scene.hovered = 0
    scene.refresh_bowls()
    assert scene.bowls[0].key == "bowl.hovered"
    scene.hovered = 1  # empty: no hover look
    scene.refresh_bowls()
    assert scene.bowls[1].key == "bowl"


@pytest.mark.parametrize("theme_id", theme_registry().ids())
def test_popups_are_readable_mid_animation_on_every_theme(qapp, theme_id):
    """A move's points and combo show on a pill in the panel colour: the pill's text
    colour stands out from it (3:1, large bold text) whatever the theme, light or dark,
    and the pill stays inside the ring of bowls."""
    from PySide6.QtGui import QImage, QPainter

    from twelve_bowls.app.board.items import PopupItem
    from twelve_bowls.app.theming.contrast import contrast_ratio

    theme = theme_registry().get(theme_id)
    palette = theme.palette()
    for role in ("accent", "success", "danger"):
        assert contrast_ratio(getattr(palette, role), palette.panel) >= 3.0, role
    scene = BoardScene(theme)
    position = Position(("R", "RR", "GG", "G") + ("",) * 8)
    result = apply(position, 0)  # R R R match in bowl 1
    scene.sync(position)
    player = AnimationPlayer(scene)
    player.play(result.events)
    popups = []
    elapsed = 0.0
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    while player.running and elapsed < player.total_duration():
        elapsed += 1000 / 30
        player.seek(elapsed)
        popups += [item for item in scene.transient if isinstance(item, PopupItem)]
        painter = QPainter(image)  # every frame paints without error
        scene.render(painter)
        painter.end()
    player.skip()
    assert popups, "the match and the score show their points"
    room = layout.RING_RADIUS - layout.BOWL_RADIUS
    for popup in popups:
        assert popup.boundingRect().width() <= 2 * room


def test_a_long_popup_shrinks_to_stay_inside_the_ring(scene):
    from twelve_bowls.app.board.items import PopupItem

    popup = PopupItem("Perfect Clear! " * 4 + "+100", 64, "success", scene.look)
    assert popup.boundingRect().width() <= 2 * (layout.RING_RADIUS - layout.BOWL_RADIUS)


def test_every_move_animates_on_the_real_clock(scene, qtbot):
    """The reused timeline, parked at the end of the last move, must not play a
    longer (or shorter) next move all at once when it is reconfigured."""
    player = AnimationPlayer(scene)
    player.speed = 8.0
    positions = [
        Position(("RRY", "", "", "", "", "", "", "", "", "", "", "")),
        Position(("RYGBRY", "", "", "", "", "", "", "", "", "", "", "")),
        Position(("R", "", "", "", "", "", "", "", "", "", "", "")),
    ]
    for position in positions:
        result = apply(position, 0)
        scene.sync(position)
        player.play(result.events)
        # Nothing has been delivered yet: the clock has not run.
        assert player.running
        assert all(scene.contents(b) == position.bowls[b] for b in range(1, BOWL_COUNT))
        with qtbot.waitSignal(player.finished, timeout=5000):
            pass
        assert [scene.contents(b) for b in range(BOWL_COUNT)] == list(result.position.bowls)


def test_a_badge_stays_off_its_bowl_and_the_selection_ring():  # R1.5
    # Every theme draws a bowl, its selection ring and hover glow inside the bowl's
    # circle (layout.bowl_rect): a badge outside that circle never covers the ring.
    for bowl in range(BOWL_COUNT):
        badge = layout.modifier_rect(bowl)
        centre = layout.bowl_centre(bowl)
        gap = math.dist((badge.center().x(), badge.center().y()), (centre.x(), centre.y()))
        assert gap - badge.width() / 2 >= layout.BOWL_RADIUS, bowl
        for other in range(BOWL_COUNT):
            if other != bowl:
                near = layout.bowl_centre(other)
                far = math.dist((badge.center().x(), badge.center().y()), (near.x(), near.y()))
                assert far - badge.width() / 2 >= layout.BOWL_RADIUS + 6, (bowl, other)


def test_bowl_numbers_stay_clear_of_the_badges():  # R1.1 numbers, R1.5 badges
    for bowl in range(BOWL_COUNT):
        label = layout.label_point(bowl)
        text = QRectF(label.x() - 18, label.y() - 16, 36, 32)  # two digits at 26 px
        for other in range(BOWL_COUNT):
            assert not text.intersects(layout.modifier_rect(other)), (bowl, other)


class _CountingTheme:
    """A theme that notes every key the items ask it to draw."""

    def __init__(self, theme: object) -> None:
        self.theme = theme
        self.drawn: list[str] = []

    def paint(self, painter: object, key: str, rect: object) -> None:
        self.drawn.append(key)
        self.theme.paint(painter, key, rect)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self.theme, name)


def test_a_settings_change_that_keeps_the_symbols_keeps_the_drawn_board(qtbot, scene):
    # Every settings change, a theme switch included, set the symbols again;
    # that redrew every item of the board (the themes gallery's preview too) for nothing.
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)

    def draw() -> None:
        QApplication.processEvents()  # the scene marks its items dirty in a queued call
        view.viewport().repaint()

    scene.sync(Position(("RG",) + ("",) * (BOWL_COUNT - 1)))
    theme = _CountingTheme(scene.look.theme)
    scene.set_theme(theme)
    draw()
    assert sum(key.startswith("bowl") for key in theme.drawn) == BOWL_COUNT
    assert sum(key.startswith("stone") for key in theme.drawn) == 2
    theme.drawn.clear()
    scene.set_symbols(True)  # as it was (the fixture's)
    draw()
    assert theme.drawn == []  # every item's cached picture was kept
    scene.set_symbols(False)
    draw()
    # The stones are drawn again without their symbols; a bowl shows none, so its kept
    # picture (app.board.items.BowlItem) is copied instead of drawn again.
    assert sorted(theme.drawn) == ["stone.G", "stone.R"]


@pytest.mark.parametrize("width", range(860, 900, 3))
def test_the_texture_never_shows_beyond_its_fade(qtbot, width):
    # Garden's texture, copied aligned to device pixels, reached a pixel past the scene's
    # square at some sizes and left a full-height line of grass beside the board's fade
    # (the themes gallery in Hindi); outside the ring everything is the window colour.
    from PySide6.QtGui import QImage

    theme = theme_registry().get("garden")
    scene = BoardScene(theme)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(width, 497)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    window = scene.look.palette().window
    left_edge = view.mapFromScene(QPointF(-layout.SCENE_HALF, 0)).x()
    strays = [
        x
        for x in range(0, left_edge)
        if any(image.pixelColor(x, y) != window for y in range(0, image.height(), 37))
    ]
    assert not strays, (width, left_edge, strays[:5])
