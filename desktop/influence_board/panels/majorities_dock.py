"""The majorities sidebar: VP per player (a small table model, updated when the ledger
changes), then every Region's ranking and scoring flag (majority_model.py).

Choosing a Region (or a line of its ranking) asks the window to select and centre it; the
Region selected on the board (the play state's selection) is the current row.
"""

from __future__ import annotations

import html

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..document.board_document import BoardChange, Document
from ..document.play_state import PlayState
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated
from .majority_model import REGION_ID_ROLE, RIGHT, MajorityModel
from .shifting_tree import ShiftingTree
from .steady_sliders import SteadyScrollBar

OPEN_ALL_UP_TO = 30  # Regions


class VpModel(QStandardItemModel):
    """Each player's VP; updated when the ledger changes. Its cells hold their values: a
    model in Python is asked a dozen roles of each cell shown at every repaint (55 calls
    an operation on a board whose VP change at nearly every operation)."""

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(0, 2, parent)
        self.document = document
        self.setHorizontalHeaderLabels([self.tr("Player"), self.tr("VP")])
        self.reload()  # then its panel tells it each change (`follow`)

    def follow(self, change: BoardChange) -> None:
        if change.replaced:
            self.reload()
        elif change.vp:
            self._vp_changed()

    def reload(self) -> None:
        board = self.document.board
        self.setRowCount(0)
        for player in board.players:
            name, vp = QStandardItem(player.name), QStandardItem()
            name.setIcon(chip_icon(board, player.id))
            vp.setData(RIGHT, Qt.ItemDataRole.TextAlignmentRole)
            for item in (name, vp):
                item.setEditable(False)
            self.appendRow([name, vp])
        self._vp_changed()

    def _vp_changed(self) -> None:
        """Each VP shown as the Board has it (a cell whose value stays sends no signal)."""
        board = self.document.board
        if self.rowCount() != len(board.players):  # other players: told as a new board
            self.reload()
            return
        for row, (player, vp) in enumerate(zip(board.players, board.vp, strict=True)):
            said = self.tr("{0}: {1} VP").format(isolated(player.name), vp)
            for column in (0, 1):
                self.item(row, column).setData(said, Qt.ItemDataRole.AccessibleTextRole)
            self.item(row, 1).setData(vp, Qt.ItemDataRole.DisplayRole)


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
        # The change its models have not shown yet, while the dock is behind another tab or
        # closed (`set_shown`): they catch up when it is seen again.
        self._unseen: BoardChange | None = None
        document.changed.connect(self._board_changed)

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

    def _board_changed(self, change: BoardChange) -> None:
        if self._unseen is not None:
            self._unseen = self._unseen.then(change)
            return
        self.vp_model.follow(change)
        self.model.follow(change)

    def set_shown(self, on: bool) -> None:
        """The dock came to the front (True), or went behind a tab or away (False)."""
        if not on:
            self._unseen = self._unseen or BoardChange()
        elif self._unseen is not None:
            change, self._unseen = self._unseen, None
            self._board_changed(change)

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
