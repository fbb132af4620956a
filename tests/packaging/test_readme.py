"""The README puts the player first: its first command clones, installs and starts the game,
its second installs and runs every test, and what it points at exists."""

from __future__ import annotations

import re

from tests.packaging.helpers import ROOT

README = (ROOT / "README.md").read_text("utf-8")
COMMANDS = re.findall(r"```sh\n(.*?)\n```", README, re.DOTALL)


def test_the_first_command_clones_installs_and_starts_the_game() -> None:
    first = COMMANDS[0]
    assert first.startswith("git clone https://github.com/twelvebowls/twelve-bowls.git")
    assert first.endswith("&& .venv/bin/pip install . && .venv/bin/twelve-bowls")


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
