"""The command layer: one undo step is one QUndoCommand on the step list's stack.

One command swaps two Boards, whatever the operation (Tiled's ChangeValue idea): redo()
makes its step's Board current, undo() the Board before it; structural sharing makes that
one Region's worth. The step itself (its operation, Boards and words) is a node of the
step list (step_list.py), which builds the commands and alone holds the stack; the
Document never sees a command (orange-canvas-core's split): commands only call the
Document's `set_board` and the journal's `log`. The drag of Region tracks is a step whose
moves merge into one; a note edit (NoteCommand) changes no position and is no step.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import overload

from PySide6.QtGui import QUndoCommand

from ..look.plain_text import isolated, names_isolated
from ..rules import Event, MoveRegion, MoveRegions
from ..rules.history.tree import Node, labelled
from ..rules.history.words import move_text, noted, redone, told_again, undone
from .board_document import Document
from .journal import Journal, Said


class MergeId(IntEnum):
    """Commands with the same id may fold into one step (QUndoCommand.mergeWith)."""

    MOVE_REGIONS = 1


class BoardCommand(QUndoCommand):
    """Makes a step's Board current (redo) or its parent's (undo). `events` are what the
    operation did, logged the first time it is done; a step pushed again from the tree
    (the step list making another line current) has none: nothing is played again."""

    def __init__(
        self, document: Document, journal: Journal, node: Node, events: Sequence[Event]
    ) -> None:
        # No words of its own: the step's are its node's, which the step list names.
        super().__init__()
        self.document = document
        self.journal = journal
        self.node = node
        self._events: list[Event] = list(events)
        self._first = True
        self.quiet = is_quiet(node)
        # The comment of the undo or redo line of a replayed file that moves this step,
        # for the Log's line (step_list.py sets it for that one move).
        self.line_note: str | None = None

    def redo(self) -> None:
        self.document.set_board(self.node.board)
        if self.quiet:
            return
        if self._first:
            self._first = False
            self.journal.log(self._events)
        elif self.journal.wants_words:
            moved = step_moved(self.node, back=False, note=self.line_note)
            self.journal.log_moved(moved, lambda: step_told(self.node))

    def undo(self) -> None:
        assert self.node.parent is not None
        self.document.set_board(self.node.parent.board)
        if not self.quiet and self.journal.wants_words:
            moved = step_moved(self.node, back=True, note=self.line_note)
            self.journal.log_moved(moved, lambda: step_told(self.node))


def step_words(node: Node) -> str:
    """A step as the window names it (its History row, Undo and Redo): its words, then its
    note, the names in them and the note isolated (look/plain_text.py)."""
    return noted(_said(node), isolated(node.note) if node.note else None)


def step_label(node: Node) -> str:
    """A step as the Variations dock names it: its name, if it has one, then its words,
    each isolated as in `step_words`."""
    return labelled(isolated(node.name) if node.name else None, _said(node))


def _said(node: Node) -> str:
    """The step's words with the names of the Boards before and after it isolated."""
    boards = (node.board,) if node.parent is None else (node.parent.board, node.board)
    return names_isolated(node.text, *boards)


def is_quiet(node: Node) -> bool:
    """Moving tracks changes no play: the step shows in the History, not in the Log."""
    return isinstance(node.op, MoveRegion | MoveRegions)


def step_moved(node: Node, back: bool, note: str | None = None) -> Event:
    """The Log's line for `node`'s step undone (`back`) or redone; `note` is the comment of
    the undo or redo line of a replayed file that did it."""
    if back:
        return Event("undo", None, undone(node.text), comment=note)
    return Event("redo", None, redone(node.text), comment=note)


def step_told(node: Node) -> list[Event]:
    """What `node`'s step did, beneath its undo or redo line (rules/history/words.py)."""
    assert node.parent is not None
    return told_again(node.parent.board, node.op)


class PassedSteps(Sequence[Said]):
    """The Log's lines of the steps a jump went past, one step each (its undo or redo
    line, then what it did), made when they are read (a short jump's at once, a long
    one's when its line is unfolded): a jump over 5,000 steps makes none."""

    def __init__(self, nodes: Sequence[Node], back: bool) -> None:
        self._nodes = [node for node in nodes if not is_quiet(node)]
        self._back = back

    def __len__(self) -> int:
        return len(self._nodes)

    def _said(self, node: Node) -> Said:
        return Said([step_moved(node, self._back), *step_told(node)])

    @overload
    def __getitem__(self, index: int) -> Said: ...
    @overload
    def __getitem__(self, index: slice) -> list[Said]: ...
    def __getitem__(self, index: int | slice) -> Said | list[Said]:
        if isinstance(index, slice):
            return [self._said(node) for node in self._nodes[index]]
        return self._said(self._nodes[index])


class MoveRegionsCommand(BoardCommand):
    """One drag of one or several Region tracks is one undo step: the moves of a drag
    merge into the first one's step (Tiled's object move), and a drag that ends where it
    began leaves no step."""

    def __init__(self, document: Document, journal: Journal, node: Node, drag: int) -> None:
        super().__init__(document, journal, node, ())
        self.drag = drag

    def id(self) -> int:
        return MergeId.MOVE_REGIONS

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, MoveRegionsCommand) and other.drag == self.drag):
            return False
        assert isinstance(self.node.op, MoveRegions) and isinstance(other.node.op, MoveRegions)
        assert self.node.parent is not None
        before = self.node.parent.board
        positions = dict(self.node.op.positions)
        positions.update(other.node.op.positions)
        self.node.op = MoveRegions(tuple(positions.items()))
        self.node.board = other.node.board
        self.node.text = move_text(before, self.node.op)
        self.setObsolete(
            all(self.node.board.region(r).position == before.region(r).position for r in positions)
        )
        return True


class NoteCommand(QUndoCommand):
    """A step's note written (`after`; None: taken away) over `before`: an undoable edit that
    changes no position, so no step (RULES.md section 7). The step list keeps it on the
    stack above the current step until the history next moves; the notes then stay as they
    are (step_list.py). `text` is the edit's words ("Note on step 2: ...")."""

    def __init__(
        self, journal: Journal, node: Node, before: str | None, after: str | None, text: str
    ) -> None:
        super().__init__(text)
        self.journal = journal
        self.node = node
        self.before, self.after = before, after
        self._first = True

    def redo(self) -> None:
        if self.isObsolete():  # leaving the stack: the note stays as it is
            return
        self.node.note = self.after
        said = self.text() if self._first else redone(self.text())
        self._first = False
        self.journal.log([Event("note", None, said)])

    def undo(self) -> None:
        if self.isObsolete():
            return
        self.node.note = self.before
        self.journal.log([Event("note", None, undone(self.text()))])
