"""Contract tests: every built-in theme draws every key and keeps stones readable.

Thresholds are documented in app/theming/contrast.py and themes/README.md.
"""

from __future__ import annotations

import functools
import itertools
import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tests.themes.readme_pack import write_readme_pack
from twelve_bowls.app.theming.base import (
    ALL_KEYS,
    BOWL_KEYS,
    HIGHLIGHT_KEYS,
    MARK_KEYS,
    MODIFIER_KEYS,
    STONE_KEYS,
    ChromePalette,
    Theme,
    check_theme,
)
from twelve_bowls.app.theming.contrast import (
    CVD_MATRICES,
    MIN_COLOUR_DISTANCE,
    MIN_CVD_DISTANCE,
    MIN_ITEM_CONTRAST,
    MIN_STONE_CONTRAST,
    ciede2000,
    contrast_ratio,
    in_hue_family,
    relative_luminance,
    simulate_cvd,
)
from twelve_bowls.app.theming.registry import ThemeRegistry, _entry_points, builtin_pack_ids
from twelve_bowls.engine.profile import THEME_ORDER

# The built-in packs in R9.5 order (the folders, ordered as the engine unlocks them; a test
# in test_registry_builtins.py keeps the two lists equal), then the README's data theme.
BUILTIN_IDS = tuple(sorted(builtin_pack_ids(), key=THEME_ORDER.index))
README_ID = "chalk"
# Simple's dark look (themes/simple/dark, app/colour_scheme.py): the default on a dark desktop.
DARK_LOOK = "simple/dark"
CHECKED_IDS = (*BUILTIN_IDS, DARK_LOOK, README_ID)


