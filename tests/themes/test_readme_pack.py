"""The README's data theme, built from the README text, loads from a player's themes folder
and keeps the contract."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.themes.readme_pack import readme_files, write_readme_pack
from twelve_bowls.app.theming.base import ALL_KEYS, check_theme, theme_name
from twelve_bowls.app.theming.packs import OPTIONAL_ART, REQUIRED_ART
from twelve_bowls.app.theming.registry import ThemeRegistry


def test_the_readme_shows_the_manifest_and_a_picture_for_every_required_key() -> None:
    import json

    files = readme_files()
    manifest = json.loads(files["theme.json"])
    art = manifest["art"]
    for key in REQUIRED_ART:
        assert art.get(key, f"{key}.svg") in files, key
    assert set(art) <= set(REQUIRED_ART + OPTIONAL_ART)


def test_the_readme_pack_loads_from_the_players_folder(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_readme_pack(tmp_path)
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert registry.unavailable() == []
    assert registry.ids()[-1] == "chalk"
    chalk = registry.get("chalk")
    check_theme(chalk)
    assert chalk.id == "chalk" and chalk.look == "dark"  # type: ignore[attr-defined]
    source = registry.source("chalk")
    assert source is not None and source.distribution is None
    assert source.value == str(tmp_path / "chalk")
    monkeypatch.setattr("twelve_bowls.app.i18n.current_language", lambda: "ja")
    assert theme_name(chalk) == "チョーク"
    monkeypatch.setattr("twelve_bowls.app.i18n.current_language", lambda: "en")
    assert theme_name(chalk) == "Chalk"
    assert set(ALL_KEYS) - set(REQUIRED_ART) == set(OPTIONAL_ART)  # marks: from colours


def test_the_readme_code_theme_still_loads_through_the_public_api(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Code themes keep working beside data ones: the README's code example, installed by
    entry point, imports only ``twelve_bowls.themes.api`` and is drawn by its own code."""
    import re

    from tests.themes.readme_pack import README
    from tests.themes.test_registry import install_dist
    from twelve_bowls.app.theming.registry import discover

    text = README.read_text(encoding="utf-8").split("## A code theme", 1)[1]
    (source,) = re.findall(r"`chalk_theme/__init__.py`:\n\n```python\n(.*?)\n```", text, re.S)
    assert "from twelve_bowls.themes.api import" in source
    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    install_dist(site, "chalk_theme", "tb_readme_chalk_code", source,
                 {"chalk": "tb_readme_chalk_code:ChalkTheme"})  # fmt: skip
    registry = discover()
    assert registry.unavailable() == []
    chalk = registry.get("chalk")
    assert type(chalk.inner).__module__ == "tb_readme_chalk_code"  # type: ignore[attr-defined]
    check_theme(chalk)
