"""``--lang``, ``--theme`` and ``--size``: one reader, for this run only, never saved."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from twelve_bowls.app import i18n
from twelve_bowls.app import main as app_main
from twelve_bowls.app.context import AppContext
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.run_choices import ChoiceError, RunChoices, read_choices
from twelve_bowls.engine.profile import Profile, Settings


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    """The contexts here install other languages' translators: English for later tests."""
    yield
    i18n.set_language("en")


def flags(**values: str | None) -> argparse.Namespace:
    return argparse.Namespace(**{"lang": None, "theme": None, "size": None, **values})


def test_the_three_flags_are_read_once_for_every_start() -> None:
    assert read_choices(flags()) == RunChoices()
    chosen = read_choices(flags(lang="ar", theme="neon", size="900x600"))
    assert chosen == RunChoices("ar", "neon", (900, 600))
    assert chosen.settings() == {"language": "ar", "theme": "neon"}


@pytest.mark.parametrize(
    ("values", "says"),
    [
        ({"lang": "fr"}, "unknown language 'fr' (expected en, es, ja, hi, ar)"),
        ({"theme": "plaid"}, "unknown theme 'plaid' (available: simple"),
        ({"size": "big"}, "size must look like 1280x720, not 'big'"),
        ({"size": "640x480"}, "size 640x480 is outside 800x560 to 7680x4320"),
    ],
)
def test_a_bad_value_is_a_sentence_naming_it(values: dict[str, str], says: str) -> None:
    with pytest.raises(ChoiceError, match=says.replace("(", r"\(").replace(")", r"\)")):
        read_choices(flags(**values))


def test_the_window_start_refuses_a_bad_flag_before_any_window(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        app_main.main(["--lang", "fr"])
    assert stopped.value.code == 2
    assert "twelve-bowls: unknown language 'fr'" in capsys.readouterr().err


def test_the_runs_choices_hold_and_the_profile_keeps_the_players(
    qapp: QApplication, tmp_path: Path
) -> None:
    store = ProfileService(tmp_path)
    store.save_profile(Profile(settings=Settings(language="es", theme="simple")))
    context = AppContext(store, defer_profile=True, for_this_run={"language": "ar"})
    assert context.settings.language == "ar"  # the first frame's view already
    assert context.settings.theme == "simple"
    context.finish_loading()
    assert context.settings.language == "ar"  # and after the full load
    # A setting the run did not choose is saved as ever, without the run's language.
    context.update_settings(symbols=True)
    saved = ProfileService(tmp_path).load_profile().settings
    assert saved.symbols is True and saved.language == "es"
    # The player's own choice replaces the run's, and is saved.
    context.update_settings(language="ja")
    assert context.settings.language == "ja"
    assert ProfileService(tmp_path).load_profile().settings.language == "ja"


def test_choosing_the_saved_value_ends_the_runs_choice(qapp: QApplication, tmp_path: Path) -> None:
    store = ProfileService(tmp_path)
    store.save_profile(Profile(settings=Settings(language="es")))
    context = AppContext(store, for_this_run={"language": "ar"})
    changes: list[str] = []
    context.settings_changed.connect(lambda: changes.append(context.settings.language))
    context.update_settings(language="es")  # the player picks Spanish in Settings
    assert context.settings.language == "es" and changes == ["es"]


def test_an_unknown_setting_for_the_run_is_refused(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="unknown settings: colour"):
        AppContext(for_this_run={"colour": "red"})
