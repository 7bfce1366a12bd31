"""Starting the window."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..collector import wake_collector

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..rules import Board
    from ..rules.history.tree import Variations
    from .main_window import MainWindow
    from .single_instance import Instance


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


def forget_settings() -> tuple[str, str]:
    """`--reset-settings`: forget every remembered setting. Returns the settings file and
    "" once it is reset, or the file and why it is not: a FIFO, a device, a folder or a
    file too large is not ours to clear (files/settings.py), and a write may fail."""
    _name_application()
    from ..files.settings import hostile_file, settings

    if (found := hostile_file()) is not None:
        return str(found[0]), found[1]
    remembered = settings()
    remembered.clear()
    remembered.sync()
    if remembered.status() == QSettings.Status.AccessError:
        return remembered.fileName(), QCoreApplication.translate("Settings", "it cannot be written")
    return remembered.fileName(), ""


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
    # The collector rested while the board was put up (collector.py); it runs again
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


def _instance() -> Instance:
    """The running copy's socket, listening (single_instance.py)."""
    from .single_instance import Instance

    instance = Instance(open_handed_over)
    instance.listen()
    return instance


def open_handed_over(files: list[str]) -> None:
    """What a start handed over on the socket: each file in a new window, no file a new
    window on the standard board. Each file is read first, by File > Open's and Replay
    Operations' own readers: one they refuse is refused in the front window, with the
    reason, and no window is made for it."""
    from ..rules.formats.operation_lines import OpFileError
    from ..rules.formats.position_file import PositionFile
    from ..rules.formats.scenario import ScenarioError
    from .file_drop import read_for_window, tell_unread
    from .main_window import open_window

    if not files:
        _new_window()
    for file in files:
        try:
            read = read_for_window(file)
        except (OpFileError, ScenarioError) as exc:
            tell_unread((_front_window() or _new_window()).parts, file, exc)  # none: one to say it
            continue
        if isinstance(read, PositionFile):
            open_window(file, read)
        else:
            window = _new_window()
            replay = partial(window.parts.operation_files.replay, read, Path(file))
            QTimer.singleShot(0, window, replay)


def _front_window() -> MainWindow | None:
    """The window to tell a refusal in: the active one, else one on screen."""
    from .main_window import MainWindow

    active = QApplication.activeWindow()
    shown = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MainWindow) and w.is_built and w.isVisible()
    ]
    return next((w for w in shown if w is active), shown[0] if shown else None)


def _new_window() -> MainWindow:
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    window.raise_()
    return window


def _replay_later(window: MainWindow, ops: Path) -> Callable[[], None]:
    return lambda: QTimer.singleShot(0, lambda: window.parts.operation_files.replay_file(ops))
