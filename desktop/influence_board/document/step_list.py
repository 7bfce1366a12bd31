"""The steps of the game as data, beside the Document: what the history is, in one place.

Every step ever taken is a node of the variation tree (rules/history/tree.py): its
operation, the Board after it (the Board before it is its parent's), its words
(rules/history/words.py) and its name. The line is the steps from the start to the current
one, then those that redo would do again (after choosing a step in the tree: its main
line): one path down the tree, exactly the steps the undo stack holds, in order, with the
stack's index at the current step. The undo stack is only the command layer that
makes a step current again (undo, redo, a jump); Comparison, the step marks, Export
Operations and the variation tree ask this list, never the stack's commands.

Each command holds its node. Pushing makes a node for the operation (reusing the child that
the same operation already led to, so playing a step again is not a new variation); the
moves of one drag merge into one node; undo and redo move the current node. Making another
node current (Variations) rebuilds the stack's commands from the stored Boards: nothing is
replayed.

The list also is the history engine's History for File > Replay Operations
(rules/history/engine.py), so that the window steps an operation file as `replay` does.

A step's note (an operation line's "comment", or written in the History) lives on its node.
Editing it is an undoable edit that changes no position: it is kept here, not on the undo
stack (a command pushed there would drop the steps that redo would do again). Undo takes
back the note edits made since the last move through the history, before any step; once a
step is taken, undone or redone, the notes stay as they are.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from shiboken6 import isValid

from ..rules import Board, Event, MoveRegions, Operation, Outcome
from ..rules.collector import collector_paused
from ..rules.history.tree import Node, Variations
from ..rules.history.words import jumped, note_edit_text, redone, step_text, undone
from .board_document import Document
from .commands import BoardCommand, MoveRegionsCommand, PassedSteps

if TYPE_CHECKING:  # the editing operations' 17 classes load after the board is drawn
    from ..rules.edits import EditOperation


@dataclass(frozen=True, slots=True)
class NoteEdit:
    """A step's note changed from `before` to `after` (None: no note)."""

    node: Node
    before: str | None
    after: str | None


