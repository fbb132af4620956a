"""Render the app icon from its SVG: hicolor PNGs (Linux), .ico (Windows), .icns (macOS).

The SVG in ``app/resources/`` (also the window icon) is the only source; every raster is
made from it at build time with QtSvg, so no binary icon lives in the repository.

    python packaging/icons.py OUTDIR

writes ``OUTDIR/hicolor/<N>x<N>/apps/<id>.png`` (16-512 px), ``OUTDIR/hicolor/scalable/apps/
<id>.svg``, ``OUTDIR/<id>.ico`` and ``OUTDIR/<id>.icns``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import sys
from pathlib import Path

# Rendering needs no display; set before Qt loads so build machines without X work.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer


def _sibling(name: str):  # type: ignore[no-untyped-def]
    """Load a module next to this file (packaging/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


appinfo = _sibling("appinfo")

#: Sizes Windows picks from for the taskbar, Explorer views and the installer (PNG entries).
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: ICNS element types and the pixel size each holds (PNG payloads, macOS 10.7+).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt at 2x
    (b"ic11", 32),  # 16 pt at 2x
    (b"ic12", 64),  # 32 pt at 2x
    (b"ic13", 256),  # 128 pt at 2x
    (b"ic14", 512),  # 256 pt at 2x
)


#: Apple's app-icon grid (macOS 11 and newer): on a 1024 px canvas the icon's body is 824 px,
#: centred, so the Dock shows it the size of its neighbours with room for the drop shadow.
MACOS_BODY = 824 / 1024


class IconError(RuntimeError):
    """The SVG could not be read or rendered."""


def _ensure_gui() -> None:
    if QGuiApplication.instance() is None:
        # Kept on the module so the application outlives this call.
        _ensure_gui.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]


def render(svg: Path, size: int, body: float = 1.0) -> QImage:
    """The icon as a ``size``×``size`` image with a transparent background, drawn into the
    centred square of ``body`` × ``size`` (1.0: the whole canvas)."""
    _ensure_gui()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise IconError(f"{svg}: not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    margin = size * (1.0 - body) / 2
    renderer.render(painter, QRectF(margin, margin, size - 2 * margin, size - 2 * margin))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise IconError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(svg: Path, sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico whose entries are PNG images (supported since Windows Vista)."""
    payloads = [png_bytes(render(svg, size)) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    for size, payload in zip(sizes, payloads, strict=True):
        edge = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
    return header + directory + b"".join(payloads)


def icns_bytes(svg: Path) -> bytes:
    """A macOS .icns holding PNG elements from 16 px to 1024 px (512 pt at 2x), on Apple's
    grid (:data:`MACOS_BODY`); Windows and Linux icons fill their canvas, as theirs expect."""
    rendered: dict[int, bytes] = {}
    body = b""
    for kind, size in ICNS_TYPES:
        if size not in rendered:
            rendered[size] = png_bytes(render(svg, size, MACOS_BODY))
        payload = rendered[size]
        body += kind + struct.pack(">I", 8 + len(payload)) + payload
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(outdir: Path, svg: Path = appinfo.ICON_SVG) -> list[Path]:
    """Write every icon a build needs under ``outdir``; returns the written paths."""
    written: list[Path] = []
    icon_id = appinfo.APP_ID
    for size in appinfo.HICOLOR_SIZES:
        target = outdir / "hicolor" / f"{size}x{size}" / "apps" / f"{icon_id}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(target), "PNG"):
            raise IconError(f"could not write {target}")
        written.append(target)
    scalable = outdir / "hicolor" / "scalable" / "apps" / f"{icon_id}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    for target, data in (
        (outdir / f"{icon_id}.ico", ico_bytes(svg)),
        (outdir / f"{icon_id}.icns", icns_bytes(svg)),
    ):
        target.write_bytes(data)
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: icons.py OUTDIR", file=sys.stderr)
        return 2
    try:
        written = write_all(Path(argv[0]))
    except (IconError, OSError) as error:
        print(f"icons.py: {error}", file=sys.stderr)
        return 1
    print(f"icons.py: wrote {len(written)} icon files under {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
