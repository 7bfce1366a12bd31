"""Starting the window."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..rules.collector import wake_collector

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
    _speak_language()
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.influence_board.InfluenceBoard")
    return app


def _name_application() -> None:
    """The names QSettings files its settings under (static: no application needed)."""
    QCoreApplication.setApplicationName("Influence Board")
    QCoreApplication.setOrganizationName("Influence Board")


def _speak_language() -> None:
    """Our translations, Qt's own and the rules', in the language chosen in View > Language
    or else the system's (look/translators.py); before any window is built."""
    from ..files.settings import language_choice
    from ..look.translators import choose_language

    choose_language(language_choice())


# A start that draws no board (a window closed at once, a platform that paints nothing) has
# the cycle collector back by then.
COLLECTOR_REST_MS = 3000


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
    listen: bool = False,
) -> int:
    """One window per (board, file), a board of None being the embedded standard board and
    a tree a game file's; the first offers crash recovery and replays `ops`, and each
    window the operation file `replays` gives it, if any, once it is built. The windows
    come up staged: each frame is on screen before the app behind it is loaded
    (main_window.py). `listen`: the files later starts hand over open here
    (single_instance.py), once the first window is built."""
    app = make_application()
    from .main_window import MainWindow

    windows = [MainWindow(board, path, staged=True) for board, path in games]
    for window in windows:
        window.show()
    first = windows[0]
    if listen:
        # Once a board is drawn, not before the frame: Qt's network module and the socket
        # cost the start about ten milliseconds, and a start that comes meanwhile finds no
        # copy and runs as one of its own, as one before the listening did.
        listening: list[bool] = []

        def listen_once() -> None:
            if not listening:
                listening.append(True)
                _instance().setParent(app)

        for window in windows:
            window.built.connect(listen_once)
    # The collector rested while the board was put up (rules/collector.py); it runs again
    # once the first window is built, or after a while whatever happens to it.
    first.built.connect(wake_collector)
    QTimer.singleShot(COLLECTOR_REST_MS, app, wake_collector)
    # After a crash, the autosaved game is offered once the window is built.
    first.built.connect(lambda: QTimer.singleShot(0, first.offer_recovery))
    wanted = [ops, *[None] * (len(windows) - 1)]
    for n, replay in enumerate(replays[: len(windows)]):
        wanted[n] = replay or wanted[n]
    for window, replay in zip(windows, wanted, strict=True):
        if replay:
            window.built.connect(_replay_later(window, Path(replay)))
    return app.exec()


def _instance():
    """The running copy's socket, listening: each file handed over in a new window, no file
    a new window on the standard board."""
    from .main_window import open_window
    from .single_instance import Instance

    def open_files(files: list[str]) -> None:
        if not files:
            _new_window()
        for file in files:
            open_window(file)

    instance = Instance(open_files)
    instance.listen()
    return instance


def _new_window() -> None:
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    window.raise_()


def _replay_later(window: MainWindow, ops: Path) -> Callable[[], None]:
    return lambda: QTimer.singleShot(0, lambda: window.parts.operation_files.replay_file(ops))
