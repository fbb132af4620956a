"""What the frozen build leaves out: Qt modules, plugins and catalogs the game never uses.

``twelve_bowls.spec`` filters PyInstaller's file lists with :func:`keep`; paths are the
destinations inside the bundle (``PySide6/Qt/plugins/platforms/libqxcb.so`` on Linux and
macOS, ``PySide6\\plugins\\platforms\\qwindows.dll`` on Windows).
"""

from __future__ import annotations

import re

#: The languages the game ships; Qt's and Babel's data for others is dropped.
LANGUAGES = ("en", "es", "ja", "hi", "ar")

#: Python modules no code path of the game imports, though some hooks reach for them.
EXCLUDED_MODULES = (
    "tkinter",
    "unittest",
    "pydoc",
    # pydantic's mypy plugin is a development tool; its hook would pull the whole of mypy.
    "pydantic.mypy",
    "mypy",
    # Nothing here opens network connections; modules that import ssl do so optionally.
    "ssl",
    "_ssl",
    # Build tools some hooks reach for (setuptools 77+ pulls in distutils' build commands and
    # through them site and readline, whose libreadline is GPL-3): nothing at run time uses them.
    "setuptools",
    "distutils",
    "_distutils_hack",
    "pkg_resources",
    "readline",
    "rlcompleter",
    # Test tools some hooks reach for (pydantic's hypothesis plugin); players never need them.
    "hypothesis",
    "pytest",
    "_pytest",
    "pytestqt",
    # PyInstaller runs a start-up hook for multiprocessing whenever the module is in the
    # bundle (concurrent.futures names it for its process pool, which the game never uses:
    # app/play.py takes a thread pool). The hook imports it with socket, pickle and
    # subprocess before the first frame: some 10 ms of a frozen start.
    "multiprocessing",
    # Qt modules the game never imports; excluding them keeps their hooks from pulling
    # their libraries and plugins in.
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtConcurrent",
    "PySide6.QtDBus",
    "PySide6.QtXml",
)

#: Qt plugin folders the game needs; every other folder (eglfs devices, sql drivers, tls,
#: network information, print support, generic input, qml tooling, ...) is dropped.
KEEP_PLUGIN_DIRS = frozenset(
    {
        "platforms",  # xcb, wayland, offscreen (smoke tests), windows, cocoa
        "wayland-shell-integration",
        "wayland-decoration-client",
        "wayland-graphics-integration-client",
        "xcbglintegrations",
        "platforminputcontexts",  # compose key and input methods (ibus)
        "platformthemes",  # the desktop portal: native dialogs and colour scheme
        "imageformats",
        "iconengines",
        "styles",  # the Windows 11 style
    }
)

#: Plugins dropped inside kept folders: GTK's theme would drag GTK, Pango and Cairo along;
#: the virtual keyboard needs Qt Quick; embedded-device and Direct2D platforms; image
#: formats the game never reads (it uses PNG, built in, SVG and ICO).
DROP_PLUGINS = re.compile(
    r"^(lib)?(q|qt)?(gtk3|eglfs|linuxfb|vnc|vkkhrdisplay|minimalegl|minimal|directfb|direct2d"
    r"|tuiotouchplugin|virtualkeyboardplugin"
    r"|gif|jpeg|icns|tga|tiff|wbmp|webp|pdf|macheif|macjp2)\b"
)

#: Windows: Mesa's software OpenGL (20 MB), a fallback for OpenGL the widget game never asks for.
DROP_FILES = frozenset({"opengl32sw.dll"})

#: Qt libraries of modules the game never uses (they come along as plugin dependencies).
#: Spelled as Qt names the files: "EglFs" once missed libQt6EglFSDeviceIntegration.so.6
#: (308 KB, only the dropped eglfs platform loads it).
DROP_LIBS = re.compile(
    r"Qt6?(Qml|Quick|Pdf|Network|Sql|Test|Designer|Help|UiTools|VirtualKeyboard|Labs"
    r"|Multimedia|WebEngine|Lottie|ShaderTools|3D|Charts|Graphs|OpenGLWidgets"
    r"|WaylandCompositor|WaylandEglCompositor|EglFSDeviceIntegration|EglFsKmsSupport)"
)

