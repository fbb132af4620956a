"""A clearly temporary screen for a part of the app that has not landed yet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from app.context import AppContext
from app.labels import WrapLabel


class PlaceholderScreen(QWidget):
    """Names the screen, says it is not ready yet and offers the way back."""

    leave_requested = Signal()

    def __init__(
        self, context: AppContext, title_source: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        # The untranslated title, marked elsewhere with QT_TRANSLATE_NOOP("Screens", ...).
        self._title_source = title_source
        self.setObjectName("placeholder")
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title = QLabel()
        self._title.setProperty("role", "heading")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body = WrapLabel()
        self._body.setProperty("role", "muted")
        self._body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._back = QPushButton()
        self._back.setAutoDefault(True)  # Enter activates it, like Space
        self._back.clicked.connect(self.leave_requested.emit)
        layout.addWidget(self._title)
        layout.addWidget(self._body)
        layout.addSpacing(16)
        layout.addWidget(self._back, 0, Qt.AlignmentFlag.AlignCenter)
        self.retranslate()

    def retranslate(self) -> None:
        self._title.setText(QCoreApplication.translate("Screens", self._title_source))
        self._body.setText(
            QCoreApplication.translate("Placeholder", "This screen is not ready yet.")
        )
        self._back.setText(QCoreApplication.translate("Placeholder", "Back"))

    def focus_first(self) -> None:
        self._back.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
