"""The release gate: a release is published only when every platform build says it is
signed; a missing or unexpected status is unsigned, so the release becomes a draft."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING, ROOT, load

release_gate = load("release_gate")


def _artifacts(root: Path, statuses: dict[str, str | None]) -> Path:
    for artifact, name in release_gate.SIGNED_BUILDS.items():
        folder = root / artifact / "packaging" / "dist"
        folder.mkdir(parents=True)
        status = statuses.get(artifact, "signed")
        if status is not None:
            (folder / name).write_text(status + "\n", encoding="utf-8")
    return root


def _gate(artifacts: Path) -> str:
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "release_gate.py"), str(artifacts)],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def test_every_build_signed_publishes(tmp_path: Path) -> None:
    statuses = {"package-macos-arm64": "signed and notarised"}
    assert _gate(_artifacts(tmp_path, statuses)) == "signed"


def test_no_status_files_at_all_is_unsigned(tmp_path: Path) -> None:
    tmp_path.joinpath("package-linux").mkdir()
    assert _gate(tmp_path) == "unsigned"


@pytest.mark.parametrize("status", [None, "unsigned", "", "signed?"])
def test_one_build_without_a_signed_status_is_unsigned(tmp_path: Path, status: str | None) -> None:
    artifacts = _artifacts(tmp_path, {"package-macos-x86_64": status})
    assert _gate(artifacts) == "unsigned"
    assert release_gate.unsigned(artifacts)[0].startswith("package-macos-x86_64")


def test_the_gate_knows_every_windows_and_macos_build_of_the_workflow() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")
    artifacts = re.findall(r"^\s+artifact: (\S+)", workflow, re.MULTILINE)
    signed = {f"package-{name}" for name in artifacts if not name.startswith("linux")}
    assert signed == set(release_gate.SIGNED_BUILDS)
    # Each build script writes the status file the gate reads.
    scripts = {
        "signing-windows.txt": PACKAGING / "windows" / "build.ps1",
        "signing-macos.txt": PACKAGING / "macos" / "build",
    }
    for name in set(release_gate.SIGNED_BUILDS.values()):
        assert f"packaging/dist/{name}" in scripts[name].read_text("utf-8")
