"""The release workflow's real-platform step, run here with a stand-in for macOS ``open``.

``open -W`` starts an app the way Finder does: with ``/`` as its working directory and only
the environment passed with ``--env``, and it exits 0 whatever the app did. The stand-in
does the same and starts a stand-in ``.app`` whose executable runs the game's frozen entry
script from this source tree, on Qt's offscreen platform, so the whole step runs for real:
the platform report and the home screenshot must land in the folder the workflow names,
given relative to the repository as the workflow gives it.
"""

from __future__ import annotations

import os
import shlex
import stat
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING, ROOT, load

native_run = load("native_run")

STAND_IN_OPEN = """#!{python}
# A stand-in for macOS open(1): -W waits, -n starts a new copy, --env adds a variable;
# the app starts in / with no environment from the shell, and open exits 0 regardless.
import os, subprocess, sys
args = sys.argv[1:]
env = {{"PATH": "/usr/bin:/bin"}}
while args[0].startswith("-"):
    flag = args.pop(0)
    if flag == "--env":
        name, _, value = args.pop(0).partition("=")
        env[name] = value
app = args.pop(0)
if args[:1] == ["--args"]:
    args = args[1:]
macos = os.path.join(app, "Contents", "MacOS")
binary = os.path.join(macos, os.listdir(macos)[0])
subprocess.run([binary, *args], cwd="/", env=env)
sys.exit(0)
"""


def _stand_in_app(folder: Path) -> Path:
    app = folder / "Twelve Bowls.app"
    macos = app / "Contents" / "MacOS"
    macos.mkdir(parents=True)
    binary = macos / "twelve-bowls"
    # The frozen app carries its code; this one is pointed at the source tree.
    binary.write_text(
        "#!/bin/sh\n"
        f"PYTHONPATH={shlex.quote(str(ROOT))} exec {shlex.quote(sys.executable)} "
        f'{shlex.quote(str(PACKAGING / "entry.py"))} "$@"\n',
        encoding="utf-8",
    )
    binary.chmod(binary.stat().st_mode | stat.S_IXUSR)
    return app


@pytest.fixture
def stand_in_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    tools = tmp_path / "bin"
    tools.mkdir()
    script = tools / "open"
    script.write_text(STAND_IN_OPEN.format(python=sys.executable), encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    return tools


def test_the_step_finds_what_an_app_started_from_root_wrote(
    tmp_path: Path, stand_in_open: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _stand_in_app(tmp_path / "mount")
    work = tmp_path / "checkout"
    work.mkdir()
    monkeypatch.chdir(work)
    # As the workflow calls it: a relative output folder.
    status = native_run.main([str(app), "--platform", "offscreen", "--out", "build/native"])
    assert status == 0
    assert (work / "build" / "native" / "platform.json").is_file()
    assert (work / "build" / "native" / "home-offscreen.png").stat().st_size > 10_000


def test_an_app_that_writes_nothing_is_a_clear_failure_not_a_traceback(
    tmp_path: Path, stand_in_open: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = tmp_path / "Broken.app"
    macos = app / "Contents" / "MacOS"
    macos.mkdir(parents=True)
    (macos / "broken").write_text("#!/bin/sh\nexit 3\n", encoding="utf-8")
    (macos / "broken").chmod(0o755)
    monkeypatch.chdir(tmp_path)
    found = native_run.run(app, "offscreen", Path("out"))
    assert found and "wrote no platform report" in found[0]
