"""Log > Save Log As: the Log's lines as a plain-text file, a replay's exactly as
`influence-board replay` prints them, to paste into a forum post or keep with a ruling.
Written whole or not at all (safe_io.write_atomic): a failed save leaves the old file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules.formats.safe_io import write_atomic
from .prompts import Prompts, write_asking
from .scenario_file import ALL_FILES, filters

TEXT_FILES = QT_TRANSLATE_NOOP("FileFilters", "Text files (*.txt)")


class LogFile(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log

    def __init__(self, text: Callable[[], str], prompts: Prompts) -> None:
        super().__init__(prompts.parent)
        self._text = text  # the Log's lines as plain text (panels/log_dock.py)
        self.prompts = prompts

    def save_dialog(self) -> None:
        path, _ = self.prompts.save_path(
            self.tr("Save log as"),
            self.tr("log.txt", "a file name suggested"),
            filters(TEXT_FILES, ALL_FILES),
        )
        if path:
            self.save(Path(path))

    def save(self, path: Path) -> bool:
        text = self._text()
        failure = write_asking(
            self.prompts, path, lambda replace: write_atomic(path, text, replace)
        )
        if failure is None:
            self.message.emit(self.tr("Log saved to {0}").format(path.name))
            return True
        if failure:
            self.failed.emit(self.tr("Cannot save the log"), str(path), failure)
        return False
