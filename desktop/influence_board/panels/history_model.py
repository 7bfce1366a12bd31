"""The History dock's rows: the start, then each step of the line (document/step_list.py)
in its words, with its note after ✎.

Qt's own undo model resets itself at every step, undo and redo, so its view measured and
repainted every row again: the longer the game, the dearer each gesture. These rows follow
the step list instead: a step is one row inserted, an undo or redo none (only the current
row moves, which the panel shows), a new line the rows after the steps it keeps.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt

from ..document.commands import step_words
from ..document.step_list import StepList
from ..look.plain_text import literal_html
from ..rules.history.tree import Node
from .model_index import Index


class HistoryModel(QAbstractListModel):
    def __init__(self, steps: StepList, start: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps = steps
        self._start = start  # the first row's words
        self._rows: list[Node] = steps.steps_from(0)  # the steps the view was told of
        steps.note_changed.connect(self._note_changed)

    def follow(self, kept: int | None = None) -> None:
        """The step list changed: the rows after the steps it kept (or after `kept`, the
        fewest it kept over the changes the view missed), anew."""
        kept = min(self._steps.kept if kept is None else kept, len(self._rows))
        if len(self._rows) > kept:
            self.beginRemoveRows(QModelIndex(), kept + 1, len(self._rows))
            del self._rows[kept:]
            self.endRemoveRows()
        new = self._steps.steps_from(kept)
        if new:
            self.beginInsertRows(QModelIndex(), kept + 1, kept + len(new))
            self._rows.extend(new)
            self.endInsertRows()

    def _note_changed(self, node: Node) -> None:
        try:
            row = self._rows.index(node) + 1
        except ValueError:
            return  # a step off the line: no row shows it
        index = self.index(row)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows) + 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() <= len(self._rows):
            return None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        row = index.row()
        text = self._start if row == 0 else step_words(self._rows[row - 1])
        # A row too long for the dock (a step with its note) shows whole in its tooltip.
        return text if role == Qt.ItemDataRole.DisplayRole else literal_html(text)
