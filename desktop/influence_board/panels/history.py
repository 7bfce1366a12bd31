"""The History dock: the undo stack as a list; choosing any step jumps there."""

from __future__ import annotations

from PySide6.QtWidgets import QUndoView, QWidget

from ..document import Document


class HistoryPanel(QUndoView):
    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(document.undo_stack, parent)
        self.setObjectName("history-panel")
        self.setEmptyLabel("Start of the game")
        self.setAccessibleName("History of operations")
        # The undo model resets on every push; uniform rows keep that from measuring them all.
        self.setUniformItemSizes(True)