class StepList(QObject):
    # The line or the current step changed: a step, an undo or redo, a jump, a merged move
    # of a drag, a new line made current, a new game. Views read the list again.
    changed = Signal()
    note_changed = Signal(object)  # the Node whose note was written (saved files follow)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._stack = document.undo_stack
        self.tree = Variations(document.board)
        self._line: list[Node] = []  # the nodes of the stack's commands, in order
        # The stack's index when the list last followed it: the stack moves first and tells
        # the others (its clean state, say) before the list has caught up.
        self._index = 0
        self._quiet = False  # the list moves the stack itself: its signals are not news
        self.restoring = False  # a tree read from a file is coming in (`restore`)
        self._batching = False  # many steps told as one (`batch`)
        self.replayed = False  # `changed` ends a batch of new steps: the last is the news
        # How many steps at the start of the line are as the views last read them (`kept`).
        self._kept = 0
        self._notes_done: list[NoteEdit] = []  # note edits Undo would take back, last last
        self._notes_undone: list[NoteEdit] = []
        self._stack.indexChanged.connect(self._index_moved)
        document.restarted.connect(self._restarted)

    # -- what the history is ------------------------------------------------------------------

    @property
    def index(self) -> int:
        """Steps done: 0 at the start, `count` after the last step of the line."""
        return self._index

    @property
    def count(self) -> int:
        return len(self._line)

    def step(self, index: int) -> Node:
        """The node of step `index` of the line (1 is the first step)."""
        return self._line[index - 1]

    def board_at(self, index: int) -> Board:
        """The Board after `index` steps of the line (0: the start)."""
        return self.tree.root.board if index == 0 else self._line[index - 1].board

    def text_at(self, index: int) -> str:
        """Step `index`'s words (1 is the first step)."""
        return self._line[index - 1].text

    def steps_from(self, index: int) -> list[Node]:
        """The nodes of the line's steps after the first `index`."""
        return self._line[index:]

    @property
    def kept(self) -> int:
        """How many steps at the start of the line are the same nodes, with the same words,
        as at the last `changed` (so a view redraws only the rows after them)."""
        return self._kept

    def _line_changes_from(self, index: int) -> None:
        self._kept = min(self._kept, index)

    def operations(self) -> list[Operation | EditOperation]:
        """The operations of the steps done, in order."""
        return [node.op for node in self._line[: self.index]]

    # -- taking a step ---------------------------------------------------------------------

    def push(
        self,
        op: Operation | EditOperation,
        outcome: Outcome,
        note: str | None = None,
        drag: int | None = None,
    ) -> None:
        """Make `outcome` (what `op` does to the current Board, a step) current as one undo
        step; the steps after the current one leave the line (they stay in the tree). The
        moves with the same `drag` merge into one step. `note` is the step's note."""
        before = self.document.board
        index = self._stack.index()
        text = step_text(before, op, outcome)
        node = Node(self.tree.current, op, outcome.board, text, note=note or None)
        command: BoardCommand
        if drag is None:
            command = BoardCommand(self.document, node, outcome.events)
        else:
            assert isinstance(op, MoveRegions)
            command = MoveRegionsCommand(self.document, node, drag)
        self._quiet = True
        try:
            self._stack.push(command)
        finally:
            self._quiet = False
        del self._line[index:]
        after = self._stack.index()
        self._line_changes_from(index if after == index + 1 else index - 1)
        if after == index + 1:  # a new step (not merged into the one before)
            # A drag's first move must not land on an existing step: its later moves merge
            # into the node, and so change it.
            command.node = self.tree.adopt(node, reuse=drag is None)
            self._line.append(command.node)
        elif after == index - 1:  # a drag that ended where it began: no step after all
            gone = self._line.pop()
            self.tree.current = gone.parent or self.tree.root
            self.tree.drop_leaf(gone)
        self._moved()

    # -- the history engine's History ---------------------------------------------------------

    @property
    def board(self) -> Board:
        return self.document.board

    def undo(self, note: str | None = None) -> None:
        """Take back the last note edit, or else the last step. `note` is the comment of
        the undo line of a replayed file, for the Log."""
        if self._notes_done:
            edit = self._notes_done.pop()
            self._notes_undone.append(edit)
            self._write_note(edit.node, edit.before, undone(self._note_edit_text(edit)))
            return
        self._move_stack(self._stack.index() - 1, self._stack.undo, note)

    def redo(self, note: str | None = None) -> None:
        if self._notes_undone:
            edit = self._notes_undone.pop()
            self._notes_done.append(edit)
            self._write_note(edit.node, edit.after, redone(self._note_edit_text(edit)))
            return
        self._move_stack(self._stack.index(), self._stack.redo, note)

    def _move_stack(self, command_index: int, move, note: str | None) -> None:
        command = self._stack.command(command_index) if note else None
        if isinstance(command, BoardCommand):
            command.line_note = note
        try:
            move()
        finally:
            if isinstance(command, BoardCommand):
                command.line_note = None

    def go_to(self, index: int) -> None:
        """Undo or redo the steps of the line up to step `index` (0: the start). A jump of
        more than one step is one change for the views and one line for the Log."""
        target = max(0, min(self.count, index))
        span = target - self.index
        if abs(span) <= 1:
            self._stack.setIndex(target)
            return
        # The steps passed make no words: the Log's line makes them if they are read.
        passed = (
            self._line[target : self.index][::-1] if span < 0 else self._line[self.index : target]
        )
        with self.batch(words=False):
            self._stack.setIndex(target)
        words = jumped(span, target, self.text_at(target) if target else "")
        details = PassedSteps(passed, back=span < 0)
        self.document.log_summary(
            Event("undo" if span < 0 else "redo", None, words), details, len(details)
        )

    @contextmanager
    def batch(self, pushing: bool = False, words: bool = True) -> Iterator[list[list[Event]]]:
        """Many steps in a row (a jump, a replay) told as one: the Document's one change
        from the Board before to the Board after, then one `changed`, however many steps
        went by. The list itself follows every step; what they would have logged is
        collected in the list given. `pushing`: new steps are coming (a replay), not a
        move along the line (`replayed` says so at the batch's `changed`). `words`: as the
        Document's `batch`."""
        if self._batching:
            with self.document.batch() as logged:
                yield logged
            return
        self._batching = True
        try:
            with self.document.batch(words) as logged:
                yield logged
        finally:
            self._batching = False
            self.replayed = pushing
            try:
                self._moved()
            finally:
                self.replayed = False

    def can_undo(self) -> bool:
        return bool(self._notes_done) or self.index > 0

    def can_redo(self) -> bool:
        return bool(self._notes_undone) or self.index < self.count

    def undo_text(self) -> str:
        if self._notes_done:
            return self._note_edit_text(self._notes_done[-1])
        return self.text_at(self.index)

    def redo_text(self) -> str:
        if self._notes_undone:
            return self._note_edit_text(self._notes_undone[-1])
        return self.text_at(self.index + 1)

    # -- notes on steps ------------------------------------------------------------------------

    def note_at(self, index: int) -> str | None:
        """Step `index`'s note (1 is the first step)."""
        return self._line[index - 1].note

    def set_note(self, index: int, note: str) -> str | None:
        """Write step `index`'s note (empty: take it away) as one undoable edit. The
        reason it cannot be, or None."""
        if not 1 <= index <= self.count:
            return QCoreApplication.translate("StepList", "there is no such step")
        node = self._line[index - 1]
        before = node.note
        refusal = self.tree.set_note(node, note)
        if refusal is not None:
            return refusal
        after, node.note = node.note, before
        if after == before:
            return None
        edit = NoteEdit(node, before, after)
        self._notes_done.append(edit)
        self._notes_undone.clear()
        self._write_note(node, after, self._note_edit_text(edit))
        return None

    def _note_edit_text(self, edit: NoteEdit) -> str:
        index = self._line.index(edit.node) + 1 if edit.node in self._line else 0
        return note_edit_text(index, edit.after)

    def _write_note(self, node: Node, note: str | None, said: str) -> None:
        node.note = note
        for i in range(self._stack.count()):
            command = self._stack.command(i)
            if isinstance(command, BoardCommand) and command.node is node:
                command.show_note()
        self.document.mark_modified()
        self.document.log([Event("note", None, said)])
        self.note_changed.emit(node)
        self._tell_changed()

    # -- making another line current ---------------------------------------------------------

    def show_current_line(self) -> None:
        """The stack from the stored Boards after the tree's current node changed (chosen,
        or its line promoted or pruned): the current line, then its main line, with the
        index at the current node. The commands it already holds from the start stay; the
        rest are pushed anew, with no events (nothing is played again). The Document
        announces one change, from the Board before to the current one."""
        tree, stack = self.tree, self._stack
        line = tree.current_line()
        wanted = [*line, *tree.current.main_line()]
        kept = 0
        while kept < min(len(self._line), len(wanted)) and self._line[kept] is wanted[kept]:
            kept += 1
        self._quiet = True
        self._index = 0  # until the stack is rebuilt: the steps after `kept` are going
        try:
            with self.document.batch():
                if kept == len(wanted) < len(self._line):
                    # Steps past the line to drop and none to push (a push would drop
                    # them): start afresh, and an emptied stack is not a saved game.
                    stack.clear()
                    stack.resetClean()
                    self.document.set_board(tree.root.board)
                    kept = 0
                self._line_changes_from(kept)
                stack.setIndex(kept)
                del self._line[kept:]
                # The first push drops the old steps after `kept`. The list follows none
                # of these moves, and no one else listens to the stack (the Document's
                # batch tells whether the game is saved).
                blocked = stack.blockSignals(True)
                try:
                    for node in wanted[kept:]:
                        stack.push(BoardCommand(self.document, node, ()))
                        self._line.append(node)
                finally:
                    stack.blockSignals(blocked)
                stack.setIndex(len(line))
        finally:
            self._quiet = False
        self._moved()

    # -- following the stack ----------------------------------------------------------------

    def _index_moved(self, _index: int) -> None:
        if self._quiet or not isValid(self._stack):
            return  # the list's own work, or a closing window's stack emptying itself
        self._moved()

    def _moved(self) -> None:
        # A step taken, undone or redone: the note edits before it are no longer undone.
        self._notes_done.clear()
        self._notes_undone.clear()
        index = self._index = self._stack.index()
        self.tree.current = self._line[index - 1] if index else self.tree.root
        if not self._batching:  # a batch tells its views once, at its end
            self._tell_changed()

    def _tell_changed(self) -> None:
        self.changed.emit()
        self._kept = len(self._line)

    def _restarted(self) -> None:
        """A new game or file: the history, and the tree, start afresh."""
        self.tree = Variations(self.document.board)
        self._line.clear()
        self._notes_done.clear()
        self._notes_undone.clear()
        self._index = 0
        self._kept = 0
        self._tell_changed()

    def restore(self, tree: Variations) -> None:
        """A tree read from a file, whose start is the Document's Board now."""
        self.tree = tree
        self.restoring = True  # its steps were played elsewhere: told as no change
        try:
            with collector_paused():  # a command for each step: all of them stay
                self.show_current_line()
        finally:
            self.restoring = False
