"""``python -m app.theming.preview``: preview boards as PNG files for theme authors."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from twelve_bowls.app.theming.preview import main


def test_writes_one_png_per_theme(qapp, tmp_path: Path) -> None:
    assert main([str(tmp_path), "simple", "neon", "--size", "160"]) == 0
    for theme_id in ("simple", "neon"):
        image = QImage(str(tmp_path / f"{theme_id}.png"))
        assert image.width() == 160 and image.height() == 160
    corner = {t: QImage(str(tmp_path / f"{t}.png")).pixelColor(2, 2) for t in ("simple", "neon")}
    assert corner["simple"].lightness() > 200 > 60 > corner["neon"].lightness()  # light vs dark


def test_unknown_theme_exits_2(qapp, tmp_path: Path, capsys) -> None:
    assert main([str(tmp_path), "no-such-theme"]) == 2
    assert "no-such-theme" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
