"""Each player's VP as a small table model; updated when the ledger changes."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..document.board_document import Document
from ..look.cubes import chip_icon

Index = QModelIndex | QPersistentModelIndex


class VpModel(QAbstractTableModel):
    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._icons: dict[str, object] = {}
        document.board_replaced.connect(self.reload)
        document.vp_changed.connect(self._vp_changed)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        board = self.document.board
        self._icons = {p.id: chip_icon(board, p.id) for p in board.players}
        self.endResetModel()

    def _vp_changed(self) -> None:
        rows = len(self.document.board.players)
        if rows:
            self.dataChanged.emit(self.index(0, 1), self.index(rows - 1, 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.document.board.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return ("Player", "VP")[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        board = self.document.board
        player = board.players[index.row()]
        vp = board.vp[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return player.name if index.column() == 0 else vp
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return self._icons.get(player.id)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{player.name}: {vp} VP"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
