"""The Windows and macOS recipes cannot run here; these checks hold them to the issue's list
and to the names the Linux build proves."""

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
    # Each installed build's own screenshot on its real platform (native_run.py makes it).
    assert WORKFLOW.count("packaging/native_run.py") >= 3


def workflow_actions() -> list[str]:
    return re.findall(r"uses:\s*([^\s#]+)", WORKFLOW)


def test_release_workflow_uses_node24_majors_and_no_unpinned_third_party_action() -> None:
    # Node 20 actions were removed from the runners in September 2026; these majors run on 24.
    node24 = {
        "actions/checkout": 5,
        "actions/setup-python": 6,
        "actions/upload-artifact": 6,
        "actions/download-artifact": 7,
    }
    for action in workflow_actions():
        name, _, ref = action.partition("@")
        if name in node24:
            assert int(ref.removeprefix("v").split(".")[0]) >= node24[name], action
        else:  # anything else must be pinned to a full commit
            assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{action} is not pinned by commit"


def test_release_workflow_runs_each_os_on_its_real_platform_plugin() -> None:
    for platform in ("windows", "cocoa", "xcb"):
        assert f"--platform {platform}" in WORKFLOW
    assert "packaging/build/native" in WORKFLOW  # attached to the run
    assert 'packaging/native_run.py "$mount/Twelve Bowls.app"' in WORKFLOW  # via open -W


def test_release_workflow_tests_an_upgrade_over_a_previous_version() -> None:
    assert "/DAppVersion=0.0.1" in WORKFLOW
    assert WORKFLOW.index("stale-plugin.dll") < WORKFLOW.index("the upgrade kept a stale plugin")


def test_unsigned_builds_are_published_only_as_a_labelled_draft() -> None:
    release = WORKFLOW.split("\n  release:", 1)[1]
    assert "packaging/release_gate.py artifacts" in release  # tests/packaging/test_release_gate.py
    assert "--draft" in release and "(unsigned)" in release
    assert "cert.p12" in WORKFLOW and "trap 'rm -f \"$RUNNER_TEMP/cert.p12\"' EXIT" in WORKFLOW


def test_macos_build_notarises_with_an_api_key_and_checks_the_verdict() -> None:
    build = (PACKAGING / "macos" / "build").read_text("utf-8")
    assert '--key "$APPLE_API_KEY_PATH"' in build and "--output-format json" in build
    assert "packaging/notary_status.py" in build
    # The app is stapled before it goes into the disk image.
    assert build.index('xcrun stapler staple "$APP"') < build.index("hdiutil create")
    assert 'echo "unsigned" >"$STATUS_FILE"' in build


def test_intel_and_apple_silicon_macs_each_get_a_build() -> None:
    assert "os: macos-15\n" in WORKFLOW and "os: macos-15-intel" in WORKFLOW
