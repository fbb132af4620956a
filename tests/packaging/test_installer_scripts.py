"""The Windows and macOS recipes cannot run here; these checks hold them to the issue's list
and to the names the Linux build proves."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from tests.packaging.helpers import PACKAGING, ROOT, load

appinfo = load("appinfo")
release_gate = load("release_gate")
ISS = (PACKAGING / "windows" / "twelve-bowls.iss").read_text("utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")


def setup_directives() -> dict[str, str]:
    section = ISS.split("[Setup]", 1)[1].split("\n[", 1)[0]
    pairs = (line.split("=", 1) for line in section.splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs if not key.startswith(";")}


def test_inno_setup_installs_per_user_with_version_info_and_icon() -> None:
    setup = setup_directives()
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"].startswith("{autopf}")
    # Four numbers only: ISCC rejects "1.2.3rc1" here.
    assert setup["VersionInfoVersion"] == "{#AppVersionNumeric}"
    assert setup["SetupIconFile"] == "{#IconFile}"
    assert setup["UninstallDisplayIcon"] == "{app}\\{#AppExe}"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert f'#define AppExe "{appinfo.COMMAND}.exe"' in ISS
    assert f'{appinfo.APP_ID}.ico"' in ISS


def test_inno_setup_has_start_menu_entry_uninstaller_and_whole_bundle() -> None:
    icons = ISS.split("[Icons]", 1)[1].split("\n[", 1)[0]
    assert 'Name: "{autoprograms}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in icons
    # No "Uninstall" shortcut topping the Start-menu folder: Settings > Apps uninstalls.
    assert "{uninstallexe}" not in icons
    files = ISS.split("[Files]", 1)[1].split("\n[", 1)[0]
    assert "recursesubdirs" in files and '"{#SourceDir}\\*"' in files
    assert f'"..\\dist\\{appinfo.COMMAND}"' in ISS


def test_inno_setup_offers_the_game_languages_it_has() -> None:
    for lang, isl in (("es", "Spanish"), ("ja", "Japanese"), ("ar", "Arabic")):
        assert f'Name: "{lang}"; MessagesFile: "compiler:Languages\\{isl}.isl"' in ISS
    # Arabic is never dropped silently: a compiler without it stops the build.
    languages = ISS.split("[Languages]", 1)[1].split("\n[", 1)[0]
    assert '#if !FileExists(AddBackslash(CompilerPath) + "Languages\\Arabic.isl")' in languages
    assert "#error" in languages
    assert 'Name: "ar"' not in languages.split("#endif", 1)[0]  # not inside the #if


def test_the_inno_setup_version_is_the_same_in_the_script_the_build_and_the_workflow() -> None:
    # The oldest compiler with Languages\Arabic.isl; the script's header once named 6.3.
    build = (PACKAGING / "windows" / "build.ps1").read_text("utf-8")
    (minimum,) = set(re.findall(r'-lt \[version\]"(\d+\.\d+)"', build))
    header = ISS.splitlines()[0]
    assert re.findall(r"Inno Setup (\d+\.\d+) or newer", header) == [minimum]
    assert f"Inno Setup {minimum}+ or 7" in build
    assert f"Inno Setup {minimum} or newer" in WORKFLOW


def test_an_upgrade_removes_the_old_runtime_folder_first() -> None:
    section = ISS.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section
    # ... and only the runtime folder: saves live in the data folder, never under {app}.
    entries = [line for line in section.splitlines() if line.startswith("Type:")]
    assert len(entries) == 1


def test_signing_is_wired_but_optional_on_windows() -> None:
    assert "#ifdef SignInstaller" in ISS and "SignedUninstaller=yes" in ISS
    build = (PACKAGING / "windows" / "build.ps1").read_text("utf-8")
    # The game's binaries are signed before the installer is made, the installer after.
    assert build.index("Get-AuthenticodeSignature") < build.index("== installer (Inno Setup)")
    assert "/Ssigntool=" in build and "/DSignInstaller=1" in build
    assert 'Set-Content -Path $StatusFile -Value "unsigned"' in build
    assert "Inno Setup $Major" in build and '"7", "6"' in build  # Inno Setup 7 is found too


def test_the_spec_bundles_metadata_translations_puzzles_and_themes() -> None:
    spec = (PACKAGING / "twelve_bowls.spec").read_text("utf-8")
    compile(spec, "twelve_bowls.spec", "exec")  # valid Python
    assert 'copy_metadata("twelve-bowls")' in spec
    # The game's import packages are named in one place (the lead's rename edits it).
    assert (
        'f"twelve_bowls.{part}" for part in ("themes", "app", "engine", "puzzles", "translations")'
        in spec
    )
    assert "collect_submodules(package)" in spec
    assert '(str(ROOT / "LICENSE"), ".")' in spec  # the licence in every native package
    assert 'collect_data_files("twelve_bowls.translations", includes=["*.qm"])' in spec
    assert 'collect_data_files("twelve_bowls.puzzles", includes=["*.json"])' in spec
    assert 'SPEC_DIR / "entry.py"' in spec
    assert "info_plist=info_plist" in spec and "version=version_info" in spec


# The release workflow as GitHub reads it: YAML, so a commented-out or misplaced step does
# not count (a grep of the text would take it for a real one).
FLOW: dict[Any, Any] = yaml.safe_load(WORKFLOW)
BUILD = FLOW["jobs"]["build"]
RUNNERS = {entry["os"]: entry for entry in BUILD["strategy"]["matrix"]["include"]}


def runs_on(system: str) -> str:
    """The shell text of every build step that runs on ``system`` (Linux, Windows, macOS)."""
    steps = [
        step
        for step in BUILD["steps"]
        if "run" in step
        and (
            f"runner.os == '{system}'" in step.get("if", "")
            or "runner.os" not in step.get("if", "")
        )
    ]
    return "\n".join(step["run"] for step in steps)


def test_release_workflow_builds_all_three_on_a_tag_and_smoke_runs_them() -> None:
    # A tag starts it (YAML reads the key "on" as true).
    assert FLOW[True]["push"]["tags"] == ["v*"]
    systems = {"ubuntu-22.04": "Linux", "windows-2022": "Windows"}
    assert set(RUNNERS) == {*systems, "macos-15", "macos-15-intel"}
    assert BUILD["runs-on"] == "${{ matrix.os }}"
    # Each system builds with its own recipe and starts the installed build.
    assert "packaging/smoke_test.sh" in runs_on("Linux")
    assert "packaging/windows/build.ps1" in runs_on("Windows")
    assert "packaging/macos/build" in runs_on("macOS")
    for system in ("Linux", "Windows", "macOS"):
        assert "packaging/smoke_run.py" in runs_on(system), system


def workflow_actions() -> list[str]:
    return [
        step["uses"] for job in FLOW["jobs"].values() for step in job["steps"] if "uses" in step
    ]


def test_release_workflow_uses_node24_majors_and_no_unpinned_third_party_action() -> None:
    # Node 20 actions were removed from the runners in September 2026; these majors run on 24.
    node24 = {
        "actions/checkout": 5,
        "actions/setup-python": 6,
        "actions/upload-artifact": 6,
        "actions/download-artifact": 7,
    }
    assert workflow_actions()
    for action in workflow_actions():
        name, _, ref = action.partition("@")
        if name in node24:
            assert int(ref.removeprefix("v").split(".")[0]) >= node24[name], action
        else:  # anything else must be pinned to a full commit
            assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{action} is not pinned by commit"


def test_release_workflow_runs_each_os_on_its_real_platform_plugin() -> None:
    # Offscreen alone would pass a bundle that lacks its system's platform plugin.
    for system, platform in (("Linux", "xcb"), ("Windows", "windows"), ("macOS", "cocoa")):
        run = runs_on(system)
        assert "packaging/native_run.py" in run and f"--platform {platform}" in run, system
    kept = [step for step in BUILD["steps"] if step.get("uses", "").startswith("actions/upload")]
    assert any("packaging/build/native" in step["with"]["path"] for step in kept)


def test_release_workflow_tests_an_upgrade_over_a_previous_version() -> None:
    # An older version is installed first, with a file this one no longer ships; the step
    # fails if the new installer leaves it (a stale Qt plugin would be loaded).
    run = runs_on("Windows")
    assert "/DAppVersion=0.0.1" in run
    planted = run.index("stale-plugin.dll")
    assert planted < run.index("Install (Get-ChildItem packaging/dist/")
    assert "the upgrade kept a stale plugin" in run[planted:]


def _publish(tmp_path: Path, statuses: dict[str, str]) -> list[str]:
    """Run the release job's publish step in bash with these signing statuses and a
    stand-in ``gh``; returns the arguments ``gh`` was called with."""
    [step] = [
        s for s in FLOW["jobs"]["release"]["steps"] if "gh release create" in s.get("run", "")
    ]
    artifacts = tmp_path / "artifacts"
    for artifact, name in release_gate.SIGNED_BUILDS.items():
        folder = artifacts / artifact / "packaging" / "dist"
        folder.mkdir(parents=True)
        (folder / name).write_text(statuses.get(artifact, "signed") + "\n", encoding="utf-8")
    (artifacts / "package-linux").mkdir()
    (artifacts / "package-linux" / "twelve-bowls_0.1.0_amd64.deb").write_bytes(b"deb")
    (tmp_path / "packaging").symlink_to(PACKAGING)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "gh").write_text('#!/bin/sh\nfor a in "$@"; do echo "$a"; done > gh-args\n')
    (bin_dir / "gh").chmod(0o755)
    (bin_dir / "python3").symlink_to(sys.executable)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "GITHUB_REF_NAME": "v0.1.0", "HOME": str(tmp_path)}
    subprocess.run(
        ["bash", "-e", "-c", step["run"]], cwd=tmp_path, env=env, check=True, capture_output=True
    )
    return (tmp_path / "gh-args").read_text("utf-8").splitlines()


def test_unsigned_builds_are_published_only_as_a_labelled_draft(tmp_path: Path) -> None:
    release = FLOW["jobs"]["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/')" and release["needs"] == "build"
    args = _publish(tmp_path, {"package-windows": "unsigned"})
    assert "--draft" in args
    assert args[args.index("--title") + 1] == "Twelve Bowls 0.1.0 (unsigned)"
    assert "release/twelve-bowls_0.1.0_amd64.deb" in args


def test_signed_builds_are_published_as_a_release(tmp_path: Path) -> None:
    args = _publish(tmp_path / "signed", {})
    assert "--draft" not in args
    assert args[args.index("--title") + 1] == "Twelve Bowls 0.1.0"
    assert args[:2] == ["release", "create"] and "v0.1.0" in args


def test_a_release_carries_the_sha256_sums_of_its_packages(tmp_path: Path) -> None:
    args = _publish(tmp_path, {})
    assert "release/SHA256SUMS" in args
    sums = (tmp_path / "release" / "SHA256SUMS").read_text("utf-8")
    deb = hashlib.sha256(b"deb").hexdigest()
    assert f"{deb}  twelve-bowls_0.1.0_amd64.deb" in sums.splitlines()
    # Only the packages are summed and published, not the signing status notes.
    assert not any("signing" in arg for arg in args) and "signing" not in sums
    checked = subprocess.run(
        ["sha256sum", "-c", "SHA256SUMS"], cwd=tmp_path / "release", capture_output=True
    )
    assert checked.returncode == 0


def test_the_certificate_file_is_removed_whatever_the_build_does() -> None:
    # The decoded certificate lives on the runner's disk only while the build runs.
    assert "cert.p12" in WORKFLOW and "trap 'rm -f \"$RUNNER_TEMP/cert.p12\"' EXIT" in WORKFLOW


def test_macos_build_notarises_with_an_api_key_and_checks_the_verdict() -> None:
    build = (PACKAGING / "macos" / "build").read_text("utf-8")
    assert '--key "$APPLE_API_KEY_PATH"' in build and "--output-format json" in build
    assert "packaging/notary_status.py" in build
    # The app is stapled before it goes into the disk image.
    assert build.index('xcrun stapler staple "$APP"') < build.index("hdiutil create")
    assert 'echo "unsigned" >"$STATUS_FILE"' in build


def test_intel_and_apple_silicon_macs_each_get_a_build() -> None:
    # pydantic-core has no universal2 wheel: one build per architecture, each its artifact.
    assert RUNNERS["macos-15"]["artifact"] == "macos-arm64"
    assert RUNNERS["macos-15-intel"]["artifact"] == "macos-x86_64"
