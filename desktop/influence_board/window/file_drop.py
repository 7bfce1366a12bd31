"""Files dropped on the window (from a file manager): scenarios and game files open, the
first in this window (asking about its unsaved work, as File > Open does) and each other
one in a window of its own; an operation file replays into this window. Only drags that
carry file URLs are this one's: the palette's cube drags go on to the board as before.

A drop is bounded and never raises. Each window is megabytes and a moment to build, so more
than ASK_ABOVE files ask first, and one drop opens at most MOST_OPENED. Each file is read by
File > Open's and Replay Operations' own readers before anything is shown, so a name the
system cannot have (too long, a NUL, not UTF-8) is refused with its reason like any other
bad file. The files not opened are told in one message, each with its reason and the list
bounded; one refused by its name alone is told in the status bar and the Log."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from urllib.parse import unquote_to_bytes

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject, QUrl
from PySide6.QtGui import QDropEvent

from ..files.prompts import Button
from ..rules.formats.operation_lines import OpFileError, Step, read_steps
from ..rules.formats.position_file import PositionFile, load_position_file
from ..rules.formats.scenario import ScenarioError
from ..text.escaping import escaped
from ..text.wording import and_more, first_problems
from .parts import WindowParts

OPERATION_SUFFIX = ".jsonl"
POSITION_SUFFIXES = (".json", ".ibgame")
ASK_ABOVE = 8  # files in one drop opened without a question
MOST_OPENED = 20  # files one drop opens, whatever the answer (20 windows: about 30 MB more)

# A file that could not be read: its entry in the list (its first problem), and how File >
# Open or Replay Operations tells it when it is the only one.
Unread = tuple[str, Callable[[], None]]
Steps = list[tuple[int, Step]]


def is_operation_file(path: str | Path) -> bool:
    return Path(path).suffix.lower() == OPERATION_SUFFIX


def read_for_window(path: str) -> Steps | PositionFile:
    """What a file given to the window holds, read as Replay Operations (an operation file)
    or File > Open (any other, a scenario to repair too) reads it. Raises OpFileError or
    ScenarioError."""
    if is_operation_file(path):
        return read_steps(path, Path(path).name)
    return load_position_file(path, repair=True)


def tell_unread(parts: WindowParts, path: str, problem: OpFileError | ScenarioError) -> None:
    """Say in the window of `parts` why the file at `path` was not read, as Replay
    Operations or File > Open says it."""
    if isinstance(problem, OpFileError):
        parts.operation_files.cannot_replay(problem)
    else:
        parts.files.cannot_open(path, problem)


def carries_files(mime: QMimeData) -> bool:
    return mime.hasUrls()


def refusal(url: QUrl) -> str | None:
    """Why a dropped item cannot be opened, by its name alone (what it holds is its
    reader's to judge), or None when its local file may be read."""
    if not url.isLocalFile():
        return QCoreApplication.translate(
            "FileDrop", "{0}: only files on this computer can be opened"
        ).format(url.toDisplayString())
    if not _utf8_name(url):
        return QCoreApplication.translate(
            "FileDrop", "{0}: the file's name is not UTF-8 text, so it cannot be opened"
        ).format(url.toDisplayString())
    path = Path(url.toLocalFile())
    if os.path.isdir(path):  # os.path's: False, not an exception, for a name too long
        return QCoreApplication.translate("FileDrop", "{0} is a folder, not a file").format(
            path.name
        )
    if not (is_operation_file(path) or path.suffix.lower() in POSITION_SUFFIXES):
        return QCoreApplication.translate(
            "FileDrop",
            "{0} is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)",
        ).format(path.name)
    return None


def _utf8_name(url: QUrl) -> bool:
    """Whether the file's name, as the file manager sent it, is UTF-8: Qt reads any other
    byte as U+FFFD, which names another file or none."""
    encoded = url.path(QUrl.ComponentFormattingOption.FullyEncoded)
    try:
        unquote_to_bytes(encoded).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


class FileDrop(QObject):
    """The event filter that takes file drops on the window and on its board."""

    def __init__(
        self,
        parts: WindowParts,
        note: Callable[[str], None],
        show_error: Callable[[str, str, str], None],
        open_window: Callable[[str, PositionFile], object],
    ) -> None:
        super().__init__(parts.prompts.parent)
        self.parts = parts
        self.note = note  # the window's: the status bar and the Log
        self.show_error = show_error  # the window's: a message box and the Log
        self.open_window = open_window  # a file read already, in a new window

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
        """Open or replay each dropped file, in the order dropped, after asking when they
        are many; then tell, at once, those that were not opened."""
        wanted: list[str] = []
        refused: list[str] = []
        for url in mime.urls():
            why = refusal(url)
            if why is None:
                wanted.append(url.toLocalFile())
            else:
                refused.append(why)
        if len(wanted) > ASK_ABOVE and not self._may_open(len(wanted)):
            return
        unread = self._open(wanted[:MOST_OPENED])
        if len(refused) + len(unread) == 1:
            if refused:
                self.note(refused[0])
            else:
                unread[0][1]()
        elif refused or unread:
            self._tell(refused + [line for line, _alone in unread])

    def _may_open(self, count: int) -> bool:
        """Ask before opening `count` files (more than ASK_ABOVE): True to open them (at
        most MOST_OPENED)."""
        how = self.tr(
            "The first scenario or game file opens in this window, each other one in a "
            "window of its own."
        )
        if count <= MOST_OPENED:
            text = self.tr("Open all %n dropped files?", "", count)
        else:
            text = self.tr(
                "Open the first {0} of the {1} dropped files? %n file(s) will not be opened.",
                "",
                count - MOST_OPENED,
            ).format(MOST_OPENED, count)
        answer = self.parts.prompts.question(
            self.tr("Open many files?"),
            f"{text}\n\n{how}",
            Button.Open | Button.Cancel,
            Button.Open,
        )
        return answer == Button.Open

    def _open(self, paths: list[str]) -> list[Unread]:
        """Read each file, then replay it here or open it (the first scenario or game file
        in this window); those that cannot be read are returned, none of them shown."""
        unread: list[Unread] = []
        here = True  # the first position opens in this window
        for path in paths:
            try:
                read = read_for_window(path)
            except (OpFileError, ScenarioError) as exc:
                line = str(exc)
                if isinstance(exc, ScenarioError):
                    line = ScenarioError(exc.problems[:1], exc.source).describe()  # one line
                unread.append((line, partial(tell_unread, self.parts, path, exc)))
                continue
            if not isinstance(read, PositionFile):
                self.parts.operation_files.replay(read, Path(path))
            elif here:
                here = False
                if self.parts.files.confirm_discard():  # this window's unsaved work
                    self.parts.files.show_file(read, path)
            else:
                self.open_window(path, read)
        return unread

    def _tell(self, problems: list[str]) -> None:
        """One message for every file not opened, a line each (its name and why, a newline
        in a name escaped), at most MAX_PROBLEMS_SHOWN of them and how many more."""
        shown, left_out = first_problems([escaped(problem) for problem in problems])
        self.show_error(
            self.tr("Files not opened"),
            self.tr("%n dropped file(s) cannot be opened.", "", len(problems)),
            "\n".join(shown + ([and_more(left_out)] if left_out else [])),
        )
