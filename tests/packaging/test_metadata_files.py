"""The desktop entry, AppStream metainfo, macOS Info.plist and Debian control template say
what they must and agree with each other and with pyproject.toml."""

from __future__ import annotations

import configparser
import importlib.util
import plistlib
import shutil
import subprocess
import xml.etree.ElementTree as ET
from types import ModuleType

import pytest

from tests.packaging.helpers import PACKAGING, load

appinfo = load("appinfo")
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{appinfo.APP_ID}.desktop"
METAINFO = LINUX / f"{appinfo.APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_the_command_with_the_app_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == appinfo.COMMAND
    assert entry["TryExec"] == appinfo.COMMAND
    assert entry["Icon"] == appinfo.APP_ID
    assert entry["Name"] == appinfo.DISPLAY_NAME
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == appinfo.COMMAND


def test_desktop_entry_is_translated_into_every_shipped_language() -> None:
    entry = desktop_entry()
    for lang in appinfo.LANGUAGES:
        if lang == "en":
            continue
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert entry.get(f"{key}[{lang}]", "").strip(), f"{key}[{lang}] missing"


def launcher_files() -> ModuleType:
    path = PACKAGING.parent / "tools" / "launcher_files.py"
    spec = importlib.util.spec_from_file_location("twelve_bowls_launcher_files", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_desktop_entry_and_metainfo_are_what_the_catalogs_say() -> None:
    for path, text in launcher_files().rendered().items():
        assert path.read_text("utf-8") == text, f"{path.name} is stale: run tools/launcher_files.py"


# The game's own verb for sowing (the in-game texts), not the farming one the store texts
# first had (Siembra, まいて, बोएँ).
SOWING = {"es": "Reparte", "ja": "配", "hi": "बाँट", "ar": "وزّع"}
FARMING = {"es": "Siembra", "ja": "まい", "hi": "बोएँ", "ar": "ازرع"}


def in_language(root: ET.Element, path: str, lang: str) -> list[str]:
    return [e.text or "" for e in root.iterfind(path) if e.get(XML_LANG, "") == lang]


def test_store_texts_are_translated_with_the_games_sowing_verb() -> None:
    entry = desktop_entry()
    root = ET.parse(METAINFO).getroot()
    for lang, verb in SOWING.items():
        texts = [entry[f"Comment[{lang}]"], *in_language(root, "summary", lang)]
        assert len(texts) == 2 and all(verb in text for text in texts), (lang, texts)
        assert not any(FARMING[lang] in text for text in texts), (lang, texts)
        assert in_language(root, "name", lang) == [entry[f"Name[{lang}]"]]
        for path in ("description/p", "description/ul/li"):
            english = in_language(root, path, "")  # no xml:lang
            assert len(in_language(root, path, lang)) == len(english) > 0, (lang, path)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validate_is_clean() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_names_the_app_its_launcher_and_its_binary() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == appinfo.APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("provides/binary") == appinfo.COMMAND
    assert root.findtext("project_license") == "MIT"
    assert [lang.text for lang in root.iterfind("languages/lang")] == list(appinfo.LANGUAGES)
    summaries = {s.get(XML_LANG, "en") for s in root.iterfind("summary")}
    assert summaries == set(appinfo.LANGUAGES)


def test_metainfo_newest_release_is_the_project_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "no <release> entries"
    assert releases[0].get("version") == appinfo.version()


def test_metainfo_screenshots_are_repository_files_at_the_release_tag() -> None:
    # A draft release's assets are 404 to everyone else; a file at the tag is not.
    images = [i.text or "" for i in ET.parse(METAINFO).getroot().iterfind(".//screenshot/image")]
    assert len(images) >= 2
    owner_repo = appinfo.HOMEPAGE.removeprefix("https://github.com/")
    prefix = f"https://raw.githubusercontent.com/{owner_repo}/v{appinfo.version()}/"
    for url in images:
        assert url.startswith(prefix), url
        path = PACKAGING.parent / url.removeprefix(prefix)
        assert path.is_file(), f"{url}: no {path} in the repository"
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_appstreamcli_validate_passes() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Infos about tags newer than the installed AppStream are fine; warnings and errors not.
    assert not [line for line in done.stdout.splitlines() if line[:2] in ("W:", "E:")]


def test_info_plist_declares_the_five_localizations_and_high_dpi() -> None:
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        plist = plistlib.load(handle)
    assert plist["CFBundleLocalizations"] == list(appinfo.LANGUAGES)
    assert plist["CFBundleDevelopmentRegion"] == "en"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleIdentifier"] == appinfo.APP_ID
    assert plist["CFBundleExecutable"] == appinfo.COMMAND
    assert plist["CFBundleIconFile"] == f"{appinfo.APP_ID}.icns"
    assert plist["CFBundleDisplayName"] == appinfo.DISPLAY_NAME


def test_macos_entitlements_are_a_valid_plist() -> None:
    with (PACKAGING / "macos" / "entitlements.plist").open("rb") as handle:
        entitlements = plistlib.load(handle)
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}


def control_fields() -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in (LINUX / "control.in").read_text("utf-8").splitlines():
        if line.startswith(" "):
            fields[key] += " " + line.strip()
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def depends_packages() -> set[str]:
    depends = control_fields()["Depends"]
    return {alt.strip().split(" ")[0] for dep in depends.split(",") for alt in dep.split("|")}


def test_debian_control_depends_on_qt_platform_libraries_and_recommends_noto() -> None:
    fields = control_fields()
    depends = depends_packages()
    # Qt's xcb plugin refuses to start without libxcb-cursor0 (Qt 6.5+); EGL for xcb-egl/Wayland.
    for package in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        assert package in depends
    recommends = {r.strip() for r in fields["Recommends"].split(",")}
    assert {"fonts-noto-core", "fonts-noto-cjk"} <= recommends
    # miniaudio opens the sound server's library at run time (dlopen): nothing links to it,
    # so no Depends names it; without one the game plays silently. t64: Debian 13's name.
    assert {"libasound2t64 | libasound2", "libpulse0"} <= recommends
    assert fields["Section"] == "games"


def test_every_library_left_to_the_system_comes_from_a_depends_package() -> None:
    trim = load("trim")
    missing = {
        lib: pkg
        for lib, pkg in trim.LINUX_SYSTEM_LIBRARIES.items()
        if pkg not in depends_packages()
    }
    assert not missing


def test_the_shared_language_lists_agree() -> None:
    trim = load("trim")
    bundle_check = load("bundle_check")
    assert trim.LANGUAGES == appinfo.LANGUAGES == bundle_check.LANGUAGES
