"""The Windows and macOS recipes cannot run here; these checks hold them to the issue's list
(issue 9 item 3) and to the names the Linux build proves."""

from __future__ import annotations

import re

from tests.packaging.helpers import PACKAGING, ROOT, load

appinfo = load("appinfo")
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
    assert setup["VersionInfoVersion"] == "{#AppVersion}"
    assert setup["SetupIconFile"] == "{#IconFile}"
    assert setup["UninstallDisplayIcon"] == "{app}\\{#AppExe}"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert f'#define AppExe "{appinfo.COMMAND}.exe"' in ISS
    assert f'{appinfo.APP_ID}.ico"' in ISS


def test_inno_setup_has_start_menu_entry_uninstaller_and_whole_bundle() -> None:
    icons = ISS.split("[Icons]", 1)[1].split("\n[", 1)[0]
    assert 'Name: "{autoprograms}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in icons
    assert 'Filename: "{uninstallexe}"' in icons
    files = ISS.split("[Files]", 1)[1].split("\n[", 1)[0]
    assert "recursesubdirs" in files and '"{#SourceDir}\\*"' in files
    assert f'"..\\dist\\{appinfo.COMMAND}"' in ISS


def test_inno_setup_offers_the_game_languages_it_has() -> None:
    for lang, isl in (("es", "Spanish"), ("ja", "Japanese"), ("ar", "Arabic")):
        assert f'Name: "{lang}"; MessagesFile: "compiler:Languages\\{isl}.isl"' in ISS


def test_the_spec_bundles_metadata_translations_puzzles_and_themes() -> None:
    spec = (PACKAGING / "twelve_bowls.spec").read_text("utf-8")
    compile(spec, "twelve_bowls.spec", "exec")  # valid Python
    assert 'copy_metadata("twelve-bowls")' in spec
    assert 'collect_submodules("themes")' in spec
    assert 'collect_data_files("translations", includes=["*.qm"])' in spec
    assert 'collect_data_files("puzzles", includes=["*.json"])' in spec
    assert 'SPEC_DIR / "entry.py"' in spec
    assert "info_plist=info_plist" in spec and "version=version_info" in spec


def test_release_workflow_builds_all_three_on_a_tag_and_smoke_runs_them() -> None:
    assert re.search(r"on:\s*\n\s+push:\s*\n\s+tags:", WORKFLOW)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"os: {runner}" in WORKFLOW
    for recipe in (
        "packaging/smoke_test.sh",
        "packaging/windows/build.ps1",
        "packaging/macos/build",
    ):
        assert recipe in WORKFLOW
    assert WORKFLOW.count("packaging/smoke_run.py") >= 2  # the Windows and macOS builds
    assert "--screenshot" in WORKFLOW
    assert "softprops/action-gh-release" in WORKFLOW
