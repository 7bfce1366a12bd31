"""The variation tree's gestures in the window: choose a step, promote, rename or delete a
variation. The tree and the current line are the step
list's (step_list.py); choosing, promoting and deleting make the step list show the line
of the current node again (nothing is replayed)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..rules.history.tree import Node, Variations
from .step_list import StepList


class GameVariations(QObject):
    renamed = Signal()  # a name changed: no step, but unsaved work all the same
    refused = Signal(str)  # why a promote, rename or delete was not done

    def __init__(self, steps: StepList, parent: QObject | None = None):
        super().__init__(parent)
        self.steps = steps

    @property
    def tree(self) -> Variations:
        return self.steps.tree

    def choose(self, node: Node) -> None:
        """Make `node`'s position current, with its line and main line as the history's."""
        self.tree.current = node
        self.steps.show_current_line()

    def promote(self, node: Node) -> None:
        self.tree.promote(node)
        with self.steps.batch():  # told once: the line and the unsaved game
            self.steps.mark_modified()  # the game file keeps which line is the main one
            self.steps.show_current_line()  # the main line after the current node may change

    def rename(self, node: Node, name: str) -> None:
        why = self.tree.rename(node, name)
        if why:
            self.refused.emit(why)
            return
        self.steps.mark_modified()
        self.renamed.emit()

    def delete(self, node: Node) -> None:
        why = self.tree.delete(node)
        if why:
            self.refused.emit(why)
            return
        with self.steps.batch():  # told once: the line and the unsaved game
            self.steps.mark_modified()
            self.steps.show_current_line()  # it may have been the main line after the current node
