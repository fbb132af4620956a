"""Re-run the families of hostile input tried against the game's newer doors, each case
against the real program in a child process, and print one line per case.

    python tools/hostile_inputs.py [--family NAME ...]

Families: ``pictures`` (theme pack pictures that cost endless drawing, as the chosen
theme and merely present), ``rich-text`` (a pack's name, a puzzle file's title and My
puzzles' titles holding ``<img src=/dev/zero>``), ``codes`` (codes pasted with invisible
and direction characters; a code whose proof grows without end), ``my-puzzles`` (file
names of digits that are no numbers, damaged files), ``saves`` (a Daily from the year
9999, an attempts folder that is a file, a pack with a byte-order mark, a themes folder
that is a file, Endless played while the disk is full), ``display`` (none set, or none answering).

Every case passes when the game opens (or answers) and exits as it should within a
generous hang guard, says what is wrong in one line where it refuses, and writes no
traceback. Exits 1 if any case fails. Needs a POSIX system (FIFOs, /dev/zero, sockets).
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.engine.test_pasted_codes import PASTED, _hostile_code  # noqa: E402
from tests.themes.hostile_pictures import HOSTILE_PICTURES  # noqa: E402
from tests.themes.readme_pack import write_readme_pack  # noqa: E402

HANG_GUARD = 600  # seconds: a case that has not ended by then hangs
PROFILE = ROOT / "tests" / "app" / "data" / "saves" / "profile-v1.json"
DEADLY = "<img src=/dev/zero>"  # Qt's rich text would read this file without end

Case = Callable[[Path], str | None]  # the reason it failed, or None


def _game(home: Path, *args: str, display: bool = False) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["TWELVE_BOWLS_HOME"] = str(home)
    if not display:
        env["QT_QPA_PLATFORM"] = "offscreen"
    else:
        env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.app.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
    )


def _engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "twelve_bowls.engine", *args],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
    )


def _plays(home: Path) -> str | None:
    """The real start with a move played and a quit; None when it went as it should."""
    done = _game(home, "--play", "puzzle:1", "--moves", "0", "--quit")
    if done.returncode != 0:
        return f"exit {done.returncode}: {done.stderr.strip()[-300:]}"
    if "Traceback" in done.stderr:
        return "a traceback on stderr"
    return None


def _shows(home: Path, screen: str) -> str | None:
    out = home / f"{screen}.png"
    done = _game(home, "--screenshot", str(out), "--screen", screen)
    if done.returncode != 0 or not out.is_file():
        return f"exit {done.returncode}: {done.stderr.strip()[-300:]}"
    return "a traceback on stderr" if "Traceback" in done.stderr else None


def _choose_theme(home: Path, theme: str) -> None:
    profile = json.loads(PROFILE.read_text("utf-8"))
    profile["settings"]["theme"] = theme
    from twelve_bowls.app import paths

    path = paths.profile_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(profile), "utf-8")


def _pack(home: Path, background: bytes | None = None, **manifest: object) -> Path:
    pack = write_readme_pack(home / "themes")
    if background is not None:
        (pack / "background.svg").write_bytes(background)
    if manifest:
        data = json.loads((pack / "theme.json").read_text("utf-8"))
        data.update(manifest)
        (pack / "theme.json").write_text(json.dumps(data), "utf-8")
    return pack


# -- families ---------------------------------------------------------------------------------


def _picture_chosen(name: str) -> Case:
    def case(home: Path) -> str | None:
        _pack(home, HOSTILE_PICTURES[name]())
        _choose_theme(home, "chalk")
        return _plays(home)

    return case


def _picture_present(name: str) -> Case:
    def case(home: Path) -> str | None:
        _pack(home, HOSTILE_PICTURES[name]())
        return _shows(home, "themes") or _shows(home, "settings")

    return case


def _rich_pack_name(home: Path) -> str | None:
    names = {lang: f"Chalk {DEADLY}" for lang in ("en", "es", "ja", "hi", "ar")}
    _pack(home, names=names, author=DEADLY, licence=DEADLY)
    _choose_theme(home, "chalk")
    return _shows(home, "themes") or _shows(home, "settings") or _plays(home)


def _rich_pack_folder(home: Path) -> str | None:
    broken = home / "themes" / DEADLY.replace("/", "_")
    broken.mkdir(parents=True)
    (broken / "theme.json").write_text("{", "utf-8")
    return _shows(home, "themes")


def _rich_my_puzzle(home: Path) -> str | None:
    from twelve_bowls.app.my_puzzles import MyPuzzles
    from twelve_bowls.engine.puzzles import load_puzzles

    puzzle = load_puzzles()[0]
    MyPuzzles(home).save(
        puzzle.position, puzzle.goal, puzzle.moves, puzzle.solution, 1, "<img src=/dev/zero>"
    )
    return _shows(home, "puzzles")


def _pasted(name: str) -> Case:
    def case(home: Path) -> str | None:
        done = _engine("code", "decode", PASTED[name])
        if done.returncode != 0:
            return f"exit {done.returncode}: {done.stderr.strip()}"
        return None if json.loads(done.stdout).get("proven") is True else "not proven"

    return case


def _endless_code(home: Path) -> str | None:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = _engine("code", "decode", _hostile_code())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        return f"exit {done.returncode}: {done.stderr.strip()}"
    if "note: the solver stopped" not in done.stderr:
        return "the cut-short proof was not said"
    memory_mb = after.ru_maxrss / 1024
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    print(f"      proof cut short: {memory_mb:.0f} MB at most, {cpu:.1f} s of CPU")
    return None if memory_mb < 600 else f"{memory_mb:.0f} MB"


def _capitals(home: Path) -> str | None:
    done = _engine("code", "decode", "XB1-0000")
    message = json.loads(done.stdout)["message"]
    return None if "TB1-" in message else f"capitals lost: {message!r}"


def _superscript_name(home: Path) -> str | None:
    folder = home / "my_puzzles"
    folder.mkdir(parents=True)
    (folder / "¹⁰⁰³.json").write_text("{}", "utf-8")
    (folder / "1004.json").write_text("{damaged", "utf-8")
    return _shows(home, "puzzles") or _shows(home, "editor")


def _fifo_my_puzzle(home: Path) -> str | None:
    folder = home / "my_puzzles"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "1001.json")
    return _shows(home, "puzzles")


def _future_daily(home: Path) -> str | None:
    import datetime as dt

    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.engine.modes import DailyAttempt

    attempt = DailyAttempt(dt.date(9999, 12, 31))
    attempt.play(attempt.legal_moves()[0])
    ProfileService(home).save_attempt(attempt)
    failed = _shows(home, "home")
    if failed:
        return failed
    if ProfileService(home).load_attempt("daily") is not None:
        return "the Daily of 9999-12-31 is still offered"
    return None


def _attempts_file(home: Path) -> str | None:
    from twelve_bowls.app import paths

    folder = paths.attempt_path("daily", home).parent
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder", "utf-8")
    return _plays(home)


def _bom_pack(home: Path) -> str | None:
    pack = _pack(home)
    manifest = pack / "theme.json"
    manifest.write_bytes(b"\xef\xbb\xbf" + manifest.read_bytes())
    from twelve_bowls.app.theming.registry import ThemeRegistry

    registry = ThemeRegistry([], user_folder=home / "themes")
    return None if "chalk" in registry.ids() else str(registry.unavailable())


def _themes_file(home: Path) -> str | None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "themes").write_text("not a folder", "utf-8")
    return _shows(home, "themes")


class _FullDisk:
    """While set, every write of the save files' bytes answers ENOSPC, as a full disk
    does; deleting and renaming still work, as they do there."""

    def __init__(self) -> None:
        self.full = False
        self._real_write = os.write

    def write(self, fd: int, data: bytes) -> int:
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return self._real_write(fd, data)


def _full_disk_endless(home: Path) -> str | None:
    """Endless played while the disk is full, then space comes back: the paused game
    resumes at its last move, the finished game's record keeps every move it took, and
    the real game opens on what was saved."""
    from unittest import mock

    from tests.engine.modes_helpers import play_until
    from twelve_bowls.app.profile_service import ProfileService
    from twelve_bowls.engine.modes import EndlessAttempt

    disk = _FullDisk()
    with mock.patch.object(os, "write", disk.write):
        store = ProfileService(home)
        profile = store.load_profile()
        attempt = EndlessAttempt("full-disk")
        play_until(attempt, 4)
        store.save_attempt(attempt)
        disk.full = True
        play_until(attempt, 12)
        store.save_attempt(attempt)
        paused = store.load_attempt("endless")
        if paused is None or paused.moves_played != attempt.moves_played:
            found = None if paused is None else paused.moves_played
            return f"paused at {attempt.moves_played} moves, resumed at {found}"
        attempt.end()
        store.save_attempt(attempt)
        profile.record(attempt.result())
        store.save_profile(profile)
        told = store.notices()
        if len(told) != 2:
            return f"what was not saved is told as {told}"
        disk.full = False
        store.save_profile(profile)  # space is back: everything kept back is written
    failed = _shows(home, "records")
    if failed:
        return failed
    top = [entry.moves for entry in ProfileService(home).load_profile().records.endless_top]
    if top != [attempt.moves_played]:
        return f"the record has {top} moves, not [{attempt.moves_played}]"
    return None


def _no_display(display: str | None) -> Case:
    def case(home: Path) -> str | None:
        env_display = {} if display is None else {"DISPLAY": display}
        os.environ.pop("DISPLAY", None)
        os.environ.update(env_display)
        done = _game(home, display=True)
        lines = done.stderr.strip().splitlines()
        if done.returncode != 2 or len(lines) != 1 or "Reinstalling" in done.stderr:
            return f"exit {done.returncode}: {done.stderr.strip()[-300:]}"
        return None

    return case


FAMILIES: dict[str, dict[str, Case]] = {
    "pictures": {
        **{f"chosen {name}": _picture_chosen(name) for name in HOSTILE_PICTURES},
        **{
            f"present {name}": _picture_present(name)
            for name in ("use-fan-out-39", "blurred-rectangles-21000")
        },
    },
    "rich-text": {
        "pack name, author, licence": _rich_pack_name,
        "pack folder name": _rich_pack_folder,
        "my puzzle title": _rich_my_puzzle,
    },
    "codes": {
        **{f"pasted with {name}": _pasted(name) for name in PASTED},
        "a proof without end": _endless_code,
        "capitals kept": _capitals,
    },
    "my-puzzles": {
        "superscript digits, a damaged file": _superscript_name,
        "a FIFO named as a puzzle": _fifo_my_puzzle,
    },
    "saves": {
        "a Daily of 9999-12-31": _future_daily,
        "the attempts folder is a file": _attempts_file,
        "a pack with a byte-order mark": _bom_pack,
        "the themes folder is a file": _themes_file,
        "Endless on a full disk": _full_disk_endless,
    },
    "display": {
        "DISPLAY unset": _no_display(None),
        "DISPLAY nobody answers": _no_display(":251"),
    },
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--family", action="append", choices=sorted(FAMILIES))
    args = parser.parse_args(argv)
    chosen = args.family or list(FAMILIES)
    failed = 0
    saved_display = os.environ.get("DISPLAY")
    for family in chosen:
        for name, case in FAMILIES[family].items():
            home = Path(tempfile.mkdtemp(prefix="hostile-"))
            try:
                reason = case(home)
            except subprocess.TimeoutExpired:
                reason = f"still running after {HANG_GUARD} s"
            except Exception as error:  # the case itself broke: a failure too
                reason = f"{type(error).__name__}: {error}"
            finally:
                shutil.rmtree(home, ignore_errors=True)
                if saved_display is not None:
                    os.environ["DISPLAY"] = saved_display
            failed += reason is not None
            print(f"{'ok  ' if reason is None else 'FAIL'} {family:10} {name}", flush=True)
            if reason is not None:
                print(f"      {reason}", flush=True)
    print(f"{failed} case(s) failed" if failed else "every case passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