#: Linux: the desktop stack the .deb takes from the system through ``Depends`` instead of
#: bundling this machine's copies (a bundled fontconfig or libxcb that disagrees with the
#: system's configuration files or X server is a classic cause of frozen apps failing).
#: Each library names the Depends package that provides it, directly or through its own
#: dependencies; tests/packaging checks every one is in packaging/linux/control.in.
LINUX_SYSTEM_LIBRARIES = {
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libx11-6",
    "libXdmcp.so.6": "libx11-6",
    "libbsd.so.0": "libx11-6",
    "libmd.so.0": "libx11-6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libfreetype6",
    "libbrotlicommon.so.1": "libfreetype6",
    "libbrotlidec.so.1": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libsystemd.so.0": "libdbus-1-3",
    "libcap.so.2": "libdbus-1-3",
    "libgcrypt.so.20": "libdbus-1-3",
    "libgpg-error.so.0": "libdbus-1-3",
    "liblz4.so.1": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libpcre2-8.so.0": "libglib2.0-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    # The C++ runtime stays the system's, as frozen Qt apps usually leave it: the build
    # machine's libstdc++ (GLIBCXX_3.4.30) clashes with newer GPU drivers that need a newer
    # one. The rest are libraries Python's extension modules link, which every Debian and
    # Ubuntu system has (Debian's copies, named in their own copyright files, not ours).
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libbz2.so.1.0": "libbz2-1.0",
    "libexpat.so.1": "libexpat1",
    "liblzma.so.5": "liblzma5",
    "libzstd.so.1": "libzstd1",
    "libffi.so.8": "libffi8",
    "libuuid.so.1": "libuuid1",
    "libmvec.so.1": "libc6",  # the C library's vector maths library, part of libc6
    "libcrypto.so.3": "libssl3",
    "libssl.so.3": "libssl3",
}

_LANGS = "|".join(LANGUAGES)
_QT_CATALOG = re.compile(r"PySide6/(?:Qt/)?translations/[^/]+\.qm$")
_KEPT_QT_CATALOG = re.compile(rf"/qtbase_({_LANGS})\.qm$")
_FRAMEWORK = re.compile(r"/(Qt\w+)\.framework/")  # macOS wheels ship Qt as frameworks
_PLUGIN = re.compile(r"PySide6/(?:Qt/)?plugins/([^/]+)/([^/]+)$")
_BABEL_DATA = re.compile(r"^babel/locale-data/[^/]+$")
_KEPT_BABEL_DATA = re.compile(rf"^babel/locale-data/(root|{_LANGS})(_[A-Za-z0-9_]+)?\.dat$")


def keep(dest: str) -> bool:
    """Whether the bundle keeps the file it would place at ``dest``."""
    path = dest.replace("\\", "/")
    if _QT_CATALOG.search(path):
        # Qt's own catalogs: qtbase for the shipped languages, which the app loads.
        return _KEPT_QT_CATALOG.search(path) is not None
    plugin = _PLUGIN.search(path)
    if plugin:
        folder, name = plugin.groups()
        return folder in KEEP_PLUGIN_DIRS and DROP_PLUGINS.search(name) is None
    name = path.rsplit("/", 1)[-1]
    if "/" not in path and name in LINUX_SYSTEM_LIBRARIES:
        return False
    if name in DROP_FILES:
        return False
    framework = _FRAMEWORK.search(path)
    if framework and DROP_LIBS.search(framework.group(1)):
        return False  # the whole framework, resources too, so code signing sees no stub
    # Also the top-level symlinks PyInstaller makes to Qt's libraries on Linux.
    if ("PySide6/" in path or name.startswith(("libQt6", "Qt6"))) and DROP_LIBS.search(name):
        return False
    if _BABEL_DATA.match(path):
        return _KEPT_BABEL_DATA.match(path) is not None
    return True
