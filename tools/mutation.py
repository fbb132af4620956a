"""Mutation testing of the rules: ``mutmut`` over engine/rules.py, engine/fast.py and
engine/profile.py, run on the fast engine tests (no Qt). An optional tool, never part of
the default test command (``docs/TESTING.md`` has the score and the equivalent survivors).

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
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
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
    parser.add_argument("names", nargs="*", help="only these mutants (mutmut's names or globs)")
    args = parser.parse_args()
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
