"""The game's history, in one place: its steps as data, the current step, the notes, whether
the game is saved, and the moves through them (undo, redo, jumps).

Every step ever taken is a node of the variation tree (rules/history/tree.py): its
operation, the Board after it (the Board before it is its parent's), its words
(rules/history/words.py, made when first read) and its name. The line is the steps from
the start to the current one, then those that redo would do again (after choosing a step
in the tree: its main line): one path down the tree. The history is that line and an
index into it: undo, redo and a jump move the index and make the Board after it current,
whatever the number of steps passed (nothing is replayed). A step keeps its node alone: no
undo command per step (a Qt one took 550 bytes, twice what the node and its Board take,
and a jump called each of those it passed). Every step, undo, redo, jump and note edit
goes through this list, which tells `changed` once it has caught up. Comparison, the step
marks, Export Operations and the variation tree ask this list.

Pushing makes a node for the operation (reusing the child that the same operation already
led to, so playing a step again is not a new variation); the moves of one drag merge into
one node; undo and redo move the current node. Making another node current (Variations)
makes its line the line, from the stored Boards.

The list also is the history engine's History for File > Replay Operations
(rules/history/engine.py), so that the window steps an operation file as `replay` does.

A step's note (an operation line's "comment", or written in the History) lives on its node.
Editing it is an undoable edit that changes no position, so no step (RULES.md section 7):
its edit (commands.py NoteEdit) sits above the current step, and the steps that redo
would do again stay in the line. Undo takes back the note edits made since the last move
through the history, before any step; once a step is taken, undone or redone, the edits
can no longer be undone and the notes stay as they are.

The game is saved at a place of the history (`_place`: the steps done, then the note edits
done above them), as an undo stack's clean index: undo and redo leave it and come back to
it; what a new step or edit drops from above the place where it is made (the steps redo
would do again, the edits undone) takes a save there with it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..look.plain_text import isolated
from ..rules import Board, Event, MoveRegions, Operation, Outcome
from ..rules.history.tree import Node, Variations
from ..rules.history.words import jumped, move_text, note_edit_text
from .board_document import Document
from .commands import NoteEdit, PassedSteps, is_quiet, step_moved, step_told
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
        self.tree = Variations(document.board)
        self._line: list[Node] = []  # the steps of the line, in order
        self._index = 0  # steps done
        # The note edits since the history last moved, above the current step, and how
        # many of them are done (the others undone, for redo).
        self._edits: list[NoteEdit] = []
        self._edits_done = 0
        self._saved: int | None = 0  # the place where the game is saved; None: nowhere
        # A drag and the step its first move made: its later moves merge into that step
        # while it is the current one.
        self._dragged: tuple[int, Node] | None = None
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

    def _place(self) -> int:
        """Where the history is: the steps done, then the note edits done above them."""
        return self._index + self._edits_done

    def _drop_saved_above(self, place: int) -> None:
        """What was above `place` is gone: a game saved there is saved nowhere now."""
        if self._saved is not None and self._saved > place:
            self._saved = None

    def is_modified(self) -> bool:
        """Whether the game has changes its file does not hold: the history is off the
        place where it was last saved (a step, or a note edit, away from it)."""
        return self._saved != self._place()

    def mark_saved(self) -> None:
        """The game as it is now is what its file holds."""
        self._mark(self._place())

    def mark_modified(self) -> None:
        """Unsaved although no step was taken (a restored autosave, a variation renamed):
        unsaved until the next save, whatever undo does."""
        self._mark(None)

    def _mark(self, saved: int | None) -> None:
        was = self.is_modified()
        self._saved = saved
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
        self._drop_note_edits()
        index = self._index
        self.document.set_board(outcome.board)
        del self._line[index:]  # the steps redo would do again leave the line
        self._line_changes_from(index)
        self._drop_saved_above(index)
        # A saved step stays as its file has it: the drag's next move is a step of its own.
        if drag is not None and self._dragged == (drag, self.tree.current) and index != self._saved:
            self._merge(op, outcome)
            return
        node = Node(self.tree.current, op, outcome.board, note=note or None)
        if not is_quiet(node):
            self.journal.log(list(outcome.events))
        # A drag's first move must not land on an existing step: its later moves merge
        # into the node, and so change it.
        node = self.tree.adopt(node, reuse=drag is None)
        self._line.append(node)
        self._index = index + 1
        self._dragged = None if drag is None else (drag, node)
        self._moved()

    def _merge(self, op: Operation | EditOperation, outcome: Outcome) -> None:
        """A mouse move of the drag whose step is the current one: the step holds the
        drag's every position so far, and a drag back where it began is no step after all."""
        node, index = self.tree.current, self._index
        assert isinstance(node.op, MoveRegions) and isinstance(op, MoveRegions)
        assert node.parent is not None
        before = node.parent.board
        positions = dict(node.op.positions)
        positions.update(op.positions)
        node.op = MoveRegions(tuple(positions.items()))
        node.board = outcome.board
        node.text = move_text(before, node.op)
        self._line_changes_from(index - 1)
        if all(node.board.region(r).position == before.region(r).position for r in positions):
            self._line.pop()
            self._index = index - 1
            self._dragged = None
            self.tree.current = node.parent
            self.tree.drop_leaf(node)
        self._moved()

    # -- the history engine's History ---------------------------------------------------------

    @property
    def board(self) -> Board:
        return self.document.board

    def undo(self, note: str | None = None) -> None:
        """Take back the last note edit, or else the last step. `note` is the comment of
        the undo line of a replayed file, for the Log."""
        if self._edits_done:
            self._edits_done -= 1
            edit = self._edits[self._edits_done]
            edit.undo(self.journal)
            self._tell_note(edit.node)
        elif self._index > 0:
            self._drop_note_edits()
            self._step(back=True, note=note)

    def redo(self, note: str | None = None) -> None:
        if self._note_to_redo():
            edit = self._edits[self._edits_done]
            self._edits_done += 1
            edit.redo(self.journal, again=True)
            self._tell_note(edit.node)
        elif self._index < self.count:
            self._drop_note_edits()
            self._step(back=False, note=note)

    def _step(self, back: bool, note: str | None) -> None:
        """One step back (undo) or forward (redo) along the line, with its Log line (and
        beneath it, if read, what the step did); `note`: the replayed line's comment."""
        node = self._line[self._index - 1] if back else self._line[self._index]
        self._index += -1 if back else 1
        self.document.set_board(self.board_at(self._index))
        if not is_quiet(node):
            self.journal.log_moved(step_moved(node, back, note), lambda: step_told(node))
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
            self._step(back=span < 0, note=None)
            return
        # The steps passed make no words: the Log's line makes them if they are read.
        passed = (
            self._line[target : self.index][::-1] if span < 0 else self._line[self.index : target]
        )
        self._index = target
        self.document.set_board(self.board_at(target))  # from the stored Boards: one change
        self._moved()
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
    def batch(self, pushing: bool = False) -> Iterator[list[list[Event]]]:
        """Many steps in a row (a replay, a line shown and the game unsaved) told as one:
        the Document's one change from the Board before to the Board after, then one
        `changed`, however many steps went by. The list itself follows every step; what
        they would have logged is collected in the list given. `pushing`: new steps are
        coming (a replay), not a move along the line (`replayed` says so at the batch's
        `changed`)."""
        if self._batching:
            with self.journal.held() as logged:
                yield logged
            return
        self._batching = True
        try:
            with self.document.batch(), self.journal.held() as logged:
                yield logged
        finally:
            self._batching = False
            self.replayed = pushing
            try:
                self._moved()
            finally:
                self.replayed = False

    def can_undo(self) -> bool:
        return self._place() > 0

    def can_redo(self) -> bool:
        return self._note_to_redo() or self.index < self.count

    def undo_text(self) -> str:
        if self._edits_done:
            return self._edits[self._edits_done - 1].text
        return self.text_at(self.index)

    def redo_text(self) -> str:
        if self._note_to_redo():
            return self._edits[self._edits_done].text
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
        # Above the current step: the note edits undone go (and a save among them).
        place = self._place()
        del self._edits[self._edits_done :]
        self._drop_saved_above(place)
        edit = NoteEdit(node, before, after, text)
        self._edits.append(edit)
        self._edits_done += 1
        edit.redo(self.journal, again=False)
        self._tell_note(node)
        return None

    def _note_to_redo(self) -> bool:
        """Whether redo would do a note edit again (one undone since the history moved)."""
        return self._edits_done < len(self._edits)

    def _tell_note(self, node: Node) -> None:
        self.note_changed.emit(node)
        self._tell_changed()

    def _drop_note_edits(self) -> None:
        """The history moves on: the note edits since it last moved can be undone no more
        (their notes stay as they are), and a save among them stays or goes with them."""
        if not self._edits:
            return
        if self._saved == self._place():  # the notes as they are were saved: they still are
            self._saved = self._index
        elif self._edits_done:  # notes differ from those of the file, wherever it goes
            self._saved = None
        else:  # the edits undone go, and a save among them
            self._drop_saved_above(self._index)
        self._edits.clear()
        self._edits_done = 0

    # -- making another line current ---------------------------------------------------------

    def show_current_line(self) -> None:
        """The line after the tree's current node changed (chosen, or its line promoted or
        pruned): the current line, then its main line, with the index at the current node,
        from the stored Boards. The Document announces one change, from the Board before
        to the current one."""
        self._drop_note_edits()
        line = self.tree.current_line()
        wanted = [*line, *self.tree.current.main_line()]
        kept = 0
        while kept < min(len(self._line), len(wanted)) and self._line[kept] is wanted[kept]:
            kept += 1
        self._drop_saved_above(kept)  # the steps after `kept` leave the line
        self._line_changes_from(kept)
        del self._line[kept:]
        self._line.extend(wanted[kept:])
        self._index = len(line)
        self.document.set_board(self.board_at(self._index))
        self._moved()

    # -- telling the views ------------------------------------------------------------------

    def _moved(self) -> None:
        index = self._index
        self.tree.current = self._line[index - 1] if index else self.tree.root
        if not self._batching:  # a batch tells its views once, at its end
            self._tell_changed()

    def _tell_changed(self) -> None:
        self.changed.emit()
        self._kept = len(self._line)

    def _restarted(self) -> None:
        """A new game or file: the history, and the tree, start afresh, as saved."""
        self.tree = Variations(self.document.board)
        self._line.clear()
        self._index = 0
        self._edits.clear()
        self._edits_done = 0
        self._saved = 0
        self._dragged = None
        self._kept = 0
        self._tell_changed()

    def restore(self, tree: Variations) -> None:
        """A tree read from a file, whose start is the Document's Board now."""
        self.tree = tree
        self.restoring = True  # its steps were played elsewhere: told as no change
        try:
            self.show_current_line()
        finally:
            self.restoring = False
