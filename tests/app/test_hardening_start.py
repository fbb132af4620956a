"""Every reader of the profile goes through the one safe reader, and every number is
bounded by the profile's description before it reaches a screen: a hostile profile is
damage (set aside, a notice, a fresh start), never a hang or an exit at start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from twelve_bowls.app import paths
from twelve_bowls.app.profile_service import ProfileService
from twelve_bowls.app.storage import CORRUPT_INFIX

FIXTURE = Path(__file__).parent / "data" / "saves" / "profile-v1.json"
HUGE = 10**25  # beyond engine.limits.MAX_SCORE, and beyond what Babel formats


def _fixture() -> dict[str, object]:
    return json.loads(FIXTURE.read_text("utf-8"))


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zeros(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _huge_endless(path: Path) -> None:
    document = _fixture()
    document["records"]["endless_best"]["score"] = HUGE  # type: ignore[index]
    path.write_text(json.dumps(document), "utf-8")


def _huge_daily(path: Path) -> None:
    document = _fixture()
    document["records"]["daily"]["2026-11-28"]["score"] = HUGE  # type: ignore[index]
    path.write_text(json.dumps(document), "utf-8")


def _two_records(path: Path) -> None:
    # Python keeps the last of two equal keys: this loaded as a profile without records.
    text = FIXTURE.read_text("utf-8").rstrip()[:-1] + ', "records": {}\n}\n'
    path.write_text(text, "utf-8")


HOSTILE: dict[str, Callable[[Path], None]] = {
    "fifo": _fifo,
    "link-to-dev-zero": _zeros,
    "score-10^25": _huge_endless,
    "daily-score-10^25": _huge_daily,
    "records-twice": _two_records,
}
needs_posix = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero")


def _bounded(call: Callable[[], object]) -> object:
    """``call()`` in a thread; a hang fails the test (the bound only catches a hang: the
    call itself takes milliseconds)."""
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(120)
    assert not worker.is_alive(), "the reader hangs"
    return result[0]


# The reader runs in a child with its memory capped: a reader that follows the link to
# /dev/zero fails there instead of filling this machine's memory.
_READ_IN_CHILD = """
import resource, sys
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (1 << 31, 1 << 31))
from twelve_bowls.app.start_profile import read_start_view
print(read_start_view(Path(sys.argv[1]), 1) is None)
"""


@needs_posix
@pytest.mark.parametrize("make", HOSTILE.values(), ids=HOSTILE.keys())
def test_the_first_frame_reader_gives_up_on_a_hostile_profile(
    tmp_path: Path, make: Callable[[Path], None]
) -> None:
    path = paths.profile_path(tmp_path)
    make(path)
    child = subprocess.run(
        [sys.executable, "-c", _READ_IN_CHILD, str(path)],
        capture_output=True,
        text=True,
        timeout=300,  # a hang guard only: the read takes milliseconds
        check=False,
    )
    assert (child.returncode, child.stdout.strip()) == (0, "True"), child.stderr[-300:]


@needs_posix
@pytest.mark.parametrize("make", HOSTILE.values(), ids=HOSTILE.keys())
def test_the_full_load_sets_a_hostile_profile_aside_and_says_so(
    tmp_path: Path, make: Callable[[Path], None]
) -> None:
    path = paths.profile_path(tmp_path)
    make(path)
    store = ProfileService(tmp_path)
    profile = _bounded(store.load_profile)
    assert profile.records.endless_games == 0  # type: ignore[attr-defined]  # a fresh one
    kept = [p for p in tmp_path.iterdir() if CORRUPT_INFIX in p.name]
    assert len(kept) == 1 and not os.path.lexists(path)
    notices = store.notices()
    assert notices and "could not be read" in notices[0]


def test_a_profile_with_records_twice_keeps_both_in_the_file_set_aside(tmp_path: Path) -> None:
    # The loss was made permanent by the next save; now the file is kept as it was.
    path = paths.profile_path(tmp_path)
    _two_records(path)
    original = path.read_bytes()
    store = ProfileService(tmp_path)
    profile = store.load_profile()
    assert store.save_profile(profile)
    (kept,) = [p for p in tmp_path.iterdir() if CORRUPT_INFIX in p.name]
    assert kept.read_bytes() == original


@needs_posix
@pytest.mark.parametrize("name", ["fifo", "score-10^25", "records-twice"])
def test_the_game_starts_on_a_hostile_profile(tmp_path: Path, name: str) -> None:
    # The real start (the window, the first frame, the full load after it), scripted.
    HOSTILE[name](paths.profile_path(tmp_path))
    env = {**os.environ, paths.HOME_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    game = subprocess.run(
        [
            sys.executable,
            "-m",
            "twelve_bowls.app.main",
            "--play",
            "puzzle:1",
            "--moves",
            "0",
            "--quit",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard only; the run takes seconds
        check=False,
    )
    assert game.returncode == 0, game.stderr
    assert "Traceback" not in game.stderr
    saved = json.loads(paths.profile_path(tmp_path).read_text("utf-8"))
    assert saved["records"]["puzzles"]["1"]["solved"] is True  # played on, and saved
