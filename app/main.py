"""Entry point of the ``twelve-bowls`` GUI command."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: list[str] | None = None) -> int:
    app = QApplication(sys.argv if argv is None else argv)
    window = QMainWindow()
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Twelve Bowls"))
    window.setCentralWidget(QLabel(QCoreApplication.translate("MainWindow", "Twelve Bowls")))
    window.resize(1280, 720)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
