"""Game > Standings: the players by VP total (ties share the place), each total by source:
the start, Influence on the board, Region scoring, and each VP adjustment's reason
(rules/analysis/standings.py). It follows the game while open; ending the last round opens
it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..document.board_document import Document
from ..document.step_list import StepList
from ..look.plain_text import isolated
from ..rules.analysis.standings import place_text, round_text, standings, vp_by_source

WIDTH = 720  # the dialog's least width: room for a few sources of VP beside the names
PLAYER_COLUMN = 1


class StandingsView(QDialog):
    def __init__(self, document: Document, steps: StepList, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("standings-view")
        self.setWindowTitle(self.tr("Standings"))
        self.document = document
        self.steps = steps
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(self)
        self.table.setObjectName("standings-table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        # As tall as its rows, and its columns across its whole width (the player's name
        # takes what the numbers leave): no empty band beside or beneath the table.
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        steps.changed.connect(self.refresh)  # a new board too: the step list starts afresh
        self.refresh()
        self.resize(max(WIDTH, self.sizeHint().width()), self.sizeHint().height())

    def sources(self) -> dict[str, dict[str, int]]:
        steps = self.steps
        taken = [(steps.step(i).op, steps.board_at(i)) for i in range(1, steps.index + 1)]
        return vp_by_source(steps.board_at(0), taken)

    def refresh(self) -> None:
        board = self.document.board
        places = standings(board)
        by_source = self.sources()
        columns: list[str] = []
        for p in places:
            columns.extend(s for s in by_source.get(p.player, {}) if s not in columns)
        headers = [self.tr("Place"), self.tr("Player"), self.tr("VP"), *columns]
        self.heading.setText(f"{isolated(board.name)}: {round_text(board)}")
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(places))
        for row, p in enumerate(places):
            mine = by_source.get(p.player, {})
            cells = [place_text(places, p), board.name_of(p.player), str(p.vp)]
            cells += [f"{mine[c]:+}" if c in mine else "" for c in columns]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != PLAYER_COLUMN:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYER_COLUMN, QHeaderView.ResizeMode.Stretch)

    def rows(self) -> list[list[str]]:
        """What the table says, row by row (for tests and screen readers)."""
        table = self.table
        return [
            [
                (item.text() if (item := table.item(r, c)) else "")
                for c in range(table.columnCount())
            ]
            for r in range(table.rowCount())
        ]

    def headers(self) -> list[str]:
        table = self.table
        return [
            (item.text() if (item := table.horizontalHeaderItem(c)) else "")
            for c in range(table.columnCount())
        ]
