"""A refused pack is said in the player's language: each refusal is a whole sentence of
the catalogs (context ThemePacks) with the file's name put in, never an English sentence
in a translated screen (the gallery's list of themes that could not be loaded)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.themes.readme_pack import write_readme_pack
from tests.themes.test_packs import BROKEN
from twelve_bowls.app import i18n
from twelve_bowls.app.context import AppContext, InMemoryProfileService
from twelve_bowls.app.screens.themes_gallery import ThemesGallery
from twelve_bowls.app.theming.pack_json import Refusal
from twelve_bowls.app.theming.registry import ThemeRegistry

# Refused by the pack checks (a plugin's own exception stays as it was raised).
REFUSED = sorted(case for case in BROKEN if not BROKEN[case][1].startswith("ThemeContract"))


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _refusal(tmp_path: Path, case: str) -> Refusal:
    pack = write_readme_pack(tmp_path)
    BROKEN[case][0](pack)
    [(name, reason)] = ThemeRegistry([], user_folder=tmp_path).unavailable()
    assert name == "chalk" and isinstance(reason, Refusal)
    return reason


@pytest.mark.parametrize("case", REFUSED)
def test_each_refusal_is_a_translated_sentence(
    tmp_path: Path, qapp: object, language: None, case: str
) -> None:
    reason = _refusal(tmp_path, case)
    assert str(reason) == BROKEN[case][1]  # the English, for logs and the preview tool
    said = {}
    for code in ("es", "ja", "hi", "ar"):
        i18n.set_language(code)
        said[code] = reason.translated()
        assert said[code] != reason.sentence, (code, said[code])  # the catalog's own
        assert "%1" not in said[code]
        assert str(reason.values[0]) in said[code]  # the file it is about, by name
    assert len(set(said.values())) == 4


def test_the_gallery_says_why_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: None
) -> None:
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path / "home"))
    pack = write_readme_pack(tmp_path)
    (pack / "volcano.svg").unlink()
    i18n.set_language("es")
    context = AppContext(store=InMemoryProfileService())
    screen = ThemesGallery(context, registry=ThemeRegistry([], user_folder=tmp_path))
    qtbot.addWidget(screen)
    assert screen.unavailable_list.text() == "chalk\nFalta volcano.svg."


def test_in_arabic_a_refusal_reads_right_to_left_around_the_file_name(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: None
) -> None:
    """Qt takes a line's direction from its first letter, and the sentence starts with
    the file's name: a right-to-left mark leads it, and the name is isolated."""
    monkeypatch.setenv("TWELVE_BOWLS_HOME", str(tmp_path / "home"))
    pack = write_readme_pack(tmp_path)
    (pack / "volcano.svg").unlink()
    i18n.set_language("ar")
    context = AppContext(store=InMemoryProfileService())
    screen = ThemesGallery(context, registry=ThemeRegistry([], user_folder=tmp_path))
    qtbot.addWidget(screen)
    name, sentence = screen.unavailable_list.text().split("\n")
    assert name == "\u200f\u2068chalk\u2069"
    assert sentence == "\u200f\u2068volcano.svg\u2069 غير موجود."
