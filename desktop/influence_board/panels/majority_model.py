"""The majorities as a Qt item model: one row per Region, its ranking as child rows.

Updated per changed Region: only that Region's rows are rewritten, and child rows are
added or taken away only when its number of ranked participants changes. The model is a
QStandardItemModel so that the tree's relayout after such a change runs in C++; a Python
model would be asked for every row of every Region each time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QStandardItem, QStandardItemModel

from ..document.board_document import BoardChange, Document
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated, literal_html, names_isolated
from ..rules import Board, Region, Standing
from ..rules.majority import empty_permanent_said, ordinal, place_text
from ..rules.place_reasons import PlaceReason, place_reasons
from ..text.wording import cannot_score_flag, counted

COLUMNS = (
    QT_TRANSLATE_NOOP("MajorityModel", "Region / participant"),
    QT_TRANSLATE_NOOP("MajorityModel", "Cubes"),
    QT_TRANSLATE_NOOP("MajorityModel", "Armies"),
    QT_TRANSLATE_NOOP("MajorityModel", "Place"),
    QT_TRANSLATE_NOOP("MajorityModel", "Bonus"),
)
translate = QCoreApplication.translate
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
    why: tuple[PlaceReason, ...]  # each standing's reason and rule (rules/place_reasons.py)

    @classmethod
    def of(cls, board: Board, region: Region) -> RegionRow:
        ruled = place_reasons(board, region)
        return cls(
            region.id,
            region.name,
            region.empty_permanent(),
            tuple(Standing(*placing) for placing, _ in ruled),
            tuple(why for _, why in ruled),
        )

    def label(self) -> str:
        n = self.empty_permanent
        if n:
            return f"{isolated(self.name)}   {cannot_score_flag(n)}"
        return self.name

    def said(self) -> str:
        """The Region and whether it can score, for a screen reader: the Majorities row's
        words, and the board's Region's (window/board_accessible.py)."""
        n = self.empty_permanent
        said = (
            translate("MajorityModel", "{0}, cannot score: {1}")
            if n
            else translate("MajorityModel", "{0}, can score")
        )
        return said.format(isolated(self.name), empty_permanent_said(n))

    def line_said(self, n: int, board: Board) -> str:
        """Line `n` of the ranking, for a screen reader (the Majorities row's and the
        board's words)."""
        s = self.standings[n]
        said = (
            translate("MajorityModel", "{0}, {1} place tied, {2}, {3}, bonus {4}")
            if self.tied(s.place)
            else translate("MajorityModel", "{0}, {1} place, {2}, {3}, bonus {4}")
        )
        # counts from the rules' catalogue: lupdate takes no plural outside a QObject's tr
        cubes, armies = counted(s.count, "cube"), counted(s.armies, "Army")
        return said.format(board.name_of(s.owner), ordinal(s.place), cubes, armies, s.bonus)

    def tied(self, place: int) -> bool:
        return sum(s.place == place for s in self.standings) > 1

    def line(self, n: int) -> tuple[Standing, PlaceReason, bool]:
        """Everything line `n` of the ranking shows: its standing, why, and whether tied."""
        standing = self.standings[n]
        return standing, self.why[n], self.tied(standing.place)


class MajorityModel(QStandardItemModel):
    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setHorizontalHeaderLabels([self.tr(text) for text in COLUMNS])
        self.document = document
        self._rows: list[RegionRow] = []
        self._row_of: dict[str, int] = {}
        self._icons: dict[str, QIcon] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._warning = QBrush(WARNING)
        self.reload()  # then its panel tells it each change (`follow`)

    # -- keeping up with the Board ----------------------------------------------------------

    def reload(self) -> None:
        board = self.document.board
        self._icons = {p.id: chip_icon(board, p.id) for p in board.participants()}
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset, not a signal per row
        try:
            self.removeRows(0, self.rowCount())
            self._rows = [RegionRow.of(board, r) for r in board.regions]
            self._row_of = {r.id: i for i, r in enumerate(self._rows)}
            for row in self._rows:
                top = [QStandardItem() for _ in COLUMNS]
                self._fill_region(top, row)
                for n in range(len(row.standings)):
                    cells = [QStandardItem() for _ in COLUMNS]
                    self._fill_standing(cells, row, n, board)
                    top[0].appendRow(cells)
                self.appendRow(top)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def follow(self, change: BoardChange) -> None:
        if change.replaced:
            self.reload()
        elif change.regions:
            self.update_regions(change.regions)

    def update_regions(self, ids: Sequence[str]) -> None:
        board = self.document.board
        for region_id in ids:
            index = self._row_of[region_id]
            old, new = self._rows[index], RegionRow.of(board, board.region(region_id))
            if new == old:
                continue  # e.g. the track only moved
            self._rows[index] = new
            top = [self.item(index, c) for c in range(len(COLUMNS))]
            if (new.name, new.empty_permanent) != (old.name, old.empty_permanent):
                with self._one_change(QModelIndex(), index):
                    self._fill_region(top, new)
            parent = top[0]
            have, want = parent.rowCount(), len(new.standings)
            if want < have:
                parent.removeRows(want, have - want)
            for n in range(have, want):
                cells = [QStandardItem() for _ in COLUMNS]
                self._fill_standing(cells, new, n, board)
                parent.appendRow(cells)
            for n in range(min(have, want)):
                if old.line(n) == new.line(n):
                    continue  # a line of the ranking the change left as it was
                cells = [parent.child(n, c) for c in range(len(COLUMNS))]
                with self._one_change(parent.index(), n):
                    self._fill_standing(cells, new, n, board, made=False)

    @contextmanager
    def _one_change(self, parent: QModelIndex, row: int) -> Iterator[None]:
        """The cells of one row rewritten inside, the views told once for the whole row
        (a signal per cell and role was 26 an operation, each a call of every view)."""
        blocked = self.blockSignals(True)
        try:
            yield
        finally:
            self.blockSignals(blocked)
        if not blocked:
            last = len(COLUMNS) - 1
            self.dataChanged.emit(self.index(row, 0, parent), self.index(row, last, parent))

    # -- what the rows show -----------------------------------------------------------------

    def _fill_region(self, cells: list[QStandardItem], row: RegionRow) -> None:
        n = row.empty_permanent
        for item in cells:
            item.setEditable(False)
            item.setData(row.id, REGION_ID_ROLE)
            item.setData(n, EMPTY_PERMANENT_ROLE)
        first = cells[0]
        first.setData(row.label(), Qt.ItemDataRole.DisplayRole)
        first.setData(row.said(), Qt.ItemDataRole.AccessibleTextRole)
        first.setData(self._bold, Qt.ItemDataRole.FontRole)
        first.setData(self._warning if n else None, Qt.ItemDataRole.ForegroundRole)
        tip = (
            self.tr(
                "{0} cannot score: %n permanent slot(s) empty; a Region scores only when "
                "every permanent slot is filled",
                "",
                n,
            )
            if n
            else self.tr("{0} can score")
        )
        first.setData(literal_html(tip.format(isolated(row.name))), Qt.ItemDataRole.ToolTipRole)

    def _fill_standing(
        self, cells: list[QStandardItem], region: RegionRow, n: int, board: Board, made: bool = True
    ) -> None:
        """Line `n` of the Region's ranking; its tooltip says why that place (the words
        of the Log's scoring lines and of `check`) and the rule that decided it. `made`:
        the cells are new, else they held another line of the same Region before."""
        s, why = region.standings[n], region.why[n]
        name = board.name_of(s.owner)
        tip = literal_html(
            self.tr("{0}: {1}\nRule: {2}").format(
                isolated(name), names_isolated(why.text, board), why.rule
            )
        )
        local = board.is_player(s.owner) or "local" in name.lower()
        shown = (
            name if local else self.tr("{0} (local power)").format(isolated(name)),
            s.count,
            s.armies,
            place_text(region.standings, s),
            s.bonus,
        )
        first = cells[0]
        if made:  # what a line of this Region's ranking always holds
            for column, item in enumerate(cells):
                item.setEditable(False)
                item.setData(region.id, REGION_ID_ROLE)
                if column:
                    item.setData(RIGHT, Qt.ItemDataRole.TextAlignmentRole)
        if first.data(OWNER_ROLE) != s.owner:  # another participant now holds this line
            first.setIcon(self._icons.get(s.owner) or QIcon())
            for item in cells:
                item.setData(s.owner, OWNER_ROLE)
        # An unchanged value is no change: Qt compares it and sends no signal.
        for item, value in zip(cells, shown, strict=True):
            item.setData(value, Qt.ItemDataRole.DisplayRole)
            item.setData(tip, Qt.ItemDataRole.ToolTipRole)
        first.setData(region.line_said(n, board), Qt.ItemDataRole.AccessibleTextRole)

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
