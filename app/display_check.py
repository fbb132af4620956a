"""Is there a display to open the window on? Asked before Qt is: without one, Qt's
platform plugin ends the process (``qFatal``: "Could not connect to display",
"Reinstalling the application may fix this problem") where no Python code can catch it.

Only where Qt needs a display server (Linux and the BSDs, with the ``xcb`` or ``wayland``
platform, chosen or Qt's default); any other platform (``offscreen``, Windows, macOS) is
Qt's to open. The check connects to the display's socket, as Qt would first, and says in
one sentence what is missing. A display that answers but refuses us (its authorisation)
is beyond this check.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from collections.abc import Sequence

_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")
_TIMEOUT = 3.0  # seconds, for a display on another machine


def _chosen_platform(qt_arguments: Sequence[str]) -> str:
    for index, word in enumerate(qt_arguments):
        if word == "-platform" and index + 1 < len(qt_arguments):
            return qt_arguments[index + 1]
    return os.environ.get("QT_QPA_PLATFORM", "")


def _connects(family: int, address: str | tuple[str, int]) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(_TIMEOUT)
            probe.connect(address)
    except (OSError, ValueError):
        return False
    return True


def _x_problem(display: str) -> str | None:
    if not display:
        return "no display: the DISPLAY environment variable is not set"
    match = _X_DISPLAY.match(display)
    if match is None:
        return f"no display: DISPLAY={display!r} does not name one"
    host, number = match.group("host"), int(match.group("number"))
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        unix = getattr(socket, "AF_UNIX", None)
        if unix is not None and (_connects(unix, "\0" + path) or _connects(unix, path)):
            return None
    elif "/" not in host and _connects(socket.AF_INET, (host, 6000 + number)):
        return None
    elif "/" in host:
        return None  # a launchd socket (macOS's XQuartz) or another form: Qt's to open
    return f"the display {display} cannot be reached (no X server answers there)"


def _wayland_reached(name: str) -> bool:
    unix = getattr(socket, "AF_UNIX", None)
    if unix is None:
        return False
    path = (
        name if name.startswith("/") else os.path.join(os.environ.get("XDG_RUNTIME_DIR", ""), name)
    )
    return _connects(unix, path)


def display_problem(qt_arguments: Sequence[str] = ()) -> str | None:
    """Why no window can be opened here, in one sentence, or None when it can (or when
    this is not for this check to tell)."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    platform = _chosen_platform(qt_arguments).split(":", 1)[0].strip()
    wanted = [part.strip() for part in platform.split(";") if part.strip()]
    if wanted and not any(part in ("xcb", "wayland", "wayland-egl") for part in wanted):
        return None  # offscreen, minimal, vnc, eglfs...: no display server needed
    wayland = os.environ.get("WAYLAND_DISPLAY", "")
    if (not wanted or any(p.startswith("wayland") for p in wanted)) and wayland:
        if _wayland_reached(wayland):
            return None
        if wanted and all(p.startswith("wayland") for p in wanted):
            return f"the Wayland display {wayland} cannot be reached"
    if wanted and "xcb" not in wanted:
        return "no display: the WAYLAND_DISPLAY environment variable is not set"
    display = ""
    for index, word in enumerate(qt_arguments):
        if word == "-display" and index + 1 < len(qt_arguments):
            display = qt_arguments[index + 1]
    return _x_problem(display or os.environ.get("DISPLAY", ""))
