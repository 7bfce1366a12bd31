"""The majorities as a Qt item model: one row per Region, its ranking as child rows.

Built from the Board and updated per changed Region (rows are replaced, removed or
inserted for that Region only), so a placement never resets the whole view.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ..document import Document
from ..look import chip_icon
from ..rules import Region, Standing, ranking
from ..rules.majority import ordinal, place_text

Index = QModelIndex | QPersistentModelIndex
COLUMNS = ("Region / participant", "Cubes", "Armies", "Place", "Bonus")
REGION_ID_ROLE = Qt.ItemDataRole.UserRole + 1
EMPTY_PERMANENT_ROLE = Qt.ItemDataRole.UserRole + 2
OWNER_ROLE = Qt.ItemDataRole.UserRole + 3
WARNING = QColor("#b3261e")


@dataclass
class RegionRow:
    id: str
    name: str
    empty_permanent: int
    standings: tuple[Standing, ...]

    @classmethod
    def of(cls, region: Region, order: list[str]) -> RegionRow:
        return cls(region.id, region.name, region.empty_permanent(), ranking(region, order))

    def label(self) -> str:
        n = self.empty_permanent
        if n:
            return f"{self.name}   ⚠ cannot score: {n} empty"
        return self.name

    def tied(self, place: int) -> bool:
        return sum(s.place == place for s in self.standings) > 1


class MajorityModel(QAbstractItemModel):
    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._rows: list[RegionRow] = []
        self._row_of: dict[str, int] = {}
        self._icons: dict[str, object] = {}
        document.board_replaced.connect(self.reload)
        document.regions_changed.connect(self.update_regions)
        self.reload()

    # -- keeping up with the Board ----------------------------------------------------------

    def _order(self) -> list[str]:
        return [p.id for p in self.document.board.participants()]

    def reload(self) -> None:
        board = self.document.board
        self.beginResetModel()
        order = self._order()
        self._rows = [RegionRow.of(r, order) for r in board.regions]
        self._row_of = {r.id: i for i, r in enumerate(self._rows)}
        self._icons = {p.id: chip_icon(board, p.id) for p in board.participants()}
        self.endResetModel()

    def update_regions(self, ids: list[str]) -> None:
        board, order = self.document.board, self._order()
        for region_id in ids:
            row = self._row_of[region_id]
            new = RegionRow.of(board.region(region_id), order)
            old = self._rows[row]
            if new == old:
                continue  # e.g. the track only moved
            parent = self.index(row, 0)
            before, after = len(old.standings), len(new.standings)
            if after < before:
                self.beginRemoveRows(parent, after, before - 1)
                self._rows[row] = new
                self.endRemoveRows()
            elif after > before:
                self.beginInsertRows(parent, before, after - 1)
                self._rows[row] = new
                self.endInsertRows()
            else:
                self._rows[row] = new
            last = len(COLUMNS) - 1
            self.dataChanged.emit(self.index(row, 0), self.index(row, last))
            if after:
                self.dataChanged.emit(self.index(0, 0, parent), self.index(after - 1, last, parent))

    # -- the model interface ----------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0)
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._rows)
        if parent.internalId() == 0 and parent.column() == 0:
            return len(self._rows[parent.row()].standings)
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if index.internalId() == 0:
            return self._region_data(self._rows[index.row()], index.column(), role)
        region = self._rows[index.internalId() - 1]
        return self._standing_data(region, region.standings[index.row()], index.column(), role)

    def _region_data(self, row: RegionRow, column: int, role: int):
        if role == REGION_ID_ROLE:
            return row.id
        if role == EMPTY_PERMANENT_ROLE:
            return row.empty_permanent
        if column != 0:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return row.label()
        if role == Qt.ItemDataRole.AccessibleTextRole:
            n = row.empty_permanent
            flag = f", cannot score: {n} permanent slots empty" if n else ", can score"
            return row.name + flag
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row.empty_permanent:
            return QBrush(WARNING)
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.empty_permanent:
                n = row.empty_permanent
                return (
                    f"{row.name} cannot score: {n} permanent slot{'s' if n != 1 else ''} empty; "
                    "a Region scores only when every permanent slot is filled"
                )
            return f"{row.name} can score"
        return None

    def _standing_data(self, region: RegionRow, s: Standing, column: int, role: int):
        board = self.document.board
        if role == REGION_ID_ROLE:
            return region.id
        if role == OWNER_ROLE:
            return s.owner
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return self._icons.get(s.owner)
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 0:
            tie = " tied" if region.tied(s.place) else ""
            return (
                f"{board.name_of(s.owner)}, {ordinal(s.place)}{tie} place, {s.count} cubes, "
                f"{s.armies} Armies, bonus {s.bonus}"
            )
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            name = board.name_of(s.owner)
            local = board.is_player(s.owner) or "local" in name.lower()
            return name if local else f"{name} (local power)"
        if column == 1:
            return s.count
        if column == 2:
            return s.armies
        if column == 3:
            return place_text(region.standings, s)
        return s.bonus

    # -- for the view and the tests ---------------------------------------------------------

    def region_row(self, region_id: str) -> int:
        return self._row_of[region_id]

    def row_for(self, region_id: str) -> RegionRow:
        return self._rows[self._row_of[region_id]]
