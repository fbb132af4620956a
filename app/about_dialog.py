"""About Twelve Bowls: version, licence, and the third-party notices every package carries."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from twelve_bowls.app.i18n import fill
from twelve_bowls.app.labels import WrapLabel


def _tr(text: str) -> str:
    return QCoreApplication.translate("AboutDialog", text)


def game_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("twelve-bowls")
    except PackageNotFoundError:  # a frozen build without the project's metadata
        return "?"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setModal(True)
        self.resize(640, 520)
        self.heading = QLabel(self)
        self.heading.setObjectName("aboutHeading")
        self.heading.setProperty("role", "title")
        self.licence = WrapLabel(self)
        self.notices_label = QLabel(self)
        self.notices = QPlainTextEdit(self)
        self.notices.setObjectName("thirdPartyNotices")
        self.notices.setReadOnly(True)
        # Licence texts are laid out for a fixed-width font; they stay left to right, and
        # so does their box: in a right-to-left dialog it opened scrolled to the lines' ends,
        # cutting the first letters of every English line.
        self.notices.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.notices.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.notices.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.notices_label.setBuddy(self.notices)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.licence)
        layout.addWidget(self.notices_label)
        layout.addWidget(self.notices, 1)
        layout.addWidget(self.buttons)
        self._load_notices()
        self.retranslate()

    def _load_notices(self) -> None:
        from twelve_bowls.app.notices import load

        try:
            text = load()
        except (OSError, ValueError) as error:
            # The system's reason ("No such file or directory") after the colon, as the
            # system words it; never its number or the path that str() of an OSError carries.
            reason = error.strerror if isinstance(error, OSError) and error.strerror else None
            text = fill(_tr("The notices could not be read: %1"), reason or str(error))
        self.notices.setPlainText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("About Twelve Bowls"))
        self.heading.setText(fill(_tr("Twelve Bowls %1"), game_version()))
        self.licence.setText(
            _tr(
                "Twelve Bowls is free software under the MIT licence. It is built with Python, "
                "Qt for Python and the libraries below, each under its own licence."
            )
        )
        self.notices_label.setText(_tr("&Third-party notices"))
        self.notices.setAccessibleName(_tr("Third-party notices"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
