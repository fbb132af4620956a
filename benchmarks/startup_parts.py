"""Benchmark: what each part of the player's start costs, in instructions to the first frame.

A script that prints figures, not a timed test. The player's start (``twelve-bowls`` with no
arguments, as ``benchmarks/startup.py`` runs it) runs once under valgrind (callgrind), which
writes the instructions counted so far each time the child calls ``os.getppid()`` (the
child calls it only as a mark: ``--dump-before=getppid``). The marks fall between the
parts of the start:

- Python, PySide6's QtCore and the probe: what the bare window pays too;
- the game's modules, imported (``--modules`` splits this line by module: what each
  module's own code costs, the modules it imports not included);
- the application and the context: the profile's first view, the active theme;
- the language applied (translators, the language's font);
- the theme's palette, the window's sheet;
- the main window and home, built and laid out (Qt's font database is set up here);
- the window shown (font and crash notices, placement);
- the event loop to the first painted frame.

A bare ``QMainWindow`` is counted the same way for comparison. The counts repeat to within
a fraction of a per cent: the machine's load does not move them.

Run: ``python benchmarks/startup_parts.py [--with-profile] [--modules]``.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import startup  # this folder's own script
from startup import BARE, GAME, _write_profile

# Each mark names the part that ends there; the child prints the names in order.
_MARKS = """
import os as _os
def mark(part):
    print("part:", part, flush=True)
    _os.getppid()  # callgrind writes the count so far (--dump-before=getppid)
"""

# Per module: a finder in front of the others wraps each game module's execution, so that
# every stretch of instructions is put down to the module whose own code ran it.
_MODULE_MARKS = """
import sys as _sys
import importlib.abc as _abc
_running = []
def _switch(to):
    # Outside any module, the stretch belongs to the part whose mark comes next.
    mark("module " + _running[-1] if _running else "(the part goes on)")
    _running.append(to)
def _back():
    mark("module " + _running.pop())
class _Marks(_abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if not name.startswith("twelve_bowls"):
            return None
        for finder in _sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        run = loader.exec_module
        def exec_module(module, run=run, name=name):
            _switch(name)
            try:
                run(module)
            finally:
                _back()
        loader.exec_module = exec_module
        return spec
_sys.meta_path.insert(0, _Marks())
"""

# The parts of ``app.main.build_window``, marked from outside: the hook it is given for the
# single-copy check (it runs once the modules are loaded), the context's language (applied
# right after the context is made), the main window's constructor, and its return.
_GAME_PARTS = """
import twelve_bowls.app.main as _main
_build = _main.build_window
def _parts(argv, *, before_context=None, **options):
    def before():
        mark("the game's modules, imported")
        if before_context is not None:
            before_context()
        from twelve_bowls.app.context import AppContext
        from twelve_bowls.app.main_window import MainWindow
        apply_language = AppContext.apply_language
        def language(self):
            mark("the application and the context (profile's first view, active theme)")
            apply_language(self)
            mark("the language applied")
        AppContext.apply_language = language
        make = MainWindow.__init__
        def window(self, *args, **kwargs):
            mark("the theme's palette, the window's sheet")
            make(self, *args, **kwargs)
            mark("the main window and home, built (Qt's font database set up)")
        MainWindow.__init__ = window
    built = _build(argv, before_context=before, **options)
    mark("the window shown (notices, placement)")
    return built
_main.build_window = _parts
"""


def _count(code: str, env: dict[str, str], last: str) -> list[tuple[str, int]]:
    """(part, instructions) for each part of ``code``'s start, in order; ``last`` names the
    part from the last mark to the first frame."""
    with tempfile.TemporaryDirectory() as out:
        valgrind = [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=getppid",
            f"--callgrind-out-file={out}/cg.out",
        ]
        result = startup.run_to_first_frame(valgrind, code, env)
        names = [line[6:] for line in result.stdout.splitlines() if line.startswith("part: ")]

        def order(path: str) -> int:
            tail = path.rsplit(".", 1)[-1]
            return int(tail) if tail.isdigit() else sys.maxsize  # the last: the exit

        counts = []
        for path in sorted(glob.glob(f"{out}/cg.out*"), key=order):
            found = re.search(r"^summary: (\d+)", Path(path).read_text(), re.MULTILINE)
            counts.append(int(found.group(1)) if found else 0)
    # One count per mark, then the stretch from the last mark to the exit at the frame.
    names.append(last)
    parts: dict[str, int] = {}
    going_on = 0
    for name, count in zip(names, counts, strict=False):
        if name == "(the part goes on)":
            going_on += count
            continue
        if not name.startswith("module "):
            count, going_on = count + going_on, 0
        parts[name] = parts.get(name, 0) + count
    return list(parts.items())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument(
        "--with-profile",
        action="store_true",
        help="start with a played profile on disk (records, achievements; English, Garden)",
    )
    parser.add_argument(
        "--modules", action="store_true", help="split the modules' line by game module"
    )
    args = parser.parse_args()
    # The probe's frame_done marks nothing: the exit at the frame ends the last part.
    bare = _MARKS + BARE.replace(
        "from PySide6.QtWidgets import QApplication, QMainWindow\n",
        'mark("python, PySide6, probe")\nfrom PySide6.QtWidgets import QApplication, QMainWindow\n',
        1,
    )
    head, tail = GAME.split("import twelve_bowls.app.main as game\n", 1)
    game = (
        _MARKS
        + (_MODULE_MARKS if args.modules else "")
        + head
        + 'mark("python, PySide6, probe")\n'
        + _GAME_PARTS
        + "import twelve_bowls.app.main as game\n"
        + tail
    )
    with tempfile.TemporaryDirectory() as home:
        if args.with_profile:
            _write_profile(Path(home))
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform, TWELVE_BOWLS_HOME=home)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as startup.py: an installed game's bytecode
        subprocess.run([sys.executable, "-c", game], env=env, capture_output=True, check=True)
        Path(home, "twelve-bowls.lock").unlink(missing_ok=True)
        bare_parts = _count(bare, env, "QtWidgets, the window, its first frame")
        game_parts = _count(game, env, "the event loop to the first painted frame")
    bare_total = sum(count for _, count in bare_parts)
    print("profile on disk:", "a played one" if args.with_profile else "none (a first start)")
    print(f"bare PySide6 window, whole start to its first frame: {bare_total / 1e6:6.1f} M")
    for name, count in bare_parts:
        print(f"  {count / 1e6:6.1f} M  {name}")
    game_total = sum(count for _, count in game_parts)
    print(
        f"Twelve Bowls, whole start to its first frame: {game_total / 1e6:6.1f} M "
        f"({game_total / bare_total:.2f}x the bare window)"
    )
    for name, count in game_parts:
        if count >= 0.5e6 or not name.startswith("module "):
            print(f"  {count / 1e6:6.1f} M  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
