"""Starting the window."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..rules import Board
    from ..rules.history.tree import Variations
    from .main_window import MainWindow


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    from ..look.app_theme import FUSION, fusion_arguments

    app = QApplication([*(argv if argv is not None else sys.argv[:1]), *fusion_arguments()])
    app.setProperty(FUSION, True)
    _name_application()
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.influence_board.InfluenceBoard")
    return app


def _name_application() -> None:
    """The names QSettings files its settings under (static: no application needed)."""
    QCoreApplication.setApplicationName("Influence Board")
    QCoreApplication.setOrganizationName("Influence Board")


def forget_settings() -> str:
    """`--reset-settings`: forget every remembered setting; returns the settings file."""
    _name_application()
    from ..files.settings import settings as checked_settings

    settings = checked_settings()  # a FIFO or a device as the settings file is not touched
    settings.clear()
    settings.sync()
    return settings.fileName()


def run(
    games: Sequence[tuple[Board | Variations | None, str | None]],
    ops: str | None = None,
    replays: Sequence[str | None] = (),
) -> int:
    """One window per (board, file), a board of None being the embedded standard board and
    a tree a game file's; the first offers crash recovery and replays `ops`, and each
    window the operation file `replays` gives it, if any, once it is built. The windows
    come up staged: each frame is on screen before the app behind it is loaded
    (main_window.py)."""
    app = make_application()
    from .main_window import MainWindow

    windows = [MainWindow(board, path, staged=True) for board, path in games]
    for window in windows:
        window.show()
    first = windows[0]
    # After a crash, the autosaved game is offered once the window is built.
    first.built.connect(lambda: QTimer.singleShot(0, first.offer_recovery))
    wanted = [ops, *[None] * (len(windows) - 1)]
    for n, replay in enumerate(replays[: len(windows)]):
        wanted[n] = replay or wanted[n]
    for window, replay in zip(windows, wanted, strict=True):
        if replay:
            window.built.connect(_replay_later(window, Path(replay)))
    return app.exec()


def _replay_later(window: MainWindow, ops: Path) -> Callable[[], None]:
    return lambda: QTimer.singleShot(0, lambda: window.parts.operation_files.replay_file(ops))
