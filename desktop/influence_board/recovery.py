"""Autosave to a recovery file, so that a crash loses at most a few seconds of play.

While the game has unsaved changes, the Board is written every few seconds (atomically)
to a recovery file; saving or closing normally removes it. If the file is there at the
next start, the app crashed, and the window offers to restore it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from .document import Document
from .rules import Board
from .rules.scenario import ScenarioError, from_data, to_data, write_atomic

DEFAULT_INTERVAL_MS = 10_000


def recovery_file() -> Path:
    folder = os.environ.get("INFLUENCE_BOARD_RECOVERY_DIR") or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation
    )
    return Path(folder) / "recovery.json"


@dataclass(frozen=True)
class Recovery:
    board: Board
    path: str | None  # the file the game came from, if any
    saved_at: float  # seconds since the epoch


def pending() -> Recovery | None:
    """The recovery file left by a crash, or None. A damaged file is set aside, not lost."""
    file = recovery_file()
    if not file.exists():
        return None
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        return Recovery(
            from_data(data["scenario"], str(file)), data.get("path"), float(data["saved_at"])
        )
    except (OSError, ValueError, KeyError, TypeError, ScenarioError):
        file.replace(file.with_suffix(".damaged.json"))
        return None


def discard() -> None:
    recovery_file().unlink(missing_ok=True)


class Autosaver(QObject):
    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.timer = QTimer(self)
        interval = int(os.environ.get("INFLUENCE_BOARD_AUTOSAVE_MS", DEFAULT_INTERVAL_MS))
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self.save_now)
        document.undo_stack.indexChanged.connect(self._changed)
        document.undo_stack.cleanChanged.connect(self._clean_changed)
        self._dirty = False

    def _changed(self, _index: int) -> None:
        self._dirty = True
        if not self.timer.isActive():
            self.timer.start()

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self.timer.stop()
            self._dirty = False
            discard()

    def save_now(self) -> None:
        if not self._dirty:
            self.timer.stop()
            return
        path = self.document.path
        data = {
            "saved_at": time.time(),
            "path": str(path) if path else None,
            "scenario": to_data(self.document.board),
        }
        file = recovery_file()
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(file, json.dumps(data, ensure_ascii=False))
        except OSError as exc:
            self.document.message.emit(f"Autosave failed: {exc}")
            return
        self._dirty = False

    def stop(self) -> None:
        """A normal end: nothing to recover."""
        self.timer.stop()
        discard()
