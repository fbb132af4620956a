"""The Qt floor .ci/run proves is the one pyproject.toml declares."""

from __future__ import annotations

import pytest

from tests.packaging.helpers import ROOT, load

qt_floor = load("qt_floor")
CI = (ROOT / ".ci" / "run").read_text("utf-8")


def pyproject(*dependencies: str) -> str:
    listed = ", ".join(f'"{dep}"' for dep in dependencies)
    return f'[project]\nname = "x"\ndependencies = [{listed}]\n'


def test_the_floor_is_read_from_the_pyside_requirement_and_padded_for_pip() -> None:
    text = pyproject(
        "PySide6-Essentials>=6.8,<6.12; python_version < '3.12'",
        "PySide6-Essentials>=6.8,!=6.12.0; python_version >= '3.12'",
        "babel>=2.14",
    )
    assert qt_floor.qt_floor(text) == "6.8.0"


def test_two_floors_for_two_pythons_are_refused() -> None:
    text = pyproject(
        "PySide6-Essentials>=6.8,<6.12; python_version < '3.12'",
        "PySide6-Essentials>=6.10; python_version >= '3.12'",
    )
    with pytest.raises(ValueError, match="one PySide6-Essentials floor"):
        qt_floor.qt_floor(text)


def test_no_floor_is_refused() -> None:
    with pytest.raises(ValueError):
        qt_floor.qt_floor(pyproject("PySide6-Essentials", "babel>=2.14"))


def test_the_projects_own_floor_is_what_ci_installs_and_plays_on() -> None:
    assert qt_floor.qt_floor((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "QT_FLOOR=$(.venv/bin/python packaging/qt_floor.py)" in CI
    assert '"PySide6-Essentials==$QT_FLOOR"' in CI
    assert "--play puzzle:1 --moves 0" in CI


def test_actionlint_runs_with_shellcheck_on_its_path() -> None:
    # Without ShellCheck on PATH actionlint skips every run: block's shell checks silently.
    lint = CI.index(".venv/bin/actionlint")
    assert CI.index('  PATH="$PWD/.venv/bin:$PATH"\n') < lint
    assert CI.index("  command -v shellcheck") < lint
