"""Files dropped on the window (from a file manager): scenarios and game files open, the
first in this window (asking about its unsaved work, as File > Open does) and each other
one in a window of its own; an operation file replays into this window; anything else is
refused with the reason, in the status bar and the Log. Only drags that carry file URLs
are this one's: the palette's cube drags go on to the board as before."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject
from PySide6.QtGui import QDropEvent

from .parts import WindowParts

OPERATION_SUFFIX = ".jsonl"
POSITION_SUFFIXES = (".json", ".ibgame")


def is_operation_file(path: str | Path) -> bool:
    return Path(path).suffix.lower() == OPERATION_SUFFIX


def carries_files(mime: QMimeData) -> bool:
    return mime.hasUrls()


def refusal(url_path: str | None, name: str) -> str | None:
    """Why a dropped item cannot be opened, or None when it can: `url_path` is its local
    file (None: not a local file)."""
    if url_path is None:
        return QCoreApplication.translate(
            "FileDrop", "{0}: only files on this computer can be opened"
        ).format(name)
    path = Path(url_path)
    if path.is_dir():
        return QCoreApplication.translate("FileDrop", "{0} is a folder, not a file").format(
            path.name
        )
    if not (is_operation_file(path) or path.suffix.lower() in POSITION_SUFFIXES):
        return QCoreApplication.translate(
            "FileDrop",
            "{0} is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)",
        ).format(path.name)
    return None


class FileDrop(QObject):
    """The event filter that takes file drops on the window and on its board."""

    def __init__(
        self,
        parts: WindowParts,
        note: Callable[[str], None],
        open_window: Callable[[str], object],
    ) -> None:
        super().__init__(parts.prompts.parent)
        self.parts = parts
        self.note = note  # the window's: the status bar and the Log
        self.open_window = open_window  # a file in a new window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        assert isinstance(event, QDropEvent)  # QDragEnterEvent and QDragMoveEvent are ones
        if not carries_files(event.mimeData()):
            return False  # the palette's cube, for the board
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.drop(event.mimeData())
        return True

    def drop(self, mime: QMimeData) -> None:
        """Open, replay or refuse each dropped file, in the order dropped."""
        positions: list[str] = []
        for url in mime.urls():
            local = url.toLocalFile() if url.isLocalFile() else None
            why = refusal(local, url.toDisplayString())
            if why is not None:
                self.note(why)
            elif local is not None and is_operation_file(local):
                self.parts.operation_files.replay_file(Path(local))
            elif local is not None:
                positions.append(local)
        if not positions:
            return
        first, *others = positions
        self.parts.files.open_file(first)  # asks about this window's unsaved work
        for path in others:
            self.open_window(path)
