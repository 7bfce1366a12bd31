"""The History dock: the undo stack as a list; choosing any step jumps there; its context
menu compares a step with the current position."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QMenu, QUndoView, QWidget

from ..document import Document


class HistoryPanel(QUndoView):
    compare_wanted = Signal(int)  # a step (0: the start) to compare with the current position

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(document.undo_stack, parent)
        self.setObjectName("history-panel")
        self.setEmptyLabel("Start of the game")
        self.setAccessibleName("History of operations")
        # The undo model resets on every push; uniform rows keep that from measuring them all.
        self.setUniformItemSizes(True)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        index = self.indexAt(event.pos())
        if not index.isValid():
            return
        menu = QMenu(self)
        action = menu.addAction(self.tr("Compare with Current"))
        action.triggered.connect(lambda: self.compare_wanted.emit(index.row()))
        menu.exec(event.globalPos())
        event.accept()
