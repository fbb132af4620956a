"""Child process of ``test_theme_guard``: the real window with a broken theme plugin
selected; opens every screen that paints themes and prints what happened as JSON.

A theme that crashes the process (SIGSEGV from a QPainter left active, SystemExit) shows
up in the parent as a return code, not as a dead test run.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from PySide6.QtCore import QCoreApplication

    from twelve_bowls.app.main import build_window

    app, window = build_window(["twelve-bowls"])
    context = window.context  # type: ignore[attr-defined]
    posted: list[str] = []
    getattr(context, "notice_posted", None) and context.notice_posted.connect(posted.append)
    seen: list[str] = []
    for name in ("home", "endless", "themes", "settings", "help", "records"):
        if name != "home":
            window.open_screen(name)  # type: ignore[attr-defined]
        for size in ((1280, 720), (1920, 1080), (640, 400)):
            window.resize(*size)
            window.grab()  # every paint at a real size
            QCoreApplication.processEvents()
        seen.append(name)
        dialog = getattr(window, "_dialog", None)
        if dialog is not None and dialog.isVisible():
            dialog.grab()
            dialog.reject()
        window.go_home()  # type: ignore[attr-defined]
    for _ in range(3):
        QCoreApplication.processEvents()
    print(
        json.dumps(
            {
                "theme": context.theme.id,
                "setting": context.settings.theme,
                "posted": posted,
                "home_notice": window.home.notice.text(),  # type: ignore[attr-defined]
                "seen": seen,
            }
        )
    )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
