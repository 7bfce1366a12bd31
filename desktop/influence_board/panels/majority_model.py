"""The majorities as a Qt item model: one row per Region, its ranking as child rows.

Updated per changed Region: only that Region's rows are rewritten, and child rows are
added or taken away only when its number of ranked participants changes. The model is a
QStandardItemModel so that the tree's relayout after such a change runs in C++; a Python
model would be asked for every row of every Region each time.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QStandardItem, QStandardItemModel

from ..document.board_document import Document
from ..look.cubes import chip_icon
from ..look.plain_text import literal_html
from ..rules import Board, Region, Standing, ranking
from ..rules.majority import ordinal, place_text
from ..rules.wording import cannot_score_flag

COLUMNS = ("Region / participant", "Cubes", "Armies", "Place", "Bonus")
REGION_ID_ROLE = Qt.ItemDataRole.UserRole + 1
EMPTY_PERMANENT_ROLE = Qt.ItemDataRole.UserRole + 2
OWNER_ROLE = Qt.ItemDataRole.UserRole + 3
WARNING = QColor("#b3261e")  # on a light list; set_warning gives the scheme's own
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


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
            return f"{self.name}   {cannot_score_flag(n)}"
        return self.name

    def tied(self, place: int) -> bool:
        return sum(s.place == place for s in self.standings) > 1


class MajorityModel(QStandardItemModel):
    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setHorizontalHeaderLabels(list(COLUMNS))
        self.document = document
        self._rows: list[RegionRow] = []
        self._row_of: dict[str, int] = {}
        self._icons: dict[str, QIcon] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._warning = QBrush(WARNING)
        document.board_replaced.connect(self.reload)
        document.regions_changed.connect(self.update_regions)
        self.reload()

    # -- keeping up with the Board ----------------------------------------------------------

    def _order(self) -> list[str]:
        return [p.id for p in self.document.board.participants()]

    def reload(self) -> None:
        board = self.document.board
        order = self._order()
        self._icons = {p.id: chip_icon(board, p.id) for p in board.participants()}
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset, not a signal per row
        try:
            self.removeRows(0, self.rowCount())
            self._rows = [RegionRow.of(r, order) for r in board.regions]
            self._row_of = {r.id: i for i, r in enumerate(self._rows)}
            for row in self._rows:
                top = [QStandardItem() for _ in COLUMNS]
                self._fill_region(top, row)
                for s in row.standings:
                    cells = [QStandardItem() for _ in COLUMNS]
                    self._fill_standing(cells, row, s, board)
                    top[0].appendRow(cells)
                self.appendRow(top)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def update_regions(self, ids: list[str]) -> None:
        board, order = self.document.board, self._order()
        for region_id in ids:
            index = self._row_of[region_id]
            new = RegionRow.of(board.region(region_id), order)
            if new == self._rows[index]:
                continue  # e.g. the track only moved
            self._rows[index] = new
            top = [self.item(index, c) for c in range(len(COLUMNS))]
            self._fill_region(top, new)
            parent = top[0]
            have, want = parent.rowCount(), len(new.standings)
            if want < have:
                parent.removeRows(want, have - want)
            for _ in range(have, want):
                parent.appendRow([QStandardItem() for _ in COLUMNS])
            for n, s in enumerate(new.standings):
                cells = [parent.child(n, c) for c in range(len(COLUMNS))]
                self._fill_standing(cells, new, s, board)

    # -- what the rows show -----------------------------------------------------------------

    @staticmethod
    def _set(item: QStandardItem, value: object, role: int = Qt.ItemDataRole.DisplayRole) -> None:
        if item.data(role) != value:  # an unchanged cell sends no signal, repaints nothing
            item.setData(value, role)

    def _fill_region(self, cells: list[QStandardItem], row: RegionRow) -> None:
        n = row.empty_permanent
        for item in cells:
            item.setEditable(False)
            self._set(item, row.id, REGION_ID_ROLE)
            self._set(item, n, EMPTY_PERMANENT_ROLE)
        first = cells[0]
        self._set(first, row.label())
        flag = f", cannot score: {n} permanent slots empty" if n else ", can score"
        self._set(first, row.name + flag, Qt.ItemDataRole.AccessibleTextRole)
        self._set(first, self._bold, Qt.ItemDataRole.FontRole)
        self._set(first, self._warning if n else None, Qt.ItemDataRole.ForegroundRole)
        tip = (
            f"{row.name} cannot score: {n} permanent slot{'s' if n != 1 else ''} empty; "
            "a Region scores only when every permanent slot is filled"
            if n
            else f"{row.name} can score"
        )
        self._set(first, literal_html(tip), Qt.ItemDataRole.ToolTipRole)

    def _fill_standing(
        self, cells: list[QStandardItem], region: RegionRow, s: Standing, board: Board
    ) -> None:
        name = board.name_of(s.owner)
        local = board.is_player(s.owner) or "local" in name.lower()
        shown = (
            name if local else f"{name} (local power)",
            s.count,
            s.armies,
            place_text(region.standings, s),
            s.bonus,
        )
        first = cells[0]
        if first.data(OWNER_ROLE) != s.owner:  # another participant now holds this line
            first.setIcon(self._icons.get(s.owner) or QIcon())
        for column, (item, value) in enumerate(zip(cells, shown, strict=True)):
            item.setEditable(False)
            self._set(item, value)
            self._set(item, region.id, REGION_ID_ROLE)
            self._set(item, s.owner, OWNER_ROLE)
            if column:
                self._set(item, RIGHT, Qt.ItemDataRole.TextAlignmentRole)
        tie = " tied" if region.tied(s.place) else ""
        self._set(
            first,
            f"{name}, {ordinal(s.place)}{tie} place, {s.count} cubes, {s.armies} Armies, "
            f"bonus {s.bonus}",
            Qt.ItemDataRole.AccessibleTextRole,
        )

    # -- for the view and the tests ---------------------------------------------------------

    def set_warning(self, color: QColor) -> None:
        """The colour of "cannot score" rows, readable on the scheme's list background."""
        self._warning = QBrush(color)
        for row in self._rows:
            if row.empty_permanent:
                item = self.item(self._row_of[row.id], 0)
                item.setData(self._warning, Qt.ItemDataRole.ForegroundRole)

    def has_region(self, region_id: str) -> bool:
        return region_id in self._row_of

    def region_row(self, region_id: str) -> int:
        return self._row_of[region_id]

    def row_for(self, region_id: str) -> RegionRow:
        return self._rows[self._row_of[region_id]]
