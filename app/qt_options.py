"""Qt's standard command-line options, told apart from the game's own.

Every Qt application accepts ``-style NAME``, ``-reverse``, ``-platform NAME`` and a few
more (QApplication and QGuiApplication document them). The game's parser knows only its own
options, so these are taken out of the command line first and handed to ``QApplication``,
which reads them itself. One or two leading dashes are accepted, as Qt does, and a value may
follow as the next word or after ``=``; Qt is handed the one form it reads for every option,
``-name value``.
"""

from __future__ import annotations

#: Qt options followed by a value (QGuiApplication and QApplication, Qt 6).
WITH_VALUE = frozenset(
    {
        "style",
        "stylesheet",
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "display",
        "geometry",
        "name",
        "title",
        "visual",
    }
)
#: Qt options that stand alone.
FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "testability"})


def _qt_name(word: str) -> str | None:
    """The Qt option a word names (``-style``, ``--style=fusion`` -> ``style``), or None."""
    if not word.startswith("-") or word in ("-", "--"):
        return None
    name = word.lstrip("-").split("=", 1)[0]
    if word.startswith("---") or not name:
        return None
    return name if name in WITH_VALUE or name in FLAGS else None


def split(argv: list[str]) -> tuple[list[str], list[str]]:
    """``(the game's words, Qt's words)``, each in its original order.

    A Qt option that needs a value and has none is left to the game's parser, which then
    refuses it with a clear message (exit 2) instead of Qt ignoring it silently.
    """
    ours: list[str] = []
    qt: list[str] = []
    index = 0
    while index < len(argv):
        word = argv[index]
        name = _qt_name(word)
        if name is None:
            ours.append(word)
        elif name in FLAGS:
            qt.append(f"-{name}")
        elif "=" in word:
            qt += [f"-{name}", word.split("=", 1)[1]]
        elif index + 1 < len(argv):
            qt += [f"-{name}", argv[index + 1]]
            index += 1
        else:
            ours.append(word)
        index += 1
    return ours, qt
