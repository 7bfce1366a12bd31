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
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from ..rules import Board, MoveRegions, Operation, Outcome
from ..rules.edits import EditOperation
from ..rules.history.tree import Node, Variations
from ..rules.history.words import step_text
from .board_document import Document
from .commands import BoardCommand, MoveRegionsCommand


class StepList(QObject):
    # The line or the current step changed: a step, an undo or redo, a jump, a merged move
    # of a drag, a new line made current, a new game. Views read the list again.
    changed = Signal()

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

    def operations(self) -> list[Operation | EditOperation]:
        """The operations of the steps done, in order."""
        return [node.op for node in self._line[: self.index]]

    # -- taking a step ---------------------------------------------------------------------

    def push(
        self, op: Operation | EditOperation, outcome: Outcome, drag: int | None = None
    ) -> None:
        """Make `outcome` (what `op` does to the current Board, a step) current as one undo
        step; the steps after the current one leave the line (they stay in the tree). The
        moves with the same `drag` merge into one step."""
        before = self.document.board
        index = self._stack.index()
        node = Node(self.tree.current, op, outcome.board, step_text(before, op, outcome))
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

    def undo(self) -> None:
        self._stack.undo()

    def redo(self) -> None:
        self._stack.redo()

    def go_to(self, index: int) -> None:
        """Undo or redo the steps of the line up to step `index` (0: the start)."""
        self._stack.setIndex(max(0, min(self.count, index)))

    def can_undo(self) -> bool:
        return self.index > 0

    def can_redo(self) -> bool:
        return self.index < self.count

    def undo_text(self) -> str:
        return self.text_at(self.index)

    def redo_text(self) -> str:
        return self.text_at(self.index + 1)

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
                stack.setIndex(kept)
                del self._line[kept:]
                for node in wanted[kept:]:  # the first push drops the old steps after `kept`
                    stack.push(BoardCommand(self.document, node, ()))
                    self._line.append(node)
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
        index = self._index = self._stack.index()
        self.tree.current = self._line[index - 1] if index else self.tree.root
        self.changed.emit()

    def _restarted(self) -> None:
        """A new game or file: the history, and the tree, start afresh."""
        self.tree = Variations(self.document.board)
        self._line.clear()
        self._index = 0
        self.changed.emit()

    def restore(self, tree: Variations) -> None:
        """A tree read from a file, whose start is the Document's Board now."""
        self.tree = tree
        self.show_current_line()
