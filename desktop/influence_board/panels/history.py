"""The History dock: the undo stack as a list; choosing any step jumps there."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QUndoView, QWidget

from ..document import Document


class HistoryPanel(QUndoView):
    # The user chose a step in the list (click or keys): the board is now at that step.
    # The undo stack's own index moves cannot say who moved them; this can.
    browsed = Signal(int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(document.undo_stack, parent)
        self.setObjectName("history-panel")
        self.setEmptyLabel("Start of the game")
        self.setAccessibleName("History of operations")
        # The undo model resets on every push; uniform rows keep that from measuring them all.
        self.setUniformItemSizes(True)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        on_row = self.indexAt(event.position().toPoint()).isValid()
        self._follow(super().mousePressEvent, event, on_row)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._follow(super().mouseMoveEvent, event, False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._follow(super().keyPressEvent, event, False)

    def _follow(self, handle: Callable, event, chosen: bool) -> None:
        """Let the view handle the event; if the user moved to a step (or clicked one),
        say which."""
        stack = self.stack()
        before = stack.index()
        handle(event)
        if stack.index() != before or chosen:
            self.browsed.emit(stack.index())
