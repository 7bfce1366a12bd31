"""Comparing two positions: two steps of the history, or the current position and a file.

The comparison is rules/diff.py's (the same as `influence-board diff`); this object holds
which two positions are compared, marks the Regions that differ on the board (scene
compare marks) and tells the Compare dock. When one side is the current position it
follows the game: every change compares again, once the burst of changes is over.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QFileDialog, QWidget

from ..files import settings as remembered
from ..files.scenario_file import SCENARIO_FILTER
from ..rules import Board
from ..rules.formats.scenario import ScenarioError, load
from ..scene.compare_marks import CompareMarks
from .board_document import Document
from .commands import BoardCommand

if TYPE_CHECKING:
    from ..rules.analysis.diff import Diff

CURRENT = "the current position"


def board_at_step(stack: QUndoStack, index: int, current: Board) -> Board:
    """The Board at step `index` of the history (0: the start, before any step), as the
    History dock lists them. The commands keep the Boards before and after them."""
    if stack.count() == 0 or index == stack.index():
        return current
    if index == 0:
        return cast(BoardCommand, stack.command(0)).before
    return cast(BoardCommand, stack.command(index - 1)).after


def step_label(stack: QUndoStack, index: int) -> str:
    """A step's name as the History dock shows it."""
    if index == 0:
        return "the start of the game"
    return f"step {index} ({stack.command(index - 1).text()})"


class Comparison(QObject):
    changed = Signal()  # a comparison began, was compared again, or was cleared
    failed = Signal(str, str, str)  # title, text, details

    def __init__(self, document: Document, marks: CompareMarks, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.marks = marks
        self.a: Board | None = None
        self.b: Board | None = None  # None: the current position, followed live
        self.label_a = self.label_b = ""
        self.found: Diff | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._compare)
        for signal in (document.regions_changed, document.vp_changed, document.board_replaced):
            signal.connect(self._position_changed)

    @property
    def active(self) -> bool:
        return self.a is not None

    def board_b(self) -> Board:
        return self.document.board if self.b is None else self.b

    def compare(self, a: Board, label_a: str, b: Board | None = None, label_b: str = CURRENT):
        """Compare position A with B (None: the current position, as it changes)."""
        self.a, self.label_a = a, label_a
        self.b, self.label_b = b, label_b
        self._compare()

    def compare_step_with_current(self, index: int) -> None:
        stack = self.document.undo_stack
        board = board_at_step(stack, index, self.document.board)
        self.compare(board, step_label(stack, index))

    def compare_steps(self, first: int, second: int) -> None:
        """Two steps of the history: both stay as they were, whatever is played next."""
        stack, board = self.document.undo_stack, self.document.board
        self.compare(
            board_at_step(stack, first, board),
            step_label(stack, first),
            board_at_step(stack, second, board),
            step_label(stack, second),
        )

    def compare_with_file(self, path: str | Path) -> bool:
        """A scenario file (A) against the current position (B), which is followed as it
        changes. On bad input say where and why, and leave any comparison as it was."""
        try:
            board = load(path)
        except ScenarioError as exc:
            self.failed.emit(
                self.tr("Cannot compare"),
                self.tr("{0} cannot be read.").format(Path(path).name),
                exc.describe(),
            )
            return False
        self.compare(board, Path(path).name)
        return True

    def compare_with_file_dialog(self, parent: QWidget | None) -> None:
        path, _ = QFileDialog.getOpenFileName(
            parent, self.tr("Compare with file"), remembered.last_directory(), SCENARIO_FILTER
        )
        if path:
            self.compare_with_file(path)

    def clear(self) -> None:
        self.a = self.b = self.found = None
        self.label_a = self.label_b = ""
        self.marks.clear()
        self.changed.emit()

    def _position_changed(self, *_args) -> None:
        # The current position moved on, or the tracks were built anew: compare (and mark)
        # again, once for a burst of changes.
        if self.active:
            self._timer.start()

    def _compare(self) -> None:
        if self.a is None:
            return
        # Only once something is compared: the window starts without them.
        from ..rules.analysis.diff import badges, diff

        b = self.board_b()
        self.found = diff(self.a, b)
        self.marks.show(badges(self.a, b, self.found))
        self.changed.emit()
