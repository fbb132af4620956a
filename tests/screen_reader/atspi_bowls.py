"""The game's bowls as AT-SPI shows them, for Debian's Python with python3-pyatspi.

Run by ``Stack.bowls`` inside the test's own D-Bus session: prints one JSON object, the
bowls by number, each with its role, states and actions (name and key binding). With
``press N`` it then calls ``doAction(0)`` on bowl N, as a switch or Orca's activate does.
Not a test module: the game's own interpreter has no pyatspi.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from typing import Any

import pyatspi  # type: ignore[import-not-found]

BOWL = re.compile(r"^\D*(\d+)")  # "Bowl 3, ..." and "الوعاء 3، ..."


def _walk(node: Any) -> Iterator[Any]:
    yield node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from _walk(child)


def _game() -> Any:
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name in ("Twelve Bowls", "twelve_bowls"):
            return app
    raise SystemExit("the game is not on the AT-SPI bus")


def bowls() -> dict[int, Any]:
    found: dict[int, Any] = {}
    for node in _walk(_game()):
        if node.getRole() != pyatspi.ROLE_PUSH_BUTTON or node.parent is None:
            continue
        # The bowls are the viewport's buttons (the board view's scroll area).
        if node.parent.getRole() == pyatspi.ROLE_FRAME:
            continue
        siblings = [node.parent.getChildAtIndex(i) for i in range(node.parent.childCount)]
        if sum(1 for s in siblings if s is not None and s.getRole() == node.getRole()) < 12:
            continue
        match = BOWL.match(node.name)
        if match:
            found[int(match.group(1))] = node
    return found


def describe(node: Any) -> dict[str, Any]:
    action = node.queryAction()
    return {
        "name": node.name,
        "role": node.getRoleName(),
        "states": sorted(pyatspi.stateToString(s) for s in node.getState().getStates()),
        "actions": [
            {"name": action.getName(i), "key": action.getKeyBinding(i)}
            for i in range(action.nActions)
        ],
    }


def main() -> None:
    found = bowls()
    print(json.dumps({str(n): describe(node) for n, node in sorted(found.items())}))
    if len(sys.argv) == 3 and sys.argv[1] == "press":
        found[int(sys.argv[2])].queryAction().doAction(0)


if __name__ == "__main__":
    main()
