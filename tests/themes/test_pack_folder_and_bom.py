"""A pack written by Windows Notepad (a UTF-8 byte-order mark) is read; a themes folder
that is a file or cannot be listed is said, in the gallery's list of what could not be
loaded, instead of the player's packs vanishing with a log line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.themes.readme_pack import write_readme_pack
from twelve_bowls.app.theming.registry import ThemeRegistry


def test_a_manifest_with_a_byte_order_mark_is_read(tmp_path: Path, qapp: object) -> None:
    pack = write_readme_pack(tmp_path)
    manifest = pack / "theme.json"
    manifest.write_bytes(b"\xef\xbb\xbf" + manifest.read_bytes())
    registry = ThemeRegistry([], user_folder=tmp_path)
    assert "chalk" in registry.ids()
    assert registry.unavailable() == []


def test_a_themes_folder_that_is_a_file_is_said(tmp_path: Path, qapp: object) -> None:
    folder = tmp_path / "themes"
    folder.write_text("not a folder", "utf-8")
    registry = ThemeRegistry([], user_folder=folder)
    assert registry.unavailable() == [
        ("themes", f"The folder {folder} cannot be read (it is not a folder).")
    ]
    assert registry.get("simple").id == "simple"


def test_a_themes_folder_that_cannot_be_listed_is_said(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "themes"
    write_readme_pack(folder)
    real = Path.iterdir

    def refused(path: Path):  # type: ignore[no-untyped-def]
        if path == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(Path, "iterdir", refused)
    registry = ThemeRegistry([], user_folder=folder)
    assert registry.unavailable() == [
        ("themes", f"The folder {folder} cannot be read (Permission denied).")
    ]


def test_no_themes_folder_is_nothing_to_say(tmp_path: Path, qapp: object) -> None:
    registry = ThemeRegistry([], user_folder=tmp_path / "themes")
    assert registry.unavailable() == []
