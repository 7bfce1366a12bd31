"""Autosave: while a game has unsaved changes, its whole tree of steps is written every few
seconds (atomically) to the window's own recovery file (recovery_folder.py), so that a
crash loses at most a few seconds of play. Saving the game, or closing the window without
a crash, removes the file."""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ..document.board_document import Document
from ..document.journal import Journal
from ..document.step_list import StepList
from ..rules.formats.recovery_file import Saved, dumps_recovery
from ..rules.formats.safe_io import reason
from .recovery_folder import Recovery, Slot, recovery_folder

DEFAULT_INTERVAL_MS = 10_000


def autosave_interval() -> int:
    """INFLUENCE_BOARD_AUTOSAVE_MS, when it is a sensible number of milliseconds."""
    try:
        interval = int(os.environ.get("INFLUENCE_BOARD_AUTOSAVE_MS", DEFAULT_INTERVAL_MS))
    except ValueError:
        return DEFAULT_INTERVAL_MS
    return interval if 1 <= interval <= 86_400_000 else DEFAULT_INTERVAL_MS


class Autosaver(QObject):
    """Keeps one game's recovery file while it has unsaved changes."""

    def __init__(
        self,
        document: Document,
        steps: StepList,
        journal: Journal,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.document = document
        self.steps = steps
        self.journal = journal  # where a failed autosave is told
        self.timer = QTimer(self)
        self.timer.setInterval(autosave_interval())
        self.timer.timeout.connect(self.save_now)
        steps.changed.connect(self.note_change)  # a step or a note
        steps.saved_changed.connect(self.note_change)  # the game saved
        self._dirty = False
        self._slot: Slot | None = None
        # Where a restored game said it came from: offered by Save As, never written blindly.
        self.suggested_path: str | None = None

    @property
    def file(self) -> Path | None:
        """This window's recovery file, once it has one."""
        return self._slot.file if self._slot else None

    def note_change(self) -> None:
        """The game changed (a step, an undo, a variation's name) or was saved: written
        soon if it is not saved; nothing to recover (and no file) if it is."""
        if not self.steps.is_modified():
            self.timer.stop()
            self._dirty = False
            self._release()
            self.suggested_path = None
            return
        self._dirty = True
        if not self.timer.isActive():
            self.timer.start()

    def save_now(self) -> None:
        if not self._dirty:
            self.timer.stop()
            return
        path = self.document.path
        saved = Saved(time.time(), os.getpid(), str(path) if path else None)
        try:
            if self._slot is None:
                self._slot = Slot.create(recovery_folder())
            self._slot.write(dumps_recovery(self.steps.tree, saved))
        except OSError as exc:
            self.journal.say(self.tr("Autosave failed: {0}").format(reason(exc)))
            return
        self._dirty = False

    def adopt(self, found: Recovery) -> None:
        """A restored game: its recovery file becomes this window's, until saved."""
        self._release()
        self._slot = found.slot
        self.suggested_path = found.saved.path

    def _release(self) -> None:
        if self._slot is not None:
            self._slot.release()
            self._slot = None

    def stop(self) -> None:
        """A normal end: nothing to recover."""
        self.timer.stop()
        self._release()
