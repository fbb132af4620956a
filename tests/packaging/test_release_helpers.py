"""Version numbers, the notarisation verdict, the real-platform check."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING, ROOT, load

appinfo = load("appinfo")
notary = load("notary_status")
sys.path.insert(0, str(PACKAGING))
platform_check = load("platform_check")
native_run = load("native_run")


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 4000)),
        ("1.2.3", (1, 2, 3, 4000)),
        ("1.2", (1, 2, 0, 4000)),
        ("1.2.3rc1", (1, 2, 3, 3001)),
        ("1.2.3b2", (1, 2, 3, 2002)),
        ("1.2.3a1", (1, 2, 3, 1001)),
        ("1.2.3.post2", (1, 2, 3, 4002)),
        ("1.2.3.dev4", (1, 2, 3, 4)),
    ],
)
def test_windows_version_numbers(text: str, numbers: tuple[int, int, int, int]) -> None:
    assert appinfo.version_tuple(text) == numbers


def test_version_numbers_order_like_the_releases() -> None:
    # 1.2.3rc1 once became (1, 2, 31, 0), above the final 1.2.3.
    order = [
        "1.2.3.dev1",
        "1.2.3a1",
        "1.2.3b1",
        "1.2.3rc1",
        "1.2.3rc2",
        "1.2.3",
        "1.2.3.post1",
        "1.2.4rc1",
    ]
    assert [appinfo.version_tuple(v) for v in order] == sorted(
        appinfo.version_tuple(v) for v in order
    )
    assert appinfo.version_numeric("1.2.3rc1") == "1.2.3.3001"
    assert appinfo.macos_bundle_version("1.2.3rc1") == "1.2.3"


def test_a_version_windows_cannot_hold_is_refused() -> None:
    for bad in ("1.2.x", "70000.0.0", "1.2.3-beta"):
        with pytest.raises(ValueError):
            appinfo.version_tuple(bad)


def test_notarisation_verdict_reads_the_status_not_the_exit_code(tmp_path: Path) -> None:
    accepted = tmp_path / "ok.json"
    accepted.write_text(json.dumps({"id": "abc", "status": "Accepted"}), encoding="utf-8")
    rejected = tmp_path / "bad.json"
    rejected.write_text(
        json.dumps({"id": "def", "status": "Invalid", "message": "Processing complete"}),
        encoding="utf-8",
    )
    assert notary.main([str(accepted)]) == 0
    assert notary.main([str(rejected)]) == 1
    assert "Invalid" in notary.verdict({"status": "Invalid"})
    assert notary.main([str(tmp_path / "missing.json")]) == 1
    (tmp_path / "junk.json").write_text("[1, 2]", encoding="utf-8")
    assert notary.main([str(tmp_path / "junk.json")]) == 1


def test_notarisation_id_is_printed_for_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = tmp_path / "r.json"
    result.write_text(json.dumps({"id": "sub-1", "status": "Invalid"}), encoding="utf-8")
    assert notary.main(["--id", str(result)]) == 0
    assert capsys.readouterr().out.strip() == "sub-1"


def test_platform_check_names_a_wrong_plugin_or_style() -> None:
    assert platform_check.problems({"platform": "windows", "style": "windows11"}, "windows") == []
    assert platform_check.problems({"platform": "cocoa", "style": "macos"}, "cocoa") == []
    wrong = platform_check.problems({"platform": "offscreen", "style": "fusion"}, "windows")
    assert len(wrong) == 2 and "offscreen" in wrong[0] and "fusion" in wrong[1]


def test_native_run_drives_a_real_binary_and_keeps_its_screenshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A stand-in for the installed binary: the source tree's entry point (offscreen here;
    # the release workflow names windows, cocoa or xcb).
    binary = tmp_path / "twelve-bowls"
    binary.write_text(
        f"#!/bin/sh\nPYTHONPATH={PACKAGING.parent} "
        f'exec {sys.executable} {PACKAGING / "entry.py"} "$@"\n',
        encoding="utf-8",
    )
    binary.chmod(binary.stat().st_mode | stat.S_IXUSR)
    out = tmp_path / "native"
    env_before = dict(os.environ)
    assert native_run.run(binary, "offscreen", out) == []
    assert os.environ == env_before
    report = json.loads((out / "platform.json").read_text("utf-8"))
    assert report["platform"] == "offscreen"
    assert (out / "home-offscreen.png").stat().st_size > 10_000
    # A platform plugin that cannot start (X11 with no display) fails the run with a sentence.
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    problems = native_run.run(binary, "xcb", tmp_path / "other")
    assert problems and "exited" in problems[0]


def test_macos_runs_go_through_open_w() -> None:
    env = {"QT_QPA_PLATFORM": "cocoa", "TWELVE_BOWLS_HOME": "/tmp/h"}
    command = native_run.command(
        Path("/Volumes/x/Twelve Bowls.app"), ["--screenshot", "a.png"], env, True
    )
    assert command[:3] == ["open", "-W", "-n"]
    assert "QT_QPA_PLATFORM=cocoa" in command and command[-3:] == [
        "--args",
        "--screenshot",
        "a.png",
    ]


def test_ci_lints_the_workflow_and_the_shell_scripts() -> None:
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "actionlint" in ci and "shellcheck" in ci
