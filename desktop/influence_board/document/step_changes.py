"""What the last step changed, told to the views whenever the history moves.

After a step, an undo, a redo or a jump of the timeline, the change is the Board before the
history moved against the Board after it (rules/history/changes.py). While the user steps through
the History, the change shown is the one of the step the History has selected: the step
that led to the position on the board, as a chess viewer marks the last move.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..rules.history.changes import NO_CHANGES, Changes, changes
from .board_document import Document
from .step_list import StepList


class StepChanges(QObject):
    # (Changes, held): held is True while the user steps through the History, whose
    # marks stay; otherwise the marks of a step glow and fade.
    changed = Signal(object, bool)

    def __init__(self, document: Document, steps: StepList, parent: QObject | None = None):
        super().__init__(parent)
        self._document = document
        self._steps = steps
        self._board = document.board  # the Board when the history last moved
        self._last: Changes = NO_CHANGES
        steps.changed.connect(self._moved)

    @property
    def last(self) -> Changes:
        """What the last step changed (NO_CHANGES before any step)."""
        return self._last

    @property
    def vp_delta(self) -> dict[str, int]:
        """Each player's VP change in the last step, for the scoreboard."""
        return dict(self._last.vp)

    def _moved(self) -> None:
        # A new game or file: nothing this session did led to its position (a game file's
        # history arrives from its start to its current step: not "USA +51" at opening).
        opened = self._steps.restoring or not self._steps.count
        if self._document.board is self._board and not opened:
            return  # a note written, the game saved: the position did not move
        before, self._board = self._board, self._document.board
        if opened:
            found = NO_CHANGES
        elif self._steps.replayed:  # many new steps at once: what the last one did
            found = self._step_changes(self._steps.index)
        else:
            found = changes(before, self._board)
        self._tell(found, held=False)

    def _step_changes(self, index: int) -> Changes:
        step = self._steps.step(index) if index else None
        return changes(step.parent.board, step.board) if step and step.parent else NO_CHANGES

    def hold(self, _index: int = 0) -> None:
        """The user chose a step in the History: show what that step did, and keep it
        shown until the next change."""
        self._tell(self._step_changes(self._steps.index), held=True)

    def _tell(self, found: Changes, held: bool) -> None:
        self._last = found
        self.changed.emit(found, held)
