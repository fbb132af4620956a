"""The app icon renders from its SVG at every size a platform asks for."""

from __future__ import annotations

import struct
from pathlib import Path

from PySide6.QtGui import QImage

from tests.packaging.helpers import load

icons = load("icons")
appinfo = load("appinfo")


def alpha(image: QImage, x: int, y: int) -> int:
    return image.pixelColor(x, y).alpha()


def test_icon_renders_with_transparent_corners_and_a_solid_middle(qapp: object) -> None:
    for size in (16, 48, 512):
        image = icons.render(appinfo.ICON_SVG, size)
        assert (image.width(), image.height()) == (size, size)
        assert alpha(image, 0, 0) == 0, "the rounded corner must be transparent"
        assert alpha(image, size // 2, size // 2) == 255
        colours = {
            image.pixel(x, y) for x in range(0, size, max(1, size // 32)) for y in range(size)
        }
        assert len(colours) > 20, f"{size} px icon is nearly flat"


def test_write_all_makes_every_hicolor_size_plus_ico_and_icns(tmp_path: Path, qapp: object) -> None:
    written = icons.write_all(tmp_path)
    for size in appinfo.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{appinfo.APP_ID}.png"
        assert png in written
        assert QImage(str(png)).size().width() == size
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{appinfo.APP_ID}.svg").read_bytes() == (
        appinfo.ICON_SVG.read_bytes()
    )

    ico = (tmp_path / f"{appinfo.APP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for index, size in enumerate(icons.ICO_SIZES):
        width, _h, _c, _r, _p, _b, length, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * index
        )
        assert width == (0 if size >= 256 else size)
        assert QImage.fromData(ico[offset : offset + length]).width() == size

    icns = (tmp_path / f"{appinfo.APP_ID}.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    offset, seen = 8, {}
    while offset < len(icns):
        kind_bytes, length = (
            icns[offset : offset + 4],
            struct.unpack_from(">I", icns, offset + 4)[0],
        )
        seen[kind_bytes] = QImage.fromData(icns[offset + 8 : offset + length]).width()
        offset += length
    assert seen == {kind: size for kind, size in icons.ICNS_TYPES}


def test_a_broken_svg_is_a_clear_error(tmp_path: Path, qapp: object) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg", encoding="utf-8")
    try:
        icons.render(bad, 16)
    except icons.IconError as error:
        assert "not a valid SVG" in str(error)
    else:
        raise AssertionError("a broken SVG rendered without error")


def _opaque_box(image: QImage) -> tuple[int, int, int, int]:
    xs = [
        x
        for x in range(image.width())
        for y in range(0, image.height(), 4)
        if alpha(image, x, y) > 8
    ]
    ys = [
        y
        for y in range(image.height())
        for x in range(0, image.width(), 4)
        if alpha(image, x, y) > 8
    ]
    return min(xs), min(ys), max(xs), max(ys)


def test_macos_icon_keeps_apples_grid_margin_and_others_fill_the_canvas(
    tmp_path: Path, qapp: object
) -> None:
    # The icon filled 94 % of the macOS canvas; Apple's grid draws the body in
    # 824 of 1024 px, centred. Windows and Linux icons keep filling theirs.
    size = 512
    full = _opaque_box(icons.render(appinfo.ICON_SVG, size))
    mac = _opaque_box(icons.render(appinfo.ICON_SVG, size, icons.MACOS_BODY))
    full_width = full[2] - full[0] + 1
    mac_width = mac[2] - mac[0] + 1
    assert abs(mac_width / full_width - icons.MACOS_BODY) < 0.02
    assert mac_width / size <= 0.81
    left, right = mac[0], size - 1 - mac[2]
    assert abs(left - right) <= 2  # centred
    icns = icons.icns_bytes(appinfo.ICON_SVG)
    start = icns.index(b"ic09") + 8  # the 512 px element
    length = struct.unpack_from(">I", icns, start - 4)[0] - 8
    element = QImage.fromData(icns[start : start + length])
    assert _opaque_box(element) == mac
