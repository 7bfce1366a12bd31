"""What the last step changed, told to the views whenever the undo index moves.

After a step, an undo, a redo or a jump of the timeline, the change is the Board before the
index moved against the Board after it (rules/changes.py). While the user steps through
the History, the change shown is the one of the step the History has selected: the step
that led to the position on the board, as a chess viewer marks the last move.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from ..rules.history.changes import NO_CHANGES, Changes, changes
from .board_document import Document
from .commands import BoardCommand


class StepChanges(QObject):
    # (Changes, held): held is True while the user steps through the History, whose
    # marks stay; otherwise the marks of a step glow and fade.
    changed = Signal(object, bool)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._board = document.board  # the Board when the index last moved
        self._last: Changes = NO_CHANGES
        document.undo_stack.indexChanged.connect(self._index_moved)
        document.board_replaced.connect(self._board_replaced)

    @property
    def last(self) -> Changes:
        """What the last step changed (NO_CHANGES before any step)."""
        return self._last

    @property
    def vp_delta(self) -> dict[str, int]:
        """Each player's VP change in the last step, for the scoreboard."""
        return dict(self._last.vp)

    def _index_moved(self, _index: int) -> None:
        if not isValid(self._document.undo_stack):
            return  # the stack clears itself as the window closes: no step was taken
        before, self._board = self._board, self._document.board
        self._tell(changes(before, self._board), held=False)

    def _board_replaced(self) -> None:
        # Opening a file or a new game also clears the stack; replacing a Board inside a
        # step (an edit of the Regions) is answered by the index move that follows.
        if self._document.undo_stack.count() == 0:
            self._board = self._document.board
            self._tell(NO_CHANGES, held=False)

    def hold(self, _index: int = 0) -> None:
        """The user chose a step in the History: show what that step did, and keep it
        shown until the next change."""
        stack = self._document.undo_stack
        index = stack.index()
        command = stack.command(index - 1) if index > 0 else None
        found = (
            changes(command.before, command.after)
            if isinstance(command, BoardCommand)
            else NO_CHANGES
        )
        self._tell(found, held=True)

    def _tell(self, found: Changes, held: bool) -> None:
        self._last = found
        self.changed.emit(found, held)
