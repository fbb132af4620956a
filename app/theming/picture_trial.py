"""A pack's pictures drawn once away from the game, with a deadline, before the game
draws them.

``app.theming.picture_cost`` counts what it can foresee; this bounds everything else
that QtSvg accepts. QtSvg keeps Python's lock while it draws, so a thread cannot be
abandoned half-way: the trial is a child process (this module run as a program, or the
frozen game with ``--picture-trial``), given a bounded amount of processor time
(``CPU_SECONDS``, counted by the system, so a busy machine does not trip it) and a
generous wall-clock deadline (``WALL_SECONDS``) for a child that stalls. A pack whose
pictures the child did not finish drawing is refused with one sentence.

The verdict is kept per content for the session: the same pictures are tried once.

Protocol (stdin, no pickle): for each picture a header ``<length> <width> <height>\\n``
and ``length`` bytes of SVG. The child exits 0 when it drew them all.
"""

from __future__ import annotations

import hashlib
import logging
import os
import subprocess
import sys
from collections.abc import Sequence

log = logging.getLogger(__name__)

CPU_SECONDS = 6
WALL_SECONDS = 30.0
TRIAL_FLAG = "--picture-trial"  # the frozen game's way in (app.main)

# Sizes the trial draws at: the background as large as a big window, the rest as a bowl
# on a large screen. Larger drawings in play cost more; the guard's render bound
# (app.theming.packs) covers those.
BACKGROUND_SIZE = (1920, 1200)
PICTURE_SIZE = (400, 400)

_verdicts: dict[str, str | None] = {}


class TrialFailed(Exception):
    """The pictures were not drawn in time (or the child could not draw them)."""


def _command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, TRIAL_FLAG]
    return [sys.executable, "-m", __name__]


def _payload(pictures: Sequence[tuple[bytes, int, int]]) -> bytes:
    parts: list[bytes] = []
    for data, width, height in pictures:
        parts.append(f"{len(data)} {width} {height}\n".encode("ascii"))
        parts.append(data)
    return b"".join(parts)


def _limit_processor_time() -> None:
    """In the child, first thing: the system ends it once it used ``CPU_SECONDS``."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS))
    except (ImportError, ValueError, OSError):
        pass  # no such limit here (Windows): the wall-clock deadline holds alone


def trial_draw(pictures: Sequence[tuple[bytes, int, int]]) -> None:
    """Draw ``pictures`` (SVG bytes, width, height) in a child process; ``TrialFailed``
    with the reason when they were not all drawn within the bounds."""
    payload = _payload(pictures)
    key = hashlib.sha256(payload).hexdigest()
    if key not in _verdicts:
        _verdicts[key] = _run(payload)
    reason = _verdicts[key]
    if reason is not None:
        raise TrialFailed(reason)


def _run(payload: bytes) -> str | None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="*=false")
    try:
        done = subprocess.run(
            _command(),
            input=payload,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            timeout=WALL_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return "took too long"
    except OSError as error:
        # No child can be started (a locked-down system): the pictures are not drawn here
        # either, and the counted bounds of picture_cost still hold.
        log.warning("the picture trial could not start: %s", error)
        return None
    if done.returncode != 0:
        log.warning("the picture trial ended with %s", done.returncode)
        return "took too long"
    return None


def _read_pictures(stream: object) -> list[tuple[bytes, int, int]]:
    read = stream.read  # type: ignore[attr-defined]
    readline = stream.readline  # type: ignore[attr-defined]
    pictures: list[tuple[bytes, int, int]] = []
    while True:
        header = readline(64)
        if not header:
            return pictures
        length, width, height = (int(part) for part in header.split())
        pictures.append((read(length), width, height))


def run_trial() -> int:
    """The child: draw every picture given on stdin; 0 when all were drawn."""
    _limit_processor_time()
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    pictures = _read_pictures(sys.stdin.buffer)
    app = QGuiApplication([sys.argv[0] if sys.argv else "picture-trial"])
    for data, width, height in pictures:
        renderer = QSvgRenderer(QByteArray(data))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(run_trial())
