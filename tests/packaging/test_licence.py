"""The project's licence travels with every artefact made from the source: the LICENSE file
is the MIT text ``pyproject.toml`` declares as a PEP 639 SPDX expression, and the sdist and
the wheel built from this tree both carry it and say ``License-Expression: MIT``."""

from __future__ import annotations

import email.parser
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, load

BUILD = """
import sys
from setuptools import build_meta
out = sys.argv[1]
sdist = build_meta.build_sdist(out)
wheel = build_meta.build_wheel(out)
print("BUILT", sdist, wheel)
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The sdist and the wheel, built from a copy of the tracked files (the checkout keeps
    no egg-info or build folder)."""
    work = tmp_path_factory.mktemp("licence")
    tree = work / "tree"
    tracked = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, tracked.split("\0")):
        source = ROOT / name
        if source.is_file():
            target = tree / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(source.read_bytes())
    out = work / "dist"
    out.mkdir()
    done = subprocess.run(
        [sys.executable, "-c", BUILD, str(out)], cwd=tree, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-3000:]
    sdist_name, wheel_name = done.stdout.rsplit("BUILT", 1)[1].split()
    return out / sdist_name, out / wheel_name


def test_the_licence_file_is_the_mit_text_pyproject_declares() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["license"] == "MIT"  # an SPDX expression, not the deprecated table
    assert project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text("utf-8")
    assert text.startswith("MIT License")
    assert "Permission is hereby granted, free of charge" in text


def test_the_sdist_carries_the_licence(built: tuple[Path, Path]) -> None:
    sdist, _ = built
    with tarfile.open(sdist) as archive:
        names = {
            Path(name).relative_to(Path(name).parts[0]).as_posix() for name in archive.getnames()
        }
        info = archive.extractfile(next(n for n in archive.getnames() if n.endswith("/PKG-INFO")))
        assert info is not None
        metadata = email.parser.Parser().parsestr(info.read().decode())
    assert "LICENSE" in names
    assert metadata["License-Expression"] == "MIT"
    assert metadata.get_all("License-File") == ["LICENSE"]


def test_the_wheel_carries_the_licence(built: tuple[Path, Path]) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        licence = next(n for n in names if n.endswith(".dist-info/licenses/LICENSE"))
        assert archive.read(licence) == (ROOT / "LICENSE").read_bytes()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(archive.read(meta).decode())
    assert metadata["License-Expression"] == "MIT"
    assert "License" not in metadata  # the deprecated free-text field is gone


def test_the_wheel_has_classifiers_and_the_projects_addresses(built: tuple[Path, Path]) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(archive.read(meta).decode())
    classifiers = metadata.get_all("Classifier") or []
    assert "Topic :: Games/Entertainment :: Puzzle Games" in classifiers
    assert "Programming Language :: Python :: 3.11" in classifiers
    languages = {c.rsplit(" :: ", 1)[1] for c in classifiers if c.startswith("Natural Language")}
    assert languages == {"English", "Spanish", "Japanese", "Hindi", "Arabic"}
    urls = dict(url.split(", ", 1) for url in metadata.get_all("Project-URL") or [])
    appinfo = load("appinfo")
    assert urls["Homepage"] == appinfo.HOMEPAGE
    assert urls["Releases"] == f"{appinfo.HOMEPAGE}/releases"


def test_the_wheel_carries_simples_dark_look(built: tuple[Path, Path]) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert "twelve_bowls/themes/simple/dark/theme.json" in names
    assert "twelve_bowls/themes/simple/dark/stone.X.svg" in names
