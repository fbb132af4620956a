"""Mutation testing of the rules: ``mutmut`` over engine/rules.py, engine/fast.py and
engine/profile.py, run on the fast engine tests (no Qt); and ``--named``: mistakes in the
game session, the modes and the saves (the kind that once survived the whole suite), each
applied alone to a scratch copy and run on its tests. An
optional tool, never part of the default test command (``docs/TESTING.md`` has the score
and the equivalent survivors).

mutmut copies the tree it is started in to ``mutants/`` and imports the mutated modules
from there. The tests import ``twelve_bowls.engine``, which the editable install maps to
the working tree's ``engine/``; so the run happens in a scratch copy (``--work``) holding
the engine as ``twelve_bowls/engine`` under a stand-in ``twelve_bowls`` package, which the
tests find first on the path (mutmut's ``mutants/``) and whose other parts come from the
working tree. The copy also carries mutmut's
settings (``setup.cfg``), so nothing of mutmut is in ``pyproject.toml``.

Run: ``pip install mutmut`` (3.x), then ``python tools/mutation.py [--work DIR]
[--children N] [--fresh]``; then ``cd DIR && mutmut results`` (and ``mutmut show NAME``).
It runs niced, one child at a time unless told otherwise.

``python tools/mutation.py --named`` needs no mutmut: it copies the package's parts into
``--work`` (the same stand-in package), changes one line of the copy for each entry of
``NAMED``, runs that entry's tests and prints ``killed`` or ``SURVIVED``; the tree itself
is never changed. It exits non-zero when one survives.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTATED = (
    "twelve_bowls/engine/rules.py",
    "twelve_bowls/engine/fast.py",
    "twelve_bowls/engine/profile.py",
)
# The engine's quick tests that exercise these modules: the rules, the shared examples,
# the two paths' property tests, resolve, the profile, achievements, records and goals.
TESTS = (
    "tests/engine/test_rules.py",
    "tests/engine/test_examples.py",
    "tests/engine/test_properties.py",
    "tests/engine/test_event_totals.py",
    "tests/engine/test_events_view.py",
    "tests/engine/test_resolve_cli.py",
    "tests/engine/test_profile.py",
    "tests/engine/test_profile_merge.py",
    "tests/engine/test_profile_schema.py",
    "tests/engine/test_achievements.py",
    "tests/engine/test_records.py",
    "tests/engine/test_goals.py",
)
# The engine twice: under twelve_bowls/, where mutmut mutates it and the tests import it,
# and as it is at the top (unmutated), for the tests that start ``python -m engine``.
COPIED = {
    "engine": ("twelve_bowls/engine", "engine"),
    "puzzles": ("puzzles",),
    "tests/__init__.py": ("tests/__init__.py",),
    "tests/conftest.py": ("tests/conftest.py",),
    "tests/engine": ("tests/engine",),
}

SHIM = """\
# A stand-in for the installed package during a mutation run: its parts are looked up
# beside this file (the mutated engine in mutmut's mutants/) first, then in the tree.
import os

