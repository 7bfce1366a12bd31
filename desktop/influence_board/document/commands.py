"""The command layer: one undo step is one QUndoCommand on the Document's stack.

One command swaps two Boards, whatever the operation (Tiled's ChangeValue idea): redo()
makes its step's Board current, undo() the Board before it; structural sharing makes that
one Region's worth. The step itself (its operation, Boards and words) is a node of the
step list (step_list.py), which builds the commands; the Document never sees a command
(orange-canvas-core's split): commands only call `set_board` and `log`. The only other
command is the drag of Region tracks, whose moves merge into one step.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import overload

from PySide6.QtGui import QUndoCommand

from ..rules import Event, MoveRegion, MoveRegions
from ..rules.history.tree import Node
from ..rules.history.words import move_text, noted, redone, undone
from .board_document import Document


class MergeId(IntEnum):
    """Commands with the same id may fold into one step (QUndoCommand.mergeWith)."""

    MOVE_REGIONS = 1


class BoardCommand(QUndoCommand):
    """Makes a step's Board current (redo) or its parent's (undo). `events` are what the
    operation did, logged the first time it is done; a step pushed again from the tree
    (the step list making another line current) has none: nothing is played again."""

    def __init__(self, document: Document, node: Node, events: Sequence[Event]) -> None:
        super().__init__(noted(node.text, node.note))
        self.document = document
        self.node = node
        self._events: list[Event] = list(events)
        self._first = True
        self.quiet = is_quiet(node)
        # The comment of the undo or redo line of a replayed file that moves this step,
        # for the Log's line (step_list.py sets it for that one move).
        self.line_note: str | None = None

    def show_note(self) -> None:
        """The History's row after the step's note changed."""
        self.setText(noted(self.node.text, self.node.note))

    def redo(self) -> None:
        self.document.set_board(self.node.board)
        if self.quiet:
            return
        if self._first:
            self._first = False
            self.document.log(self._events)
        elif self.document.wants_words:
            self.document.log([step_moved(self.node, back=False, note=self.line_note)])

    def undo(self) -> None:
        assert self.node.parent is not None
        self.document.set_board(self.node.parent.board)
        if not self.quiet and self.document.wants_words:
            self.document.log([step_moved(self.node, back=True, note=self.line_note)])


def is_quiet(node: Node) -> bool:
    """Moving tracks changes no play: the step shows in the History, not in the Log."""
    return isinstance(node.op, MoveRegion | MoveRegions)


def step_moved(node: Node, back: bool, note: str | None = None) -> Event:
    """The Log's line for `node`'s step undone (`back`) or redone; `note` is the comment of
    the undo or redo line of a replayed file that did it."""
    if back:
        return Event("undo", None, undone(node.text), comment=note)
    return Event("redo", None, redone(node.text), comment=note)


class PassedSteps(Sequence[list[Event]]):
    """The Log's lines of the steps a jump went past, one step each, made when they are
    read (a double-click on the jump's line): a jump over 5,000 steps makes none."""

    def __init__(self, nodes: Sequence[Node], back: bool) -> None:
        self._nodes = [node for node in nodes if not is_quiet(node)]
        self._back = back

    def __len__(self) -> int:
        return len(self._nodes)

    @overload
    def __getitem__(self, index: int) -> list[Event]: ...
    @overload
    def __getitem__(self, index: slice) -> list[list[Event]]: ...
    def __getitem__(self, index: int | slice) -> list[Event] | list[list[Event]]:
        if isinstance(index, slice):
            return [[step_moved(node, self._back)] for node in self._nodes[index]]
        return [step_moved(self._nodes[index], self._back)]


class MoveRegionsCommand(BoardCommand):
    """One drag of one or several Region tracks is one undo step: the moves of a drag
    merge into the first one's step (Tiled's object move), and a drag that ends where it
    began leaves no step."""

    def __init__(self, document: Document, node: Node, drag: int) -> None:
        super().__init__(document, node, ())
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
        self.show_note()
        self.setObsolete(
            all(self.node.board.region(r).position == before.region(r).position for r in positions)
        )
        return True
