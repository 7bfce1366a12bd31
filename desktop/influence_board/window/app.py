"""Starting the window."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__

if TYPE_CHECKING:
    from ..rules import Board
    from ..rules.history.tree import Variations


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    from ..look.app_theme import FUSION, fusion_arguments

    app = QApplication([*(argv if argv is not None else sys.argv[:1]), *fusion_arguments()])
    app.setProperty(FUSION, True)
    app.setApplicationName("Influence Board")
    app.setOrganizationName("Influence Board")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.influence_board.InfluenceBoard")
    return app


def run(
    games: list[tuple[Board | Variations | None, str | None]],
    ops: str | None = None,
    reset_settings: bool = False,
) -> int:
    """One window per (board, file), a board of None being the embedded standard board and
    a tree a game file's; the first offers crash recovery and takes `ops`. The windows come
    up staged: each frame is on screen before the app behind it is loaded (main_window.py)."""
    app = make_application()
    if reset_settings:
        QSettings().clear()
    from .main_window import MainWindow

    windows = [MainWindow(board, path, staged=True) for board, path in games]
    for window in windows:
        window.show()
    first = windows[0]
    # After a crash, the autosaved game is offered once the window is built.
    first.built.connect(lambda: QTimer.singleShot(0, first.offer_recovery))
    if ops:
        first.built.connect(
            lambda: QTimer.singleShot(0, lambda: first.parts.operation_files.replay_file(Path(ops)))
        )
    return app.exec()