__path__ = [os.path.dirname(__file__), {root!r}]
"""


def _lines(values: tuple[str, ...] | list[str]) -> str:
    return "".join(f"\n    {value}" for value in values)


def prepare(work: Path) -> None:
    work.mkdir(parents=True, exist_ok=True)
    for part, targets in COPIED.items():
        source = ROOT / part
        for name in targets:
            target = work / name
            if source.is_dir():
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
    # pytest's settings without xdist's workers, the default markers kept.
    (work / "pytest.ini").write_text(
        "[pytest]\n"
        "addopts = -p no:xdist -p no:randomly --import-mode=importlib"
        " -m 'not slow and not sound and not screen_reader'\n"
        "pythonpath = .\n"
        "markers =\n    slow\n    sound\n    screen_reader\n"
    )
    (work / "setup.cfg").write_text(
        "[mutmut]\n"
        "source_paths = twelve_bowls\n"
        f"only_mutate ={_lines(list(MUTATED))}\n"
        "also_copy =\n    engine\n    puzzles\n    pytest.ini\n"
        f"pytest_add_cli_args_test_selection ={_lines(list(TESTS))}\n"
    )
    (work / "twelve_bowls" / "__init__.py").write_text(SHIM.format(root=str(ROOT)))


@dataclass(frozen=True)
class Named:
    """One deliberate mistake: ``old`` (found once in ``path``) becomes ``new``."""

    name: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]


SESSION_TESTS = ("tests/app/test_session_midend.py",)
NAMED = (
    Named(
        "the move saved after its animation starts",
        "app/midend/session.py",
        "        self._persist()\n        self._notify(Change.PLAYED, outcome)\n"
        "        self.animation.play(outcome.events)\n",
        "        self._notify(Change.PLAYED, outcome)\n"
        "        self.animation.play(outcome.events)\n        self._persist()\n",
        SESSION_TESTS,
    ),
    Named(
        "an earlier day's Daily restarted as a Daily of its own",
        "engine/modes/daily.py",
        "return DailyAttempt(self.date, past=self.past)",
        "return DailyAttempt(self.date)",
        SESSION_TESTS,
    ),
    Named(
        "a lost attempt at one of My puzzles kept as its best",
        "app/midend/session.py",
        "elif keeps is Keeps.OWN_BEST and attempt.won is True:",
        "elif keeps is Keeps.OWN_BEST:",
        SESSION_TESTS,
    ),
    Named(
        "a puzzle source that keeps nothing recorded in the profile",
        "app/midend/session.py",
        "if keeps is Keeps.PROFILE:",
        "if keeps is not Keeps.OWN_BEST:",
        SESSION_TESTS,
    ),
    Named(
        "an earlier day's Daily saved over today's",
        "engine/modes/daily.py",
        "        return not self.past\n",
        "        return True\n",
        SESSION_TESTS,
    ),
    Named(
        "the first undo in Endless and Daily asks nothing",
        "app/midend/questions.py",
        "attempt.can_undo and attempt.undo_makes_practice and not attempt.practice",
        "attempt.can_undo and attempt.undo_makes_practice and attempt.practice",
        SESSION_TESTS,
    ),
    Named(
        "the goal dropped from the check of a save against its shipped puzzle",
        "engine/modes/saves.py",
        "    if (start, save.move_limit, save.goal) != (\n        puzzle.position,\n"
        "        puzzle.moves,\n        puzzle.goal.to_json(),\n    ):",
        "    if (start, save.move_limit) != (\n        puzzle.position,\n"
        "        puzzle.moves,\n    ):",
        ("tests/engine/test_save_claims.py",),
    ),
)


def _named_copy(work: Path, part: str) -> None:
    """``work`` as a stand-in package holding a fresh copy of ``part`` and the tests."""
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / part, work / "twelve_bowls" / part, ignore=skip)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=skip)
    (work / "twelve_bowls" / "__init__.py").write_text(SHIM.format(root=str(ROOT)))
    (work / "pytest.ini").write_text(
        "[pytest]\naddopts = -p no:xdist -p no:randomly\npythonpath = .\n"
    )


def _passes(work: Path, tests: tuple[str, ...]) -> bool:
    command = ["nice", "-n", "19", sys.executable, "-m", "pytest", "-q", *tests]
    return subprocess.run(command, cwd=work, capture_output=True, check=False).returncode == 0


def run_named(work: Path) -> int:
    """Each ``NAMED`` mistake alone, in a fresh copy of the part it is in; the number of
    survivors. The tests must pass on the unchanged copy first, or a broken copy would
    count as a kill."""
    survivors = 0
    for part, tests in sorted({(n.path.split("/", 1)[0], n.tests) for n in NAMED}):
        _named_copy(work, part)
        if not _passes(work, tests):
            print(f"the tests fail on the unchanged copy of {part}: {' '.join(tests)}")
            return len(NAMED)
    for named in NAMED:
        _named_copy(work, named.path.split("/", 1)[0])
        target = work / "twelve_bowls" / named.path
        source = target.read_text(encoding="utf-8")
        if source.count(named.old) != 1:
            print(f"NOT FOUND  {named.name} ({named.path} changed: update NAMED)")
            survivors += 1
            continue
        target.write_text(source.replace(named.old, named.new), encoding="utf-8")
        killed = not _passes(work, named.tests)
        survivors += not killed
        print(f"{'killed  ' if killed else 'SURVIVED'}  {named.name}")
    return survivors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "tb-mutation")
    parser.add_argument("--children", type=int, default=1, help="mutants tested at once")
    parser.add_argument("--fresh", action="store_true", help="forget an earlier run's results")
    parser.add_argument(
        "--examples-scale",
        default="0.2",
        help="share of each property test's examples (TWELVE_BOWLS_EXAMPLES_SCALE; 0.5 by default"
        " in the suite): every surviving mutant runs them all",
    )
    parser.add_argument(
        "--named", action="store_true", help="the session's and the saves' named mistakes"
    )
    parser.add_argument("names", nargs="*", help="only these mutants (mutmut's names or globs)")
    args = parser.parse_args()
    if args.named:
        return 1 if run_named(args.work / "named") else 0
    if args.fresh:
        shutil.rmtree(args.work / "mutants", ignore_errors=True)
    prepare(args.work)
    mutmut = shutil.which("mutmut", path=str(Path(sys.executable).parent)) or "mutmut"
    command = ["nice", "-n", "19", mutmut, "run", "--max-children", str(args.children)]
    command += args.names
    env = dict(os.environ, TWELVE_BOWLS_EXAMPLES_SCALE=args.examples_scale)
    return subprocess.run(command, cwd=args.work, env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
