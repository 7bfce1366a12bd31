"""The game's history, in one place: its steps as data, the current step, the notes, whether
the game is saved, and the undo stack that moves through them (the list's alone).

Every step ever taken is a node of the variation tree (rules/history/tree.py): its
operation, the Board after it (the Board before it is its parent's), its words
(rules/history/words.py) and its name. The line is the steps from the start to the current
one, then those that redo would do again (after choosing a step in the tree: its main
line): one path down the tree. The undo stack is only the command layer that makes a step
current again; nobody else holds it, so every step, undo, redo, jump and note edit goes
through this list, which tells `changed` once it has caught up. Comparison, the step marks,
Export Operations and the variation tree ask this list, never the stack's commands. The
game is saved when the stack is at its clean index (`is_modified`).

Each command holds its node. Pushing makes a node for the operation (reusing the child that
the same operation already led to, so playing a step again is not a new variation); the
moves of one drag merge into one node; undo and redo move the current node. Making another
node current (Variations) rebuilds the stack's commands from the stored Boards: nothing is
replayed.

The list also is the history engine's History for File > Replay Operations
(rules/history/engine.py), so that the window steps an operation file as `replay` does.

A step's note (an operation line's "comment", or written in the History) lives on its node.
Editing it is an undoable edit that changes no position, so no step (RULES.md section 7):
its command (commands.py NoteCommand) sits on the stack above the current step, and the
steps that redo would do again stay in the line (off the stack meanwhile). Undo takes back
the note edits made since the last move through the history, before any step; once a step
is taken, undone or redone, the edits leave the stack and the notes stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from ..collector import collector_paused
from ..look.plain_text import isolated
from ..rules import Board, Event, MoveRegions, Operation, Outcome
from ..rules.history.tree import Node, Variations
from ..rules.history.words import jumped, note_edit_text, step_text
from .board_document import Document
from .commands import BoardCommand, MoveRegionsCommand, NoteCommand, PassedSteps
from .journal import Journal

if TYPE_CHECKING:  # the editing operations' 17 classes load after the board is drawn
    from ..rules.edit_operations import EditOperation


SHORT_JUMP = 10  # steps: a jump past more is one folded line in the Log


class StepList(QObject):
    # The history changed, and the list has caught up: a step, an undo or redo, a jump, a
    # merged move of a drag, a new line made current, a new game, a note edit, or whether
    # the game is saved. Views read the list again (`kept`: the steps as they were).
    changed = Signal()
    note_changed = Signal(object)  # the Node whose note was written (before `changed`)
    # Saved or not changed with no move of the history (a save, a restored autosave, a
    # variation renamed): the views of the history have nothing to rebuild.
    saved_changed = Signal()

    def __init__(self, document: Document, journal: Journal, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.journal = journal  # where the steps' lines go
        self._stack = QUndoStack(self)
        self.tree = Variations(document.board)
        self._line: list[Node] = []  # the steps of the line, in order
        self._index = 0  # steps done; the stack's index but for the note edits done
        self.restoring = False  # a tree read from a file is coming in (`restore`)
        self._batching = False  # many steps told as one (`batch`)
        self.replayed = False  # `changed` ends a batch of new steps: the last is the news
        # How many steps at the start of the line are as the views last read them (`kept`).
        self._kept = 0
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

    # -- saved or not -------------------------------------------------------------------------

    def is_modified(self) -> bool:
        """Whether the game has changes its file does not hold: the stack is off the index
        where it was last saved (a step, or a note edit, away from it)."""
        return not self._stack.isClean()

    def mark_saved(self) -> None:
        """The game as it is now is what its file holds."""
        self._mark(self._stack.setClean)

    def mark_modified(self) -> None:
        """Unsaved although no step was taken (a restored autosave, a variation renamed):
        unsaved until the next save, whatever undo does."""
        self._mark(self._stack.resetClean)

    def _mark(self, mark: Callable[[], None]) -> None:
        was = self.is_modified()
        mark()
        if self.is_modified() != was and not self._batching:
            self.saved_changed.emit()

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
        self._drop_note_edits(keep_redo=False)  # the steps redo would do are going anyway
        before = self.document.board
        index = self._index
        text = step_text(before, op, outcome)
        node = Node(self.tree.current, op, outcome.board, text, note=note or None)
        command: BoardCommand
        if drag is None:
            command = BoardCommand(self.document, self.journal, node, outcome.events)
        else:
            assert isinstance(op, MoveRegions)
            command = MoveRegionsCommand(self.document, self.journal, node, drag)
        self._stack.push(command)
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
        if self._stack.index() > self._index:
            self._move_note(self._stack.index() - 1, self._stack.undo)
        elif self._index > 0:
            self._drop_note_edits()
            self._move_stack(self._index - 1, self._stack.undo, note)

    def redo(self, note: str | None = None) -> None:
        if self._note_to_redo():
            self._move_note(self._stack.index(), self._stack.redo)
        elif self._index < self.count:
            self._drop_note_edits()
            self._move_stack(self._index, self._stack.redo, note)

    def _move_stack(self, command_index: int, move: Callable[[], None], note: str | None) -> None:
        command = self._stack.command(command_index) if note else None
        if isinstance(command, BoardCommand):
            command.line_note = note
        try:
            move()
        finally:
            if isinstance(command, BoardCommand):
                command.line_note = None
        self._moved()

    def go_to(self, index: int) -> None:
        """Undo or redo the steps of the line up to step `index` (0: the start). A jump of
        more than one step is one change for the views and one line for the Log."""
        target = max(0, min(self.count, index))
        span = target - self.index
        if span == 0:
            return
        self._drop_note_edits()
        if abs(span) == 1:
            self._stack.setIndex(target)
            self._moved()
            return
        # The steps passed make no words: the Log's line makes them if they are read.
        passed = (
            self._line[target : self.index][::-1] if span < 0 else self._line[self.index : target]
        )
        with self.batch(words=False):
            self._stack.setIndex(target)
        words = jumped(span, target, self.text_at(target) if target else "")
        details = PassedSteps(passed, back=span < 0)
        # A short jump's lines are made and counted now (the Log shows them beneath its
        # line); a long one's only if its line is unfolded.
        short = len(details) <= SHORT_JUMP
        summary = Event("undo" if span < 0 else "redo", None, words)
        if short:
            self.journal.log_summary(summary, list(details))
        else:
            self.journal.log_summary(summary, details, -1)

    @contextmanager
    def batch(self, pushing: bool = False, words: bool = True) -> Iterator[list[list[Event]]]:
        """Many steps in a row (a jump, a replay) told as one: the Document's one change
        from the Board before to the Board after, then one `changed`, however many steps
        went by. The list itself follows every step; what they would have logged is
        collected in the list given. `pushing`: new steps are coming (a replay), not a
        move along the line (`replayed` says so at the batch's `changed`). `words`: as the
        journal's `held`."""
        if self._batching:
            with self.journal.held() as logged:
                yield logged
            return
        self._batching = True
        try:
            with self.document.batch(), self.journal.held(words) as logged:
                yield logged
        finally:
            self._batching = False
            self.replayed = pushing
            try:
                self._moved()
            finally:
                self.replayed = False

    def can_undo(self) -> bool:
        return self._stack.canUndo()

    def can_redo(self) -> bool:
        return self._note_to_redo() or self.index < self.count

    def undo_text(self) -> str:
        if self._stack.index() > self._index:
            return self._stack.undoText()
        return self.text_at(self.index)

    def redo_text(self) -> str:
        if self._note_to_redo():
            return self._stack.redoText()
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
        text = note_edit_text(index, isolated(after) if after else None)
        # Above the current step: the note edits undone go, and so do the steps that redo
        # would do again, from the stack only (the line keeps them: `_drop_note_edits`).
        self._stack.push(NoteCommand(self.journal, node, before, after, text))
        self._tell_note(node)
        return None

    def _note_to_redo(self) -> bool:
        """Whether redo would do a note edit again (one undone since the history moved)."""
        stack = self._stack
        return stack.canRedo() and isinstance(stack.command(stack.index()), NoteCommand)

    def _move_note(self, command_index: int, move: Callable[[], None]) -> None:
        command = self._stack.command(command_index)
        assert isinstance(command, NoteCommand)
        move()
        self._tell_note(command.node)

    def _tell_note(self, node: Node) -> None:
        self.note_changed.emit(node)
        self._tell_changed()

    def _drop_note_edits(self, keep_redo: bool = True) -> None:
        """The history moves on: the note edits since it last moved leave the stack (their
        notes stay as they are, no longer undoable) and the steps that redo would do again
        come back on it from the line (unless a step is pushed: `keep_redo`)."""
        stack, index = self._stack, self._index
        if not (index < stack.count() and isinstance(stack.command(index), NoteCommand)):
            return
        saved, edited = stack.isClean(), stack.index() > index
        for i in range(index, stack.count()):
            stack.command(i).setObsolete(True)  # NoteCommand: undo and redo do nothing now
        stack.setIndex(index)  # the edits done leave the stack
        while stack.count() > index:
            stack.redo()  # an obsolete edit undone leaves the stack, which stays put
        if keep_redo and index < self.count:
            with self._quietly():
                self._push_again(self._line[index:])
                stack.setIndex(index)
        if saved:  # the notes as they are were saved: they still are
            stack.setClean()
        elif edited:  # notes differ from those of the file, wherever the stack goes
            stack.resetClean()

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Moves of the stack that say nothing: one change for the Document, no line."""
        with self.document.batch(), self.journal.held(words=False):
            yield

    def _push_again(self, nodes: Iterable[Node]) -> None:
        """Commands for steps taken before, with no events: nothing is played again."""
        for node in nodes:
            self._stack.push(BoardCommand(self.document, self.journal, node, ()))

    # -- making another line current ---------------------------------------------------------

    def show_current_line(self) -> None:
        """The stack from the stored Boards after the tree's current node changed (chosen,
        or its line promoted or pruned): the current line, then its main line, with the
        index at the current node. The commands it already holds from the start stay; the
        rest are pushed anew, with no events (nothing is played again). The Document
        announces one change, from the Board before to the current one."""
        self._drop_note_edits()
        tree, stack = self.tree, self._stack
        line = tree.current_line()
        wanted = [*line, *tree.current.main_line()]
        kept = 0
        while kept < min(len(self._line), len(wanted)) and self._line[kept] is wanted[kept]:
            kept += 1
        with self._quietly():
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
            # The first push drops the old steps after `kept`.
            self._push_again(wanted[kept:])
            self._line.extend(wanted[kept:])
            stack.setIndex(len(line))
        self._moved()

    # -- telling the views ------------------------------------------------------------------

    def _moved(self) -> None:
        index = self._index = self._stack.index()
        self.tree.current = self._line[index - 1] if index else self.tree.root
        if not self._batching:  # a batch tells its views once, at its end
            self._tell_changed()

    def _tell_changed(self) -> None:
        self.changed.emit()
        self._kept = len(self._line)

    def _restarted(self) -> None:
        """A new game or file: the history, and the tree, start afresh, as saved."""
        self._stack.clear()
        self.tree = Variations(self.document.board)
        self._line.clear()
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
