"""The release workflow's checks of the installed .deb fail when what they check is wrong.

A check written as ``! find ... | grep -q .`` never fails a step (bash's ``-e`` ignores a
pipeline starting with ``!``, ShellCheck SC2251); each check here is run on a folder that
should pass and on one that must fail.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.packaging.helpers import PACKAGING, ROOT

WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")
CXX_CHECK = PACKAGING / "linux" / "no_bundled_cxx_runtime"


def run_check(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(CXX_CHECK), str(folder)], capture_output=True, text=True, check=False
    )


def test_the_workflow_runs_the_cxx_runtime_check_on_the_installed_game() -> None:
    assert "packaging/linux/no_bundled_cxx_runtime /usr/lib/twelve-bowls" in WORKFLOW


def test_a_bundle_without_its_own_libstdcxx_passes(tmp_path: Path) -> None:
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "libQt6Core.so.6").write_bytes(b"")
    assert run_check(tmp_path).returncode == 0


def test_a_bundled_libstdcxx_fails_the_step_and_is_named(tmp_path: Path) -> None:
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "libstdc++.so.6").write_bytes(b"")
    result = run_check(tmp_path)
    assert result.returncode == 1
    assert "libstdc++.so.6" in result.stdout


def test_a_missing_folder_fails_rather_than_passing_empty(tmp_path: Path) -> None:
    assert run_check(tmp_path / "not-installed").returncode == 2
