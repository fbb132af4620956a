"""Render every theme's preview board to PNG files, for looking at a theme while making it.

    python -m app.theming.preview OUT_DIR [--size 900] [THEME_ID ...]

Uses the real board scene with a position that shows every key: the five colours, wild,
blocker, a full bowl, an empty one, the three modifiers, a selected, a hovered and
not-selectable bowls, and the match, eruption and overflow highlights. Symbols are on.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter


def render_preview(theme: object, size: int) -> QImage:
    from twelve_bowls.app.board import layout
    from twelve_bowls.app.board.items import HighlightItem
    from twelve_bowls.app.board.scene import BoardScene
    from twelve_bowls.app.screens.themes_gallery import (
        PREVIEW_HOVERED,
        PREVIEW_POSITION,
        PREVIEW_SELECTABLE,
        PREVIEW_SELECTED,
    )

    scene = BoardScene(theme, symbols=True)
    scene.sync(PREVIEW_POSITION, PREVIEW_SELECTED, PREVIEW_SELECTABLE, overflowing=(4,))
    scene.hovered = PREVIEW_HOVERED
    scene.refresh_bowls()
    scene.add_transient(HighlightItem("highlight.match", layout.bowl_rect(10), scene.look))
    scene.add_transient(HighlightItem("highlight.eruption", layout.bowl_rect(9), scene.look))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, size, size), layout.SCENE_RECT)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.theming.preview")
    parser.add_argument("out", type=Path, help="directory for <theme id>.png")
    parser.add_argument("ids", nargs="*", help="theme ids (default: all available)")
    parser.add_argument("--size", type=int, default=900)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from twelve_bowls.app.theming.registry import theme_registry

    app = QApplication.instance() or QApplication([])  # noqa: F841 - painting needs it
    registry = theme_registry()
    ids = args.ids or registry.ids()
    unknown = [i for i in ids if not registry.has(i)]
    if unknown:
        print(f"unknown theme id(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    for theme_id in ids:
        path = args.out / f"{theme_id}.png"
        render_preview(registry.get(theme_id), args.size).save(str(path))
        print(path)
    for name, reason in registry.unavailable():
        print(f"unavailable: {name}: {reason}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
