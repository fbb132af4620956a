"""The game installs one top-level package, ``twelve_bowls`` (no generic top-level names
such as app or engine in site-packages).

Its parts are the repository's top-level folders (``package-dir`` in ``pyproject.toml``); a
folder that a part holds but the package list misses would install without its code.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("app", "engine", "themes", "puzzles", "translations")


def _config() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]


def test_every_folder_with_code_is_a_listed_package() -> None:
    on_disk = {
        "twelve_bowls." + ".".join(init.parent.relative_to(ROOT).parts)
        for part in PARTS
        for init in (ROOT / part).rglob("__init__.py")
    }
    assert set(_config()["packages"]) == on_disk
    assert _config()["package-dir"] == {f"twelve_bowls.{part}": part for part in PARTS}


def test_the_shipped_puzzles_are_found_from_a_folder_that_has_its_own_puzzles(
    tmp_path: Path,
) -> None:
    # A script run from a folder holding a `puzzles` folder used to load that folder instead.
    (tmp_path / "puzzles").mkdir()
    (tmp_path / "puzzles" / "__init__.py").write_text("")
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "__init__.py").write_text("raise SystemExit('wrong engine')")
    probe = (
        "import sys\n"
        "from twelve_bowls.engine.puzzles import load_puzzles\n"
        "import twelve_bowls.app.main\n"
        "print(len(load_puzzles()))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'app', 'engine', 'themes', 'puzzles', 'translations'}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["100", "[]"]


def test_the_wheel_holds_one_top_level_package_with_its_data(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("twelve_bowls-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == {"twelve_bowls"}
    assert "twelve_bowls/puzzles/001.json" in names
    assert "twelve_bowls/translations/twelve_bowls_ar.qm" in names
    # The built-in theme packs are folders of data, not packages: every file of each.
    packs = [
        f
        for f in (ROOT / "themes").glob("*/*")
        if f.is_file() and (f.parent / "theme.json").is_file()  # not a stale __pycache__
    ]
    assert len({f.parent for f in packs}) >= 7
    missing = [
        str(f) for f in packs if f"twelve_bowls/themes/{f.parent.name}/{f.name}" not in names
    ]
    assert missing == []
    assert not any(name.startswith("twelve_bowls/tests/") for name in names)
