"""The man page (packaging/linux/twelve-bowls.6) documents the command as it is: every option
of the parser, the version being built, and it renders without a warning from man."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tests.packaging.helpers import PACKAGING, load
from twelve_bowls.app.main import build_parser

PAGE = PACKAGING / "linux" / "twelve-bowls.6"
TEXT = PAGE.read_text("utf-8")


def test_every_option_of_the_command_is_documented() -> None:
    options = [
        option
        for action in build_parser()._actions
        for option in action.option_strings
        if option.startswith("--")
    ]
    assert "--version" in options
    for option in options:
        assert option.replace("-", "\\-") in TEXT, option


def test_the_screen_list_names_every_screen_the_command_takes() -> None:
    from twelve_bowls.app.main import SCREENS

    entry = TEXT.split(".BI \\-\\-screen ", 1)[1].split("\n.TP", 1)[0]
    listed = re.findall(r"[a-z_]+(?=[,.]| and )", entry.split("one of", 1)[1].replace("\n", " "))
    assert sorted(listed) == sorted(SCREENS)


def test_the_page_names_the_version_being_built() -> None:
    appinfo = load("appinfo")
    assert f'"Twelve Bowls {appinfo.version()}"' in TEXT.split("\n.TH ", 1)[1].splitlines()[0]


@pytest.mark.skipif(shutil.which("man") is None, reason="man-db is not installed")
def test_man_renders_the_page_without_warnings() -> None:
    done = subprocess.run(
        ["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(PAGE)],
        capture_output=True,
        text=True,
        env={**os.environ, "MANWIDTH": "80", "LC_ALL": "C.UTF-8"},
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
