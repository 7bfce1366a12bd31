"""The majorities sidebar: VP per player (a small table model, updated when the ledger
changes), then every Region's ranking and scoring flag (majority_model.py).

Choosing a Region (or a line of its ranking) asks the window to select and centre it; the
Region selected on the board (the play state's selection) is the current row.
"""

from __future__ import annotations

import html

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..document.board_document import Document
from ..document.play_state import PlayState
from ..look.cube_icons import chip_icon
from .majority_model import REGION_ID_ROLE, MajorityModel
from .model_index import Index
from .shifting_tree import ShiftingTree
from .steady_sliders import SteadyScrollBar

OPEN_ALL_UP_TO = 30  # Regions


class VpModel(QAbstractTableModel):
    """Each player's VP; updated when the ledger changes."""

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
            return (self.tr("Player"), self.tr("VP"))[section]
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
            return self.tr("{0}: {1} VP").format(player.name, vp)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class MajoritiesPanel(QWidget):
    region_chosen = Signal(str)

    def __init__(
        self,
        document: Document,
        parent: QWidget | None = None,
        *,
        play: PlayState | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("majorities-panel")
        self.play = play
        self.vp_model = VpModel(document, self)
        self.model = MajorityModel(document, self)

        self.vp_view = QTableView(self)
        self.vp_view.setModel(self.vp_model)
        self.vp_view.verticalHeader().hide()
        self.vp_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.vp_view.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.vp_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.vp_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.vp_view.setAccessibleName(self.tr("Victory points"))
        self.vp_view.setTabKeyNavigation(False)  # Tab moves on to the next panel, not the next cell
        self.vp_view.setMaximumHeight(self._vp_height())

        self.tree = ShiftingTree(self)
        self.tree.setModel(self.model)
        self.tree.setAccessibleName(self.tr("Majorities by Region"))
        self.tree.setAccessibleDescription(
            self.tr(
                "Each Region with its ranking: participant, cubes, Armies, place and bonus; "
                "Regions that cannot score say how many permanent slots are empty"
            )
        )
        self.tree.setUniformRowHeights(True)
        self.tree.setVerticalScrollBar(SteadyScrollBar(Qt.Orientation.Vertical, self.tree))
        self.tree.setTabKeyNavigation(False)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Fixed widths: ResizeToContents would measure every row after each change.
        metrics = self.tree.fontMetrics()
        for column in range(1, self.model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            header.resizeSection(
                column,
                max(metrics.horizontalAdvance(title), metrics.horizontalAdvance("00th=")) + 18,
            )
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        # A click on the row that is already current chooses it again (the board's
        # selection may have moved on since).
        self.tree.clicked.connect(self._clicked)
        self.model.modelReset.connect(self._after_reset)
        self.model.rowsInserted.connect(self._rows_inserted)
        if play is not None:
            play.selection_changed.connect(self._show_selection)
        self._after_reset()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        title = QLabel(f"<b>{html.escape(self.vp_view.accessibleName())}</b>")
        layout.addWidget(title)
        layout.addWidget(self.vp_view)
        heading = QLabel(self.tr("<b>Majorities</b> (local powers count as a participant)"))
        heading.setWordWrap(True)  # a longer language's words never widen the dock column
        layout.addWidget(heading)
        layout.addWidget(self.tree, 1)

    def _vp_height(self) -> int:
        rows = self.vp_model.rowCount() * self.vp_view.verticalHeader().defaultSectionSize()
        return (
            self.vp_view.horizontalHeader().sizeHint().height()
            + rows
            + 2 * self.vp_view.frameWidth()
        )

    def _after_reset(self) -> None:
        for row in range(self.model.rowCount()):
            self.tree.setFirstColumnSpanned(row, QModelIndex(), True)
        # A board the size of the printed one shows every ranking. A big one shows its
        # Regions and opens the chosen one: a tree of thousands of open lines is neither
        # readable nor quick to lay out again after each change.
        self.open_all = self.model.rowCount() <= OPEN_ALL_UP_TO
        if self.open_all:
            self.tree.expandAll()
        else:
            self.tree.collapseAll()
        self.vp_view.setMaximumHeight(self._vp_height())
        if self.play is not None:
            self._show_selection(self.play.selection)

    def _rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if parent.isValid() and self.open_all:
            self.tree.expand(parent)

    def _current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        region_id = current.data(REGION_ID_ROLE)
        if region_id and region_id != (
            previous.data(REGION_ID_ROLE) if previous.isValid() else None
        ):
            self.region_chosen.emit(region_id)

    def _clicked(self, index: QModelIndex) -> None:
        region_id = index.data(REGION_ID_ROLE)
        if region_id:
            self.region_chosen.emit(region_id)

    def _show_selection(self, region_ids: tuple[str, ...]) -> None:
        if len(region_ids) == 1:
            self.show_region(region_ids[0])

    def show_region(self, region_id: str) -> None:
        """Select a Region's row without telling anyone (the scene chose it)."""
        if not self.model.has_region(region_id):
            return  # a Region the model does not have yet
        index = self.model.index(self.model.region_row(region_id), 0)
        if self.tree.currentIndex().data(REGION_ID_ROLE) == region_id:
            return
        blocked = self.tree.selectionModel().blockSignals(True)
        self.tree.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.tree.selectionModel().blockSignals(blocked)
        if not self.open_all:
            self.tree.expand(index)
        self.tree.scrollTo(index)
        self.tree.viewport().update()
