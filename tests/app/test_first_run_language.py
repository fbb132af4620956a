"""A new profile speaks the system's language when the game ships it.

``QLocale.system()`` is read once per process, so each case runs in a child process with
its own ``LANG``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FIRST_RUN = """
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.context import InMemoryProfileService
print(ProfileService().load_profile().settings.language,
      InMemoryProfileService().load_profile().settings.language)
"""


def child_env(lang: str, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}}
    env.update(LANG=lang, TWELVE_BOWLS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return env


def first_run_languages(lang: str, home: Path) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", FIRST_RUN],
        capture_output=True,
        text=True,
        env=child_env(lang, home),
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return result.stdout.split()


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("ar_EG.UTF-8", "ar"),
        ("es_MX.UTF-8", "es"),
        ("ja_JP.UTF-8", "ja"),
        ("hi_IN.UTF-8", "hi"),
        ("de_DE.UTF-8", "en"),  # not one of ours
        ("C.UTF-8", "en"),
    ],
)
def test_a_new_profile_takes_the_system_language(lang: str, expected: str, tmp_path: Path) -> None:
    # Both stores: the player's (on disk) and the screenshot's (in memory).
    assert first_run_languages(lang, tmp_path) == [expected, expected]


def test_a_saved_profile_keeps_its_language(tmp_path: Path) -> None:
    code = (
        "from app.profile_service import ProfileService\n"
        "from engine.profile import Profile, Settings\n"
        "ProfileService().save_profile(Profile(settings=Settings(language='ja')))\n"
    )
    subprocess.run(
        [sys.executable, "-c", code],
        env=child_env("C.UTF-8", tmp_path),
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    assert first_run_languages("ar_EG.UTF-8", tmp_path)[0] == "ja"


def screenshot(out: Path, lang: str, *args: str) -> bytes:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "twelve_bowls.app.main",
            "--screenshot",
            str(out),
            "--screen",
            "help",
            *args,
        ],
        capture_output=True,
        text=True,
        env=child_env(lang, out.parent),
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


def test_screenshot_without_lang_follows_the_system_language(tmp_path: Path) -> None:
    by_system = screenshot(tmp_path / "system.png", "ar_EG.UTF-8")
    chosen = screenshot(tmp_path / "chosen.png", "C.UTF-8", "--lang", "ar")
    english = screenshot(tmp_path / "english.png", "C.UTF-8")
    assert by_system == chosen
    assert by_system != english


START = """
import sys
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
context = AppContext(ProfileService(), defer_profile=True)
first_frame = context.settings.language
context.finish_loading()
if sys.argv[1:]:
    context.update_settings(**dict(arg.split("=", 1) for arg in sys.argv[1:]))
print(first_frame, context.settings.language)
"""


def start(lang: str, home: Path, *changes: str) -> list[str]:
    """One start of the game's context on the player's store: the language of the first
    frame and of the full profile, after ``changes`` (name=value) are made in Settings."""
    result = subprocess.run(
        [sys.executable, "-c", START, *changes],
        capture_output=True,
        text=True,
        env=child_env(lang, home),
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return result.stdout.split()


def test_the_game_follows_a_later_system_language_until_one_is_chosen(tmp_path: Path) -> None:
    # First start in Spanish, saved (a setting changed); the system then speaks Japanese.
    assert start("es_ES.UTF-8", tmp_path, "effects_volume=40") == ["es", "es"]
    assert start("ja_JP.UTF-8", tmp_path) == ["ja", "ja"]
    assert start("de_DE.UTF-8", tmp_path) == ["en", "en"]  # not one of ours: English


def test_a_language_chosen_in_settings_is_kept_whatever_the_system_says(tmp_path: Path) -> None:
    assert start("es_ES.UTF-8", tmp_path, "language=hi") == ["es", "hi"]
    assert start("ja_JP.UTF-8", tmp_path) == ["hi", "hi"]


def test_choosing_the_system_language_itself_keeps_it_too(tmp_path: Path) -> None:
    assert start("es_ES.UTF-8", tmp_path, "language=es") == ["es", "es"]
    assert start("ar_EG.UTF-8", tmp_path) == ["es", "es"]
