"""The Log dock: every event of every operation in plain words, refusals and "no change"
included, newest at the bottom."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from ..document import Document
from ..plain_text import literal_html
from ..rules import Event

MAX_ENTRIES = 5000
QUIET_KINDS = {"no_change", "no_score", "undo", "redo"}


class LogPanel(QListWidget):
    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-panel")
        self.setAccessibleName("Log of what happened")
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Uniform rows keep appending and scrolling cheap however long the log grows;
        # a long line shows whole in its tooltip.
        self.setUniformItemSizes(True)
        document.events_logged.connect(self.add_events)
        document.refused.connect(self.add_refusal)

    def add_events(self, events: list[Event]) -> None:
        for event in events:
            item = QListWidgetItem(event.text)
            item.setToolTip(literal_html(event.text))
            if event.kind in QUIET_KINDS:
                item.setForeground(QBrush(QColor("#6b6b6b")))
            item.setData(0x0100, event.kind)
            self._append(item)

    def add_refusal(self, reason: str) -> None:
        item = QListWidgetItem(f"Refused: {reason}")
        item.setForeground(QBrush(QColor("#b3261e")))
        item.setData(0x0100, "refused")
        self._append(item)

    def add_message(self, text: str) -> None:
        self._append(QListWidgetItem(text))

    def _append(self, item: QListWidgetItem) -> None:
        self.addItem(item)
        while self.count() > MAX_ENTRIES:
            self.takeItem(0)
        self.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
