"""The window's variations: rules/variations.py's tree, kept in step with the undo stack.

The undo stack stays the command layer of the current line: it holds the steps from the
start to the current node and the main line after it. This object watches the stack: a
command it has not seen is a new step, a child of the node of the command before it (so
a step taken after Undo becomes a variation instead of being lost); an index change moves
the current node. Choosing a node, promoting or deleting a variation rebuilds the stack
from the stored Boards with BoardCommand: nothing is replayed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from ..rules import Board, MoveRegions, Outcome
from ..rules.history.tree import Node, Variations
from .board_document import Document
from .commands import BoardCommand, MoveRegionsCommand, move_text, step_text


def describe(board: Board, op: Any, outcome: Outcome) -> str:
    """A step's words, as the Game names its commands."""
    return move_text(board, op) if isinstance(op, MoveRegions) else step_text(board, op, outcome)


class GameVariations(QObject):
    changed = Signal()  # the tree, its current node or a name changed: views redraw
    renamed = Signal()  # a name changed: no step, but unsaved work all the same
    refused = Signal(str)  # why a promote, rename or delete was not done

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.stack = document.undo_stack
        self.tree = Variations(document.board)
        self._count = 0  # commands on the stack when last seen
        self._rebuilding = False
        self.stack.indexChanged.connect(self._index_changed)
        document.board_replaced.connect(self._board_replaced)

    # -- watching the stack -------------------------------------------------------------------

    def _node_of(self, index: int) -> Node:
        """The node of the command at `index` (recording it when it is new)."""
        if index < 0:
            return self.tree.root
        command = self.stack.command(index)
        node: Node | None = getattr(command, "variation", None)
        if node is None:
            parent = self._node_of(index - 1) if index else self.tree.root
            # A drag's first move must not land on an existing step: its later moves merge
            # into the command, and so change the node.
            fresh = isinstance(command, MoveRegionsCommand)
            node = self.tree.step(
                parent, command.op, command.after, command.text(), reuse=not fresh
            )
            command.variation = node
        elif node.board is not command.after:  # a drag's moves merged into the command
            node.op, node.board, node.text = command.op, command.after, command.text()
        return node

    def _index_changed(self, index: int) -> None:
        if self._rebuilding or not isValid(self.stack):
            return  # a closing window's stack empties itself as it goes
        count = self.stack.count()
        if count < self._count and index == count and self.tree.current.parent is not None:
            # A merged drag that ended where it began left the stack: so does its step.
            gone = self.tree.current
            self.tree.current = self._node_of(index - 1)
            self.tree.drop_leaf(gone)
        self._count = count
        self.tree.current = self._node_of(index - 1) if index else self.tree.root
        self.changed.emit()

    def _board_replaced(self) -> None:
        if self._rebuilding or self.stack.count():
            return  # an edit that replaced the Board's structure: a step like any other
        # A new game or file: the tree starts afresh.
        self.tree = Variations(self.document.board)
        self._count = 0
        self.changed.emit()

    # -- gestures --------------------------------------------------------------------------

    def choose(self, node: Node) -> None:
        """Make `node`'s position current, with its line and main line as the undo stack."""
        self.tree.current = node
        self._rebuild()

    def promote(self, node: Node) -> None:
        self.tree.promote(node)
        self.document.mark_modified()  # the game file keeps which line is the main one
        self._rebuild()  # the main line after the current node may be another one now

    def rename(self, node: Node, name: str) -> None:
        why = self.tree.rename(node, name)
        if why:
            self.refused.emit(why)
            return
        self.document.mark_modified()
        self.renamed.emit()
        self.changed.emit()

    def delete(self, node: Node) -> None:
        why = self.tree.delete(node)
        if why:
            self.refused.emit(why)
            return
        self.document.mark_modified()
        self._rebuild()  # it may have been the main line after the current node

    def restore(self, tree: Variations) -> None:
        """A tree read from a file whose start is the document's Board now."""
        self.tree = tree
        self._rebuild()

    def _rebuild(self) -> None:
        """The stack from the stored Boards: the current line, then its main line, with the
        index at the current node. The commands it already holds from the start stay; the
        rest are pushed anew (nothing replayed). The Document's and the stack's signals
        wait until the end, so the views see one change (from the Board before to the
        current one), the History one reset and the Log no replay."""
        document, stack, tree = self.document, self.stack, self.tree
        before = document.board
        line = tree.current_line()
        steps = [*line, *tree.current.main_line()]
        held = [getattr(stack.command(i), "variation", None) for i in range(stack.count())]
        kept = 0
        while kept < min(len(held), len(steps)) and held[kept] is steps[kept]:
            kept += 1
        self._rebuilding = True
        blocked = document.blockSignals(True)
        stack_blocked = stack.blockSignals(True)
        try:
            if kept == len(steps) < len(held):
                # Steps past the line to drop and none to push (which would drop them):
                # start afresh, and an emptied stack is not a saved game.
                stack.clear()
                stack.resetClean()
                document.set_board(tree.root.board)
                kept = 0
            stack.setIndex(kept)
            for node in steps[kept:]:  # the first push drops the old steps after `kept`
                outcome = Outcome(node.board, ())  # no events: nothing is played again
                command = BoardCommand(document, node.op, outcome, node.text)
                command.variation = node
                stack.push(command)
            stack.setIndex(len(line))
            document.set_board(before)  # quietly back, to announce the change below
        finally:
            stack.blockSignals(stack_blocked)
            document.blockSignals(blocked)
        try:
            document.set_board(tree.current.board)
            # What the stack would have said, once (the History, Undo/Redo, the timeline).
            stack.cleanChanged.emit(stack.isClean())
            stack.canUndoChanged.emit(stack.canUndo())
            stack.canRedoChanged.emit(stack.canRedo())
            stack.undoTextChanged.emit(stack.undoText())
            stack.redoTextChanged.emit(stack.redoText())
            stack.indexChanged.emit(stack.index())
        finally:
            self._rebuilding = False
        self._count = stack.count()
        self.changed.emit()