def render(theme: Theme, key: str, size: int, under: QImage | None = None) -> QImage:
    image = QImage(size, size, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    if under is not None:
        painter.drawImage(0, 0, under)
    theme.paint(painter, key, QRectF(0, 0, size, size))
    painter.end()
    return image


def pixels(image: QImage) -> list[tuple[int, int, int, int, float]]:
    """(x, y, r, g, b, a) for every pixel, r/g/b straight (not premultiplied), a 0..1."""
    straight = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(straight.constBits())
    w, h, stride = straight.width(), straight.height(), straight.bytesPerLine()
    out = []
    for y in range(h):
        row = y * stride
        for x in range(w):
            i = row + 4 * x
            out.append((x, y, data[i], data[i + 1], data[i + 2], data[i + 3] / 255))
    return out


def mean_colour(samples: list[tuple[int, int, int]]) -> QColor:
    n = len(samples)
    assert n > 0
    return QColor(
        round(sum(s[0] for s in samples) / n),
        round(sum(s[1] for s in samples) / n),
        round(sum(s[2] for s in samples) / n),
    )


def median_by_luminance(samples: list[tuple[int, int, int]]) -> QColor:
    colours = sorted((QColor(*s) for s in samples), key=relative_luminance)
    return colours[len(colours) // 2]


@functools.cache
def bowl_colour(theme: Theme, size: int = 160, key: str = "bowl") -> QColor:
    """The bowl where stones lie: median of the ring 30-62% of the radius (R1.4 places)."""
    c = size / 2
    ring = [
        (r, g, b)
        for x, y, r, g, b, a in pixels(render(theme, key, size))
        if a > 0.95 and 0.30 * c <= math.hypot(x + 0.5 - c, y + 0.5 - c) <= 0.62 * c
    ]
    return median_by_luminance(ring)


@functools.cache
def stone_fill_and_edge(theme: Theme, letter: str, size: int = 64) -> tuple[QColor, QColor]:
    """Mean colour of the stone's inner half and of its outermost opaque band."""
    c = size / 2
    opaque = [
        (math.hypot(x + 0.5 - c, y + 0.5 - c), (r, g, b))
        for x, y, r, g, b, a in pixels(render(theme, "stone." + letter, size))
        if a > 0.95
    ]
    assert opaque, f"{theme.id}: stone.{letter} drew nothing opaque"
    outer = max(d for d, _ in opaque)
    fill = [rgb for d, rgb in opaque if d <= outer * 0.5]
    edge = [rgb for d, rgb in opaque if outer * 0.86 <= d]
    return mean_colour(fill), mean_colour(edge)


@pytest.fixture(scope="module")
def registry(qapp: object, tmp_path_factory: pytest.TempPathFactory):
    players_folder = tmp_path_factory.mktemp("themes")
    write_readme_pack(players_folder)
    return ThemeRegistry(_entry_points("twelve_bowls.themes"), user_folder=players_folder)


@pytest.fixture(params=CHECKED_IDS)
def theme(request: pytest.FixtureRequest, registry) -> Theme:
    if request.param == DARK_LOOK:
        from twelve_bowls.app.colour_scheme import dark_variant

        dark = dark_variant("simple")
        assert dark is not None and dark.dark
        return dark
    assert registry.has(request.param), registry.unavailable()
    return registry.get(request.param)


def test_builtins_registered_in_r95_order(registry) -> None:
    # R9.5: Simple, Garden, Sand, Ocean, Runes, Neon, Space.
    assert BUILTIN_IDS == ("simple", "garden", "sand", "ocean", "runes", "neon", "space")
    assert registry.unavailable() == []
    assert [i for i in registry.ids() if i in BUILTIN_IDS] == list(BUILTIN_IDS)
    for theme_id in BUILTIN_IDS:
        source = registry.source(theme_id)
        assert source is not None and source.distribution == "twelve-bowls"


def test_metadata_and_palette_keep_the_contract(theme: Theme) -> None:
    check_theme(theme)
    assert isinstance(theme.palette(), ChromePalette)
    assert theme.order == (BUILTIN_IDS.index(theme.id) if theme.id in BUILTIN_IDS else 100)


@pytest.mark.parametrize("key", ALL_KEYS)
def test_every_key_paints_something(theme: Theme, key: str) -> None:
    drawn = sum(1 for *_, a in pixels(render(theme, key, 48)) if a > 0.2)
    assert drawn > 0.05 * 48 * 48, f"{theme.id}: {key} is (nearly) blank"


def test_states_and_items_look_different(theme: Theme) -> None:
    for group in (BOWL_KEYS, STONE_KEYS, MODIFIER_KEYS, HIGHLIGHT_KEYS, MARK_KEYS):
        images = {key: render(theme, key, 48) for key in group}
        for a, b in itertools.combinations(group, 2):
            assert images[a] != images[b], f"{theme.id}: {a} and {b} paint the same"


def test_unknown_key_is_ignored(theme: Theme) -> None:
    image = render(theme, "stone.Q", 32)
    assert all(a == 0 for *_, a in pixels(image))


def test_background_covers_its_rect(theme: Theme) -> None:
    image = QImage(160, 90, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    theme.paint_background(painter, QRectF(0, 0, 160, 90))
    painter.end()
    assert all(a > 0.99 for *_, a in pixels(image)), f"{theme.id}: background has holes"


@pytest.mark.parametrize("bowl_key", BOWL_KEYS)
def test_stones_contrast_with_their_bowl(theme: Theme, bowl_key: str) -> None:
    # WCAG 2.1 SC 1.4.11: fill or edge at least 3:1 against the adjacent bowl colour, in
    # every bowl state (stones stay readable in a selected or not-selectable bowl too).
    bowl = bowl_colour(theme, key=bowl_key)
    for letter in "RYGBPWX":
        fill, edge = stone_fill_and_edge(theme, letter)
        best = max(contrast_ratio(fill, bowl), contrast_ratio(edge, bowl))
        assert best >= MIN_STONE_CONTRAST, (
            f"{theme.id}: stone.{letter} fill {fill.name()} edge {edge.name()} "
            f"on {bowl_key} {bowl.name()}: {best:.2f}:1"
        )


def test_blockers_stand_apart_from_the_bowl_by_lightness(theme: Theme) -> None:
    # A blocker has no colour of its own (R1.6 symbols are for the five colours): the body
    # a player sees, the median of its drawn pixels, contrasts 3:1 with the bowl it lies in.
    # Neon's and Runes' dark grey blockers on dark bowls were 1.1:1 and 1.4:1.
    bowl = bowl_colour(theme)
    drawn = [(r, g, b) for *_, r, g, b, a in pixels(render(theme, "stone.X", 64)) if a > 0.95]
    body = median_by_luminance(drawn)
    ratio = contrast_ratio(body, bowl)
    assert ratio >= MIN_ITEM_CONTRAST, (
        f"{theme.id}: blocker {body.name()} on bowl {bowl.name()}: {ratio:.2f}:1"
    )


def test_five_colours_keep_identity_and_stay_apart(theme: Theme) -> None:
    # R1.6: red stays red etc.; the five stay distinguishable, both as chips and as drawn.
    chips = {c: theme.stone_colour(c) for c in "RYGBP"}
    drawn = {c: stone_fill_and_edge(theme, c)[0] for c in "RYGBP"}
    for c in "RYGBP":
        assert in_hue_family(c, chips[c]), f"{theme.id}: chip {c} {chips[c].name()}"
        assert in_hue_family(c, drawn[c]), f"{theme.id}: stone {c} {drawn[c].name()}"
    for a, b in itertools.combinations("RYGBP", 2):
        for kind, colours in (("chip", chips), ("stone", drawn)):
            distance = ciede2000(colours[a], colours[b])
            assert distance >= MIN_COLOUR_DISTANCE, (
                f"{theme.id}: {kind}s {a}/{b} only {distance:.1f} apart"
            )


def test_five_colours_stay_apart_for_colour_blind_players(theme: Theme) -> None:
    # R1.6 symbols carry the meaning; the colours should still differ where hues allow.
    chips = {c: theme.stone_colour(c) for c in "RYGBP"}
    drawn = {c: stone_fill_and_edge(theme, c)[0] for c in "RYGBP"}
    for kind in CVD_MATRICES:
        for label, colours in (("chip", chips), ("stone", drawn)):
            seen = {c: simulate_cvd(colours[c], kind) for c in "RYGBP"}
            for a, b in itertools.combinations("RYGBP", 2):
                distance = ciede2000(seen[a], seen[b])
                assert distance >= MIN_CVD_DISTANCE, (
                    f"{theme.id}: {label}s {a}/{b} under {kind} only {distance:.1f} apart"
                )


def test_chrome_text_is_readable(theme: Theme) -> None:
    pal = theme.palette()
    # WCAG AA for body text: 4.5:1.
    for fg, bg in (
        ("text", "window"),
        ("text", "panel"),
        ("button_text", "button"),
        ("accent_text", "accent"),
    ):
        ratio = contrast_ratio(getattr(pal, fg), getattr(pal, bg))
        assert ratio >= 4.5, f"{theme.id}: {fg} on {bg} is {ratio:.2f}:1"
    for fg in ("muted_text", "danger", "success"):
        ratio = contrast_ratio(getattr(pal, fg), pal.window)
        assert ratio >= 3.0, f"{theme.id}: {fg} on window is {ratio:.2f}:1"


@functools.cache
def background_median(theme: Theme) -> QColor:
    image = QImage(192, 108, QImage.Format.Format_RGBA8888)
    painter = QPainter(image)
    theme.paint_background(painter, QRectF(0, 0, 192, 108))
    painter.end()
    return median_by_luminance([(r, g, b) for _, _, r, g, b, _ in pixels(image)])


def test_board_text_reads_on_the_background(theme: Theme) -> None:
    ratio = contrast_ratio(theme.palette().board_text, background_median(theme))
    assert ratio >= 4.5, f"{theme.id}: board_text on background is {ratio:.2f}:1"


def test_accent_and_danger_show_on_the_background(theme: Theme) -> None:
    # The board draws its keyboard focus ring in ``accent`` and rings extra stones in
    # ``danger`` straight on the scene background: 3:1 (WCAG 2.1 SC 1.4.11).
    back = background_median(theme)
    for field in ("accent", "danger"):
        ratio = contrast_ratio(getattr(theme.palette(), field), back)
        assert ratio >= 3.0, f"{theme.id}: {field} on background is {ratio:.2f}:1"


@pytest.mark.parametrize("key", HIGHLIGHT_KEYS + MARK_KEYS)  # R2.1 preview, R6.1 full
def test_highlights_stand_out_on_background_and_bowl(theme: Theme, key: str) -> None:
    # Light (Simple, Sand) and dark (Neon, Space) themes alike: a good share of the
    # highlight must contrast 3:1 with the background and with the bowl it circles.
    back, bowl = background_median(theme), bowl_colour(theme)
    ring = [QColor(r, g, b) for *_, r, g, b, a in pixels(render(theme, key, 120)) if a > 0.9]
    assert ring, f"{theme.id}: {key} has no solid part"
    for name, against in (("background", back), ("bowl", bowl)):
        share = sum(contrast_ratio(c, against) >= 3.0 for c in ring) / len(ring)
        assert share >= 0.3, f"{theme.id}: {key} against {name}: only {share:.0%} contrasts"


def test_muted_text_reads_on_buttons_and_panels(theme: Theme) -> None:
    # WCAG 2.2 SC 1.4.3: the small detail lines on the home buttons and the
    # captions on panels are body text in ``muted_text``: 4.5:1 on button and panel.
    pal = theme.palette()
    for bg in ("button", "panel", "window"):
        ratio = contrast_ratio(pal.muted_text, getattr(pal, bg))
        assert ratio >= 4.5, f"{theme.id}: muted_text on {bg} is {ratio:.2f}:1"


def test_focused_table_cell_stands_out(theme: Theme) -> None:
    # SC 2.4.11: a focused Records table cell is ringed in ``accent`` (app/style.py) on
    # the table's base colour, the panel: 3:1 against it.
    from twelve_bowls.app.style import stylesheet

    pal = theme.palette()
    assert "QTableView::item:focus" in stylesheet(pal)
    ratio = contrast_ratio(pal.accent, pal.panel)
    assert ratio >= 3.0, f"{theme.id}: accent on panel is {ratio:.2f}:1"


def test_board_focus_ring_contrasts_as_drawn(theme: Theme) -> None:
    # SC 2.4.11: the ring round the board (focus on the board, nothing selected) as the
    # scene paints it: the pixels it changes contrast 3:1 with the background they cover.
    from twelve_bowls.app.board import layout
    from twelve_bowls.app.board.scene import BoardScene

    scene = BoardScene(theme)
    # A window of the scene at 1:1 across the top of the ring, where only background lies.
    radius = layout.RING_RADIUS + layout.BOWL_RADIUS + 22
    width, height = 120, 24
    source = QRectF(-width / 2, -radius - height / 2, width, height)

    def shot(ring: bool) -> QImage:
        scene.set_focus_ring(ring)
        image = QImage(width, height, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, width, height), source)
        painter.end()
        return image

    plain, ringed = shot(False), shot(True)
    changed = [
        (QColor(plain.pixel(x, y)), QColor(ringed.pixel(x, y)))
        for y in range(height)
        for x in range(width)
        if plain.pixel(x, y) != ringed.pixel(x, y)
    ]
    assert len(changed) > 100, f"{theme.id}: the board focus ring draws almost nothing"
    # The solid core of the line: pixels whose colour moved furthest from what was there.
    changed.sort(key=lambda pair: contrast_ratio(pair[0], pair[1]), reverse=True)
    core = changed[: len(changed) // 3]
    share = sum(contrast_ratio(before, after) >= 3.0 for before, after in core) / len(core)
    assert share >= 0.9, f"{theme.id}: board focus ring: only {share:.0%} of its core at 3:1"
