"""One third-party notices file names every shipped distribution, and the About
box (Settings -> About Twelve Bowls) shows it."""

from __future__ import annotations

import importlib.metadata as metadata
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from twelve_bowls.app import notices, paths
from twelve_bowls.app.about_dialog import AboutDialog
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.settings_dialog import SettingsDialog


def runtime_closure() -> set[str]:
    """Independently of app.notices: every distribution twelve-bowls needs at run time."""
    found: set[str] = set()
    queue = ["twelve-bowls"]
    while queue:
        try:
            dist = metadata.distribution(queue.pop())
        except metadata.PackageNotFoundError:
            continue
        name = dist.metadata["Name"]
        if name in found:
            continue
        found.add(name)
        for requirement in dist.requires or ():
            if "extra" not in requirement:
                queue.append(re.split(r"[\s<>=!~;\[(]", requirement, maxsplit=1)[0])
    found.discard("twelve-bowls")
    return found


def test_the_notices_name_every_shipped_distribution_with_version_and_licence_text() -> None:
    text = notices.render()
    shipped = runtime_closure()
    assert {"PySide6_Essentials", "shiboken6", "pydantic", "babel", "platformdirs"} <= {
        n.replace("-", "_") for n in shipped
    } | shipped
    for name in shipped:
        version = metadata.version(name)
        assert f"\n{name} {version}\nLicence: " in text, name
    # Every one carries a licence text, Qt's LGPL included (its wheels carry none).
    for notice in notices.collect():
        assert notice.texts, f"{notice.name} has no licence text"
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text
    assert "Python Software Foundation" in text  # Python's own licence
    assert "Unicode" in text  # CLDR data inside Babel


def test_extras_are_not_shipped() -> None:
    names = {n.name.lower() for n in notices.collect()}
    assert not names & {"pytest", "hypothesis", "mypy", "ruff", "email-validator"}


def test_the_build_writes_the_file_and_a_frozen_build_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / notices.FILE_NAME
    assert notices.main([str(out)]) == 0
    assert out.read_text("utf-8") == notices.render()
    # In a frozen build there is no metadata to read: the bundled file is what is shown.
    out.write_text("bundled notices\n", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert notices.load() == "bundled notices\n"


def test_the_spec_bundles_the_notices_for_every_package() -> None:
    spec = (Path(__file__).resolve().parents[2] / "packaging" / "twelve_bowls.spec").read_text()
    assert '"-m", "twelve_bowls.app.notices"' in spec and '(str(NOTICES), ".")' in spec


def test_the_about_box_opens_from_settings_and_shows_the_notices(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    settings = SettingsDialog(AppContext(ProfileService()))
    qtbot.addWidget(settings)
    settings.show()
    assert settings.about_button.text() and settings.about_button.isEnabled()
    settings.about_button.click()
    QApplication.processEvents()
    about = settings.findChild(AboutDialog)
    assert about is not None and about.isVisible()
    shown = about.notices.toPlainText()
    assert "PySide6_Essentials" in shown and "GNU LESSER GENERAL PUBLIC LICENSE" in shown
    assert about.notices.isReadOnly()
    assert about.notices.accessibleName()
    assert about.windowTitle() == "About Twelve Bowls"
    about.close()


def test_a_plain_install_carries_the_licence_texts() -> None:
    # `pip install .` (the README's quick start) copies only declared package data.
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    globs = data["package-data"].get("twelve_bowls.app.resources", [])
    texts = sorted((root / "app" / "resources" / "licenses").glob("*.txt"))
    assert texts
    for text in texts:
        relative = text.relative_to(root / "app" / "resources").as_posix()
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in globs), relative
