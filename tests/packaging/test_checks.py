"""The checks the build recipes rely on catch what they exist to catch."""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tests.packaging.helpers import load

bundle_check = load("bundle_check")
check_screenshot = load("check_screenshot")

SOURCE = {
    "frozen": False,
    "themes": {
        "entry_points": ["garden", "simple"],
        "loaded": ["simple", "garden"],
        "unavailable": [],
        "from_metadata": ["garden", "simple"],
    },
    "translations": ["twelve_bowls_ar.qm"],
    "qt_translations": {"qtbase": ["ar", "ja"]},
    "puzzles": ["001.json", "002.json"],
}


def test_bundle_compare_accepts_an_equal_build() -> None:
    frozen = copy.deepcopy(SOURCE)
    frozen["frozen"] = True
    assert bundle_check.compare(SOURCE, frozen) == []


def test_bundle_compare_names_what_the_build_lacks() -> None:
    frozen = copy.deepcopy(SOURCE)
    frozen["translations"] = []
    frozen["qt_translations"]["qtbase"] = ["ja"]
    frozen["puzzles"] = ["001.json"]
    # Without entry-point metadata the registry falls back to its built-in Simple theme.
    frozen["themes"] = {
        "entry_points": [],
        "loaded": ["simple"],
        "unavailable": [],
        "from_metadata": [],
    }
    problems = "\n".join(bundle_check.compare(SOURCE, frozen))
    assert "twelve_bowls_ar.qm" in problems
    assert "qtbase_ar" in problems
    assert "002.json" in problems
    assert "themes entry_points" in problems and "themes from_metadata" in problems


def test_bundle_collect_sees_the_source_tree(qapp: object) -> None:
    report = bundle_check.collect()
    assert report["frozen"] is False
    assert report["themes"]["loaded"][0] == "simple"
    assert set(report["themes"]["loaded"]) == set(report["themes"]["from_metadata"])
    assert "ar" in report["qt_translations"]["qtbase"]


def picture(path: Path, size: tuple[int, int], flat: bool = False, mark: int = 0) -> Path:
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    image.fill(QColor("#203040"))
    if not flat:
        painter = QPainter(image)
        for i in range(120):
            painter.fillRect(
                i * 5 % size[0], i * 3 % size[1], 9, 9, QColor.fromHsv(i * 3, 200, 230)
            )
        painter.fillRect(0, 0, mark, mark, Qt.GlobalColor.white)
        painter.end()
    image.save(str(path))
    return path


def test_screenshot_check_passes_a_real_picture_equal_to_its_reference(
    tmp_path: Path, qapp: object
) -> None:
    shot = picture(tmp_path / "a.png", (320, 200))
    same = picture(tmp_path / "b.png", (320, 200))
    other = picture(tmp_path / "c.png", (320, 200), mark=40)
    argv = [str(shot), "--size", "320x200", "--same-as", str(same), "--differs-from", str(other)]
    assert check_screenshot.main(argv) == 0


def test_screenshot_check_fails_flat_wrong_size_or_different_pictures(
    tmp_path: Path, qapp: object
) -> None:
    flat = picture(tmp_path / "flat.png", (320, 200), flat=True)
    real = picture(tmp_path / "real.png", (320, 200))
    marked = picture(tmp_path / "marked.png", (320, 200), mark=60)
    assert check_screenshot.main([str(flat), "--size", "320x200"]) == 1
    assert check_screenshot.main([str(real), "--size", "640x400"]) == 1
    assert check_screenshot.main([str(real), "--size", "320x200", "--same-as", str(marked)]) == 1
    assert check_screenshot.main([str(real), "--size", "320x200", "--differs-from", str(real)]) == 1
