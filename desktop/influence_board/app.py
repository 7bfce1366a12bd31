"""Starting the window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from . import __version__
from .rules import Board


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Influence Board")
    app.setOrganizationName("Influence Board")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.influence_board.InfluenceBoard")
    return app


def run(
    board: Board, path: str | None = None, ops: str | None = None, reset_settings: bool = False
) -> int:
    app = make_application()
    if reset_settings:
        QSettings().clear()
    from .window import MainWindow

    window = MainWindow(board, path)
    window.show()
    # After a crash, the autosaved game is offered once the window is up.
    QTimer.singleShot(0, window.offer_recovery)
    if ops:
        QTimer.singleShot(0, lambda: window.replay_file(Path(ops)))
    return app.exec()
