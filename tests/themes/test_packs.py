"""Theme packs (app/theming/packs.py): what a broken pack is told, where packs are found,
and that the names players read stay the ones the catalogs use."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.themes.readme_pack import write_readme_pack
from tests.themes.test_registry import install_dist
from twelve_bowls.app.theming import packs
from twelve_bowls.app.theming.base import theme_name
from twelve_bowls.app.theming.registry import ThemeRegistry, builtin_pack_ids, discover

ROOT = Path(__file__).resolve().parents[2]


def _manifest(pack: Path) -> dict[str, object]:
    return json.loads((pack / "theme.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def _rewrite(pack: Path, change: Callable[[dict], None]) -> None:  # type: ignore[type-arg]
    manifest = _manifest(pack)
    change(manifest)
    (pack / "theme.json").write_text(json.dumps(manifest), encoding="utf-8")


def _unreadable(pack: Path) -> None:
    # Reading /proc/self/mem from its start fails with EIO even for root, where a file
    # without read permission would still be read.
    (pack / "blocker.svg").unlink()
    (pack / "blocker.svg").symlink_to("/proc/self/mem")


BROKEN: dict[str, tuple[Callable[[Path], None], str]] = {
    "bad-json": (
        lambda p: (p / "theme.json").write_text('{"id": "chalk",', encoding="utf-8"),
        "theme.json is not valid JSON (line 1, column 16: Expecting property name "
        "enclosed in double quotes).",
    ),
    "not-an-object": (
        lambda p: (p / "theme.json").write_text("[1, 2]", encoding="utf-8"),
        "theme.json must hold one JSON object.",
    ),
    "not-utf8": (
        lambda p: (p / "theme.json").write_bytes(b'{"id": "\xff"}'),
        "theme.json is not UTF-8 text.",
    ),
    "bad-colour": (
        lambda p: _rewrite(p, lambda m: m["palette"].update(window="dark green")),
        "theme.json, palette.window: expected a colour written #rrggbb, got 'dark green'.",
    ),
    "missing-field": (
        lambda p: _rewrite(p, lambda m: m.pop("look")),
        "theme.json, look: Field required.",
    ),
    "unknown-field": (
        lambda p: _rewrite(p, lambda m: m.update(colour="#ffffff")),
        "theme.json, colour: Extra inputs are not permitted.",
    ),
    "unknown-key": (
        lambda p: _rewrite(p, lambda m: m["art"].update({"stone.Z": "wild.svg"})),
        "theme.json, art: 'stone.Z' is not a key the board draws.",
    ),
    "picture-outside-the-folder": (
        lambda p: _rewrite(p, lambda m: m["art"].update({"stone.W": "../wild.svg"})),
        "theme.json, art.stone.W: String should match pattern "
        "'^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,80}\\.svg$'.",
    ),
    "missing-picture": (
        lambda p: (p / "volcano.svg").unlink(),
        "volcano.svg is missing.",
    ),
    "unreadable-picture": (_unreadable, "blocker.svg cannot be read (Input/output error)."),
    "huge-picture": (
        lambda p: (p / "wild.svg").write_bytes(b" " * (packs.MAX_PICTURE_BYTES + 1)),
        "wild.svg is larger than 1,024 KiB.",
    ),
    "huge-manifest": (
        lambda p: (p / "theme.json").write_bytes(b" " * (packs.MAX_MANIFEST_BYTES + 1)),
        "theme.json is larger than 64 KiB.",
    ),
    "not-svg": (
        lambda p: (p / "bowl.svg").write_text("<svg><circle", encoding="utf-8"),
        "bowl.svg is not a valid SVG picture.",
    ),
    "picture-naming-another-file": (
        lambda p: (p / "wild.svg").write_text(
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
            '<image xlink:href="/etc/hostname" width="10" height="10"/></svg>',
            encoding="utf-8",
        ),
        "wild.svg refers to another file (/etc/hostname); a picture must hold all it draws.",
    ),
    "later-api": (
        lambda p: _rewrite(p, lambda m: m.update(api_version=2)),
        "ThemeContractError: the theme was written for version 2 of the theme API; this "
        "game loads version 1 only",
    ),
}


@pytest.mark.parametrize("case", BROKEN)
def test_a_broken_pack_is_refused_with_one_sentence(
    tmp_path: Path, qapp: object, case: str
) -> None:
    pack = write_readme_pack(tmp_path)
    spoil, sentence = BROKEN[case]
    spoil(pack)
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert registry.unavailable() == [("chalk", sentence)]
    assert "chalk" not in registry.ids()
    assert registry.get("chalk").id == "simple"
    assert "\n" not in sentence


def test_all_pictures_together_are_bounded(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_readme_pack(tmp_path)
    monkeypatch.setattr(packs, "MAX_PACK_BYTES", 2000)  # too small for the built-ins too
    registry = ThemeRegistry([], user_folder=tmp_path)
    reasons = dict(registry.unavailable())
    assert set(reasons) == {"chalk", *builtin_pack_ids()}
    assert all(r.startswith("The pictures together are larger than") for r in reasons.values())
    # Even without a readable Simple the board gets a theme (blank), never an error.
    fallback = registry.get("chalk")
    assert fallback.id == "simple" and fallback.palette() is not None


def test_a_players_folder_holds_any_number_of_packs_and_other_things(
    tmp_path: Path, qapp: object
) -> None:
    write_readme_pack(tmp_path)
    second = write_readme_pack(tmp_path / "more")
    second.rename(tmp_path / "chalk-copy")
    (tmp_path / "more").rmdir()
    (tmp_path / "notes.txt").write_text("not a theme", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert registry.ids()[-1] == "chalk"
    reasons = dict(registry.unavailable())
    assert reasons["empty"] == "theme.json is missing."
    assert reasons["chalk-copy"].startswith("duplicate theme id 'chalk'")
    assert set(reasons) == {"empty", "chalk-copy"}


def test_a_pack_cannot_take_a_builtin_id(tmp_path: Path, qapp: object) -> None:
    pack = write_readme_pack(tmp_path)
    _rewrite(pack, lambda m: m.update(id="garden"))
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert dict(registry.unavailable())["chalk"].startswith("duplicate theme id 'garden'")
    source = registry.source("garden")
    assert source is not None and source.distribution == "twelve-bowls"


def test_the_app_finds_packs_in_the_data_folder(tmp_path: Path, qapp: object) -> None:
    # The conftest points TWELVE_BOWLS_HOME at a fresh folder for each test.
    home = Path(os.environ["TWELVE_BOWLS_HOME"])
    write_readme_pack(home / "themes")
    registry = discover()
    assert "chalk" in registry.ids()
    source = registry.source("chalk")
    assert source is not None and source.value == str(home / "themes" / "chalk")


def test_a_data_theme_installed_by_entry_point(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    pack = write_readme_pack(tmp_path / "src")
    pack.rename(site / "tb_chalk_pack")
    install_dist(site, "chalk_pack", "tb_chalk_pack_unused", "", {"chalk": "tb_chalk_pack"})
    (site / "tb_chalk_pack" / "__init__.py").write_text("", encoding="utf-8")
    registry = discover()
    assert registry.unavailable() == []
    assert registry.get("chalk").id == "chalk"
    source = registry.source("chalk")
    assert source is not None and source.value == "tb_chalk_pack"
    assert source.distribution == "chalk_pack"


def test_an_entry_point_naming_a_package_without_a_manifest_is_refused(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    (site / "tb_not_a_pack").mkdir(parents=True)
    (site / "tb_not_a_pack" / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    install_dist(site, "not_a_pack", "tb_not_a_pack_unused", "", {"nopack": "tb_not_a_pack"})
    reasons = dict(discover().unavailable())
    assert reasons == {
        "nopack": "ThemeContractError: tb_not_a_pack is neither a Theme subclass nor a "
        "package holding theme.json"
    }


def _catalog(lang: str, context: str) -> dict[str, str]:
    tree = ET.parse(ROOT / "translations" / f"twelve_bowls_{lang}.ts")
    for ctx in tree.getroot():
        if ctx.findtext("name") == context:
            return {m.findtext("source") or "": m.findtext("translation") or "" for m in ctx}
    return {}


def test_builtin_names_come_in_every_language_and_match_the_catalogs() -> None:
    names = {folder: _manifest(ROOT / "themes" / folder)["names"] for folder in builtin_pack_ids()}
    for folder, by_language in names.items():
        assert set(by_language) == set(packs.LANGUAGES), folder  # type: ignore[arg-type]
    # The catalogs name two themes in the launcher's texts: the same words as the packs.
    for lang in ("es", "ja", "hi", "ar"):
        launcher = _catalog(lang, "Launcher")
        for theme, source in (
            ("garden", "A puzzle in the Garden theme"),
            ("neon", "Endless mode in the Neon theme"),
        ):
            assert names[theme][lang] in launcher[source], (lang, theme)  # type: ignore[index]
        # The names left the catalogs for the packs: no second list of them there.
        assert "Garden" not in _catalog(lang, "Themes")


def test_a_builtin_name_follows_the_language(monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    garden = ThemeRegistry([]).get("garden")
    seen = {}
    for lang in packs.LANGUAGES:
        monkeypatch.setattr("twelve_bowls.app.i18n.current_language", lambda lang=lang: lang)
        seen[lang] = theme_name(garden)
    assert seen == {"en": "Garden", "es": "Jardín", "ja": "庭園", "hi": "बगीचा", "ar": "حديقة"}


def test_the_builtin_read_at_start_is_validated_right_after_the_first_frame(
    tmp_path: Path, qapp: object
) -> None:
    # Start-up reads the active built-in pack without pydantic; the manifest's full check
    # runs with the test paint, and a pack that fails it is turned off like any failure.
    import shutil

    from twelve_bowls.app.theming.guard import theme_guard
    from twelve_bowls.app.theming.registry import builtin_packs_folder

    for folder in ("simple", "neon"):
        shutil.copytree(builtin_packs_folder() / folder, tmp_path / folder)
    _rewrite(tmp_path / "neon", lambda m: m.update(look="dim"))
    registry = ThemeRegistry([], packs=tmp_path)
    try:
        assert registry.get("neon").id == "neon"  # the first frame is drawn in it
        registry.test_paint_started()
        assert theme_guard().is_disabled("neon")
        assert (
            theme_guard().reasons()["neon"]
            == "theme.json, look: Input should be 'light' or 'dark'."
        )
        assert registry.get("neon").id == "simple"
    finally:
        qapp.processEvents()  # type: ignore[attr-defined]
        theme_guard().reset()


def test_the_builtin_read_at_start_parses_its_other_pictures_right_after_the_first_frame(
    tmp_path: Path, qapp: object
) -> None:
    # The first frame draws home's ring (bowls and stones); a damaged picture it does not
    # draw is found with the test paint and turns the theme off like any failure.
    import shutil

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from twelve_bowls.app.theming.guard import theme_guard
    from twelve_bowls.app.theming.registry import builtin_packs_folder

    for folder in ("simple", "garden"):
        shutil.copytree(builtin_packs_folder() / folder, tmp_path / folder)
    (tmp_path / "garden" / "modifier.frozen.svg").write_text("<svg><circle", encoding="utf-8")
    registry = ThemeRegistry([], packs=tmp_path)
    try:
        garden = registry.get("garden")
        assert garden.id == "garden"  # the damaged picture is not read for home
        image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        garden.paint(painter, "bowl", QRectF(0, 0, 40, 40))
        painter.end()
        assert not theme_guard().is_disabled("garden")
        assert image.pixel(20, 20) != 0  # the bowl's picture, parsed when first drawn
        registry.test_paint_started()
        assert (
            theme_guard().reasons()["garden"] == "modifier.frozen.svg is not a valid SVG picture."
        )
        assert registry.get("garden").id == "simple"
    finally:
        qapp.processEvents()  # type: ignore[attr-defined]
        theme_guard().reset()
