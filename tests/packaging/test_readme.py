"""The README puts the player first: its first command installs and starts the game,
its second installs and runs every test, and what it points at exists."""

from __future__ import annotations

import re

from tests.packaging.helpers import ROOT

README = (ROOT / "README.md").read_text("utf-8")
COMMANDS = re.findall(r"```sh\n(.*?)\n```", README, re.DOTALL)


def test_the_first_command_installs_and_starts_the_game_from_this_folder() -> None:
    # The project has no public address yet: nothing to clone from, so nothing names one.
    assert (
        COMMANDS[0] == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/twelve-bowls"
    )


def test_the_test_command_is_the_one_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    venv, install, run = COMMANDS[1].split(" && ")
    assert f"$PYTHON {venv.removeprefix('python3 ')}" in ci
    assert install.replace("/pip install", "/python -m pip install -q") in ci
    assert f"\n{run}\n" in ci


def test_no_address_is_given_as_if_the_project_were_hosted() -> None:
    # A link or a command naming a repository address that does not exist yet sends a
    # stranger to an error page; the release page is described, not linked.
    assert "](https://github.com" not in README
    assert "git clone" not in README


def test_the_second_command_installs_and_runs_every_test() -> None:
    assert COMMANDS[1] == (
        'python3 -m venv .venv && .venv/bin/pip install -e ".[test]" && .venv/bin/python -m pytest'
    )
    assert len(COMMANDS) == 2  # the developer's details live in docs/DEVELOPING.md


def test_the_player_reads_the_play_section_before_the_developers() -> None:
    assert README.index("## Play") < README.index("### How to play") < README.index("## Develop")
    assert "releases" in README[: README.index("## Develop")]
    # The hazards are for developers, not for someone who wants to play.
    assert "6.12" not in README and "xdist" not in README


def test_every_local_link_and_image_exists() -> None:
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", README):
        assert (ROOT / target).exists(), target
