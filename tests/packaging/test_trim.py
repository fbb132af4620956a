"""What the frozen build keeps and drops (unused Qt modules, plugins and
translations trimmed, while everything the game needs stays)."""

from __future__ import annotations

import pytest

from tests.packaging.helpers import load

trim = load("trim")


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/translations/qtbase_ar.qm",
        "PySide6/Qt/translations/qtbase_ja.qm",
        "PySide6\\translations\\qtbase_es.qm",  # Windows wheel layout
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "libQt6Gui.so.6",
        "babel/locale-data/root.dat",
        "babel/locale-data/ar.dat",
        "babel/locale-data/ar_EG.dat",
        "babel/locale-data/hi_Latn.dat",
        "babel/global.dat",
        "translations/twelve_bowls_ar.qm",
        "puzzles/001.json",
        "themes/garden/leaf.svg",
        "twelve_bowls-0.1.0.dist-info/entry_points.txt",
        "libpython3.11.so.1.0",
        "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/Resources/Info.plist",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6\\plugins\\platforms\\qoffscreen.dll",
        "PySide6\\plugins\\imageformats\\qico.dll",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6\\vcruntime140_1.dll",
        "libffi-8.dll",  # Windows and macOS carry Python's own needs
        "libcrypto.3.dylib",
    ],
)
def test_kept(dest: str) -> None:
    assert trim.keep(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qt_ar.qm",
        "PySide6/Qt/translations/qtdeclarative_ja.qm",
        "PySide6\\translations\\qtbase_fr.qm",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqminimal.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6\\plugins\\imageformats\\qtiff.dll",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
        "libQt6EglFSDeviceIntegration.so.6",  # the top-level link PyInstaller makes to it
        "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6",
        "PySide6\\Qt6Quick.dll",
        "babel/locale-data/de.dat",
        "babel/locale-data/fr_CA.dat",
        "babel/locale-data/arn.dat",  # Mapudungun: a prefix match would wrongly keep it
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/Resources/Info.plist",
        "PySide6/Qt/plugins/imageformats/libqmacheif.dylib",
        "PySide6\\plugins\\platforminputcontexts\\qtvirtualkeyboardplugin.dll",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.dylib",
        "PySide6\\plugins\\platforms\\qdirect2d.dll",
        "PySide6\\plugins\\platforms\\qminimal.dll",
        "PySide6\\plugins\\generic\\qtuiotouchplugin.dll",
        "PySide6\\opengl32sw.dll",
        "libfontconfig.so.1",  # Linux: from the system, through the .deb's Depends
        "libxcb-cursor.so.0",
        "libX11.so.6",
        # The system's C++ runtime, not the build machine's (newer GPU drivers need newer).
        "libstdc++.so.6",
        "libgcc_s.so.1",
        "libffi.so.8",  # and the libraries every Debian system has for Python
        "libz.so.1",
        "libcrypto.so.3",
    ],
)
def test_dropped(dest: str) -> None:
    assert not trim.keep(dest)


def test_modules_the_game_imports_are_never_excluded() -> None:
    needed = {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg", "babel"}
    assert not needed & set(trim.EXCLUDED_MODULES)
